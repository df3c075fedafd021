package kgen

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"sort"
	"strings"
	"sync"
)

// sources are this package's Go files as built: every kernel the package generates follows from
// them (and from the module the kernels are planned for).
//
//go:embed *.go
var sources embed.FS

// Fingerprint names the kernel generator this binary was built with: a hash of the package's
// non-test Go sources. Kernels made by another build of afdc (a kernel cache folder kept across
// versions) differ from what this build would make whenever those sources differ, so a cache keyed
// by the module alone could serve stale kernels; the CUDA target keys its cache by both.
var Fingerprint = sync.OnceValue(func() string {
	names, err := fs.Glob(sources, "*.go")
	if err != nil {
		panic(err) // a constant pattern
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		b, err := sources.ReadFile(n)
		if err != nil {
			panic(err) // embedded at build time
		}
		h.Write([]byte(n))
		h.Write([]byte{0})
		h.Write(b)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
})
