package runtime

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"afdc/ir"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// Expert parallelism (docs/ep.md). In an expert-parallel build each MoE layer's routed experts are
// spread over N expert ranks by the layer's expert map, and routing runs in the attention program.
// For each stage of such a layer, attention rank a and expert rank n exchange, over their
// connection and in this order:
//
//  1. a → n: the routing of all the stage's T tokens (T: the step header's count):
//     expert_ids i32[T, k] (ascending, -1 after the last) and expert_weights f32[T, k];
//  2. a → n: the hidden rows of the tokens with at least one expert on n, in token order
//     (RowsTransport: both sides count them from the routing);
//  3. n → a: one f32 row per (token, expert on n) pair, tokens in order and experts ascending
//     within a token, each the expert's output times the token's weight for it.
//
// The attention side sums, per token, the pair rows of its experts in ascending expert order from
// zero: the arithmetic of moe_experts, so the result has the unsharded pair's bits for any N and
// any map. Steps 1 and 2 of every rank go out before any step 3 is waited for.

// epLayer is one expert-parallel layer of the wire schema.
type epLayer struct {
	layer, k, ranks, hidden int
	hdt                     tensor.DType // the hidden state's wire dtype
	emap                    []int64      // the rank of each expert
}

// readEP indexes the expert-parallel layers of a wire schema (nil when there are none) and checks
// them: dispatch hidden, expert_ids, expert_weights; combine expert_out.
func readEP(wire []ir.WireLayer) (map[int]epLayer, error) {
	var out map[int]epLayer
	for _, w := range wire {
		if w.Ranks == 0 {
			continue
		}
		bad := func(why string) error {
			return fmt.Errorf("wire schema of layer %d: %s, expected an expert-parallel layer (hidden, expert_ids, expert_weights out; expert_out back; top_k, ranks and an expert map)", w.Layer, why)
		}
		if len(w.ToFFN) != 3 || len(w.FromFFN) != 1 || w.TopK < 1 || w.Ranks < 1 || len(w.Map) < w.TopK {
			return nil, bad(fmt.Sprintf("%d tensors out, %d back, top_k %d, %d ranks, map of %d", len(w.ToFFN), len(w.FromFFN), w.TopK, w.Ranks, len(w.Map)))
		}
		hdt, err := ir.ParseDType(w.ToFFN[0].DType)
		if err != nil || w.ToFFN[0].Width < 1 || w.FromFFN[0].Width != w.ToFFN[0].Width {
			return nil, bad(fmt.Sprintf("hidden %s[%d] out, %s[%d] back", w.ToFFN[0].DType, w.ToFFN[0].Width, w.FromFFN[0].DType, w.FromFFN[0].Width))
		}
		for e, r := range w.Map {
			if r < 0 || r >= int64(w.Ranks) {
				return nil, bad(fmt.Sprintf("expert %d on rank %d of %d", e, r, w.Ranks))
			}
		}
		if out == nil {
			out = map[int]epLayer{}
		}
		out[w.Layer] = epLayer{layer: w.Layer, k: w.TopK, ranks: w.Ranks, hidden: int(w.ToFFN[0].Width), hdt: hdt, emap: w.Map}
	}
	return out, nil
}

// ExpertRanks is the number of expert ranks a wire schema spreads its MoE layers over (0: none).
func ExpertRanks(wire []ir.WireLayer) int {
	for _, w := range wire {
		if w.Ranks > 0 {
			return w.Ranks
		}
	}
	return 0
}

// epRoute is one stage's routing of one layer on the attention side.
type epRoute struct {
	rows   int
	ids    []int32   // rows × k, ascending per row, -1 after the last
	w      []float32 // rows × k
	tokens [][]int   // per rank: the rows with an expert there, ascending
	pairs  []int     // per rank: its (row, expert) pairs
}

// routeOf reads a dense routing matrix ([rows, experts], moe_route's: a row's chosen experts are its
// nonzero weights, as moe_experts reads them) into per-row expert lists.
func routeOf(l epLayer, route []float32, rows int) (*epRoute, error) {
	e := len(l.emap)
	if len(route) != rows*e {
		return nil, fmt.Errorf("layer %d: routing weights of %d values for %d rows, expected %d experts a row", l.layer, len(route), rows, e)
	}
	r := &epRoute{rows: rows, ids: make([]int32, rows*l.k), w: make([]float32, rows*l.k),
		tokens: make([][]int, l.ranks), pairs: make([]int, l.ranks)}
	seen := make([]bool, l.ranks)
	for t := range rows {
		j := 0
		clear(seen)
		for x, v := range route[t*e : (t+1)*e] {
			if v == 0 {
				continue
			}
			if j == l.k {
				return nil, fmt.Errorf("layer %d: row %d routes to more than top_k %d experts", l.layer, t, l.k)
			}
			n := l.emap[x]
			r.ids[t*l.k+j], r.w[t*l.k+j] = int32(x), v
			j++
			r.pairs[n]++
			if !seen[n] {
				seen[n] = true
				r.tokens[n] = append(r.tokens[n], t)
			}
		}
		for ; j < l.k; j++ {
			r.ids[t*l.k+j] = -1
		}
	}
	return r, nil
}

// EPStats sees an attention rank's dispatches and combines, for /metrics; nil fields are skipped.
// It is called from the engine's goroutine.
type EPStats struct {
	// Dispatch sees one layer's dispatch of one stage to one expert rank: the tokens it got (with
	// an expert there), the bytes sent (routing and hidden rows) and the time to send them; d < 0
	// when a device data plane moved the rows (it times them on the device itself).
	Dispatch func(layer, stage, rank, tokens, bytes int, d time.Duration)
	// Combine sees one layer's combine of one stage from one rank: the bytes received and the time
	// from the stage's dispatch to its arrival (compute on the rank included); d < 0 as above.
	Combine func(layer, stage, rank, bytes int, d time.Duration)
	// Time sees a device data plane's time of one layer's dispatch or combine (dir) of one stage,
	// to every expert rank together, measured on the device once the step is checked.
	Time func(layer, stage int, dir string, d time.Duration)
}

// ExpertPeers is an attention rank's FFNPeer in an expert-parallel deployment: one connection
// (RemoteFFN) to each expert rank, each dialled through the rendezvous and kept up on its own. Its
// Send is a MoE layer's dispatch and its Recv the combine (see the protocol above); a step fails
// with an error naming the expert rank that is down or silent.
type ExpertPeers struct {
	links  []*RemoteFFN
	layers map[int]epLayer
	wanted chan struct{}
	stats  EPStats
	// mem, when set (SetDataPlane), is the device memory a rows data plane moves the rows in;
	// nil: they move over the connections (tcp), in host memory.
	mem    RowMemory
	dpName string

	steps []uint64               // per link, the current step's number there
	pend  map[[2]int]*epDispatch // (layer, stage) dispatched, awaiting its combine
}

type epDispatch struct {
	route *epRoute
	at    time.Time
}

// NewExpertPeers prepares the links to the cfg.Hello.Topology.FFNRanks expert ranks of wire's
// expert-parallel layers; Run connects them. peerTimeout bounds the wait for one combine.
func NewExpertPeers(cfg connector.Config, wire []ir.WireLayer, peerTimeout time.Duration) (*ExpertPeers, error) {
	layers, err := readEP(wire)
	if err != nil {
		return nil, err
	}
	n := cfg.Hello.Topology.FFNRanks
	for _, l := range layers {
		if l.ranks != n {
			return nil, fmt.Errorf("--ffn-ranks %d, but the program spreads its experts over %d expert ranks, expected --ffn-ranks %d", n, l.ranks, l.ranks)
		}
	}
	if len(layers) == 0 {
		return nil, errors.New("the program has no expert-parallel layer, expected an --ep build")
	}
	p := &ExpertPeers{layers: layers, wanted: make(chan struct{}, 1), steps: make([]uint64, n), pend: map[[2]int]*epDispatch{}}
	cfg.Hello.ExpertParallel = true
	for r := range n {
		c := cfg
		c.Hello.To = r
		l, err := NewRemoteFFN(c, wire, peerTimeout)
		if err != nil {
			return nil, err
		}
		l.down = fmt.Errorf("not yet connected to expert rank %d via %s", r, cfg.Rendezvous)
		p.links = append(p.links, l)
	}
	return p, nil
}

// SetStats installs the observers; only while no step runs.
func (p *ExpertPeers) SetStats(s EPStats) { p.stats = s }

// Stats are the observers SetStats installed (a device data plane reports its times to Time).
func (p *ExpertPeers) Stats() EPStats { return p.stats }

// RowMemory is what an attention rank's dispatch and combine need of the device whose memory a rows
// data plane moves (the CUDA backend's): buffers, reads to the host, gathered rows and the
// combine's sum, each enqueued on q in order with the step's other work.
type RowMemory interface {
	// Alloc is a device buffer of [rows, width] dt that lives at least until the next layer's
	// exchange has used its own.
	Alloc(dt tensor.DType, rows, width int) (tensor.Tensor, error)
	// ToHost is a host copy of t once the work enqueued on q before it is done.
	ToHost(ctx context.Context, q tensor.Queue, t tensor.Tensor) (tensor.Tensor, error)
	// Gather sets dst's row i to src's row rows[i].
	Gather(ctx context.Context, q tensor.Queue, dst, src tensor.Tensor, rows []int) error
	// Combine sets out's row t (f32) to ((0 + pairs[idx[t·k]]) + pairs[idx[t·k+1]]) + ..., the
	// row's indices ending at the first -1: the ascending-expert-order sum of moe_experts.
	Combine(ctx context.Context, q tensor.Queue, out, pairs tensor.Tensor, idx []int32, k int) error
}

// SetDataPlane moves the dispatch's and combine's rows over a device data plane: f builds each
// expert rank's connection's transport (a connector.RowsTransport), mem holds the rows. The routing
// still goes over the connections. With mem nil the plane carries the whole exchange itself
// (ExpertAttentionPlane.Peer): f's transports then only watch their connections, and their
// readiness is this rank's. Call it before Run.
func (p *ExpertPeers) SetDataPlane(name string, mem RowMemory, f func(rank int) DataPlane) {
	p.mem, p.dpName = mem, name
	for r, l := range p.links {
		l.SetDataPlane(name, tensor.Device, f(r))
	}
}

// Run keeps every link connected until ctx ends; it returns the first refusal (a rank of another
// plan, expert map or topology), which ends the others.
func (p *ExpertPeers) Run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		wg    sync.WaitGroup
		once  sync.Once
		first error
	)
	for r, l := range p.links {
		wg.Add(2)
		go func() {
			defer wg.Done()
			if err := l.Run(ctx); err != nil {
				once.Do(func() { first = fmt.Errorf("expert rank %d: %w", r, err) })
				cancel()
			}
		}()
		go func() {
			defer wg.Done()
			for {
				select {
				case <-ctx.Done():
					return
				case <-l.Wanted():
					select {
					case p.wanted <- struct{}{}:
					default:
					}
				}
			}
		}()
	}
	wg.Wait()
	return first
}

// Wanted signals when some expert rank asks this rank for a step (other attention ranks began one).
func (p *ExpertPeers) Wanted() <-chan struct{} { return p.wanted }

// Joined reports whether every link was connected at least once.
func (p *ExpertPeers) Joined() bool {
	for _, l := range p.links {
		if !l.Joined() {
			return false
		}
	}
	return true
}

// Ready is nil while every expert rank is connected (and a rows data plane's communicator is set
// up), else why not, naming each that is not.
func (p *ExpertPeers) Ready() error {
	if err := p.everyRank((*RemoteFFN).Ready); err != nil {
		return err
	}
	return p.planeReady()
}

// planeReady is nil unless a rows data plane says why it cannot move rows yet.
func (p *ExpertPeers) planeReady() error {
	if p.dpName == "" {
		return nil
	}
	l := p.links[0]
	l.mu.Lock()
	c := l.side
	l.mu.Unlock()
	if c == nil {
		return nil // Ready said why
	}
	if r, ok := c.tr.(interface{ Ready() error }); ok {
		return r.Ready()
	}
	return nil
}

// Serving is nil once every expert rank has said it runs steps (each waits for all its attention
// peers), else why not, naming each that has not.
func (p *ExpertPeers) Serving() error {
	if err := p.everyRank((*RemoteFFN).Serving); err != nil {
		return err
	}
	return p.planeReady()
}

// everyRank is nil when check is nil for every expert rank's link, else the reasons, each naming
// its rank.
func (p *ExpertPeers) everyRank(check func(*RemoteFFN) error) error {
	var errs []string
	for r, l := range p.links {
		if err := check(l); err != nil {
			errs = append(errs, fmt.Sprintf("expert rank %d: %v", r, err))
		}
	}
	if len(errs) == 0 {
		return nil
	}
	return errors.New(strings.Join(errs, "; "))
}

// Close shuts every connection down.
func (p *ExpertPeers) Close() error {
	var errs []error
	for _, l := range p.links {
		errs = append(errs, l.Close())
	}
	return errors.Join(errs...)
}

// BeginStep announces the step to every expert rank.
func (p *ExpertPeers) BeginStep(ctx context.Context, stageTokens []int) (uint64, error) {
	clear(p.pend)
	for r, l := range p.links {
		s, err := l.BeginStep(ctx, stageTokens)
		if err != nil {
			return 0, p.fail(fmt.Errorf("expert rank %d: %w", r, err))
		}
		p.steps[r] = s
	}
	return p.steps[0], nil
}

// fail drops every connection that took part in the failed step and returns err. The other expert
// ranks are mid-step with this rank's rows half sent; a fresh connection (Run dials again at once)
// starts them and this rank at the same next step, and they drop this rank from the step they
// were in rather than wait for it.
func (p *ExpertPeers) fail(err error) error {
	for _, l := range p.links {
		l.drop()
	}
	return err
}

// Peer is not one rank: the expert ranks of a token are its routing's.
func (p *ExpertPeers) Peer() int { return 0 }

// Memory is where the hidden state and the combine live: the device with a rows data plane.
func (p *ExpertPeers) Memory() tensor.Memory {
	if p.mem != nil {
		return tensor.Device
	}
	return tensor.Host
}

// RecvDType is the dtype a layer's result comes back in: a combine is f32 whatever the hidden
// state's dtype (it keeps the expert-ordered sum exact), so a bf16 attention run receives f32.
func (p *ExpertPeers) RecvDType(layer int) (tensor.DType, bool) {
	_, ok := p.layers[layer]
	return tensor.F32, ok
}
func (p *ExpertPeers) Name() string {
	if p.mem != nil {
		return p.dpName
	}
	return connector.TCP
}

// Check says whether the step's rows moved, for a device data plane that completes them on the
// device (connector.Checker); it fails naming the expert rank that was lost.
func (p *ExpertPeers) Check(step uint64) error {
	if p.mem == nil {
		return nil
	}
	var errs []error
	for _, l := range p.links {
		errs = append(errs, l.Check(step))
	}
	if err := errors.Join(errs...); err != nil {
		return p.fail(err)
	}
	return nil
}

// Send dispatches one stage of a MoE layer: data is the hidden state [rows, H] and moe_route's
// routing weights [rows, experts] (the attention program's payload).
func (p *ExpertPeers) Send(ctx context.Context, q tensor.Queue, _ int, tag connector.Tag, data []tensor.Tensor) error {
	l, ok := p.layers[tag.Layer]
	if !ok {
		return fmt.Errorf("layer %d is not an expert-parallel layer of the program", tag.Layer)
	}
	if len(data) != 2 || data[0].Rows() != data[1].Rows() || data[0].Width() != l.hidden {
		return fmt.Errorf("layer %d: dispatch of %d tensors, expected the hidden state [rows, %d] and the routing weights [rows, %d]", tag.Layer, len(data), l.hidden, len(l.emap))
	}
	if p.mem != nil && data[0].Mem != tensor.Device {
		return fmt.Errorf("layer %d: the hidden state is a %s tensor, expected a device tensor (the %s data plane moves device memory)", tag.Layer, data[0].Mem, p.dpName)
	}
	weights := data[1]
	if p.mem != nil && weights.Mem == tensor.Device {
		var err error
		if weights, err = p.mem.ToHost(ctx, q, weights); err != nil {
			return fmt.Errorf("layer %d: read the routing weights: %w", tag.Layer, err)
		}
	} else if err := q.Sync(ctx); err != nil {
		return err
	}
	rows := data[0].Rows()
	route, err := routeOf(l, weights.F32(), rows)
	if err != nil {
		return err
	}
	at := time.Now()
	p.pend[[2]int{tag.Layer, tag.Stage}] = &epDispatch{route: route, at: at}
	meta := []tensor.Tensor{tensor.FromI32(route.ids, rows, l.k), tensor.FromF32(route.w, rows, l.k)}
	for r, link := range p.links {
		tg := tag
		tg.Step = p.steps[r]
		if err := link.Send(ctx, nil, r, tg, meta); err != nil {
			return p.fail(fmt.Errorf("expert rank %d: dispatch layer %d: %w", r, tag.Layer, err))
		}
	}
	if p.mem != nil {
		return p.sendRows(ctx, q, l, tag, route, data[0])
	}
	rowBytes := l.hidden * int(data[0].DType.Size())
	for r, link := range p.links {
		t0 := time.Now()
		toks := route.tokens[r]
		x := tensor.New(data[0].DType, len(toks), l.hidden)
		for i, t := range toks {
			copy(x.Bytes[i*rowBytes:(i+1)*rowBytes], data[0].Bytes[t*rowBytes:(t+1)*rowBytes])
		}
		tg := tag
		tg.Step = p.steps[r]
		if err := link.SendRows(ctx, nil, r, tg, []tensor.Tensor{x}); err != nil {
			return p.fail(fmt.Errorf("expert rank %d: dispatch layer %d: %w", r, tag.Layer, err))
		}
		if p.stats.Dispatch != nil {
			p.stats.Dispatch(tag.Layer, tag.Stage, r, len(toks), rows*l.k*8+x.Len(), time.Since(t0))
		}
	}
	return nil
}

// Recv combines one stage of a MoE layer into into[0] ([rows, H], f32): per row, the pair rows of
// its experts summed in ascending expert order.
func (p *ExpertPeers) Recv(ctx context.Context, q tensor.Queue, _ int, tag connector.Tag, into []tensor.Tensor) error {
	l := p.layers[tag.Layer]
	d := p.pend[[2]int{tag.Layer, tag.Stage}]
	if d == nil {
		return fmt.Errorf("layer %d stage %d: combine without a dispatch", tag.Layer, tag.Stage)
	}
	delete(p.pend, [2]int{tag.Layer, tag.Stage})
	route := d.route
	if len(into) != 1 || into[0].DType != tensor.F32 || into[0].Rows() != route.rows || into[0].Width() != l.hidden {
		return fmt.Errorf("layer %d: combine into %d tensors, expected one f32 [%d, %d]", tag.Layer, len(into), route.rows, l.hidden)
	}
	if p.mem != nil {
		return p.recvRows(ctx, q, l, tag, d, into[0])
	}
	bufs := make([][]float32, len(p.links))
	for r, link := range p.links {
		b := tensor.New(tensor.F32, route.pairs[r], l.hidden)
		tg := tag
		tg.Step = p.steps[r]
		if err := link.RecvRows(ctx, nil, r, tg, []tensor.Tensor{b}); err != nil {
			return p.fail(fmt.Errorf("expert rank %d: combine layer %d: %w", r, tag.Layer, err))
		}
		bufs[r] = b.F32()
		if p.stats.Combine != nil {
			p.stats.Combine(tag.Layer, tag.Stage, r, b.Len(), time.Since(d.at))
		}
	}
	combine(into[0].F32(), route, l, bufs)
	return nil
}

// sendRows is a dispatch's rows over a device data plane: each expert rank's rows gathered on the
// device, then sent to every rank with rows as one group.
func (p *ExpertPeers) sendRows(ctx context.Context, q tensor.Queue, l epLayer, tag connector.Tag, route *epRoute, hidden tensor.Tensor) error {
	xs := make([]tensor.Tensor, len(p.links))
	for r := range p.links {
		toks := route.tokens[r]
		if len(toks) == 0 {
			continue
		}
		x, err := p.mem.Alloc(hidden.DType, len(toks), l.hidden)
		if err == nil {
			err = p.mem.Gather(ctx, q, x, hidden, toks)
		}
		if err != nil {
			return fmt.Errorf("layer %d: gather the rows of expert rank %d: %w", tag.Layer, r, err)
		}
		xs[r] = x
	}
	err := p.links[0].Group(func() error {
		for r, link := range p.links {
			if len(route.tokens[r]) == 0 {
				continue
			}
			tg := tag
			tg.Step = p.steps[r]
			if err := link.SendRows(ctx, q, r, tg, []tensor.Tensor{xs[r]}); err != nil {
				return fmt.Errorf("expert rank %d: dispatch layer %d: %w", r, tag.Layer, err)
			}
		}
		return nil
	})
	if err != nil {
		return p.fail(err)
	}
	if p.stats.Dispatch != nil {
		for r := range p.links {
			p.stats.Dispatch(tag.Layer, tag.Stage, r, len(route.tokens[r]), route.rows*l.k*8+xs[r].Len(), -1)
		}
	}
	return nil
}

// recvRows is a combine over a device data plane: every rank's pair rows received into one device
// buffer as one group, then summed per row in ascending expert order on the device.
func (p *ExpertPeers) recvRows(ctx context.Context, q tensor.Queue, l epLayer, tag connector.Tag, d *epDispatch, out tensor.Tensor) error {
	route := d.route
	if out.Mem != tensor.Device {
		return fmt.Errorf("layer %d: combine into a %s tensor, expected a device tensor (the %s data plane moves device memory)", tag.Layer, out.Mem, p.dpName)
	}
	at := make([]int, len(p.links)+1) // per rank, its first row in the buffer
	for r := range p.links {
		at[r+1] = at[r] + route.pairs[r]
	}
	buf, err := p.mem.Alloc(tensor.F32, at[len(p.links)], l.hidden)
	if err != nil {
		return fmt.Errorf("layer %d: combine buffer: %w", tag.Layer, err)
	}
	err = p.links[0].Group(func() error {
		for r, link := range p.links {
			if route.pairs[r] == 0 {
				continue
			}
			tg := tag
			tg.Step = p.steps[r]
			if err := link.RecvRows(ctx, q, r, tg, []tensor.Tensor{buf.RowSlice(at[r], at[r+1])}); err != nil {
				return fmt.Errorf("expert rank %d: combine layer %d: %w", r, tag.Layer, err)
			}
		}
		return nil
	})
	if err != nil {
		return p.fail(err)
	}
	idx := make([]int32, route.rows*l.k)
	next := at[:len(p.links)]
	for i, e := range route.ids {
		if e < 0 {
			idx[i] = -1
			continue
		}
		r := l.emap[e]
		idx[i] = int32(next[r])
		next[r]++
	}
	if err := p.mem.Combine(ctx, q, out, buf, idx, l.k); err != nil {
		return fmt.Errorf("layer %d: combine: %w", tag.Layer, err)
	}
	if p.stats.Combine != nil {
		for r := range p.links {
			p.stats.Combine(tag.Layer, tag.Stage, r, route.pairs[r]*l.hidden*4, -1)
		}
	}
	return nil
}

// combine sums each row's expert outputs in ascending expert order from zero (moe_experts'
// arithmetic): out[t] = ((0 + y[e1]) + y[e2]) + ... for the row's experts e1 < e2 < ...
func combine(out []float32, route *epRoute, l epLayer, bufs [][]float32) {
	clear(out)
	h := l.hidden
	next := make([]int, l.ranks) // per rank, its next pair row
	for t := range route.rows {
		o := out[t*h : (t+1)*h]
		for _, e := range route.ids[t*l.k : (t+1)*l.k] {
			if e < 0 {
				break
			}
			r := l.emap[e]
			y := bufs[r][next[r]*h : (next[r]+1)*h]
			next[r]++
			for c, v := range y {
				o[c] += v
			}
		}
	}
}

// drop closes the current connection, if any; Run dials again.
func (l *RemoteFFN) drop() {
	l.mu.Lock()
	c := l.side
	l.mu.Unlock()
	if c != nil {
		c.side.Close()
	}
}

// SendRows sends a transfer of rows the routing decides (see connector.RowsTransport).
func (l *RemoteFFN) SendRows(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	c := l.step()
	if c == nil {
		return errors.New("no step: BeginStep first")
	}
	rt, ok := c.tr.(connector.RowsTransport)
	if !ok {
		return fmt.Errorf("transport %s cannot carry expert-parallel rows", c.tr.Name())
	}
	return rt.SendRows(ctx, q, peer, tag, data)
}

// Group runs f, the rows transfers of one layer and stage, as one group of the connection's data
// plane when it groups transfers (connector.Grouper); else it just runs f.
func (l *RemoteFFN) Group(f func() error) error {
	c := l.step()
	if c == nil {
		return errors.New("no step: BeginStep first")
	}
	if g, ok := c.tr.(connector.Grouper); ok {
		return g.Group(f)
	}
	return f()
}

// RecvRows receives a transfer of rows the routing decides, bounded by the peer timeout as Recv is.
func (l *RemoteFFN) RecvRows(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	c := l.step()
	if c == nil {
		return errors.New("no step: BeginStep first")
	}
	rt, ok := c.tr.(connector.RowsTransport)
	if !ok {
		return fmt.Errorf("transport %s cannot carry expert-parallel rows", c.tr.Name())
	}
	wait := ctx
	if l.timeout > 0 {
		var cancel context.CancelFunc
		wait, cancel = context.WithTimeout(ctx, l.timeout)
		defer cancel()
	}
	err := rt.RecvRows(wait, q, peer, tag, into)
	if err != nil && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
		c.side.Close()
		return fmt.Errorf("no answer for layer %d stage %d within %v (--peer-timeout); dropped the connection, reconnecting", tag.Layer, tag.Stage, l.timeout)
	}
	return err
}
