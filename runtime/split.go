package runtime

import (
	"context"
	"fmt"
	"time"

	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// FFNPeer is how an attention rank's engine reaches the FFN of its layers: a control plane that
// announces each step (the tokens per stage) and a data plane for the tensors. RemoteFFN is the one
// over the connector; LocalFFN runs the FFN in-process.
type FFNPeer interface {
	// BeginStep announces a step's token count per stage and returns its step number, which tags its
	// transfers.
	BeginStep(ctx context.Context, stageTokens []int) (uint64, error)
	// Peer is the FFN rank the transfers go to.
	Peer() int
	connector.Transport
}

// SplitEngine runs an attention backend whose FFN layers live behind an FFNPeer (or, with no peer, a
// full module: the monolithic reference). A step's sequences are split into stages (micro-batches)
// that one goroutine drives in layer-major, stage-minor order, software-pipelined: stage s receives
// layer L-1's result, runs its attention of layer L and sends it before stage s+1 receives its own
// layer L-1 result, so stage s+1 has sent layer L-1 before stage s waits for it and the attention
// of one micro-batch overlaps the FFN of the other.
type SplitEngine struct {
	be     AttentionBackend
	peer   FFNPeer
	stages int
	// minStageTokens: a step is cut into as many stages as give each at least this many tokens,
	// at most stages (0: always stages). See SetMinStageTokens.
	minStageTokens int
	layers         []int
	queues         []Queue
	stats          SplitStats
	// Per stage: when the layer in flight was sent and its payload bytes, for stats (kept here so
	// that a step allocates nothing for them).
	sentAt    []time.Time
	sentBytes []int
}

// SplitStats sees a SplitEngine's steps, for /metrics. Nil fields are skipped; the engine calls them
// from its own goroutine, so they must be quick and must not call back into the engine.
type SplitStats struct {
	// Exchange sees one layer's exchange of one stage once its result is in: the payload bytes sent
	// to the FFN (rows × the wire's row bytes to the FFN) and received back (rows × the FFN output's
	// row bytes), framing excluded, and the round trip from the send being issued to the result
	// received. On a host data plane the engine receives stage s's result only after the attention
	// of the other stages that the pipeline interleaves, so rtt is an upper bound on the link's
	// round trip (FFN compute included). On a device data plane the transfers complete on the
	// device and rtt is 0: not measured (the transport's own counters time them). Stages with no
	// rows still exchange (zero bytes) and are seen.
	Exchange func(layer, stage, sent, received int, rtt time.Duration)
	// Stage sees each stage of a step when its outputs are ready (its queue synced): the time from
	// the step's start, so the last stage's time is the step's.
	Stage func(stage int, d time.Duration)
	// Step sees each step once its results are in: its rows (tokens, every stage) and its time
	// from the start, on the engine's goroutine (inside the backend's Drive).
	Step func(rows int, d time.Duration)
}

// SetStats installs the observers; only while no step runs.
func (e *SplitEngine) SetStats(s SplitStats) { e.stats = s }

// Layers lists the layers whose FFN is behind the peer, in exchange order.
func (e *SplitEngine) Layers() []int { return e.layers }

// NewSplitEngine drives be in stages micro-batches per step (at least 1). peer is nil for a full
// module, which must have no exchanges.
// recvDTyper is a peer whose answer to a layer may come back in another dtype than the payload's
// hidden state (the expert-parallel combine, f32).
type recvDTyper interface {
	RecvDType(layer int) (tensor.DType, bool)
}

func NewSplitEngine(be AttentionBackend, peer FFNPeer, stages int) (*SplitEngine, error) {
	stages = max(stages, 1)
	e := &SplitEngine{be: be, peer: peer, stages: stages, layers: be.Exchanges(), sentAt: make([]time.Time, stages), sentBytes: make([]int, stages)}
	if peer == nil && len(e.layers) > 0 {
		return nil, fmt.Errorf("the %s program exchanges %d layers with an FFN, but the engine has no FFN peer", be.Target(), len(e.layers))
	}
	if peer == nil {
		e.stages = 1
	}
	err := be.Drive(func() error {
		for range e.stages {
			q, err := be.NewQueue()
			if err != nil {
				return err
			}
			e.queues = append(e.queues, q)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%s backend: make the stage queues: %w", be.Target(), err)
	}
	return e, nil
}

// Stages is the number of micro-batches per step: the most a step is cut into.
func (e *SplitEngine) Stages() int { return e.stages }

// SetMinStageTokens makes a step of fewer than stages × n tokens run in fewer stages: as many as
// give each at least n tokens (one at least); the stages left over stay empty and exchange
// nothing. Every stage runs every weight product once more, so a stage of a few rows costs about
// as much as a full one where reading the weights bounds the step (decode of a small batch),
// while what it overlaps is the other side's share of the step. 0 (the default) always cuts a
// step into all stages. Only while no step runs.
func (e *SplitEngine) SetMinStageTokens(n int) { e.minStageTokens = max(n, 0) }

// activeStages is the number of stages a step of total tokens is cut into.
func (e *SplitEngine) activeStages(total int) int {
	if e.minStageTokens == 0 {
		return e.stages
	}
	return min(e.stages, max(1, total/e.minStageTokens))
}

func (e *SplitEngine) Vocab() int { return e.be.Vocab() }

// StepRows is the most tokens the backend takes in one step where it sized that itself at load
// (a device backend given LoadOptions.MaxBatchTokens 0); 0 where it has no such limit of its own.
func (e *SplitEngine) StepRows() int {
	if m, ok := e.be.(interface{ MaxRows() int }); ok {
		return m.MaxRows()
	}
	return 0
}

func (e *SplitEngine) Release(id uint64) { e.be.Drive(func() error { e.be.Release(id); return nil }) }

// SetBlockSize sets the KV cache block size the steps' block tables use; only while no sequence is
// live.
func (e *SplitEngine) SetBlockSize(tokens int) error {
	return e.be.Drive(func() error { return e.be.SetBlockSize(tokens) })
}

// partition cuts the steps into e.stages contiguous groups, the first activeStages of them of about
// equal token counts and the rest empty. Groups may be empty; an empty stage still exchanges (zero
// rows) so both sides stay in lockstep.
func (e *SplitEngine) partition(steps []SeqStep) [][]SeqStep {
	total := 0
	for _, s := range steps {
		total += len(s.Tokens)
	}
	groups := make([][]SeqStep, e.stages)
	use := e.activeStages(total)
	g, acc := 0, 0
	for _, s := range steps {
		// Move on once this stage holds its share; the last stage in use takes the rest.
		for g < use-1 && acc > 0 && acc*use >= total*(g+1) {
			g++
		}
		groups[g] = append(groups[g], s)
		acc += len(s.Tokens)
	}
	return groups
}

// layout makes a stage's batch.
func layout(seqs []SeqStep) (Batch, error) {
	var ids, pos []int32
	for _, s := range seqs {
		if len(s.Tokens) == 0 {
			return Batch{}, fmt.Errorf("sequence %d: a step needs at least one token", s.ID)
		}
		for i, t := range s.Tokens {
			ids = append(ids, t)
			pos = append(pos, int32(s.Past+i))
		}
	}
	sampling := make([]float32, 3*len(seqs))
	keys := make([]int64, 2*len(seqs))
	widest := 0
	for i, s := range seqs {
		sampling[3*i], sampling[3*i+1], sampling[3*i+2] = s.Sample.Temperature, s.Sample.TopP, float32(s.Sample.TopK)
		keys[2*i], keys[2*i+1] = int64(s.Sample.Seed), int64(s.Position) // the seed's bits, as i64
		widest = max(widest, len(s.Blocks))
	}
	tables := make([]int32, len(seqs)*widest)
	for i, s := range seqs {
		row := tables[i*widest : (i+1)*widest]
		copy(row, s.Blocks)
		for j := len(s.Blocks); j < widest; j++ {
			row[j] = -1
		}
	}
	return Batch{Seqs: seqs, IDs: tensor.FromI32(ids, len(ids)), Pos: tensor.FromI32(pos, len(pos)),
		BlockTables: tensor.FromI32(tables, len(seqs), widest),
		Sampling:    tensor.FromF32(sampling, len(seqs), 3), Keys: tensor.NewI64(keys, len(seqs), 2)}, nil
}

// Step runs a step and returns each sequence's logits; the backend must return logits.
func (e *SplitEngine) Step(ctx context.Context, steps []SeqStep) ([][]float32, error) {
	_, logits, err := e.run(ctx, steps, true)
	if err == nil && logits == nil && len(steps) > 0 {
		return nil, fmt.Errorf("the %s backend returned token ids without logits; use StepTokens", e.be.Target())
	}
	return logits, err
}

// StepTokens runs a step and returns each sequence's token as the backend's program sampled it
// (with the steps' sampling parameters), and the logits when the backend returned them (nil when it
// sampled on the device and kept them there). A backend that samples on its device returns the
// logits only when some step asks for them (SeqStep.Logits).
func (e *SplitEngine) StepTokens(ctx context.Context, steps []SeqStep) ([]int32, [][]float32, error) {
	toks, logits, err := e.run(ctx, steps, false)
	if err == nil && toks == nil && len(steps) > 0 {
		return nil, nil, fmt.Errorf("the %s backend returned no token ids", e.be.Target())
	}
	return toks, logits, err
}

func (e *SplitEngine) run(ctx context.Context, steps []SeqStep, allLogits bool) (toks []int32, logits [][]float32, err error) {
	err = e.be.Drive(func() error {
		toks, logits, err = e.step(ctx, steps, allLogits)
		return err
	})
	return toks, logits, err
}

func (e *SplitEngine) step(ctx context.Context, steps []SeqStep, allLogits bool) ([]int32, [][]float32, error) {
	t0 := time.Now()
	groups := e.partition(steps)
	wantLogits := allLogits
	for _, s := range steps {
		wantLogits = wantLogits || s.Logits
	}
	runs := make([]AttentionRun, e.stages)
	tokens := make([]int, e.stages)
	for s, g := range groups {
		b, err := layout(g)
		if err != nil {
			return nil, nil, err
		}
		b.Logits = wantLogits
		if runs[s], err = e.be.Begin(ctx, e.queues[s], b); err != nil {
			return nil, nil, err
		}
		tokens[s] = b.Rows()
	}
	var step uint64
	if e.peer != nil {
		var err error
		if step, err = e.peer.BeginStep(ctx, tokens); err != nil {
			return nil, nil, err
		}
	}
	var hidden []tensor.Tensor // per stage: the receive buffer of the layer in flight
	// spent: the step's payloads and receive buffers, given back to a recycling backend once the
	// step is over (every send returned, every queue synced, the runs finished).
	var spent []tensor.Tensor
	recycler, _ := e.be.(Recycler)
	recv := func(s, k int) error {
		layer := e.layers[k]
		y := hidden[s]
		if err := e.peer.Recv(ctx, e.queues[s], e.peer.Peer(), connector.Tag{Step: step, Layer: layer, Stage: s}, []tensor.Tensor{y}); err != nil {
			return fmt.Errorf("stage %d: %w", s, err)
		}
		if e.stats.Exchange != nil {
			var rtt time.Duration
			if e.peer.Memory() == tensor.Host {
				rtt = time.Since(e.sentAt[s])
			}
			e.stats.Exchange(layer, s, e.sentBytes[s], y.Len(), rtt)
		}
		return runs[s].Resume(ctx, layer, y)
	}
	hidden = make([]tensor.Tensor, e.stages)
	for k, layer := range e.layers {
		for s := range e.stages {
			if k > 0 {
				if err := recv(s, k-1); err != nil {
					return nil, nil, err
				}
			}
			payload, err := runs[s].Attention(ctx, layer)
			if err != nil {
				return nil, nil, fmt.Errorf("stage %d: %w", s, err)
			}
			e.sentBytes[s] = 0
			for _, t := range payload {
				e.sentBytes[s] += t.Len()
			}
			e.sentAt[s] = time.Now()
			if recycler != nil {
				spent = append(spent, payload...)
			}
			if err := e.peer.Send(ctx, e.queues[s], e.peer.Peer(), connector.Tag{Step: step, Layer: layer, Stage: s}, payload); err != nil {
				return nil, nil, fmt.Errorf("stage %d: %w", s, err)
			}
			dt := payload[0].DType // the FFN answers in the dtype it was sent, unless the peer says otherwise
			if p, ok := e.peer.(recvDTyper); ok {
				if d, ok := p.RecvDType(layer); ok {
					dt = d
				}
			}
			if hidden[s], err = e.be.Alloc(dt, e.peer.Memory(), tokens[s], payload[0].Width()); err != nil {
				return nil, nil, fmt.Errorf("stage %d layer %d: %w", s, layer, err)
			}
			if recycler != nil {
				spent = append(spent, hidden[s])
			}
		}
	}
	var (
		toks           []int32
		logits         [][]float32
		noToks, noLogs bool
	)
	for s := range e.stages {
		if len(e.layers) > 0 {
			if err := recv(s, len(e.layers)-1); err != nil {
				return nil, nil, err
			}
		}
		out, err := runs[s].Finish(ctx)
		if err != nil {
			return nil, nil, fmt.Errorf("stage %d: %w", s, err)
		}
		if err := e.queues[s].Sync(ctx); err != nil {
			return nil, nil, fmt.Errorf("stage %d: %w", s, err)
		}
		if e.stats.Stage != nil {
			e.stats.Stage(s, time.Since(t0))
		}
		seqs := len(groups[s])
		if out.Tokens.DType == tensor.Invalid {
			noToks = true
		} else if err := out.Tokens.Check(tensor.I32, seqs); err != nil {
			return nil, nil, fmt.Errorf("stage %d: tokens: %w", s, err)
		} else {
			toks = append(toks, out.Tokens.I32()...)
		}
		if out.Logits.DType == tensor.Invalid {
			noLogs = true
			continue
		}
		if err := out.Logits.Check(tensor.F32, seqs, e.be.Vocab()); err != nil {
			return nil, nil, fmt.Errorf("stage %d: logits: %w", s, err)
		}
		f, v := out.Logits.F32(), out.Logits.Width()
		for r := range seqs {
			logits = append(logits, f[r*v:(r+1)*v:(r+1)*v])
		}
	}
	// A device data plane completes its transfers on the device: only now, with every queue
	// synced, can it say whether they all arrived (a lost peer leaves buffers unwritten).
	if c, ok := e.peer.(connector.Checker); ok && len(e.layers) > 0 {
		if err := c.Check(step); err != nil {
			return nil, nil, err
		}
	}
	if recycler != nil {
		recycler.Recycle(spent...)
	}
	if e.stats.Step != nil {
		rows := 0
		for _, n := range tokens {
			rows += n
		}
		e.stats.Step(rows, time.Since(t0))
	}
	if noToks {
		toks = nil
	}
	if noLogs {
		logits = nil
	}
	return toks, logits, nil
}
