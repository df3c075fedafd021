package cuda

import (
	"fmt"

	"afdc/ir"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/device"
	"afdc/targets/cuda/kgen"
)

// Activation memory by liveness.
//
// A run's memory is planned once per function at load, for the most rows a step takes, and every
// run of the function puts each value where the plan says: the same addresses for every run, so a
// captured CUDA graph replays with the buffers it was captured with, and a step of fewer rows uses
// a prefix of each value's room. The queue's arena is laid out as
//
//	[the run's inputs | the split attention scratch | the fused prefill scratch | values and op scratch]
//
// The first three live for the whole run: the inputs are bump-allocated as before (ids, positions,
// block table, sampling parameters, an FFN call's payload), and both scratches are shared by every
// layer's attention op. The last region is placed by device.FirstFit, walking the body in order:
// at op i the op's scratch window and its result are placed, then every block whose last use is i
// is freed for the ops after it. The result of op i therefore never overlaps its arguments or its
// scratch, and memory freed after op i is only handed to ops after i.
//
// Why that is sound: every op enqueues its work on the queue's stream, in body order, so an op
// placed in freed memory runs after the last reader of what was there. Two exceptions need rules:
//
//   - Shared experts on the side stream (branch.go). Their ops are launched at the trigger op t and
//     run concurrently with the main stream's ops until the join j waits for them. So every value
//     a branch op reads or writes, and its scratch, is held from t through j: nothing the main
//     stream places during [t, j] can overlap memory the side stream touches, and the side's memory
//     goes back only after j, whose wait orders the main stream's later ops after the side's work.
//     Branch ops are placed at t, before the trigger op: what they get was freed by ops before t,
//     all enqueued before the fork event the side stream waits on. (Memory freed during [t, j] is
//     never handed to a branch op: they were all placed at t.) Runs that keep program order (graph
//     steps and their dry runs, the per-op breakdown) execute the branch ops at their own indices,
//     inside [t, j], so the same plan serves them.
//   - Values the host or the peer reads after the ops that make them: the function's results
//     (sampled tokens, logits, an FFN layer's output) and the arguments of ops that hand a value
//     out (send, dispatch: a device transport reads the payload from the arena after the op) are
//     held to the end of the run, past the cast of the logits to f32 that outputs makes after the
//     body (the tail window).
//
//   - Ops whose results another op's launch writes (earlyWrites): linears of one input that a
//     decode step runs as one launch (decodeGroups), whose first op writes every result of the
//     group, and an MLA latent set (kgen.MLALatents), whose first slice writes the norm's and the
//     ropes' results. Each such result is placed and held from the writing op on.
//   - A linear that a decode step runs at the residual add after it (residualLinears) reads its
//     operands there, so they are held until the add.
//   - Linears that a decode step runs with the norm before them inside (kgen.NormLinears) read the
//     norm's input, which is held until the first of them.
//
// An op's own scratch (a cast of its input, the experts' slots, attention scores, pointer arrays)
// is bump-allocated within its window and freed with the op; an op may still Mark and Release
// within it. A rope rotates its input in place when nothing reads the input after it (and it is
// not held by the rules above); its result then shares the input's memory and lifetime.
//
// planBytesFor is the size of this layout, so the arena, autoRows and the KV budget take the same
// peak a run reaches; a run outside the plan (the expert-parallel pair chunks, tests) bump-allocates
// from the whole arena, as every run did before.

// lifetime is the op indices over which a block is held: from the op that places it through the
// op after which it is freed (len(Body) for the end of the run).
type lifetime struct{ start, end int }

// liveness is when each value and op scratch of a function holds memory.
type liveness struct {
	n       int                     // the body's ops; index n is after the body
	val     map[*ir.Value]lifetime  // op results that own memory
	alias   map[*ir.Value]*ir.Value // an in-place rope's result: the value whose memory it is
	tmp     map[*ir.Op]lifetime     // each op's scratch window
	inPlace map[*ir.Op]bool         // ropes that rotate their input in place
	early   map[*ir.Op]*branch      // branch ops: placed at their branch's trigger
	at      map[*ir.Op]int
	// group: the ops whose results one op's launch writes (earlyWrites), that op first, by that
	// op: those are placed and held from it on.
	group map[*ir.Op][]*ir.Op
	later map[*ir.Op]bool // the ops of groups after their first
}

// liveRanges computes f's lifetimes under the rules above, brs being f's shared-expert branches
// by trigger (branches).
func liveRanges(f *ir.Func, brs map[*ir.Op]*branch) *liveness {
	n := len(f.Body)
	lv := &liveness{n: n, val: map[*ir.Value]lifetime{}, alias: map[*ir.Value]*ir.Value{}, tmp: map[*ir.Op]lifetime{},
		inPlace: map[*ir.Op]bool{}, early: map[*ir.Op]*branch{}, at: map[*ir.Op]int{}, group: map[*ir.Op][]*ir.Op{}, later: map[*ir.Op]bool{}}
	for i, op := range f.Body {
		lv.at[op] = i
		if op.Result != nil {
			lv.val[op.Result] = lifetime{i, i}
		}
		lv.tmp[op] = lifetime{i, i}
	}
	hold := func(v *ir.Value, to int) {
		if l, ok := lv.val[v]; ok && l.end < to {
			l.end = to
			lv.val[v] = l
		}
	}
	for i, op := range f.Body {
		for _, a := range op.Args {
			hold(a, i)
		}
		if op.Kind == ir.OpSend || op.Kind == ir.OpDispatch {
			for _, a := range op.Args {
				hold(a, n)
			}
		}
	}
	for _, v := range f.Results {
		hold(v, n)
	}
	for _, trig := range f.Body {
		br := brs[trig]
		if br == nil {
			continue
		}
		t, j := lv.at[trig], lv.at[br.join]
		for _, op := range br.ops {
			lv.early[op] = br
			lv.tmp[op] = lifetime{t, j}
			if op.Result != nil {
				l := lv.val[op.Result]
				lv.val[op.Result] = lifetime{t, max(l.end, j)}
			}
			for _, a := range op.Args {
				hold(a, j)
			}
		}
	}
	groups := decodeGroups(f, brs)
	for first, others := range earlyWrites(f, groups) {
		lv.group[first] = append([]*ir.Op{first}, others...)
		for _, op := range others {
			lv.later[op] = true
			l := lv.val[op.Result]
			lv.val[op.Result] = lifetime{lv.at[first], l.end}
		}
	}
	// Linears run with the norm whose result they read inside read the norm's input.
	for _, nl := range kgen.NormLinears(f, groups) {
		hold(nl.Norm.Args[0], lv.at[nl.Ops[0]])
	}
	// A linear run at the residual add after it reads its operands there.
	for _, p := range residualLinears(f, brs, groups) {
		for _, a := range p[0].Args {
			hold(a, lv.at[p[1]])
		}
	}
	// In-place ropes (a rope of an in-place rope's result rotates a copy).
	uses := f.Uses()
	for i, op := range f.Body {
		if op.Kind != ir.OpRope || op.Result == nil || lv.early[op] != nil {
			continue
		}
		x := op.Args[0]
		l, own := lv.val[x]
		if own && l.end != i {
			continue // read after the rope, or held: rotate a copy
		}
		if !own && (x.Def != nil || uses[x] != 1) {
			continue // another rope's memory, or a function argument read elsewhere
		}
		lv.inPlace[op] = true
		lv.alias[op.Result] = x
		res := lv.val[op.Result]
		delete(lv.val, op.Result)
		if own {
			l.end = max(l.end, res.end)
			lv.val[x] = l
		}
	}
	return lv
}

// arenaPlan is where a run of one function puts its memory, as offsets from its arena's base.
type arenaPlan struct {
	rows                   int
	inputs, split, prefill device.Span
	slot                   map[*ir.Value]device.Span // op results (an in-place rope's: its input's)
	tmp                    map[*ir.Op]device.Span    // op scratch windows
	tail                   device.Span               // after the body: outputs' casts
	inPlace                map[*ir.Op]bool
	total                  int
}

// planFunc lays out a run of f of up to rows rows (see the comment above).
func planFunc(f *ir.Func, rows int, arch kgen.Arch) *arenaPlan {
	p := &arenaPlan{rows: rows, slot: map[*ir.Value]device.Span{}, tmp: map[*ir.Op]device.Span{}}
	in := 8*al(rows*4) + al(tableEntries*4) // ids, positions, tok_seq, tok_pos, last rows, sampling; the block table
	for _, a := range f.Args {
		in += al(rows * int(a.Type.Shape.Last().N) * 8)
	}
	split, scratch := 0, 0
	for _, op := range f.Body {
		split = max(split, opSplitBytes(op, rows, arch))
		if op.Kind == ir.OpMLAAttention && kgen.FusedPrefill(op) {
			scratch = max(scratch, mlaPrefillBytes(op, rows, true))
		}
	}
	p.inputs = device.Span{Off: 0, N: in}
	p.split = device.Span{Off: in, N: al(split)}
	p.prefill = device.Span{Off: p.split.End(), N: al(scratch)}
	base := p.prefill.End()

	brs := branches(f)
	lv := liveRanges(f, brs)
	p.inPlace = lv.inPlace
	room := stackedRoom(f, decodeGroups(f, brs)) // a stacked lead's result holds both

	var ff device.FirstFit
	type block struct {
		off, end int
	}
	var live []block
	place := func(n, end int) device.Span {
		if n <= 0 {
			return device.Span{Off: base}
		}
		off, _ := ff.Alloc(n) // n > 0: never fails
		live = append(live, block{off, end})
		return device.Span{Off: base + off, N: al(n)}
	}
	for i := 0; i <= lv.n; i++ {
		var ops []*ir.Op
		if i < lv.n {
			if br := brs[f.Body[i]]; br != nil {
				ops = append(ops, br.ops...)
			}
			if lv.early[f.Body[i]] == nil {
				ops = append(ops, f.Body[i])
			}
		}
		for _, op := range ops {
			p.tmp[op] = place(opTempBytes(op, rows), lv.tmp[op].end)
			results := []*ir.Op{op}
			if g := lv.group[op]; g != nil {
				results = g
			} else if lv.later[op] {
				results = nil // placed with its group's first op
			}
			for _, o := range results {
				if l, ok := lv.val[o.Result]; ok {
					n := valueBytes(o.Result, rows)
					if w := room[o.Result]; w > 0 {
						n = al(rows * w * elemSize(o.Result.Type.DType))
					}
					p.slot[o.Result] = place(n, l.end)
				}
			}
		}
		if i == lv.n {
			t := 0
			for _, v := range f.Results {
				if v.Type.DType != ir.F32 && v.Type.DType != ir.I32 {
					t += al(valueBytes(v, rows) / elemSize(v.Type.DType) * 4)
				}
			}
			p.tail = place(t, lv.n)
		}
		kept := live[:0]
		for _, b := range live {
			if b.end == i {
				ff.Free(b.off) // placed above: always live
				continue
			}
			kept = append(kept, b)
		}
		live = kept
	}
	// An in-place rope's result is its input's memory.
	for _, op := range f.Body {
		if lv.inPlace[op] {
			if s, ok := p.slot[op.Args[0]]; ok {
				p.slot[op.Result] = s
			}
		}
	}
	p.total = base + ff.Peak()
	return p
}

// valueBytes bounds a value's bytes in a run of rows rows (a value of sequences has at most as many
// as the run has rows).
func valueBytes(v *ir.Value, rows int) int {
	return al(rows * valueWidth(v) * elemSize(v.Type.DType))
}

// valueWidth is the elements of a row of v: one for a value of one dimension (the rows).
func valueWidth(v *ir.Value) int {
	if len(v.Type.Shape) < 2 {
		return 1
	}
	return int(v.Type.Shape.Last().N)
}

// opTempBytes bounds the scratch op takes within its window in a run of up to rows rows, each
// allocation aligned (the run-long split and prefill scratches are not among it).
func opTempBytes(op *ir.Op, rows int) int {
	switch op.Kind {
	case ir.OpLinear:
		in := int(op.Args[0].Type.Shape.Last().N)
		return al(rows * in * 4) // a cast of the activations to the GEMM's type
	case ir.OpMLAAttention, ir.OpGQAAttention:
		// A step runs the split kernels (their scratch is the run's) or the per-token kernel, and
		// (MLA) the prefill form through cuBLAS instead of them (a step of prompts only).
		m := 0
		if !kgen.SplitAttention(op) {
			m = al(scoresBytes(op, rows))
		}
		if op.Kind == ir.OpMLAAttention && !kgen.FusedPrefill(op) {
			m = max(m, mlaPrefillBytes(op, rows, false)+3*device.Align) // kv, scores and probabilities, each aligned
		}
		return m
	case ir.OpMoEExperts, ir.OpExpertFFN:
		e := int(op.Weights[0].Type.Shape[0].N)
		k := int(op.Attrs.MustInt("top_k"))
		n := 0
		if op.Kind == ir.OpExpertFFN {
			// rows are (token, expert) pairs, each with its x row and its one-hot routing row
			// (ep.go) uploaded; every pair is one slot.
			h := int(op.Result.Type.Shape.Last().N)
			n += al(rows*e*4) + al(rows*h*elemSize(gemmForm(op)))
			k = 1
		}
		h := int(op.Result.Type.Shape.Last().N)
		inter := int(op.Weights[0].Type.Shape[1].N)
		s := elemSize(gemmForm(op))
		if op.Result.Type.DType == ir.F32 {
			s = 4 // a wide sum's GEMM outputs are f32 (this over-counts its x and act copies)
		}
		slots := moeSlots(rows, k, e, moePad(rows, k, e))
		n += 2*al((e+1)*4) + 2*al(slots*4) + al(rows*e*4) + 2*al(slots*h*s) + 3*al(slots*inter*s) + al(rows*h*4)
		n += al(kgen.PermuteChunks(rows) * e * 4) // the listing's per-chunk counts
		n += 2 * al(3*2*e*8)                      // the grouped GEMMs' pointer arrays
		n += al((e+1)*4) + al(slots*h*4)          // the streaming path's active list and f32 slots
		return n
	case ir.OpSample:
		v := int(op.Args[0].Type.Shape.Last().N)
		return al(rows * v * 4) // the sampler's probabilities
	}
	return 0
}

// usePlan starts the run on its function's plan (Backend.plans); without one the run carves
// everything from the whole arena.
func (r *run) usePlan() {
	p := r.b.plans[r.F]
	if p == nil || r.rows > p.rows {
		r.plan, r.in = nil, nil
		return
	}
	r.plan = p
	r.in = device.NewArena(r.q.arena.Base().Add(p.inputs.Off), p.inputs.N)
	r.q.cur = r.in
}

// inputs is the arena the run's inputs are carved from.
func (r *run) inputs() *device.Arena {
	if r.in != nil {
		return r.in
	}
	return r.q.arena
}

// enter points the queue's scratch at op's window; leave back at the run's inputs.
func (r *run) enter(op *ir.Op) { r.window(r.planTmp(op)) }

func (r *run) planTmp(op *ir.Op) device.Span {
	if r.plan == nil {
		return device.Span{}
	}
	return r.plan.tmp[op]
}

func (r *run) window(s device.Span) {
	if r.plan == nil {
		return
	}
	r.win = *device.NewArena(r.q.arena.Base().Add(s.Off), s.N)
	r.q.cur = &r.win
}

func (r *run) leave() {
	if r.plan != nil {
		r.q.cur = r.in
	}
}

// place is the memory of the value val of n bytes: its room in the plan, or (a value the plan does
// not hold: a function argument; a run without a plan) carved from the queue's current arena.
func (r *run) place(val *ir.Value, n int) (cu.DevicePtr, error) {
	if r.plan != nil && val != nil {
		if s, ok := r.plan.slot[val]; ok {
			if n > s.N {
				return 0, fmt.Errorf("activations: a value of %d bytes, its planned room holds %d (the arena is planned for %d rows per step)", n, s.N, r.plan.rows)
			}
			if n <= 0 {
				return 0, nil
			}
			return r.q.arena.Base().Add(s.Off), nil
		}
	}
	return r.q.alloc(n)
}

// result makes the value val of rows × width elements of dt where the plan puts it.
func (r *run) result(val *ir.Value, dt ir.DType, rows, width int) (dval, error) {
	v := dval{dt: dt, rows: rows, width: width}
	p, err := r.place(val, v.bytes())
	v.p = p
	return v, err
}

// tailSpan is the window after the body (none without a plan).
func (p *arenaPlan) tailSpan() device.Span {
	if p == nil {
		return device.Span{}
	}
	return p.tail
}

// ropeInPlace says whether the rope op rotates its input in place: as planned, or (without a plan)
// when nothing reads the input after it.
func (r *run) ropeInPlace(op *ir.Op) bool {
	if r.plan != nil {
		return r.plan.inPlace[op]
	}
	return r.Uses[op.Args[0]] <= 1
}

// earlyWrites are the ops of f whose launch writes other ops' results before those ops' turn, to
// those ops: each decode group's first op (groups, decodeGroups) and each MLA latent set's first
// slice (kgen.MLALatents; its other slice's result is never made, and is placed with the rest).
func earlyWrites(f *ir.Func, groups [][]*ir.Op) map[*ir.Op][]*ir.Op {
	out := map[*ir.Op][]*ir.Op{}
	for _, g := range groups {
		out[g[0]] = g[1:]
	}
	for _, l := range kgen.MLALatents(f) {
		ops := l.Ops()
		out[ops[0]] = ops[1:]
	}
	return out
}
