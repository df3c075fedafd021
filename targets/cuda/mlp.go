package cuda

import (
	"fmt"

	"afdc/ir"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/kgen"
)

// A gated MLP (a dense FFN, a shared expert: kgen.MLPs) at one token runs as the streaming expert
// kernels run one expert (kgen.StreamingMLP): the gate·up·SiLU kernel reads the gate and up
// matrices once and writes the activation, the down kernel writes the result; the up and SiLU·mul
// ops then have nothing left to do. At more tokens, or for shapes without the kernels, the four
// ops run as they are (cuBLAS GEMMs and the SiLU·mul kernel).

// mlpStreamTokens is the token count below which an MLP streams: the routed experts' rule (under two
// tokens a matrix, the H200's measured streaming/GEMM crossover; ops.go), for one matrix.
const mlpStreamTokens = 2

// mlpStream is one MLP with its kernels; act is the activation the gate's launch wrote in the
// current run, for the SiLU·mul op to return.
type mlpStream struct {
	kgen.MLP
	gateUp, down *kfn
}

// loadMLPs finds the program's MLPs whose streaming kernels the bundle holds, by each of their ops,
// and makes the work lists one expert of one token reads: active = [1, 0] (one expert: 0),
// counts = [1], offsets = [0, 1], perm_rows = [0].
func (b *Backend) loadMLPs() error {
	b.mlps = map[*ir.Op]*mlpStream{}
	for _, f := range b.mod.Funcs {
		for _, m := range kgen.MLPs(f) {
			specs := kgen.StreamingMLP(m)
			if len(specs) != 2 {
				continue
			}
			s := &mlpStream{MLP: m}
			for i, sp := range specs {
				k, _ := sp.Build()
				kf, err := b.kernel(k.Name)
				if err != nil {
					return fmt.Errorf("@%s: the MLP of %s: %w", f.Name, m.Down.Weights[0].Name, err)
				}
				if i == 0 {
					s.gateUp = kf
				} else {
					s.down = kf
				}
			}
			for _, op := range []*ir.Op{m.Gate, m.Up, m.Act, m.Down} {
				b.mlps[op] = s
			}
		}
	}
	if len(b.mlps) == 0 {
		return nil
	}
	p, err := b.alloc(16, "one-token MLP work list")
	if err != nil {
		return err
	}
	if err := cu.CopyHtoD(p, i32Bytes([]int32{1, 0, 0, 1})); err != nil {
		return err
	}
	b.oneExpert = p
	return nil
}

// streamsMLP reports whether op is part of an MLP that streams in this run, and the MLP.
func (r *run) streamsMLP(op *ir.Op) (*mlpStream, bool) {
	m := r.b.mlps[op]
	return m, m != nil && r.rows < mlpStreamTokens && !r.b.NoStreaming
}

// mlpOp runs op's part of a streaming MLP: the gate launches the fused gate·up·SiLU kernel into the
// activation, which the SiLU·mul op returns; the up op and the gate's own result are nothing (no
// other op reads them); the down op launches the down kernel into its result.
func (r *run) mlpOp(m *mlpStream, op *ir.Op, res dval) (dval, error) {
	w := func(o *ir.Op) cu.DevicePtr { return r.b.w[wkey{o.Weights[0], gemmForm(o)}] }
	active, counts, offsets := r.b.oneExpert, r.b.oneExpert, r.b.oneExpert.Add(8)
	switch op {
	case m.Gate:
		act, err := r.alloc(m.Act.Result.Type.DType, r.rows, int(m.Act.Result.Type.Shape.Last().N))
		if err != nil {
			return act, err
		}
		r.mlpAct = act
		return dval{}, r.launch(m.gateUp, ptr("act", act.p), ptr("x", r.env[op.Args[0]].p), ptr("gate", w(m.Gate)), ptr("up", w(m.Up)),
			ptr("active", active), ptr("counts", counts), ptr("offsets", offsets), ptr("perm_rows", offsets), ptr("work", r.q.work), i32("rows", r.rows))
	case m.Up:
		return dval{}, nil
	case m.Act:
		return r.mlpAct, nil
	}
	y, err := r.alloc(res.dt, res.rows, res.width)
	if err != nil {
		return y, err
	}
	return y, r.launch(m.down, ptr("y", y.p), ptr("act", r.env[op.Args[0]].p), ptr("down", w(m.Down)),
		ptr("active", active), ptr("counts", counts), ptr("offsets", offsets), ptr("work", r.q.work.Add(4)), i32("rows", r.rows))
}
