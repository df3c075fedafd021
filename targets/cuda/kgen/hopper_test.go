package kgen

import (
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
)

func bf16bits(f float32) uint16 { return uint16(math.Float32bits(f) >> 16) } // exact for the values below

// tileInputs are random bf16 A (64×k) and B (n×k), exactly representable, and A·Bᵀ in f64.
func tileInputs(n, k int) (a, b []uint16, want []float64) {
	r := rand.New(rand.NewPCG(7, uint64(n*k)))
	val := func() float32 { return float32(r.IntN(17)-8) / 8 }
	a, b = make([]uint16, 64*k), make([]uint16, n*k)
	for i := range a {
		a[i] = bf16bits(val())
	}
	for i := range b {
		b[i] = bf16bits(val())
	}
	want = make([]float64, 64*n)
	for m := range 64 {
		for j := range n {
			for kk := range k {
				want[m*n+j] += bf16f(a[m*k+kk]) * bf16f(b[j*k+kk])
			}
		}
	}
	return a, b, want
}

// TestHopperTileInterp runs the Hopper check kernel in the interpreter: the TMA boxes, the mbarrier
// phases over several K steps and the warpgroup products must give A·Bᵀ, and the descriptor read the
// other way round must not.
func TestHopperTileInterp(t *testing.T) {
	const n, k = 32, 48
	a, b, want := tileInputs(n, k)
	for _, swap := range []bool{false, true} {
		kern, err := HopperTile(n, k, swap)
		if err != nil {
			t.Fatal(err)
		}
		out := &Buf{F32: make([]float32, 64*n)}
		ta := &TensorMap{Buf: &Buf{BF16: a}, Dims: [2]int64{k, 64}, Stride: k, Box: [2]int64{8, 64}}
		tb := &TensorMap{Buf: &Buf{BF16: b}, Dims: [2]int64{k, n}, Stride: k, Box: [2]int64{8, n}}
		if err := Interpret(kern, 1, 128, ta, tb, out); err != nil {
			t.Fatalf("swap %v: %v", swap, err)
		}
		bad := 0
		for i, w := range want {
			if float64(out.F32[i]) != w { // small integers over 64: exact in f32
				bad++
			}
		}
		if !swap && bad > 0 {
			t.Errorf("%d of %d results differ from A·Bᵀ (first: got %v want %v)", bad, len(want), out.F32[0], want[0])
		}
		if swap && bad == 0 {
			t.Errorf("the swapped descriptor offsets gave A·Bᵀ too: the interpreter does not read the descriptor")
		}
	}
}

// TestHopperInterpErrors: a wait on a phase that never completes is an error, not a hang; a
// descriptor outside shared memory is named.
func TestHopperInterpErrors(t *testing.T) {
	old := mbarWaitLimit
	mbarWaitLimit = 50e6 // 50 ms
	defer func() { mbarWaitLimit = old }()
	k := NewKernel("never")
	s := k.SharedAligned(TI32, 4, 16)
	bar := k.SAddr(s, k.I32(0))
	k.MbarInit(bar, k.I32(2))
	k.MbarArrive(bar)
	k.MbarWait(bar, k.I32(0))
	if err := Interpret(k, 1, 1); err == nil || !strings.Contains(err.Error(), "phase 0 never completed (1 arrivals and 0 bytes missing)") {
		t.Errorf("wait on an incomplete phase: %v", err)
	}
	k = NewKernel("far")
	s = k.SharedAligned(TI32, 16, 16)
	acc := make([]*Value, 4)
	for i := range acc {
		acc[i] = k.F32(0)
	}
	d := k.SmemDesc(k.SAddr(s, k.I32(0)), 1024, 128)
	k.WGMMA(8, d, d, k.Lt(k.I32(1), k.I32(0)), acc)
	if err := Interpret(k, 1, 128); err == nil || !strings.Contains(err.Error(), "outside every shared array") {
		t.Errorf("wgmma past shared memory: %v", err)
	}
	// A bulk copy completing on a barrier whose initialisation no FenceAsync followed: on the device
	// the copy engine may miss the initialisation and the phase never completes.
	src := make([]uint16, 8*64)
	for i := range src {
		src[i] = uint16(i + 1)
	}
	tm := &TensorMap{Buf: &Buf{BF16: src}, Dims: [2]int64{64, 8}, Stride: 64, Box: [2]int64{64, 8}, Swizzle128: true}
	// Without the wait the copy lands by default when nothing has read it (the latest the device
	// may land it): the stores find shared memory's old zeros. Landed as issued, they find the box.
	for _, atIssue := range []bool{false, true} {
		got := &Buf{I32: make([]int32, 256)}
		if err := InterpretWith(InterpretOptions{CopiesAtIssue: atIssue}, tmaOnce(true, false), 1, 32, tm, got); err != nil {
			t.Fatalf("bulk copy read without a wait: %v", err)
		}
		if landed := slices.ContainsFunc(got.I32, func(w int32) bool { return w != 0 }); landed != atIssue {
			t.Errorf("bulk copy read without a wait, copies landed as issued %v: the box seen %v", atIssue, landed)
		}
	}
	for _, fence := range []bool{false, true} {
		k := tmaOnce(fence, true)
		got := &Buf{I32: make([]int32, 256)}
		err := Interpret(k, 1, 32, tm, got)
		if !fence {
			if err == nil || !strings.Contains(err.Error(), "no FenceAsync after it") {
				t.Errorf("bulk copy on a barrier initialised without a fence: %v", err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("bulk copy after the fence: %v", err)
		}
		// Row r's 16-byte chunk c lands at chunk c ^ (r % 8) of the row (the 128-byte swizzle).
		for r := range 8 {
			for c := range 8 {
				w := got.I32[r*32+(c^r)*4]
				if lo := uint16(w); lo != src[r*64+c*8] {
					t.Errorf("swizzled copy: row %d chunk %d holds %d first, want %d", r, c, lo, src[r*64+c*8])
				}
			}
		}
	}
}

// tmaOnce is a kernel whose thread 0 initialises an mbarrier (then runs FenceAsync if fence) and
// copies one 64 × 8 box into shared memory; then (after the barrier's wait if wait) every thread
// stores 8 of its 256 words.
func tmaOnce(fence, wait bool) *Kernel {
	k := NewKernel("tma_once")
	tm := k.Param("a", PTensorMap, EBF16)
	out := k.Param("out", PPtr, EI32)
	s := k.SharedAligned(TI32, 256, 1024)
	sb := k.SharedAligned(TI32, 2, 16)
	bar := k.SAddr(sb, k.I32(0))
	tid := k.Tid()
	lead := k.Eq(tid, k.I32(0))
	k.If(lead, func() {
		k.MbarInit(bar, k.I32(1))
		if fence {
			k.FenceAsync()
		}
	}, nil)
	k.Barrier()
	k.If(lead, func() {
		k.MbarExpectTx(bar, k.I32(8*128))
		k.TMALoad(tm, k.SAddr(s, k.I32(0)), bar, k.I32(0), k.I32(0))
	}, nil)
	if wait {
		k.MbarWait(bar, k.I32(0))
	}
	for j := range int64(8) {
		i := k.Add(k.Mul(tid, k.I32(8)), k.I32(j))
		k.Store(out, i, k.SLoad(s, i))
	}
	return k
}

// TestHopperVerify rejects malformed Hopper ops by name.
func TestHopperVerify(t *testing.T) {
	k := NewKernel("bad")
	k.SetMaxNReg(true, 20)
	if err := Verify(k); err == nil || !strings.Contains(err.Error(), "setmaxnreg 20, expected a multiple of 8 in 24..256") {
		t.Errorf("setmaxnreg 20: %v", err)
	}
	k = NewKernel("bad")
	z := k.I64(0)
	k.WGMMA(12, z, z, k.Lt(k.I32(1), k.I32(0)), make([]*Value, 0))
	if err := Verify(k); err == nil || !strings.Contains(err.Error(), "wgmma n 12") {
		t.Errorf("wgmma n 12: %v", err)
	}
	if _, err := HopperTile(12, 32, false); err == nil {
		t.Errorf("HopperTile(12, 32): no error")
	}
}

// hopperCheckKernels are the Hopper layer's device checks: the TMA tile (canonical and swapped
// offsets) and the swizzled-operand probes.
func hopperCheckKernels() ([]*Kernel, error) {
	var ks []*Kernel
	for _, swap := range []bool{false, true} {
		k, err := HopperTile(64, 64, swap)
		if err != nil {
			return nil, err
		}
		ks = append(ks, k)
	}
	ps, err := HopperProbeVariants()
	return append(ks, ps...), err
}

// TestHopperLLC compiles the check kernels for sm_90a: llc accepts the inline PTX, the tensor maps
// are 128-byte .param grid constants, and the PTX holds the Hopper instructions, register A and
// transposed B among them. sm_90 refuses it (CheckPTX). With AFDC_HOPPER_PTX_OUT=FILE the PTX is
// written there for the device check (TestHopperTileDevice, TestHopperProbeDevice).
func TestHopperLLC(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	ks, err := hopperCheckKernels()
	if err != nil {
		t.Fatal(err)
	}
	ptx, err := tc.PTXFor(t.Context(), Lower(ks).String(), SM90a)
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckPTX(ptx, SM90a); err != nil {
		t.Error(err)
	}
	if p := os.Getenv("AFDC_HOPPER_PTX_OUT"); p != "" {
		if err := os.WriteFile(p, []byte(ptx), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range []string{".param .align 64 .b8 hopper_tile_n64_k64_param_0[128]", "cvta.param.u64",
		"wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16", "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes",
		"mbarrier.try_wait.parity.shared::cta.b64", "mbarrier.arrive.expect_tx", "wgmma.wait_group.sync.aligned 0;", "fence.proxy.async.shared::cta",
		"p, 1, 1, 0, 1;", "p, 1, 1, 1;", "p, 1, 1, 0;"} {
		if !strings.Contains(ptx, want) {
			t.Errorf("sm_90a PTX lacks %q", want)
		}
	}
	if strings.Contains(ptx, ".local") {
		t.Errorf("PTX uses local memory: the accumulators were not kept in registers")
	}
	if err := CheckPTX(strings.Replace(ptx, ".target sm_90a", ".target sm_90", 1), SM90); err == nil {
		t.Errorf("CheckPTX accepts wgmma in sm_90 PTX")
	}
}

// TestHopperProbeInterp runs the swizzled-operand check kernels in the interpreter: shared-memory
// and register A, K-major and MN-major B must each give A·B exactly, and MN-major B with its
// descriptor offsets swapped must not.
func TestHopperProbeInterp(t *testing.T) {
	ks, err := HopperProbeVariants()
	if err != nil {
		t.Fatal(err)
	}
	const n, k = 128, 128
	a, bt, want := tileInputs(n, k) // bt: B as n×k (K-major)
	b := make([]uint16, len(bt))    // B as k×n (MN-major)
	for j := range n {
		for kk := range k {
			b[kk*n+j] = bt[j*k+kk]
		}
	}
	for _, kern := range ks {
		transB, swap := strings.Contains(kern.Name, "_tb"), strings.HasSuffix(kern.Name, "_swap")
		in := probeWords(bt)
		if transB {
			in = probeWords(b)
		}
		out := &Buf{F32: make([]float32, 64*n)}
		if err := Interpret(kern, 1, 128, &Buf{I32: probeWords(a)}, &Buf{I32: in}, out); err != nil {
			t.Fatalf("%s: %v", kern.Name, err)
		}
		bad := 0
		for i, w := range want {
			if float64(out.F32[i]) != w {
				bad++
			}
		}
		if !swap && bad > 0 {
			t.Errorf("%s: %d of %d results differ from A·B", kern.Name, bad, len(want))
		}
		if swap && bad == 0 {
			t.Errorf("%s: swapped offsets gave A·B too: the interpreter does not read them", kern.Name)
		}
	}
	if _, err := HopperProbe(96, false, false, false); err == nil {
		t.Errorf("HopperProbe(96): no error")
	}
}

// TestLaunchOfCached: the launch launchOf keeps for a spec is the one its kernel's Build gives, and
// specs that differ in any field get their own.
func TestLaunchOfCached(t *testing.T) {
	a := MLADecodeSpec{Q: EBF16, Pool: EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1, FA: true}
	b := a
	b.Heads = 64
	for range 2 { // the second round reads the cache
		for _, s := range []MLADecodeSpec{a, b} {
			_, want := s.Build()
			if got := launchOf(s); got.Name != want.Name || got.Grid != want.Grid || got.Shared != want.Shared {
				t.Errorf("launchOf %s: %+v, want %+v", want.Name, got, want)
			}
		}
	}
}

// TestHopperConvergent: in the lowered LLVM IR, every inline PTX call of an instruction the warp
// executes as one (.aligned, bar.sync, bar.arrive) is convergent, so that llc copies none into a
// branch some threads skip; the per-thread ones (copies, mbarriers) are not, so that they stay
// free to move.
func TestHopperConvergent(t *testing.T) {
	ks, err := hopperCheckKernels()
	if err != nil {
		t.Fatal(err)
	}
	s := MLADecodeSpec{Q: EBF16, Pool: EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1352,
		Hopper: true, Seesaw: true}
	k, _ := s.Build()
	seen := map[bool]int{}
	for _, line := range strings.Split(Lower(append(ks, k)).String(), "\n") {
		if !strings.Contains(line, "asm sideeffect") {
			continue
		}
		aligned := strings.Contains(line, ".aligned") || strings.Contains(line, `"bar.sync `) || strings.Contains(line, `"bar.arrive `)
		seen[aligned]++
		if got := strings.HasSuffix(strings.TrimSpace(line), " convergent"); got != aligned {
			t.Errorf("convergent %v, want %v: %s", got, aligned, line)
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("%d warp-wide and %d per-thread inline PTX calls, want both kinds", seen[true], seen[false])
	}
}
