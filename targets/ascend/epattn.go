package ascend

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"afdc/ir"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets/ascend/acl"
)

// Expert parallelism on an attention rank (docs/ep.md, docs/ascend.md): the executor stops at a
// MoE layer's dispatch and hands over the hidden state and moe_route's sparse result (top-k weights
// and ids, in score order); ExpertPlane carries the exchange over one HCCL communicator with every
// expert rank and sums the returned pair rows on the device in ascending expert order, into the
// buffer the executor binds as the combine's value.

// dispatchPayload is a dispatch's payload on stage st: the hidden state [T, H], then moe_route's
// top-k weights f32[T, k] and expert ids i32[T, k] (its planned region).
func (x *Executor) dispatchPayload(st *stage, op *ir.Op) ([]view, error) {
	k := op.Attrs.MustInt("top_k")
	if st.t == 0 {
		return []view{contiguous(op.Args[0].Type.DType, 0, 0, op.Args[0].Type.Shape[1].N), contiguous(ir.F32, 0, 0, k), contiguous(ir.I32, 0, 0, k)}, nil
	}
	h, ok := st.vals[op.Args[0]]
	r, rok := st.routes[op.Args[1]]
	if !ok || !rok || !h.contig() {
		return nil, fmt.Errorf("ascend: @forward op %d (dispatch of layer %d): expected a dense hidden state and a moe_route result", st.pc-1, op.Attrs.MustInt("layer"))
	}
	return []view{h, r.w, r.ids}, nil
}

// StepControl announces an attention rank's steps to the expert ranks (the control plane: the
// rendezvous connections carry the step headers).
type StepControl interface {
	BeginStep(ctx context.Context, stageTokens []int) (uint64, error)
}

// epLayer is one expert-parallel layer of an attention program.
type epLayer struct {
	k, hidden int
	emap      []int64
	hdt       ir.DType
}

// epPending is a dispatched stage awaiting its combine.
type epPending struct {
	route *epRoute
	table view // f32 [1 + pairs, H]: the zero row, then every rank's pair rows
	slots view // i32 [k·T]
}

// ExpertPlane is an attention rank's FFN peer in an --ep build on Ascend: one HCCL communicator
// over the A attention and N expert ranks (expert rank n is HCCL rank n, attention rank a is rank
// N+a), the steps announced by a StepControl. Per MoE layer and stage, Send (the dispatch) sorts
// the routing on the host, gathers each rank's hidden rows on the device (aclnnEmbedding) and sends
// every rank its routing and rows in one HcclGroupStart/End group; Recv (the combine) receives
// every rank's pair rows in one group into one table and sums each row's pairs in ascending expert
// order from zero (one aclnnEmbedding of the k slots, then k aclnnAdd in f32, the last writing the
// activation dtype).
type ExpertPlane struct {
	epComm
	self   int
	ctl    StepControl
	layers map[int]epLayer
	pend   map[[2]int]*epPending
}

// epComm is a communicator over A attention and N expert ranks.
type epComm struct {
	b                 *Backend
	comm              uintptr
	attention, expert int
}

// hrankOf is a runtime peer's HCCL rank: from an expert rank's side its peers are attention ranks,
// from an attention rank's its peers are expert ranks.
func (c *epComm) hrankOf(peer int, attentionPeer bool) (int, error) {
	if attentionPeer {
		if peer < 0 || peer >= c.attention {
			return 0, fmt.Errorf("attention rank %d is not in this communicator (attention ranks 0..%d)", peer, c.attention-1)
		}
		return c.expert + peer, nil
	}
	if peer < 0 || peer >= c.expert {
		return 0, fmt.Errorf("expert rank %d is not in this communicator (expert ranks 0..%d)", peer, c.expert-1)
	}
	return peer, nil
}

// join makes the communicator as HCCL rank hrank.
func (c *epComm) join(hrank int, root []byte) error {
	if c.attention < 1 || c.expert < 1 {
		return fmt.Errorf("ascend: %d attention and %d expert ranks, expected at least one of each", c.attention, c.expert)
	}
	if len(root) != acl.RootInfoBytes {
		return fmt.Errorf("ascend: an HCCL root id of %d bytes, expected %d", len(root), acl.RootInfoBytes)
	}
	return c.b.do(func() (err error) {
		c.comm, err = c.b.x.lib.CommInit(c.attention+c.expert, hrank, root)
		return err
	})
}

// Close destroys the communicator.
func (c *epComm) Close() error {
	if c.comm == 0 {
		return nil
	}
	err := c.b.do(func() error { return c.b.x.lib.CommDestroy(c.comm) })
	c.comm = 0
	return err
}

func (c *epComm) Memory() tensor.Memory { return tensor.Device }
func (c *epComm) Name() string          { return HCCLName }

// ExpertRoot makes the root id of an expert-parallel communicator (expert rank 0 makes it; every
// rank joins with it).
func (b *Backend) ExpertRoot() ([]byte, error) {
	var root []byte
	err := b.do(func() (err error) {
		root, err = b.x.lib.RootInfo()
		return err
	})
	return root, err
}

// ConnectExperts joins attention rank self of attention ranks to the communicator of an --ep
// deployment with experts expert ranks; ctl announces the steps.
func (b *Backend) ConnectExperts(self, attention, experts int, root []byte, ctl StepControl) (*ExpertPlane, error) {
	p, err := b.newExpertPlane(self, attention, experts, ctl)
	if err != nil {
		return nil, err
	}
	if err := p.join(experts+self, root); err != nil {
		return nil, err
	}
	return p, nil
}

// newExpertPlane is attention rank self's plane, not yet in a communicator.
func (b *Backend) newExpertPlane(self, attention, experts int, ctl StepControl) (*ExpertPlane, error) {
	if b.x.fwd == nil {
		return nil, fmt.Errorf("ascend: ConnectExperts on a %s module, expected an attention one", b.x.mod.Role)
	}
	if self < 0 || self >= attention {
		return nil, fmt.Errorf("ascend: attention rank %d of %d, expected 0..%d", self, attention, attention-1)
	}
	p := &ExpertPlane{epComm: epComm{b: b, attention: attention, expert: experts}, self: self, ctl: ctl,
		layers: map[int]epLayer{}, pend: map[[2]int]*epPending{}}
	for _, op := range b.x.fwd.Body {
		if op.Kind != ir.OpDispatch {
			continue
		}
		layer, ranks := int(op.Attrs.MustInt("layer")), int(op.Attrs.MustInt("ranks"))
		if ranks != experts {
			return nil, fmt.Errorf("ascend: layer %d spreads its experts over %d expert ranks, but the communicator has %d, expected --ffn-ranks %d", layer, ranks, experts, ranks)
		}
		x := op.Args[0].Type
		p.layers[layer] = epLayer{k: int(op.Attrs.MustInt("top_k")), hidden: int(x.Shape[1].N), emap: op.Attrs["map"].([]int64), hdt: x.DType}
	}
	if len(p.layers) == 0 {
		return nil, errors.New("ascend: the program has no expert-parallel layer, expected an --ep build")
	}
	if attention < 1 || experts < 1 {
		return nil, fmt.Errorf("ascend: %d attention and %d expert ranks, expected at least one of each", attention, experts)
	}
	return p, nil
}

// BeginStep announces the step (the control plane's) and forgets any stage a failed step left.
func (p *ExpertPlane) BeginStep(ctx context.Context, stageTokens []int) (uint64, error) {
	clear(p.pend)
	return p.ctl.BeginStep(ctx, stageTokens)
}

// Peer is not one rank: a token's expert ranks are its routing's.
func (p *ExpertPlane) Peer() int { return 0 }

// Send is one stage's dispatch of a MoE layer: data is the executor's dispatch payload (hidden
// state, top-k weights, top-k ids; device tensors).
func (p *ExpertPlane) Send(ctx context.Context, q tensor.Queue, _ int, tag connector.Tag, data []tensor.Tensor) error {
	l, ok := p.layers[tag.Layer]
	if !ok {
		return fmt.Errorf("ascend: layer %d is not an expert-parallel layer of the program", tag.Layer)
	}
	where := fmt.Sprintf("dispatch layer %d stage %d", tag.Layer, tag.Stage)
	if len(data) != 3 || data[0].DType != l.hdt || data[0].Width() != l.hidden || data[1].DType != tensor.F32 || data[1].Width() != l.k ||
		data[2].DType != tensor.I32 || data[2].Width() != l.k || data[1].Rows() != data[0].Rows() || data[2].Rows() != data[0].Rows() {
		return fmt.Errorf("%s: payload %v, expected the hidden state %s[rows, %d], top-k weights f32[rows, %d] and ids i32[rows, %d]", where, data, l.hdt, l.hidden, l.k, l.k)
	}
	for i, d := range data {
		if d.Rows() > 0 && (d.Mem != tensor.Device || d.Owner != tensor.Owner(p.b)) {
			return fmt.Errorf("%s: payload %d is %s, expected this device's memory", where, i, d)
		}
	}
	if p.comm == 0 {
		return fmt.Errorf("%s: the communicator is closed", where)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	st, err := p.b.stageOf(q)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	rows := data[0].Rows()
	if rows == 0 {
		p.pend[[2]int{tag.Layer, tag.Stage}] = &epPending{route: &epRoute{}}
		return nil
	}
	x := p.b.x
	lib := x.lib
	// The routing on the host: the stream has written it once it is idle.
	if err := lib.Sync(st.stream); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	wb, ib := make([]byte, data[1].Len()), make([]byte, data[2].Len())
	if err := errors.Join(lib.Download(wb, data[1].Ptr), lib.Download(ib, data[2].Ptr)); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	ids, w := make([]int32, rows*l.k), make([]float32, rows*l.k)
	for i := range ids {
		ids[i] = int32(binary.LittleEndian.Uint32(ib[4*i:]))
		w[i] = math.Float32frombits(binary.LittleEndian.Uint32(wb[4*i:]))
	}
	r, err := planRoute(l.emap, p.expert, l.k, ids, w, rows)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	host, gatherAt, slotAt, zeroAt := r.hostBlock(l.hidden)
	pairs := r.totalPairs()
	// One region: the host block, then the pair rows after its zero row (the combine's table).
	base, err := st.inputs.get(lib, int64(len(host)+4*pairs*l.hidden))
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := lib.Upload(base, host); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	n := int64(rows * l.k)
	idsV, wV := contiguous(ir.I32, base, n), contiguous(ir.F32, base+uintptr(4*n), n)
	pend := &epPending{route: r, table: contiguous(ir.F32, base+uintptr(zeroAt), int64(1+pairs), int64(l.hidden)),
		slots: contiguous(ir.I32, base+uintptr(slotAt), int64(l.k*rows))}
	// Each rank's rows gathered on the stream, then one group of sends.
	sendBuf, err := p.b.Alloc(l.hdt, tensor.Device, r.gathered(), l.hidden)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	hidden, err := p.b.viewOf(data[0])
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	c := &opCtx{x: x, st: st}
	x.trace("dispatch stage %d layer %d", tag.Stage, tag.Layer)
	rowsAt := make([]view, p.expert)
	at, gi := int64(0), int64(0)
	for rank, ts := range r.tokens {
		m := int64(len(ts))
		if m == 0 {
			continue
		}
		rowsAt[rank] = contiguous(l.hdt, sendBuf.Ptr+uintptr(at*int64(l.hidden)*l.hdt.Size()), m, int64(l.hidden))
		idx := contiguous(ir.I32, base+uintptr(gatherAt)+uintptr(4*gi), m)
		if err := gather(c, hidden, idx, rowsAt[rank]); err != nil {
			return fmt.Errorf("%s: expert rank %d: %w", where, rank, err)
		}
		st.scratch.endOp()
		at += m
		gi += m
	}
	err = p.group(func() error {
		for rank := range p.expert {
			x.trace("send stage %d layer %d rank %d", tag.Stage, tag.Layer, rank)
			moves := []view{idsV, wV}
			if len(r.tokens[rank]) > 0 {
				moves = append(moves, rowsAt[rank])
			}
			for _, v := range moves {
				if err := p.move(true, v, rank, st); err != nil {
					return fmt.Errorf("expert rank %d: %w", rank, err)
				}
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	p.pend[[2]int{tag.Layer, tag.Stage}] = pend
	return nil
}

// Recv is one stage's combine: every rank's pair rows in one group of receives, then each row's
// pairs summed in ascending expert order into into[0] ([rows, H] in the activation dtype).
func (p *ExpertPlane) Recv(ctx context.Context, q tensor.Queue, _ int, tag connector.Tag, into []tensor.Tensor) error {
	where := fmt.Sprintf("combine layer %d stage %d", tag.Layer, tag.Stage)
	l, ok := p.layers[tag.Layer]
	key := [2]int{tag.Layer, tag.Stage}
	d := p.pend[key]
	if !ok || d == nil {
		return fmt.Errorf("%s: no dispatch of it in this step, expected the dispatch first", where)
	}
	delete(p.pend, key)
	r := d.route
	if len(into) != 1 || into[0].DType != l.hdt || into[0].Rows() != r.rows || into[0].Width() != l.hidden {
		return fmt.Errorf("%s: into %v, expected one %s[%d, %d]", where, into, l.hdt, r.rows, l.hidden)
	}
	if r.rows == 0 {
		return nil
	}
	out, err := p.b.viewOf(into[0])
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if p.comm == 0 {
		return fmt.Errorf("%s: the communicator is closed", where)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	st, err := p.b.stageOf(q)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	x := p.b.x
	h := int64(l.hidden)
	x.trace("recv stage %d layer %d", tag.Stage, tag.Layer)
	err = p.group(func() error {
		at := int64(1)
		for rank, n := range r.pairs {
			if n == 0 {
				continue
			}
			if err := p.move(false, d.table.rows(at, int64(n)), rank, st); err != nil {
				return fmt.Errorf("expert rank %d: %w", rank, err)
			}
			at += int64(n)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	// ((0 + y_e1) + y_e2) + …: the k slots of every row gathered, then added in slot order (a
	// slot past a row's last expert reads the zero row: adding +0 to a sum that started at +0
	// leaves its bits).
	c := &opCtx{x: x, st: st}
	t := int64(r.rows)
	k := int64(l.k)
	g, err1 := c.tmp(ir.F32, k*t, h)
	acc, err2 := c.tmp(ir.F32, 2, t, h)
	if err := errors.Join(err1, err2); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := gather(c, d.table, d.slots, g); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	zero := d.table.strided(0, []int64{t, h}, []int64{0, 1})
	sum := zero
	for j := range k {
		dst := contiguous(ir.F32, acc.base+uintptr(4*(j%2)*t*h), t, h)
		if j == k-1 {
			dst = out
		}
		if err := add(c, sum, g.rows(j*t, t), dst); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		sum = dst
	}
	st.scratch.endOp()
	return nil
}

// group issues f's transfers as one HcclGroupStart/End group.
func (c *epComm) group(f func() error) error {
	lib := c.b.x.lib
	if err := lib.GroupStart(); err != nil {
		return err
	}
	return errors.Join(f(), lib.GroupEnd())
}

// move enqueues one HcclSend (send) or HcclRecv of v with HCCL rank hrank on st's stream.
func (c *epComm) move(send bool, v view, hrank int, st *stage) error {
	dt, err := hcclType(v.dt)
	if err != nil {
		return err
	}
	lib := c.b.x.lib
	if send {
		return lib.Send(v.ptr(), v.elems(), dt, hrank, c.comm, st.stream)
	}
	return lib.Recv(v.ptr(), v.elems(), dt, hrank, c.comm, st.stream)
}
