package cpu

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"unsafe"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/kvcache"
	rt "afdc/runtime/tensor"
	"afdc/targets/interp"
)

// Backend is the CPU target behind the runtime's device seam: host memory, Go kernels, and queues
// that run work inline as it is enqueued (the runtime's stage order is already the order to compute
// in). One Backend serves every role: a full or attention module through AttentionBackend, an FFN
// module through FFNBackend.
type Backend struct {
	prog   *Program
	caches *caches // the paged KV cache; nil for an FFN module
	layers []int   // exchanged layers of @forward, in order
}

var (
	_ runtime.AttentionBackend = (*Backend)(nil)
	_ runtime.FFNBackend       = (*Backend)(nil)
	_ runtime.ExpertBatcher    = (*Backend)(nil)
)

// NewBackend wraps a loaded program. A program with attention gets a paged KV cache of
// DefaultBlockSize blocks (see SetBlockSize).
func NewBackend(p *Program) (*Backend, error) {
	b := &Backend{prog: p}
	if p.mod.Role != ir.RoleFFN {
		cs, err := newCaches(p.mod, DefaultBlockSize)
		if err != nil {
			return nil, err
		}
		b.caches = cs
	}
	if f := p.mod.Func("forward"); f != nil {
		for _, op := range f.Body {
			if _, ok := op.Exchange(ir.OpSend, ir.OpRemoteFFN, ir.OpDispatch, ir.OpRemoteExperts); ok {
				b.layers = append(b.layers, int(op.Attrs.MustInt("layer")))
			}
		}
	}
	return b, nil
}

// Register makes the CPU target loadable by role executables.
func Register() {
	runtime.Register("cpu", func(mod *ir.Module, w runtime.Weights, opt runtime.LoadOptions) (runtime.Backend, error) {
		p, err := LoadRank(mod, w, opt.Progress, opt.ExpertRank)
		if err != nil {
			return nil, err
		}
		b, err := NewBackend(p)
		if err != nil {
			return nil, err
		}
		if opt.KVBlockSize > 0 && b.caches != nil {
			if err := b.SetBlockSize(opt.KVBlockSize); err != nil {
				return nil, err
			}
		}
		return b, nil
	})
}

// SetExpertBatch makes every routed-expert batch of an FFN call report its tokens (the rows that
// chose the expert) to see, from the goroutine that runs the call; nil stops it. Only while no call
// runs.
func (b *Backend) SetExpertBatch(see func(tokens int)) { b.prog.expertBatch = see }

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
	n := 1
	for _, d := range shape {
		if d < 0 {
			return rt.Tensor{}, fmt.Errorf("cpu backend: shape %v, expected sizes >= 0", shape)
		}
		n *= d
	}
	if dt != rt.F32 || n == 0 {
		return rt.New(dt, shape...), nil
	}
	// From the pool, lent to the runtime until it gives the buffer back (Recycle).
	f := b.prog.pool.get(n, true)
	b.prog.pool.lend(f)
	return rt.FromF32(f, shape...), nil
}

// Recycle takes back the payloads and buffers of a finished step (runtime.Recycler): the ones
// this backend lent go back to its pool; anything else is ignored.
func (b *Backend) Recycle(ts ...rt.Tensor) {
	for _, t := range ts {
		if t.DType != rt.F32 || t.Mem != rt.Host || len(t.Bytes) < 4 {
			continue
		}
		b.prog.pool.takeBack((*float32)(unsafe.Pointer(&t.Bytes[0])))
	}
}

func (b *Backend) Exchanges() []int { return append([]int(nil), b.layers...) }

func (b *Backend) Vocab() int {
	f := b.prog.mod.Func("forward")
	if f == nil {
		return 0
	}
	return int(f.Results[len(f.Results)-1].Type.Shape.Last().N)
}

func (b *Backend) Release(id uint64) {
	if b.caches != nil {
		b.caches.release(id)
	}
}

// SetBlockSize sets the KV cache block size the steps' block tables use; only while no sequence
// is live.
func (b *Backend) SetBlockSize(tokens int) error {
	if b.caches == nil {
		return fmt.Errorf("module %s (%s) has no KV cache, expected an attention or full module", b.prog.mod.Name, b.prog.mod.Role)
	}
	return b.caches.setBlockSize(tokens)
}

func (b *Backend) Begin(ctx context.Context, _ runtime.Queue, batch runtime.Batch) (runtime.AttentionRun, error) {
	f := b.prog.mod.Func("forward")
	if f == nil || b.prog.mod.Role == ir.RoleFFN {
		return nil, fmt.Errorf("module %s (%s) has no attention @forward", b.prog.mod.Name, b.prog.mod.Role)
	}
	// The kernels slice the batch by its sequences' rows: they must add up to the ids, checked
	// before the cache takes the step.
	if err := batch.CheckRows(); err != nil {
		return nil, err
	}
	rows := batch.Rows()
	// The block tables come from the batch's operand (the runtime's), not from the steps.
	steps, err := batch.SeqsWithTables()
	if err != nil {
		return nil, err
	}
	seqs, err := b.caches.batch(steps)
	if err != nil {
		return nil, err
	}
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
	return &run{Cursor: interp.NewCursor(f, env), p: b.prog, seqs: seqs, rows: rows, logits: batch.Logits}, nil
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
		if a.Type.DType == ir.I32 { // an expert-parallel layer's expert ids
			if err := in[i].Check(rt.I32, rows, w); err != nil {
				return fmt.Errorf("layer %d payload %d: %w", layer, i, err)
			}
			env[a] = &tensor{i: in[i].I32(), rows: rows, width: w}
			continue
		}
		if err := in[i].Check(rt.F32, rows, w); err != nil {
			return fmt.Errorf("layer %d payload %d: %w", layer, i, err)
		}
		env[a] = &tensor{f: in[i].F32(), rows: rows, width: w}
	}
	if err := b.prog.exec(ctx, f, env, nil, rows); err != nil {
		return err
	}
	y := env[f.Results[0]]
	// An expert-parallel layer returns a row per (token, expert) pair, not per token.
	if err := out.Check(rt.F32, y.rows, y.width); err != nil {
		return fmt.Errorf("layer %d output buffer: %w", layer, err)
	}
	copy(out.F32(), y.f)
	// The call is over and its result copied out: what it computed is dead, the result included.
	for _, t := range env {
		if t.pooled {
			t.pooled = false
			b.prog.pool.put(t.f)
		}
	}
	return nil
}

// DefaultBlockSize is the KV cache block size of an engine until SetBlockSize.
const DefaultBlockSize = 16

// ownBlocks is the capacity of an engine's own allocator, for steps that carry no block table
// (afdc run, bench, tests). Pool memory grows with the blocks used, not with this bound.
const ownBlocks = 1 << 20

// caches is an engine's paged KV cache and what it knows of each live sequence.
type caches struct {
	mod   *ir.Module
	pool  *Cache
	alloc *kvcache.Allocator   // the engine's own blocks, for steps without a table
	seqs  map[uint64]*seqCache // live sequences
	// external: the live sequences' tables come from the steps (the scheduler's allocator). Tables
	// of two owners in one pool would collide, so an engine takes them from one at a time.
	external bool
}

type seqCache struct {
	len int     // tokens in the cache
	own []int32 // the table from the engine's allocator (nil with external tables)
}

func newCaches(mod *ir.Module, blockSize int) (*caches, error) {
	pool, err := NewCache(mod, blockSize)
	if err != nil {
		return nil, err
	}
	alloc, err := kvcache.NewAllocator(ownBlocks, blockSize)
	if err != nil {
		return nil, err
	}
	return &caches{mod: mod, pool: pool, alloc: alloc, seqs: map[uint64]*seqCache{}}, nil
}

// setBlockSize starts over with blocks of n tokens; only while no sequence is live.
func (cs *caches) setBlockSize(n int) error {
	if len(cs.seqs) > 0 {
		return fmt.Errorf("kv cache: block size change with %d live sequences, expected none", len(cs.seqs))
	}
	nc, err := newCaches(cs.mod, n)
	if err != nil {
		return err
	}
	*cs = *nc
	return nil
}

func (cs *caches) release(id uint64) {
	if sc := cs.seqs[id]; sc != nil && sc.own != nil {
		cs.alloc.Free(sc.own)
	}
	delete(cs.seqs, id)
}

// batch lays out a list of sequence steps as one forward batch, and grows the pools to every block
// the batch names (before any stage reads them). The tokens and positions are the batch's own
// operands (runtime.Batch); here only the cache's side is laid out.
func (cs *caches) batch(steps []runtime.SeqStep) ([]Seq, error) {
	if len(cs.seqs) == 0 && len(steps) > 0 {
		cs.external = steps[0].Blocks != nil
	}
	top := -1
	seqs := make([]Seq, 0, len(steps))
	for _, s := range steps {
		sc := cs.seqs[s.ID]
		if sc == nil {
			sc = &seqCache{}
			if s.Blocks != nil {
				// A sequence's first step may start past tokens that its table's first blocks
				// hold already, computed by another sequence (the scheduler's prefix cache).
				sc.len = s.Past
			}
		}
		if sc.len != s.Past {
			return nil, fmt.Errorf("sequence %d: %d tokens are cached, the step says %d", s.ID, sc.len, s.Past)
		}
		if len(s.Tokens) == 0 {
			return nil, fmt.Errorf("sequence %d: a step needs at least one token", s.ID)
		}
		if (s.Blocks != nil) != cs.external {
			return nil, fmt.Errorf("sequence %d: block table given = %v while the live sequences' = %v, expected every step of an engine with or every step without", s.ID, s.Blocks != nil, cs.external)
		}
		need := s.Past + len(s.Tokens)
		blocks := s.Blocks
		if blocks == nil {
			var ok bool
			if sc.own, ok = cs.alloc.Grow(sc.own, need); !ok {
				return nil, fmt.Errorf("sequence %d: the engine's own KV cache is full (%d blocks of %d tokens)", s.ID, cs.alloc.NumBlocks(), cs.alloc.BlockSize())
			}
			blocks = sc.own
		}
		if len(blocks)*cs.pool.BlockSize < need {
			return nil, fmt.Errorf("sequence %d: block table of %d blocks of %d tokens for %d tokens, expected at least %d blocks",
				s.ID, len(blocks), cs.pool.BlockSize, need, (need+cs.pool.BlockSize-1)/cs.pool.BlockSize)
		}
		for _, b := range blocks[:(need+cs.pool.BlockSize-1)/cs.pool.BlockSize] {
			if b < 0 {
				return nil, fmt.Errorf("sequence %d: block id %d, expected >= 0", s.ID, b)
			}
			top = max(top, int(b))
		}
		cs.seqs[s.ID] = sc
		seqs = append(seqs, Seq{Rows: len(s.Tokens), Past: s.Past, Blocks: blocks, Cache: cs.pool})
		// The step writes these tokens; a failed step fails its sequences, which are then released.
		sc.len = need
	}
	cs.pool.Reserve(top + 1)
	return seqs, nil
}

// NewLocalEngine runs a full (unsplit) module in-process on a backend of its own: the monolithic
// reference of `afdc run`, the runtime's split engine with no FFN peer.
func NewLocalEngine(p *Program) (*runtime.SplitEngine, error) {
	if p.mod.Role != ir.RoleFull {
		return nil, fmt.Errorf("a local engine runs a full module, got a %s module", p.mod.Role)
	}
	b, err := NewBackend(p)
	if err != nil {
		return nil, err
	}
	return runtime.NewSplitEngine(b, nil, 1)
}
