package kgen

import (
	"fmt"
	"math"
)

// Streaming decode kernels. At decode batch sizes a projection or a routed expert multiplies each
// weight row against a handful of tokens, far below the ~190 FLOP per byte where an H200 stops being
// bound by memory, so the time is the time to read the weights once. These kernels do exactly that:
//
//   - each warp owns R weight rows and streams them with 16-byte non-coherent loads (LoadV: 8 bf16 or
//     16 e4m3 values a lane), converting to f32 in registers;
//   - the block's tokens (up to TT a pass) are staged in shared memory as f32, chunk by chunk of the
//     input width, so the weights stay the only HBM stream; the layout is permuted so that a warp's
//     32 lanes read 32 consecutive words (no bank conflicts) and each value read serves R rows;
//   - every lane keeps R×TT f32 partial sums (fma), a warp butterfly adds them up at the end.
//
// FP8 (e4m3fn) weights with 128×128 weight_scale_inv blocks (the DeepSeek-V3 checkpoint format) stay
// FP8: a lane's 16 bytes lie in one 128-column block, so it sums its 16 products and multiplies by
// the block's scale once. e4m3 decodes with three integer ops: shift the byte to the top of a word,
// shift right arithmetically by 4 and mask, which places sign, exponent and mantissa in an f32
// whose value is the e4m3 value ·2^-120 (subnormals included, as f32 subnormals); one exact fmul
// by 2^120 restores it. The NaN codes (0x7f, 0xff) decode as ±480: checkpoints hold none.
//
// Sums are in f32 but in a different order than the CPU reference's dot product (per lane, then
// across lanes), so results agree to f32 rounding, not bit for bit: the tests bound the error.

// streamCfg is the shape every streaming kernel shares.
type streamCfg struct {
	W  Elem  // weight element: EBF16 or EF8
	In int64 // input width (the reduction)
	TT int64 // tokens a pass; more tokens take more passes over the weights
	R  int64 // weight rows per warp
	NW int64 // warps per block
	// Pipe loads each chunk's weights one chunk ahead and issues all of a chunk's token loads
	// before staging them (streaming.md: the staging otherwise waits on one load at a time).
	Pipe bool
}

const (
	streamWarp = 32
	fp8Block   = 128 // the weight_scale_inv block, rows and columns
)

// vec is the elements one 16-byte load holds.
func (c streamCfg) vec() int64 { return 16 / c.W.Size() }

// chunk is the input columns staged in shared memory at a time: two loads a lane per row for bf16,
// one for fp8 (512 columns either way when the width allows).
func (c streamCfg) chunk() int64 {
	step := streamWarp * c.vec()
	if c.In%(2*step) == 0 && c.W == EBF16 {
		return 2 * step
	}
	return step
}

func (c streamCfg) check(where string) error {
	switch {
	case c.W != EBF16 && c.W != EF8:
		return fmt.Errorf("%s: weights %s, expected bf16 or f8e4m3", where, c.W)
	case c.In <= 0 || c.In%(streamWarp*c.vec()) != 0:
		return fmt.Errorf("%s: input width %d, expected a positive multiple of %d (32 lanes × %d %s a load)", where, c.In, streamWarp*c.vec(), c.vec(), c.W)
	case c.TT < 1 || c.TT > 32:
		return fmt.Errorf("%s: %d tokens a pass, expected 1..32", where, c.TT)
	case c.R < 1 || c.R > 8:
		return fmt.Errorf("%s: %d rows a warp, expected 1..8", where, c.R)
	case c.NW < 1 || c.NW > 16:
		return fmt.Errorf("%s: %d warps a block, expected 1..16", where, c.NW)
	case c.Pipe && c.chunk()%(c.NW*streamWarp) != 0:
		return fmt.Errorf("%s: pipelined staging of %d columns over %d threads, expected the threads to divide the columns", where, c.chunk(), c.NW*streamWarp)
	case c.TT*c.chunk()*4 > 48<<10:
		return fmt.Errorf("%s: %d tokens × %d columns of f32 staging exceed 48 KiB of static shared memory", where, c.TT, c.chunk())
	}
	return nil
}

func (c streamCfg) suffix() string {
	s := fmt.Sprintf("k%d_t%d_r%d_w%d", c.In, c.TT, c.R, c.NW)
	if c.Pipe {
		s += "_p"
	}
	return s
}

// streamRow is one weight row a warp streams: w[base : base+In] (base an i64), and for fp8 its
// scale row scale[sbase : sbase+ceil(In/128)] (an i32: scales are 16384 times fewer).
type streamRow struct {
	w, base      *Value
	scale, sbase *Value
}

// streamWork emits one work item: the rows against tokens 0..n-1, whose activations are the rows
// xRow(t) of x ([*, In], f32 or bf16). emit is called once per token t < n with the R sums (every
// lane holds them).
func (k *Kernel) streamWork(c streamCfg, xs, n, x *Value, xRow func(t *Value) *Value, rows []streamRow, emit func(t *Value, sums []*Value)) {
	tid := k.Tid()
	lane := k.And(tid, k.I32(streamWarp-1))
	V, KC := c.vec(), c.chunk()
	U := KC / (streamWarp * V) // loads a lane per row per chunk
	zero := k.I32(0)
	k.Loop(zero, n, k.I32(c.TT), func(tp *Value) {
		left := k.Sub(n, tp)
		nt := k.Select(k.Lt(left, k.I32(c.TT)), left, k.I32(c.TT))
		acc := make([][]*Value, len(rows))
		for r := range rows {
			acc[r] = make([]*Value, c.TT)
			for t := range acc[r] {
				acc[r][t] = k.Var(k.F32(0))
			}
		}
		// xs[t][u][j][lane] holds column (u·32 + lane)·V + j of token t: a lane's V columns are 32
		// words apart, so a warp reading element j of its vector hits 32 banks once. permCol is the
		// chunk column staged at position q.
		permCol := func(q *Value) *Value {
			u := k.Shr(q, k.I32(log2(streamWarp*V)))
			j := k.And(k.Shr(q, k.I32(log2(streamWarp))), k.I32(V-1))
			l := k.And(q, k.I32(streamWarp-1))
			return k.Add(k.Mul(k.Add(k.Mul(u, k.I32(streamWarp)), l), k.I32(V)), j)
		}
		wcol := func(kc *Value, u int64) *Value {
			return k.Conv(TI64, k.Add(kc, k.Mul(k.Add(k.I32(u*streamWarp), lane), k.I32(V))))
		}
		// Pipelined: the x rows of the pass are found once, and the weights of chunk 0 are loaded
		// ahead into variables that each chunk swaps for the next chunk's.
		var xBase []*Value
		var wnext [][]*Value
		if c.Pipe {
			for t := range c.TT {
				tc := k.Select(k.Lt(k.I32(int64(t)), nt), k.I32(int64(t)), k.Sub(nt, k.I32(1)))
				xBase = append(xBase, k.Mul(xRow(k.Add(tp, tc)), k.I32(c.In)))
			}
			for _, row := range rows {
				var vs []*Value
				for u := range U {
					vs = append(vs, k.Var(k.LoadV(row.w, k.Add(row.base, wcol(zero, u)))))
				}
				wnext = append(wnext, vs)
			}
		}
		k.Loop(zero, k.I32(c.In), k.I32(KC), func(kc *Value) {
			// The weights first: their loads are in flight while the block stages the tokens.
			wv := make([][]*Value, len(rows))
			if c.Pipe {
				// This chunk's weights arrived during the previous chunk; ask for the next
				// chunk's now (the last chunk asks for itself again, which keeps the load in
				// bounds without a branch).
				next := k.Add(kc, k.I32(KC))
				next = k.Select(k.Lt(next, k.I32(c.In)), next, kc)
				for r, row := range rows {
					for u := range U {
						wv[r] = append(wv[r], k.Get(wnext[r][u]))
						k.Set(wnext[r][u], k.LoadV(row.w, k.Add(row.base, wcol(next, int64(u)))))
					}
				}
				// Every x load of the chunk is issued before any store: one memory latency
				// a chunk. Rows past the pass's tokens repeat its last token (in bounds,
				// never read back).
				NT := c.NW * streamWarp
				var xv []*Value
				for t := range c.TT {
					for i := range KC / NT {
						q := k.Add(tid, k.I32(i*NT))
						xv = append(xv, k.Load(x, k.Add(xBase[t], k.Add(kc, permCol(q)))))
					}
				}
				k.Barrier() // the previous chunk's reads of xs are done
				for t := range c.TT {
					for i := range KC / NT {
						q := k.Add(tid, k.I32(i*NT))
						k.SStore(xs, k.Add(k.I32(int64(t)*KC), q), xv[int64(t)*(KC/NT)+i])
					}
				}
				k.Barrier()
			} else {
				for r, row := range rows {
					for u := range U {
						wv[r] = append(wv[r], k.LoadV(row.w, k.Add(row.base, wcol(kc, u))))
					}
				}
				k.Barrier() // the previous chunk's reads of xs are done
				// Only the pass's nt tokens are staged: the sums below never read the others.
				k.Loop(zero, nt, k.I32(1), func(t *Value) {
					src := k.Add(k.Mul(xRow(k.Add(tp, t)), k.I32(c.In)), kc)
					dst := k.Mul(t, k.I32(KC))
					k.Loop(tid, k.I32(KC), k.I32(c.NW*streamWarp), func(q *Value) {
						col := permCol(q)
						k.SStore(xs, k.Add(dst, q), k.Load(x, k.Add(src, col)))
					})
				})
				k.Barrier()
			}
			for u := range U {
				ws := make([][]*Value, len(rows))
				scales := make([]*Value, len(rows))
				for r, row := range rows {
					ws[r] = k.decodeV(c.W, wv[r][u])
					if c.W == EF8 {
						col := k.Add(kc, k.Mul(k.Add(k.I32(u*streamWarp), lane), k.I32(V)))
						scales[r] = k.Load(row.scale, k.Add(row.sbase, k.Shr(col, k.I32(log2(fp8Block)))))
					}
				}
				for t := range c.TT {
					k.If(k.Lt(k.I32(t), nt), func() {
						base := int64(t)*KC + int64(u)*streamWarp*V
						part := make([]*Value, len(rows))
						for j := range V {
							xv := k.SLoad(xs, k.Add(k.I32(base+j*streamWarp), lane))
							for r := range rows {
								if c.W == EF8 {
									if j == 0 {
										part[r] = k.Mul(ws[r][j], xv)
									} else {
										part[r] = k.FMA(ws[r][j], xv, part[r])
									}
									continue
								}
								k.Set(acc[r][t], k.FMA(ws[r][j], xv, k.Get(acc[r][t])))
							}
						}
						if c.W == EF8 {
							for r := range rows {
								k.Set(acc[r][t], k.FMA(part[r], scales[r], k.Get(acc[r][t])))
							}
						}
					}, nil)
				}
			}
		})
		for t := range c.TT {
			k.If(k.Lt(k.I32(t), nt), func() {
				sums := make([]*Value, len(rows))
				for r := range rows {
					sums[r] = k.WarpSum(k.Get(acc[r][t]))
				}
				emit(k.Add(tp, k.I32(t)), sums)
			}, nil)
		}
	})
}

// WarpSum adds x over the 32 lanes of a warp by a butterfly; every lane gets the sum.
func (k *Kernel) WarpSum(x *Value) *Value {
	for m := int64(16); m > 0; m /= 2 {
		x = k.Add(x, k.ShflXor(x, m))
	}
	return x
}

// warpMax is the largest x over the 32 lanes of a warp, by a butterfly; every lane gets it.
func (k *Kernel) warpMax(x *Value) *Value {
	for m := int64(16); m > 0; m /= 2 {
		o := k.ShflXor(x, m)
		x = k.Select(k.Gt(o, x), o, x)
	}
	return x
}

// decodeV turns a 16-byte load of weights into its f32 values, in memory order.
func (k *Kernel) decodeV(e Elem, v *Value) []*Value {
	var out []*Value
	for q := range int64(4) {
		w := k.Lane(v, q)
		if e == EBF16 {
			out = append(out, k.Bits(TF32, k.Shl(w, k.I32(16))), k.Bits(TF32, k.And(w, k.I32(-65536))))
			continue
		}
		for b := range int64(4) {
			top := w
			if b < 3 {
				top = k.Shl(w, k.I32(24-8*b))
			}
			bits := k.And(k.Sar(top, k.I32(4)), k.I32(-0x78100000)) // 0x87f00000 as an i32: sign and the 7 exponent and mantissa bits
			out = append(out, k.Mul(k.Bits(TF32, bits), k.F32(math.Ldexp(1, 120))))
		}
	}
	return out
}

func log2(n int64) int64 {
	l := int64(0)
	for n > 1 {
		n >>= 1
		l++
	}
	return l
}

// DenseStreamSpec is y[T, Out] = x[T, In] · Wᵀ for decode token counts, W [Out, In] in bf16, or e4m3
// with scale [ceil(Out/128), ceil(In/128)] (weight_scale_inv: w = code · scale). Block b owns rows
// b·NW·R … (b+1)·NW·R − 1; one pass over the weights serves TT tokens.
type DenseStreamSpec struct {
	X, Out, W Elem
	In, OutW  int64
	TT, R, NW int64
	Pipe      bool // see streamCfg
}

func (s DenseStreamSpec) cfg() streamCfg {
	return streamCfg{W: s.W, In: s.In, TT: s.TT, R: s.R, NW: s.NW, Pipe: s.Pipe}
}

// Check reports a spec the kernel cannot be built for.
func (s DenseStreamSpec) Check() error {
	if s.OutW <= 0 {
		return fmt.Errorf("dense_stream: %d output rows, expected a positive count", s.OutW)
	}
	if s.X != EF32 && s.X != EBF16 || s.Out != EF32 && s.Out != EBF16 {
		return fmt.Errorf("dense_stream: activations %s → %s, expected f32 or bf16", s.X, s.Out)
	}
	return s.cfg().check("dense_stream")
}

func (s DenseStreamSpec) Build() (*Kernel, Launch) {
	c := s.cfg()
	k := NewKernel(fmt.Sprintf("dense_stream_%s_o%d_%s", elemSuffix(s.X, s.W, s.Out), s.OutW, c.suffix()))
	y := k.Param("y", PPtr, s.Out)
	x := k.Param("x", PPtr, s.X)
	w := k.Param("w", PPtr, s.W)
	var scale *Value
	if s.W == EF8 {
		scale = k.Param("scale", PPtr, EF32)
	}
	n := k.Param("tokens", PI32, 0)
	xs := k.Shared(TF32, c.TT*c.chunk())
	warp := k.Shr(k.Tid(), k.I32(log2(streamWarp)))
	first := k.Mul(k.Add(k.Mul(k.Ctaid(), k.I32(s.NW)), warp), k.I32(s.R))
	var rows []streamRow
	var rowIdx []*Value
	for r := range s.R {
		// Rows past the end read the last row (so every load stays in bounds and unconditional)
		// and are not written.
		ri := k.Add(first, k.I32(r))
		rc := k.Select(k.Lt(ri, k.I32(s.OutW)), ri, k.I32(s.OutW-1))
		row := streamRow{w: w, base: k.Mul(k.Conv(TI64, rc), k.I64(s.In))}
		if scale != nil {
			row.scale = scale
			row.sbase = k.Mul(k.Shr(rc, k.I32(log2(fp8Block))), k.I32(ceilDiv(s.In, fp8Block)))
		}
		rows = append(rows, row)
		rowIdx = append(rowIdx, ri)
	}
	lane0 := k.Eq(k.And(k.Tid(), k.I32(streamWarp-1)), k.I32(0))
	k.streamWork(c, xs, n, x, func(t *Value) *Value { return t }, rows, func(t *Value, sums []*Value) {
		k.If(lane0, func() {
			for r, ri := range rowIdx {
				k.If(k.Lt(ri, k.I32(s.OutW)), func() {
					k.Store(y, k.Add(k.Mul(t, k.I32(s.OutW)), ri), sums[r])
				}, nil)
			}
		}, nil)
	})
	return finish(k, "dense_stream", int(s.NW*streamWarp), Grid{Count: "tokens", Mult: 0, PerBlock: 1, Fixed: ceilDiv(s.OutW, s.NW*s.R)})
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// MoEActiveSpec lists the experts a step touches: active[0] is how many, active[1..] those with
// counts[e] > 0 (counts from MoEPermute), ascending. The streaming expert kernels walk this list,
// so untouched experts cost nothing. One block, a Hillis–Steele scan over the experts.
type MoEActiveSpec struct{ Experts int64 }

func (s MoEActiveSpec) block() int64 {
	b := int64(32)
	for b < s.Experts {
		b *= 2
	}
	return b
}

// Check reports a spec the kernel cannot be built for.
func (s MoEActiveSpec) Check() error {
	if s.Experts < 1 || s.Experts > 1024 {
		return fmt.Errorf("moe_active: %d experts, expected 1..1024 (one block)", s.Experts)
	}
	return nil
}

func (s MoEActiveSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("moe_active_e%d", s.Experts))
	active := k.Param("active", PPtr, EI32)
	counts := k.Param("counts", PPtr, EI32)
	k.Param("rows", PI32, 0)
	B := s.block()
	tid := k.Tid()
	zero, one := k.I32(0), k.I32(1)
	f := k.Var(zero)
	k.If(k.Lt(tid, k.I32(s.Experts)), func() {
		k.If(k.Lt(zero, k.Load(counts, tid)), func() { k.Set(f, one) }, nil)
	}, nil)
	sm := k.Shared(TI32, B)
	k.SStore(sm, tid, k.Get(f))
	k.Barrier()
	k.blockScan(sm, tid, B)
	k.If(k.Eq(k.Get(f), one), func() { k.Store(active, k.SLoad(sm, tid), tid) }, nil)
	k.If(k.Eq(tid, k.I32(B-1)), func() { k.Store(active, zero, k.SLoad(sm, tid)) }, nil)
	return finish(k, "moe_active", int(B), Grid{Count: "rows", Mult: 0, PerBlock: 1, Fixed: 1})
}

// blockScan turns the block's shared i32 array sm[0..n) (n the block's threads, a power of two,
// after a barrier) into its inclusive prefix sums (Hillis–Steele: log2 n rounds, each thread adding
// the entry off before its own), ending with a barrier; every thread of the block calls it.
func (k *Kernel) blockScan(sm, tid *Value, n int64) {
	for off := int64(1); off < n; off *= 2 {
		v := k.Var(k.I32(0))
		k.If(k.Le(k.I32(off), tid), func() { k.Set(v, k.SLoad(sm, k.Sub(tid, k.I32(off)))) }, nil)
		k.Barrier()
		k.SStore(sm, tid, k.Add(k.SLoad(sm, tid), k.Get(v)))
		k.Barrier()
	}
}

// MoEStreamSpec is one of the two streaming kernels of a decode step's routed experts, over the
// experts MoEActive listed, with MoEPermute's counts, offsets and perm_rows (slot j of expert e is
// offsets[e] + t, t < counts[e]):
//
//   - Down false (moe_stream_gate_up): act[slot][i] = silu(gate[e][i]·x[row]) · (up[e][i]·x[row]),
//     the SwiGLU fused: each warp streams gate and up rows i side by side, R of each, against every
//     token routed to e, and writes the product (gate and up never reach memory).
//   - Down true (moe_stream_down): y[slot][h] = down[e][h]·act[slot] (f32), which MoECombine weighs
//     and adds up per row.
//
// Weights are [Experts, Out, In] (gate, up: [E, Inter, Hidden]; down: [E, Hidden, Inter]), bf16 or
// e4m3 with scales [E, ceil(Out/128), ceil(In/128)]. The grid is Blocks persistent blocks that take
// the work items (active expert, block of NW·R rows) from the launch's work counter (workQueue).
type MoEStreamSpec struct {
	Down          bool
	X, Out, W     Elem // X: x (gate_up) or act (down); Out: act (gate_up) or y (down)
	Hidden, Inter int64
	Experts       int64
	TT, R, NW     int64
	Blocks        int64
	Pipe          bool // see streamCfg
	// MMA builds the tensor-core variant (streaming_mma.go): R counts tiles of 16 rows a warp, TT
	// is a multiple of 8, U the k-steps whose loads are issued together, Skew starts each work
	// item's walk along its rows at its own column. Same parameters.
	MMA  bool
	U    int64
	Skew bool
}

func (s MoEStreamSpec) dims() (in, out int64) {
	if s.Down {
		return s.Inter, s.Hidden
	}
	return s.Hidden, s.Inter
}

func (s MoEStreamSpec) cfg() streamCfg {
	in, _ := s.dims()
	r := s.R
	if !s.Down {
		r = 2 * s.R // a gate row and an up row each
	}
	return streamCfg{W: s.W, In: in, TT: s.TT, R: r, NW: s.NW, Pipe: s.Pipe}
}

func (s MoEStreamSpec) kind() string {
	if s.Down {
		return "moe_stream_down"
	}
	return "moe_stream_gate_up"
}

// Check reports a spec the kernel cannot be built for.
func (s MoEStreamSpec) Check() error {
	switch {
	case s.Hidden <= 0 || s.Inter <= 0 || s.Experts <= 0:
		return fmt.Errorf("%s: hidden %d, intermediate %d, %d experts, expected positive sizes", s.kind(), s.Hidden, s.Inter, s.Experts)
	case s.Blocks < 1:
		return fmt.Errorf("%s: %d blocks, expected at least 1", s.kind(), s.Blocks)
	case s.X != EF32 && s.X != EBF16 || s.Out != EF32 && s.Out != EBF16:
		return fmt.Errorf("%s: activations %s → %s, expected f32 or bf16", s.kind(), s.X, s.Out)
	}
	if s.MMA {
		return s.checkMMA()
	}
	return s.cfg().check(s.kind())
}

// params declares a streaming expert kernel's parameters, in the kernel's parameter order: the output
// and input activations, the weights (gate and up, or down) and their FP8 block scales, the active
// experts, their slot counts and offsets, the gate/up kernel's permuted rows (nil for down), the
// work counter (workQueue), rows.
func (s MoEStreamSpec) params(k *Kernel) (out, x *Value, ws, scales []*Value, active, counts, offsets, prow, work *Value) {
	out = k.Param(map[bool]string{false: "act", true: "y"}[s.Down], PPtr, s.Out)
	x = k.Param(map[bool]string{false: "x", true: "act"}[s.Down], PPtr, s.X)
	names := []string{"gate", "up"}
	if s.Down {
		names = []string{"down"}
	}
	for _, n := range names {
		ws = append(ws, k.Param(n, PPtr, s.W))
	}
	if s.W == EF8 {
		for _, n := range names {
			scales = append(scales, k.Param(n+"_scale", PPtr, EF32))
		}
	}
	active = k.Param("active", PPtr, EI32)
	counts = k.Param("counts", PPtr, EI32)
	offsets = k.Param("offsets", PPtr, EI32)
	if !s.Down {
		prow = k.Param("perm_rows", PPtr, EI32)
	}
	work = k.Param("work", PPtr, EI32)
	k.Param("rows", PI32, 0)
	return out, x, ws, scales, active, counts, offsets, prow, work
}

// workQueue runs body for every item in [0, total), each taken by whichever block (perWarp false)
// or warp (true) of the persistent grid is free, from the counter work[0]: a taker draws its next
// item while it works on the current one. A static round-robin instead stretches the whole kernel
// up to twice a taker's share as soon as one block cannot be resident from the start: another
// kernel holding an SM (an NCCL transfer waiting for its peer on the FFN's GPU, the other stage's
// layer) leaves its blocks for a second wave. takers is the grid's blocks (or warps).
//
// The counter must be 0 at launch, and the kernel leaves it 0: every taker draws until it gets an
// item ≥ total, so exactly one draw a taker fails and the draws are 0 .. total+takers-1; the taker
// that drew the last one (after every other draw, atomics on one address being ordered) subtracts
// them all. One counter serves one launch at a time: a stream's launches, one after another.
func (k *Kernel) workQueue(work, total *Value, takers int64, perWarp bool, body func(item *Value)) {
	tid := k.Tid()
	if perWarp {
		lane0 := k.Eq(k.And(tid, k.I32(streamWarp-1)), k.I32(0))
		drawn := k.Var(k.I32(0))
		draw := func() {
			k.If(lane0, func() { k.Set(drawn, k.AtomicAdd(work, k.I32(0), k.I32(1))) }, nil)
		}
		// Only lane 0 drew: a warp sum hands its value to every lane.
		shared := func() *Value { return k.WarpSum(k.Get(drawn)) }
		draw()
		cur := k.Var(shared())
		k.While(cur, total, func(item *Value) {
			draw()
			body(item)
			k.Set(cur, shared())
		})
		k.If(k.And(lane0, k.Eq(k.Get(cur), k.Add(total, k.I32(takers-1)))), func() {
			k.AtomicAdd(work, k.I32(0), k.Sub(k.I32(0), k.Add(total, k.I32(takers))))
		}, nil)
		return
	}
	tid0 := k.Eq(tid, k.I32(0))
	slot := k.Shared(TI32, 1)
	draw := func() {
		k.If(tid0, func() { k.SStore(slot, k.I32(0), k.AtomicAdd(work, k.I32(0), k.I32(1))) }, nil)
	}
	draw()
	k.Barrier()
	cur := k.Var(k.SLoad(slot, k.I32(0)))
	k.Barrier() // every thread has read the slot before thread 0 draws into it again
	k.While(cur, total, func(item *Value) {
		draw()
		body(item)
		k.Barrier()
		k.Set(cur, k.SLoad(slot, k.I32(0)))
		k.Barrier()
	})
	k.If(k.And(tid0, k.Eq(k.Get(cur), k.Add(total, k.I32(takers-1)))), func() {
		k.AtomicAdd(work, k.I32(0), k.Sub(k.I32(0), k.Add(total, k.I32(takers))))
	}, nil)
}

func (s MoEStreamSpec) Build() (*Kernel, Launch) {
	if s.MMA {
		return s.buildMMA()
	}
	c := s.cfg()
	in, outW := s.dims()
	k := NewKernel(fmt.Sprintf("%s_%s_h%d_i%d_e%d_%s_b%d", s.kind(), elemSuffix(s.X, s.W, s.Out), s.Hidden, s.Inter, s.Experts, c.suffix(), s.Blocks))
	out, x, ws, scales, active, counts, offsets, prow, work := s.params(k)

	xs := k.Shared(TF32, c.TT*c.chunk())
	tid := k.Tid()
	warp := k.Shr(tid, k.I32(log2(streamWarp)))
	lane0 := k.Eq(k.And(tid, k.I32(streamWarp-1)), k.I32(0))
	perBlock := s.NW * s.R // output rows (intermediate rows for gate_up) a work item covers
	rowBlocks := ceilDiv(outW, perBlock)
	sRows, sCols := ceilDiv(outW, fp8Block), ceilDiv(in, fp8Block)
	total := k.Mul(k.Load(active, k.I32(0)), k.I32(rowBlocks))
	k.workQueue(work, total, s.Blocks, false, func(item *Value) {
		e := k.Load(active, k.Add(k.Div(item, k.I32(rowBlocks)), k.I32(1)))
		rb := k.Rem(item, k.I32(rowBlocks))
		n := k.Load(counts, e)
		off := k.Load(offsets, e)
		first := k.Mul(k.Add(k.Mul(rb, k.I32(s.NW)), warp), k.I32(s.R))
		var rows []streamRow
		var rowIdx []*Value
		for r := range s.R {
			ri := k.Add(first, k.I32(r))
			rc := k.Select(k.Lt(ri, k.I32(outW)), ri, k.I32(outW-1))
			g := k.Add(k.Mul(e, k.I32(outW)), rc) // the row in the stacked [E·Out, In] weights
			for m := range ws {
				row := streamRow{w: ws[m], base: k.Mul(k.Conv(TI64, g), k.I64(in))}
				if s.W == EF8 {
					row.scale = scales[m]
					row.sbase = k.Mul(k.Add(k.Mul(e, k.I32(sRows)), k.Shr(rc, k.I32(log2(fp8Block)))), k.I32(sCols))
				}
				rows = append(rows, row)
			}
			rowIdx = append(rowIdx, ri)
		}
		xRow := func(t *Value) *Value { return k.Add(off, t) }
		if !s.Down {
			xRow = func(t *Value) *Value { return k.Load(prow, k.Add(off, t)) }
		}
		k.streamWork(c, xs, n, x, xRow, rows, func(t *Value, sums []*Value) {
			k.If(lane0, func() {
				for r, ri := range rowIdx {
					k.If(k.Lt(ri, k.I32(outW)), func() {
						at := k.Add(k.Mul(k.Add(off, t), k.I32(outW)), ri)
						if s.Down {
							k.Store(out, at, sums[r])
							return
						}
						g, u := sums[2*r], sums[2*r+1]
						ex := k.ExpF32(k.Sub(k.F32(0), g))
						k.Store(out, at, k.Mul(k.Div(g, k.Add(k.F32(1), ex)), u))
					}, nil)
				}
			}, nil)
		})
	})
	return finish(k, s.kind(), int(s.NW*streamWarp), Grid{Count: "rows", Mult: 0, PerBlock: 1, Fixed: s.Blocks})
}
