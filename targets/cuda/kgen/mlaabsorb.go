package kgen

import "fmt"

// MLAAbsorbSpec is the query absorption of a decode step's split MLA path,
//
//	q_abs[t, h, c] = Σ_d q[t, h·(Nope+Rope) + d] · W_uk[h][d, c]   (d < Nope, c < Rank),
//
// W_uk[h] being kv_b_proj's rows h·(Nope+V) … h·(Nope+V)+Nope−1 (bf16, Rank wide), in one launch
// of tensor-core blocks instead of cuBLAS's strided-batched GEMM over the heads, for steps of up to
// MLAAbsorbMaxRows rows (docs/perf.md).
//
// Block (h, j) takes head h's columns 128j … 128j+127: its 128 threads copy that slice of W_uk[h]
// (Nope rows of 256 bytes) into shared memory with cp.async, rows padded by 16 bytes so that the
// ldmatrix reads below are free of bank conflicts, and each pass of 8 rows copies their q_nope the
// same way. Warp w multiplies column tiles 2w and 2w+1 (16 columns each) with the pass's rows on
// tensor cores: A is W_ukᵀ, read through ldmatrix.trans from the slice as stored (d rows, c
// contiguous), B the rows' q_nope through ldmatrix; f32 sums over d in k-steps of 16, stored in
// Out (f32, or bf16 rounded to nearest even). Rows past the step's read row 0 and are not stored.
type MLAAbsorbSpec struct {
	Heads, Nope, Rope, V, Rank int64
	Out                        Elem // q_abs: f32 or bf16, the decode kernel's (MLADecodeSpec.QAbs)
}

const (
	mlaAbsorbThreads = 128
	mlaAbsorbCols    = 128 // columns of q_abs a block takes
	mlaAbsorbRows    = 8   // rows a pass
)

// MLAAbsorbMaxRows is the most rows a step may have for the backend to take the absorption kernel:
// one pass. On an H200 (ncu, the DeepSeek-V3 slice) it took 7.9 and 8.0 µs at one and eight rows,
// cuBLAS's GEMM 8.3 at eight, and the decode core after it starts as a dependent launch; at 64 rows
// its eight passes took 18.5 µs against cuBLAS's 11.1, so larger steps keep cuBLAS.
const MLAAbsorbMaxRows = mlaAbsorbRows

func (s MLAAbsorbSpec) Name() string {
	return fmt.Sprintf("mla_absorb_%s_h%d_n%d_r%d_v%d_k%d", s.Out, s.Heads, s.Nope, s.Rope, s.V, s.Rank)
}

func (s MLAAbsorbSpec) Check() error {
	switch {
	case s.Out != EF32 && s.Out != EBF16:
		return fmt.Errorf("mla_absorb: q_abs %s, expected f32 or bf16", s.Out)
	case s.Heads < 1:
		return fmt.Errorf("mla_absorb: %d heads, expected at least one", s.Heads)
	case s.Nope < 32 || s.Nope%32 != 0:
		return fmt.Errorf("mla_absorb: %d nope dims, expected a positive multiple of 32 (k-steps of 16 in pairs)", s.Nope)
	case s.Rope < 0 || (s.Nope+s.Rope)%8 != 0:
		return fmt.Errorf("mla_absorb: %d rope dims after %d nope, expected rows of whole 16-byte chunks", s.Rope, s.Nope)
	case s.V < 0:
		return fmt.Errorf("mla_absorb: %d value dims, expected none or more", s.V)
	case s.Rank < mlaAbsorbCols || s.Rank%mlaAbsorbCols != 0:
		return fmt.Errorf("mla_absorb: rank %d, expected a multiple of %d (a block's columns)", s.Rank, mlaAbsorbCols)
	case (s.Nope+s.V)*s.Rank*s.Heads >= 1<<31:
		return fmt.Errorf("mla_absorb: kv_b_proj of %d elements, expected fewer than 2³¹", (s.Nope+s.V)*s.Rank*s.Heads)
	}
	return nil
}

func (s MLAAbsorbSpec) Build() (*Kernel, Launch) {
	k := NewKernel(s.Name())
	qabs := k.Param("qabs", PPtr, s.Out)
	q := k.Param("q", PPtr, EBF16)
	kvb := k.Param("kvb", PPtr, EBF16)
	rows := k.Param("rows", PI32, 0)
	const C, P = mlaAbsorbCols, mlaAbsorbRows
	N, R, QW := s.Nope, s.Rank, s.Nope+s.Rope
	per := R / C // blocks a head
	h, j := k.Div(k.Ctaid(), k.I32(per)), k.Rem(k.Ctaid(), k.I32(per))
	c0 := k.Mul(j, k.I32(C))
	tid := k.Tid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(log2(streamWarp)))
	group, tig := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	mat, mrow := k.Shr(lane, k.I32(3)), k.And(lane, k.I32(7))

	// W_uk[h]'s columns c0 … c0+C−1: row d of the slice at word d·WW, 8 values a copy.
	const WW = C/2 + 4
	ws := k.SharedAligned(TI32, N*WW, 16)
	wbase := k.Add(k.Mul(h, k.I32((N+s.V)*R)), c0)
	k.Loop(tid, k.I32(N*C/8), k.I32(mlaAbsorbThreads), func(i *Value) {
		d, c8 := k.Div(i, k.I32(C/8)), k.Rem(i, k.I32(C/8))
		k.CpAsync(ws, k.Add(k.Mul(d, k.I32(WW)), k.Mul(c8, k.I32(4))), kvb, k.Add(wbase, k.Add(k.Mul(d, k.I32(R)), k.Mul(c8, k.I32(8)))))
	})
	k.CpAsyncCommit()

	// A pass's rows of q_nope: row t at word t·QS.
	QS := N/2 + 4
	qs := k.SharedAligned(TI32, P*QS, 16)
	k.Loop(k.I32(0), rows, k.I32(P), func(t0 *Value) {
		k.Loop(tid, k.I32(P*N/8), k.I32(mlaAbsorbThreads), func(i *Value) {
			t, d8 := k.Div(i, k.I32(N/8)), k.Rem(i, k.I32(N/8))
			tok := k.Add(t0, t)
			tok = k.Select(k.Lt(tok, rows), tok, k.I32(0))
			src := k.Add(k.Add(k.Mul(tok, k.I32(s.Heads*QW)), k.Mul(h, k.I32(QW))), k.Mul(d8, k.I32(8)))
			k.CpAsync(qs, k.Add(k.Mul(t, k.I32(QS)), k.Mul(d8, k.I32(4))), q, src)
		})
		k.CpAsyncCommit()
		k.CpAsyncWait(0)
		k.Barrier()
		for m := int64(0); m < 2; m++ {
			// Column tile 2·warp+m: D[16 columns, 8 rows] = W_ukᵀ tile · q_nopeᵀ over d.
			m0 := k.Mul(k.Add(k.Mul(warp, k.I32(2)), k.I32(m)), k.I32(16))
			var acc [4]*Value
			for i := range acc {
				acc[i] = k.Var(k.F32(0))
			}
			for d0 := int64(0); d0 < N; d0 += 32 {
				b := k.LdMatrix(qs, k.Add(k.Mul(mrow, k.I32(QS)), k.Add(k.I32(d0/2), k.Mul(mat, k.I32(4)))), false)
				for half := range int64(2) {
					// A's matrix i (rows 8(i&1) …, k 8(i>>1) …) is the transpose of the slice's rows
					// d0+16·half+8(i>>1) … at columns m0+8(i&1) ….
					d := k.Add(k.I32(d0+16*half), k.Add(k.Mul(k.Shr(mat, k.I32(1)), k.I32(8)), mrow))
					col := k.Add(m0, k.Mul(k.And(mat, k.I32(1)), k.I32(8)))
					a := k.LdMatrix(ws, k.Add(k.Mul(d, k.I32(WW)), k.Shr(col, k.I32(1))), true)
					k.mmaAcc(mmaBF16, [4]*Value{k.Lane(a, 0), k.Lane(a, 1), k.Lane(a, 2), k.Lane(a, 3)},
						[2]*Value{k.Lane(b, 2*half), k.Lane(b, 2*half+1)}, acc)
				}
			}
			// D value i: column c0+m0+group+8(i/2), row t0+2·tig+i%2.
			for i := range int64(4) {
				tok := k.Add(t0, k.Add(k.Mul(tig, k.I32(2)), k.I32(i%2)))
				c := k.Add(c0, k.Add(m0, k.Add(group, k.I32(8*(i/2)))))
				k.If(k.Lt(tok, rows), func() {
					k.Store(qabs, k.Add(k.Mul(tok, k.I32(s.Heads*R)), k.Add(k.Mul(h, k.I32(R)), c)), k.Get(acc[i]))
				}, nil)
			}
		}
		k.Barrier() // the next pass copies over qs
	})
	return finish(k, "mla_absorb", mlaAbsorbThreads, Grid{Count: "rows", Mult: 0, PerBlock: 1, Fixed: s.Heads * per})
}
