package cuda

import (
	"afdc/ir"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/kgen"
)

// Stacked linears (kgen.StackedLinears): a pair of linears of one input that steps past the decode
// kernels' rows run as one GEMM over their two weights, stored one after the other at load
// (weightRoom). The GEMM writes both results side by side into the lead's room, which the plan
// sizes for both (planFunc); the norm that alone reads the lead's result normalises it there and
// copies the tail's columns to the tail's own room (kgen.RMSNormSpec.Tail), which the decode group
// places from the lead on (earlyWrites). Readers of either result find it where they always did.

// stackedLinear is one pair and its norm's kernel.
type stackedLinear struct {
	s kgen.StackedLinear
	k *kfn
}

// stackedRoom is the row width the plan gives each stacked lead's result: the two results side by
// side.
func stackedRoom(f *ir.Func, groups [][]*ir.Op) map[*ir.Value]int {
	out := map[*ir.Value]int{}
	for _, st := range kgen.StackedLinears(f, groups) {
		out[st.Lead.Result] = valueWidth(st.Lead.Result) + valueWidth(st.Tail.Result)
	}
	return out
}

// stackedKeys are the weights loaded one after the other, the lead's first: by each key, the
// pair's two keys.
func (b *Backend) stackedKeys() map[wkey][2]wkey {
	out := map[wkey][2]wkey{}
	for _, st := range b.stacks {
		lead, tail := wkey{st.s.Lead.Weights[0], gemmForm(st.s.Lead)}, wkey{st.s.Tail.Weights[0], gemmForm(st.s.Tail)}
		out[lead], out[tail] = [2]wkey{lead, tail}, [2]wkey{lead, tail}
	}
	return out
}

// weightRoom is the device memory weight k is loaded into: its own allocation, or, for a stacked
// pair (stacked, from stackedKeys), its place in the pair's one allocation, made at the first of
// the two keys loaded and recorded for both in b.w.
func (b *Backend) weightRoom(k wkey, stacked map[wkey][2]wkey) (cu.DevicePtr, error) {
	if p, ok := b.w[k]; ok {
		return p, nil
	}
	pair, ok := stacked[k]
	if !ok {
		p, err := b.alloc(int(b.keyBytes(k)), "weight "+k.p.Name)
		if err != nil {
			return 0, err
		}
		b.w[k] = p
		return p, nil
	}
	n := int(b.keyBytes(pair[0]))
	p, err := b.alloc(n+int(b.keyBytes(pair[1])), "weights "+pair[0].p.Name+" and "+pair[1].p.Name)
	if err != nil {
		return 0, err
	}
	b.w[pair[0]], b.w[pair[1]] = p, p.Add(n)
	return b.w[k], nil
}

// stackedLinear runs pair st at its lead's turn, x the lead's input: one GEMM of both weights into
// the lead's room, the tail's result placed and kept for its turn, and the norm told where the
// tail goes (r.tails). The lead's value is its columns of that room (rows a stacked row apart).
func (r *run) stackedLinear(st *stackedLinear, x dval) (dval, error) {
	lead, tail := st.s.Lead, st.s.Tail
	dt := gemmForm(lead)
	x, err := r.cast(x, dt)
	if err != nil {
		return x, err
	}
	lw, tw := valueWidth(lead.Result), valueWidth(tail.Result)
	y, err := r.result(lead.Result, lead.Result.Type.DType, x.rows, lw+tw)
	if err != nil {
		return y, err
	}
	t, err := r.result(tail.Result, tail.Result.Type.DType, x.rows, tw)
	if err != nil {
		return t, err
	}
	r.written(tail, t)
	if r.tails == nil {
		r.tails = map[*ir.Op]stackedTail{}
	}
	r.tails[st.s.Norm] = stackedTail{st: st, stacked: y, tail: t}
	if err := r.gemm(x.rows, x.width, lw+tw, x.p, r.b.w[wkey{lead.Weights[0], dt}], y.p, dt, y.dt, 0); err != nil {
		return y, err
	}
	y.width = lw
	return y, nil
}

// stackedTail is a stacked GEMM's result waiting for its norm: the stacked rows and the tail's
// room.
type stackedTail struct {
	st            *stackedLinear
	stacked, tail dval
}

// stackedNorm launches the norm of a stacked pair into res: normalising the lead's columns of the
// stacked rows, copying the tail's out.
func (r *run) stackedNorm(op *ir.Op, st stackedTail, res dval) error {
	w := op.Weights[0]
	return r.launch(st.st.k, ptr("out", res.p), ptr("x", st.stacked.p), ptr("w", r.b.w[wkey{w, kernelForm(w)}]),
		ptr("tail", st.tail.p), i32("rows", res.rows))
}
