// Package payload owns the file format of afdc's emitted executables: a copy of the afdc binary with a
// zip archive appended and a fixed-size trailer after it, the way `deno compile` and `bun build
// --compile` ship programs. Write makes such an executable; Read and Self find and check the payload.
//
// Layout of an executable with a payload (all integers little-endian):
//
//	[ afdc binary ][ zip archive ][ trailer, 64 bytes ]
//	trailer = "AFDCPAY1" | zip offset u64 | zip length u64 | sha256(zip) [32]byte | "AFDCPAY1"
//
// Invariant checked by Read: the zip starts at the recorded offset and ends exactly where the trailer
// starts, and its sha256 matches. Read touches only the trailer and the zip, never the binary before
// them, so start-up cost does not grow with the size of the executable.
//
// The package imports only the standard library.
package payload

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// magic opens and closes the trailer. The trailing copy is what Read looks for first; the leading
// copy lets Read tell a truncated trailer from a file that has none.
const magic = "AFDCPAY1"

// TrailerSize is the size in bytes of the trailer at the end of an executable with a payload.
const TrailerSize = 8 + 8 + 8 + sha256.Size + 8

// maxEntrySize caps one decompressed file of the payload. Programs, manifests and configs are far
// smaller; the cap keeps a corrupt or hostile archive from exhausting memory.
const maxEntrySize = 1 << 30

// ErrNoPayload is returned by Read and Self for a file that carries no payload trailer.
var ErrNoPayload = errors.New("no afdc payload")

// trailer is the decoded fixed-size tail of an executable.
type trailer struct {
	offset, length uint64
	sum            [sha256.Size]byte
}

func (t trailer) encode() []byte {
	b := make([]byte, 0, TrailerSize)
	b = append(b, magic...)
	b = binary.LittleEndian.AppendUint64(b, t.offset)
	b = binary.LittleEndian.AppendUint64(b, t.length)
	b = append(b, t.sum[:]...)
	return append(b, magic...)
}

// readTrailer decodes and checks the trailer of f (of the given size) against the file's layout.
// It returns ErrNoPayload when the file does not end in the magic and holds no remnant of a trailer.
func readTrailer(f io.ReaderAt, size int64) (trailer, error) {
	// Read the last 2*TrailerSize bytes (or the whole file when smaller): enough to recognise a
	// trailer cut short by up to TrailerSize-1 bytes.
	n := min(size, 2*TrailerSize)
	tail := make([]byte, n)
	if _, err := f.ReadAt(tail, size-n); err != nil {
		return trailer{}, fmt.Errorf("read trailer: %w", err)
	}
	if n < TrailerSize || string(tail[n-8:]) != magic {
		if i := bytes.LastIndex(tail, []byte(magic)); i >= 0 && n-int64(i) < TrailerSize {
			return trailer{}, fmt.Errorf("payload trailer truncated: magic %q at byte %d leaves %d bytes to the end of the file, expected a %d-byte trailer",
				magic, size-n+int64(i), n-int64(i), TrailerSize)
		}
		return trailer{}, ErrNoPayload
	}
	t := tail[n-TrailerSize:]
	if string(t[:8]) != magic {
		return trailer{}, fmt.Errorf("payload trailer corrupt: ends in magic %q but its first 8 bytes are %q, expected the magic again", magic, t[:8])
	}
	tr := trailer{
		offset: binary.LittleEndian.Uint64(t[8:16]),
		length: binary.LittleEndian.Uint64(t[16:24]),
	}
	copy(tr.sum[:], t[24:24+sha256.Size])
	zipEnd := uint64(size - TrailerSize)
	switch {
	case tr.offset > zipEnd:
		return trailer{}, fmt.Errorf("payload trailer corrupt: zip offset %d is past the end of the data (%d bytes before the trailer)", tr.offset, zipEnd)
	case tr.length != zipEnd-tr.offset:
		return trailer{}, fmt.Errorf("payload trailer corrupt: zip at offset %d has length %d, expected %d (it must end where the trailer starts, at byte %d)",
			tr.offset, tr.length, zipEnd-tr.offset, zipEnd)
	}
	return tr, nil
}

// Read returns the files of the payload of the executable exe, by name. It reads only the trailer and
// the zip. It returns ErrNoPayload (test with errors.Is) when exe has no payload, and an error that
// says what is wrong for a truncated or corrupt one.
func Read(exe string) (map[string][]byte, error) {
	f, err := os.Open(exe)
	if err != nil {
		return nil, fmt.Errorf("read payload: %w", err)
	}
	defer f.Close()
	files, err := readFrom(f)
	if err != nil {
		return nil, fmt.Errorf("read payload of %s: %w", exe, err)
	}
	return files, nil
}

func readFrom(f *os.File) (map[string][]byte, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	tr, err := readTrailer(f, st.Size())
	if err != nil {
		return nil, err
	}
	zr := io.NewSectionReader(f, int64(tr.offset), int64(tr.length))
	h := sha256.New()
	if _, err := io.Copy(h, zr); err != nil {
		return nil, fmt.Errorf("read zip: %w", err)
	}
	if got := h.Sum(nil); !bytes.Equal(got, tr.sum[:]) {
		return nil, fmt.Errorf("payload checksum mismatch: zip sha256 is %x, trailer records %x (the executable is corrupt or was modified after it was built)", got, tr.sum)
	}
	return unzip(zr, int64(tr.length))
}

func unzip(r io.ReaderAt, size int64) (map[string][]byte, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return nil, fmt.Errorf("open zip: %w", err)
	}
	files := make(map[string][]byte, len(zr.File))
	for _, zf := range zr.File {
		if strings.HasSuffix(zf.Name, "/") {
			continue // a directory entry carries no data
		}
		if _, dup := files[zf.Name]; dup {
			return nil, fmt.Errorf("zip: %s appears twice, expected unique names", zf.Name)
		}
		if zf.UncompressedSize64 > maxEntrySize {
			return nil, fmt.Errorf("zip: %s: %d bytes, expected at most %d", zf.Name, zf.UncompressedSize64, maxEntrySize)
		}
		rc, err := zf.Open()
		if err != nil {
			return nil, fmt.Errorf("zip: %s: %w", zf.Name, err)
		}
		// Read one byte past the declared size so a lying header is caught by the checksum reader
		// of archive/zip (it reports ErrFormat/ErrChecksum at EOF) or by the length check below.
		b, err := io.ReadAll(io.LimitReader(rc, int64(zf.UncompressedSize64)+1))
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("zip: %s: %w", zf.Name, err)
		}
		if uint64(len(b)) != zf.UncompressedSize64 {
			return nil, fmt.Errorf("zip: %s: %d bytes of data, header says %d", zf.Name, len(b), zf.UncompressedSize64)
		}
		files[zf.Name] = b
	}
	return files, nil
}

// Self returns the payload of the running executable (Read of os.Executable()).
func Self() (map[string][]byte, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("read payload: locate own executable: %w", err)
	}
	return Read(exe)
}

// Write writes out: a copy of the executable exe (without its own payload, if it carries one) with
// files appended as a zip and a trailer, mode 0755. Names are slash-separated relative paths. out is
// written to a temporary file in its directory and renamed into place, so a reader never sees a half
// written executable and out may be exe itself.
func Write(exe, out string, files map[string][]byte) (err error) {
	names := make([]string, 0, len(files))
	for name := range files {
		if err := checkName(name); err != nil {
			return fmt.Errorf("write payload %s: %w", out, err)
		}
		names = append(names, name)
	}
	// Sorted names make the archive, and so the executable, reproducible.
	slices.Sort(names)

	src, err := os.Open(exe)
	if err != nil {
		return fmt.Errorf("write payload %s: %w", out, err)
	}
	defer src.Close()
	st, err := src.Stat()
	if err != nil {
		return fmt.Errorf("write payload %s: %w", out, err)
	}
	base := st.Size()
	tr, err := readTrailer(src, base)
	switch {
	case err == nil:
		base = int64(tr.offset) // strip the old payload: keep the binary in front of it
	case !errors.Is(err, ErrNoPayload):
		return fmt.Errorf("write payload %s: existing payload of %s: %w", out, exe, err)
	}

	tmp, err := os.CreateTemp(filepath.Dir(out), "."+filepath.Base(out)+".tmp*")
	if err != nil {
		return fmt.Errorf("write payload %s: %w", out, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := io.Copy(tmp, io.NewSectionReader(src, 0, base)); err != nil {
		return fmt.Errorf("write payload %s: copy %s: %w", out, exe, err)
	}
	h := sha256.New()
	cw := &countWriter{w: io.MultiWriter(tmp, h)}
	zw := zip.NewWriter(cw)
	for _, name := range names {
		// A zero Modified time keeps the archive byte-identical across builds.
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate})
		if err != nil {
			return fmt.Errorf("write payload %s: zip %s: %w", out, name, err)
		}
		if _, err := w.Write(files[name]); err != nil {
			return fmt.Errorf("write payload %s: zip %s: %w", out, name, err)
		}
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("write payload %s: zip: %w", out, err)
	}
	tr = trailer{offset: uint64(base), length: uint64(cw.n)}
	copy(tr.sum[:], h.Sum(nil))
	if _, err := tmp.Write(tr.encode()); err != nil {
		return fmt.Errorf("write payload %s: trailer: %w", out, err)
	}
	if err := tmp.Chmod(0o755); err != nil {
		return fmt.Errorf("write payload %s: %w", out, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("write payload %s: %w", out, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write payload %s: %w", out, err)
	}
	if err := os.Rename(tmp.Name(), out); err != nil {
		return fmt.Errorf("write payload %s: %w", out, err)
	}
	return nil
}

// checkName rejects names that would not read back as the same key or could escape a directory if
// a tool ever extracted the archive.
func checkName(name string) error {
	switch {
	case name == "":
		return errors.New("file name is empty, expected a relative path")
	case strings.Contains(name, `\`):
		return fmt.Errorf("file name %q contains a backslash, expected a slash-separated path", name)
	case strings.HasPrefix(name, "/") || strings.HasSuffix(name, "/"):
		return fmt.Errorf("file name %q starts or ends with a slash, expected a relative file path", name)
	}
	for _, e := range strings.Split(name, "/") {
		if e == "" || e == "." || e == ".." {
			return fmt.Errorf("file name %q has an empty, . or .. element, expected a clean relative path", name)
		}
	}
	return nil
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
