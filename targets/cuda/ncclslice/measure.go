package ncclslice

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/tensor"
	"afdc/targets/cuda"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/nccl"
	"afdc/targets/cuda/ncclxport"
)

// warmSteps are the untimed decode steps before each timed run.
const warmSteps = 2

// Lead is how many tokens below its context a sequence is filled to, so that the warm and timed
// steps of a run never pass the context.
func Lead(steps int) int { return steps + warmSteps + 1 }

// Result is one batch and context of the pair: the three step times, their ratio, and the
// exchanges of the split run's timed steps as each rank counted them.
type Result struct {
	Batch   int `json:"batch"`
	Context int `json:"context"`
	Stages  int `json:"stages"`
	Steps   int `json:"timed_steps"`
	// MeanContext is the mean cached tokens (the new one included) of the timed steps' sequences.
	MeanContext float64 `json:"mean_context"`
	// SplitStepMs is a decode step of the split pair over NCCL (wall time, token ids back on the
	// host); AttentionMs the same step on the same attention backend behind NullPeer (no FFN, no
	// transfer); FFNMs the FFN backend's layers for every stage's rows on its own queues, synced
	// (FFNAlone). Ratio is SplitStepMs over the larger of the two sides: 1 when the exchange and
	// the other side are wholly hidden.
	SplitStepMs float64 `json:"split_step_ms"`
	AttentionMs float64 `json:"attention_alone_ms"`
	FFNMs       float64 `json:"ffn_alone_ms"`
	Ratio       float64 `json:"ratio_to_larger_side"`
	// AttentionX and FFNX are the exchanges per layer, stage and direction of the timed split
	// steps, from the attention rank's and the FFN rank's side.
	AttentionX []ncclxport.Exchange `json:"attention_exchanges"`
	FFNX       []ncclxport.Exchange `json:"ffn_exchanges"`
	// FFNOpsSplit and FFNOpsAlone are the FFN backend's device time per step by op and kernel
	// (CUDA events around each, cuda.OpTime) in a pass of split steps and one of FFN-alone steps
	// after the timed ones, when Config.OpTimes asks: where the FFN's time goes when its peer is
	// on the link against when it runs alone. Nil otherwise.
	FFNOpsSplit []cuda.OpTime `json:"ffn_op_times_split,omitempty"`
	FFNOpsAlone []cuda.OpTime `json:"ffn_op_times_alone,omitempty"`
	// ExpertsSplit and ExpertsAlone are the mean experts a streaming routed-experts call touched
	// in those passes: the weight each had to stream.
	ExpertsSplit float64 `json:"ffn_experts_touched_split,omitempty"`
	ExpertsAlone float64 `json:"ffn_experts_touched_alone,omitempty"`
	// Trace is the timeline of one split step on both GPUs, when Config.OpTimes asks.
	Trace *Trace `json:"trace,omitempty"`
}

// Trace is one split step's timeline: every op, kernel and NCCL transfer each GPU's stage queues
// ran and the host's time in the FFN calls and their queue waits (cuda.TraceSpan), each side from
// its own zero; FFNZeroMs places the FFN's zero on the attention's timeline (both are host clock
// readings of this process, so they agree to a few microseconds).
type Trace struct {
	Attention []cuda.TraceSpan `json:"attention"`
	FFN       []cuda.TraceSpan `json:"ffn"`
	FFNZeroMs float64          `json:"ffn_zero_ms"`
}

// Measure fills batch sequences' KV caches to tokens less Lead(steps) with random values
// (no compute: decode reads every cached token whatever it holds), then times steps decode steps
// of them (after warmSteps untimed) split over NCCL, again on fresh sequences behind NullPeer, and
// the FFN side alone.
func (p *Pair) Measure(ctx context.Context, batch, tokens, steps int) (Result, error) {
	if batch < 1 || batch > p.cfg.MaxBatch || tokens > p.cfg.MaxContext || steps < 1 {
		return Result{}, fmt.Errorf("batch %d, context %d, %d steps: expected batch 1 to %d, context up to %d, 1 step or more", batch, tokens, steps, p.cfg.MaxBatch, p.cfg.MaxContext)
	}
	fill := tokens - Lead(steps)
	if fill < 1 {
		return Result{}, fmt.Errorf("context %d: at most the %d tokens the steps decode, expected a longer one", tokens, Lead(steps))
	}
	if !p.randomKVReady {
		if err := p.attn.RandomKV(p.cfg.Seed); err != nil {
			return Result{}, err
		}
		p.randomKVReady = true
	}
	r := Result{Batch: batch, Context: tokens, Stages: p.cfg.Stages, Steps: steps}
	var err error
	if r.SplitStepMs, r.MeanContext, err = p.decode(ctx, p.split, batch, fill, steps, func() { p.attnX.Reset(); p.ffnX.Reset() }); err != nil {
		return r, fmt.Errorf("split over nccl: %w", err)
	}
	r.AttentionX, r.FFNX = p.attnX.Snapshot(), p.ffnX.Snapshot()
	if r.AttentionMs, _, err = p.decode(ctx, p.alone, batch, fill, steps, nil); err != nil {
		return r, fmt.Errorf("attention alone: %w", err)
	}
	if p.ffnQueues == nil {
		// Made once per pair: each queue holds an activation arena of the FFN's budget.
		err := p.ffn.Drive(func() error {
			for range p.cfg.Stages {
				q, err := p.ffn.NewQueue()
				if err != nil {
					return err
				}
				p.ffnQueues = append(p.ffnQueues, q)
			}
			return nil
		})
		if err != nil {
			return r, fmt.Errorf("ffn alone: %w", err)
		}
	}
	d, err := FFNAlone(ctx, p.ffn, p.cfg.Wire, p.ffnQueues, StageRows(batch, p.cfg.Stages), steps)
	if err != nil {
		return r, fmt.Errorf("ffn alone: %w", err)
	}
	r.FFNMs = ms(d)
	if most := max(r.AttentionMs, r.FFNMs); most > 0 {
		r.Ratio = r.SplitStepMs / most
	}
	if p.cfg.OpTimes {
		if r.FFNOpsSplit, r.FFNOpsAlone, r.ExpertsSplit, r.ExpertsAlone, err = p.ffnOpTimes(ctx, batch, fill, steps); err != nil {
			return r, fmt.Errorf("ffn op times: %w", err)
		}
		if r.Trace, err = p.traceStep(ctx, batch, fill); err != nil {
			return r, fmt.Errorf("trace: %w", err)
		}
	}
	return r, nil
}

// traceStep records the timeline of one split step (after the untimed ones) on both GPUs.
func (p *Pair) traceStep(ctx context.Context, batch, fill int) (*Trace, error) {
	var startErr error
	started := [2]bool{}
	start := func() {
		for i, be := range []*cuda.Backend{p.attn, p.ffn} {
			if startErr = be.Drive(be.StartTrace); startErr != nil {
				return
			}
			started[i] = true
		}
	}
	_, _, err := p.decode(ctx, p.split, batch, fill, 1, start)
	tr := &Trace{}
	var zero [2]time.Time
	for i, be := range []*cuda.Backend{p.attn, p.ffn} {
		if !started[i] {
			continue
		}
		var spans []cuda.TraceSpan
		e := be.Drive(func() (err error) { spans, zero[i], err = be.StopTrace(); return err })
		err = errors.Join(err, e)
		if i == 0 {
			tr.Attention = spans
		} else {
			tr.FFN = spans
		}
	}
	if err = errors.Join(startErr, err); err != nil {
		return nil, err
	}
	tr.FFNZeroMs = ms(zero[1].Sub(zero[0]))
	return tr, nil
}

// ffnOpTimes runs the split steps and the FFN-alone steps again with the FFN backend's op-time
// breakdown on (its events stay out of the timed figures) and returns each pass's per-step times.
func (p *Pair) ffnOpTimes(ctx context.Context, batch, fill, steps int) (split, alone []cuda.OpTime, expSplit, expAlone float64, err error) {
	set := func(on bool) error { return p.ffn.Drive(func() error { p.ffn.SetOpTimes(on); return nil }) }
	if err := set(true); err != nil {
		return nil, nil, 0, 0, err
	}
	defer set(false)
	// A queue adds its spans when it next syncs (the FFN's next call on it): sync them all before
	// clearing and before reading, so that each pass counts its own steps' work exactly.
	var resetErr error
	reset := func() {
		resetErr = p.ffn.Drive(func() error {
			err := p.ffn.SyncQueues(ctx)
			p.ffn.ResetOpTimes()
			return err
		})
	}
	if _, _, err := p.decode(ctx, p.split, batch, fill, steps, reset); err != nil {
		return nil, nil, 0, 0, err
	}
	if resetErr != nil {
		return nil, nil, 0, 0, resetErr
	}
	if err := p.ffn.Drive(func() error { return p.ffn.SyncQueues(ctx) }); err != nil {
		return nil, nil, 0, 0, err
	}
	split = perStep(p.ffn.OpTimes(), steps)
	expSplit, _ = p.ffn.ExpertsTouched()
	if reset(); resetErr != nil {
		return nil, nil, 0, 0, resetErr
	}
	if _, err := FFNAlone(ctx, p.ffn, p.cfg.Wire, p.ffnQueues, StageRows(batch, p.cfg.Stages), steps); err != nil {
		return nil, nil, 0, 0, err
	}
	// FFNAlone's untimed steps run the same work as its timed ones.
	expAlone, _ = p.ffn.ExpertsTouched()
	return split, perStep(p.ffn.OpTimes(), steps+warmSteps), expSplit, expAlone, nil
}

func perStep(ts []cuda.OpTime, steps int) []cuda.OpTime {
	for i := range ts {
		ts[i].Ms /= float64(steps)
		ts[i].Count = (ts[i].Count + steps/2) / steps
	}
	return ts
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

// decode times steps decode steps of batch fresh sequences filled to fill tokens on e, after
// warmSteps; timed is called between the two. It returns ms per step and the timed steps' mean
// context.
func (p *Pair) decode(ctx context.Context, e *runtime.SplitEngine, batch, fill, steps int, timed func()) (float64, float64, error) {
	seqs := make([]runtime.SeqStep, batch)
	for i := range seqs {
		p.nextID++
		if err := p.attn.Prefilled(p.nextID, fill); err != nil {
			return 0, 0, err
		}
		seqs[i] = runtime.SeqStep{ID: p.nextID, Tokens: []int32{int32((int(p.nextID) * 7919) % max(e.Vocab(), 1))}, Past: fill}
	}
	defer func() {
		for _, s := range seqs {
			e.Release(s.ID)
		}
	}()
	var wall time.Duration
	ctxSum := 0.0
	for n := range warmSteps + steps {
		if n == warmSteps && timed != nil {
			timed()
		}
		t0 := time.Now()
		toks, _, err := e.StepTokens(ctx, seqs)
		if err != nil {
			return 0, 0, err
		}
		if n >= warmSteps {
			wall += time.Since(t0)
			for _, s := range seqs {
				ctxSum += float64(s.Past + len(s.Tokens))
			}
		}
		for k := range seqs {
			seqs[k] = runtime.SeqStep{ID: seqs[k].ID, Tokens: []int32{toks[k]}, Past: seqs[k].Past + 1}
		}
	}
	return ms(wall) / float64(steps), ctxSum / float64(steps*batch), nil
}

// StageRows cuts a decode batch (one token a sequence) into stages as the SplitEngine does: about
// equal, the later stages taking the remainder.
func StageRows(batch, stages int) []int {
	rows := make([]int, max(stages, 1))
	for s := range rows {
		rows[s] = batch*(s+1)/len(rows) - batch*s/len(rows)
	}
	return rows
}

// FFNAlone times the FFN backend's exchanged layers (wire) for rows[s] rows on qs[s], a queue per
// stage, in the order the FFN rank runs a step, every queue synced, per step, averaged over n steps
// after 2 untimed. Each layer and stage reads its own input, filled once with random values
// (uniform in [-1, 1)): rows that differ route like a step's tokens, each stage touching about as
// many experts as the split step's (transfer buffers as allocated would hold the same row
// everywhere, which routes every token to the same few experts).
func FFNAlone(ctx context.Context, be *cuda.Backend, wire []ir.WireLayer, qs []runtime.Queue, rows []int, n int) (time.Duration, error) {
	if len(qs) < len(rows) {
		return 0, fmt.Errorf("%d queues for %d stages, expected one a stage", len(qs), len(rows))
	}
	type call struct {
		layer, stage int
		in           []tensor.Tensor
		out          tensor.Tensor
	}
	var calls []call
	for _, w := range wire {
		for s, r := range rows {
			if r == 0 {
				continue
			}
			c := call{layer: w.Layer, stage: s}
			for i, x := range w.ToFFN {
				dt, err := ir.ParseDType(x.DType)
				if err != nil {
					return 0, err
				}
				t, err := be.Alloc(dt, tensor.Device, r, int(x.Width))
				if err != nil {
					return 0, err
				}
				if err := be.RandomFill(t, int64(1000*w.Layer+10*s+i)); err != nil {
					return 0, err
				}
				c.in = append(c.in, t)
			}
			dt, err := ir.ParseDType(w.FromFFN[0].DType)
			if err != nil {
				return 0, err
			}
			if c.out, err = be.Alloc(dt, tensor.Device, r, int(w.FromFFN[0].Width)); err != nil {
				return 0, err
			}
			calls = append(calls, c)
		}
	}
	var d time.Duration
	err := be.Drive(func() error {
		step := func() error {
			for _, c := range calls {
				if err := be.FFN(ctx, qs[c.stage], c.layer, c.in, c.out); err != nil {
					return err
				}
			}
			for _, q := range qs {
				if err := q.Sync(ctx); err != nil {
					return err
				}
			}
			return nil
		}
		for range warmSteps {
			if err := step(); err != nil {
				return err
			}
		}
		t0 := time.Now()
		for range n {
			if err := step(); err != nil {
				return err
			}
		}
		d = time.Since(t0) / time.Duration(n)
		return nil
	})
	return d, err
}

// LinkBandwidth sends n bytes from the attention's GPU to the FFN's over a fresh two-rank NCCL
// communicator, reps times after one untimed, and returns GB/s (10^9 bytes per second).
func (p *Pair) LinkBandwidth(n, reps int) (float64, error) {
	return LinkBandwidth(p.attn, p.ffn, n, reps)
}

// LinkBandwidth is Pair.LinkBandwidth between any two backends on different GPUs.
func LinkBandwidth(src, dst *cuda.Backend, n, reps int) (float64, error) {
	if n <= 0 || reps <= 0 {
		return 0, fmt.Errorf("link bandwidth: %d bytes x %d transfers, expected both positive", n, reps)
	}
	id, err := nccl.GetUniqueID()
	if err != nil {
		return 0, err
	}
	type side struct {
		be   *cuda.Backend
		rank int
		comm nccl.Comm
		buf  cu.DevicePtr
		s    cu.Stream
	}
	sides := []*side{{be: src, rank: 0}, {be: dst, rank: 1}}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	// Each side's own resources first, then the communicator, and only once both sides have theirs:
	// a rank whose allocation failed never joins, and its peer would wait for it in the (blocking)
	// set-up for ever.
	both := func(f func(sd *side) error) error {
		for i, sd := range sides {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = sd.be.Drive(func() error { return f(sd) })
			}()
		}
		wg.Wait()
		return errors.Join(errs...)
	}
	defer func() {
		for _, sd := range sides {
			sd.be.Drive(func() error {
				if sd.comm != 0 {
					sd.comm.Destroy()
				}
				if sd.s != 0 {
					sd.s.Destroy()
				}
				if sd.buf != 0 {
					cu.MemFree(sd.buf)
				}
				return nil
			})
		}
	}()
	err = both(func(sd *side) (err error) {
		if sd.buf, err = cu.MemAlloc(n); err != nil {
			return err
		}
		sd.s, err = cu.StreamCreate(0)
		return err
	})
	if err == nil {
		err = both(func(sd *side) (err error) { sd.comm, err = nccl.CommInitRank(2, id, sd.rank); return err })
	}
	if err != nil {
		return 0, fmt.Errorf("link bandwidth set-up: %w", err)
	}
	round := func() error {
		return both(func(sd *side) error {
			var err error
			if sd.rank == 0 {
				err = sd.comm.Send(sd.buf, n, nccl.Uint8, 1, sd.s)
			} else {
				err = sd.comm.Recv(sd.buf, n, nccl.Uint8, 0, sd.s)
			}
			if err != nil {
				return err
			}
			return sd.s.Synchronize()
		})
	}
	if err := round(); err != nil {
		return 0, err
	}
	t0 := time.Now()
	for range reps {
		if err := round(); err != nil {
			return 0, err
		}
	}
	return float64(n) * float64(reps) / time.Since(t0).Seconds() / 1e9, nil
}

// Transfer is one direction of one layer and stage, per transfer.
type Transfer struct {
	Layer int    `json:"layer"`
	Stage int    `json:"stage"`
	Dir   string `json:"dir"`
	// Bytes per transfer; DeviceMs the device time per timed transfer (CUDA events around the NCCL
	// call: waiting for the peer included); LinkMs the bytes at the measured link bandwidth.
	Bytes    float64 `json:"bytes_per_transfer"`
	DeviceMs float64 `json:"device_ms_per_transfer"`
	LinkMs   float64 `json:"link_ms"`
	Count    int64   `json:"transfers"`
}

// Transfers turns exchange counters into per-transfer figures at gbps GB/s of link bandwidth (0:
// LinkMs left 0).
func Transfers(ex []ncclxport.Exchange, gbps float64) []Transfer {
	out := make([]Transfer, 0, len(ex))
	for _, e := range ex {
		t := Transfer{Layer: e.Layer, Stage: e.Stage, Dir: e.Dir, Count: e.Count}
		if e.Count > 0 {
			t.Bytes = float64(e.Bytes) / float64(e.Count)
			if gbps > 0 {
				t.LinkMs = t.Bytes / (gbps * 1e9) * 1e3
			}
		}
		if e.Timed > 0 {
			t.DeviceMs = float64(e.Nanos) / float64(e.Timed) / 1e6
		}
		out = append(out, t)
	}
	return out
}
