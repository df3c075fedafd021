package cu

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// LibraryPathEnv names an environment variable of folders (colon separated) searched before any other.
const LibraryPathEnv = "AFDC_CUDA_LIBRARY_PATH"

// Library is one opened shared library.
type Library struct {
	// Name is the file name asked for (libcuda.so.1); Path is where it was found.
	Name, Path string
	handle     uintptr
}

// Sym returns the address of the named function, or an error naming the library and the symbol.
func (l *Library) Sym(name string) (uintptr, error) {
	p, err := dlsym(l.handle, name)
	if err != nil || p == 0 {
		return 0, fmt.Errorf("%s (%s): symbol %s not found, expected a newer library", l.Name, l.Path, name)
	}
	return p, nil
}

// SymAny returns the first of the named functions the library has: drivers export versioned names
// (cuMemAlloc_v2) next to, or instead of, the plain ones.
func (l *Library) SymAny(names ...string) (uintptr, error) {
	for _, n := range names {
		if p, err := dlsym(l.handle, n); err == nil && p != 0 {
			return p, nil
		}
	}
	return 0, fmt.Errorf("%s (%s): none of the symbols %s found, expected a newer library",
		l.Name, l.Path, strings.Join(names, ", "))
}

// glob is filepath.Glob, a variable so tests can describe a file system.
var glob = filepath.Glob

// SearchDirs lists the folders searched for a CUDA library, in order: the folders of
// AFDC_CUDA_LIBRARY_PATH, of LD_LIBRARY_PATH, the driver's usual folders, CUDA toolkits, and the lib
// folders of the NVIDIA wheels of Python environments (PyTorch's CUDA 13 wheels put cuBLAS under
// nvidia/cu13/lib and NCCL under nvidia/nccl/lib). Folders that do not exist are left out, and each
// folder appears once.
func SearchDirs(getenv func(string) string) []string {
	var dirs []string
	seen := map[string]bool{}
	add := func(d string) {
		d = filepath.Clean(d)
		if d == "." || seen[d] {
			return
		}
		seen[d] = true
		dirs = append(dirs, d)
	}
	addList := func(list string) {
		for _, d := range filepath.SplitList(list) {
			if d != "" {
				add(d)
			}
		}
	}
	addGlob := func(pattern string) {
		m, _ := glob(pattern)
		sort.Strings(m)
		// Newest first: cuda-13.0 before cuda-12.4, python3.12 before python3.10.
		for i := len(m) - 1; i >= 0; i-- {
			add(m[i])
		}
	}
	addList(getenv(LibraryPathEnv))
	addList(getenv("LD_LIBRARY_PATH"))
	arch := archDir()
	for _, d := range []string{
		"/usr/local/nvidia/lib64", "/usr/local/nvidia/lib",
		"/usr/lib/" + arch, "/usr/lib/wsl/lib", "/usr/lib64", "/usr/lib", "/lib/" + arch, "/lib64",
		"/usr/local/cuda/lib64", "/usr/local/cuda/targets/" + cudaTargetDir() + "/lib",
	} {
		add(d)
	}
	addGlob("/usr/local/cuda-*/lib64")
	addGlob("/usr/local/cuda-*/targets/" + cudaTargetDir() + "/lib")
	for _, env := range []string{"VIRTUAL_ENV", "CONDA_PREFIX"} {
		if p := getenv(env); p != "" {
			add(filepath.Join(p, "lib"))
			addGlob(filepath.Join(p, "lib", "python3*", "site-packages", "nvidia", "*", "lib"))
		}
	}
	for _, root := range []string{
		"/opt/*/.venv/lib/python3*/site-packages", "/opt/*/lib/python3*/site-packages",
		"/usr/local/lib/python3*/dist-packages", "/usr/local/lib/python3*/site-packages",
		"/usr/lib/python3/dist-packages",
	} {
		addGlob(filepath.Join(root, "nvidia", "*", "lib"))
		addGlob(filepath.Join(root, "torch", "lib"))
	}
	var out []string
	for _, d := range dirs {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			out = append(out, d)
		}
	}
	return out
}

func archDir() string {
	if runtime.GOARCH == "arm64" {
		return "aarch64-linux-gnu"
	}
	return "x86_64-linux-gnu"
}

func cudaTargetDir() string {
	if runtime.GOARCH == "arm64" {
		return "sbsa-linux"
	}
	return "x86_64-linux"
}

// FindLibrary returns the path of the first file named name in dirs, or "" if none has it.
func FindLibrary(name string, dirs []string) string {
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			return p
		}
	}
	return ""
}

// MissingLibraryError says a library was not found; its message is the one line a user sees.
type MissingLibraryError struct {
	Name     string
	Searched []string
	// Hint says what provides the library.
	Hint string
	// Err is dlopen's own message where a file was found but would not load.
	Err error
}

func (e *MissingLibraryError) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("cuda: cannot load %s: %v (%s)", e.Name, e.Err, e.Hint)
	}
	where := "the dynamic loader's path"
	if len(e.Searched) > 0 {
		where += ", " + strings.Join(e.Searched, ", ")
	}
	return fmt.Sprintf("cuda: %s not found in %s; %s", e.Name, where, e.Hint)
}

var (
	libMu   sync.Mutex
	libOpen = map[string]*Library{}
	libErr  = map[string]error{}
)

// OpenLibrary opens a library by file name once per process: first the folders of SearchDirs, so a
// copy beside the toolkit wins over none, then the dynamic loader's own search (ld.so.cache). hint is
// appended to the error when it is missing ("is the NVIDIA driver installed?").
func OpenLibrary(name, hint string) (*Library, error) {
	libMu.Lock()
	defer libMu.Unlock()
	if l, ok := libOpen[name]; ok {
		return l, nil
	}
	if err, ok := libErr[name]; ok {
		return nil, err
	}
	l, err := openLibrary(name, hint, SearchDirs(os.Getenv))
	if err != nil {
		libErr[name] = err
		return nil, err
	}
	libOpen[name] = l
	return l, nil
}

// Loaded lists the libraries opened so far as "name=path", in name order, for a startup log line.
func Loaded() []string {
	libMu.Lock()
	defer libMu.Unlock()
	var out []string
	for n, l := range libOpen {
		out = append(out, n+"="+l.Path)
	}
	sort.Strings(out)
	return out
}

func openLibrary(name, hint string, dirs []string) (*Library, error) {
	if p := FindLibrary(name, dirs); p != "" {
		h, err := dlopen(p)
		if err != nil {
			return nil, &MissingLibraryError{Name: name, Hint: hint, Err: err}
		}
		return &Library{Name: name, Path: p, handle: h}, nil
	}
	if h, err := dlopen(name); err == nil {
		return &Library{Name: name, Path: name, handle: h}, nil
	}
	return nil, &MissingLibraryError{Name: name, Searched: dirs, Hint: hint}
}
