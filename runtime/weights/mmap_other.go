//go:build !unix

package weights

import (
	"fmt"
	"os"
)

// mapFile reads the whole file where mmap is not available; the rest of the package sees the same
// read-only bytes either way.
func mapFile(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	return os.ReadFile(path)
}

func unmapFile([]byte) error { return nil }
