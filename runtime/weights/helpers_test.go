package weights

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rawFile builds a safetensors file by hand: the header length, the header text as given, the data.
func rawFile(header string, data []byte) []byte {
	b := binary.LittleEndian.AppendUint64(nil, uint64(len(header)))
	b = append(b, header...)
	return append(b, data...)
}

// writeTemp writes b to name in a fresh temporary directory and returns the file's path.
func writeTemp(t *testing.T, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// errLines splits a joined error into its lines.
func errLines(err error) []string {
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}
