package kgen

import "fmt"

// HopperTile builds the Hopper layer's check kernel: one warpgroup computes out[64×N] (f32,
// row-major) = A[64×K] · B[N×K]ᵀ for bf16 A and B (both K-major, read through tensor maps with
// 8×64 and 8×N boxes), a TMA pair per 8 columns of K completing on one mbarrier, then one wgmma
// per 16 columns of K on no-swizzle descriptors (LBO between the two 8-column halves of K, SBO 128
// between 8-row groups). swap exchanges the descriptor's two offsets: the device check runs both, so
// that a layout read the other way round would show. It runs on sm_90a only; the interpreter runs it
// anywhere.
func HopperTile(n, k int64, swap bool) (*Kernel, error) {
	if n < 8 || n > 256 || n%8 != 0 || k < 16 || k%16 != 0 {
		return nil, fmt.Errorf("hopper tile n %d, k %d: expected n a multiple of 8 in 8..256 and k a multiple of 16", n, k)
	}
	name := fmt.Sprintf("hopper_tile_n%d_k%d", n, k)
	if swap {
		name += "_swap"
	}
	kk := NewKernel(name)
	ta := kk.Param("a", PTensorMap, EBF16)
	tb := kk.Param("b", PTensorMap, EBF16)
	out := kk.Param("out", PPtr, EF32)
	// Each operand's region is 8 KiB (A) or 128·N bytes (B) beyond what one step needs, so that the
	// swapped descriptor still reads inside it.
	aw, bw := int64(8192+256)/4, max(32*n, 2*n*n+256)/4
	sa := kk.SharedAligned(TI32, aw, 1024)
	sb := kk.SharedAligned(TI32, bw, 1024)
	sbar := kk.SharedAligned(TI32, 4, 16)
	tid := kk.Tid()
	bar := kk.SAddr(sbar, kk.I32(0))
	aAddr, bAddr := kk.SAddr(sa, kk.I32(0)), kk.SAddr(sb, kk.I32(0))
	leader := kk.Eq(tid, kk.I32(0))
	kk.If(leader, func() {
		kk.MbarInit(bar, kk.I32(1))
		kk.FenceAsync()
	}, nil)
	kk.Barrier()
	da, db := kk.SmemDesc(aAddr, 1024, 128), kk.SmemDesc(bAddr, n*16, 128)
	if swap {
		da, db = kk.SmemDesc(aAddr, 128, 1024), kk.SmemDesc(bAddr, 128, n*16)
	}
	acc := make([]*Value, n/2)
	for i := range acc {
		acc[i] = kk.Var(kk.F32(0))
	}
	kk.Loop(kk.I32(0), kk.I32(k/16), kk.I32(1), func(s *Value) {
		kk.If(leader, func() {
			kk.MbarExpectTx(bar, kk.I32((64+n)*16*2))
			k0 := kk.Mul(s, kk.I32(16))
			k1 := kk.Add(k0, kk.I32(8))
			kk.TMALoad(ta, aAddr, bar, k0, kk.I32(0))
			kk.TMALoad(ta, kk.Add(aAddr, kk.I32(1024)), bar, k1, kk.I32(0))
			kk.TMALoad(tb, bAddr, bar, k0, kk.I32(0))
			kk.TMALoad(tb, kk.Add(bAddr, kk.I32(n*16)), bar, k1, kk.I32(0))
		}, nil)
		kk.MbarWait(bar, kk.And(s, kk.I32(1)))
		kk.WGFence()
		c := make([]*Value, n/2)
		for i := range c {
			c[i] = kk.Get(acc[i])
		}
		d := kk.WGMMA(n, da, db, kk.Lt(kk.I32(0), s), c)
		kk.WGCommit()
		kk.WGWait(0)
		for i := range acc {
			kk.Set(acc[i], kk.WGOut(d, int64(i)))
		}
		kk.Barrier() // every warp's product is done before the next copies overwrite the tiles
	})
	w, lane := kk.Shr(tid, kk.I32(5)), kk.And(tid, kk.I32(31))
	for i := range n / 2 {
		row := kk.Add(kk.Add(kk.Mul(w, kk.I32(16)), kk.Shr(lane, kk.I32(2))), kk.I32(8*(i%4/2)))
		col := kk.Add(kk.I32(8*(i/4)+i%2), kk.Mul(kk.And(lane, kk.I32(3)), kk.I32(2)))
		kk.Store(out, kk.Add(kk.Mul(row, kk.I32(n)), col), kk.Get(acc[i]))
	}
	return kk, Verify(kk)
}
