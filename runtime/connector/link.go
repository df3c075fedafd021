package connector

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"sync"
	"syscall"
	"time"

	"afdc/internal/quietnet"
	"afdc/runtime/tensor"
)

// ErrPeerShutdown is wrapped by the PeerError of a peer that closed cleanly (sent shutdown).
var ErrPeerShutdown = errors.New("shut down")

// PeerError is the failure of one remote rank: every pending and later operation on it returns
// this error, e.g. "attention rank 1 disconnected: EOF".
type PeerError struct {
	Role string // of the remote rank
	Rank int
	What string // "disconnected", "reported an error", "sent a bad frame", ...
	Err  error
}

func (e *PeerError) Error() string {
	return fmt.Sprintf("%s rank %d %s: %v", e.Role, e.Rank, e.What, e.Err)
}
func (e *PeerError) Unwrap() error { return e.Err }

// hub is the one lock and wake-up signal of a side: every queue and state change happens under mu
// and then closes changed, so waiters re-check their condition. This keeps all waits honouring ctx
// with no lost wake-ups.
type hub struct {
	mu      sync.Mutex
	changed chan struct{}
	// blocking, when set (by tests, before the side is used), is called with the waiter's context
	// each time a waiter is about to sleep, so a test can act once a call is provably blocked (and
	// tell its own call's waits from the links' by the context).
	blocking func(ctx context.Context)
}

func newHub() *hub { return &hub{changed: make(chan struct{})} }

// broadcastLocked wakes every waiter; h.mu must be held.
func (h *hub) broadcastLocked() {
	close(h.changed)
	h.changed = make(chan struct{})
}

// wait calls check under h.mu until it reports done or an error, sleeping between changes.
func (h *hub) wait(ctx context.Context, check func() (bool, error)) error {
	for {
		h.mu.Lock()
		done, err := check()
		ch := h.changed
		h.mu.Unlock()
		if done || err != nil {
			return err
		}
		if h.blocking != nil {
			h.blocking(ctx)
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// tensorFrame is one received tensor frame.
type tensorFrame struct {
	meta TensorMeta
	data []tensor.Tensor
	size int    // bytes of the frame body, counted against the link's queue bound
	buf  []byte // the buffer data shares, given back to the link once landed (see spareBuf)
}

// maxSpare bounds the bytes of landed frames' buffers a link keeps for the next frames: the
// steady stream of a decode's frames (a few MB at most) reuses the same few buffers instead of
// allocating, and page-faulting, fresh memory for every frame; a long prefill's larger frames are
// left to the collector.
const maxSpare = 32 << 20

// maxQueued bounds the frames a link buffers before its reader stops reading, which pushes back on
// the sender through TCP.
const maxQueued = 256

// maxQueuedSteps bounds the step headers among them: an attention rank sends its next header only
// after its current step, so more than a couple queued is a peer running ahead, held back by TCP.
const maxQueuedSteps = 16

// linkLimits bound what a peer can make a link hold and how long it may stay silent.
type linkLimits struct {
	// maxRows is the most rows of the peer in one step and maxStages the most stages (its step
	// headers are checked; 0: no check, the attention side, which sends the headers).
	maxRows, maxStages int
	// maxTensor caps one tensor frame (tensorFrameCap); the queue holds at most about twice that
	// in tensor bytes before the reader stops reading (TCP then pushes back on the sender).
	maxTensor int
	// heartbeat is how often this side sends a heartbeat (0: never); silence how long the peer
	// may send nothing before it counts as lost (0: no limit).
	heartbeat, silence time.Duration
	// send bounds one frame's write (0: DefaultSendTimeout): a peer that stops reading fails its
	// link within it, as one that stops writing does within silence.
	send time.Duration
}

// link is one established connection to a remote rank after the handshake. A link never comes back
// once failed; a returning peer gets a new link.
type link struct {
	h    *hub
	role string // remote
	rank int
	conn net.Conn
	lim  linkLimits
	// serves is the remote rank's client address from its hello (attention ranks), or "".
	serves string

	wmu   chan struct{} // held (one token) while a frame is written, so frames never interleave
	xfer  chan struct{} // held (one token) while a transfer's frames are written, so transfers never interleave
	wbuf  []byte
	bufs  net.Buffers
	parts [][]byte

	spareMu sync.Mutex
	spare   [][]byte // buffers of landed frames, for the reader's next frames
	spareN  int      // bytes in spare

	// Guarded by h.mu.
	steps   []StepHeader
	tensors []tensorFrame
	queued  int               // payload bytes in tensors
	aborts  map[uint64]string // steps the remote aborted, with its reason
	coll    *CollectiveID     // the last collective id the remote sent (attention side)
	epoch   uint64            // ffn side: which connection of its rank this is (1, 2, ...), set at install
	// joined: the welcome is out, so other frames may follow it (ffn side; set by acceptPeer).
	joined bool
	err    error // set once, when the link fails
	// wantSent is one more than the ffn step number this peer was last asked a header for (0:
	// never); ffn side only.
	wantSent uint64
	wantAt   time.Time // when that request went out

	done chan struct{} // closed when the reader exits
	want chan struct{} // attention side: the ffn rank asked for a step header (buffered, 1)
	// serving is closed once the ffn rank said it runs steps (attention side). It is a frame of
	// its own, not a request for a step: a request that arrives with it must not be taken for it.
	serving     chan struct{}
	servingOnce sync.Once
}

func newLink(h *hub, role string, rank int, conn net.Conn, lim linkLimits) *link {
	if lim.maxTensor <= 0 || lim.maxTensor > MaxFrameSize {
		lim.maxTensor = MaxFrameSize
	}
	if lim.send <= 0 {
		lim.send = DefaultSendTimeout
	}
	return &link{h: h, role: role, rank: rank, conn: quietnet.Conn(conn), lim: lim, aborts: map[uint64]string{}, done: make(chan struct{}),
		want: make(chan struct{}, 1), serving: make(chan struct{}), wmu: make(chan struct{}, 1), xfer: make(chan struct{}, 1)}
}

// spareBuf is a buffer of at least n bytes for a received frame: a landed frame's, or fresh.
func (l *link) spareBuf(n int) []byte {
	l.spareMu.Lock()
	for i, b := range l.spare {
		if cap(b) >= n {
			l.spare[i] = l.spare[len(l.spare)-1]
			l.spare[len(l.spare)-1] = nil
			l.spare = l.spare[:len(l.spare)-1]
			l.spareN -= cap(b)
			l.spareMu.Unlock()
			return b[:n]
		}
	}
	l.spareMu.Unlock()
	return make([]byte, n)
}

// reuse gives back the buffer of a frame whose rows were copied out (land): nothing refers to it
// any more. Beyond maxSpare bytes the smallest buffers make room, or the buffer is dropped.
func (l *link) reuse(tf tensorFrame) {
	b := tf.buf
	if cap(b) == 0 || cap(b) > maxSpare {
		return
	}
	l.spareMu.Lock()
	defer l.spareMu.Unlock()
	for l.spareN+cap(b) > maxSpare && len(l.spare) > 0 {
		k := 0
		for i, s := range l.spare {
			if cap(s) < cap(l.spare[k]) {
				k = i
			}
		}
		l.spareN -= cap(l.spare[k])
		l.spare[k] = l.spare[len(l.spare)-1]
		l.spare[len(l.spare)-1] = nil
		l.spare = l.spare[:len(l.spare)-1]
	}
	l.spare = append(l.spare, b)
	l.spareN += cap(b)
}

// lockWrite takes the writer's token, waiting at most until ctx ends or the link's send bound
// passes: a write stuck on a peer that stopped reading must not hold every other writer forever.
func (l *link) lockWrite(ctx context.Context) error {
	select {
	case l.wmu <- struct{}{}:
		return nil
	default:
	}
	t := time.NewTimer(l.lim.send)
	defer t.Stop()
	select {
	case l.wmu <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return l.stoppedReading()
	}
}

func (l *link) tryLockWrite() bool {
	select {
	case l.wmu <- struct{}{}:
		return true
	default:
		return false
	}
}

func (l *link) unlockWrite() { <-l.wmu }

// stoppedReading is the failure of a link whose peer took no bytes for the send bound.
func (l *link) stoppedReading() *PeerError {
	return l.peerErr("stopped reading", fmt.Errorf("a frame could not be written to it within %v", l.lim.send))
}

// prepare readies fr for the established connection (tensor frames up to the link's cap, reads
// bounded by the peer's allowed silence) and starts the heartbeat; call readLoop(fr) next.
func (l *link) prepare(fr *frameReader) {
	fr.maxTensor = l.lim.maxTensor
	fr.r = l.conn
	if l.lim.silence > 0 {
		fr.r = silentReader{l.conn, l.lim.silence}
	}
	if l.lim.heartbeat > 0 {
		go l.beat()
	}
}

// heartbeatWrite bounds one heartbeat's write (see beat).
const heartbeatWrite = 10 * time.Second

// silentReader fails a read after d without a byte: every Read moves the deadline, so a long
// frame that keeps arriving is never cut, and a stalled peer is noticed within d.
type silentReader struct {
	c net.Conn
	d time.Duration
}

func (r silentReader) Read(p []byte) (int, error) {
	r.c.SetReadDeadline(time.Now().Add(r.d))
	n, err := r.c.Read(p)
	var ne net.Error
	if err != nil && errors.As(err, &ne) && ne.Timeout() {
		err = &silenceError{r.d}
	}
	return n, err
}

type silenceError struct{ d time.Duration }

func (e *silenceError) Error() string {
	return fmt.Sprintf("sent nothing, not even a heartbeat, for %v", e.d)
}

// beat sends a heartbeat every interval while no other frame is being written (a frame in
// flight says as much), until the link's reader exits. A heartbeat that cannot go out within
// heartbeatWrite (the peer has read nothing for that long, though its own queues are bounded
// well below what TCP buffers) fails the link, so that it never holds the writer forever.
func (l *link) beat() {
	t := time.NewTicker(l.lim.heartbeat)
	defer t.Stop()
	hb := appendFrameHeader(nil, kindHeartbeat, 0)
	for {
		select {
		case <-l.done:
			return
		case <-t.C:
		}
		if !l.tryLockWrite() {
			continue
		}
		l.h.mu.Lock()
		failed := l.err != nil
		l.h.mu.Unlock()
		if !failed {
			ctx, cancel := context.WithTimeout(context.Background(), max(heartbeatWrite, 10*l.lim.heartbeat))
			l.writeLocked(ctx, hb)
			cancel()
		}
		l.unlockWrite()
	}
}

func (l *link) peerErr(what string, err error) *PeerError {
	return &PeerError{Role: l.role, Rank: l.rank, What: what, Err: err}
}

// fail records err as the link's failure (first one wins), wakes waiters and closes the socket.
func (l *link) fail(err error) {
	l.h.mu.Lock()
	if l.err == nil {
		l.err = err
		l.steps, l.tensors, l.queued = nil, nil, 0
		l.h.broadcastLocked()
	}
	l.h.mu.Unlock()
	l.conn.Close()
}

// readLoop decodes frames until the connection ends, queueing them for the consumers.
func (l *link) readLoop(fr *frameReader) {
	defer close(l.done)
	for {
		kind, body, err := fr.next()
		if err != nil {
			l.fail(l.readErr(err))
			return
		}
		switch kind {
		case kindHeartbeat:
			// Its arrival moved the read deadline; nothing else to do.
		case kindStep:
			h, err := decodeStep(body, l.lim.maxRows)
			if err == nil && l.lim.maxStages > 0 && h.Stages > l.lim.maxStages {
				err = fmt.Errorf("step frame: step %d: %d stages, expected at most the plan's %d", h.Step, h.Stages, l.lim.maxStages)
			}
			if err != nil {
				l.sendError(l.peerErr("sent a bad frame", err))
				return
			}
			if !l.enqueue(0, func() { l.steps = append(l.steps, h) }) {
				return
			}
		case kindTensors:
			var buf []byte
			m, data, err := decodeTensors(body, func(n int) []byte { buf = l.spareBuf(n); return buf })
			if err != nil {
				l.sendError(l.peerErr("sent a bad frame", err))
				return
			}
			n := len(body)
			tf := tensorFrame{meta: m, data: data, size: n, buf: buf}
			if !l.enqueue(n, func() { l.tensors = append(l.tensors, tf); l.queued += n }) {
				return
			}
		case kindAbort:
			var a abortMsg
			if err := decodeJSON(kind, body, &a); err != nil {
				l.fail(l.peerErr("sent a bad frame", err))
				return
			}
			l.h.mu.Lock()
			if len(l.aborts) >= 128 { // a peer numbering its aborts backwards cannot grow the map
				clear(l.aborts)
			}
			l.aborts[a.Step] = a.Reason
			for s := range l.aborts { // only recent aborts matter; keep the map small
				if s+64 < a.Step {
					delete(l.aborts, s)
				}
			}
			l.h.broadcastLocked()
			l.h.mu.Unlock()
		case kindError:
			var e errorMsg
			if err := decodeJSON(kind, body, &e); err != nil {
				l.fail(l.peerErr("sent a bad frame", err))
				return
			}
			l.fail(l.peerErr("reported an error", errors.New(e.Msg)))
			return
		case kindShutdown:
			l.fail(l.peerErr("closed", ErrPeerShutdown))
			return
		case kindCollective:
			var c CollectiveID
			if err := decodeJSON(kind, body, &c); err != nil {
				l.fail(l.peerErr("sent a bad frame", err))
				return
			}
			l.h.mu.Lock()
			l.coll = &c
			l.h.broadcastLocked()
			l.h.mu.Unlock()
		case kindWant:
			select {
			case l.want <- struct{}{}:
			default: // one pending request is enough
			}
		case kindServing:
			l.servingOnce.Do(func() { close(l.serving) })
		default:
			l.fail(l.peerErr("sent a bad frame", fmt.Errorf("unexpected %s frame after the handshake", kind)))
			return
		}
	}
}

// enqueue applies push once the queues have room for one more frame of size bytes of tensors;
// false if the link failed meanwhile. Tensor bytes are bounded to twice the frame cap (one frame
// always fits), so a peer cannot make the link hold more than it could legitimately have in flight.
func (l *link) enqueue(size int, push func()) bool {
	err := l.h.wait(context.Background(), func() (bool, error) {
		if l.err != nil {
			return false, l.err
		}
		if len(l.steps)+len(l.tensors) >= maxQueued {
			return false, nil
		}
		if size == 0 && len(l.steps) >= maxQueuedSteps {
			return false, nil
		}
		if size > 0 && l.queued > 0 && l.queued+size > 2*l.lim.maxTensor {
			return false, nil
		}
		push()
		l.h.broadcastLocked()
		return true, nil
	})
	return err == nil
}

// readErr names why reading stopped.
func (l *link) readErr(err error) error {
	var se *silenceError
	switch {
	case errors.As(err, &se):
		return l.peerErr("went silent", se)
	case errors.Is(err, io.EOF):
		return l.peerErr("disconnected", io.EOF)
	case errors.Is(err, net.ErrClosed):
		return l.peerErr("disconnected", errors.New("connection closed locally"))
	case errors.Is(err, syscall.ECONNRESET):
		return l.peerErr("disconnected", errors.New("connection reset"))
	case errors.Is(err, io.ErrUnexpectedEOF):
		return l.peerErr("disconnected", err)
	}
	var ne net.Error
	if errors.As(err, &ne) {
		return l.peerErr("disconnected", err)
	}
	return l.peerErr("sent a bad frame", err)
}

// write sends one frame made of bufs under ctx. A write that fails or is cut short by ctx leaves
// the stream mid-frame, so it fails the link.
func (l *link) write(ctx context.Context, bufs ...[]byte) error {
	l.h.mu.Lock()
	err := l.err
	l.h.mu.Unlock()
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := l.lockWrite(ctx); err != nil {
		return l.writeFailed(err)
	}
	defer l.unlockWrite()
	return l.writeLocked(ctx, bufs...)
}

// writeFailed fails the link when taking the writer's token timed out (the frame was never
// started: the stream is intact, but the peer is not reading); a cancelled ctx is returned as is.
func (l *link) writeFailed(err error) error {
	if pe, ok := err.(*PeerError); ok {
		l.fail(pe)
	}
	return err
}

// writeLocked is write with the writer's token held by the caller. The write ends by ctx's
// deadline or the link's send bound, whichever comes first.
func (l *link) writeLocked(ctx context.Context, bufs ...[]byte) error {
	dl := time.Now().Add(l.lim.send)
	byBound := true
	if d, ok := ctx.Deadline(); ok && d.Before(dl) {
		dl, byBound = d, false
	}
	l.conn.SetWriteDeadline(dl)
	defer afterCtx(ctx, func() { l.conn.SetWriteDeadline(time.Unix(1, 0)) })()
	l.bufs = append(l.bufs[:0], bufs...)
	_, err := quietnet.Buffers(l.conn, l.bufs)
	// Drop references to the caller's tensors; the slices are reused for the next frame.
	clear(l.bufs[:cap(l.bufs)])
	clear(l.parts)
	if err != nil {
		var ne net.Error
		perr := l.peerErr("disconnected", fmt.Errorf("write: %w", err))
		switch {
		case ctx.Err() != nil:
			perr = l.peerErr("disconnected", fmt.Errorf("write: %w", ctx.Err()))
		case byBound && errors.As(err, &ne) && ne.Timeout():
			perr = l.stoppedReading()
		}
		l.fail(perr)
		return perr
	}
	return nil
}

func (l *link) writeJSON(ctx context.Context, kind frameKind, v any) error {
	b, err := encodeJSONFrame(nil, kind, v)
	if err != nil {
		return err
	}
	return l.write(ctx, b)
}

// sendTensors writes one transfer: one tensor frame, or several of whole rows in row order when
// the transfer exceeds the link's frame cap (each frame at most lim.maxTensor bytes, as the peer's
// reader allows). The payload goes from the tensors' bytes straight to the socket (they are already
// little-endian). The frames of one transfer are never interleaved with another's; heartbeats and
// control frames may come between them.
func (l *link) sendTensors(ctx context.Context, m TensorMeta, data []tensor.Tensor) error {
	if _, err := checkMeta(m, data); err != nil {
		return fmt.Errorf("send to %s rank %d: %w", l.role, l.rank, err)
	}
	rowBytes := 0
	for _, d := range data {
		rowBytes += len(d.Bytes) / max(m.Rows, 1)
	}
	chunk := m.Rows
	if room := l.lim.maxTensor - 1 - tensorHeaderLen(m); rowBytes > 0 && m.Rows*rowBytes > room {
		if rowBytes > room {
			return fmt.Errorf("send to %s rank %d: layer %d stage %d: a row of %d bytes, expected at most %d (one tensor frame of %d bytes)", l.role, l.rank, m.Layer, m.Stage, rowBytes, room, l.lim.maxTensor)
		}
		chunk = room / rowBytes
	}
	l.h.mu.Lock()
	lerr := l.err
	l.h.mu.Unlock()
	if lerr != nil {
		return lerr
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := l.lockTransfer(ctx); err != nil {
		return err
	}
	defer func() { <-l.xfer }()
	part := make([]tensor.Tensor, len(data))
	for r0 := 0; ; {
		n := min(chunk, m.Rows-r0)
		fm := m
		fm.Rows = n
		for i, d := range data {
			part[i] = d.RowSlice(r0, r0+n)
		}
		if err := l.sendFrame(ctx, fm, part); err != nil {
			return err
		}
		if r0 += n; r0 >= m.Rows {
			return nil
		}
	}
}

// lockTransfer takes the token that keeps one transfer's frames together, waiting at most until
// ctx ends or the link fails.
func (l *link) lockTransfer(ctx context.Context) error {
	select {
	case l.xfer <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	case <-l.done:
		l.h.mu.Lock()
		defer l.h.mu.Unlock()
		if l.err != nil {
			return l.err
		}
		return l.peerErr("disconnected", errors.New("connection closed"))
	}
}

// sendFrame writes one tensor frame of data (checked by sendTensors, at most one frame cap).
func (l *link) sendFrame(ctx context.Context, m TensorMeta, data []tensor.Tensor) error {
	n := 0
	for _, d := range data {
		n += len(d.Bytes)
	}
	// The writer's token is held from encoding the header until the frame is on the wire: the
	// header buffer is reused by the next send.
	if err := l.lockWrite(ctx); err != nil {
		return l.writeFailed(err)
	}
	defer l.unlockWrite()
	hdr := appendTensorHeader(l.wbuf[:0], m, n)
	l.wbuf = hdr
	parts := append(l.parts[:0], hdr)
	for _, d := range data {
		if len(d.Bytes) > 0 {
			parts = append(parts, d.Bytes)
		}
	}
	l.parts = parts
	return l.writeLocked(ctx, parts...)
}

// popTensors waits for the next tensor frame from the link, skipping frames of steps older than
// minStep (left over from aborted steps). abortStep, when valid, makes the wait fail as soon as the
// remote aborts that step.
func (l *link) popTensors(ctx context.Context, minStep uint64, abortStep uint64, watchAbort bool) (tensorFrame, error) {
	var tf tensorFrame
	err := l.h.wait(ctx, func() (bool, error) {
		for len(l.tensors) > 0 && l.tensors[0].meta.Step < minStep {
			l.popLocked()
		}
		if watchAbort {
			if r, ok := l.aborts[abortStep]; ok {
				return false, &StepAbortedError{Step: abortStep, By: fmt.Sprintf("%s rank %d", l.role, l.rank), Reason: r}
			}
		}
		if len(l.tensors) > 0 {
			tf = l.popLocked()
			return true, nil
		}
		if l.err != nil {
			return false, l.err
		}
		return false, nil
	})
	return tf, err
}

// popLocked takes the first queued tensor frame; h.mu held.
func (l *link) popLocked() tensorFrame {
	tf := l.tensors[0]
	l.tensors[0] = tensorFrame{}
	l.tensors = l.tensors[1:]
	l.queued -= tf.size
	l.h.broadcastLocked()
	return tf
}

// StepAbortedError says the other side gave up on a step (one of its other peers failed).
type StepAbortedError struct {
	Step   uint64
	By     string
	Reason string
}

func (e *StepAbortedError) Error() string {
	return fmt.Sprintf("step %d aborted by %s: %s", e.Step, e.By, e.Reason)
}

// afterCtx runs f when ctx ends; the returned func cancels that and, if f already started, waits
// for it, so f can never touch the connection after the caller moved on (e.g. a late "deadline in
// the past" landing on the next write).
func afterCtx(ctx context.Context, f func()) func() {
	done := make(chan struct{})
	stop := context.AfterFunc(ctx, func() { defer close(done); f() })
	return func() {
		if !stop() {
			<-done
		}
	}
}

// shutdown sends a shutdown frame (best effort, bounded) and closes the link.
func (l *link) shutdown() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	l.write(ctx, appendFrameHeader(nil, kindShutdown, 0))
	cancel()
	l.fail(&PeerError{Role: l.role, Rank: l.rank, What: "closed", Err: errors.New("closed locally")})
	<-l.done
}

// sendServing tells an attention peer that this rank runs steps: every peer it waits for has
// connected (sent to each when the rank starts, and to a peer that joins it running).
func (l *link) sendServing() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	l.write(ctx, appendFrameHeader(nil, kindServing, 0))
	cancel()
}

// sendWant asks an idle attention peer for its next step header.
func (l *link) sendWant() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	l.write(ctx, appendFrameHeader(nil, kindWant, 0))
	cancel()
}

// sendError tells the remote why this side drops the connection, then fails the link with the same
// message so both sides report it.
func (l *link) sendError(err error) {
	// Record the failure first, so that it (not the write below, which may fail on a peer already
	// gone) is what every waiter sees.
	l.h.mu.Lock()
	first := l.err == nil
	if first {
		l.err = err
		l.steps, l.tensors, l.queued = nil, nil, 0
		l.h.broadcastLocked()
	}
	l.h.mu.Unlock()
	if first {
		if b, e := encodeJSONFrame(nil, kindError, errorMsg{Msg: cut(err.Error(), maxReason)}); e == nil {
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			if l.lockWrite(ctx) == nil {
				l.writeLocked(ctx, b)
				l.unlockWrite()
			}
			cancel()
		}
	}
	l.conn.Close()
}
