package cpu

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/kvcache"
)

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
// the batch names (before any stage reads them).
func (cs *caches) batch(steps []runtime.SeqStep) (ids, pos []int32, seqs []Seq, err error) {
	if len(cs.seqs) == 0 && len(steps) > 0 {
		cs.external = steps[0].Blocks != nil
	}
	top := -1
	for _, s := range steps {
		sc := cs.seqs[s.ID]
		if sc == nil {
			sc = &seqCache{}
		}
		if sc.len != s.Past {
			return nil, nil, nil, fmt.Errorf("sequence %d: %d tokens are cached, the step says %d", s.ID, sc.len, s.Past)
		}
		if len(s.Tokens) == 0 {
			return nil, nil, nil, fmt.Errorf("sequence %d: a step needs at least one token", s.ID)
		}
		if (s.Blocks != nil) != cs.external {
			return nil, nil, nil, fmt.Errorf("sequence %d: block table given = %v while the live sequences' = %v, expected every step of an engine with or every step without", s.ID, s.Blocks != nil, cs.external)
		}
		need := s.Past + len(s.Tokens)
		blocks := s.Blocks
		if blocks == nil {
			var ok bool
			if sc.own, ok = cs.alloc.Grow(sc.own, need); !ok {
				return nil, nil, nil, fmt.Errorf("sequence %d: the engine's own KV cache is full (%d blocks of %d tokens)", s.ID, cs.alloc.NumBlocks(), cs.alloc.BlockSize())
			}
			blocks = sc.own
		}
		if len(blocks)*cs.pool.BlockSize < need {
			return nil, nil, nil, fmt.Errorf("sequence %d: block table of %d blocks of %d tokens for %d tokens, expected at least %d blocks",
				s.ID, len(blocks), cs.pool.BlockSize, need, (need+cs.pool.BlockSize-1)/cs.pool.BlockSize)
		}
		for _, b := range blocks[:(need+cs.pool.BlockSize-1)/cs.pool.BlockSize] {
			if b < 0 {
				return nil, nil, nil, fmt.Errorf("sequence %d: block id %d, expected >= 0", s.ID, b)
			}
			top = max(top, int(b))
		}
		cs.seqs[s.ID] = sc
		for i, t := range s.Tokens {
			ids = append(ids, t)
			pos = append(pos, int32(s.Past+i))
		}
		seqs = append(seqs, Seq{Rows: len(s.Tokens), Past: s.Past, Blocks: blocks, Cache: cs.pool})
		// The step writes these tokens; a failed step fails its sequences, which are then released.
		sc.len = need
	}
	cs.pool.Reserve(top + 1)
	return ids, pos, seqs, nil
}

// LocalEngine runs a full (unsplit) module in-process: the monolithic reference of `afdc run`.
type LocalEngine struct {
	prog   *Program
	caches *caches
}

// NewLocalEngine wraps a loaded full module.
func NewLocalEngine(p *Program) (*LocalEngine, error) {
	if p.mod.Role != ir.RoleFull {
		return nil, fmt.Errorf("a local engine runs a full module, got a %s module", p.mod.Role)
	}
	cs, err := newCaches(p.mod, DefaultBlockSize)
	if err != nil {
		return nil, err
	}
	return &LocalEngine{prog: p, caches: cs}, nil
}

// SetBlockSize sets the KV cache block size the steps' block tables use; only while no sequence
// is live.
func (e *LocalEngine) SetBlockSize(n int) error { return e.caches.setBlockSize(n) }

func (e *LocalEngine) Vocab() int { return vocab(e.prog) }

func (e *LocalEngine) Release(id uint64) { e.caches.release(id) }

func (e *LocalEngine) Step(ctx context.Context, steps []runtime.SeqStep) ([][]float32, error) {
	ids, pos, seqs, err := e.caches.batch(steps)
	if err != nil {
		return nil, err
	}
	out, err := e.prog.Forward(ctx, ids, pos, seqs, nil)
	if err != nil {
		return nil, err
	}
	return out.Logits, nil
}

func vocab(p *Program) int {
	f := p.mod.Func("forward")
	return int(f.Results[len(f.Results)-1].Type.Shape.Last().N)
}

// Link is an attention rank's connection to its FFN rank, as the split engine uses it. BeginStep
// announces a step's token count per stage before any tensor of it; Send and Recv move one layer's
// payload of one stage.
type Link interface {
	BeginStep(ctx context.Context, stageTokens []int) error
	Send(ctx context.Context, layer, stage int, payload [][]float32, rows int) error
	Recv(ctx context.Context, layer, stage int, rows, width int) ([]float32, error)
}

// SplitEngine runs an attention module whose FFN layers live behind a Link. A step's sequences are
// split into the module's stages (micro-batches); each stage runs the program on its own goroutine, and
// the exchanges are ordered layer by layer, stage by stage: stage s+1 sends layer L before stage s
// waits for layer L's result, so attention of one micro-batch overlaps the FFN of the other.
type SplitEngine struct {
	prog   *Program
	link   Link
	stages int
	layers map[int]int // layer -> ordinal among exchanged layers
	caches *caches
}

// NewSplitEngine wraps a loaded attention module.
func NewSplitEngine(p *Program, link Link) (*SplitEngine, error) {
	if p.mod.Role != ir.RoleAttention {
		return nil, fmt.Errorf("a split engine runs an attention module, got a %s module", p.mod.Role)
	}
	s, _ := p.mod.Attrs.Int("stages")
	if s < 1 {
		s = 1
	}
	cs, err := newCaches(p.mod, DefaultBlockSize)
	if err != nil {
		return nil, err
	}
	e := &SplitEngine{prog: p, link: link, stages: int(s), layers: map[int]int{}, caches: cs}
	for _, op := range p.mod.Func("forward").Body {
		if op.Kind == ir.OpSend || op.Kind == ir.OpRemoteFFN {
			e.layers[int(op.Attrs.MustInt("layer"))] = len(e.layers)
		}
	}
	return e, nil
}

// Stages is the number of micro-batches per step.
func (e *SplitEngine) Stages() int { return e.stages }

func (e *SplitEngine) Vocab() int { return vocab(e.prog) }

func (e *SplitEngine) Release(id uint64) { e.caches.release(id) }

// SetBlockSize sets the KV cache block size the steps' block tables use; only while no sequence
// is live.
func (e *SplitEngine) SetBlockSize(n int) error { return e.caches.setBlockSize(n) }

// partition cuts the steps into e.stages contiguous groups of about equal token counts. Groups may be
// empty; an empty stage still exchanges (zero rows) so both sides stay in lockstep.
func (e *SplitEngine) partition(steps []runtime.SeqStep) [][]runtime.SeqStep {
	total := 0
	for _, s := range steps {
		total += len(s.Tokens)
	}
	groups := make([][]runtime.SeqStep, e.stages)
	g, acc := 0, 0
	for _, s := range steps {
		// Move on once this stage holds its share; the last stage takes the rest.
		for g < e.stages-1 && acc > 0 && acc*e.stages >= total*(g+1) {
			g++
		}
		groups[g] = append(groups[g], s)
		acc += len(s.Tokens)
	}
	return groups
}

func (e *SplitEngine) Step(ctx context.Context, steps []runtime.SeqStep) ([][]float32, error) {
	groups := e.partition(steps)
	type stageIn struct {
		ids, pos []int32
		seqs     []Seq
	}
	in := make([]stageIn, e.stages)
	tokens := make([]int, e.stages)
	for s, g := range groups {
		ids, pos, seqs, err := e.caches.batch(g)
		if err != nil {
			return nil, err
		}
		in[s] = stageIn{ids, pos, seqs}
		tokens[s] = len(ids)
	}
	if err := e.link.BeginStep(ctx, tokens); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	turns := newTurns(len(e.layers) * e.stages)
	outs := make([]*Output, e.stages)
	errs := make([]error, e.stages)
	var wg sync.WaitGroup
	for s := range e.stages {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := &stageExchanger{e: e, stage: s, turns: turns}
			outs[s], errs[s] = e.prog.Forward(ctx, in[s].ids, in[s].pos, in[s].seqs, x)
			if errs[s] != nil {
				cancel()
			}
		}()
	}
	wg.Wait()
	if err := firstErr(errs); err != nil {
		return nil, err
	}
	var logits [][]float32
	for s := range e.stages {
		logits = append(logits, outs[s].Logits...)
	}
	return logits, nil
}

// firstErr picks the error that caused a failed step: the first that is not a cancellation caused by
// another stage failing.
func firstErr(errs []error) error {
	var cancelled error
	for s, err := range errs {
		if err == nil {
			continue
		}
		if errors.Is(err, context.Canceled) {
			if cancelled == nil {
				cancelled = fmt.Errorf("stage %d: %w", s, err)
			}
			continue
		}
		return fmt.Errorf("stage %d: %w", s, err)
	}
	return cancelled
}

// turns orders the stages' sends, and separately their receives, as layer-major, stage-minor: turn k =
// ordinal(layer)*stages + stage waits for turn k-1.
type turns struct {
	send, recv []chan struct{}
}

func newTurns(n int) *turns {
	t := &turns{send: make([]chan struct{}, n), recv: make([]chan struct{}, n)}
	for i := range n {
		t.send[i] = make(chan struct{})
		t.recv[i] = make(chan struct{})
	}
	return t
}

func wait(ctx context.Context, chans []chan struct{}, k int) error {
	if k == 0 {
		return nil
	}
	select {
	case <-chans[k-1]:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

type stageExchanger struct {
	e     *SplitEngine
	stage int
	turns *turns
}

func (x *stageExchanger) turn(layer int) (int, error) {
	o, ok := x.e.layers[layer]
	if !ok {
		return 0, fmt.Errorf("layer %d is not exchanged by this program", layer)
	}
	return o*x.e.stages + x.stage, nil
}

func (x *stageExchanger) Send(ctx context.Context, layer int, payload [][]float32, rows int) error {
	k, err := x.turn(layer)
	if err != nil {
		return err
	}
	if err := wait(ctx, x.turns.send, k); err != nil {
		return err
	}
	defer close(x.turns.send[k])
	return x.e.link.Send(ctx, layer, x.stage, payload, rows)
}

func (x *stageExchanger) Recv(ctx context.Context, layer int, rows, width int) ([]float32, error) {
	k, err := x.turn(layer)
	if err != nil {
		return nil, err
	}
	// Stage s+1 must have sent this layer before stage s waits for its result; with the receive order
	// that follows, the attention of one stage runs while the FFN computes the other.
	if next := k + 1; next < len(x.turns.send) && x.stage+1 < x.e.stages {
		if err := wait(ctx, x.turns.send, next+1); err != nil {
			return nil, err
		}
	}
	if err := wait(ctx, x.turns.recv, k); err != nil {
		return nil, err
	}
	defer close(x.turns.recv[k])
	return x.e.link.Recv(ctx, layer, x.stage, rows, width)
}

// LocalLink is an in-process FFN: Send computes the layer at once on a runner, Recv hands the result
// back. It checks the split engine against the monolithic one without any network.
type LocalLink struct {
	Runner runtime.LayerRunner
	mu     sync.Mutex
	out    map[[2]int][]float32
}

func (l *LocalLink) BeginStep(context.Context, []int) error { return nil }

func (l *LocalLink) Send(_ context.Context, layer, stage int, payload [][]float32, rows int) error {
	y, err := l.Runner.RunLayer(layer, payload[0], rows, payload[1:])
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.out == nil {
		l.out = map[[2]int][]float32{}
	}
	l.out[[2]int{layer, stage}] = y
	return nil
}

func (l *LocalLink) Recv(_ context.Context, layer, stage int, rows, width int) ([]float32, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	y, ok := l.out[[2]int{layer, stage}]
	if !ok {
		return nil, fmt.Errorf("layer %d stage %d: nothing was sent", layer, stage)
	}
	delete(l.out, [2]int{layer, stage})
	if len(y) != rows*width {
		return nil, fmt.Errorf("layer %d stage %d: %d values, expected %d x %d", layer, stage, len(y), rows, width)
	}
	return y, nil
}
