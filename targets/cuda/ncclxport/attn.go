package ncclxport

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"sync"
	"time"

	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// Options shape a transport.
type Options struct {
	Lib Lib
	// Dev is the GPU of the IPC plane (IPC); the NCCL plane ignores it.
	Dev Device
	// SlotBytes (the IPC plane's attention side) is the size of each receive buffer: the most rows
	// the rank puts in one step times the bytes of the widest row of the plan's transfers. The FFN
	// side takes the size its peer declares.
	SlotBytes int
	// Stages is how many communicators an FFN rank makes per attention peer, one per micro-batch
	// stage (the attention rank follows the FFN rank's collective id); 0 means 1.
	Stages int
	// Bind prepares a thread for NCCL calls (the CUDA backend's BindThread: its context made
	// current); it runs first on each thread the transport issues from (issuer). nil: nothing.
	Bind func() error
	// Timeout bounds every wait: the bootstrap (the id, the communicator's set-up), a group's
	// issue, and a step's transfers in flight on the attention side. 0 means 30 s.
	Timeout time.Duration
	// Poll is how often the watcher looks at the control connection and the communicators;
	// 0 means 10 ms.
	Poll  time.Duration
	Stats *Stats // nil: not counted
	Log   *slog.Logger
}

func (o *Options) defaults() {
	if o.Stages <= 0 {
		o.Stages = 1
	}
	if o.Timeout <= 0 {
		o.Timeout = 30 * time.Second
	}
	if o.Poll <= 0 {
		o.Poll = 10 * time.Millisecond
	}
	if o.Stats == nil {
		o.Stats = &Stats{}
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
}

// AttnControl is the control connection an attention rank's transport needs
// (*connector.AttnSide is one).
type AttnControl interface {
	CollectiveID(ctx context.Context) (connector.CollectiveID, error)
	Owner() int
	Err() error
	Close() error
}

// stepAborter is a control connection that reports a step its FFN rank aborted
// (*connector.AttnSide is one).
type stepAborter interface {
	StepAborted(step uint64) error
}

// Attn is an attention rank's NCCL data plane to its FFN rank: a two-rank communicator (the FFN
// rank is rank 0) for the life of one control connection. A watcher aborts the communicator when the
// control connection fails, when NCCL reports an error, or when a step's transfers stay in flight
// longer than the timeout; the step then fails at Check and every later call fails at once, naming
// the FFN rank. The runtime builds a new Attn for the next connection (runtime.RemoteFFN).
type Attn struct {
	opt   Options
	ctl   AttnControl
	owner int
	comm  comms // one per stage of the FFN rank's collective id
	timer Timer
	iss   *issuer // the thread of every NCCL call of this communicator, retired with it

	mu     sync.Mutex
	failed error
	active bool   // transfers enqueued since the last Check
	step   uint64 // their step
	since  time.Time
	marks  []pendingMark

	stop chan struct{}
	done chan struct{}
}

type pendingMark struct {
	layer, stage int
	dir          string
	start, end   Mark
}

// settleMarks releases a step's timing marks, adding the times they bracket to stats when counted
// (a step whose transfers failed is not).
func settleMarks(marks []pendingMark, counted bool, stats *Stats) {
	for _, m := range marks {
		if counted {
			if d, err := m.end.Since(m.start); err == nil {
				stats.addTime(m.layer, m.stage, m.dir, d)
			}
		}
		m.start.Release()
		m.end.Release()
	}
}

// NewAttn waits for the FFN rank's unique id on the control connection and joins the pair's
// communicator as rank 1. Every wait is bounded by opt.Timeout and ctx; a control connection that
// fails meanwhile ends it at once.
func NewAttn(ctx context.Context, ctl AttnControl, opt Options) (*Attn, error) {
	opt.defaults()
	if opt.Lib == nil {
		return nil, errors.New("ncclxport: no Lib, expected ncclxport.NCCL() or a test's")
	}
	owner := ctl.Owner()
	where := fmt.Sprintf("nccl data plane to ffn rank %d", owner)
	wait, cancel := context.WithTimeout(ctx, opt.Timeout)
	c, err := ctl.CollectiveID(wait)
	cancel()
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
			return nil, fmt.Errorf("%s: no unique id from the ffn rank within %v", where, opt.Timeout)
		}
		return nil, fmt.Errorf("%s: wait for the unique id: %w", where, err)
	}
	if c.Transport != Name {
		return nil, fmt.Errorf("%s: the ffn rank offers a %q data plane, expected %q (both executables need the same --transport)", where, c.Transport, Name)
	}
	t := &Attn{opt: opt, ctl: ctl, owner: owner, iss: newIssuer(opt.Bind), stop: make(chan struct{}), done: make(chan struct{})}
	t.timer, _ = opt.Lib.(Timer)
	if err := t.iss.do(func() (err error) { t.comm, err = initComms(opt.Lib, c.ID, 2, 1); return err }); err != nil {
		t.iss.retire()
		return nil, fmt.Errorf("%s: %w", where, err)
	}
	if err := waitReady(ctx, t.comm, opt, ctl.Err); err != nil {
		t.comm.Abort()
		t.iss.retire()
		return nil, fmt.Errorf("%s: communicator set-up: %w", where, err)
	}
	go t.watch()
	opt.Log.Info("nccl: communicator ready", "ffn", owner)
	return t, nil
}

// waitReady polls a communicator until its last call is issued, bounded by the timeout, ctx, and
// (when given) a control connection that fails. A non-blocking communicator hands every group to
// NCCL's own thread and reports it pending for a few microseconds, so the poll starts by yielding
// and backs off from 10 µs: on the two-GPU machine a fixed 2.5 ms sleep here made every transfer
// cost about 3 ms.
func waitReady(ctx context.Context, c interface{ Pending() (bool, error) }, opt Options, ctlErr func() error) error {
	deadline := time.Now().Add(opt.Timeout)
	spins := 0
	pause := 10 * time.Microsecond
	for {
		pending, err := c.Pending()
		if err != nil {
			return err
		}
		if !pending {
			return nil
		}
		if ctlErr != nil {
			if err := ctlErr(); err != nil {
				return fmt.Errorf("control connection lost: %w", err)
			}
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("still pending after %v", opt.Timeout)
		}
		if spins < 64 {
			spins++
			runtime.Gosched()
			continue
		}
		time.Sleep(pause)
		pause = min(2*pause, max(opt.Poll/4, 10*time.Microsecond))
	}
}

// watch aborts the communicator when the pair can no longer make progress.
func (t *Attn) watch() {
	defer close(t.done)
	tick := time.NewTicker(t.opt.Poll)
	defer tick.Stop()
	for {
		select {
		case <-t.stop:
			return
		case <-tick.C:
		}
		if t.Err() != nil {
			return // the pair failed on the data path and its communicator is aborted: nothing to watch
		}
		if err := t.ctl.Err(); err != nil {
			t.fail(fmt.Errorf("ffn rank %d lost: %w; its nccl communicator was aborted", t.owner, err), false)
			return
		}
		if _, err := t.comm.Pending(); err != nil {
			t.fail(fmt.Errorf("ffn rank %d: nccl reported %w; communicator aborted", t.owner, err), true)
			return
		}
		t.mu.Lock()
		active, step := t.active, t.step
		overdue := active && time.Since(t.since) > t.opt.Timeout
		t.mu.Unlock()
		if sa, ok := t.ctl.(stepAborter); ok && active {
			// The FFN rank abandoned the step (its backend failed): it will not issue the rest of
			// its transfers, so the ones in flight here would wait for the timeout. The pair is
			// still sound, but NCCL cannot cancel a transfer, so the communicator goes and the
			// control connection with it; RemoteFFN then builds a fresh pair.
			if err := sa.StepAborted(step); err != nil {
				t.fail(fmt.Errorf("ffn rank %d: %w; communicator aborted", t.owner, err), true)
				return
			}
		}
		if overdue {
			t.fail(fmt.Errorf("ffn rank %d: a step's nccl transfers did not complete within %v; communicator aborted", t.owner, t.opt.Timeout), true)
			return
		}
	}
}

// fail records why the pair is done (the first reason wins) and aborts the communicator. With
// closeCtl the control connection is closed too, so both ranks start over with a fresh pair.
func (t *Attn) fail(err error, closeCtl bool) {
	t.mu.Lock()
	first := t.failed == nil
	if first {
		t.failed = err
	}
	t.mu.Unlock()
	if !first {
		return
	}
	t.opt.Log.Warn("nccl: pair failed", "ffn", t.owner, "err", err)
	if aerr := t.comm.Abort(); aerr != nil {
		t.opt.Log.Warn("nccl: abort", "ffn", t.owner, "err", aerr)
	}
	t.iss.retire()
	if closeCtl {
		t.ctl.Close()
	}
}

// Err is why the pair failed, or nil.
func (t *Attn) Err() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.failed
}

func (t *Attn) Name() string          { return Name }
func (t *Attn) Memory() tensor.Memory { return tensor.Device }

// Close aborts the communicator (pending work included) and stops the watcher; the control
// connection is the caller's.
func (t *Attn) Close() error {
	select {
	case <-t.stop:
		return nil
	default:
	}
	close(t.stop)
	<-t.done
	t.fail(fmt.Errorf("ffn rank %d: nccl data plane closed", t.owner), false)
	return nil
}

// Send enqueues the payload of one layer and stage to the FFN rank on the stage's stream, as one
// group; it returns once NCCL has issued it, not when the data has moved.
func (t *Attn) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return t.transfer(ctx, q, peer, tag, data, "send")
}

// Recv enqueues the receipt of the FFN rank's output of one layer and stage into the caller's
// device buffers; work enqueued on q after it sees the data. Whether it arrived is Check's to say.
func (t *Attn) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return t.transfer(ctx, q, peer, tag, into, "recv")
}

func (t *Attn) transfer(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, bufs []tensor.Tensor, dir string) error {
	where := fmt.Sprintf("nccl %s %s with ffn rank %d", dir, tag, t.owner)
	if err := t.Err(); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if peer != t.owner {
		return fmt.Errorf("%s: ffn rank %d is not this rank's owner (ffn rank %d)", where, peer, t.owner)
	}
	stream, empty, err := transferStream(q, bufs)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if empty {
		return nil
	}
	t.mu.Lock()
	if !t.active {
		t.active, t.step, t.since = true, tag.Step, time.Now()
	}
	t.mu.Unlock()
	var start Mark
	if t.timer != nil {
		start, _ = t.timer.Mark(stream)
	}
	endSpan := openSpan(q, Name, dir, tag.Layer, tag.Stage)
	defer endSpan()
	comm := t.comm.forStage(tag.Stage)
	err = t.iss.do(func() error { return group(t.opt.Lib, func() error { return issue(comm, dir, 0, stream, bufs) }) })
	if err == nil {
		err = waitReady(ctx, comm, t.opt, t.ctl.Err)
	}
	if err != nil {
		if start != nil {
			start.Release()
		}
		err = fmt.Errorf("%s: %w", where, err)
		t.fail(err, true)
		return err
	}
	enqueued(q)
	t.opt.Stats.addBytes(tag.Layer, tag.Stage, dir, byteLen(bufs))
	if start != nil {
		if end, err := t.timer.Mark(stream); err == nil {
			t.mu.Lock()
			t.marks = append(t.marks, pendingMark{tag.Layer, tag.Stage, dir, start, end})
			t.mu.Unlock()
		} else {
			start.Release()
		}
	}
	return nil
}

// Check ends a step: called once the stages' queues are synced, it fails when the pair failed
// while the step's transfers were in flight (their buffers then hold whatever was there), naming
// the FFN rank; otherwise it reads the step's transfer times into the stats.
func (t *Attn) Check(step uint64) error {
	t.mu.Lock()
	failed, marks := t.failed, t.marks
	t.active, t.marks = false, nil
	t.mu.Unlock()
	settleMarks(marks, failed == nil, t.opt.Stats)
	if failed != nil {
		return fmt.Errorf("step %d: %w", step, failed)
	}
	return nil
}

// group issues f's calls as one NCCL group.
func group(lib Lib, f func() error) error {
	if err := lib.GroupStart(); err != nil {
		return err
	}
	err := f()
	if e := lib.GroupEnd(); err == nil {
		err = e
	}
	return err
}
