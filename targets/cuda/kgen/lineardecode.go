package kgen

import (
	"fmt"
	"slices"
	"strings"

	"afdc/ir"
)

// LinearDecodeSpec is a linear layer at decode token counts, y[T, Out] = x[T, In]·Wᵀ (+ bias), on
// tensor cores: W [Out, In] and x bf16, y bf16 or f32, f32 sums. At a few tokens a linear reads
// each weight once and does little else, so its time is the time to read W; cuBLAS's GEMMs of one
// to eight tokens take 13-38 µs for any small projection on the H200, whatever its bytes.
//
// Block b owns output rows 16b … 16b+15 and its S warps split the input columns between them, so
// that a narrow projection's few blocks still read with many warps each. Each warp walks its
// columns in k-steps of 32 with the loads of U k-steps in flight before their MMAs, as the expert
// kernels do (streaming_mma.go): lane 4·group + tig reads 16 bytes of weight rows group and
// group+8 and 16 bytes of token group's activations at the same columns, and these registers are
// the m16n8k16 fragments as loaded. The S partial tiles meet in shared memory and are added in warp
// order, so results do not depend on timing. More than TT tokens take more passes over W; token
// slots past the count read a valid row and are not stored, rows past Out read the last row and
// are not stored.
type LinearDecodeSpec struct {
	Out  Elem  // y: bf16 or f32
	Bias bool  // a bf16 bias [Out] added before the result is rounded
	In   int64 // input width, a multiple of 32
	OutW int64 // output rows
	TT   int64 // tokens a pass: 8 or 16
	S, U int64 // warps a block (column splits), k-steps a batch of loads
	// M is the least blocks an SM must hold at once (launch bounds; 0: no bound), which caps
	// ptxas's registers a thread so that one block's start and end overlap another's loads.
	M int64
	// Residual adds the residual stream res [T, OutW] of type Sum to the linear's result rounded to
	// Out, and writes the sum to y in Sum: a decode linear and the residual add that is its only
	// reader (ResidualLinears) in one launch, with the add kernel's bits.
	Residual bool
	Sum      Elem
	// Group lists the output rows of up to three more linears of the same x (0 for none), run in
	// the same launch: the projections a layer takes from one input (q, k and v; q_a and kv_a;
	// gate and up), whose separate launches would each wait out a memory latency and a tail.
	// Their parameters follow x's as y1, w1 (bias1), y2, ….
	Group [3]int64
	// Norm takes x (bf16) as the input of the RMS norm whose result is the linears' only input
	// (NormLinears), with the norm's weight "nw" (bf16) and epsilon NormEps: each k-step's 8 values
	// a lane are multiplied by the norm's weight and rounded to bf16 as they are loaded, their squares
	// summed in f32 a lane and in float64 across lanes and warps after the products, so that a
	// result is 1/rms·(W·bf16(g⊙x)). The norm's launch goes, and with it its pass over x and its
	// latency. On an H200 this took DeepSeek-V3's q_a norm and q_b from 25.2 to 22.9 µs at one
	// token. An f32 input (the residual stream's norms) loads twice the bytes a k-step, and the
	// input norm with q_a and kv_a then took 18.8 µs against 16.1 for the two launches; float64
	// squares in the loop had made it 22.2.
	Norm    bool
	NormEps float32
}

// linearStep is the columns of one k-step: a quad of lanes' 16-byte bf16 loads.
const linearStep = 32

// linearMaxU is the most k-steps a warp's batch of loads may hold (LinearDecodeSpec.U).
const linearMaxU = 32

// LinearDecodeTokens is the most tokens a step may have for the backend to take the decode linear
// kernel (one pass of LinearDecodeSpec.TT); steps of up to LinearDecodeWideTokens take its wide
// form; larger steps and prompts keep cuBLAS.
const LinearDecodeTokens = 8

// LinearDecodeWideTokens is the most tokens a step may have for the backend to take the decode
// linear kernel's wide form (Wide: one pass of 16 tokens). On an H200 it beat cuBLAS at 12 and 16
// tokens on every projection and FFN matrix of DeepSeek-V3 and GLM-4.5 (DeepSeek's q_b 23.4
// against 27.8 µs, o 65.1 against 66.8, a shared expert's gate 15.1 against 29.8), where the narrow
// form's two passes read the weight twice; at 8 tokens and fewer the narrow form is faster (the o
// projection 57.2 against 63.9 µs at 8), so a program holds both (docs/perf.md).
const LinearDecodeWideTokens = 16

// Wide is the spec's form for steps of LinearDecodeTokens+1 to LinearDecodeWideTokens tokens: one
// pass of 16 tokens, with the same splits, batches and bounds.
func (s LinearDecodeSpec) Wide() LinearDecodeSpec {
	s.TT = LinearDecodeWideTokens
	return s
}

// The weight bytes up to which the backend takes the decode kernel over cuBLAS at decode token
// counts, measured on an H200 (docs/perf.md, "Attention rows: launch bounds, GQA splits, q and k
// norms with RoPE"): with its launch bounds the kernel beat cuBLAS on every projection and dense
// FFN matrix of DeepSeek-V3 and GLM-4.5 up to DeepSeek's 264 MB dense gate (63 against 72 µs),
// and came within 5 % of it either way on the LM heads (1.3 and 1.9 GB), which keep cuBLAS; a
// group of linears of one input (GLM-4.5's q, k and v, a dense FFN's gate and up) runs in one
// launch up to the group bound.
const (
	linearDecodeMaxBytes = 512 << 20
	linearGroupMaxBytes  = 1 << 30
)

// LinearDecode is the decode linear kernel of a linear op, when its shapes take one and its
// weight is small enough that the kernel beats cuBLAS (linearDecodeMaxBytes): bf16 operands
// (GEMMForm), a weight held in bf16 (FP8 ones are dequantised at load), a bf16 or f32 result, and
// an input width the k-steps divide. ok is false otherwise, and the backend keeps cuBLAS.
func LinearDecode(op *ir.Op) (LinearDecodeSpec, bool) {
	s, ok := linearDecodeSpec(op)
	if !ok || 2*s.In*s.OutW > linearDecodeMaxBytes {
		return LinearDecodeSpec{}, false
	}
	return s, true
}

// linearDecodeSpec is LinearDecode without the size bound.
func linearDecodeSpec(op *ir.Op) (LinearDecodeSpec, bool) {
	if op.Kind != ir.OpLinear || len(op.Weights) == 0 || len(op.Weights[0].Type.Shape) != 2 || op.Result == nil ||
		GEMMForm(op) != ir.BF16 || weightElem(op.Weights[0]) != EBF16 {
		return LinearDecodeSpec{}, false
	}
	out, err := actElem(op.Result.Type)
	if err != nil || out == EI32 {
		return LinearDecodeSpec{}, false
	}
	w := op.Weights[0].Type.Shape
	s := LinearDecodeSpec{Out: out, Bias: LinearBias(op) != nil, In: w[1].N, OutW: w[0].N, TT: LinearDecodeTokens}
	// Eight warps split the columns unless that leaves a warp fewer than eight k-steps. A warp
	// issues its loads in batches of 4 k-steps, with launch bounds of 3 blocks an SM, up to 48
	// k-steps (12,288 columns): the fastest on the H200 of batches of 4 to 20 with and without
	// bounds (docs/perf.md). The bounds cap ptxas's registers so that several blocks share an SM
	// and one's start and end overlap the others' loads; without them the batches' registers left
	// one block an SM and the kernel 20-35 % slower. Past 12,288 columns (DeepSeek-V3's o and down
	// projections, 16,384 and 18,432: 448 blocks of 16 rows) four warps a block, batches of 4 and
	// 4 blocks an SM hold every block at once, where eight warps and 2 blocks an SM ran them in 1.7
	// waves: the o projection took 59.3–61.4 µs against 63.3–64.5 at one token, 62.8–63.9
	// against 67.5–68.5 at eight.
	s.S = 8
	for s.S > 1 && s.In/(linearStep*s.S) < 8 {
		s.S /= 2
	}
	if span := s.In / linearStep / s.S; span <= 48 {
		s.U, s.M = min(4, max(span, 1)), 3
	} else {
		s.S, s.U, s.M = 4, 4, 4
	}
	if s.Check() != nil {
		return LinearDecodeSpec{}, false
	}
	return s, true
}

// LinearGroups lists the groups of linears of f that the backend runs as one decode launch: two
// to four linears that take the decode kernel, read the same input, and agree in result type and
// bias, with at most linearGroupMaxBytes of weights, the first op of each group first. A group
// ends at an exchange op (send, recv, remote FFN, dispatch, combine), which a run may stop at.
func LinearGroups(f *ir.Func) [][]*ir.Op {
	// The linears that may join a group, by their input and the run of ops between exchange ops
	// they sit in, in program order.
	type key struct {
		in  *ir.Value
		run int
	}
	cands := map[key][]*ir.Op{}
	specs := map[*ir.Op]LinearDecodeSpec{}
	keyOf := map[*ir.Op]key{}
	run := 0
	for _, op := range f.Body {
		if exchangeOp(op) {
			run++
			continue
		}
		if s, ok := linearDecodeSpec(op); ok {
			k := key{op.Args[0], run}
			cands[k] = append(cands[k], op)
			specs[op], keyOf[op] = s, k
		}
	}
	var out [][]*ir.Op
	taken := map[*ir.Op]bool{}
	for _, op := range f.Body {
		lead, ok := specs[op]
		if !ok || taken[op] {
			continue
		}
		g := []*ir.Op{op}
		bytes := 2 * lead.In * lead.OutW
		list := cands[keyOf[op]]
		for _, o := range list[slices.Index(list, op)+1:] {
			if len(g) == 4 {
				break
			}
			s := specs[o]
			if taken[o] || s.Out != lead.Out || s.Bias != lead.Bias || s.In != lead.In || bytes+2*s.In*s.OutW > linearGroupMaxBytes {
				continue
			}
			g = append(g, o)
			bytes += 2 * s.In * s.OutW
		}
		if len(g) > 1 {
			for _, o := range g {
				taken[o] = true
			}
			out = append(out, g)
		}
	}
	return out
}

func exchangeOp(op *ir.Op) bool {
	switch op.Kind {
	case ir.OpSend, ir.OpRecv, ir.OpRemoteFFN, ir.OpDispatch, ir.OpCombine:
		return true
	}
	return false
}

// ResidualLinears lists the linears of f that a decode step runs with the residual add after them
// as one launch (LinearDecodeSpec.Residual), each with its add: a linear that takes the decode
// kernel, whose bf16 result only the add that follows it reads, adding it to a residual of the
// add's result type (the attention's o projection and a dense FFN's down projection).
func ResidualLinears(f *ir.Func) [][2]*ir.Op {
	uses := f.Uses()
	var out [][2]*ir.Op
	for i, op := range f.Body[:max(len(f.Body)-1, 0)] {
		add := f.Body[i+1]
		if op.Kind != ir.OpLinear || add.Kind != ir.OpAdd || uses[op.Result] != 1 {
			continue
		}
		if _, ok := LinearResidualSpec(op, add); ok {
			out = append(out, [2]*ir.Op{op, add})
		}
	}
	return out
}

// LinearResidualSpec is the decode kernel of linear op with the residual add that reads its
// result: ok is false unless the linear takes the decode kernel alone and the add's other operand
// has the add's type and shape.
func LinearResidualSpec(op, add *ir.Op) (LinearDecodeSpec, bool) {
	s, ok := LinearDecode(op)
	if !ok || add.Kind != ir.OpAdd || len(add.Args) != 2 || add.Result == nil {
		return LinearDecodeSpec{}, false
	}
	res := ResidualOf(op, add)
	if res == nil || res.Type.DType != add.Result.Type.DType || !res.Type.Shape.Equal(add.Result.Type.Shape) ||
		!op.Result.Type.Shape.Equal(add.Result.Type.Shape) {
		return LinearDecodeSpec{}, false
	}
	sum, err := actElem(add.Result.Type)
	if err != nil || (sum != EBF16 && sum != EF32) {
		return LinearDecodeSpec{}, false
	}
	s.Residual, s.Sum = true, sum
	return s, true
}

// ResidualOf is the operand of add that is not op's result: the residual the linear's result is
// added to (nil unless exactly one operand is op's result).
func ResidualOf(op, add *ir.Op) *ir.Value {
	switch {
	case add.Args[0] == op.Result && add.Args[1] != op.Result:
		return add.Args[1]
	case add.Args[1] == op.Result && add.Args[0] != op.Result:
		return add.Args[0]
	}
	return nil
}

// LinearGroupSpec is the decode kernel of a group from LinearGroups: the first op's spec, with the
// others' output rows in Group.
func LinearGroupSpec(g []*ir.Op) LinearDecodeSpec {
	s, _ := linearDecodeSpec(g[0])
	for i, o := range g[1:] {
		s.Group[i] = o.Weights[0].Type.Shape[0].N
	}
	return s
}

// Check reports a spec the kernel cannot be built for.
func (s LinearDecodeSpec) Check() error {
	switch {
	case s.Out != EBF16 && s.Out != EF32:
		return fmt.Errorf("linear_decode: result %s, expected bf16 or f32", s.Out)
	case s.In <= 0 || s.In%linearStep != 0:
		return fmt.Errorf("linear_decode: input width %d, expected a positive multiple of %d (a k-step of four lanes' 16-byte loads)", s.In, linearStep)
	case s.OutW <= 0:
		return fmt.Errorf("linear_decode: %d output rows, expected a positive count", s.OutW)
	case s.TT != 8 && s.TT != 16:
		return fmt.Errorf("linear_decode: %d tokens a pass, expected 8 or 16 (tiles of 8)", s.TT)
	case s.S < 1 || s.S > 8:
		return fmt.Errorf("linear_decode: %d warps a block, expected 1..8 (a batch's registers, up to 255 a thread, must fit a block)", s.S)
	case s.M < 0 || s.M > 8:
		return fmt.Errorf("linear_decode: at least %d blocks an SM, expected 0 (no bound) to 8", s.M)
	case s.U < 1 || s.U > linearMaxU:
		return fmt.Errorf("linear_decode: %d k-steps a batch of loads, expected 1..%d", s.U, linearMaxU)
	case s.Residual && s.Group != [3]int64{}:
		return fmt.Errorf("linear_decode: a residual add in a group of %v, expected a single linear", s.Group)
	case s.Residual && s.Sum != EBF16 && s.Sum != EF32:
		return fmt.Errorf("linear_decode: residual %s, expected bf16 or f32", s.Sum)
	case !groupPacked(s.Group):
		return fmt.Errorf("linear_decode: group %v, expected positive output rows first and zeros after", s.Group)
	case s.In/linearStep < s.S:
		return fmt.Errorf("linear_decode: %d k-steps of input over %d warps, expected at least one a warp", s.In/linearStep, s.S)
	case s.Norm && !(s.NormEps >= 0):
		return fmt.Errorf("linear_decode: norm epsilon %v, expected a non-negative number", s.NormEps)
	}
	return nil
}

// Name is the kernel's name, Build's without building it (the backend looks its groups' kernels
// up by name at load).
func (s LinearDecodeSpec) Name() string {
	name := fmt.Sprintf("linear_decode_%s_i%d_o%d", elemSuffix(EBF16, s.Out), s.In, s.OutW)
	for _, o := range s.more() {
		name += fmt.Sprintf("_%d", o)
	}
	name += fmt.Sprintf("_t%d_s%d_u%d", s.TT, s.S, s.U)
	if s.M > 0 {
		name += fmt.Sprintf("_m%d", s.M)
	}
	if s.Bias {
		name += "_bias"
	}
	if s.Residual {
		name += "_res_" + s.Sum.String()
	}
	if s.Norm {
		name += strings.ReplaceAll(strings.ReplaceAll(fmt.Sprintf("_norm_eps%g", s.NormEps), "-", "m"), ".", "p")
	}
	return name
}

// LinearParam is the name of parameter base ("y", "w" or "bias") of matrix i of a decode linear
// launch: base itself for the first, base followed by i for the group's others.
func LinearParam(base string, i int) string {
	if i == 0 {
		return base
	}
	return fmt.Sprint(base, i)
}

func (s LinearDecodeSpec) Build() (*Kernel, Launch) {
	k := NewKernel(s.Name())
	if s.M > 0 {
		k.Bounds(s.S*streamWarp, s.M)
	}
	outs := append([]int64{s.OutW}, s.more()...)
	mats := make([]linearMat, len(outs))
	var x, nw *Value
	yElem := s.Out
	if s.Residual {
		yElem = s.Sum
	}
	for i, o := range outs {
		mats[i].outW = o
		mats[i].y = k.Param(LinearParam("y", i), PPtr, yElem)
		if i == 0 {
			x = k.Param("x", PPtr, EBF16) // after the first result, as in a single linear
			if s.Norm {
				nw = k.Param("nw", PPtr, EBF16) // the norm's weight next
			}
		}
		mats[i].w = k.Param(LinearParam("w", i), PPtr, EBF16)
		if s.Bias {
			mats[i].bias = k.Param(LinearParam("bias", i), PPtr, EBF16)
		}
	}
	if s.Residual {
		mats[0].res = k.Param("res", PPtr, s.Sum)
	}
	n := k.Param("rows", PI32, 0)
	var red *Value // the warps' partial tiles
	if s.S > 1 {
		red = k.Shared(TF32, s.S*s.TT/8*4*streamWarp)
	}
	var norm *linearNorm
	if s.Norm {
		norm = &linearNorm{w: nw, sq: k.Shared(TF64, s.S*s.TT), inv: k.Shared(TF32, s.TT)}
	}
	// Block b takes tile b of the first matrix, then the tiles of the next, in order.
	var pick func(i int, first int64)
	pick = func(i int, first int64) {
		tile := k.Sub(k.Ctaid(), k.I32(first))
		if i == len(mats)-1 {
			s.emit(k, mats[i], x, n, red, norm, tile)
			return
		}
		end := first + ceilDiv(mats[i].outW, 16)
		k.If(k.Lt(k.Ctaid(), k.I32(end)), func() { s.emit(k, mats[i], x, n, red, norm, tile) }, func() { pick(i+1, end) })
	}
	pick(0, 0)
	var tiles int64
	for _, o := range outs {
		tiles += ceilDiv(o, 16)
	}
	return finish(k, "linear_decode", int(s.S*streamWarp), Grid{Count: "rows", Mult: 0, PerBlock: 1, Fixed: tiles})
}

// groupPacked reports whether g holds positive counts, then zeros only.
func groupPacked(g [3]int64) bool {
	end := false
	for _, o := range g {
		switch {
		case o < 0, o > 0 && end:
			return false
		case o == 0:
			end = true
		}
	}
	return true
}

// more is the output rows of the group's matrices after the first.
func (s LinearDecodeSpec) more() []int64 {
	var out []int64
	for _, o := range s.Group {
		if o > 0 {
			out = append(out, o)
		}
	}
	return out
}

// linearMat is one matrix of a decode linear launch: its result, weight, bias (nil without) and
// output rows.
type linearMat struct {
	y, w, bias, res *Value
	outW            int64
}

// linearNorm is the shared state of a decode linear with its input's RMS norm (LinearDecodeSpec.Norm):
// the norm's weight, each warp's float64 sums of squares per token slot of a pass, and the slots'
// 1/rms.
type linearNorm struct {
	w, sq, inv *Value
}

// emit is the work of one block on tile tileIdx (16 output rows) of matrix m.
func (s LinearDecodeSpec) emit(k *Kernel, m linearMat, x, n, red *Value, norm *linearNorm, tileIdx *Value) {
	outW := m.outW
	NT := s.TT / 8
	tile := NT * 4 * streamWarp // a warp's partial tile: NT token tiles of 4 values a lane
	tid := k.Tid()
	warp := k.Shr(tid, k.I32(log2(streamWarp)))
	lane := k.And(tid, k.I32(streamWarp-1))
	group, tig := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	row0 := k.Mul(tileIdx, k.I32(16))
	// This lane's rows group and group+8 (the last row for those past Out), from column tig·8.
	var wbase [2]*Value
	for h := range int64(2) {
		r := k.Add(row0, k.Add(group, k.I32(8*h)))
		r = k.Select(k.Lt(r, k.I32(outW)), r, k.I32(outW-1))
		wbase[h] = k.Add(k.Mul(k.Conv(TI64, r), k.I64(s.In)), k.Conv(TI64, k.Mul(tig, k.I32(8))))
	}
	// This warp's k-steps [lo, hi): the In/32 of them shared out as evenly as integers allow.
	steps := s.In / linearStep
	lo := k.Div(k.Mul(warp, k.I32(steps)), k.I32(s.S))
	hi := k.Div(k.Mul(k.Add(warp, k.I32(1)), k.I32(steps)), k.I32(s.S))
	mid := k.Add(lo, k.Mul(k.Div(k.Sub(hi, lo), k.I32(s.U)), k.I32(s.U)))
	k.Loop(k.I32(0), n, k.I32(s.TT), func(tp *Value) {
		acc := make([][4]*Value, NT)
		xbase := make([]*Value, NT)
		live := make([]*Value, NT)
		sq := make([]*Value, NT) // with a norm: this lane's sum of squares of its token's values
		for nt := range NT {
			for i := range 4 {
				acc[nt][i] = k.Var(k.F32(0))
			}
			t0 := k.Add(tp, k.I32(nt*8))
			tok := k.Add(t0, group)
			tok = k.Select(k.Lt(tok, n), tok, k.Sub(n, k.I32(1)))
			xbase[nt] = k.Add(k.Mul(tok, k.I32(s.In)), k.Mul(tig, k.I32(8)))
			live[nt] = k.Lt(t0, n)
			if norm != nil {
				sq[nt] = k.Var(k.F32(0))
			}
		}
		// operand is the B fragments of token tile nt with a norm, from its input's 8 values a lane
		// (load x) and the norm weight's (g): lane j of the k-step's 8 columns holds columns 2j and
		// 2j+1, as lane j of the input's load does without a norm.
		operand := func(x, g *Value, nt int64) [4]*Value {
			vs, gs := unpack8(k, x), unpack8(k, g)
			ss := k.Get(sq[nt])
			for _, v := range vs {
				ss = k.Add(ss, k.Mul(v, v))
			}
			k.Set(sq[nt], ss)
			var out [4]*Value
			for j := range out {
				out[j] = k.PackBF2(k.Mul(gs[2*j], vs[2*j]), k.Mul(gs[2*j+1], vs[2*j+1]))
			}
			return out
		}
		// u k-steps from step j: every load first, then the MMAs.
		run := func(j *Value, u int64) {
			type loaded struct {
				w [2]*Value
				x []*Value
				g *Value
			}
			ls := make([]loaded, u)
			for i := range u {
				c := k.Mul(k.Add(j, k.I32(i)), k.I32(linearStep))
				c64 := k.Conv(TI64, c)
				for h := range 2 {
					ls[i].w[h] = k.LoadV(m.w, k.Add(wbase[h], c64))
				}
				for nt := range NT {
					ls[i].x = append(ls[i].x, k.LoadV(x, k.Add(xbase[nt], c)))
				}
				if norm != nil {
					ls[i].g = k.LoadV(norm.w, k.Add(c, k.Mul(tig, k.I32(8))))
				}
			}
			for _, l := range ls {
				for nt := range NT {
					body := func() {
						var xl [4]*Value
						if norm != nil {
							xl = operand(l.x[nt], l.g, nt)
						}
						for q := range int64(2) {
							var b [2]*Value
							if norm != nil {
								b = [2]*Value{xl[2*q], xl[2*q+1]}
							} else {
								b = [2]*Value{k.Lane(l.x[nt], 2*q), k.Lane(l.x[nt], 2*q+1)}
							}
							a := [4]*Value{k.Lane(l.w[0], 2*q), k.Lane(l.w[1], 2*q), k.Lane(l.w[0], 2*q+1), k.Lane(l.w[1], 2*q+1)}
							k.mmaAcc(mmaBF16, a, b, acc[nt])
						}
					}
					if nt == 0 {
						body() // tile 0 always holds token tp
					} else {
						k.If(live[nt], body, nil)
					}
				}
			}
		}
		k.LoopNoUnroll(lo, mid, k.I32(s.U), func(j *Value) { run(j, s.U) })
		k.LoopNoUnroll(mid, hi, k.I32(1), func(j *Value) { run(j, 1) })
		if norm != nil {
			// A quad's four lanes hold one token's columns: their sums, then one slot a warp.
			for nt := range NT {
				v := k.Conv(TF64, k.Get(sq[nt]))
				v = k.Add(v, k.shflXorF64(v, 1))
				v = k.Add(v, k.shflXorF64(v, 2))
				k.If(k.Eq(tig, k.I32(0)), func() {
					k.SStore(norm.sq, k.Add(k.Mul(warp, k.I32(s.TT)), k.Add(k.I32(nt*8), group)), v)
				}, nil)
			}
		}
		// D value i of token tile nt is row row0+group+8(i/2), token tp+8nt+2tig+i%2.
		store := func(e, v *Value) {
			l := k.And(e, k.I32(streamWarp-1))
			i := k.And(k.Shr(e, k.I32(5)), k.I32(3))
			nt := k.Shr(e, k.I32(7))
			row := k.Add(k.Add(row0, k.Shr(l, k.I32(2))), k.Mul(k.Shr(i, k.I32(1)), k.I32(8)))
			tok := k.Add(k.Add(tp, k.Mul(nt, k.I32(8))), k.Add(k.Mul(k.And(l, k.I32(3)), k.I32(2)), k.And(i, k.I32(1))))
			k.If(k.And(k.Lt(tok, n), k.Lt(row, k.I32(outW))), func() {
				if norm != nil {
					v = k.Mul(v, k.SLoad(norm.inv, k.Sub(tok, tp)))
				}
				if m.bias != nil {
					v = k.Add(v, k.Load(m.bias, row))
				}
				at := k.Add(k.Mul(tok, k.I32(outW)), row)
				if m.res != nil { // the add kernel's a + b: the residual, then the linear's result as stored
					if s.Out == EBF16 {
						v = k.roundBF16(v)
					}
					v = k.Add(k.Load(m.res, at), v)
				}
				k.Store(m.y, at, v)
			}, nil)
		}
		// invRMS is each token slot's 1/rms from the warps' sums, in warp order (rmsInv, as the norm
		// kernel rounds it); the slots' sums are in shared memory (a barrier since).
		invRMS := func() {
			k.If(k.Lt(tid, k.I32(s.TT)), func() {
				sum := k.SLoad(norm.sq, tid)
				for w := int64(1); w < s.S; w++ {
					sum = k.Add(sum, k.SLoad(norm.sq, k.Add(tid, k.I32(w*s.TT))))
				}
				k.SStore(norm.inv, tid, k.rmsInv(sum, s.In, s.NormEps))
			}, nil)
			k.Barrier()
		}
		if red == nil { // one warp: its own tile is the sum
			if norm != nil {
				k.Barrier()
				invRMS()
			}
			for nt := range NT {
				for i := range int64(4) {
					store(k.Add(k.I32((nt*4+i)*streamWarp), lane), k.Get(acc[nt][i]))
				}
			}
			if norm != nil {
				k.Barrier() // the next pass writes the sums again
			}
			return
		}
		for nt := range NT {
			for i := range int64(4) {
				k.SStore(red, k.Add(k.Add(k.Mul(warp, k.I32(tile)), k.I32((nt*4+i)*streamWarp)), lane), k.Get(acc[nt][i]))
			}
		}
		k.Barrier()
		if norm != nil {
			invRMS()
		}
		k.Loop(tid, k.I32(tile), k.I32(s.S*streamWarp), func(e *Value) {
			sum := k.SLoad(red, e)
			for w := int64(1); w < s.S; w++ {
				sum = k.Add(sum, k.SLoad(red, k.Add(e, k.I32(w*tile))))
			}
			store(e, sum)
		})
		k.Barrier() // the next pass writes red (and the sums) again
	})
}
