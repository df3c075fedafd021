// Package passes owns the ordered pass pipeline that turns the full model (an ir.Module of role full)
// into the two role programs of attention-FFN disaggregation, and every pass of it: verify, infer,
// split, dce, own, wire and stage (see Pipeline in pipeline.go for the order and its reasons).
//
// It imports only afdc/ir. A pass reports a problem of its input (a graph the lowering or a user
// built) as an error naming the function, op and tensor; a broken invariant of the passes themselves
// panics with a message naming the pass.
//
// # Executor contract of the role programs
//
// After the stage pass both role modules carry the integer attribute "stages" (S >= 1) and the
// string attribute "plan" (the plan id of the wire schema; both executables must agree on it).
//
// The attention program (@forward) is executed once per micro-batch stage: a step's tokens are cut
// into S stages and each stage runs the whole program on its own tokens. Every exchange with the FFN
// side is a `send x[, l] {layer, kind}` immediately followed by `%y = recv {layer, dtype, width}`.
// The executor runs stage s+1 up to its send (of the same layer) before it waits on the recv of
// stage s, so attention of one stage overlaps the FFN of another. With S = 1 a send is followed
// directly by its recv: the exchange is synchronous.
//
// The FFN program holds one function @layer.L per decoder layer L, taking the hidden state (and,
// with the gate on the attention side, the router logits) and returning the FFN output. Its connector
// loop runs @layer.L once per (layer, stage) payload received, in arrival order, and sends the
// result back tagged with the same layer and stage.
package passes
