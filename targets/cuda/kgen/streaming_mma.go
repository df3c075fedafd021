package kgen

import "fmt"

// Tensor-core expert kernels (MoEStreamSpec with MMA set). From ~2 tokens per touched expert on
// (DeepSeek-V3 at batch 64 and 256) the CUDA-core kernels of streaming.go run out of issue slots
// before they run out of bandwidth: every weight costs a decode and one FMA per token, and the
// tokens are staged through shared memory behind two barriers a chunk. Here a warp owns R tiles of
// 16 weight rows and multiplies them with mma.m16n8k16 against 8 tokens at a time, so a weight costs
// a fraction of an instruction whatever the token count, and nothing is staged:
//
//   - a lane reads 16 bytes of weight row group and of row group+8 (lane = 4·group + tig) at column
//     kc + tig·V, and 16 bytes of its token's activations (bf16, through the non-coherent path:
//     they stay in L1/L2) at the same columns. The reduction order inside a k-step is free as long
//     as A and B agree, so the loaded registers are the fragments as they are: for bf16 a 32-column
//     k-step is two MMAs, registers (0, 1) then (2, 3) of each load.
//   - FP8 weights stay FP8: each 32-bit word (4 codes, columns c..c+3) becomes two f16 pairs,
//     codes (0, 2) and (1, 3), by shifts and masks (e4m3 into f16 is exact: value·2⁻⁸, subnormals
//     included), and the activations are paired the same way, rounded to f16 (saturating). A
//     64-column k-step is four MMAs into a zeroed f32 tile, which is then scaled by the 128×128
//     block's weight_scale_inv ·2⁸ once and added to the accumulator.
//   - work items are (active expert, R·16 rows), taken by whichever warp is free (workQueue); a warp
//     keeps TT/8 token tiles of accumulators, and an expert with more tokens takes more passes.
//     Token slots past the expert's count load a valid row and are never stored: a D column depends
//     only on its own B column.
//   - U k-steps are unrolled with every load issued before the first MMA, so that each warp keeps
//     U·(16 rows · 64 bytes · matrices) in flight.
//   - Skew: the rows of a stacked bf16 DeepSeek-V3 matrix start 14336 bytes apart (7·2 KiB), so the
//     rows every warp reads at a given column fall on few distinct address phases; with Skew each
//     work item walks its columns from its own starting chunk (wrapping), which spreads the warps
//     in flight over the whole row. (FP8 rows, 7168 bytes apart, streamed at 94 % of the copy
//     bandwidth with the same kernel where bf16 reached 67 %: docs/perf.md.)
//
// Sums are f32 (the MMA's accumulator) in the tensor core's order: results agree with the CPU
// reference to f32 rounding of the bf16 (or f16) products, not bit for bit.

// mmaStep is the columns one 16-byte load per lane covers across a quad of lanes: 4·8 bf16, 4·16 fp8.
func mmaStep(w Elem) int64 { return 4 * (16 / w.Size()) }

func (s MoEStreamSpec) checkMMA() error {
	in, out := s.dims()
	switch {
	case s.W != EBF16 && s.W != EF8:
		return fmt.Errorf("%s: weights %s, expected bf16 or f8e4m3", s.kind(), s.W)
	case s.X != EBF16:
		return fmt.Errorf("%s: tensor-core variant reads %s activations, expected bf16 (16-byte loads of the MMA's B)", s.kind(), s.X)
	case s.TT < 8 || s.TT > 32 || s.TT%8 != 0:
		return fmt.Errorf("%s: %d tokens a pass, expected 8, 16, 24 or 32 (tiles of 8)", s.kind(), s.TT)
	case s.R < 1 || s.R > 4:
		return fmt.Errorf("%s: %d row tiles a warp, expected 1..4", s.kind(), s.R)
	case s.NW < 1 || s.NW > 16:
		return fmt.Errorf("%s: %d warps a block, expected 1..16", s.kind(), s.NW)
	case s.U < 1 || s.U > 8:
		return fmt.Errorf("%s: %d k-steps unrolled, expected 1..8", s.kind(), s.U)
	case in%(mmaStep(s.W)*s.U) != 0:
		return fmt.Errorf("%s: input width %d, expected a multiple of %d (%d k-steps of %d columns)", s.kind(), in, mmaStep(s.W)*s.U, s.U, mmaStep(s.W))
	case out%(16*s.R) != 0:
		return fmt.Errorf("%s: %d output rows, expected a multiple of %d (%d tiles of 16)", s.kind(), out, 16*s.R, s.R)
	}
	return nil
}

// u32 is the i32 constant with the bits of x.
func (k *Kernel) u32(x uint32) *Value { return k.I32(int64(int32(x))) }

// e4m3Pairs turns a word of 4 e4m3 codes into two f16 pairs, codes (0, 2) and (1, 3), each value
// the code's ·2⁻⁸: the sign moves to bit 15 and the 7 exponent and mantissa bits to bits 7..13 of
// each half, which places e4m3's bias-7 exponent in f16's bias-15 field (subnormals onto subnormals).
func (k *Kernel) e4m3Pairs(w *Value) (lo, hi *Value) {
	sign, rest := k.u32(0x80008000), k.u32(0x3f803f80)
	lo = k.Or(k.And(k.Shl(w, k.I32(8)), sign), k.And(k.Shl(w, k.I32(7)), rest))
	hi = k.Or(k.And(w, sign), k.And(k.Shr(w, k.I32(1)), rest))
	return lo, hi
}

func (s MoEStreamSpec) buildMMA() (*Kernel, Launch) {
	in, outW := s.dims()
	fp8 := s.W == EF8
	name := fmt.Sprintf("%s_%s_h%d_i%d_e%d_mma_t%d_r%d_w%d_u%d_b%d", s.kind(), elemSuffix(s.X, s.W, s.Out), s.Hidden, s.Inter, s.Experts, s.TT, s.R, s.NW, s.U, s.Blocks)
	if s.Skew {
		name += "_s"
	}
	k := NewKernel(name)
	out, x, ws, scales, active, counts, offsets, prow, work := s.params(k)

	M, R, NT := int64(len(ws)), s.R, s.TT/8
	KS := mmaStep(s.W)
	V := 16 / s.W.Size() // weights a load
	tid := k.Tid()
	lane := k.And(tid, k.I32(streamWarp-1))
	group, tig := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	rowItems := outW / (16 * R)
	sRows, sCols := ceilDiv(outW, fp8Block), ceilDiv(in, fp8Block)
	total := k.Mul(k.Load(active, k.I32(0)), k.I32(rowItems))
	k.workQueue(work, total, s.Blocks*s.NW, true, func(item *Value) {
		e := k.Load(active, k.Add(k.Div(item, k.I32(rowItems)), k.I32(1)))
		row0 := k.Mul(k.Rem(item, k.I32(rowItems)), k.I32(16*R))
		n := k.Load(counts, e)
		off := k.Load(offsets, e)
		var skew *Value
		if s.Skew {
			skew = k.Mul(k.Rem(item, k.I32(in/(KS*s.U))), k.I32(KS*s.U))
		}
		// wbase[m][r][h]: this lane's first element of row group+8h of tile r of matrix m.
		wbase := make([][][2]*Value, M)
		sbase := make([]*Value, R)
		for r := range R {
			tr := k.Add(row0, k.I32(r*16))
			if fp8 {
				sbase[r] = k.Mul(k.Add(k.Mul(e, k.I32(sRows)), k.Shr(tr, k.I32(log2(fp8Block)))), k.I32(sCols))
			}
			for m := range M {
				if r == 0 {
					wbase[m] = make([][2]*Value, R)
				}
				for h := range int64(2) {
					g := k.Add(k.Add(k.Mul(e, k.I32(outW)), tr), k.Add(group, k.I32(8*h)))
					wbase[m][r][h] = k.Add(k.Mul(k.Conv(TI64, g), k.I64(in)), k.Conv(TI64, k.Mul(tig, k.I32(V))))
				}
			}
		}
		xRow := func(t *Value) *Value { return k.Add(off, t) }
		if !s.Down {
			xRow = func(t *Value) *Value { return k.Load(prow, k.Add(off, t)) }
		}
		k.Loop(k.I32(0), n, k.I32(s.TT), func(tp *Value) {
			// acc[m][r][nt][i]: D value i of token tile nt.
			acc := make([][][][4]*Value, M)
			for m := range M {
				acc[m] = make([][][4]*Value, R)
				for r := range R {
					acc[m][r] = make([][4]*Value, NT)
					for nt := range NT {
						for i := range 4 {
							acc[m][r][nt][i] = k.Var(k.F32(0))
						}
					}
				}
			}
			// This lane's token of tile nt (B's column group) and whether the tile holds any.
			xbase := make([]*Value, NT)
			live := make([]*Value, NT)
			for nt := range NT {
				t0 := k.Add(tp, k.I32(nt*8))
				tok := k.Add(t0, group)
				tok = k.Select(k.Lt(tok, n), tok, tp)
				xbase[nt] = k.Add(k.Mul(xRow(tok), k.I32(in)), k.Mul(tig, k.I32(V)))
				live[nt] = k.Lt(t0, n)
			}
			k.Loop(k.I32(0), k.I32(in), k.I32(KS*s.U), func(kc *Value) {
				if s.Skew {
					// Work item i starts at chunk i mod chunks and wraps: the warps in flight
					// read different columns of their rows instead of all the same ones.
					kc = k.Add(kc, skew)
					kc = k.Select(k.Lt(kc, k.I32(in)), kc, k.Sub(kc, k.I32(in)))
				}
				// Every load of the U k-steps first.
				type step struct {
					w  [][][2]*Value // [m][r][h]
					x  [][]*Value    // [nt][load]
					kc *Value
				}
				steps := make([]step, s.U)
				for u := range s.U {
					c := k.Add(kc, k.I32(u*KS))
					c64 := k.Conv(TI64, c)
					st := step{kc: c, w: make([][][2]*Value, M), x: make([][]*Value, NT)}
					for m := range M {
						st.w[m] = make([][2]*Value, R)
						for r := range R {
							for h := range 2 {
								st.w[m][r][h] = k.LoadV(ws[m], k.Add(wbase[m][r][h], c64))
							}
						}
					}
					for nt := range NT {
						// bf16 weights: 8 columns a lane, one load; fp8: 16 columns, two.
						for j := int64(0); j < V; j += 8 {
							st.x[nt] = append(st.x[nt], k.LoadV(x, k.Add(xbase[nt], k.Add(c, k.I32(j)))))
						}
					}
					steps[u] = st
				}
				for _, st := range steps {
					var scale []*Value // [m·R + r]
					if fp8 {
						blk := k.Shr(st.kc, k.I32(log2(fp8Block)))
						for m := range M {
							for r := range R {
								sc := k.Load(scales[m], k.Add(sbase[r], blk))
								scale = append(scale, k.Mul(sc, k.F32(256)))
							}
						}
					}
					for nt := range NT {
						body := func() {
							if fp8 {
								s.fp8Step(k, st.w, st.x[nt], scale, acc, nt)
								return
							}
							for j := range int64(2) {
								X := st.x[nt][0]
								b := [2]*Value{k.Lane(X, 2*j), k.Lane(X, 2*j+1)}
								for m := range M {
									for r := range R {
										wg, wh := st.w[m][r][0], st.w[m][r][1]
										a := [4]*Value{k.Lane(wg, 2*j), k.Lane(wh, 2*j), k.Lane(wg, 2*j+1), k.Lane(wh, 2*j+1)}
										k.mmaAcc(mmaBF16, a, b, acc[m][r][nt])
									}
								}
							}
						}
						if nt == 0 {
							body() // tile 0 always holds token tp
						} else {
							k.If(live[nt], body, nil)
						}
					}
				}
			})
			s.emitMMA(k, out, acc, live, tp, n, off, row0, group, tig, outW)
		})
	})
	return finish(k, s.kind(), int(s.NW*streamWarp), Grid{Count: "rows", Mult: 0, PerBlock: 1, Fixed: s.Blocks})
}

// mmaAcc adds A·B into the four accumulators acc.
func (k *Kernel) mmaAcc(kind int64, a [4]*Value, b [2]*Value, acc [4]*Value) {
	var c [4]*Value
	for i := range 4 {
		c[i] = k.Get(acc[i])
	}
	d := k.MMA(kind, a, b, c)
	for i := range int64(4) {
		k.Set(acc[i], k.MMAOut(d, i))
	}
}

// fp8Step is one 64-column k-step of token tile nt with FP8 weights: four MMAs (word j of each
// load) into a zero tile, then acc += tile · scale.
func (s MoEStreamSpec) fp8Step(k *Kernel, w [][][2]*Value, xl []*Value, scale []*Value, acc [][][][4]*Value, nt int64) {
	R := s.R
	zero := k.F32(0)
	bs := make([][2]*Value, 4)
	for j := range int64(4) {
		// Columns c+4j..c+4j+3 are lanes 2(j%2), 2(j%2)+1 of activation load j/2.
		X := xl[j/2]
		p, q := k.Lane(X, 2*(j%2)), k.Lane(X, 2*(j%2)+1)
		hiMask := k.u32(0xffff0000)
		x0, x1 := k.Bits(TF32, k.Shl(p, k.I32(16))), k.Bits(TF32, k.And(p, hiMask))
		x2, x3 := k.Bits(TF32, k.Shl(q, k.I32(16))), k.Bits(TF32, k.And(q, hiMask))
		bs[j] = [2]*Value{k.PackH2(x0, x2), k.PackH2(x1, x3)}
	}
	for m := range w {
		for r := range R {
			d := [4]*Value{zero, zero, zero, zero}
			for j := range int64(4) {
				gl, gh := k.e4m3Pairs(k.Lane(w[m][r][0], j))
				hl, hh := k.e4m3Pairs(k.Lane(w[m][r][1], j))
				t := k.MMA(mmaF16, [4]*Value{gl, hl, gh, hh}, bs[j], d)
				for i := range int64(4) {
					d[i] = k.MMAOut(t, i)
				}
			}
			sc := scale[int64(m)*R+r]
			for i := range 4 {
				k.Set(acc[m][r][nt][i], k.FMA(d[i], sc, k.Get(acc[m][r][nt][i])))
			}
		}
	}
}

// emitMMA stores a pass's results: D value i of tile (r, nt) is row row0+16r+group+8(i/2), token
// tp+8nt+2tig+i%2. gate_up writes silu(gate)·up, down the f32 sum.
func (s MoEStreamSpec) emitMMA(k *Kernel, out *Value, acc [][][][4]*Value, live []*Value, tp, n, off, row0, group, tig *Value, outW int64) {
	for nt := range int64(len(live)) {
		k.If(live[nt], func() {
			for r := range s.R {
				for i := range int64(4) {
					tok := k.Add(k.Add(tp, k.I32(nt*8+i%2)), k.Mul(tig, k.I32(2)))
					row := k.Add(k.Add(row0, k.I32(r*16+8*(i/2))), group)
					k.If(k.Lt(tok, n), func() {
						at := k.Add(k.Mul(k.Add(off, tok), k.I32(outW)), row)
						if s.Down {
							k.Store(out, at, k.Get(acc[0][r][nt][i]))
							return
						}
						g, u := k.Get(acc[0][r][nt][i]), k.Get(acc[1][r][nt][i])
						ex := k.ExpF32(k.Sub(k.F32(0), g))
						k.Store(out, at, k.Mul(k.Div(g, k.Add(k.F32(1), ex)), u))
					}, nil)
				}
			}
		}, nil)
	}
}
