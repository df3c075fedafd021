package kgen

import "fmt"

// HopperProbe builds the check kernel of the Hopper layer's 128-byte swizzled operands: one
// warpgroup computes out[64×N] (f32, row-major) = A[64×128] · B for bf16 A (row-major) and B, K =
// 128 (two 64-column swizzle atoms of K, four wgmma steps). The threads copy both operands into
// shared memory with ordinary stores in the layout the descriptors name (Swizzle128), then:
//
//   - regA false: A from a K-major SmemDesc128 (a step of 16 columns is a start 32 bytes on, the
//     second 64 columns a region of their own); true: A from each thread's registers (WGMMARegA),
//     loaded straight from global memory;
//   - transB false: B given as [N][128] (K contiguous), K-major like A; true: B given as [128][N]
//     (N contiguous), MN-major (WGMMAT): 64-column blocks of N lbo = 128·128 bytes apart, groups of
//     8 rows of K sbo = 1,024 apart, a step of 16 rows of K a start 2,048 bytes on.
//
// swap exchanges B's two descriptor offsets: the device check runs it too, so that offsets read
// the other way round would show. It runs on sm_90a only; the interpreter runs it anywhere.
// a and b are i32 pointers (bf16 pairs, the lower column in the low half).
func HopperProbe(n int64, regA, transB, swap bool) (*Kernel, error) {
	if n < 64 || n > 256 || n%64 != 0 {
		return nil, fmt.Errorf("hopper probe n %d, expected 64, 128, 192 or 256", n)
	}
	const K = 128
	name := fmt.Sprintf("hopper_probe_n%d", n)
	if regA {
		name += "_rega"
	}
	if transB {
		name += "_tb"
	}
	if swap {
		name += "_swap"
	}
	kk := NewKernel(name)
	a := kk.Param("a", PPtr, EI32)
	b := kk.Param("b", PPtr, EI32)
	out := kk.Param("out", PPtr, EF32)
	// Each operand has 16 KiB of slack past its end, so that swapped offsets still read inside it.
	sa := kk.SharedAligned(TI32, (64*K*2+16384)/4, 1024)
	sb := kk.SharedAligned(TI32, (n*K*2+16384)/4, 1024)
	tid := kk.Tid()
	aAddr, bAddr := kk.SAddr(sa, kk.I32(0)), kk.SAddr(sb, kk.I32(0))

	// stage copies a rows×cols bf16 matrix (row-major, cols a multiple of 64) into shared memory as
	// 64-column blocks of rows×128 bytes, each swizzled: 16 bytes (4 words) a thread a step.
	stage := func(src, dst *Value, rows, cols int64) {
		chunks := rows * cols / 8
		kk.Loop(tid, kk.I32(chunks), kk.I32(128), func(q *Value) {
			per := cols / 8
			r, c := kk.Div(q, kk.I32(per)), kk.Rem(q, kk.I32(per))
			off := kk.Add(kk.Mul(kk.Shr(c, kk.I32(3)), kk.I32(rows*128)),
				kk.Add(kk.Mul(r, kk.I32(128)), kk.Mul(kk.And(c, kk.I32(7)), kk.I32(16))))
			w := kk.Shr(kk.Swizzle128(off), kk.I32(2))
			for j := range int64(4) {
				kk.SStore(dst, kk.Add(w, kk.I32(j)), kk.Load(src, kk.Add(kk.Mul(q, kk.I32(4)), kk.I32(j))))
			}
		})
	}
	if !regA {
		stage(a, sa, 64, K)
	}
	if transB {
		stage(b, sb, K, n)
	} else {
		stage(b, sb, n, K)
	}
	kk.FenceAsync()
	kk.Barrier()

	w, lane := kk.Shr(tid, kk.I32(5)), kk.And(tid, kk.I32(31))
	acc := make([]*Value, n/2)
	for i := range acc {
		acc[i] = kk.Var(kk.F32(0))
	}
	lbo, sbo := int64(K*128), int64(1024)
	if swap {
		lbo, sbo = sbo, lbo
	}
	// A's registers for every step are loaded before the fence that orders them before the products.
	ra := make([][4]*Value, K/16)
	if regA {
		for s := range int64(K / 16) {
			for q := range int64(4) {
				row := kk.Add(kk.Add(kk.Mul(w, kk.I32(16)), kk.Shr(lane, kk.I32(2))), kk.I32(8*(q%2)))
				col := kk.Add(kk.I32(16*s+8*(q/2)), kk.Mul(kk.And(lane, kk.I32(3)), kk.I32(2)))
				ra[s][q] = kk.Load(a, kk.Shr(kk.Add(kk.Mul(row, kk.I32(K)), col), kk.I32(1)))
			}
		}
	}
	kk.WGFence()
	for s := range int64(K / 16) {
		c := make([]*Value, n/2)
		for i := range c {
			c[i] = kk.Get(acc[i])
		}
		var db *Value
		if transB {
			db = kk.SmemDesc128(kk.Add(bAddr, kk.I32(s*16*128)), lbo, sbo)
		} else {
			db = kk.SmemDesc128(kk.Add(bAddr, kk.I32(s/4*n*128+s%4*32)), lbo, sbo)
		}
		first := kk.Lt(kk.I32(0), kk.I32(s))
		var d *Value
		if regA {
			d = kk.WGMMARegA(n, ra[s], db, first, c, transB)
		} else {
			da := kk.SmemDesc128(kk.Add(aAddr, kk.I32(s/4*64*128+s%4*32)), 0, 1024)
			if transB {
				d = kk.WGMMAT(n, da, db, first, c)
			} else {
				d = kk.WGMMA(n, da, db, first, c)
			}
		}
		for i := range acc {
			kk.Set(acc[i], kk.WGOut(d, int64(i)))
		}
	}
	kk.WGCommit()
	kk.WGWait(0)
	for i := range n / 2 {
		row := kk.Add(kk.Add(kk.Mul(w, kk.I32(16)), kk.Shr(lane, kk.I32(2))), kk.I32(8*(i%4/2)))
		col := kk.Add(kk.I32(8*(i/4)+i%2), kk.Mul(kk.And(lane, kk.I32(3)), kk.I32(2)))
		kk.Store(out, kk.Add(kk.Mul(row, kk.I32(n)), col), kk.Get(acc[i]))
	}
	return kk, Verify(kk)
}

// HopperProbeVariants are the probe kernels the device check runs, in this order: every
// combination of register A and MN-major B at N = 128, then MN-major B with its offsets swapped.
func HopperProbeVariants() ([]*Kernel, error) {
	var ks []*Kernel
	for _, v := range [][3]bool{{false, false, false}, {false, true, false}, {true, false, false}, {true, true, false}, {false, true, true}} {
		k, err := HopperProbe(128, v[0], v[1], v[2])
		if err != nil {
			return nil, err
		}
		ks = append(ks, k)
	}
	return ks, nil
}

// probeInputs packs a (64×128, row-major) and b (n×128 for K-major, 128×n for MN-major, row-major)
// as the probe's i32 pairs.
func probeWords(m []uint16) []int32 {
	w := make([]int32, len(m)/2)
	for i := range w {
		w[i] = int32(uint32(m[2*i]) | uint32(m[2*i+1])<<16)
	}
	return w
}
