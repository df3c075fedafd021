package kgen

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"sort"
	"sync"
)

// sources are this package's Go files as built: every kernel the package generates follows from
// them (and from the module the kernels are planned for). They are named one by one, so that the
// tests (a third of the package's bytes) stay out of every binary; TestFingerprintSources fails
// when a file is missing from the list.
//
//go:embed arch.go attention.go doc.go fingerprint.go flashprefill.go flashprefill_wgmma.go
//go:embed generate.go gqadecode.go gqadecode_mma.go hopper.go hopper_interp.go hopper_ir.go
//go:embed hopper_probe.go hopper_tile.go interp.go kernels.go kir.go launch.go lineardecode.go
//go:embed llc.go lower.go math.go mlaabsorb.go mladecode.go mladecode_fa.go mladecode_mma.go mladecode_ss.go
//go:embed mladecode_wg.go mlalatent.go mlaout.go mlaprefill.go moe.go normlinear.go normrope.go print.go route.go
//go:embed routewarp.go sample.go stacked.go streaming.go streaming_ir.go streaming_mma.go streaming_mma_ir.go
//go:embed vec.go verify.go views.go warpmem.go kvfp8.go
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
