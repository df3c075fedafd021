package cpu

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"afdc/ir"
	"afdc/runtime"
	rt "afdc/runtime/tensor"
)

// Backend is the CPU target behind the runtime's device seam: host memory, Go kernels, and queues
// that run work inline as it is enqueued (the runtime's stage order is already the order to compute
// in). One Backend serves every role: a full or attention module through AttentionBackend, an FFN
// module through FFNBackend.
type Backend struct {
	prog   *Program
	caches caches
	layers []int // exchanged layers of @forward, in order
}

var (
	_ runtime.AttentionBackend = (*Backend)(nil)
	_ runtime.FFNBackend       = (*Backend)(nil)
)

// NewBackend wraps a loaded program.
func NewBackend(p *Program) *Backend {
	b := &Backend{prog: p, caches: caches{}}
	if f := p.mod.Func("forward"); f != nil {
		for _, op := range f.Body {
			if op.Kind == ir.OpSend || op.Kind == ir.OpRemoteFFN {
				b.layers = append(b.layers, int(op.Attrs.MustInt("layer")))
			}
		}
	}
	return b
}

// Register makes the CPU target loadable by role executables.
func Register() {
	runtime.Register("cpu", func(mod *ir.Module, w runtime.Weights, opt runtime.LoadOptions) (runtime.Backend, error) {
		p, err := Load(mod, w, opt.Progress)
		if err != nil {
			return nil, err
		}
		return NewBackend(p), nil
	})
}

// Program is the loaded program.
func (b *Backend) Program() *Program { return b.prog }

func (b *Backend) Target() string                   { return "cpu" }
func (b *Backend) Drive(f func() error) error       { return f() }
func (b *Backend) NewQueue() (runtime.Queue, error) { return inline{}, nil }
func (b *Backend) Close() error                     { return nil }

// inline is the CPU's queue: work runs when it is enqueued, so there is nothing left to wait for.
type inline struct{}

func (inline) Sync(context.Context) error { return nil }

func (b *Backend) Alloc(dt rt.DType, mem rt.Memory, shape ...int) (rt.Tensor, error) {
	if mem != rt.Host {
		return rt.Tensor{}, errors.New("cpu backend: no device memory, expected a host buffer")
	}
	return rt.New(dt, shape...), nil
}

func (b *Backend) Exchanges() []int { return append([]int(nil), b.layers...) }

func (b *Backend) Vocab() int {
	f := b.prog.mod.Func("forward")
	if f == nil {
		return 0
	}
	return int(f.Results[len(f.Results)-1].Type.Shape.Last().N)
}

func (b *Backend) Release(id uint64) { delete(b.caches, id) }

func (b *Backend) Begin(ctx context.Context, _ runtime.Queue, batch runtime.Batch) (runtime.AttentionRun, error) {
	f := b.prog.mod.Func("forward")
	if f == nil || b.prog.mod.Role == ir.RoleFFN {
		return nil, fmt.Errorf("module %s (%s) has no attention @forward", b.prog.mod.Name, b.prog.mod.Role)
	}
	seqs, err := b.caches.batch(batch.Seqs)
	if err != nil {
		return nil, err
	}
	rows := batch.Rows()
	if err := batch.IDs.Check(rt.I32, rows); err != nil {
		return nil, fmt.Errorf("batch ids: %w", err)
	}
	if err := batch.Pos.Check(rt.I32, rows); err != nil {
		return nil, fmt.Errorf("batch positions: %w", err)
	}
	env := map[*ir.Value]*tensor{
		f.Args[0]: {i: batch.IDs.I32(), rows: rows, width: 1},
		f.Args[1]: {i: batch.Pos.I32(), rows: rows, width: 1},
	}
	if len(f.Args) == 4 { // the sample op's per-row operands
		n := len(batch.Seqs)
		if err := batch.Sampling.Check(rt.F32, n, 3); err != nil {
			return nil, fmt.Errorf("batch sampling parameters: %w", err)
		}
		if err := batch.Keys.Check(rt.I64, n, 2); err != nil {
			return nil, fmt.Errorf("batch sampling keys: %w", err)
		}
		env[f.Args[2]] = &tensor{f: batch.Sampling.F32(), rows: n, width: 3}
		env[f.Args[3]] = &tensor{l: batch.Keys.I64(), rows: n, width: 2}
	}
	return &run{p: b.prog, f: f, env: env, seqs: seqs, rows: rows, uses: f.Uses()}, nil
}

func (b *Backend) Layers() []int { return b.prog.Layers() }

// FFN runs the FFN function @layer.L on the payload; the CPU computes in f32, so the wire is f32.
func (b *Backend) FFN(ctx context.Context, _ runtime.Queue, layer int, in []rt.Tensor, out rt.Tensor) error {
	f := b.prog.mod.Func("layer." + strconv.Itoa(layer))
	if f == nil {
		return fmt.Errorf("module %s (%s) has no FFN function for layer %d", b.prog.mod.Name, b.prog.mod.Role, layer)
	}
	if len(in) != len(f.Args) {
		return fmt.Errorf("layer %d takes %d payload tensors, got %d", layer, len(f.Args), len(in))
	}
	rows := in[0].Rows()
	env := map[*ir.Value]*tensor{}
	for i, a := range f.Args {
		w := int(a.Type.Shape[1].N)
		if err := in[i].Check(rt.F32, rows, w); err != nil {
			return fmt.Errorf("layer %d payload %d: %w", layer, i, err)
		}
		env[a] = &tensor{f: in[i].F32(), rows: rows, width: w}
	}
	if err := b.prog.exec(ctx, f, env, nil, rows); err != nil {
		return err
	}
	y := env[f.Results[0]]
	if err := out.Check(rt.F32, rows, y.width); err != nil {
		return fmt.Errorf("layer %d output buffer: %w", layer, err)
	}
	copy(out.F32(), y.f)
	return nil
}

// caches holds the KV cache of every live sequence of an engine.
type caches map[uint64]*Cache

// batch finds (or makes) the cache of each sequence of a step and checks it holds Past tokens.
func (cs caches) batch(steps []runtime.SeqStep) ([]Seq, error) {
	var seqs []Seq
	for _, s := range steps {
		c := cs[s.ID]
		if c == nil {
			c = NewCache()
		}
		if n := c.Len(); n != s.Past {
			return nil, fmt.Errorf("sequence %d: %d tokens are cached, the step says %d", s.ID, n, s.Past)
		}
		if len(s.Tokens) == 0 {
			return nil, fmt.Errorf("sequence %d: a step needs at least one token", s.ID)
		}
		cs[s.ID] = c
		seqs = append(seqs, Seq{Rows: len(s.Tokens), Cache: c})
	}
	return seqs, nil
}
