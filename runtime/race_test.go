//go:build race

package runtime_test

// raceEnabled is whether the tests run under the race detector, which changes allocation counts
// (sync.Pool drops items at random, for one): exact allocation comparisons skip then.
const raceEnabled = true
