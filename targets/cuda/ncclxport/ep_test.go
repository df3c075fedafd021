package ncclxport

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// The expert-parallel rows plane against the fake NCCL: A attention ranks (runtime.ExpertPeers
// with EPAttn) and N expert ranks (runtime.ServeExperts with EPExpert) over a loopback rendezvous.
// The expert ranks' "experts" are a deterministic function of the expert and the row, so the
// combine the attention ranks get can be checked bit for bit against the unsharded sum.

const epHidden = 6

// epExpertOut is expert e's output for hidden row x, times weight w: one (token, expert) term.
func epExpertOut(e int, x []float32, w float32) []float32 {
	y := make([]float32, len(x))
	for c, v := range x {
		y[c] = w * (v*float32(e+1)/3 + float32(c)*float32(e)*0.001)
	}
	return y
}

// epWant is the unsharded moe_experts sum for one row: its experts' terms added in ascending
// expert order from zero.
func epWant(x []float32, experts []int, ws []float32) []float32 {
	out := make([]float32, len(x))
	for i, e := range experts {
		for c, v := range epExpertOut(e, x, ws[i]) {
			out[c] += v
		}
	}
	return out
}

// epWire is the wire schema of layers, each spread over n ranks by emap with top-k routing.
func epWire(layers []int, emap []int64, n, k int) []ir.WireLayer {
	var w []ir.WireLayer
	for _, l := range layers {
		w = append(w, ir.WireLayer{Layer: l, Kind: "moe", Ranks: n, TopK: k, Map: emap,
			ToFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: epHidden}, {Name: "expert_ids", DType: "i32", Width: int64(k)},
				{Name: "expert_weights", DType: "f32", Width: int64(k)}},
			FromFFN: []ir.WireTensor{{Name: "expert_out", DType: "f32", Width: epHidden}}})
	}
	return w
}

// fakeExperts is an expert rank's FFN backend on the fake device memory.
type fakeExperts struct {
	mem   *devMem
	rank  int
	emap  []int64
	k     int
	block chan struct{} // when set, FFN waits for it to close (a stalled device)
}

func (f *fakeExperts) Target() string                   { return "cuda" }
func (f *fakeExperts) Drive(g func() error) error       { return g() }
func (f *fakeExperts) NewQueue() (runtime.Queue, error) { return fakeQueue{s: 7}, nil }
func (f *fakeExperts) Close() error                     { return nil }
func (f *fakeExperts) Layers() []int                    { return nil }

func (f *fakeExperts) Alloc(dt tensor.DType, mem tensor.Memory, shape ...int) (tensor.Tensor, error) {
	if mem == tensor.Host {
		return tensor.New(dt, shape...), nil
	}
	return f.mem.buf(dt, shape[0], shape[1], nil), nil
}

// FFN runs expert_ffn over device rows (waiting for them to arrive, as the stream would) with the
// routing on the host, writing one row per (row, expert of this rank) pair.
func (f *fakeExperts) FFN(_ context.Context, _ runtime.Queue, layer int, in []tensor.Tensor, out tensor.Tensor) error {
	if f.block != nil {
		<-f.block
	}
	x := in[0]
	if x.Mem != out.Mem {
		return fmt.Errorf("layer %d: rows in %s, out in %s, expected one memory", layer, x.Mem, out.Mem)
	}
	var xb, ob []float32
	if x.Mem == tensor.Device {
		f.mem.wait(x)
		xb = tensor.Tensor{DType: tensor.F32, Shape: x.Shape, Bytes: f.mem.bytesOf(x)}.F32()
		ob = tensor.Tensor{DType: tensor.F32, Shape: out.Shape, Bytes: f.mem.bytesOf(out)}.F32()
	} else { // over tcp
		xb, ob = x.F32(), out.F32()
	}
	ids, ws := in[1].I32(), in[2].F32()
	h := x.Width()
	p := 0
	for r := range x.Rows() {
		for j, e := range ids[r*f.k : (r+1)*f.k] {
			if e < 0 || f.emap[e] != int64(f.rank) {
				continue
			}
			copy(ob[p*h:(p+1)*h], epExpertOut(int(e), xb[r*h:(r+1)*h], ws[r*f.k+j]))
			p++
		}
	}
	if p != out.Rows() {
		return fmt.Errorf("layer %d: %d pairs, output of %d rows", layer, p, out.Rows())
	}
	return nil
}

// fakeRowMem is the attention side's device row operations on the fake memory; Combine waits for
// the pair rows to arrive (or for an abort to release them), as the stream would.
type fakeRowMem struct{ mem *devMem }

func (m fakeRowMem) f32(t tensor.Tensor) []float32 {
	return tensor.Tensor{DType: tensor.F32, Shape: t.Shape, Bytes: m.mem.bytesOf(t)}.F32()
}

func (m fakeRowMem) Alloc(dt tensor.DType, rows, width int) (tensor.Tensor, error) {
	return m.mem.buf(dt, rows, width, nil), nil
}

func (m fakeRowMem) ToHost(_ context.Context, _ tensor.Queue, t tensor.Tensor) (tensor.Tensor, error) {
	out := tensor.New(t.DType, t.Shape...)
	copy(out.Bytes, m.mem.bytesOf(t))
	return out, nil
}

func (m fakeRowMem) Gather(_ context.Context, _ tensor.Queue, dst, src tensor.Tensor, rows []int) error {
	rb := src.Width() * int(src.DType.Size())
	d, s := m.mem.bytesOf(dst), m.mem.bytesOf(src)
	for i, r := range rows {
		copy(d[i*rb:(i+1)*rb], s[r*rb:(r+1)*rb])
	}
	return nil
}

func (m fakeRowMem) Combine(_ context.Context, _ tensor.Queue, out, pairs tensor.Tensor, idx []int32, k int) error {
	if pairs.Rows() > 0 {
		m.mem.wait(pairs)
	}
	o, p := m.f32(out), m.f32(pairs)
	h := out.Width()
	clear(o)
	for t := range out.Rows() {
		for _, i := range idx[t*k : (t+1)*k] {
			if i < 0 {
				break
			}
			for c := range h {
				o[t*h+c] += p[int(i)*h+c]
			}
		}
	}
	return nil
}

// epDeploy is one fake expert-parallel deployment.
type epDeploy struct {
	mem     *devMem
	w       *fakeWorld
	emap    []int64
	k       int
	wire    []ir.WireLayer
	attn    []*runtime.ExpertPeers
	planes  []*EPAttn
	experts []*fakeExperts
	fs      []*connector.FFNSide
	cancel  []context.CancelFunc // per expert rank: ends its process
	rv      string
	stats   []*Stats // per attention rank
	obsMu   sync.Mutex
	obs     map[string]int // "rank/layer/stage/dir": times Stats.Observe saw
}

// epSetup starts a attention ranks and n expert ranks of layers with emap and top-k routing, and
// waits until every attention rank can serve.
func epSetup(t *testing.T, ctx context.Context, a, n, k int, emap []int64, layers []int, opt Options) *epDeploy {
	return epSetupOver(t, ctx, a, n, k, emap, layers, opt, false)
}

// epSetupOver is epSetup over NCCL, or with tcp over the rendezvous connections alone.
func epSetupOver(t *testing.T, ctx context.Context, a, n, k int, emap []int64, layers []int, opt Options, tcp bool) *epDeploy {
	t.Helper()
	mem := newDevMem()
	d := &epDeploy{mem: mem, w: newFakeWorld(mem), emap: emap, k: k, wire: epWire(layers, emap, n, k)}
	topo := connector.Topology{AttentionRanks: a, FFNRanks: n}
	rv := freeAddr(t)
	d.rv = rv
	d.fs = make([]*connector.FFNSide, n)
	d.cancel = make([]context.CancelFunc, n)
	var wg sync.WaitGroup
	errs := make([]error, n)
	for r := range n {
		fe := &fakeExperts{mem: mem, rank: r, emap: emap, k: k}
		d.experts = append(d.experts, fe)
		wg.Add(1)
		go func() {
			defer wg.Done()
			h := testHello(connector.RoleFFN, r, topo)
			h.ExpertParallel = true
			fs, err := connector.ListenFFN(ctx, expertConfig(rv, r, h))
			if err != nil {
				errs[r] = err
				return
			}
			d.fs[r] = fs
			o := opt
			o.Lib = d.w
			var tr connector.Transport = fs.Transport()
			if !tcp {
				if tr, err = NewEPExpert(fs, fs.Transport(), o, n, r); err != nil {
					errs[r] = err
					return
				}
			}
			rctx, cancel := context.WithCancel(ctx)
			d.cancel[r] = func() { cancel(); tr.Close(); fs.Close() }
			go runtime.ServeExperts(rctx, fs, tr, fe, d.wire, r, nil, nil, testLog(t))
		}()
	}
	for i := range a {
		h := testHello(connector.RoleAttention, i, topo)
		p, err := runtime.NewExpertPeers(connector.Config{Rendezvous: rv, Hello: h, Heartbeat: 100 * time.Millisecond, PeerSilence: 3 * time.Second},
			d.wire, 2*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		o := opt
		o.Lib = fakeTimer{d.w}
		o.Stats = &Stats{Observe: func(layer, stage int, dir string, dur time.Duration) {
			d.obsMu.Lock()
			defer d.obsMu.Unlock()
			if d.obs == nil {
				d.obs = map[string]int{}
			}
			if dur > 0 {
				d.obs[fmt.Sprintf("%d/%d/%d/%s", i, layer, stage, dir)]++
			}
		}}
		ep, err := NewEPAttn(o, a, n, i)
		if err != nil {
			t.Fatal(err)
		}
		if !tcp {
			p.SetDataPlane(Name, fakeRowMem{mem}, func(r int) runtime.DataPlane {
				return func(_ context.Context, side *connector.AttnSide) (connector.Transport, error) {
					return ep.Link(r, side, side.Transport())
				}
			})
		}
		d.attn, d.planes, d.stats = append(d.attn, p), append(d.planes, ep), append(d.stats, o.Stats)
		go p.Run(ctx)
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for i := range d.attn {
			d.attn[i].Close()
			d.planes[i].Close()
		}
		for _, c := range d.cancel {
			if c != nil {
				c()
			}
		}
	})
	for i, p := range d.attn {
		waitFor(t, fmt.Sprintf("attention rank %d serving", i), func() bool { return p.Ready() == nil })
	}
	return d
}

// expertConfig is expert rank r's connector config: rank 0 serves the rendezvous, the others
// listen on a port of their own.
func expertConfig(rv string, r int, h connector.Hello) connector.Config {
	c := connector.Config{Rendezvous: rv, Hello: h, Heartbeat: 100 * time.Millisecond, PeerSilence: 3 * time.Second}
	if r > 0 {
		c.Listen = "127.0.0.1:0"
	}
	return c
}

// epStage is one stage's input on one attention rank: hidden rows and dense routing weights.
type epStage struct {
	x      []float32 // rows × hidden
	route  []float32 // rows × experts
	expert [][]int   // per row, its experts ascending
	ws     [][]float32
}

// makeStage routes rows tokens: row t chooses pick(t) (ascending, at most k) with weights made from
// the seed.
func makeStage(rows, experts int, seed int, pick func(t int) []int) epStage {
	s := epStage{x: make([]float32, rows*epHidden), route: make([]float32, rows*experts)}
	for t := range rows {
		for c := range epHidden {
			s.x[t*epHidden+c] = float32(math.Sin(float64(seed*131+t*17+c))) * 3
		}
		es := pick(t)
		var ws []float32
		for j, e := range es {
			w := float32(0.1 + 0.7*math.Abs(math.Cos(float64(seed+t*7+j))))
			s.route[t*experts+e] = w
			ws = append(ws, w)
		}
		s.expert, s.ws = append(s.expert, es), append(s.ws, ws)
	}
	return s
}

// runStep runs one step of stages on attention rank i over every layer, and returns per stage and
// layer the combine it got (f32 bits), or the step's error.
func (d *epDeploy) runStep(ctx context.Context, i int, stages []epStage) ([][][]float32, error) {
	p := d.attn[i]
	experts := len(d.emap)
	tokens := make([]int, len(stages))
	for s, st := range stages {
		tokens[s] = len(st.x) / epHidden
	}
	step, err := p.BeginStep(ctx, tokens)
	if err != nil {
		return nil, err
	}
	out := make([][][]float32, len(stages))
	q := fakeQueue{s: 3}
	for _, w := range d.wire {
		for s, st := range stages {
			rows := tokens[s]
			x, rw, y := tensor.FromF32(st.x, rows, epHidden), tensor.FromF32(st.route, rows, experts), tensor.New(tensor.F32, rows, epHidden)
			if p.Memory() == tensor.Device {
				x = d.mem.buf(tensor.F32, rows, epHidden, nil)
				copy(d.mem.bytesOf(x), tensor.FromF32(st.x, rows, epHidden).Bytes)
				rw = d.mem.buf(tensor.F32, rows, experts, nil)
				copy(d.mem.bytesOf(rw), tensor.FromF32(st.route, rows, experts).Bytes)
				y = d.mem.buf(tensor.F32, rows, epHidden, nil)
			}
			tag := connector.Tag{Step: step, Layer: w.Layer, Stage: s}
			if err := p.Send(ctx, q, 0, tag, []tensor.Tensor{x, rw}); err != nil {
				return nil, err
			}
			if err := p.Recv(ctx, q, 0, tag, []tensor.Tensor{y}); err != nil {
				return nil, err
			}
			if p.Memory() == tensor.Device {
				out[s] = append(out[s], fakeRowMem{d.mem}.f32(y))
			} else {
				out[s] = append(out[s], y.F32())
			}
		}
	}
	return out, p.Check(step)
}

// checkStep compares a step's combines with the unsharded sums, bit for bit.
func checkStep(t *testing.T, who string, stages []epStage, got [][][]float32) {
	t.Helper()
	for s, st := range stages {
		rows := len(st.x) / epHidden
		for li, y := range got[s] {
			for r := range rows {
				want := epWant(st.x[r*epHidden:(r+1)*epHidden], st.expert[r], st.ws[r])
				for c, v := range want {
					if math.Float32bits(y[r*epHidden+c]) != math.Float32bits(v) {
						t.Fatalf("%s stage %d layer #%d row %d col %d: %v (bits %08x), want the unsharded sum %v (bits %08x)",
							who, s, li, r, c, y[r*epHidden+c], math.Float32bits(y[r*epHidden+c]), v, math.Float32bits(v))
					}
				}
			}
		}
	}
}

// contiguous is the default expert map: blocks whose sizes differ by at most one, larger first.
func contiguous(experts, n int) []int64 {
	m := make([]int64, experts)
	e := 0
	for r := range n {
		size := experts / n
		if r < experts%n {
			size++
		}
		for range size {
			m[e] = int64(r)
			e++
		}
	}
	return m
}

// TestEPRowsBitIdentical: A x N in {1x2, 2x3 with an uneven map, 3x2}, two MoE layers, two
// stages: every attention rank's combine equals the unsharded sum bit for bit; the rank numbering
// is the documented one; every rows transfer of a layer and stage goes out in one group; the
// routing went over the connections, the rows over the one communicator.
func TestEPRowsBitIdentical(t *testing.T) {
	for _, c := range []struct{ a, n, experts int }{{1, 2, 8}, {2, 3, 10}, {3, 2, 7}} {
		t.Run(fmt.Sprintf("%dx%d", c.a, c.n), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
			defer cancel()
			k := 3
			emap := contiguous(c.experts, c.n)
			d := epSetup(t, ctx, c.a, c.n, k, emap, []int{1, 4}, Options{Log: testLog(t), Stages: 2, Poll: 2 * time.Millisecond})
			sh := d.w.pairs()
			if len(sh) != 2 {
				t.Fatalf("%d communicators, want 2 (one per stage, each over all ranks)", len(sh))
			}
			for _, x := range sh {
				if len(x.joined) != c.a+c.n || !x.complete() {
					t.Fatalf("communicator %s: %d ranks, complete %v; want all %d", x.id, len(x.joined), x.complete(), c.a+c.n)
				}
				for r, fc := range x.joined {
					if fc.rank != r {
						t.Errorf("rank slot %d holds rank %d", r, fc.rank)
					}
				}
			}
			for step := range 3 {
				var wg sync.WaitGroup
				errs := make([]error, c.a)
				for i := range c.a {
					stages := []epStage{
						makeStage(5+i, c.experts, step*10+i, func(t int) []int { return spread(t+i, c.experts, k) }),
						makeStage(3, c.experts, step*10+i+100, func(t int) []int { return spread(2*t+step, c.experts, k) }),
					}
					wg.Add(1)
					go func() {
						defer wg.Done()
						got, err := d.runStep(ctx, i, stages)
						if err != nil {
							errs[i] = err
							return
						}
						checkStep(t, fmt.Sprintf("step %d attention rank %d", step, i), stages, got)
					}()
				}
				wg.Wait()
				if err := errors.Join(errs...); err != nil {
					t.Fatal(err)
				}
			}
			// The attention ranks are communicator ranks N..N+A-1 and send only to expert ranks.
			for _, l := range d.w.calls("send") {
				f := strings.Fields(l) // send ID rank R peer P ...
				if len(f) < 6 || f[2] != "rank" || f[4] != "peer" {
					t.Fatalf("send log %q", l)
				}
				var from, to int
				fmt.Sscan(f[3], &from)
				fmt.Sscan(f[5], &to)
				if (from >= c.n) == (to >= c.n) {
					t.Errorf("%q: a send between two ranks of one role", l)
				}
			}
			if d.w.maxGrp < 2 && c.n > 1 {
				t.Errorf("the largest group held %d transfers, want the rows of several peers in one", d.w.maxGrp)
			}
			// Per layer and stage, dispatch (send) and combine (recv) bytes and times were counted.
			for i, st := range d.stats {
				seen := map[string]bool{}
				for _, e := range st.Snapshot() {
					if e.Bytes <= 0 || e.Timed < 1 || e.Timed > e.Count || e.Nanos <= 0 {
						t.Errorf("attention rank %d: %+v, want bytes and a time per group of transfers", i, e)
					}
					seen[fmt.Sprintf("%d/%d/%s", e.Layer, e.Stage, e.Dir)] = true
				}
				for _, l := range []int{1, 4} {
					for s := range 2 {
						for _, dir := range []string{"send", "recv"} {
							if !seen[fmt.Sprintf("%d/%d/%s", l, s, dir)] {
								t.Errorf("attention rank %d: no %s stats for layer %d stage %d", i, dir, l, s)
							}
							d.obsMu.Lock()
							got := d.obs[fmt.Sprintf("%d/%d/%d/%s", i, l, s, dir)]
							d.obsMu.Unlock()
							if got != 3 { // one group a step, 3 steps
								t.Errorf("attention rank %d layer %d stage %d %s: %d times observed, want 3 (one a step)", i, l, s, dir, got)
							}
						}
					}
				}
			}
		})
	}
}

// TestEPRowsEqualTCP: the same steps over NCCL and over the rendezvous connections (tcp, host
// staging) give the same combines bit for bit, 2 attention ranks by 3 expert ranks, uneven map.
func TestEPRowsEqualTCP(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	a, n, e, k := 2, 3, 11, 3
	emap := contiguous(e, n) // 4, 4, 3
	run := func(tcp bool) [][][][]float32 {
		d := epSetupOver(t, ctx, a, n, k, emap, []int{1, 2, 5}, Options{Log: testLog(t), Stages: 2, Poll: 2 * time.Millisecond}, tcp)
		got := make([][][][]float32, a)
		errs := make([]error, a)
		var wg sync.WaitGroup
		for i := range a {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got[i], errs[i] = d.runStep(ctx, i, []epStage{
					makeStage(7, e, 40+i, func(t int) []int { return spread(3*t+i, e, k) }),
					makeStage(2, e, 50+i, func(t int) []int { return spread(t, e, k) }),
				})
			}()
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatalf("tcp %v: %v", tcp, err)
		}
		return got
	}
	over, host := run(false), run(true)
	for i := range a {
		for s := range over[i] {
			for l := range over[i][s] {
				for c, v := range over[i][s][l] {
					if math.Float32bits(v) != math.Float32bits(host[i][s][l][c]) {
						t.Fatalf("attention rank %d stage %d layer #%d value %d: nccl %v, tcp %v", i, s, l, c, v, host[i][s][l][c])
					}
				}
			}
		}
	}
}

// spread is row t's k experts of e, ascending, starting at t's hash: they land on varying ranks.
func spread(t, e, k int) []int {
	start := (t*5 + 3) % e
	var out []int
	for j := range k {
		out = append(out, (start+j*(e/k+1))%e)
	}
	for i := range out { // ascending, no repeats for these sizes
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// TestEPRowsZeroRowStages: a stage without rows, and a stage whose tokens all route to one expert
// rank, so that the other ranks get no rows and send none back: nothing moves for them, on either
// side, and the combine is still exact.
func TestEPRowsZeroRowStages(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	emap := contiguous(6, 3) // ranks 0: 0,1; 1: 2,3; 2: 4,5
	d := epSetup(t, ctx, 1, 3, 2, emap, []int{2}, Options{Log: testLog(t), Stages: 2, Poll: 2 * time.Millisecond})
	stages := []epStage{
		makeStage(4, 6, 1, func(int) []int { return []int{2, 3} }), // rank 1 alone
		makeStage(0, 6, 2, func(int) []int { return nil }),         // no rows at all
	}
	before := len(d.w.calls("send"))
	got, err := d.runStep(ctx, 0, stages)
	if err != nil {
		t.Fatal(err)
	}
	checkStep(t, "one-rank stage", stages, got)
	sends := d.w.calls("send")[before:]
	if len(sends) != 2 {
		t.Fatalf("sends %q, want 2: the dispatch to expert rank 1 and its combine back", sends)
	}
	for _, l := range sends {
		if !strings.Contains(l, "peer 1 ") && !strings.Contains(l, "rank 1 peer 3") {
			t.Errorf("%q: a transfer with a rank that has no rows", l)
		}
	}
}

// TestEPRowsExpertRankVanishes: an expert rank that dies mid-stream fails the in-flight step of
// every attention rank within the peer silence, naming it; once it is back, a fresh communicator
// forms and the next steps succeed with exact combines.
func TestEPRowsExpertRankVanishes(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	a, n, e, k := 2, 3, 9, 2
	emap := contiguous(e, n)
	d := epSetup(t, ctx, a, n, k, emap, []int{1}, Options{Log: testLog(t), Stages: 1, Poll: 2 * time.Millisecond, Timeout: 3 * time.Second})
	// Rank 2's device stalls, then its process dies, while every attention rank's step waits.
	d.experts[2].block = make(chan struct{})
	stage := func(i int) []epStage {
		return []epStage{makeStage(4, e, i, func(t int) []int { return []int{t % 3, 6 + t%3} })}
	}
	var wg sync.WaitGroup
	errs := make([]error, a)
	for i := range a {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = d.runStep(ctx, i, stage(i))
		}()
	}
	time.Sleep(50 * time.Millisecond)
	d.cancel[2]()
	close(d.experts[2].block)
	wg.Wait()
	for i, err := range errs {
		// Seen as the lost connection, not at the transport's timeout.
		if err == nil || !strings.Contains(err.Error(), "expert rank 2") || strings.Contains(err.Error(), "did not complete within") {
			t.Errorf("attention rank %d: step error %v, want one naming expert rank 2, lost", i, err)
		}
	}
	// Rank 2 comes back as a new process; the deployment meets on a fresh communicator.
	d.restartExpert(t, ctx, 2)
	for i, p := range d.attn {
		waitFor(t, fmt.Sprintf("attention rank %d serving again", i), func() bool { return p.Ready() == nil })
	}
	// Every attention rank steps together (the expert ranks step in lockstep with all of them);
	// the first step after a reconnection may meet a rank still leaving the old communicator.
	var err error
	for try := 0; try < 20; try++ {
		got := make([][][][]float32, a)
		errs := make([]error, a)
		var wg sync.WaitGroup
		for i := range a {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got[i], errs[i] = d.runStep(ctx, i, stage(i))
			}()
		}
		wg.Wait()
		if err = errors.Join(errs...); err == nil {
			for i := range a {
				checkStep(t, fmt.Sprintf("attention rank %d after the restart", i), stage(i), got[i])
			}
			break
		}
		t.Logf("try %d after the restart: %v", try, err)
		for i, p := range d.attn {
			waitFor(t, fmt.Sprintf("attention rank %d serving", i), func() bool { return p.Ready() == nil })
		}
	}
	if err != nil {
		t.Fatalf("after the restart: %v", err)
	}
}

// TestEPRowsIdleRestart: an expert rank that dies while no step runs, then returns: every rank meets
// on a new communicator (expert rank 0 makes new ids) and the next step is exact. (Expert rank 0
// serves the rendezvous, which keeps no registration across its own restart: it is not restarted.)
func TestEPRowsIdleRestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	a, n, e, k := 2, 3, 6, 2
	d := epSetup(t, ctx, a, n, k, contiguous(e, n), []int{3}, Options{Log: testLog(t), Stages: 1, Poll: 2 * time.Millisecond, Timeout: 3 * time.Second})
	before := len(d.w.pairs())
	for _, victim := range []int{1, 2} {
		d.cancel[victim]()
		waitFor(t, "attention rank 0 to see the loss", func() bool { return d.attn[0].Ready() != nil })
		d.restartExpert(t, ctx, victim)
		for i, p := range d.attn {
			waitFor(t, fmt.Sprintf("attention rank %d serving", i), func() bool { return p.Ready() == nil })
		}
		stage := func(i int) []epStage {
			return []epStage{makeStage(3, e, i+victim, func(t int) []int { return []int{t % 2, 2 + 2*(t%2)} })}
		}
		var err error
		for try := 0; try < 20; try++ {
			got := make([][][][]float32, a)
			errs := make([]error, a)
			var wg sync.WaitGroup
			for i := range a {
				wg.Add(1)
				go func() {
					defer wg.Done()
					got[i], errs[i] = d.runStep(ctx, i, stage(i))
				}()
			}
			wg.Wait()
			if err = errors.Join(errs...); err == nil {
				for i := range a {
					checkStep(t, fmt.Sprintf("after expert rank %d returned, attention rank %d", victim, i), stage(i), got[i])
				}
				break
			}
			t.Logf("try %d after expert rank %d returned: %v", try, victim, err)
			for _, p := range d.attn {
				waitFor(t, "serving", func() bool { return p.Ready() == nil })
			}
		}
		if err != nil {
			t.Fatalf("after expert rank %d returned: %v", victim, err)
		}
	}
	if after := len(d.w.pairs()); after <= before {
		t.Errorf("%d communicators before the restarts, %d after, want new ones", before, after)
	}
}

// restartExpert starts expert rank r again as a new process on the same fake world.
func (d *epDeploy) restartExpert(t *testing.T, ctx context.Context, r int) {
	t.Helper()
	old := d.fs[r]
	topo := connector.Topology{AttentionRanks: len(d.attn), FFNRanks: len(d.fs)}
	h := testHello(connector.RoleFFN, r, topo)
	h.ExpertParallel = true
	_ = old
	fs, err := connector.ListenFFN(ctx, expertConfig(d.rv, r, h))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := NewEPExpert(fs, fs.Transport(), Options{Lib: d.w, Stages: 1, Poll: 2 * time.Millisecond, Timeout: 3 * time.Second, Log: testLog(t)}, len(d.fs), r)
	if err != nil {
		t.Fatal(err)
	}
	fe := &fakeExperts{mem: d.mem, rank: r, emap: d.emap, k: d.k}
	d.experts[r], d.fs[r] = fe, fs
	rctx, cancel := context.WithCancel(ctx)
	d.cancel[r] = func() { cancel(); tr.Close(); fs.Close() }
	go runtime.ServeExperts(rctx, fs, tr, fe, d.wire, r, nil, nil, testLog(t))
}

// TestEPRowsStall: an expert rank whose device stalls (its process alive and heartbeating) fails
// the step at the transport's timeout, with an error naming the expert ranks the step waited on;
// nothing hangs.
func TestEPRowsStall(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	emap := contiguous(4, 2)
	d := epSetup(t, ctx, 1, 2, 1, emap, []int{1}, Options{Log: testLog(t), Stages: 1, Poll: 2 * time.Millisecond, Timeout: 300 * time.Millisecond})
	d.experts[1].block = make(chan struct{})
	defer close(d.experts[1].block)
	st := []epStage{makeStage(3, 4, 5, func(int) []int { return []int{3} })} // every row on rank 1
	_, err := d.runStep(ctx, 0, st)
	if err == nil || !strings.Contains(err.Error(), "expert ranks [1]") || !strings.Contains(err.Error(), "did not complete within 300ms") {
		t.Fatalf("step error %v, want the timeout naming expert rank 1", err)
	}
}

// TestEPRowsWrongSizes: rows transfers with the wrong shapes or memory are refused with what was
// found and what was expected; a collective id of the wrong size or transport too.
func TestEPRowsWrongSizes(t *testing.T) {
	mem := newDevMem()
	q := fakeQueue{s: 1}
	if _, _, err := epTransfer(q, []tensor.Tensor{tensor.New(tensor.F32, 2, 4)}); err == nil || !strings.Contains(err.Error(), "expected a device tensor of 2 rows") {
		t.Errorf("host rows: %v", err)
	}
	two := []tensor.Tensor{mem.buf(tensor.F32, 2, 4, nil), mem.buf(tensor.F32, 2, 4, nil)}
	if _, _, err := epTransfer(q, two); err == nil || !strings.Contains(err.Error(), "2 tensors, expected 1") {
		t.Errorf("two tensors: %v", err)
	}
	if _, _, err := epTransfer(hostQueue{}, two[:1]); err == nil || !strings.Contains(err.Error(), "no CUDA stream") {
		t.Errorf("queue without a stream: %v", err)
	}
	if err := epIDs(connector.CollectiveID{Transport: Name, ID: make([]byte, 100)}); err == nil || !strings.Contains(err.Error(), "100 bytes, expected a positive multiple of 128") {
		t.Errorf("short id: %v", err)
	}
	if err := epIDs(connector.CollectiveID{Transport: "hccl", ID: make([]byte, 128)}); err == nil || !strings.Contains(err.Error(), `"hccl" data plane, expected "nccl"`) {
		t.Errorf("hccl id: %v", err)
	}
	if _, err := NewEPAttn(Options{Lib: newFakeWorld(mem)}, 2, 3, 2); err == nil || !strings.Contains(err.Error(), "attention rank 2 of 2") {
		t.Errorf("attention rank out of range: %v", err)
	}
	// Bad transfers on a live communicator: host rows, a routing of another width, rows for
	// another rank's connection.
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	emap := contiguous(4, 2)
	d := epSetup(t, ctx, 1, 2, 1, emap, []int{1}, Options{Log: testLog(t), Stages: 1, Poll: 2 * time.Millisecond})
	step, err := d.attn[0].BeginStep(ctx, []int{2})
	if err != nil {
		t.Fatal(err)
	}
	tag := connector.Tag{Step: step, Layer: 1, Stage: 0}
	// Host rows on a device plane, and a routing of another width, are refused saying so.
	hostRows := tensor.FromF32(make([]float32, 2*epHidden), 2, epHidden)
	route := tensor.FromF32([]float32{0, 0, 0, 1, 0, 0, 1, 0}, 2, 4)
	if err := d.attn[0].Send(ctx, q, 0, tag, []tensor.Tensor{hostRows, route}); err == nil || !strings.Contains(err.Error(), "the hidden state is a host tensor, expected a device tensor") {
		t.Errorf("host rows over nccl: %v", err)
	}
	if err := d.attn[0].Send(ctx, q, 0, tag, []tensor.Tensor{mem.buf(tensor.F32, 2, epHidden, nil), tensor.FromF32(make([]float32, 6), 2, 3)}); err == nil || !strings.Contains(err.Error(), "routing weights of 6 values for 2 rows, expected 4 experts a row") {
		t.Errorf("routing of 3 experts a row for a layer of 4: %v", err)
	}
	link := &EPLink{t: d.planes[0], rank: 0}
	err = link.SendRows(ctx, q, 1, tag, []tensor.Tensor{mem.buf(tensor.F32, 1, epHidden, nil)})
	if err == nil || !strings.Contains(err.Error(), "expert rank 1 is not the rank of this connection (expert rank 0)") {
		t.Errorf("rows to another rank's connection: %v", err)
	}
}

// TestEPCheckAfterReplacement: a step in flight when its communicator failed fails at Check even
// when a new communicator has replaced the failed one by then; the next step is not blamed.
func TestEPCheckAfterReplacement(t *testing.T) {
	ep, err := NewEPAttn(Options{Lib: newFakeWorld(newDevMem()), Poll: time.Hour}, 1, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer ep.Close()
	ep.mu.Lock()
	ep.gen = &epGen{ready: true, active: true, step: 5}
	ep.mu.Unlock()
	ep.fail(errors.New("expert rank 1 lost: test"), false)
	ep.mu.Lock()
	ep.gen = &epGen{ready: true} // the next communicator
	ep.mu.Unlock()
	if err := ep.Check(5); err == nil || !strings.Contains(err.Error(), "step 5: expert rank 1 lost") {
		t.Errorf("Check of the failed step: %v, want its failure naming the rank", err)
	}
	if err := ep.Check(6); err != nil {
		t.Errorf("Check of the next step: %v, want nil", err)
	}
}
