// Package doclinks holds the check that every relative link of the repository's README.md and
// docs/*.md resolves: to a file that exists and, with a #fragment, to a heading of that file.
package doclinks
