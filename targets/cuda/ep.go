package cuda

import (
	"context"
	"fmt"
	"time"

	"afdc/ir"
	rt "afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
	"afdc/targets/interp"
)

// Expert parallelism on the CUDA target (docs/ep.md). The attention program's dispatch and combine
// are its exchanges with the expert ranks, as send and recv are with an FFN rank: the run stops at
// a dispatch and hands the runtime its payload (the hidden state and moe_route's routing weights,
// on the host for the TCP transport), and takes the runtime's combine (the pair rows summed in
// ascending expert order) as the combine's value. An expert rank runs expert_ffn with the routed
// experts' kernels of moe_experts over pair rows: one row per (token, expert on this rank), its
// token's hidden state and a routing row holding that expert's weight alone, so the kernels' sum of
// one term is the pair's product w·down(h), the very term moe_experts adds.

// expertSet is the experts of an expert_ffn weight an expert rank holds on the device: exactly
// those the layer's map gives the rank, ascending, their bytes one after another (scattered or
// contiguous alike). slot[e] is expert e's place in that copy (-1: another rank's). The rank
// builds each pair's routing row with the weight in its expert's slot, so the kernels (made for
// the layer's E experts) index the copy by slot and never an expert the rank does not hold.
type expertSet struct {
	held []int
	slot []int
}

// expertSets are the sets of every expert_ffn weight of mod for expert rank rank; nil for a
// program without expert_ffn.
func expertSets(mod *ir.Module, rank int) (map[*ir.Param]expertSet, error) {
	var out map[*ir.Param]expertSet
	for _, f := range mod.Funcs {
		for _, op := range f.Body {
			if op.Kind != ir.OpExpertFFN {
				continue
			}
			m := op.Attrs["map"].([]int64)
			if n := op.Attrs.MustInt("ranks"); rank < 0 || int64(rank) >= n {
				return nil, fmt.Errorf("@%s: expert rank %d, expected 0..%d (the program spreads its experts over %d ranks)", f.Name, rank, n-1, n)
			}
			s := expertSet{slot: make([]int, len(m))}
			for e, r := range m {
				s.slot[e] = -1
				if r == int64(rank) {
					s.slot[e] = len(s.held)
					s.held = append(s.held, e)
				}
			}
			if len(s.held) == 0 {
				return nil, fmt.Errorf("@%s: expert rank %d holds no expert, expected at least one", f.Name, rank)
			}
			for _, w := range op.Weights {
				if w.Experts != int64(len(m)) {
					return nil, fmt.Errorf("@%s: weight %s stacks %d experts, expected the map's %d", f.Name, w.Name, w.Experts, len(m))
				}
				if out == nil {
					out = map[*ir.Param]expertSet{}
				}
				out[w] = s
			}
		}
	}
	return out, nil
}

// experts is how many experts of p this backend holds: all of them unless p is an expert_ffn
// weight.
func (b *Backend) experts(p *ir.Param) int {
	if s, ok := b.held[p]; ok {
		return len(s.held)
	}
	return int(max(p.Experts, 1))
}

// ExpertBytes is the device memory this backend's routed experts take (moe_experts' and
// expert_ffn's weights in their device forms): on an expert rank, its experts' alone.
func (b *Backend) ExpertBytes() int64 {
	var n int64
	for _, k := range weightKeys(b.mod, b.dequantFP8) {
		if k.p.Experts == 0 {
			continue
		}
		n += int64(b.experts(k.p)) * k.p.Elems() / int64(k.p.Experts) * int64(elemSize(k.dt))
	}
	return n
}

// expertFFNOf is the expert_ffn of an FFN layer function that is one, else nil.
func expertFFNOf(f *ir.Func) *ir.Op {
	if len(f.Body) == 1 && f.Body[0].Kind == ir.OpExpertFFN && len(f.Results) == 1 && f.Results[0] == f.Body[0].Result {
		return f.Body[0]
	}
	return nil
}

// pairs reads an expert_ffn's routing (ids i32[rows, k], ascending within a row, -1 after the last;
// weights f32[rows, k]) into the (row, expert, weight) pairs of rank's experts, rows in order and
// experts ascending within a row: the order of the rows expert_ffn returns.
func pairs(m []int64, k, rank int, ids []int32, ws []float32, rows int) ([]epPair, error) {
	var out []epPair
	for r := range rows {
		last, ended := int32(-1), false
		for j, e := range ids[r*k : (r+1)*k] {
			switch {
			case e < -1:
				return nil, fmt.Errorf("expert_ffn: row %d slot %d: expert id %d, expected -1 or 0..%d", r, j, e, len(m)-1)
			case e == -1:
				ended = true
				continue
			case ended:
				return nil, fmt.Errorf("expert_ffn: row %d slot %d: expert id %d after a -1, expected -1 (a row's ids come first, then its padding)", r, j, e)
			case int(e) >= len(m) || e <= last:
				return nil, fmt.Errorf("expert_ffn: row %d slot %d: expert id %d, expected an id in %d..%d above the row's earlier ids, -1 after the last", r, j, e, last+1, len(m)-1)
			}
			last = e
			if m[e] != int64(rank) {
				continue
			}
			w := ws[r*k+j]
			if w == 0 {
				return nil, fmt.Errorf("expert_ffn: row %d: weight 0 for expert %d, expected a nonzero weight for every listed expert", r, e)
			}
			out = append(out, epPair{row: r, expert: int(e), w: w})
		}
	}
	return out, nil
}

type epPair struct {
	row, expert int
	w           float32
}

// expertFFN runs an expert rank's layer: in is the hidden rows [rows, H], their expert ids and
// weights [rows, k] (host tensors: the TCP transport's), out the f32 pair rows [pairs, H]. The pairs
// run in chunks of the planned rows, each as moe_experts' kernels over its pair rows.
func (b *Backend) expertFFN(ctx context.Context, q *queue, layer int, f *ir.Func, op *ir.Op, in []rt.Tensor, out rt.Tensor) error {
	m := op.Attrs["map"].([]int64)
	k := int(op.Attrs.MustInt("top_k"))
	h := int(op.Result.Type.Shape.Last().N)
	xt := f.Args[0].Type.DType
	if len(in) != 3 {
		return fmt.Errorf("layer %d takes the hidden rows, expert ids and weights, got %d tensors", layer, len(in))
	}
	rows := in[0].Rows()
	for i, want := range []struct {
		dt rt.DType
		w  int
	}{{xt, h}, {rt.I32, k}, {rt.F32, k}} {
		if i > 0 && in[i].Mem == rt.Device {
			return fmt.Errorf("layer %d payload %d: a device tensor, expected the routing on the host (it sizes the pairs)", layer, i)
		}
		if err := checkPayload(in[i], want.dt, rows, want.w); err != nil {
			return fmt.Errorf("layer %d payload %d: %w", layer, i, err)
		}
	}
	ps, err := pairs(m, k, b.rank, in[1].I32(), in[2].F32(), rows)
	if err != nil {
		return fmt.Errorf("layer %d: %w", layer, err)
	}
	if out.Mem != in[0].Mem {
		return fmt.Errorf("layer %d output buffer: a %s tensor for %s rows, expected both in one memory (host for tcp, device for a device data plane)", layer, out.Mem, in[0].Mem)
	}
	if err := checkPayload(out, rt.F32, len(ps), h); err != nil {
		return fmt.Errorf("layer %d output buffer: %w (one row per (token, expert on rank %d) pair)", layer, err, b.rank)
	}
	onDevice := in[0].Mem == rt.Device
	e := len(m)
	slot := b.held[op.Weights[0]].slot
	if len(slot) != e {
		return fmt.Errorf("layer %d: expert rank %d holds no experts of this layer's map, expected the set made at load", layer, b.rank)
	}
	xb := elemSize(xt) * h
	return b.do(func() error {
		if b.trace != nil {
			defer b.traceHost(fmt.Sprintf("expert_ffn layer %d queue %d", layer, q.index()), time.Now())
		}
		for p0 := 0; p0 < len(ps); p0 += b.maxRows {
			n := min(b.maxRows, len(ps)-p0)
			if p0 > 0 {
				if err := q.sync(); err != nil {
					return err
				}
			}
			var err error
			if onDevice {
				// A device data plane's rows: the pair rows are gathered on the device and the
				// results stay there for the transport to send.
				route := pairRoute(ps[p0:p0+n], slot)
				rowsOf := make([]int, n)
				for i, p := range ps[p0 : p0+n] {
					rowsOf[i] = p.row
				}
				err = b.pairChunkDevice(ctx, q, f, op, cu.DevicePtr(in[0].Ptr), rowsOf, xb, route, n, cu.DevicePtr(out.Ptr).Add(p0*h*4))
			} else {
				x, route := pairRows(ps[p0:p0+n], slot, in[0].Bytes, xb)
				err = b.pairChunk(ctx, q, f, op, x, route, n, out.Bytes[p0*h*4:(p0+n)*h*4])
			}
			if err != nil {
				return fmt.Errorf("layer %d: %w", layer, err)
			}
		}
		if err := q.callDone(); err != nil {
			return err
		}
		return b.ffnOrdered(q)
	})
}

// pairRows is the kernels' input for pairs ps: each pair's token row of hidden (xb bytes a row),
// and a routing row over the layer's len(slot) experts holding the pair's weight alone, in its
// expert's slot of the rank's copy (pairs gives this rank's experts only, so every slot is >= 0).
func pairRows(ps []epPair, slot []int, hidden []byte, xb int) ([]byte, []float32) {
	x := make([]byte, len(ps)*xb)
	for i, p := range ps {
		copy(x[i*xb:(i+1)*xb], hidden[p.row*xb:(p.row+1)*xb])
	}
	return x, pairRoute(ps, slot)
}

// pairRoute is the routing weights of pair rows ps, one row of len(slot) a pair, each pair's
// weight in its expert's slot on this rank.
func pairRoute(ps []epPair, slot []int) []float32 {
	e := len(slot)
	route := make([]float32, len(ps)*e)
	for i, p := range ps {
		route[i*e+slot[p.expert]] = p.w
	}
	return route
}

// pairChunk runs n pair rows through the routed experts' kernels and enqueues their f32 rows' copy
// to dst (delivered when the queue syncs).
func (b *Backend) pairChunk(ctx context.Context, q *queue, f *ir.Func, op *ir.Op, x []byte, route []float32, n int, dst []byte) error {
	r, err := b.pairRun(ctx, q, f, n)
	if err != nil {
		return err
	}
	xp, err := r.input(x)
	if err != nil {
		return err
	}
	y, err := r.pairExperts(f, op, xp, route, n)
	if err != nil {
		return err
	}
	return q.download(dst, y)
}

// pairChunkDevice is pairChunk over rows already on the device (a device data plane received them
// at src, rows of rowBytes): pair row i is a copy of row rows[i], and the f32 results are copied to
// dst on the device, all on q's stream.
func (b *Backend) pairChunkDevice(ctx context.Context, q *queue, f *ir.Func, op *ir.Op, src cu.DevicePtr, rows []int, rowBytes int, route []float32, n int, dst cu.DevicePtr) error {
	r, err := b.pairRun(ctx, q, f, n)
	if err != nil {
		return err
	}
	xp, err := q.alloc(n * rowBytes)
	if err != nil {
		return err
	}
	// One copy per run of consecutive source rows.
	for i := 0; i < n; {
		j := i + 1
		for j < n && rows[j] == rows[j-1]+1 {
			j++
		}
		if err := cu.CopyDtoDAsync(xp.Add(i*rowBytes), src.Add(rows[i]*rowBytes), (j-i)*rowBytes, q.s); err != nil {
			return err
		}
		i = j
	}
	y, err := r.pairExperts(f, op, xp, route, n)
	if err != nil {
		return err
	}
	h := int(op.Result.Type.Shape.Last().N)
	return cu.CopyDtoDAsync(dst, y, n*h*4, q.s)
}

// pairRun readies q for a chunk of n pair rows of f.
func (b *Backend) pairRun(ctx context.Context, q *queue, f *ir.Func, n int) (*run, error) {
	if err := q.resetForCall(); err != nil {
		return nil, err
	}
	if b.ffnQ != nil && b.ffnQ != q {
		if err := q.s.WaitEvent(b.ffnOrder); err != nil {
			return nil, err
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &run{Cursor: interp.NewCursor(f, map[*ir.Value]dval{}), b: b, q: q, rows: n}, nil
}

// pairExperts runs the routed experts' kernels over n pair rows at xp with their routing rows
// (route: [n, experts], one weight a row) and returns where their f32 [n, H] results are.
func (r *run) pairExperts(f *ir.Func, op *ir.Op, xp cu.DevicePtr, route []float32, n int) (cu.DevicePtr, error) {
	h := int(op.Result.Type.Shape.Last().N)
	rp, err := r.input(rt.FromF32(route, len(route)).Bytes)
	if err != nil {
		return 0, err
	}
	y, err := r.experts(op, r.b.opk[op], dval{dt: f.Args[0].Type.DType, rows: n, width: h, p: xp}, dval{dt: ir.F32, rows: n, width: len(route) / n, p: rp})
	if err != nil {
		return 0, fmt.Errorf("expert_ffn: %w", err)
	}
	if y.dt != ir.F32 || y.rows != n || y.width != h {
		return 0, fmt.Errorf("expert_ffn: the experts gave %s[%d,%d], expected f32[%d,%d]", y.dt, y.rows, y.width, n, h)
	}
	return y.p, nil
}

// slotsPerRow is the routed slots one row of a routed-experts op's input takes: top_k for
// moe_experts, one for expert_ffn's pair rows.
func slotsPerRow(op *ir.Op) int {
	if op.Kind == ir.OpExpertFFN {
		return 1
	}
	return int(op.Attrs.MustInt("top_k"))
}

// keyBytes is the device bytes of weight k: its held experts' alone on an expert rank.
func (b *Backend) keyBytes(k wkey) int64 {
	n := k.p.Elems() * int64(elemSize(k.dt))
	if s, ok := b.held[k.p]; ok {
		return n / int64(k.p.Experts) * int64(len(s.held))
	}
	return n
}

// tensorsOf is the checkpoint tensors of p this backend loads, in device order: its held experts'
// on an expert rank (the other experts' bytes are never read).
func (b *Backend) tensorsOf(p *ir.Param) []string {
	ts := p.Tensors()
	s, ok := b.held[p]
	if !ok {
		return ts
	}
	out := make([]string, len(s.held))
	for i, e := range s.held {
		out[i] = ts[e]
	}
	return out
}
