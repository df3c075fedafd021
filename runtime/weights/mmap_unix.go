//go:build unix

package weights

import (
	"fmt"
	"os"
	"syscall"
)

// mapFile maps a whole file read-only. Pages are faulted in on first touch, so opening a checkpoint
// costs nothing per tensor until it is read.
func mapFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close() // the mapping outlives the descriptor
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	size := st.Size()
	if size == 0 {
		return []byte{}, nil // mmap of zero bytes fails; the header check reports the short file
	}
	if int64(int(size)) != size {
		return nil, fmt.Errorf("%s: file of %d bytes is too large to map", path, size)
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("mmap %s: %w", path, err)
	}
	return b, nil
}

func unmapFile(b []byte) error {
	if len(b) == 0 {
		return nil
	}
	return syscall.Munmap(b)
}
