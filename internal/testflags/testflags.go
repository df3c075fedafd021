// Package testflags declares the flags every afdc test binary accepts, once, so that
// `go test ./... -update` runs in every package: a package with golden files reads Update, the
// others import this package for its side effect. Only tests import it.
package testflags

import "flag"

// Update asks tests to rewrite their golden files instead of comparing with them.
var Update = flag.Bool("update", false, "rewrite golden files instead of comparing with them")
