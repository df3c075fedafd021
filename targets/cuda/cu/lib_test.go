package cu

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

func TestSearchDirsOrder(t *testing.T) {
	root := t.TempDir()
	mk := func(p string) string {
		d := filepath.Join(root, p)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	own, ld1, ld2 := mk("own"), mk("ld1"), mk("ld2")
	venv := mk("venv")
	cublasDir, ncclDir := mk("venv/lib/python3.12/site-packages/nvidia/cu13/lib"), mk("venv/lib/python3.12/site-packages/nvidia/nccl/lib")
	env := map[string]string{
		LibraryPathEnv:    own + ":" + filepath.Join(root, "missing"),
		"LD_LIBRARY_PATH": ld1 + "::" + ld2 + ":" + ld1, // an empty entry and a repeat
		"VIRTUAL_ENV":     venv,
	}
	got := SearchDirs(func(k string) string { return env[k] })
	if len(got) < 3 || got[0] != own || got[1] != ld1 || got[2] != ld2 {
		t.Fatalf("SearchDirs starts %q, want [%s %s %s] first", got[:min(3, len(got))], own, ld1, ld2)
	}
	for _, want := range []string{cublasDir, ncclDir} {
		if !slices.Contains(got, want) {
			t.Errorf("SearchDirs = %q, want it to hold the wheel folder %s", got, want)
		}
	}
	seen := map[string]bool{}
	for _, d := range got {
		if seen[d] {
			t.Errorf("SearchDirs lists %s twice", d)
		}
		seen[d] = true
		if strings.Contains(d, "missing") {
			t.Errorf("SearchDirs lists %s, which does not exist", d)
		}
	}
}

func TestFindLibrary(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(b, "libfake.so.1"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(a, "libfake.so.1"), 0o755); err != nil { // a folder is no library
		t.Fatal(err)
	}
	if got, want := FindLibrary("libfake.so.1", []string{a, b}), filepath.Join(b, "libfake.so.1"); got != want {
		t.Errorf("FindLibrary = %q, want %q", got, want)
	}
	if got := FindLibrary("libother.so", []string{a, b}); got != "" {
		t.Errorf("FindLibrary of an absent library = %q, want \"\"", got)
	}
}

func TestOpenLibraryMissing(t *testing.T) {
	dirs := []string{t.TempDir()}
	_, err := openLibrary("libafdc-no-such-lib.so.7", "install it", dirs)
	var miss *MissingLibraryError
	if !errors.As(err, &miss) {
		t.Fatalf("openLibrary of an absent library: %v, want a *MissingLibraryError", err)
	}
	msg := err.Error()
	for _, want := range []string{"libafdc-no-such-lib.so.7 not found", dirs[0], "install it"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not say %q", msg, want)
		}
	}
	if strings.Contains(msg, "\n") {
		t.Errorf("error %q spans lines, want one line", msg)
	}
}

func TestOpenLibraryNotALibrary(t *testing.T) {
	d := t.TempDir()
	if err := os.WriteFile(filepath.Join(d, "libbroken.so.1"), []byte("not an ELF file"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := openLibrary("libbroken.so.1", "reinstall it", []string{d})
	if err == nil || !strings.Contains(err.Error(), "cannot load libbroken.so.1") || !strings.Contains(err.Error(), "reinstall it") {
		t.Fatalf("openLibrary of a file that is no library: %v, want an error naming it and the hint", err)
	}
}

// On a machine without the driver, the first CUDA call says which library is missing, in one line.
func TestLoadWithoutDriver(t *testing.T) {
	err := Load()
	if err == nil {
		t.Skip("a CUDA driver is installed here; the missing-driver message is tested where there is none")
	}
	var miss *MissingLibraryError
	if !errors.As(err, &miss) {
		t.Fatalf("Load: %v, want a *MissingLibraryError", err)
	}
	if miss.Name != DriverLibrary || !strings.Contains(err.Error(), "libcuda.so.1") || !strings.Contains(err.Error(), "NVIDIA driver") {
		t.Errorf("Load: %q, want it to name libcuda.so.1 and the NVIDIA driver", err)
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("Load: %q spans lines, want one line", err)
	}
	if Load() != err {
		t.Errorf("a second Load returned a different error, want the first outcome kept")
	}
}

// The loader and the call path, on a library every Linux machine has.
func TestOpenLibraryAndCall(t *testing.T) {
	l, err := OpenLibrary("libc.so.6", "")
	if err != nil {
		t.Skipf("no libc.so.6 to open here: %v", err)
	}
	strlen, err := l.Sym("strlen")
	if err != nil || strlen == 0 {
		t.Fatalf("Sym(strlen) = %#x, %v", strlen, err)
	}
	s := []byte("hello, device\x00")
	if n := Call(strlen, uintptr(unsafe.Pointer(&s[0]))); n != 13 {
		t.Errorf("strlen through Call = %d, want 13", n)
	}
	if _, err := l.SymAny("afdc_no_such_symbol", "afdc_nor_this"); err == nil || !strings.Contains(err.Error(), "afdc_no_such_symbol, afdc_nor_this") {
		t.Errorf("SymAny of absent symbols: %v, want an error naming them", err)
	}
	if p, err := l.SymAny("afdc_no_such_symbol", "strlen"); err != nil || p != strlen {
		t.Errorf("SymAny falls back to strlen: %#x, %v; want %#x", p, err, strlen)
	}
	if again, _ := OpenLibrary("libc.so.6", ""); again != l {
		t.Errorf("a second OpenLibrary opened the library again, want the first one kept")
	}
	if !slices.ContainsFunc(Loaded(), func(s string) bool { return strings.HasPrefix(s, "libc.so.6=") }) {
		t.Errorf("Loaded = %q, want libc.so.6 listed", Loaded())
	}
}

// libcStrlen is libc's strlen, the C function the call benchmarks go through; without libc.so.6
// the benchmark is skipped.
func libcStrlen(b *testing.B) uintptr {
	l, err := OpenLibrary("libc.so.6", "")
	if err != nil {
		b.Skipf("no libc.so.6: %v", err)
	}
	strlen, err := l.Sym("strlen")
	if err != nil {
		b.Fatal(err)
	}
	return strlen
}

// BenchmarkCall is the cost of one C call through Call (libc's strlen of a short string): the part
// of a kernel launch's host time that purego adds to the driver's own.
func BenchmarkCall(b *testing.B) {
	strlen := libcStrlen(b)
	s := []byte("hello\x00")
	b.ReportAllocs()
	for range b.N {
		Call(strlen, uintptr(unsafe.Pointer(&s[0])))
	}
}

// BenchmarkCall11 passes eleven arguments, as cuLaunchKernel takes.
func BenchmarkCall11(b *testing.B) {
	strlen := libcStrlen(b)
	s := []byte("hello\x00")
	b.ReportAllocs()
	for range b.N {
		Call(strlen, uintptr(unsafe.Pointer(&s[0])), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
	}
}
