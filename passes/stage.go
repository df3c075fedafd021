package passes

import (
	"fmt"

	"afdc/ir"
)

// stagePass records the micro-batch stage count S (Options.Stages) as the attribute "stages" of both
// role modules and expands, in the attention module, each
//
//	%y = remote_ffn x[, l] {layer, kind}
//
// into
//
//	send x[, l] {layer, kind}
//	%y = recv {layer, dtype, width}
//
// with nothing between the two. The role program is executed once per micro-batch stage; the
// executor runs stage s+1 up to its send before it waits on the recv of stage s, which is what
// overlaps attention of one stage with the FFN of another. With S = 1 each send is directly followed
// by its recv: the exchange is synchronous. The FFN program is unchanged: its connector loop runs
// @layer.L once per (layer, stage) payload. (See the package doc for the whole executor contract.)
func stagePass(s *State) error {
	if s.Attention == nil || s.FFN == nil {
		bug("stage", "needs both role modules (split must run first)")
	}
	opts, err := s.Opts.normalized()
	if err != nil {
		return err
	}
	for _, m := range []*ir.Module{s.Attention, s.FFN} {
		if m.Attrs == nil {
			m.Attrs = ir.Attrs{}
		}
		m.Attrs["stages"] = int64(opts.Stages)
	}
	for _, f := range s.Attention.Funcs {
		body := make([]*ir.Op, 0, len(f.Body))
		for _, op := range f.Body {
			if op.Kind == ir.OpRemoteExperts {
				d, c := expandExperts(op)
				body = append(body, d, c)
				continue
			}
			if op.Kind != ir.OpRemoteFFN {
				body = append(body, op)
				continue
			}
			send, recv, err := expandRemote(op)
			if err != nil {
				return fmt.Errorf("%s: %w", where(f, op), err)
			}
			body = append(body, send, recv)
		}
		f.Body = body
	}
	return nil
}

// expandRemote turns one remote_ffn into its send and recv; the recv takes over the result value.
func expandRemote(op *ir.Op) (send, recv *ir.Op, err error) {
	y := op.Result
	if y == nil || len(y.Type.Shape) != 2 || y.Type.Shape[0] != ir.Tokens || y.Type.Shape[1].IsSym() {
		return nil, nil, fmt.Errorf("result is %v, expected [T, width] for a recv", resultType(op))
	}
	layer, ok := op.Attrs.Int("layer")
	if !ok {
		return nil, nil, fmt.Errorf("attribute layer is %v, expected an integer", op.Attrs["layer"])
	}
	send = &ir.Op{Kind: ir.OpSend, Args: op.Args, Attrs: op.Attrs.Clone()}
	recv = &ir.Op{Kind: ir.OpRecv, Result: y, Attrs: ir.Attrs{
		"layer": layer,
		"dtype": y.Type.DType.String(),
		"width": y.Type.Shape[1].N,
	}}
	y.Def = recv
	return send, recv, nil
}

func resultType(op *ir.Op) any {
	if op.Result == nil {
		return "missing"
	}
	return op.Result.Type
}

// expandExperts turns one remote_experts into its dispatch and combine; the combine takes over the
// result value.
func expandExperts(op *ir.Op) (dispatch, combine *ir.Op) {
	y := op.Result
	base := ir.Attrs{"layer": op.Attrs["layer"], "top_k": op.Attrs["top_k"], "ranks": op.Attrs["ranks"], "map": op.Attrs["map"]}
	dispatch = &ir.Op{Kind: ir.OpDispatch, Args: op.Args, Attrs: base.Clone()}
	ca := base.Clone()
	ca["dtype"] = y.Type.DType.String()
	ca["width"] = y.Type.Shape.Last().N
	combine = &ir.Op{Kind: ir.OpCombine, Result: y, Attrs: ca}
	y.Def = combine
	return dispatch, combine
}
