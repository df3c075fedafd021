package payload

import (
	"bytes"
	"errors"
	"testing"

	_ "afdc/internal/testflags" // accept -update
)

// FuzzReadTrailer: any file tail is either no payload, a clear error, or a trailer whose zip lies
// inside the file and ends where the trailer starts. Never a panic.
func FuzzReadTrailer(f *testing.F) {
	good := trailer{offset: 10, length: 6}.encode()
	f.Add(append(bytes.Repeat([]byte{1}, 16), good...))
	f.Add(append(bytes.Repeat([]byte{1}, 16), good[:40]...))
	f.Add([]byte(magic))
	f.Fuzz(func(t *testing.T, b []byte) {
		tr, err := readTrailer(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			if !errors.Is(err, ErrNoPayload) && err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if tr.offset+tr.length != uint64(len(b)-TrailerSize) {
			t.Fatalf("accepted offset %d length %d in a %d-byte file", tr.offset, tr.length, len(b))
		}
	})
}
