// Package epbench measures the expert-parallel exchange of a model on one machine: for each
// expert-rank count N it runs the attention program and N expert ranks in this process, over
// loopback TCP with host staging (as the executables run when they share one GPU), times decode
// steps of each batch, and reports per MoE layer the dispatch and combine bytes and times and each
// rank's share of the (token, expert) pairs. N = 1 is the unsharded split (what --ep 1 builds): one
// FFN rank holding every expert, the plain exchange of hidden rows, for comparison.
//
// It knows no target: the caller compiles the builds and loads their programs (afdc bench --target
// cuda --ep on a GPU; its tests on the CPU target).
package epbench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"slices"
	"sync"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// Build is one configuration's programs: an --ep N build (N >= 2), or the unsharded split (N = 1).
type Build struct {
	Ranks          int // expert ranks; 1: the unsharded split
	Attention, FFN *ir.Module
	Wire           []ir.WireLayer
	Plan           string
	Model          string
	Stages         int
}

// Loader loads a build's program onto the target: the attention program (rank -1) or the FFN program
// as expert rank rank (0 for the unsharded FFN).
type Loader func(b Build, mod *ir.Module, rank int) (runtime.Backend, error)

// Options are a run's configurations.
type Options struct {
	Builds  []Build
	Batches []int // sequences per decode step, one token each
	Steps   int   // timed steps per batch, after 2 untimed
	Load    Loader
	Log     io.Writer // progress lines; nil: none
}

// Report is the measured exchange of every build and batch.
type Report struct {
	Model       string `json:"model"`
	Device      string `json:"device,omitempty"`
	Weights     string `json:"weights,omitempty"`
	Hidden      int    `json:"hidden"`
	HiddenDType string `json:"hidden_dtype"`
	TopK        int    `json:"top_k"`
	Experts     int    `json:"experts"`
	Stages      int    `json:"stages"`
	Steps       int    `json:"steps"`
	Runs        []Run  `json:"runs"`
}

// Run is one build at one batch.
type Run struct {
	Ranks  int     `json:"expert_ranks"`
	Batch  int     `json:"batch"`
	StepMS float64 `json:"step_ms"` // mean wall time of a timed step
	Layers []Layer `json:"layers"`
}

// Layer is one MoE layer's exchange, per step (means over the timed steps).
type Layer struct {
	Layer int `json:"layer"`
	// DispatchBytes is what the attention rank sends: with N >= 2 the routing of every token to every
	// rank (top_k ids and weights, 8 bytes each) and each token's hidden row once to each distinct
	// rank holding one of its experts; with N = 1 the wire's rows to the FFN rank.
	DispatchBytes float64 `json:"dispatch_bytes"`
	// CombineBytes is what comes back: one f32 row per (token, expert) pair with N >= 2, the FFN's
	// output rows with N = 1.
	CombineBytes float64 `json:"combine_bytes"`
	// DispatchMS is the time spent sending (every stage, every rank); CombineMS the time from each
	// stage's dispatch to the arrival of its last rank's rows (the ranks' compute included), summed
	// over stages.
	DispatchMS float64 `json:"dispatch_ms"`
	CombineMS  float64 `json:"combine_ms"`
	// Imbalance is the busiest rank's pairs over the mean pairs of a rank (1: even).
	Imbalance float64 `json:"imbalance"`
	Ranks     []Rank  `json:"ranks"`
}

// Rank is one expert rank's part of a layer, per step.
type Rank struct {
	Rank          int     `json:"rank"`
	Tokens        float64 `json:"tokens"` // tokens with at least one expert on the rank
	Pairs         float64 `json:"pairs"`  // (token, expert) pairs it computed: its expert load
	Share         float64 `json:"share"`  // its pairs over all ranks' pairs
	DispatchBytes float64 `json:"dispatch_bytes"`
	CombineBytes  float64 `json:"combine_bytes"`
}

// Check refuses options that cannot run, naming the value and what was expected.
func (o Options) Check() error {
	if len(o.Builds) == 0 {
		return errors.New("no builds, expected at least one expert-rank count")
	}
	if o.Load == nil {
		return errors.New("no loader, expected Options.Load")
	}
	if err := CheckSteps(o.Batches, o.Steps); err != nil {
		return err
	}
	for _, b := range o.Builds {
		if b.Ranks < 1 {
			return fmt.Errorf("%d expert ranks: expected at least 1", b.Ranks)
		}
		if n := runtime.ExpertRanks(b.Wire); b.Ranks > 1 && n != b.Ranks || b.Ranks == 1 && n != 0 {
			return fmt.Errorf("build for %d expert ranks: its wire schema spreads experts over %d, expected %d (0: the unsharded split)", b.Ranks, n, b.Ranks)
		}
	}
	return nil
}

// CheckSteps refuses batches and timed steps that cannot run, naming the value.
func CheckSteps(batches []int, steps int) error {
	if steps < 1 {
		return fmt.Errorf("steps %d: expected at least 1", steps)
	}
	if len(batches) == 0 {
		return errors.New("no batches, expected at least one")
	}
	for _, b := range batches {
		if b < 1 {
			return fmt.Errorf("batch %d: expected at least 1 sequence", b)
		}
	}
	return nil
}

// Measure runs every build at every batch.
func Measure(ctx context.Context, o Options) (*Report, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	rep := &Report{Steps: o.Steps}
	for _, b := range o.Builds {
		if err := describe(rep, b); err != nil {
			return nil, err
		}
		runs, err := measureBuild(ctx, o, b)
		if err != nil {
			return nil, fmt.Errorf("%d expert ranks: %w", b.Ranks, err)
		}
		rep.Runs = append(rep.Runs, runs...)
	}
	return rep, nil
}

// describe fills the report's model figures from a build's first MoE layer (the same in every build
// of a model).
func describe(rep *Report, b Build) error {
	rep.Model, rep.Stages = b.Model, b.Stages
	for _, w := range b.Wire {
		if k, e := routedOf(b, w.Layer); k > 0 {
			rep.Hidden, rep.HiddenDType, rep.TopK, rep.Experts = int(w.ToFFN[0].Width), w.ToFFN[0].DType, k, e
			return nil
		}
	}
	return fmt.Errorf("build for %d expert ranks: no MoE layer in its wire schema, expected a MoE model", b.Ranks)
}

// tally gathers one build's exchange while on.
type tally struct {
	on    bool
	ranks int
	layer map[int]*layerTally
}

type layerTally struct {
	tokens, dispatch, combine []float64 // per rank
	dispatchD                 time.Duration
	// combineD adds, per stage of each step, the time from its dispatch to its last rank's rows
	// (ranks are received in order, so the last rank's time is the stage's).
	combineD time.Duration
}

func (t *tally) of(layer int) *layerTally {
	lt := t.layer[layer]
	if lt == nil {
		n := t.ranks
		lt = &layerTally{tokens: make([]float64, n), dispatch: make([]float64, n), combine: make([]float64, n)}
		t.layer[layer] = lt
	}
	return lt
}

// deployment is one build running in this process.
type deployment struct {
	engine *runtime.SplitEngine
	// links are closed first, then the goroutines serving over them are awaited, then backends are
	// closed: no rank is still computing on a backend being freed.
	links, backends []func()
	cancel          context.CancelFunc
	wg              sync.WaitGroup
	errs            chan error
}

func (d *deployment) close() {
	d.cancel()
	for _, c := range d.links {
		c()
	}
	d.wg.Wait()
	for i := len(d.backends) - 1; i >= 0; i-- {
		d.backends[i]()
	}
}

func freeLoopback() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// start loads and connects build b: its FFN ranks serving over loopback, the attention engine behind
// its peer, counting into t.
func start(ctx context.Context, o Options, b Build, maxRows int, t *tally) (*deployment, error) {
	ctx, cancel := context.WithCancel(ctx)
	d := &deployment{cancel: cancel, errs: make(chan error, b.Ranks+1)}
	rv, err := freeLoopback()
	if err != nil {
		cancel()
		return nil, err
	}
	ep := b.Ranks > 1
	topo := connector.Topology{AttentionRanks: 1, FFNRanks: b.Ranks}
	hello := func(role string, rank int) connector.Hello {
		return connector.Hello{Role: role, Rank: rank, Plan: b.Plan, Version: ir.Version, Stages: b.Stages, Model: b.Model,
			Topology: topo, MaxRows: maxRows, ExpertParallel: ep}
	}
	rowBytes := runtime.WireRowBytes(b.Wire)
	fail := func(err error) (*deployment, error) {
		d.close()
		return nil, err
	}
	for r := range b.Ranks {
		be, err := o.Load(b, b.FFN, r)
		if err != nil {
			return fail(fmt.Errorf("load expert rank %d: %w", r, err))
		}
		fb, ok := be.(runtime.FFNBackend)
		if !ok {
			be.Close()
			return fail(fmt.Errorf("expert rank %d: the %s backend runs no FFN program", r, be.Target()))
		}
		d.backends = append(d.backends, func() { fb.Close() })
		cfg := connector.Config{Rendezvous: rv, Hello: hello(connector.RoleFFN, r), RowBytes: rowBytes, MaxPeerRows: maxRows, PeerTimeout: time.Minute}
		if r != 0 {
			cfg.Listen = "127.0.0.1:0"
		}
		d.wg.Add(1)
		go func() {
			defer d.wg.Done()
			fs, err := connector.ListenFFN(ctx, cfg)
			if err != nil {
				d.errs <- fmt.Errorf("expert rank %d: %w", r, err)
				return
			}
			defer fs.Close()
			if ep {
				err = runtime.ServeExperts(ctx, fs, fs.Transport(), fb, b.Wire, r, nil, nil, nil)
			} else {
				err = runtime.ServeFFN(ctx, fs, fs.Transport(), fb, b.Wire, nil, nil)
			}
			if err != nil && ctx.Err() == nil {
				d.errs <- fmt.Errorf("expert rank %d: %w", r, err)
			}
		}()
	}
	cfg := connector.Config{Rendezvous: rv, Hello: hello(connector.RoleAttention, 0), RowBytes: rowBytes}
	var peer runtime.FFNPeer
	var run func(context.Context) error
	var ready func() error
	if ep {
		p, err := runtime.NewExpertPeers(cfg, b.Wire, time.Minute)
		if err != nil {
			return fail(err)
		}
		p.SetStats(runtime.EPStats{
			Dispatch: func(layer, stage, rank, tokens, bytes int, dur time.Duration) {
				if !t.on {
					return
				}
				lt := t.of(layer)
				lt.tokens[rank] += float64(tokens)
				lt.dispatch[rank] += float64(bytes)
				lt.dispatchD += dur
			},
			Combine: func(layer, stage, rank, bytes int, dur time.Duration) {
				if !t.on {
					return
				}
				lt := t.of(layer)
				lt.combine[rank] += float64(bytes)
				if rank == b.Ranks-1 {
					lt.combineD += dur
				}
			},
		})
		d.links = append(d.links, func() { p.Close() })
		peer, run, ready = p, p.Run, p.Serving
	} else {
		l, err := runtime.NewRemoteFFN(cfg, b.Wire, time.Minute)
		if err != nil {
			return fail(err)
		}
		d.links = append(d.links, func() { l.Close() })
		peer, run, ready = &timedSend{RemoteFFN: l, t: t}, l.Run, l.Serving
	}
	d.wg.Add(1)
	go func() {
		defer d.wg.Done()
		if err := run(ctx); err != nil && ctx.Err() == nil {
			d.errs <- fmt.Errorf("attention rank: %w", err)
		}
	}()
	ab, err := o.Load(b, b.Attention, -1)
	if err != nil {
		return fail(fmt.Errorf("load the attention program: %w", err))
	}
	att, ok := ab.(runtime.AttentionBackend)
	if !ok {
		ab.Close()
		return fail(fmt.Errorf("the %s backend runs no attention program", ab.Target()))
	}
	d.backends = append(d.backends, func() { att.Close() })
	if d.engine, err = runtime.NewSplitEngine(att, peer, b.Stages); err != nil {
		return fail(err)
	}
	if !ep {
		d.engine.SetStats(runtime.SplitStats{Exchange: func(layer, stage, sent, received int, rtt time.Duration) {
			if !t.on {
				return
			}
			lt := t.of(layer)
			lt.dispatch[0] += float64(sent)
			lt.combine[0] += float64(received)
			lt.combineD += rtt
		}})
	}
	deadline := time.Now().Add(2 * time.Minute)
	for ready() != nil {
		select {
		case err := <-d.errs:
			return fail(err)
		case <-time.After(10 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fail(fmt.Errorf("not ready within 2 minutes: %v", ready()))
		}
	}
	return d, nil
}

// timedSend is the unsharded split's peer with its sends timed (the attention queue synced first, so
// the time is the transfer's alone).
type timedSend struct {
	*runtime.RemoteFFN
	t *tally
}

func (p *timedSend) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	if q != nil {
		if err := q.Sync(ctx); err != nil {
			return err
		}
	}
	t0 := time.Now()
	err := p.RemoteFFN.Send(ctx, q, peer, tag, data)
	if p.t.on && err == nil {
		p.t.of(tag.Layer).dispatchD += time.Since(t0)
	}
	return err
}

// measureBuild runs build b at every batch: 2 untimed decode steps, then o.Steps timed ones.
func measureBuild(ctx context.Context, o Options, b Build) ([]Run, error) {
	maxRows := slices.Max(o.Batches)
	t := &tally{ranks: b.Ranks}
	d, err := start(ctx, o, b, maxRows, t)
	if err != nil {
		return nil, err
	}
	defer d.close()
	vocab := d.engine.Vocab()
	var runs []Run
	id := uint64(0)
	for _, batch := range o.Batches {
		steps := make([]runtime.SeqStep, batch)
		for i := range steps {
			id++
			steps[i] = runtime.SeqStep{ID: id, Tokens: []int32{int32((int(id)*7919 + 13) % vocab)}}
		}
		t.layer = map[int]*layerTally{}
		var wall time.Duration
		for n := range o.Steps + 2 {
			t.on = n >= 2
			t0 := time.Now()
			toks, _, err := d.engine.StepTokens(ctx, steps)
			if err != nil {
				return nil, fmt.Errorf("batch %d: %w", batch, err)
			}
			if t.on {
				wall += time.Since(t0)
			}
			for k := range steps {
				steps[k] = runtime.SeqStep{ID: steps[k].ID, Tokens: []int32{toks[k]}, Past: steps[k].Past + len(steps[k].Tokens)}
			}
		}
		t.on = false
		for _, s := range steps {
			d.engine.Release(s.ID)
		}
		r := t.run(b, batch, o.Steps, wall)
		if o.Log != nil {
			fmt.Fprintf(o.Log, "%d expert ranks, batch %d: %.3f ms/step\n", b.Ranks, batch, r.StepMS)
		}
		runs = append(runs, r)
	}
	return runs, nil
}

// run is the tally of steps timed steps of batch as a report row.
func (t *tally) run(b Build, batch, steps int, wall time.Duration) Run {
	per := float64(steps)
	r := Run{Ranks: b.Ranks, Batch: batch, StepMS: ms(wall) / per}
	layers := make([]int, 0, len(t.layer))
	for l := range t.layer {
		layers = append(layers, l)
	}
	slices.Sort(layers)
	for _, l := range layers {
		if k, _ := routedOf(b, l); k == 0 {
			continue // a dense layer of the unsharded split
		}
		lt := t.layer[l]
		ly := Layer{Layer: l, DispatchMS: ms(lt.dispatchD) / per, CombineMS: ms(lt.combineD) / per}
		for n := range b.Ranks {
			rk := Rank{Rank: n, DispatchBytes: lt.dispatch[n] / per, CombineBytes: lt.combine[n] / per}
			if b.Ranks == 1 {
				// One rank holds every expert: every token, and every token's top_k pairs.
				rk.Tokens = float64(batch)
			} else {
				rk.Tokens = lt.tokens[n] / per
			}
			ly.Ranks = append(ly.Ranks, rk)
			ly.DispatchBytes += rk.DispatchBytes
			ly.CombineBytes += rk.CombineBytes
		}
		t.pairs(&ly, b, batch)
		r.Layers = append(r.Layers, ly)
	}
	return r
}

// pairs fills each rank's pairs, share and the layer's imbalance: with N >= 2 from the combine's
// rows (one f32 row of the hidden width per pair), with N = 1 every token's top_k.
func (t *tally) pairs(ly *Layer, b Build, batch int) {
	hidden := 0
	for _, w := range b.Wire {
		if w.Layer == ly.Layer {
			hidden = int(w.FromFFN[0].Width)
		}
	}
	total, most := 0.0, 0.0
	for i := range ly.Ranks {
		rk := &ly.Ranks[i]
		if b.Ranks == 1 {
			k, _ := routedOf(b, ly.Layer)
			rk.Pairs = float64(batch * k)
		} else if hidden > 0 {
			rk.Pairs = rk.CombineBytes / float64(hidden*4)
		}
		total += rk.Pairs
		most = max(most, rk.Pairs)
	}
	if total == 0 {
		return
	}
	for i := range ly.Ranks {
		ly.Ranks[i].Share = ly.Ranks[i].Pairs / total
	}
	ly.Imbalance = most / (total / float64(len(ly.Ranks)))
}

// routedOf is a MoE layer's top_k and routed experts: the wire's for an expert-parallel layer, else
// its FFN function's moe_experts (0, 0 when it has none).
func routedOf(b Build, layer int) (k, experts int) {
	for _, w := range b.Wire {
		if w.Layer == layer && w.Ranks > 0 {
			return w.TopK, len(w.Map)
		}
	}
	if f := b.FFN.Func(fmt.Sprintf("layer.%d", layer)); f != nil {
		for _, op := range f.Body {
			if op.Kind == ir.OpMoEExperts {
				return int(op.Attrs.MustInt("top_k")), int(op.Weights[0].Experts)
			}
		}
	}
	return 0, 0
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
