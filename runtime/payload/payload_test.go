package payload

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fakeExe writes a stand-in for the afdc binary: arbitrary bytes that contain no trailer.
func fakeExe(t *testing.T, dir string) (string, []byte) {
	t.Helper()
	bin := bytes.Repeat([]byte("\x7fELF fake afdc binary\x00"), 500)
	p := filepath.Join(dir, "afdc")
	if err := os.WriteFile(p, bin, 0o755); err != nil {
		t.Fatal(err)
	}
	return p, bin
}

func sampleFiles() map[string][]byte {
	return map[string][]byte{
		"manifest.json": []byte(`{"role":"attention","plan_hash":"abc"}`),
		"program.afir":  []byte("module @m role=attention\n"),
		"config.json":   []byte(`{"hidden_size":64}`),
		"kernels/k.bin": bytes.Repeat([]byte{0, 1, 2, 3}, 3000),
		"empty.txt":     {},
	}
}

func TestRoundTrip(t *testing.T) {
	dir := t.TempDir()
	exe, bin := fakeExe(t, dir)
	out := filepath.Join(dir, "m-attention")
	want := sampleFiles()
	if err := Write(exe, out, want); err != nil {
		t.Fatal(err)
	}
	got, err := Read(out)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("payload (-want +got):\n%s", d)
	}
	st, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o755 {
		t.Errorf("mode %v, want 0755", st.Mode().Perm())
	}
	b, _ := os.ReadFile(out)
	if !bytes.HasPrefix(b, bin) {
		t.Errorf("output does not start with the original binary")
	}
	// Reproducible: the same inputs give the same bytes.
	out2 := filepath.Join(dir, "again")
	if err := Write(exe, out2, want); err != nil {
		t.Fatal(err)
	}
	b2, _ := os.ReadFile(out2)
	if !bytes.Equal(b, b2) {
		t.Errorf("two writes of the same payload differ")
	}
	// No temporary files left behind.
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}
}

func TestRewriteReplacesPayload(t *testing.T) {
	dir := t.TempDir()
	exe, bin := fakeExe(t, dir)
	first := filepath.Join(dir, "first")
	if err := Write(exe, first, sampleFiles()); err != nil {
		t.Fatal(err)
	}
	second := filepath.Join(dir, "second")
	want := map[string][]byte{"manifest.json": []byte(`{"role":"ffn"}`)}
	if err := Write(first, second, want); err != nil {
		t.Fatal(err)
	}
	got, err := Read(second)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("payload (-want +got):\n%s", d)
	}
	// The old payload is gone: the binary part is exactly the original.
	b, _ := os.ReadFile(second)
	var tr [TrailerSize]byte
	copy(tr[:], b[len(b)-TrailerSize:])
	off := binary.LittleEndian.Uint64(tr[8:16])
	if off != uint64(len(bin)) || !bytes.Equal(b[:off], bin) {
		t.Errorf("zip offset %d, want %d (old payload not stripped)", off, len(bin))
	}
	// In place: out == exe.
	if err := Write(second, second, sampleFiles()); err != nil {
		t.Fatal(err)
	}
	got, err = Read(second)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(sampleFiles(), got); d != "" {
		t.Errorf("in-place rewrite (-want +got):\n%s", d)
	}
}

func TestPlainFile(t *testing.T) {
	dir := t.TempDir()
	exe, _ := fakeExe(t, dir)
	if _, err := Read(exe); !errors.Is(err, ErrNoPayload) {
		t.Errorf("Read(plain) = %v, want ErrNoPayload", err)
	}
	small := filepath.Join(dir, "small")
	os.WriteFile(small, []byte("hi"), 0o644)
	if _, err := Read(small); !errors.Is(err, ErrNoPayload) {
		t.Errorf("Read(2-byte file) = %v, want ErrNoPayload", err)
	}
	empty := filepath.Join(dir, "empty")
	os.WriteFile(empty, nil, 0o644)
	if _, err := Read(empty); !errors.Is(err, ErrNoPayload) {
		t.Errorf("Read(empty file) = %v, want ErrNoPayload", err)
	}
	if _, err := Read(filepath.Join(dir, "missing")); err == nil || errors.Is(err, ErrNoPayload) {
		t.Errorf("Read(missing) = %v, want a not-found error", err)
	}
}

// TestSelf: the test binary carries no payload.
func TestSelf(t *testing.T) {
	if _, err := Self(); !errors.Is(err, ErrNoPayload) {
		t.Errorf("Self() = %v, want ErrNoPayload", err)
	}
}

func TestCorrupt(t *testing.T) {
	dir := t.TempDir()
	exe, bin := fakeExe(t, dir)
	good := filepath.Join(dir, "good")
	if err := Write(exe, good, sampleFiles()); err != nil {
		t.Fatal(err)
	}
	orig, _ := os.ReadFile(good)
	n := len(orig)
	zipLen := n - TrailerSize - len(bin)

	tests := []struct {
		name   string
		mutate func(b []byte) []byte
		want   string
	}{
		{"checksum", func(b []byte) []byte {
			b[len(bin)+zipLen/2] ^= 0xff // a byte inside the zip
			return b
		}, "payload checksum mismatch"},
		{"checksum field", func(b []byte) []byte {
			b[n-TrailerSize+24] ^= 1
			return b
		}, "payload checksum mismatch"},
		{"truncated by 1", func(b []byte) []byte { return b[:n-1] }, "payload trailer truncated"},
		{"truncated by 20", func(b []byte) []byte { return b[:n-20] }, "payload trailer truncated"},
		{"offset past end", func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[n-TrailerSize+8:], uint64(n+100))
			return b
		}, "zip offset " + itoa(n+100) + " is past the end of the data"},
		{"length wrong", func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[n-TrailerSize+16:], uint64(zipLen+1))
			return b
		}, "has length " + itoa(zipLen+1) + ", expected " + itoa(zipLen)},
		{"leading magic", func(b []byte) []byte {
			b[n-TrailerSize] = 'X'
			return b
		}, "its first 8 bytes are \"XFDCPAY1\""},
		{"not a zip", func(b []byte) []byte {
			// A self-consistent trailer over bytes that are not a zip.
			junk := bytes.Repeat([]byte("junk"), 100)
			tr := trailer{offset: uint64(len(bin)), length: uint64(len(junk))}
			copy(tr.sum[:], sha(junk))
			out := append(append(append([]byte{}, bin...), junk...), tr.encode()...)
			return out
		}, "open zip"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "exe")
			if err := os.WriteFile(p, tt.mutate(bytes.Clone(orig)), 0o755); err != nil {
				t.Fatal(err)
			}
			_, err := Read(p)
			if err == nil || errors.Is(err, ErrNoPayload) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Read = %v, want error containing %q", err, tt.want)
			}
			if !strings.Contains(err.Error(), p) {
				t.Errorf("error %q does not name the file", err)
			}
			// Write refuses to strip a structurally broken payload rather than guessing.
			if tt.want != "payload checksum mismatch" && tt.want != "open zip" {
				werr := Write(p, filepath.Join(t.TempDir(), "out"), sampleFiles())
				if werr == nil || !strings.Contains(werr.Error(), tt.want) {
					t.Errorf("Write from corrupt exe = %v, want error containing %q", werr, tt.want)
				}
			}
		})
	}
}

func TestBadNames(t *testing.T) {
	dir := t.TempDir()
	exe, _ := fakeExe(t, dir)
	for _, name := range []string{"", "/abs", "a/../b", `a\b`, "dir/", "a//b", "./x"} {
		out := filepath.Join(dir, "out")
		err := Write(exe, out, map[string][]byte{name: []byte("x")})
		if err == nil || !strings.Contains(err.Error(), "file name") {
			t.Errorf("Write(name %q) = %v, want a file name error", name, err)
		}
		if _, serr := os.Stat(out); serr == nil {
			t.Errorf("Write(name %q) failed but left %s", name, out)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func sha(b []byte) []byte { s := sha256.Sum256(b); return s[:] }
