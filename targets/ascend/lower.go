package ascend

import (
	"errors"
	"fmt"

	"afdc/ir"
	"afdc/targets/ascend/acl"
	"afdc/targets/opparams"
)

// lowering turns one IR op into aclnn launches (or HCCL calls, or a view) on its stage's stream.
type lowering func(c *opCtx) error

// lowerings is the one table from IR ops to Ascend calls. Every op the role programs hold has a row;
// remote_ffn has none because the stage pass expands it into send and recv first.
var lowerings = map[ir.OpKind]lowering{
	ir.OpEmbedding:    lowerEmbedding,  // aclnnEmbedding
	ir.OpRMSNorm:      lowerRMSNorm,    // aclnnRmsNorm (per-group weights: rows of the group width)
	ir.OpLinear:       lowerLinear,     // aclnnMatmul on the transposed weight view (+ aclnnAdd bias)
	ir.OpSlice:        lowerSlice,      // a strided view, no call
	ir.OpRope:         lowerRope,       // aclnnEmbedding gathers cos/sin rows, aclnnRotaryPositionEmbedding in place
	ir.OpMLAAttention: lowerMLA,        // cache copies, then per sequence: gathers, absorbed matmuls, softmax
	ir.OpGQAAttention: lowerGQA,        // cache copies, then per sequence: gathers, grouped matmuls, softmax
	ir.OpSiluMul:      lowerSiluMul,    // aclnnSilu + aclnnMul
	ir.OpAdd:          lowerAdd,        // aclnnAdd, or aclnnAddRmsNorm with the rms_norm that reads it
	ir.OpMoERoute:     lowerMoERoute,   // aclnnMoeGatingTopK
	ir.OpMoEExperts:   lowerMoEExperts, // MoeInitRoutingV3, GroupedMatmulV4 x3 + SwiGlu, MoeFinalizeRoutingV2
	ir.OpLastTokens:   lowerLastTokens, // aclnnEmbedding of each sequence's last row
	ir.OpSample:       lowerSample,     // aclnnArgMax (greedy; other rows are drawn on the host from the logits)
	ir.OpExpertFFN:    lowerExpertFFN,  // Embedding gather, GroupedMatmulV4 x3 + SwiGlu, Mul by the weights, Embedding into pair order
	ir.OpSend:         lowerExchange,   // the transport's HcclSend per payload tensor
	ir.OpRecv:         lowerExchange,   // the transport's HcclRecv into a runtime buffer
	ir.OpDispatch:     lowerExchange,   // the expert ranks' exchange (ExpertPlane): gathers and grouped HcclSend
	ir.OpCombine:      lowerExchange,   // grouped HcclRecv, then the ascending-expert-order sum (ExpertPlane)
}

// check rejects, at load, a program this target cannot run, naming the op.
func (x *Executor) check() error {
	for _, f := range x.mod.Funcs {
		uses := map[*ir.Value][]*ir.Op{}
		for _, op := range f.Body {
			for _, a := range op.Args {
				uses[a] = append(uses[a], op)
			}
		}
		for i, op := range f.Body {
			where := fmt.Sprintf("ascend: @%s op %d (%s)", f.Name, i, op.Kind)
			if op.Kind == ir.OpCustomCall {
				return fmt.Errorf("%s: a library call (target %v, call %v) that no Ascend lowering substitutes, expected a program built for --target ascend, which has none",
					where, op.Attrs["target"], op.Attrs["call"])
			}
			if _, ok := lowerings[op.Kind]; !ok {
				return fmt.Errorf("%s: no Ascend lowering, expected a program after the stage pass", where)
			}
			if op.Kind == ir.OpExpertFFN && (len(f.Results) != 1 || f.Results[0] != op.Result) {
				return fmt.Errorf("%s: its pair rows are not the function's result, expected @layer.L to return them", where)
			}
			if op.Kind != ir.OpMoERoute {
				continue
			}
			for _, u := range uses[op.Result] {
				if u.Kind != ir.OpMoEExperts && (u.Kind != ir.OpDispatch || u.Args[1] != op.Result) {
					return fmt.Errorf("%s: its routing is read by %s, expected only moe_experts or an expert-parallel dispatch (routing is sparse top-k on Ascend)", where, u.Kind)
				}
			}
			for _, r := range f.Results {
				if r == op.Result {
					return fmt.Errorf("%s: its routing is a function result, expected only moe_experts to read it", where)
				}
			}
			a := op.Attrs
			e, g, k := op.Args[0].Type.Shape[1].N, a.MustInt("groups"), a.MustInt("top_k")
			switch {
			case e > 2048:
				return fmt.Errorf("%s: %d experts, expected at most 2048 (aclnnMoeGatingTopK)", where, e)
			case e/g <= 2:
				return fmt.Errorf("%s: %d experts in each of %d groups, expected more than 2 (aclnnMoeGatingTopK)", where, e/g, g)
			case a.MustStr("scoring") == "sigmoid" && !a["norm"].(bool):
				return fmt.Errorf("%s: sigmoid scoring without norm_topk_prob, expected normalised top-k weights (aclnnMoeGatingTopK renormalises sigmoid scores)", where)
			case a.MustStr("scoring") == "softmax" && a["norm"].(bool):
				return fmt.Errorf("%s: softmax scoring with norm_topk_prob, expected unnormalised top-k (aclnnMoeGatingTopK supports renorm=0 only)", where)
			case k > 1024:
				return fmt.Errorf("%s: top_k %d, expected at most 1024", where, k)
			}
		}
	}
	return nil
}

// opCtx is one op being lowered on one stage.
type opCtx struct {
	x   *Executor
	st  *stage
	f   *ir.Func
	i   int
	op  *ir.Op
	out view
}

func (c *opCtx) in(i int) view { return c.st.vals[c.op.Args[i]] }

func (c *opCtx) weight(i int) view { return c.x.weightView(c.op.Weights[i]) }

// weightView is a parameter's device buffer, row-major in its device dtype.
func (x *Executor) weightView(p *ir.Param) view {
	return contiguous(x.deviceDType(p), x.weights[p], x.paramDims(p)...)
}

// tmp is scratch for this op, freed (for reuse on the same stream) when the op is done.
func (c *opCtx) tmp(dt ir.DType, dims ...int64) (view, error) {
	n := dt.Size()
	for _, d := range dims {
		n *= d
	}
	p, err := c.st.scratch.get(c.x.lib, n)
	return contiguous(dt, p, dims...), err
}

// lowerOp lowers op i of f on a stage and binds its result.
func (x *Executor) lowerOp(st *stage, f *ir.Func, i int) error {
	op := f.Body[i]
	if _, done := st.vals[op.Result]; done && op.Result != nil {
		return nil // computed by a fused predecessor
	}
	c := &opCtx{x: x, st: st, f: f, i: i, op: op}
	p := x.plans[f]
	if op.Result != nil {
		_, aliased := p.alias[op.Result]
		if _, paired := p.pair[op.Result]; paired || !aliased {
			c.out = x.ownView(st, p, op.Result)
			if v, ok := st.bind[op.Result]; ok && !paired {
				c.out = v
			}
		}
	}
	if err := lowerings[op.Kind](c); err != nil {
		return fmt.Errorf("ascend: @%s op %d (%s): %w", f.Name, i, op.Kind, err)
	}
	if op.Result != nil && op.Kind != ir.OpMoERoute {
		if _, ok := st.vals[op.Result]; !ok {
			st.vals[op.Result] = c.out
		}
		if x.opt.OnValue != nil {
			x.opt.OnValue(op, st.vals[op.Result].dims, st.t, st.b)
		}
	}
	st.scratch.endOp() // the stream runs this op's launches before any later op's
	return nil
}

// call gathers the descriptors of one launch and destroys them after it.
type call struct {
	c                               *opCtx
	err                             error
	tensors, scalars, arrays, lists []uintptr
}

func (c *opCtx) call() *call { return &call{c: c} }

func (k *call) t(v view) uintptr {
	if k.err != nil {
		return 0
	}
	d, err := v.desc()
	if err != nil {
		k.err = err
		return 0
	}
	h, err := k.c.x.lib.CreateTensor(d)
	if err != nil {
		k.err = err
		return 0
	}
	k.tensors = append(k.tensors, h)
	return h
}

func (k *call) f32(v float32) uintptr {
	if k.err != nil {
		return 0
	}
	h, err := k.c.x.lib.ScalarF32(v)
	k.err = err
	k.scalars = append(k.scalars, h)
	return h
}

func (k *call) ints(v ...int64) uintptr {
	if k.err != nil {
		return 0
	}
	h, err := k.c.x.lib.IntArray(v)
	k.err = err
	k.arrays = append(k.arrays, h)
	return h
}

// list makes a tensor list; the list owns its tensors (destroying it destroys them, as the
// torch_npu adapters rely on).
func (k *call) list(vs ...view) uintptr {
	if k.err != nil {
		return 0
	}
	var ts []uintptr
	for _, v := range vs {
		h := k.t(v)
		if k.err != nil {
			return 0
		}
		k.tensors = k.tensors[:len(k.tensors)-1]
		ts = append(ts, h)
	}
	h, err := k.c.x.lib.TensorList(ts)
	k.err = err
	k.lists = append(k.lists, h)
	return h
}

// launch runs the operator and releases the descriptors.
func (k *call) launch(name string, first func(ws *uint64, ex *uintptr) int32) error {
	lib := k.c.x.lib
	err := k.err
	if err == nil {
		err = lib.Launch(name, k.c.st.stream, wsFor{lib, &k.c.st.scratch}, first)
	}
	errs := []error{err}
	for _, h := range k.lists {
		errs = append(errs, lib.DestroyTensorList(h))
	}
	for _, h := range k.tensors {
		errs = append(errs, lib.DestroyTensor(h))
	}
	for _, h := range k.scalars {
		errs = append(errs, lib.DestroyScalar(h))
	}
	for _, h := range k.arrays {
		errs = append(errs, lib.DestroyIntArray(h))
	}
	return errors.Join(errs...)
}

func lowerEmbedding(c *opCtx) error { return gather(c, c.weight(0), c.in(0), c.out) }

// gather copies rows idx of table into out with aclnnEmbedding.
func gather(c *opCtx, table, idx, out view) error {
	k := c.call()
	w, i, o := k.t(table), k.t(idx), k.t(out)
	return k.launch("Embedding", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.Embedding(w, i, o, ws, ex) })
}

func lowerRMSNorm(c *opCtx) error {
	return rmsNorm(c, c.in(0), c.weight(0), c.op.Attrs.MustFloat("eps"), c.out)
}

// groups views x [T, W] as rows of the weight's width G: the per-head norms of GLM's q/k.
func groups(x view, g int64) (view, error) {
	w := x.dims[1]
	if w == g {
		return x, nil
	}
	if !x.contig() {
		return view{}, fmt.Errorf("per-group norm of a strided %v input, expected a contiguous one", x.dims)
	}
	return x.strided(x.off, []int64{x.dims[0] * w / g, g}, []int64{g, 1}), nil
}

func rmsNorm(c *opCtx, x, gamma view, eps float64, out view) error {
	g := gamma.dims[0]
	xv, err := groups(x, g)
	if err != nil {
		return err
	}
	yv, err := groups(out, g)
	if err != nil {
		return err
	}
	rstd, err := c.tmp(ir.F32, xv.dims[0], 1)
	if err != nil {
		return err
	}
	k := c.call()
	a, w, y, r := k.t(xv), k.t(gamma), k.t(yv), k.t(rstd)
	return k.launch("RmsNorm", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.RmsNorm(a, w, eps, y, r, ws, ex) })
}

// transposed views a weight [N, K] as the [K, N] right operand of x·Wᵀ.
func transposed(w view) view {
	return w.strided(w.off, []int64{w.dims[1], w.dims[0]}, []int64{1, w.dims[1]})
}

func lowerLinear(c *opCtx) error {
	x, w := c.in(0), c.weight(0)
	if err := matmul(c, x, transposed(w), c.out); err != nil {
		return err
	}
	// An FP8 matrix's block scale follows it (folded into the weight at load); a bias comes last.
	bi := 1
	if c.op.Weights[0].Type.DType == ir.F8E4M3 {
		bi = 2
	}
	if len(c.op.Weights) <= bi {
		return nil
	}
	b := c.weight(bi)
	bias := b.strided(b.off, []int64{c.out.dims[0], b.dims[0]}, []int64{0, 1})
	return add(c, c.out, bias, c.out)
}

// matmul is torch.matmul semantics (batch dims broadcast through zero strides), KEEP_DTYPE.
func matmul(c *opCtx, a, b, out view) error {
	k := c.call()
	x, y, o := k.t(a), k.t(b), k.t(out)
	return k.launch("Matmul", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.Matmul(x, y, o, 0, ws, ex) })
}

func add(c *opCtx, a, b, out view) error {
	k := c.call()
	x, y, one, o := k.t(a), k.t(b), k.f32(1), k.t(out)
	return k.launch("Add", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.Add(x, y, one, o, ws, ex) })
}

func muls(c *opCtx, a view, s float32, out view) error {
	k := c.call()
	x, sc, o := k.t(a), k.f32(s), k.t(out)
	return k.launch("Muls", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.Muls(x, sc, o, ws, ex) })
}

func lowerSlice(c *opCtx) error {
	x := c.in(0)
	s, n := c.op.Attrs.MustInt("start"), c.op.Attrs.MustInt("len")
	c.st.vals[c.op.Result] = x.strided(x.off+s*x.strides[1], []int64{x.dims[0], n}, x.strides)
	return nil
}

// copyRows copies src into dst (same dims): one async copy when both are dense, else an
// elementwise multiply by one, which reads any strides (aclnn's copy operator is not in the
// reference, so not bound).
func copyRows(c *opCtx, dst, src view) error {
	if src.contig() && dst.contig() {
		return c.x.lib.CopyAsync(dst.ptr(), src.ptr(), src.elems()*src.dt.Size(), c.st.stream)
	}
	return muls(c, src, 1, dst)
}

func lowerRope(c *opCtx) error {
	a := c.op.Attrs
	x := c.in(0)
	out := x // the plan lets rope rotate its input in place when nothing else reads it
	if _, aliased := c.x.plans[c.f].alias[c.op.Result]; !aliased {
		out = c.out
		if err := copyRows(c, out, x); err != nil {
			return err
		}
	}
	c.st.vals[c.op.Result] = out
	t, h, hd, off, d := out.dims[0], a.MustInt("heads"), a.MustInt("head_dim"), a.MustInt("offset"), a.MustInt("dims")
	var cs [2]view
	for i, v := range c.st.rope[ropeKey(a)] {
		cs[i] = v.strided(v.off, []int64{1, t, 1, d}, []int64{t * d, d, d, 1})
	}
	rot := out.strided(out.off+off, []int64{1, t, h, d}, []int64{t * out.strides[0], out.strides[0], hd, 1})
	mode := int64(1) // interleaved pairs (GPT-J style)
	if a.MustStr("style") == "neox" {
		mode = 0 // rotate_half
	}
	k := c.call()
	xr, cv, sv, o := k.t(rot), k.t(cs[0]), k.t(cs[1]), k.t(rot)
	return k.launch("RotaryPositionEmbedding", func(ws *uint64, ex *uintptr) int32 {
		return c.x.lib.Op.RotaryPositionEmbedding(xr, cv, sv, mode, o, ws, ex)
	})
}

// ropeKey names the cos and sin tables of a rope op: its frequency table's and its style's.
func ropeKey(a ir.Attrs) string { return opparams.RopeKey(a) + fmt.Sprintf("style=%v;", a["style"]) }

func lowerSiluMul(c *opCtx) error {
	p := c.x.plans[c.f]
	if g, ok := p.pair[c.op.Args[0]]; ok && g.col == 0 && p.pair[c.op.Args[1]].first == g.first {
		// The plan put gate and up side by side: one aclnnSwiGlu, silu of the first half times the
		// second.
		x := c.in(0)
		both := x.strided(0, []int64{x.dims[0], g.width}, []int64{g.width, 1})
		k := c.call()
		xi, o := k.t(both), k.t(c.out)
		return k.launch("SwiGlu", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.SwiGlu(xi, -1, o, ws, ex) })
	}
	k := c.call()
	a, o := k.t(c.in(0)), k.t(c.out)
	if err := k.launch("Silu", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.Silu(a, o, ws, ex) }); err != nil {
		return err
	}
	k = c.call()
	x, b, o2 := k.t(c.out), k.t(c.in(1)), k.t(c.out)
	return k.launch("Mul", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.Mul(x, b, o2, ws, ex) })
}

func lowerAdd(c *opCtx) error {
	// add then an rms_norm of the sum (the residual stream) is one aclnnAddRmsNorm: it writes the
	// sum and its norm.
	if c.i+1 < len(c.f.Body) {
		n := c.f.Body[c.i+1]
		if n.Kind == ir.OpRMSNorm && n.Args[0] == c.op.Result && n.Weights[0].Type.Shape[0].N == c.out.dims[1] {
			y := c.x.ownView(c.st, c.x.plans[c.f], n.Result)
			rstd, err := c.tmp(ir.F32, c.out.dims[0], 1)
			if err != nil {
				return err
			}
			eps := n.Attrs.MustFloat("eps")
			k := c.call()
			a, b, g, yo, r, xo := k.t(c.in(0)), k.t(c.in(1)), k.t(c.x.weightView(n.Weights[0])), k.t(y), k.t(rstd), k.t(c.out)
			if err := k.launch("AddRmsNorm", func(ws *uint64, ex *uintptr) int32 {
				return c.x.lib.Op.AddRmsNorm(a, b, g, eps, yo, r, xo, ws, ex)
			}); err != nil {
				return err
			}
			c.st.vals[n.Result] = y
			return nil
		}
	}
	return add(c, c.in(0), c.in(1), c.out)
}

// routeViews places moe_route's sparse result in its planned region: weights, then ids.
func (c *opCtx) routeViews(v *ir.Value, k int64) route {
	p := c.x.plans[c.f]
	base := c.st.act + uintptr(p.off[v])
	t := c.st.t
	return route{w: contiguous(ir.F32, base, t, k), ids: contiguous(ir.I32, base+uintptr(int64(c.x.opt.MaxTokens)*k*4), t, k)}
}

func lowerMoERoute(c *opCtx) error {
	a := c.op.Attrs
	kk := a.MustInt("top_k")
	r := c.routeViews(c.op.Result, kk)
	c.st.routes[c.op.Result] = r
	logits := c.in(0)
	norm, sel := int64(1), int64(1) // sigmoid scores, groups ranked by their top-2 sum (noaux_tc)
	if a.MustStr("scoring") == "softmax" {
		norm, sel = 0, 0 // softmax scores, groups ranked by their best expert (group_limited_greedy)
	}
	full, err := c.tmp(ir.F32, logits.dims...)
	if err != nil {
		return err
	}
	k := c.call()
	x, bias := k.t(logits), uintptr(0)
	if len(c.op.Weights) == 1 {
		bias = k.t(c.weight(0))
	}
	y, ids, o := k.t(r.w), k.t(r.ids), k.t(full)
	kg, g, scale := a.MustInt("topk_group"), a.MustInt("groups"), a.MustFloat("scale")
	return k.launch("MoeGatingTopK", func(ws *uint64, ex *uintptr) int32 {
		return c.x.lib.Op.MoeGatingTopK(x, bias, kk, kg, g, sel, 0, norm, false, scale, 1e-20, y, ids, o, ws, ex)
	})
}

func lowerMoEExperts(c *opCtx) error {
	x := c.in(0)
	r, ok := c.st.routes[c.op.Args[1]]
	if !ok {
		return fmt.Errorf("routing operand is not a moe_route result")
	}
	t, h, kk := x.dims[0], x.dims[1], c.op.Attrs.MustInt("top_k")
	gate, up, down := c.weight(0), c.weight(1), c.weight(2)
	e, inter := gate.dims[0], gate.dims[1]
	tk := t * kk
	ex, err1 := c.tmp(x.dt, tk, h)
	rowIdx, err2 := c.tmp(ir.I32, tk)
	counts, err3 := c.tmp(ir.I64, e)
	scale, err4 := c.tmp(ir.F32, tk)
	gu, err5 := c.tmp(x.dt, tk, 2*inter)
	act, err6 := c.tmp(x.dt, tk, inter)
	eo, err7 := c.tmp(x.dt, tk, h)
	if err := errors.Join(err1, err2, err3, err4, err5, err6, err7); err != nil {
		return err
	}
	lib := c.x.lib
	// Sort token copies by expert: dropless, per-expert counts, gather row indices.
	k := c.call()
	xi, ids, rng := k.t(x), k.t(r.ids), k.ints(0, e)
	exo, rio, cnt, so := k.t(ex), k.t(rowIdx), k.t(counts), k.t(scale)
	if err := k.launch("MoeInitRoutingV3", func(ws *uint64, exe *uintptr) int32 {
		return lib.Op.MoeInitRoutingV3(xi, ids, 0, 0, tk, 0, e, 0, 1, true, -1, rng, 0, exo, rio, cnt, so, ws, exe)
	}); err != nil {
		return err
	}
	// gate and up write the two halves of one [T·k, 2I] buffer, which SwiGlu reads.
	expertT := func(w view) view { // [E, N, K] as the [E, K, N] right operand
		return w.strided(w.off, []int64{w.dims[0], w.dims[2], w.dims[1]}, []int64{w.dims[1] * w.dims[2], 1, w.dims[2]})
	}
	gmm := func(in, w, out view) error {
		k := c.call()
		xl, wl, gl, ol := k.list(in), k.list(expertT(w)), k.t(counts), k.list(out)
		return k.launch("GroupedMatmulV4", func(ws *uint64, exe *uintptr) int32 {
			// splitItem 3: one output tensor; groupType 0: split M; groupListType 1: counts; actType 0.
			return lib.Op.GroupedMatmulV4(xl, wl, 0, 0, 0, 0, 0, 0, gl, 0, 0, 0, 3, 0, 1, 0, ol, 0, 0, ws, exe)
		})
	}
	half := func(i int64) view { return gu.strided(i*inter, []int64{tk, inter}, []int64{2 * inter, 1}) }
	if err := gmm(ex, gate, half(0)); err != nil {
		return err
	}
	if err := gmm(ex, up, half(1)); err != nil {
		return err
	}
	k = c.call()
	gi, ao := k.t(gu), k.t(act)
	if err := k.launch("SwiGlu", func(ws *uint64, exe *uintptr) int32 { return lib.Op.SwiGlu(gi, -1, ao, ws, exe) }); err != nil {
		return err
	}
	if err := gmm(act, down, eo); err != nil {
		return err
	}
	// Weighted sum of each token's k expert rows back in token order.
	k = c.call()
	eoi, rii, wi, idi, o := k.t(eo), k.t(rowIdx), k.t(r.w), k.t(r.ids), k.t(c.out)
	return k.launch("MoeFinalizeRoutingV2", func(ws *uint64, exe *uintptr) int32 {
		return lib.Op.MoeFinalizeRoutingV2(eoi, rii, 0, 0, 0, wi, idi, 0, o, ws, exe)
	})
}

func lowerLastTokens(c *opCtx) error { return gather(c, c.in(0), c.st.args["last"], c.out) }

// lowerSample is aclnnArgMax over the logits: the greedy draw. The op's sampling operands (per row
// temperature, top_p, top_k; seed, position) stay on the host: aclnn has no operator that draws with
// the runtime sampler's counter RNG, so the backend draws the rows with a temperature from the
// downloaded logits with runtime/sampler, the same definition every target follows.
func lowerSample(c *opCtx) error {
	k := c.call()
	l, o := k.t(c.in(0)), k.t(c.out)
	return k.launch("ArgMax", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.ArgMax(l, -1, false, o, ws, ex) })
}

// lowerExchange is the row of send and recv: the runtime's transport moves the payloads (HcclSend
// and HcclRecv on the stage's stream, see HCCL), and the executor stops at a send and binds a recv's
// buffer instead of lowering them.
func lowerExchange(c *opCtx) error {
	return fmt.Errorf("an exchange of layer %d is the runtime transport's, expected the executor to stop at it", c.op.Attrs.MustInt("layer"))
}

// writeCache copies a sequence's new rows of src ([T, w]) into its cache slots, one copy per run of
// consecutive slots.
func writeCache(c *opCtx, cache uintptr, src view) error {
	w := src.dims[1]
	slots := int64(c.x.opt.Blocks * c.x.opt.BlockSize)
	all := contiguous(src.dt, cache, slots, w)
	for _, s := range c.st.seqs {
		first := s.ctx - s.n
		for j := int64(0); j < s.n; {
			n := int64(1)
			for j+n < s.n && s.slots[first+j+n] == s.slots[first+j]+n {
				n++
			}
			if err := copyRows(c, all.rows(s.slots[first+j], n), src.rows(s.row+j, n)); err != nil {
				return err
			}
			j += n
		}
	}
	return nil
}

// lowerMLA is absorbed multi-head latent attention over the paged latent cache, composed of
// operators purego can call (the fused aclnnFusedInferAttentionScoreV3 takes 44 arguments):
// per sequence, gather its latent and rope-key rows, fold W_UK into the query, score against
// both, scale, mask, softmax, weight the latents and project with W_UV into the output rows.
func lowerMLA(c *opCtx) error {
	a := c.op.Attrs
	h, dn, dr, dv, r := a.MustInt("heads"), a.MustInt("nope"), a.MustInt("rope"), a.MustInt("v"), a.MustInt("rank")
	scale := float32(a.MustFloat("scale"))
	q, lat, kpe := c.in(0), c.in(1), c.in(2)
	cache := c.x.caches[a.MustInt("layer")]
	if err := writeCache(c, cache[0], lat); err != nil {
		return err
	}
	if err := writeCache(c, cache[1], kpe); err != nil {
		return err
	}
	slots := int64(c.x.opt.Blocks * c.x.opt.BlockSize)
	wkv := c.weight(0) // [H·(dn+dv), r]
	wuk := wkv.strided(wkv.off, []int64{h, dn, r}, []int64{(dn + dv) * r, r, 1})
	wuv := wkv.strided(wkv.off+dn*r, []int64{h, r, dv}, []int64{(dn + dv) * r, 1, r})
	qs, os := q.strides[0], c.out.strides[0]
	for _, s := range c.st.seqs {
		n, ctx := s.n, s.ctx
		kc, e1 := c.tmp(lat.dt, ctx, r)
		kr, e2 := c.tmp(lat.dt, ctx, dr)
		ql, e3 := c.tmp(q.dt, h, n, r)
		sc, e4 := c.tmp(q.dt, h, n, ctx)
		s2, e5 := c.tmp(q.dt, h, n, ctx)
		pr, e6 := c.tmp(q.dt, h, n, ctx)
		ol, e7 := c.tmp(q.dt, h, n, r)
		if err := errors.Join(e1, e2, e3, e4, e5, e6, e7); err != nil {
			return err
		}
		steps := []func() error{
			func() error { return gather(c, contiguous(lat.dt, cache[0], slots, r), s.gather, kc) },
			func() error { return gather(c, contiguous(lat.dt, cache[1], slots, dr), s.gather, kr) },
			func() error {
				return matmul(c, q.strided(q.off+s.row*qs, []int64{h, n, dn}, []int64{dn + dr, qs, 1}), wuk, ql)
			},
			func() error { return matmul(c, ql, kc.strided(0, []int64{h, r, ctx}, []int64{0, 1, r}), sc) },
			func() error {
				return matmul(c, q.strided(q.off+s.row*qs+dn, []int64{h, n, dr}, []int64{dn + dr, qs, 1}),
					kr.strided(0, []int64{h, dr, ctx}, []int64{0, 1, dr}), s2)
			},
			func() error { return add(c, sc, s2, sc) },
			func() error { return muls(c, sc, scale, sc) },
			func() error { return maskAdd(c, s, sc) },
			func() error { return softmax(c, sc, pr) },
			func() error { return matmul(c, pr, kc.strided(0, []int64{h, ctx, r}, []int64{0, r, 1}), ol) },
			func() error {
				return matmul(c, ol, wuv, c.out.strided(c.out.off+s.row*os, []int64{h, n, dv}, []int64{dv, os, 1}))
			},
		}
		for _, f := range steps {
			if err := f(); err != nil {
				return err
			}
		}
	}
	return nil
}

// maskAdd adds the causal mask of a sequence with several new tokens to scores [..., n, ctx].
func maskAdd(c *opCtx, s seqRun, sc view) error {
	if s.n == 1 {
		return nil // one new token sees the whole context
	}
	st := make([]int64, len(sc.dims))
	st[len(st)-2], st[len(st)-1] = s.ctx, 1
	return add(c, sc, s.mask.strided(s.mask.off, sc.dims, st), sc)
}

func softmax(c *opCtx, x, out view) error {
	k := c.call()
	a, o := k.t(x), k.t(out)
	return k.launch("Softmax", func(ws *uint64, ex *uintptr) int32 { return c.x.lib.Op.Softmax(a, -1, o, ws, ex) })
}

// lowerGQA is grouped-query attention over the paged K and V caches, composed as lowerMLA is: per
// sequence, gather K and V rows, then [kv_heads, group] batched matmuls where the group dimension
// broadcasts K and V through a zero stride.
func lowerGQA(c *opCtx) error {
	a := c.op.Attrs
	h, kvh, hd := a.MustInt("heads"), a.MustInt("kv_heads"), a.MustInt("head_dim")
	scale := float32(a.MustFloat("scale"))
	q, kk, vv := c.in(0), c.in(1), c.in(2)
	cache := c.x.caches[a.MustInt("layer")]
	if err := writeCache(c, cache[0], kk); err != nil {
		return err
	}
	if err := writeCache(c, cache[1], vv); err != nil {
		return err
	}
	slots := int64(c.x.opt.Blocks * c.x.opt.BlockSize)
	g, w := h/kvh, kvh*hd
	qs, os := q.strides[0], c.out.strides[0]
	for _, s := range c.st.seqs {
		n, ctx := s.n, s.ctx
		kc, e1 := c.tmp(kk.dt, ctx, w)
		vc, e2 := c.tmp(kk.dt, ctx, w)
		sc, e3 := c.tmp(q.dt, kvh, g, n, ctx)
		pr, e4 := c.tmp(q.dt, kvh, g, n, ctx)
		if err := errors.Join(e1, e2, e3, e4); err != nil {
			return err
		}
		steps := []func() error{
			func() error { return gather(c, contiguous(kk.dt, cache[0], slots, w), s.gather, kc) },
			func() error { return gather(c, contiguous(kk.dt, cache[1], slots, w), s.gather, vc) },
			func() error {
				return matmul(c, q.strided(q.off+s.row*qs, []int64{kvh, g, n, hd}, []int64{g * hd, hd, qs, 1}),
					kc.strided(0, []int64{kvh, g, hd, ctx}, []int64{hd, 0, 1, w}), sc)
			},
			func() error { return muls(c, sc, scale, sc) },
			func() error { return maskAdd(c, s, sc) },
			func() error { return softmax(c, sc, pr) },
			func() error {
				return matmul(c, pr, vc.strided(0, []int64{kvh, g, ctx, hd}, []int64{hd, 0, w, 1}),
					c.out.strided(c.out.off+s.row*os, []int64{kvh, g, n, hd}, []int64{g * hd, hd, os, 1}))
			},
		}
		for _, f := range steps {
			if err := f(); err != nil {
				return err
			}
		}
	}
	return nil
}

var _ acl.Workspace = wsFor{}
