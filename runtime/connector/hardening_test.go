package connector

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// listenOne starts ffn rank 0 of topo with cfg's extras and returns it once ready (peers dial in
// through the returned address). The caller's dial func connects the peers ListenFFN waits for.
func listenOne(t *testing.T, topo Topology, cfg Config, dial func(rv string)) *FFNSide {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cfg.Rendezvous = freeAddr(t)
	cfg.Hello = testHello(RoleFFN, 0, topo)
	var f *FFNSide
	var err error
	done := make(chan struct{})
	go func() { f, err = ListenFFN(ctx, cfg); close(done) }()
	dial(cfg.Rendezvous)
	<-done
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func dialT(t *testing.T, rv string, rank int, topo Topology, edit func(*Config)) *AttnSide {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cfg := Config{Rendezvous: rv, Hello: testHello(RoleAttention, rank, topo)}
	if edit != nil {
		edit(&cfg)
	}
	a, err := DialAttention(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// linkErr waits for the ffn rank's link to attention peer index i to fail and returns why.
func linkErr(ctx context.Context, f *FFNSide, i int) error {
	var err error
	f.h.wait(ctx, func() (bool, error) {
		if l := f.slots[i]; l != nil && l.err != nil {
			err = l.err
			return true, nil
		}
		return false, nil
	})
	return err
}

// TestLyingStepHeaderDropsPeer: an attention peer past the handshake that declares 16,777,216 rows
// (once enough to make the FFN size a 481 GB buffer at DeepSeek-V3's width) is dropped with an
// error naming its agreed limit; the header never reaches the step, and its block-mate goes on.
func TestLyingStepHeaderDropsPeer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	topo := Topology{2, 1}
	var a [2]*AttnSide
	f := listenOne(t, topo, Config{}, func(rv string) {
		a[0] = dialT(t, rv, 0, topo, nil)
		a[1] = dialT(t, rv, 1, topo, nil)
	})
	// Bypass SendStep's own check, as a hostile or broken peer would.
	must(t, a[1].l.writeJSON(ctx, kindStep, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{1 << 24}}}))
	err := linkErr(ctx, f, 1)
	if err == nil || !strings.Contains(err.Error(), "step 0: 16777216 rows in all stages, expected at most 4096 (the row limit agreed at the handshake)") {
		t.Fatalf("lying peer's link: %v, want dropped naming the agreed limit", err)
	}
	must(t, a[0].SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{3}}}))
	h, err := f.RecvStep(ctx)
	if err != nil || fmt.Sprint(h.Counts) != "[[3 0]]" {
		t.Fatalf("RecvStep = %v, %v; want the honest peer's [[3 0]]", h.Counts, err)
	}
	// The lying peer hears why.
	a[1].h.wait(ctx, func() (bool, error) { return a[1].l.err != nil, nil })
	if err := a[1].Err(); err == nil || !strings.Contains(err.Error(), "expected at most 4096") {
		t.Errorf("lying peer's own view: %v, want the reason", err)
	}
	// SendStep refuses the same header on an honest side.
	if err := a[0].SendStep(ctx, StepHeader{Step: 1, Stages: 1, Counts: [][]int{{5000}}}); err == nil || !strings.Contains(err.Error(), "5000 rows in all stages, expected at most 4096") {
		t.Errorf("SendStep over the limit = %v", err)
	}
}

// TestRowLimitAgreedAtHandshake: a rank declaring more rows than the ffn rank accepts is refused,
// naming both numbers; the limit is MaxPeerRows, or by default the rows of RowBytes one MaxFrameSize
// frame holds. A limit set above that is accepted: such steps go as several frames.
func TestRowLimitAgreedAtHandshake(t *testing.T) {
	topo := Topology{1, 1}
	ffn := testHello(RoleFFN, 0, topo)
	for _, tc := range []struct {
		name     string
		cfg      Config
		declared int
		want     string
	}{
		{"max peer rows", Config{MaxPeerRows: 100}, 101, "row limit: attention rank 0 declares steps of up to 101 rows, ffn rank 0 accepts 1..100 per attention rank"},
		{"default from row bytes", Config{RowBytes: 7168 * 4}, 4096, "accepts 1..2340 per attention rank"},
		{"set above one frame", Config{RowBytes: 7168 * 4, MaxPeerRows: 8192}, 8193, "accepts 1..8192 per attention rank"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			tc.cfg.Rendezvous, tc.cfg.Hello = freeAddr(t), ffn
			go func() {
				if f, err := ListenFFN(ctx, tc.cfg); err == nil {
					f.Close()
				}
			}()
			h := testHello(RoleAttention, 0, topo)
			h.MaxRows = tc.declared
			_, err := DialAttention(ctx, Config{Rendezvous: tc.cfg.Rendezvous, Hello: h})
			var ref *RefusedError
			if !errors.As(err, &ref) || !strings.Contains(ref.Reason, tc.want) {
				t.Fatalf("DialAttention = %v, want a refusal containing %q", err, tc.want)
			}
		})
	}
	// 4096 rows of DeepSeek-V3's f32 hidden state (117 MB a transfer) are accepted when the FFN rank
	// allows them: they cross as two frames.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	rv := freeAddr(t)
	go func() {
		if f, err := ListenFFN(ctx, Config{Rendezvous: rv, Hello: ffn, RowBytes: 7168 * 4, MaxPeerRows: 4096}); err == nil {
			<-ctx.Done()
			f.Close()
		}
	}()
	h := testHello(RoleAttention, 0, topo)
	h.MaxRows = 4096
	a, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: h})
	if err != nil {
		t.Fatalf("4096 rows of 28672 bytes with --max-peer-rows 4096: %v, want accepted", err)
	}
	a.Close()
	if err := (Hello{Role: RoleAttention, Topology: topo, Stages: 1}).validateSelf(); err == nil || !strings.Contains(err.Error(), "declares max rows 0, expected its batch bound") {
		t.Errorf("attention hello without a row limit: %v", err)
	}
}

// TestBigHelloRefusedFromItsPrefix: a hello frame claiming 64 MiB is refused from its length prefix,
// before a byte of its body is buffered (it once cost ~94 MB per hello, never returned); the ffn
// rank closes the connection at once instead of reading on.
func TestBigHelloRefusedFromItsPrefix(t *testing.T) {
	hdr := append(binary.LittleEndian.AppendUint32(nil, MaxFrameSize), byte(kindHello))
	in := append(hdr, bytes.Repeat([]byte{'{'}, 1<<20)...)
	fr := newFrameReader(bytes.NewReader(in))
	_, _, err := fr.next()
	if err == nil || !strings.Contains(err.Error(), "hello frame of 67108864 bytes exceeds the cap of 8192 for control frames") {
		t.Fatalf("next = %v, want the control frame cap", err)
	}
	if cap(fr.buf) != 0 {
		t.Errorf("reader buffered %d bytes of a refused frame", cap(fr.buf))
	}

	topo := Topology{1, 1}
	f := listenOne(t, topo, Config{}, func(rv string) { dialT(t, rv, 0, topo, nil) })
	c, err := net.Dial("tcp", f.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Second)) // bounds a hang; the answer comes at once
	c.Write(hdr)
	if n, err := c.Read(make([]byte, 1)); err == nil || errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("read after a 64 MiB hello prefix: %d bytes, %v; want the connection closed", n, err)
	}
}

// rawPeer completes the attention side of a handshake by hand and then does only what the test
// says: a peer that can stall (no heartbeats, no reads) the way a stopped process does.
func rawPeer(t *testing.T, rv string, h Hello) (net.Conn, *frameReader) {
	t.Helper()
	c, err := net.Dial("tcp", rv)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(5 * time.Second))
	b, _ := encodeJSONFrame(nil, kindHello, h)
	c.Write(b)
	fr := newFrameReader(c)
	if k, body, err := fr.next(); err != nil || k != kindWelcome {
		t.Fatalf("raw peer: %s %s %v, want welcome", k, body, err)
	}
	c.Write(appendFrameHeader(nil, kindReady, 0))
	if k, body, err := fr.next(); err != nil || k != kindJoined {
		t.Fatalf("raw peer: %s %s %v, want joined", k, body, err)
	}
	c.SetDeadline(time.Time{})
	return c, fr
}

// TestStalledPeerDroppedMidStep: 2A1F, attention rank 1 announces a step and then stalls without
// closing (as under SIGSTOP). With heartbeats the ffn rank notices the silence within PeerSilence,
// drops rank 1 from the step and gathers rank 0's rows; no peer timeout is configured, so before
// heartbeats this waited forever.
func TestStalledPeerDroppedMidStep(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	topo := Topology{2, 1}
	// Wide margins: the healthy peer must not be taken for silent on a loaded machine.
	hb := func(c *Config) { c.Heartbeat, c.PeerSilence = 20*time.Millisecond, 500*time.Millisecond }
	var a0 *AttnSide
	var raw net.Conn
	cfg := Config{}
	hb(&cfg)
	f := listenOne(t, topo, cfg, func(rv string) {
		a0 = dialT(t, rv, 0, topo, hb)
		h := testHello(RoleAttention, 1, topo)
		h.HeartbeatMS = 20
		raw, _ = rawPeer(t, rv, h)
	})
	b, _ := encodeJSONFrame(nil, kindStep, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{2}}})
	raw.Write(b) // ...and nothing more: no tensors, no heartbeats
	must(t, a0.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{1}}}))
	h, err := f.RecvStep(ctx)
	if err != nil || fmt.Sprint(h.Counts) != "[[1 2]]" {
		t.Fatalf("RecvStep = %v, %v", h.Counts, err)
	}
	one := testPayload{Rows: 1, Widths: []int{2}, Data: [][]float32{{5, 6}}}
	must(t, a0.SendTensors(ctx, 0, 0, one))
	counts := []int{1, 2}
	into := buffers(3, []int{2})
	dropped, err := Gather(ctx, f.Transport(), nil, Tag{Step: 0}, f.Peers(), counts, into)
	if err != nil || fmt.Sprint(dropped) != "[1]" || fmt.Sprint(counts) != "[1 0]" {
		t.Fatalf("Gather = dropped %v counts %v, %v; want the stalled rank 1 dropped", dropped, counts, err)
	}
	f.h.mu.Lock()
	why := f.slots[1].err
	f.h.mu.Unlock()
	if why == nil || !strings.Contains(why.Error(), "attention rank 1 went silent: sent nothing, not even a heartbeat, for 500ms") {
		t.Errorf("stalled peer's link: %v, want it named as silent", why)
	}
	// The healthy peer, which heartbeats, stays connected through idle time longer than the limit.
	idle := time.NewTimer(time.Second)
	<-idle.C
	if c := f.Connected(); fmt.Sprint(c) != "[0]" || a0.Err() != nil {
		t.Errorf("connected %v, rank 0 err %v after idling; want rank 0 kept alive by heartbeats", c, a0.Err())
	}
}

// TestStalledFFNNoticed: the attention side notices an ffn rank that stops sending anything.
func TestStalledFFNNoticed(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	topo := Topology{1, 1}
	go func() { // a listener that welcomes and then stalls
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		fr := newFrameReader(c)
		fr.next()
		w := testHello(RoleFFN, 0, topo)
		w.HeartbeatMS = 20
		b, _ := encodeJSONFrame(nil, kindWelcome, welcomeMsg{Hello: w})
		c.Write(b)
		fr.next()
		b, _ = encodeJSONFrame(nil, kindJoined, joinedMsg{})
		c.Write(b)
		<-ctx.Done()
	}()
	a := dialT(t, ln.Addr().String(), 0, topo, func(c *Config) { c.PeerSilence = 150 * time.Millisecond })
	a.h.wait(ctx, func() (bool, error) { return a.l.err != nil, nil })
	if err := a.Err(); err == nil || !strings.Contains(err.Error(), "ffn rank 0 went silent: sent nothing, not even a heartbeat, for 150ms") {
		t.Fatalf("attention side: %v, want the ffn rank named as silent", err)
	}
}

func writeKey(t *testing.T, key string) []byte {
	t.Helper()
	p := filepath.Join(t.TempDir(), "key")
	if err := os.WriteFile(p, []byte(key+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	k, err := LoadClusterKey(p)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestClusterKey: with the same key both sides join; without it, or with another, the dialer is
// refused naming the side that did not prove the key, and a waiting ffn rank keeps waiting (a
// stranger cannot stop it) until its real peer comes.
func TestClusterKey(t *testing.T) {
	key := writeKey(t, "0123456789abcdef-secret")
	other := writeKey(t, "another-key-of-enough-bytes")
	topo := Topology{1, 1}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	rv := freeAddr(t)
	ev := newLogEvents()
	type res struct {
		f   *FFNSide
		err error
	}
	done := make(chan res, 1)
	go func() {
		f, err := ListenFFN(ctx, Config{Rendezvous: rv, Hello: testHello(RoleFFN, 0, topo), ClusterKey: key, Logger: slog.New(ev)})
		done <- res{f, err}
	}()
	dial := func(k []byte) error {
		a, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: testHello(RoleAttention, 0, topo), ClusterKey: k})
		if a != nil {
			a.Close()
		}
		return err
	}
	var ref *RefusedError
	if err := dial(nil); !errors.As(err, &ref) || !ref.Auth || ref.Reason != "cluster key: ffn rank 0 requires one and the dialer sent a hello frame, not its challenge (start it with the same --cluster-key-file)" {
		t.Fatalf("no key: %v", err)
	}
	if err := dial(other); !errors.As(err, &ref) || !ref.Auth || !strings.HasPrefix(ref.Reason, "cluster key: the listener did not prove it holds attention rank 0's cluster key") {
		t.Fatalf("another key: %v", err)
	}
	select {
	case r := <-done:
		t.Fatalf("ListenFFN ended on a stranger's refusal: %v", r.err)
	default:
	}
	a, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: testHello(RoleAttention, 0, topo), ClusterKey: key})
	if err != nil {
		t.Fatalf("same key: %v", err)
	}
	defer a.Close()
	r := <-done
	if r.err != nil {
		t.Fatalf("ListenFFN with the keyed peer: %v", r.err)
	}
	defer r.f.Close()

	// A dialer that sends a challenge but cannot answer the listener's is refused by the listener.
	rv2 := freeAddr(t)
	go func() {
		if f, err := ListenFFN(ctx, Config{Rendezvous: rv2, Hello: testHello(RoleFFN, 0, topo), ClusterKey: key}); err == nil {
			f.Close()
		}
	}()
	var c net.Conn
	for ctx.Err() == nil {
		if c, err = net.Dial("tcp", rv2); err == nil {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	b, _ := encodeJSONFrame(nil, kindAuth, authMsg{Nonce: newNonce()})
	c.Write(b)
	fr := newFrameReader(c)
	k, body, err := fr.next()
	var am authMsg
	if err != nil || k != kindAuth || decodeJSON(k, body, &am) != nil || !validNonce(am.Nonce) || bytes.Contains(body, []byte(`"plan"`)) {
		t.Fatalf("forger: %s %s %v, want the key's answer and nothing about the deployment", k, body, err)
	}
	b, _ = encodeJSONFrame(nil, kindAuth, authMsg{MAC: bytes.Repeat([]byte{1}, 32)})
	c.Write(b)
	k, body, err = fr.next()
	var rm refuseMsg
	if err != nil || k != kindRefuse || decodeJSON(k, body, &rm) != nil || !rm.Auth || !strings.Contains(rm.Reason, "did not prove it holds ffn rank 0's cluster key") {
		t.Fatalf("forged proof: %s %s %v, want an auth refusal", k, body, err)
	}

	// Key files: too short, trailing newline trimmed.
	p := filepath.Join(t.TempDir(), "short")
	os.WriteFile(p, []byte("short\n"), 0o600)
	if _, err := LoadClusterKey(p); err == nil || !strings.Contains(err.Error(), "5 bytes, expected at least 16") {
		t.Errorf("short key: %v", err)
	}
	if string(key) != "0123456789abcdef-secret" {
		t.Errorf("key %q, want the trailing newline trimmed", key)
	}
}

// TestHostilePeersBoundedMemory: while a real peer runs steps, strangers send 64 MiB hello
// prefixes followed by data, garbage, and floods of half-open connections. The ffn rank's heap
// stays under a bound far below what they claim, and every step of the real peer completes.
func TestHostilePeersBoundedMemory(t *testing.T) {
	topo := Topology{1, 1}
	var a *AttnSide
	f := listenOne(t, topo, Config{}, func(rv string) { a = dialT(t, rv, 0, topo, nil) })
	d := &deployment{ffn: []*FFNSide{f}, attn: []*AttnSide{a}}
	base := heapInUse()
	var peak peakHeap
	stop := peak.watch()
	var wg sync.WaitGroup
	junk := bytes.Repeat([]byte{0x5a}, 64<<10)
	for i := range 48 {
		wg.Go(func() {
			c, err := net.Dial("tcp", f.Addr())
			if err != nil {
				return
			}
			defer c.Close()
			c.SetDeadline(time.Now().Add(3 * time.Second))
			switch i % 3 {
			case 0: // a 64 MiB hello, streamed for as long as the ffn rank reads
				c.Write(append(binary.LittleEndian.AppendUint32(nil, MaxFrameSize), byte(kindHello)))
				for range 1024 {
					if _, err := c.Write(junk); err != nil {
						return
					}
				}
			case 1: // garbage
				c.Write(junk)
			case 2: // a tensor frame before any handshake
				c.Write(append(binary.LittleEndian.AppendUint32(nil, MaxFrameSize), byte(kindTensors)))
				c.Write(junk)
			}
			io.Copy(io.Discard, c)
		})
	}
	for s := range uint64(20) {
		runStep(t, d, s, 2)
	}
	wg.Wait()
	stop()
	grew := int64(peak.max.Load()) - int64(base)
	t.Logf("heap in use: %d KiB before, peak %d KiB during 48 hostile connections (16 × 64 MiB hellos) and 20 steps", base>>10, peak.max.Load()>>10)
	if grew > 32<<20 {
		t.Errorf("heap grew by %d MiB under hostile peers, want < 32 MiB", grew>>20)
	}
	if c := f.Connected(); fmt.Sprint(c) != "[0]" {
		t.Errorf("connected %v, want the real peer still", c)
	}
}

func heapInUse() uint64 {
	goruntime.GC()
	var m goruntime.MemStats
	goruntime.ReadMemStats(&m)
	return m.HeapInuse
}

// peakHeap samples the heap in use until stopped.
type peakHeap struct{ max atomic.Uint64 }

func (p *peakHeap) watch() (stop func()) {
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(10 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
			}
			var m goruntime.MemStats
			goruntime.ReadMemStats(&m)
			if m.HeapInuse > p.max.Load() {
				p.max.Store(m.HeapInuse)
			}
		}
	}()
	return func() { close(done); <-finished }
}

// TestStepHeaderLimitsOnTheLink: a link checks every step header against the limits of its peer
// (rows agreed at the handshake, the plan's stages) as it arrives, before it is queued.
func TestStepHeaderLimitsOnTheLink(t *testing.T) {
	for _, tc := range []struct {
		name, body, want string
	}{
		{"rows over the limit", `{"step":4,"stages":2,"counts":[[6],[5]]}`, "step 4: 11 rows in all stages, expected at most 10"},
		{"stages over the plan", `{"step":4,"stages":3,"counts":[[1],[1],[1]]}`, "step 4: 3 stages, expected at most the plan's 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, b := net.Pipe()
			l := newLink(newHub(), RoleAttention, 2, a, linkLimits{maxRows: 10, maxStages: 2})
			go func() {
				b.Write(frame(kindStep, []byte(tc.body)))
				io.Copy(io.Discard, b) // the error frame sent back
			}()
			fr := newFrameReader(a)
			l.prepare(fr)
			l.readLoop(fr)
			b.Close()
			if l.err == nil || !strings.Contains(l.err.Error(), "attention rank 2 sent a bad frame: step frame: "+tc.want) || len(l.steps) != 0 {
				t.Fatalf("link error %v (queued %d), want %q and nothing queued", l.err, len(l.steps), tc.want)
			}
		})
	}
}
