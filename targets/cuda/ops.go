package cuda

import (
	"fmt"
	"math"
	"slices"
	"unsafe"

	"afdc/ir"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/cublas"
	"afdc/targets/cuda/kgen"
)

// blasType is cuBLAS's name of a GEMM element type.
func blasType(dt ir.DType) cublas.DataType {
	if dt == ir.F32 {
		return cublas.R32F
	}
	return cublas.R16BF
}

// compute is the GEMM's compute type: fp32 accumulation always; fp32 operands without any
// reduced-precision shortcut (the fp32 build is the one parity is measured on).
func compute(dt ir.DType) cublas.ComputeType {
	if dt == ir.F32 {
		return cublas.Compute32FPedantic
	}
	return cublas.Compute32F
}

// gemm runs Y[rows,out] = X[rows,in]·Wᵀ (+ beta·Y) on the run's stream, X and W of dt, Y of yt
// (f32 accumulation either way: a bf16 GEMM with an f32 Y rounds never).
func (r *run) gemm(rows, in, out int, x, w, y cu.DevicePtr, dt, yt ir.DType, beta float32) error {
	if rows == 0 {
		return nil
	}
	if r.q.mode == modeDry {
		r.sign(sigGEMM, uint64(rows), uint64(in), uint64(out), uint64(x), uint64(w), uint64(y), uint64(dt), uint64(math.Float32bits(beta)))
		return nil
	}
	h, g, err := r.linearGemm(rows, in, out, x, w, y, dt, yt)
	if err != nil {
		return err
	}
	g.Beta = beta
	r.q.dirty = true
	return h.GemmEx(g)
}

// linearGemm is the cuBLAS handle of the run's current stream and the GEMM of Y[rows,out] =
// X[rows,in]·Wᵀ, X and W of dt, Y of yt, f32 accumulation.
func (r *run) linearGemm(rows, in, out int, x, w, y cu.DevicePtr, dt, yt ir.DType) (*cublas.Handle, *cublas.Gemm, error) {
	h, err := r.blasHandle()
	if err != nil {
		return nil, nil, err
	}
	t := blasType(dt)
	g, err := cublas.LinearArgs(rows, in, out, x, t, w, t, y, blasType(yt))
	if err != nil {
		return nil, nil, err
	}
	g.Compute = compute(dt)
	return h, g, nil
}

// blasHandle is the cuBLAS handle for the run's current stream: the backend's, pointed at the
// queue's stream, or the queue's side handle while shared experts are enqueued on the side stream.
func (r *run) blasHandle() (*cublas.Handle, error) {
	if r.onSide {
		return r.q.sideBlas, nil
	}
	return r.b.blas, r.b.blasOn(r.q.s, r.q.blasWS)
}

// blasOn points the cuBLAS handle at a stream and that stream's workspace (the stages share one
// handle; cublasSetStream alone would leave it on cuBLAS's default pool).
func (b *Backend) blasOn(s cu.Stream, ws cu.DevicePtr) error {
	if b.blasStream == s && b.blasSet {
		return nil
	}
	if err := b.blas.SetStream(s); err != nil {
		return err
	}
	if err := b.blas.SetWorkspace(ws, blasWorkspace); err != nil {
		return err
	}
	b.blasStream, b.blasSet = s, true
	return nil
}

// linear is a cuBLAS GEMM against the op's weight, with operands of gemmForm (the activations cast
// to it where they differ: an fp32 router's bf16 input) and its result's type for Y (bf16
// operands, f32 logits); an FP8 weight's scale param is not read (the weight was
// dequantised at load). A bias is added in the GEMM's epilogue where cuBLASLt has an algorithm
// for that (biasEpilogue); otherwise it is broadcast into the output first (bias·onesᵀ, exact) and
// the product added to it. Either way the result rounds once.
func (r *run) linear(op *ir.Op, x dval) (dval, error) {
	dt := gemmForm(op)
	x, err := r.cast(x, dt)
	if err != nil {
		return x, err
	}
	out := int(op.Result.Type.Shape.Last().N)
	y, err := r.result(op.Result, op.Result.Type.DType, x.rows, out)
	if err != nil {
		return y, err
	}
	// A step of a few tokens and a small weight: the decode kernel, which takes less time than
	// cuBLAS's GEMMs of that width (kgen.LinearDecode).
	if k := r.b.decodeKernel(r.b.opk[op]["linear_decode"], r.b.opk[op]["linear_decode_wide"], x.rows); k != nil {
		return y, r.linearDecode(k, []*ir.Op{op}, []dval{y}, x)
	}
	beta := float32(0)
	if bp := bias(op); bp != nil && r.q.mode == modeDry {
		r.sign(sigGEMM, uint64(out), uint64(x.rows), uint64(r.b.w[wkey{bp, dt}]), uint64(y.p))
		beta = 1
	} else if bp != nil {
		if ok, err := r.biasEpilogue(x, r.b.w[wkey{op.Weights[0], dt}], r.b.w[wkey{bp, dt}], y, dt); ok || err != nil {
			return y, err
		}
		ones, err := r.b.onesFor(dt, x.rows)
		if err != nil {
			return y, fmt.Errorf("%s: %w", op.Info().Name, err)
		}
		h, err := r.blasHandle()
		if err != nil {
			return y, err
		}
		t := blasType(dt)
		r.q.dirty = true
		err = h.GemmEx(&cublas.Gemm{TransA: cublas.OpN, TransB: cublas.OpN, M: out, N: x.rows, K: 1,
			A: r.b.w[wkey{bp, dt}], AType: t, LDA: out, B: ones, BType: t, LDB: 1,
			C: y.p, CType: blasType(y.dt), LDC: out, Alpha: 1, Compute: compute(dt)})
		if err != nil {
			return y, err
		}
		beta = 1
	}
	return y, r.gemm(x.rows, x.width, out, x.p, r.b.w[wkey{op.Weights[0], dt}], y.p, dt, y.dt, beta)
}

// biasEpilogue runs y = x·wᵀ + bias as one cuBLASLt matmul with the bias epilogue, and reports
// whether it did: not where the bias's type is not the result's (the epilogue takes the result's),
// nor where cuBLASLt has no such algorithm for the shape (linear then broadcasts the bias).
func (r *run) biasEpilogue(x dval, w, bias cu.DevicePtr, y dval, dt ir.DType) (bool, error) {
	if x.rows == 0 {
		return true, nil
	}
	if dt != y.dt {
		return false, nil
	}
	h, g, err := r.linearGemm(x.rows, x.width, y.width, x.p, w, y.p, dt, dt)
	if err != nil {
		return false, err
	}
	if !h.GemmBias(g, bias) {
		return false, nil
	}
	r.q.dirty = true
	return true, nil
}

// decodeKernel is the form of a decode linear kernel a step of rows tokens takes: narrow up to
// kgen.LinearDecodeTokens, wide up to kgen.LinearDecodeWideTokens (unless NoWideLinears); nil past
// that (cuBLAS), or where the linear has no decode kernel.
func (b *Backend) decodeKernel(narrow, wide *kfn, rows int) *kfn {
	switch {
	case rows <= kgen.LinearDecodeTokens:
		return narrow
	case rows <= kgen.LinearDecodeWideTokens && !b.NoWideLinears:
		return wide
	}
	return nil
}

// linearGroup is linears of one input that a decode step runs in one launch of the decode linear
// kernel (kgen.LinearGroups, or kgen.NormLinears with the norm inside), the first op first, with the
// kernel's narrow and wide forms.
type linearGroup struct {
	ops     []*ir.Op
	k, wide *kfn
}

// mlaLatent is an MLA layer's latent set (kgen.MLALatents) and its kernel: the two slices of the kv
// projection, the latent's norm, the key's rope, the cache write and the query's rope in one launch
// at l.First.
type mlaLatent struct {
	l kgen.MLALatent
	k *kfn
}

// mlaLatent launches latent set lt at its first op: the norm's and the ropes' results are written
// where the plan puts them and kept in r.pre for their turn, with the other slice's (which nothing
// reads), and the cache slots of the step's tokens are written, which the attention op then skips
// (Backend.latentCached).
func (r *run) mlaLatent(lt *mlaLatent, first dval) (dval, error) {
	l := lt.l
	kv := r.Env[l.First.Args[0]]
	c, err := r.result(l.Norm.Result, l.Norm.Result.Type.DType, kv.rows, int(l.Norm.Result.Type.Shape.Last().N))
	if err != nil {
		return first, err
	}
	kpe, err := r.result(l.Rope.Result, l.Rope.Result.Type.DType, kv.rows, int(l.Rope.Result.Type.Shape.Last().N))
	if err != nil {
		return first, err
	}
	other := l.SliceC
	if other == l.First {
		other = l.SliceK
	}
	args := append(r.paging(), ptr("c", c.p), ptr("kpe", kpe.p), ptr("x", kv.p),
		ptr("w", r.b.w[wkey{l.Norm.Weights[0], kernelForm(l.Norm.Weights[0])}]), ptr("pos", r.Env[l.Rope.Args[1]].p),
		ptr("pool", r.b.kv.pools[l.Attn.Attrs.MustInt("layer")][0]), i32("rows", kv.rows))
	if l.RopeQ != nil {
		// Rotated in place, as the rope op would: a copy where the query is read after it.
		q := r.Env[l.RopeQ.Args[0]]
		if !r.ropeInPlace(l.RopeQ) {
			y, err := r.result(l.RopeQ.Result, q.dt, q.rows, q.width)
			if err != nil {
				return first, err
			}
			if err := r.copyD2D(y.p, q.p, q.bytes()); err != nil {
				return first, err
			}
			q = y
		}
		args = append(args, ptr("q", q.p))
		r.written(l.RopeQ, q)
	}
	r.written(l.Norm, c)
	r.written(l.Rope, kpe)
	r.written(other, dval{dt: other.Result.Type.DType, rows: kv.rows, width: int(other.Result.Type.Shape.Last().N)})
	return first, r.launch(lt.k, args...)
}

// normRope is a norm whose result only a rope reads, run with that rope as one launch of k
// (kgen.NormRopes): the norm's result is rotated in place, as the rope would rotate it.
type normRope struct {
	rope *ir.Op
	k    *kfn
}

// residualLinear is a linear whose result only the residual add after it reads, and the kernel a
// decode step runs the two with at the add (kgen.ResidualLinears): the linear's launch waits for
// the add, which writes the sum in one pass.
type residualLinear struct {
	add     *ir.Op
	k, wide *kfn // the narrow and wide forms (Backend.decodeKernel)
}

// residualLinears are f's linears and adds (kgen.ResidualLinears) that decode steps run as one
// launch at the add: those of none of f's decode groups (decodeGroups) and no shared-expert branch
// (brs). The linear's operands are held until the add (liveRanges), which reads them.
func residualLinears(f *ir.Func, brs map[*ir.Op]*branch, groups [][]*ir.Op) [][2]*ir.Op {
	skip := map[*ir.Op]bool{}
	for _, br := range brs {
		for _, op := range br.ops {
			skip[op] = true
		}
	}
	for _, g := range groups {
		for _, op := range g {
			skip[op] = true
		}
	}
	var out [][2]*ir.Op
	for _, p := range kgen.ResidualLinears(f) {
		if !skip[p[0]] && !skip[p[1]] {
			out = append(out, p)
		}
	}
	return out
}

// decodeGroups are f's groups of linears (kgen.LinearGroups) the backend runs as one launch: those
// with no op on a shared-expert branch (brs), whose ops run on a side stream placed apart. Their
// results are placed from the first op of the group on (liveRanges), since that op writes them.
func decodeGroups(f *ir.Func, brs map[*ir.Op]*branch) [][]*ir.Op {
	side := map[*ir.Op]bool{}
	for _, br := range brs {
		for _, op := range br.ops {
			side[op] = true
		}
	}
	var out [][]*ir.Op
	for _, g := range kgen.LinearGroups(f) {
		if !slices.ContainsFunc(g, func(op *ir.Op) bool { return side[op] }) {
			out = append(out, g)
		}
	}
	return out
}

// normedInput is the norm input a decode step's linears read instead of the norm's result, which
// the norm's turn left unwritten (Backend.normLinears), with the norm.
type normedInput struct {
	x    dval
	norm *ir.Op
}

// linearGroup runs a decode step's group of linears (or one linear with its norm inside) in one
// launch from its first op: x is bf16 and the rows are few (Backend.decodeKernel has one); extra holds
// the norm's weight where the norm runs inside. The other ops' results are kept in r.pre for their
// turn.
func (r *run) linearGroup(g *linearGroup, x dval, extra ...karg) (dval, error) {
	ys := make([]dval, len(g.ops))
	for i, op := range g.ops {
		y, err := r.result(op.Result, op.Result.Type.DType, x.rows, int(op.Result.Type.Shape.Last().N))
		if err != nil {
			return y, err
		}
		ys[i] = y
		if i > 0 {
			r.written(op, y)
		}
	}
	k := r.b.decodeKernel(g.k, g.wide, x.rows)
	if k == nil {
		return ys[0], fmt.Errorf("%s: a decode linear launch of %d rows, expected at most %d", g.ops[0].Info().Name, x.rows, kgen.LinearDecodeWideTokens)
	}
	return ys[0], r.linearDecode(k, g.ops, ys, x, extra...)
}

// linearDecode launches decode linear kernel k for ops (one linear, or a group of one input), their
// results ys, over the bf16 activations x (with a norm inside, the norm's input, and its weight in
// extra).
func (r *run) linearDecode(k *kfn, ops []*ir.Op, ys []dval, x dval, extra ...karg) error {
	var args []karg
	for i, op := range ops {
		args = append(args, ptr(kgen.LinearParam("y", i), ys[i].p))
		if i == 0 {
			args = append(args, ptr("x", x.p))
		}
		args = append(args, ptr(kgen.LinearParam("w", i), r.b.w[wkey{op.Weights[0], ir.BF16}]))
		if bp := bias(op); bp != nil {
			args = append(args, ptr(kgen.LinearParam("bias", i), r.b.w[wkey{bp, ir.BF16}]))
		}
	}
	return r.launch(k, append(append(args, extra...), i32("rows", x.rows))...)
}

// deferredLinear is a linear deferred to the residual add after it, with its input.
type deferredLinear struct {
	op *ir.Op
	x  dval
	k  *kfn // the decode kernel with the residual add (residualLinear)
}

// linearResidual runs linear d, deferred to the residual add that reads its result, with that add:
// one launch of the decode kernel writing the add's result out.
func (r *run) linearResidual(d deferredLinear, add *ir.Op, out dval) error {
	lin, x, res := d.op, d.x, r.Env[kgen.ResidualOf(d.op, add)]
	if x.rows != out.rows || res.rows != out.rows {
		return fmt.Errorf("%s with %s: %d input rows, %d of residual, %d of result; expected them equal", lin.Info().Name, add.Info().Name, x.rows, res.rows, out.rows)
	}
	args := []karg{ptr("y", out.p), ptr("x", x.p), ptr("w", r.b.w[wkey{lin.Weights[0], ir.BF16}])}
	if bp := bias(lin); bp != nil {
		args = append(args, ptr("bias", r.b.w[wkey{bp, ir.BF16}]))
	}
	return r.launch(d.k, append(args, ptr("res", res.p), i32("rows", x.rows))...)
}

// attention launches an attention kernel in row chunks whose scores fit the workspace.
func (r *run) attention(op *ir.Op, k *kfn, out, q dval, extra ...karg) error {
	heads := int(op.Attrs.MustInt("heads"))
	ws := scoresBytes(op, r.b.maxRows)
	perRow := heads * r.ctxStride * 4
	if perRow > ws {
		return fmt.Errorf("a context of %d tokens needs %d bytes of attention scores per token, the workspace holds %d", r.ctxStride, perRow, ws)
	}
	scores, err := r.q.alloc(min(ws, perRow*r.rows))
	if err != nil {
		return err
	}
	chunk := ws / perRow
	for r0 := 0; r0 < r.rows; r0 += chunk {
		n := min(chunk, r.rows-r0)
		args := append([]karg{ptr("out", out.p.Add(r0*out.rowBytes())), ptr("q", q.p.Add(r0*q.rowBytes())),
			ptr("table", r.table), ptr("tok_seq", r.tokSeq.Add(4*r0)), ptr("tok_pos", r.tokPos.Add(4*r0)),
			ptr("scores", scores), i32("max_blocks", r.maxBlocks), i32("block_size", r.b.kv.blockSize),
			i32("ctx_stride", r.ctxStride), i32("rows", n)}, extra...)
		if err := r.launch(k, args...); err != nil {
			return err
		}
	}
	return nil
}

// mlaSplit runs MLA attention through the split decode kernels (kgen/mladecode.go) when the
// program has them: q_abs = q_nope·W_kn as one strided-batched GEMM over the heads, or the
// absorption kernel at up to kgen.MLAAbsorbMaxRows rows (its result in the type the decode kernel
// reads), mla_decode over the paged latent cache, mla_combine into
// o_lat (the warpgroup kernel writes o_lat itself in a launch of one split), out = o_lat·W_vᵀ as a
// second strided-batched GEMM; a chunk of at most kgen.MLAOutTokens rows in several splits takes
// mla_out instead of the last two, where the program has it (bf16 Hopper builds). Its only per-step
// launch values are rows, max_blocks, block_size and splits (a power of two, from the step's
// longest context), so a captured graph replays for any step of the same rows, table width and
// splits. It serves every row kind: each row attends causally to its own position. Rows run in
// chunks whose q_abs, workspace and o_lat fit scoresCap (every decode batch up to 256 rows is one
// chunk). ok is false when the program has no split kernels (the per-token kernel runs instead).
func (r *run) mlaSplit(op *ir.Op, ks map[string]*kfn, out, q dval, kvb, pool cu.DevicePtr, ranges []rowRange) (ok bool, err error) {
	dec, comb := ks["mla_decode"], ks["mla_combine"]
	if dec == nil || comb == nil {
		return false, nil
	}
	a := op.Attrs
	H, nope, rope, v, rank := int(a.MustInt("heads")), int(a.MustInt("nope")), int(a.MustInt("rope")), int(a.MustInt("v")), int(a.MustInt("rank"))
	// Over cache blocks of whole tiles the bulk-copy form reads the pool through its tensor map.
	var poolArg []karg
	if bk := ks["mla_decode_bulk"]; bk != nil && r.b.bulkMLA() {
		m, err := r.b.kv.poolMap(pool, rank+rope)
		if err != nil {
			return true, err
		}
		dec, poolArg = bk, []karg{tmap("pool_map", m, pool)}
	}
	dt := q.dt
	if out.dt != dt {
		return true, fmt.Errorf("mla_attention: q %s, out %s, expected one type for the split path", dt, out.dt)
	}
	if err := r.b.blasOn(r.q.s, r.q.blasWS); err != nil {
		return true, err
	}
	t, es := blasType(dt), elemSize(dt)
	// q_abs in the type the decode kernel reads (kgen.MLADecodeSpec.QAbs).
	qt, err := pointee(dec, "qabs")
	if err != nil {
		return true, err
	}
	splits, chunk := mlaSplitPlan(rangeRows(ranges), r.longest, H, rank, es, int(dec.l.Grid.Mult), r.b.splitShape(dec.l)) // Mult: the head groups
	qabs, err := r.splitScratch(op)
	if err != nil {
		return true, err
	}
	part := qabs.Add(al(chunk * H * rank * 4))
	olat := part.Add(al(kgen.MLAWorkspaceBytes(chunk, splits, int64(H), int64(rank))))
	qw := nope + rope
	return true, forChunks(ranges, chunk, func(r0, n int) error {
		r.q.dirty = true
		var err error
		if ab := ks["mla_absorb"]; ab != nil && n <= kgen.MLAAbsorbMaxRows && !r.b.NoMLAAbsorb {
			// A few rows: the absorption kernel (kgen.MLAAbsorbSpec), after which the decode core
			// starts as a dependent launch.
			err = r.launch(ab, ptr("qabs", qabs), ptr("q", q.p.Add(r0*q.rowBytes())), ptr("kvb", kvb), i32("rows", n))
		} else {
			// Column-major per head h: q_abs_h[rank, n] (ld H·rank) = W_kn[h] (row-major [nope,
			// rank], i.e. column-major [rank, nope]) · q_nope_h[nope, n] (ld H·qw).
			err = r.b.blas.GemmStridedBatchedEx(&cublas.StridedBatch{Gemm: cublas.Gemm{TransA: cublas.OpN, TransB: cublas.OpN,
				M: rank, N: n, K: nope, A: kvb, AType: t, LDA: rank, B: q.p.Add(r0 * q.rowBytes()), BType: t, LDB: H * qw,
				C: qabs, CType: blasType(qt), LDC: H * rank, Alpha: 1, Compute: compute(dt)},
				StrideA: int64((nope + v) * rank), StrideB: int64(qw), StrideC: int64(rank), Count: H})
		}
		if err != nil {
			return err
		}
		paging := []karg{ptr("table", r.table), ptr("tok_seq", r.tokSeq.Add(4*r0)), ptr("tok_pos", r.tokPos.Add(4*r0)),
			i32("max_blocks", r.maxBlocks), i32("block_size", r.b.kv.blockSize), i32("splits", splits)}
		err = r.launch(dec, append(append(paging, ptr("part", part), ptr("qabs", qabs), ptr("q", q.p.Add(r0*q.rowBytes())), ptr("pool", pool),
			ptr("out", olat), i32("row_splits", n*splits)), poolArg...)...)
		if err != nil {
			return err
		}
		// A few rows of several splits: the merge and the output absorption in one launch.
		if o := ks[kgen.MLAOutKind(kgen.MLAOutSlots(n))]; o != nil && splits > 1 && !r.b.NoMLAOut {
			return r.launch(o, append(paging, ptr("out", out.p.Add(r0*out.rowBytes())), ptr("part", part), ptr("kvb", kvb), i32("rows", n))...)
		}
		// A decode kernel with an out parameter (the warpgroup one) writes o_lat itself in a launch
		// of one split.
		if splits > 1 || !hasParam(dec, "out") {
			if err := r.launch(comb, append(paging, ptr("out", olat), ptr("part", part), i32("rows", n))...); err != nil {
				return err
			}
		}
		// out_h[v, n] (ld H·v) = W_v[h]ᵀ (W_v row-major [v, rank] = column-major [rank, v]) ·
		// o_lat_h[rank, n] (ld H·rank).
		r.q.dirty = true
		return r.b.blas.GemmStridedBatchedEx(&cublas.StridedBatch{Gemm: cublas.Gemm{TransA: cublas.OpT, TransB: cublas.OpN,
			M: v, N: n, K: rank, A: kvb.Add(nope * rank * es), AType: t, LDA: rank, B: olat, BType: t, LDB: H * rank,
			C: out.p.Add(r0 * out.rowBytes()), CType: t, LDC: H * v, Alpha: 1, Compute: compute(dt)},
			StrideA: int64((nope + v) * rank), StrideB: int64(rank), StrideC: int64(v), Count: H})
	})
}

// bulkMLA reports whether the MLA decode takes the bulk-copy form of its kernel where the program
// has one (kgen.MLADecodeSpec.Bulk): over cache blocks of a multiple of kgen.SplitAlign positions,
// unless NoBulkMLA.
func (b *Backend) bulkMLA() bool {
	return b.kv != nil && b.kv.blockSize%kgen.SplitAlign == 0 && !b.NoBulkMLA
}

// hasParam reports whether kernel k takes a parameter of that name.
func hasParam(k *kfn, name string) bool {
	_, ok := k.l.Param(name)
	return ok
}

// pointee is the element type of kernel k's pointer parameter of that name.
func pointee(k *kfn, name string) (ir.DType, error) {
	p, ok := k.l.Param(name)
	if !ok || p.Elem == "" {
		return 0, fmt.Errorf("kernel %s: no pointer parameter %q", k.l.Name, name)
	}
	return ir.ParseDType(p.Elem)
}

// splitScratch is the run's workspace of the split attention kernels (MLA: q_abs, the splits'
// partial sums, o_lat; GQA: the partial sums), the size planned at load (splitScratchBytes), taken
// from the arena at the run's first split op and reused by every layer's (they run in stream order).
func (r *run) splitScratch(op *ir.Op) (cu.DevicePtr, error) {
	if r.spScratch == 0 && r.plan != nil {
		if n := opSplitBytes(op, r.plan.rows, r.b.arch); n == 0 || n > r.plan.split.N {
			return 0, fmt.Errorf("%s: split attention kernels taking %d bytes, %d planned for them at load", op.Info().Name, n, r.plan.split.N)
		}
		r.spScratch = r.q.arena.Base().Add(r.plan.split.Off)
	}
	if r.spScratch == 0 {
		if r.b.splitBytes == 0 {
			return 0, fmt.Errorf("%s: split attention kernels, but no workspace planned for them at load", op.Info().Name)
		}
		p, err := r.q.alloc(r.b.splitBytes)
		if err != nil {
			return 0, err
		}
		r.spScratch = p
	}
	return r.spScratch, nil
}

// rangeRows is the rows ranges cover.
func rangeRows(ranges []rowRange) int {
	n := 0
	for _, g := range ranges {
		n += g.hi - g.lo
	}
	return n
}

// forChunks calls f over ranges' rows in chunks of at most chunk rows (r0 the chunk's first row,
// n its rows), stopping at the first error.
func forChunks(ranges []rowRange, chunk int, f func(r0, n int) error) error {
	for _, g := range ranges {
		for r0 := g.lo; r0 < g.hi; r0 += chunk {
			if err := f(r0, min(chunk, g.hi-r0)); err != nil {
				return err
			}
		}
	}
	return nil
}

// Split counts of the split decode kernels (MLA and GQA): enough (row, split, head group) blocks to
// fill the GPU (the shape's target, at most mlaTargetBlocks), no split shorter than the shape's
// least positions, at most kgen.MLAMaxSplits; a power of two, so that steps whose contexts grow
// keep the same launch arguments (and graph) for a while.
const (
	mlaTargetBlocks = 2048
	mlaMinChunk     = 32
	// waveMinChunk is the least positions a split of a one-block-an-SM kernel takes: one and a half
	// of its 64-position tiles, so that contexts of 3,072 to 6,143 positions take splits of two to
	// three tiles. Measured on an H200 (docs/perf.md, "Attention rows: launch bounds, GQA splits, q
	// and k norms with RoPE"): DeepSeek-V3's warpgroup MLA decode at batch 1 and context 4,070 took
	// 0.079 ms a step (4 layers) in 32 splits against 0.139 in the 8 of a least 4 tiles, which left
	// 116 of the 132 SMs idle.
	waveMinChunk = 96
)

// splitShape is what bounds a split kernel's split count: the blocks to reach and the least
// positions a split.
type splitShape struct{ target, minChunk int }

// manyBlocks is the shape of the kernels that hold several blocks an SM.
var manyBlocks = splitShape{mlaTargetBlocks, mlaMinChunk}

func mlaSplits(rows, groups, ctx int, sh splitShape) int {
	s := 1
	for 2*s <= kgen.MLAMaxSplits && rows*groups*2*s <= sh.target && ctx >= 2*s*sh.minChunk {
		s *= 2
	}
	return s
}

// splitShapeFor is the split shape of kernel l on a device of sms SMs with sharedPerSM bytes of
// shared memory each. A kernel whose shared memory leaves room for one block an SM (the
// flash-attention and warpgroup-MMA forms) is best in one wave of splits of at least waveMinChunk
// positions: a further split only adds its q staging and partial sums. Measured on an H200 at
// context 4,096 (docs/perf.md), the warpgroup MLA kernel took 0.21 ms at batch 64 in one split
// against 0.61 ms in the 16 that manyBlocks gave. The smaller kernels, several an SM, keep
// manyBlocks. The tensor-core gqa_decode's splits take at least kgen.GQAMMASplitMin positions
// either way.
func splitShapeFor(l kgen.Launch, sms, sharedPerSM int) splitShape {
	const reserved = 1024 // the driver's shared memory of each block
	sh := manyBlocks
	if sms > 0 && sharedPerSM > 0 && sharedPerSM/(l.Shared+reserved) <= 1 {
		sh = splitShape{min(sms, mlaTargetBlocks), waveMinChunk}
	}
	if kgen.GQADecodeMMA(l) {
		sh.minChunk = max(sh.minChunk, kgen.GQAMMASplitMin)
	}
	return sh
}

// splitShape is the split shape of kernel l on this backend's device.
func (b *Backend) splitShape(l kgen.Launch) splitShape {
	return splitShapeFor(l, b.dev.SMs, b.dev.SharedPerSM)
}

// mlaSplitPlan is the splits of an MLA step of rows rows (longest context ctx, heads in groups
// head groups, o_lat elements of es bytes, the kernel's split shape) and the rows of one chunk: as
// many as fit q_abs, the workspace and o_lat in scoresCap.
func mlaSplitPlan(rows, ctx, heads, rank, es, groups int, sh splitShape) (splits, chunk int) {
	splits = mlaSplits(rows, groups, ctx, sh)
	perRow := heads*rank*(4+es) + kgen.MLAWorkspaceBytes(1, splits, int64(heads), int64(rank))
	return splits, min(rows, max(1, scoresCap/perRow))
}

// mlaPlanBound bounds what mlaSplit allocates for any run of up to rows rows (see splitBytes).
func mlaPlanBound(rows, heads, rank, groups int) int {
	rs := max(rows, mlaTargetBlocks/groups)
	return min(scoresCap, rows*heads*rank*(4+4)+kgen.MLAWorkspaceBytes(rs, 1, int64(heads), int64(rank)))
}

// splitBytes bounds a split attention path's activations for any run of up to rows tokens: the
// workspace ((rows·splits)·heads·kgen.PartRow(width)·4 bytes, where rows·splits·groups stays within
// mlaTargetBlocks once splits > 1), and for MLA q_abs and o_lat (each at most f32); at most
// scoresCap, past which the rows run in chunks.
func splitBytes(op *ir.Op, rows int, arch kgen.Arch) int {
	a := op.Attrs
	H := a.MustInt("heads")
	if op.Kind == ir.OpGQAAttention {
		kv, d := a.MustInt("kv_heads"), a.MustInt("head_dim")
		rs := max(rows, mlaTargetBlocks/int(H/kgen.GQAHeadGroup(H, kv)))
		return min(scoresCap, kgen.MLAWorkspaceBytes(rs, 1, H, d))
	}
	// The head groups are mla_decode's grid multiple for arch (the flash-attention and sm_90a's
	// warpgroup kernels serve 64 heads a block, the others 16): fewer groups take more splits.
	groups := int(H / kgen.MLAHeadGroup(H))
	if g, ok := kgen.MLADecodeGroups(op, arch); ok {
		groups = int(g)
	}
	return mlaPlanBound(rows, int(H), int(a.MustInt("rank")), groups)
}

// gqaSplit runs GQA attention through gqa_decode and gqa_combine (kgen/gqadecode.go) when the
// program has them, with the launch arguments mlaSplit describes; ok is false otherwise.
func (r *run) gqaSplit(ks map[string]*kfn, op *ir.Op, out, q dval, kpool, vpool cu.DevicePtr, ranges []rowRange) (ok bool, err error) {
	dec, comb := ks["gqa_decode"], ks["gqa_combine"]
	if dec == nil || comb == nil {
		return false, nil
	}
	a := op.Attrs
	H, d := a.MustInt("heads"), a.MustInt("head_dim")
	rows := rangeRows(ranges)
	splits := mlaSplits(rows, int(dec.l.Grid.Mult), r.longest, r.b.splitShape(dec.l)) // Mult: the head groups
	chunk := min(rows, max(1, scoresCap/kgen.MLAWorkspaceBytes(1, splits, H, d)))
	part, err := r.splitScratch(op)
	if err != nil {
		return true, err
	}
	return true, forChunks(ranges, chunk, func(r0, n int) error {
		paging := []karg{ptr("table", r.table), ptr("tok_seq", r.tokSeq.Add(4*r0)), ptr("tok_pos", r.tokPos.Add(4*r0)),
			i32("max_blocks", r.maxBlocks), i32("block_size", r.b.kv.blockSize), i32("splits", splits)}
		err := r.launch(dec, append(paging, ptr("part", part), ptr("q", q.p.Add(r0*q.rowBytes())), ptr("k_pool", kpool),
			ptr("v_pool", vpool), i32("row_splits", n*splits))...)
		if err != nil {
			return err
		}
		return r.launch(comb, append(paging, ptr("out", out.p.Add(r0*out.rowBytes())), ptr("part", part), i32("rows", n))...)
	})
}

// experts runs the routed experts: permute the rows to expert-major slots, gather them, the gate and
// up GEMMs of each expert a row chose, SiLU·mul over every slot, the down GEMMs, and the weighted
// combine back into rows. The experts' slot counts come to the host (one sync) to size the GEMMs.
func (r *run) experts(op *ir.Op, ks map[string]*kfn, x, route dval) (dval, error) {
	dt := gemmForm(op)
	if x.dt != dt {
		return dval{}, fmt.Errorf("activations %s, expected the experts' %s", x.dt, dt)
	}
	e := route.width
	h := int(op.Result.Type.Shape.Last().N)
	inter := int(op.Weights[0].Type.Shape[1].N)
	k := slotsPerRow(op)
	// Decode steps below the device profile's measured crossover in tokens per touched expert
	// (targets.Profile.Streams; the H200's: 1.26, so batch 8 streams and 16 takes the GEMMs): the
	// streaming kernels read each touched expert's weights once, with no host sync. Experts kept in
	// FP8 take them at every token count: no GEMM reads FP8.
	// FP8 experts dequantised at load (the default for an FP8 checkpoint) keep the GEMMs they were
	// measured against; a bf16 checkpoint's experts, which nothing dequantised, stream.
	fp8 := r.b.fp8Experts(op)
	dequantised := r.b.dequantFP8 && kgen.FP8Experts(op)
	streams := r.b.Profile.Streams(float64(x.rows), float64(e), float64(k))
	stream := fp8 || ks["moe_stream_gate_up"] != nil && !r.b.NoStreaming && !dequantised && streams
	grouped := dt == ir.BF16 && !r.b.ExpertLoop
	pad := 1
	if grouped && !stream {
		pad = moePad(x.rows, k, e)
	}
	slots := moeSlots(x.rows, k, e, pad)
	s := elemSize(dt)
	var counts, offsets, permRows, permW, slot, part cu.DevicePtr
	var err error
	for _, m := range []struct {
		p *cu.DevicePtr
		n int
	}{{&counts, 4 * (e + 1)}, {&offsets, 4 * (e + 1)}, {&permRows, 4 * slots}, {&permW, 4 * slots}, {&slot, 4 * x.rows * e},
		{&part, 4 * kgen.PermuteChunks(x.rows) * e}} {
		if *m.p, err = r.q.alloc(m.n); err != nil {
			return dval{}, err
		}
	}
	// The expert-major listing: per-chunk counts, their offsets, each chunk's rows to their slots.
	err = r.launch(ks["moe_count"], ptr("route", route.p), ptr("part", part), i32("rows", x.rows))
	if err == nil {
		err = r.launch(ks["moe_permute"], ptr("part", part), ptr("counts", counts), ptr("offsets", offsets),
			ptr("perm_rows", permRows), ptr("perm_weight", permW), i32("rows", x.rows), i32("pad", pad))
	}
	if err == nil {
		err = r.launch(ks["moe_scatter"], ptr("route", route.p), ptr("part", part), ptr("perm_rows", permRows),
			ptr("perm_weight", permW), ptr("slot", slot), i32("rows", x.rows))
	}
	if err != nil {
		return dval{}, err
	}
	if stream {
		return r.streamExperts(op, ks, x, counts, offsets, permRows, permW, slot, slots)
	}
	off := make([]int32, e+1)
	if err := r.q.download(i32Bytes(off), offsets); err != nil {
		return dval{}, err
	}
	if err := r.q.sync(); err != nil {
		return dval{}, err
	}
	total := int(off[e])
	if total < 0 || total > slots {
		return dval{}, fmt.Errorf("moe_permute: %d slots, expected at most %d", total, slots)
	}
	xg, err := r.alloc(dt, total, h)
	if err != nil {
		return xg, err
	}
	if err := r.launch(ks["moe_gather"], ptr("out", xg.p), ptr("x", x.p), ptr("perm_rows", permRows), ptr("offsets", offsets), i32("slots", total)); err != nil {
		return xg, err
	}
	// A wide sum (bf16 x, f32 result) takes the GEMMs' outputs in f32 (kgen's wide SiLU·mul and
	// combine read them): nothing the weighted sum adds is rounded before it.
	yt := dt
	if op.Result.Type.DType == ir.F32 {
		yt = ir.F32
	}
	gate, err := r.alloc(yt, total, inter)
	if err != nil {
		return gate, err
	}
	up, err := r.alloc(yt, total, inter)
	if err != nil {
		return up, err
	}
	act, err := r.alloc(dt, total, inter)
	if err != nil {
		return act, err
	}
	ys, err := r.alloc(yt, total, h)
	if err != nil {
		return ys, err
	}
	wg, wu, wd := r.b.w[wkey{op.Weights[0], dt}], r.b.w[wkey{op.Weights[1], dt}], r.b.w[wkey{op.Weights[2], dt}]
	mat := inter * h * s // bytes of one expert's matrix
	// The gate and up GEMMs of every touched expert, then SiLU·mul over all slots, then the downs.
	var gu, down []expertGEMM
	ysz := elemSize(yt)
	for ex := range e {
		o, c := int(off[ex]), int(off[ex+1]-off[ex])
		if c == 0 {
			continue
		}
		gu = append(gu, expertGEMM{c, h, inter, xg.p.Add(o * h * s), wg.Add(ex * mat), gate.p.Add(o * inter * ysz)},
			expertGEMM{c, h, inter, xg.p.Add(o * h * s), wu.Add(ex * mat), up.p.Add(o * inter * ysz)})
		down = append(down, expertGEMM{c, inter, h, act.p.Add(o * inter * s), wd.Add(ex * mat), ys.p.Add(o * h * ysz)})
	}
	if err := r.gemms(gu, dt, yt, grouped); err != nil {
		return gate, err
	}
	if err := r.launch(ks["silu_mul"], ptr("out", act.p), ptr("g", gate.p), ptr("u", up.p), i32("rows", total)); err != nil {
		return act, err
	}
	if err := r.gemms(down, dt, yt, grouped); err != nil {
		return ys, err
	}
	out, err := r.result(op.Result, op.Result.Type.DType, x.rows, h)
	if err != nil {
		return out, err
	}
	return out, r.launch(ks["moe_combine"], ptr("out", out.p), ptr("y", ys.p), ptr("perm_weight", permW), ptr("slot", slot), i32("rows", x.rows))
}

// sample draws each sequence's token on the device: argmax when every row is greedy, else the
// sampler kernel with the rows' temperature, top-k, top-p and counter-RNG keys.
func (r *run) sample(op *ir.Op, ks map[string]*kfn, logits dval) (dval, error) {
	tok, err := r.result(op.Result, ir.I32, logits.rows, 1)
	if err != nil {
		return tok, err
	}
	if r.greedy || len(op.Args) == 1 {
		return tok, r.launch(ks["argmax"], ptr("out", tok.p), ptr("logits", logits.p), i32("rows", logits.rows))
	}
	probs, err := r.q.alloc(logits.rows * logits.width * 4)
	if err != nil {
		return tok, err
	}
	return tok, r.launch(ks["sample"], ptr("out", tok.p), ptr("logits", logits.p), ptr("probs", probs),
		ptr("temperature", r.temp), ptr("top_k", r.topK), ptr("top_p", r.topP), ptr("seed", r.seed),
		ptr("position", r.where), i32("rows", logits.rows))
}

// moePadRows is the multiple a GEMM step's expert slots are rounded up to once its experts average
// at least that many rows (moePad). A 4,096-token prefill of DeepSeek-V3 gives each of 256 experts
// about 128 rows, in some fifty distinct counts: one batched GEMM call per count, each too small to
// fill the GPU. Rounded to 32 they come in four or five counts, for about 12 % more rows.
//
// Steps whose experts average moeMidFrom to moePadRows rows (DeepSeek-V3: 128 to 1,023 tokens)
// round to moeMidPad: their counts too come in twenty or more distinct values, and the padded rows
// cost next to nothing, since an expert's GEMM at these sizes is bound by reading its weights once
// (compute would bound it only past some two hundred rows). Measured on an H200 with the
// DeepSeek-V3 slice (docs/perf.md), prompts of 384 and 512 tokens and four of 160 reached their
// first token 9–21 % sooner; decode steps of 128 and 256 rows were unchanged within the runs'
// spread.
const (
	moePadRows = 32
	moeMidPad  = 16
	moeMidFrom = 4
)

// moePad is the pad moe_permute rounds each expert's slots to for a GEMM step of rows rows, k slots
// a row, e experts: 1 (none) while they average fewer than moeMidFrom rows (decode steps up to 127
// rows of DeepSeek-V3, whose experts get a row or two each), moeMidPad from there, moePadRows once
// they average that many.
func moePad(rows, k, e int) int {
	switch {
	case rows*k >= moePadRows*e:
		return moePadRows
	case rows*k >= moeMidFrom*e:
		return moeMidPad
	}
	return 1
}

// moeSlots bounds the slots of a routed-experts step: k a row, plus each expert's pad.
func moeSlots(rows, k, e, pad int) int { return rows*k + e*(pad-1) }

// expertGEMM is one expert's Y[rows,out] = X[rows,in]·Wᵀ.
type expertGEMM struct {
	rows, in, out int
	x, w, y       cu.DevicePtr
}

// gemms runs a step's expert GEMMs, X and W of dt, Y of yt: one cuBLAS call each, or (grouped)
// one cublasGemmGroupedBatchedEx for all of them, a group per distinct shape, with the operand
// pointer arrays uploaded from the host. cuBLAS's grouped call takes one type for A, B and C, so the
// fp32 build loops, and bf16 GEMMs with f32 results (a wide routed sum) run one cublasGemmBatchedEx
// per distinct shape.
func (r *run) gemms(gs []expertGEMM, dt, yt ir.DType, grouped bool) error {
	if len(gs) == 0 {
		return nil
	}
	if !grouped {
		for _, g := range gs {
			if err := r.gemm(g.rows, g.in, g.out, g.x, g.w, g.y, dt, yt, 0); err != nil {
				return err
			}
		}
		return nil
	}
	if yt != dt {
		return r.batchedByShape(gs, dt, yt)
	}
	if err := r.b.blasOn(r.q.s, r.q.blasWS); err != nil {
		return err
	}
	// Problems of one shape are one group; the pointer arrays list group 0's problems first.
	type shape struct{ rows, in, out int }
	order := []shape{}
	byShape := map[shape][]expertGEMM{}
	for _, g := range gs {
		k := shape{g.rows, g.in, g.out}
		if byShape[k] == nil {
			order = append(order, k)
		}
		byShape[k] = append(byShape[k], g)
	}
	n := len(gs)
	ptrs := make([]uint64, 3*n)
	var groups []cublas.Group
	i := 0
	for _, k := range order {
		for _, g := range byShape[k] {
			ptrs[i], ptrs[n+i], ptrs[2*n+i] = uint64(g.w), uint64(g.x), uint64(g.y)
			i++
		}
		// Column-major, as cublas.LinearArgs: C[out, rows] = Wᵀ[out, in]·X[in, rows].
		groups = append(groups, cublas.Group{TransA: cublas.OpT, TransB: cublas.OpN, M: k.out, N: k.rows, K: k.in,
			LDA: k.in, LDB: k.in, LDC: k.out, Alpha: 1, Size: len(byShape[k])})
	}
	dev, err := r.input(unsafe.Slice((*byte)(unsafe.Pointer(&ptrs[0])), 8*len(ptrs)))
	if err != nil {
		return err
	}
	t := blasType(dt)
	r.q.dirty = true
	return r.b.blas.GemmGroupedBatchedEx(&cublas.Grouped{Groups: groups, APtrs: dev, BPtrs: dev.Add(8 * n), CPtrs: dev.Add(16 * n),
		AType: t, BType: t, CType: t, Compute: compute(dt)})
}

// batchedByShape runs expert GEMMs of X and W of dt into Y of yt as one cublasGemmBatchedEx per
// distinct shape (experts with the same token count), the pointer arrays uploaded once.
func (r *run) batchedByShape(gs []expertGEMM, dt, yt ir.DType) error {
	if err := r.b.blasOn(r.q.s, r.q.blasWS); err != nil {
		return err
	}
	type shape struct{ rows, in, out int }
	var order []shape
	byShape := map[shape][]expertGEMM{}
	for _, g := range gs {
		k := shape{g.rows, g.in, g.out}
		if byShape[k] == nil {
			order = append(order, k)
		}
		byShape[k] = append(byShape[k], g)
	}
	// Per shape: its W pointers, then its X, then its Y, the shapes back to back.
	ptrs := make([]uint64, 0, 3*len(gs))
	for _, k := range order {
		for _, g := range byShape[k] {
			ptrs = append(ptrs, uint64(g.w))
		}
		for _, g := range byShape[k] {
			ptrs = append(ptrs, uint64(g.x))
		}
		for _, g := range byShape[k] {
			ptrs = append(ptrs, uint64(g.y))
		}
	}
	dev, err := r.input(unsafe.Slice((*byte)(unsafe.Pointer(&ptrs[0])), 8*len(ptrs)))
	if err != nil {
		return err
	}
	t := blasType(dt)
	at := 0
	for _, k := range order {
		n := len(byShape[k])
		// Column-major, as cublas.LinearArgs: C[out, rows] = Wᵀ[out, in]·X[in, rows].
		b := &cublas.Batched{Gemm: cublas.Gemm{TransA: cublas.OpT, TransB: cublas.OpN, M: k.out, N: k.rows, K: k.in,
			AType: t, LDA: k.in, BType: t, LDB: k.in, CType: blasType(yt), LDC: k.out, Alpha: 1, Compute: compute(dt)},
			APtrs: dev.Add(8 * at), BPtrs: dev.Add(8 * (at + n)), CPtrs: dev.Add(8 * (at + 2*n)), Count: n}
		r.q.dirty = true
		if err := r.b.blas.GemmBatchedEx(b); err != nil {
			return err
		}
		at += 3 * n
	}
	return nil
}

// streamExperts is a decode step's routed experts through kgen's streaming kernels (streaming.md):
// moe_active lists the experts moe_permute counted, moe_stream_gate_up writes each slot's
// SiLU(gate)·up, moe_stream_down its f32 down projection, and the f32 combine weighs and adds them
// per row in ascending expert order.
func (r *run) streamExperts(op *ir.Op, ks map[string]*kfn, x dval, counts, offsets, permRows, permW, slot cu.DevicePtr, slots int) (dval, error) {
	e := int(op.Weights[0].Type.Shape[0].N)
	h := int(op.Result.Type.Shape.Last().N)
	inter := int(op.Weights[0].Type.Shape[1].N)
	dt := gemmForm(op)
	active, err := r.q.alloc(4 * (e + 1))
	if err != nil {
		return dval{}, err
	}
	if err := r.launch(ks["moe_active"], ptr("active", active), ptr("counts", counts), i32("rows", x.rows)); err != nil {
		return dval{}, err
	}
	if err := r.countTouched(active); err != nil {
		return dval{}, err
	}
	act, err := r.alloc(dt, slots, inter)
	if err != nil {
		return act, err
	}
	w := func(i int) cu.DevicePtr { return r.b.w[wkey{op.Weights[i], dt}] }
	// FP8 experts: the codes as shipped and their f32 block scales (the kernels ignore arguments
	// they do not declare, so the bf16 kernels get zero scales).
	var scale [3]cu.DevicePtr
	if r.b.fp8Experts(op) {
		w = func(i int) cu.DevicePtr { return r.b.w[wkey{op.Weights[i], ir.F8E4M3}] }
		for i := range scale {
			scale[i] = r.b.w[wkey{op.Weights[3+i], ir.F32}]
		}
	}
	err = r.launch(ks["moe_stream_gate_up"], ptr("act", act.p), ptr("x", x.p), ptr("gate", w(0)), ptr("up", w(1)),
		ptr("gate_scale", scale[0]), ptr("up_scale", scale[1]),
		ptr("active", active), ptr("counts", counts), ptr("offsets", offsets), ptr("perm_rows", permRows), ptr("work", r.q.work), i32("rows", x.rows))
	if err != nil {
		return act, err
	}
	y, err := r.alloc(ir.F32, slots, h)
	if err != nil {
		return y, err
	}
	err = r.launch(ks["moe_stream_down"], ptr("y", y.p), ptr("act", act.p), ptr("down", w(2)), ptr("down_scale", scale[2]),
		ptr("active", active), ptr("counts", counts), ptr("offsets", offsets), ptr("work", r.q.work.Add(4)), i32("rows", x.rows))
	if err != nil {
		return y, err
	}
	out, err := r.result(op.Result, op.Result.Type.DType, x.rows, h)
	if err != nil {
		return out, err
	}
	return out, r.launch(ks["moe_combine_f32"], ptr("out", out.p), ptr("y", y.p), ptr("perm_weight", permW), ptr("slot", slot), i32("rows", x.rows))
}
