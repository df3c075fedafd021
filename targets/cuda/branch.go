package cuda

import (
	"fmt"

	"afdc/ir"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/cublas"
)

// Shared experts on a side stream. A MoE layer's shared experts read only the layer's input x, as
// its router and routed experts do, and meet the routed sum at one add; their GEMMs read 88 MB
// (DeepSeek-V3) while the router's chain of small kernels (router GEMV, routing, permute, active
// list: about 28 µs at batch 1, ncu) leaves the memory bus mostly idle. So an eager run launches
// them on a second stream of the queue as soon as x is made, and the main stream waits for them
// at the add: the same kernels with the same operands, so the same bits, only overlapped. Graph
// steps (captured and their dry runs) and runs with the per-op breakdown keep program order.

// branch is one MoE layer's shared experts: ops, in program order, that read x and one another
// alone and are read by nothing but one another and join, the add of their result and the routed
// experts'. The run launches them before trigger, the op after x's definition.
type branch struct {
	trigger *ir.Op
	ops     []*ir.Op
	join    *ir.Op
}

// branches finds f's shared-expert branches, by trigger op.
func branches(f *ir.Func) map[*ir.Op]*branch {
	at := map[*ir.Op]int{}
	for i, op := range f.Body {
		at[op] = i
	}
	users := map[*ir.Value][]*ir.Op{}
	for _, op := range f.Body {
		for _, a := range op.Args {
			users[a] = append(users[a], op)
		}
	}
	for _, r := range f.Results {
		users[r] = append(users[r], nil) // read by the function's caller
	}
	byTrigger := map[*ir.Op]*branch{}
	for _, m := range f.Body {
		if m.Kind != ir.OpMoEExperts {
			continue
		}
		if br := sharedBranch(f, m, at, users); br != nil {
			if byTrigger[br.trigger] != nil {
				continue // two branches before one op: keep the first
			}
			byTrigger[br.trigger] = br
		}
	}
	return byTrigger
}

// sharedBranch is the routed-experts op m's shared experts, or nil.
func sharedBranch(f *ir.Func, m *ir.Op, at map[*ir.Op]int, users map[*ir.Value][]*ir.Op) *branch {
	x := m.Args[0]
	var join *ir.Op
	var s *ir.Value
	for _, u := range users[m.Result] {
		if u != nil && u.Kind == ir.OpAdd && len(users[m.Result]) == 1 {
			join = u
			s = u.Args[1]
			if u.Args[1] == m.Result {
				s = u.Args[0]
			}
		}
	}
	if join == nil || s == m.Result || s.Def == nil {
		return nil
	}
	// The ops that make s from x alone, walking back from s.
	in := map[*ir.Op]bool{}
	var walk func(v *ir.Value) bool
	walk = func(v *ir.Value) bool {
		if v == x {
			return true
		}
		d := v.Def
		if d == nil || !(d.Kind == ir.OpLinear || d.Kind == ir.OpSiluMul) {
			return false
		}
		if in[d] {
			return true
		}
		in[d] = true
		for _, a := range d.Args {
			if !walk(a) {
				return false
			}
		}
		return true
	}
	if !walk(s) {
		return nil
	}
	var ops []*ir.Op
	for _, op := range f.Body {
		if in[op] {
			ops = append(ops, op)
		}
	}
	start := 0 // x made by an op: the branch starts after it; else x is an argument
	if x.Def != nil {
		start = at[x.Def] + 1
	}
	for _, op := range ops {
		if at[op] < start || at[op] > at[join] {
			return nil
		}
		for _, u := range users[op.Result] {
			if u != join && (u == nil || !in[u]) {
				return nil // read outside the branch: it must be made in program order
			}
		}
	}
	return &branch{trigger: f.Body[start], ops: ops, join: join}
}

// overlaps reports whether this run launches branches on the side stream: an eager run without
// the per-op breakdown (whose events assume one stream).
func (r *run) overlaps() bool { return r.q.mode == modeEager && !r.timing() && !r.b.NoOverlap }

// sideOf makes the queue's side stream, its cuBLAS handle and the fork and join events, each on
// first use: a call after a failure makes what the failed one did not.
func (q *queue) sideOf() error {
	if q.side == 0 {
		prio := 0
		if q.b.stagePriorities {
			least, greatest, err := cu.StreamPriorityRange()
			if err != nil {
				return err
			}
			prio = stagePriority(q.index(), least, greatest)
		}
		s, err := cu.StreamCreateWithPriority(cu.StreamNonBlocking, prio)
		if err != nil {
			return err
		}
		q.side = s
	}
	if q.sideBlas == nil {
		h, err := cublas.Create()
		if err != nil {
			return err
		}
		err = h.SetStream(q.side)
		if err == nil {
			err = h.SetWorkspace(q.sideWS, blasWorkspace)
		}
		if err != nil {
			_ = h.Destroy() // the setup's error is the one to report
			return err
		}
		q.sideBlas = h
	}
	for _, e := range []*cu.Event{&q.fork, &q.joined} {
		if *e == 0 {
			ev, err := cu.EventCreate(cu.EventDisableTiming)
			if err != nil {
				return err
			}
			*e = ev
		}
	}
	return nil
}

// launchBranch runs br's ops on the side stream, after the main stream's work so far (x), and
// records their end for the join.
func (r *run) launchBranch(br *branch) error {
	if err := r.q.sideOf(); err != nil {
		return fmt.Errorf("side stream: %w", err)
	}
	if err := r.q.fork.Record(r.q.s); err != nil {
		return err
	}
	if err := r.q.side.WaitEvent(r.q.fork); err != nil {
		return err
	}
	main := r.q.s
	r.q.s, r.onSide = r.q.side, true
	var err error
	for _, op := range br.ops {
		var res dval
		r.enter(op)
		res, err = r.step(op)
		r.leave()
		if err != nil {
			err = fmt.Errorf("%s (shared experts, side stream): %w", op.Info().Name, err)
			break
		}
		r.Done(op, res)
	}
	r.q.s, r.onSide = main, false
	// The join is recorded whatever happened: on an error, until makes the stream wait for it, so
	// what the side stream already holds is behind the stream's next sync.
	if e := r.q.joined.Record(r.q.side); err == nil {
		err = e
	}
	r.pendingJoin = br.join
	if err != nil {
		return err
	}
	if r.early == nil {
		r.early = map[*ir.Op]bool{}
	}
	for _, op := range br.ops {
		r.early[op] = true
	}
	return nil
}
