package cpu

import (
	"context"
	"fmt"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/sampler"
	rt "afdc/runtime/tensor"
	"afdc/targets/interp"
)

// run is one pass of the interpreter through a function body that can stop at an exchange and
// resume when its result arrives: how a stage's attention program runs layer by layer under the
// runtime's orchestration. Values die as soon as their last use is done so a step's memory stays at
// a few layers' activations.
type run struct {
	interp.Cursor[*tensor]
	p       *Program
	seqs    []Seq
	rows    int
	pending *ir.Op // a remote_ffn stopped at: Resume supplies its result
	// logits: the caller wants the step's logits (runtime.Batch.Logits). Without it a program
	// that samples returns its tokens alone and its logits' buffer goes back to the pool: a
	// vocabulary of f32 per sequence is the largest value of a decode step.
	logits bool
}

// until executes ops from pc up to (not including) the first op stop accepts, or to the end.
func (r *run) until(ctx context.Context, stop func(*ir.Op) bool) error {
	return r.Until(ctx, stop, func(op *ir.Op) error {
		res, err := r.p.step(op, r.Env, r.seqs, r.rows)
		if err != nil {
			return fmt.Errorf("@%s: %s: %w", r.F.Name, op.Info().Name, err)
		}
		r.done(op, res)
		return nil
	})
}

// done records op's result and gives the buffers of the arguments whose last use it was back to
// the program's pool, unless they left the run (see bufPool). An op may name a value twice; its
// buffer goes back once.
func (r *run) done(op *ir.Op, res *tensor) {
	var args [8]*tensor
	dead := args[:0]
	for _, a := range op.Args {
		if t := r.Env[a]; t != nil && t.pooled && r.Uses[a] == countArg(op, a) {
			dead = append(dead, t)
		}
	}
	r.Done(op, res)
	for _, t := range dead {
		if t.pooled {
			t.pooled = false
			r.p.pool.put(t.f)
			t.f = nil
		}
	}
}

// countArg is how many times op names v.
func countArg(op *ir.Op, v *ir.Value) int {
	n := 0
	for _, a := range op.Args {
		if a == v {
			n++
		}
	}
	return n
}

// Attention runs up to layer's send (or remote_ffn) and returns its payload as tensors that share
// the interpreter's values.
func (r *run) Attention(ctx context.Context, layer int) ([]rt.Tensor, error) {
	if r.pending != nil {
		return nil, fmt.Errorf("layer %d: the result of layer %d was not handed back yet", layer, r.pending.Attrs.MustInt("layer"))
	}
	err := r.until(ctx, func(op *ir.Op) bool {
		l, ok := op.Exchange(ir.OpSend, ir.OpRemoteFFN, ir.OpDispatch, ir.OpRemoteExperts)
		return ok && l == layer
	})
	if err != nil {
		return nil, err
	}
	if r.AtEnd() {
		return nil, fmt.Errorf("layer %d is not exchanged by this program (or not next)", layer)
	}
	op := r.Op()
	payload := make([]rt.Tensor, len(op.Args))
	for i, a := range op.Args {
		t := r.Env[a]
		// The transport may read the payload after this returns: it leaves the run, lent to the
		// runtime, which gives it back once the step's transfers are done (Backend.Recycle).
		if t.pooled {
			r.p.pool.lend(t.f)
		}
		t.pin()
		payload[i] = rt.FromF32(t.f[:len(t.f):len(t.f)], t.rows, t.width)
	}
	if op.Kind == ir.OpRemoteFFN || op.Kind == ir.OpRemoteExperts {
		r.pending = op
		return payload, nil
	}
	r.done(op, nil)
	r.PC++
	return payload, nil
}

// Resume takes layer's FFN result as the value of its remote_ffn (or recv).
func (r *run) Resume(ctx context.Context, layer int, y rt.Tensor) error {
	op := r.pending
	if op == nil {
		err := r.until(ctx, func(op *ir.Op) bool {
			l, ok := op.Exchange(ir.OpRecv, ir.OpCombine)
			return ok && l == layer
		})
		if err != nil {
			return err
		}
		if r.AtEnd() {
			return fmt.Errorf("layer %d has no recv in this program (or not next)", layer)
		}
		op = r.Op()
	} else if l, _ := op.Exchange(ir.OpRemoteFFN, ir.OpRemoteExperts); l != layer {
		return fmt.Errorf("result of layer %d, expected layer %d's", layer, l)
	}
	w := width(op.Result)
	if err := y.Check(rt.F32, r.rows, w); err != nil {
		return fmt.Errorf("layer %d result: %w", layer, err)
	}
	r.done(op, &tensor{f: y.F32(), rows: r.rows, width: w})
	r.pending = nil
	r.PC++
	return nil
}

// Finish runs the rest of the body and returns the sampled tokens ([seqs]) and the logits ([seqs,
// vocab]), the function's two results; the logits only when the run was asked for them or the
// program does not sample.
func (r *run) Finish(ctx context.Context) (runtime.Output, error) {
	var out runtime.Output
	if r.pending != nil {
		return out, fmt.Errorf("the result of layer %d was not handed back", r.pending.Attrs.MustInt("layer"))
	}
	if err := r.until(ctx, func(*ir.Op) bool { return false }); err != nil {
		return out, err
	}
	var logits *tensor
	for _, res := range r.F.Results {
		t := r.Env[res]
		switch {
		case t == nil:
		case res.Type.DType == ir.I32:
			t.pin() // the engine returns the step's results to its callers
			out.Tokens = rt.FromI32(t.i, len(t.i))
		default:
			logits = t
		}
	}
	if logits == nil {
		return out, fmt.Errorf("@%s returns no logits", r.F.Name)
	}
	// Non-finite logits are handed out even unasked: the server checks the rows it gets and fails
	// the request saying so, rather than answer a token drawn from NaN.
	if !r.logits && out.Tokens.DType != rt.Invalid && logits.pooled && sampler.BadLogit(logits.f) < 0 {
		logits.pooled = false
		r.p.pool.put(logits.f)
		logits.f = nil
		return out, nil
	}
	logits.pin()
	out.Logits = rt.FromF32(logits.f[:len(logits.f):len(logits.f)], logits.rows, logits.width)
	return out, nil
}
