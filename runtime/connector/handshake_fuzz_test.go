package connector

import (
	"bytes"
	"context"
	"errors"
	"net"
	"sync"
	"testing"
	"time"
)

// handshakeSeeds are well-formed answers and first frames, so the fuzzer starts from inside the
// protocol.
func handshakeSeeds(f *testing.F) {
	topo := Topology{1, 1}
	self := testHello(RoleFFN, 0, topo)
	self.HeartbeatMS = 1000
	w, _ := encodeJSONFrame(nil, kindWelcome, welcomeMsg{Hello: self})
	j, _ := encodeJSONFrame(nil, kindJoined, joinedMsg{NextStep: 3})
	r, _ := encodeJSONFrame(nil, kindRefuse, refuseMsg{By: "ffn rank 0", Reason: "x", Busy: true})
	d, _ := encodeJSONFrame(nil, kindRedirect, redirectMsg{Owner: 1, Addr: "127.0.0.1:1"})
	peer := testHello(RoleAttention, 0, topo)
	peer.HeartbeatMS, peer.MaxRows = 1000, 16
	h, _ := encodeJSONFrame(nil, kindHello, peer)
	wrong := peer
	wrong.Plan, wrong.Rank, wrong.MaxRows = "another", 7, 1e9
	hw, _ := encodeJSONFrame(nil, kindHello, wrong)
	ch, _ := encodeJSONFrame(nil, kindAuth, authMsg{Nonce: make([]byte, nonceLen)})
	pr, _ := encodeJSONFrame(nil, kindAuth, authMsg{MAC: make([]byte, 32)})
	an, _ := encodeJSONFrame(nil, kindAuth, authMsg{Nonce: make([]byte, nonceLen), MAC: make([]byte, 32)})
	ready := appendFrameHeader(nil, kindReady, 0)
	f.Add(bytes.Join([][]byte{w, j}, nil), false)
	f.Add(bytes.Join([][]byte{an, w, j}, nil), true)
	f.Add(r, false)
	f.Add(d, true)
	f.Add(bytes.Join([][]byte{h, ready}, nil), false)
	f.Add(bytes.Join([][]byte{h, ready}, nil), true)
	f.Add(bytes.Join([][]byte{hw, ready}, nil), true)
	f.Add(bytes.Join([][]byte{ch, pr, h, ready}, nil), true)
	f.Add(bytes.Join([][]byte{ch, pr, hw, ready}, nil), true)
	f.Add(bytes.Join([][]byte{ch, h, ready}, nil), false)
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, byte(kindHello)}, false)
	f.Add([]byte("GET / HTTP/1.1\r\nHost: x\r\n\r\n"), true)
}

// FuzzDialHandshake feeds arbitrary listener answers to the dialer's half: it must end with a
// result or an error, never panic or hang, accept only a welcome + joined, and with a key never
// send its hello (nor anything about its deployment) before the listener proved the key, which
// the fuzzer cannot do.
func FuzzDialHandshake(f *testing.F) {
	handshakeSeeds(f)
	key := []byte("0123456789abcdef")
	f.Fuzz(func(t *testing.T, answer []byte, keyed bool) {
		a, sent := scriptedPeer(answer)
		defer a.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		local := testHello(RoleAttention, 0, Topology{1, 1})
		local.Plan, local.MaxRows, local.HeartbeatMS = "plan-secret-0123", 16, 1000
		var k []byte
		if keyed {
			k = key
		}
		res, err := dialHandshake(ctx, a, kindHello, local, local, 0, k)
		if err == nil && res.redirect == nil && (res.joined == nil || res.fr == nil) {
			t.Fatalf("no error, no redirect and no joined: %+v", res)
		}
		if err == nil && keyed {
			t.Fatal("a keyed dialer went past a listener whose MAC the fuzzer forged")
		}
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
			t.Fatalf("deadline error before the deadline: %v", err)
		}
		a.Close()
		if out := sent(); keyed && bytes.Contains(out, []byte(local.Plan)) {
			t.Fatalf("a keyed dialer sent its plan to a listener that did not prove the key: %q", out)
		}
	})
}

// FuzzListenerHandshake is the adversarial peer against the listener's state machine (serve, as
// each accepted connection runs it): an arbitrary dialer stream, with or without a cluster key. It
// must never panic or hang; with a key it must never install the peer, never send the ffn rank's
// hello (its plan) and never record a refusal that ends a waiting rank, whatever the stream says
// about plans, ranks, rows or nonces.
func FuzzListenerHandshake(f *testing.F) {
	handshakeSeeds(f)
	key := []byte("0123456789abcdef")
	f.Fuzz(func(t *testing.T, stream []byte, keyed bool) {
		topo := Topology{1, 1}
		cfg := Config{Hello: testHello(RoleFFN, 0, topo)}
		cfg.Hello.Plan = "plan-secret-0123"
		if keyed {
			cfg.ClusterKey = key
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		fs := &FFNSide{hello: cfg.withSelf(), cfg: cfg, topo: topo, log: cfg.logger(), ln: ln, peers: topo.PeersOf(0), h: newHub(),
			startup: make(chan error, 1), slots: make([]*link, 1), handshake: map[net.Conn]*pendingConn{}, registry: map[int]string{}}
		a, sent := scriptedPeer(stream)
		fs.h.mu.Lock()
		p := fs.admitLocked(a)
		fs.h.mu.Unlock()
		fs.wg.Add(1)
		done := make(chan struct{})
		go func() { fs.serve(p); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second): // a hang guard: serve's own deadlines are 3 s and 10 s
			t.Fatal("the listener's handshake did not end")
		}
		installed := fs.Connected()
		fs.Close()
		out := sent()
		if !keyed {
			return
		}
		if len(installed) > 0 {
			t.Fatalf("a keyed listener installed a peer that never proved the key: %v", installed)
		}
		if bytes.Contains(out, []byte(cfg.Hello.Plan)) {
			t.Fatalf("a keyed listener sent its plan before the key was proved: %q", out)
		}
		select {
		case err := <-fs.startup:
			t.Fatalf("a stranger's handshake would end a waiting keyed rank: %v", err)
		default:
		}
	})
}

// scriptedPeer is one end of a pipe whose other end writes script and records whatever it is sent
// (so the side under test never blocks on a write), and closes once the script is written or a
// second has passed. sent returns what was recorded, once the side under test is done.
func scriptedPeer(script []byte) (net.Conn, func() []byte) {
	a, b := net.Pipe()
	var mu sync.Mutex
	var got bytes.Buffer
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		buf := make([]byte, 4096)
		for {
			n, err := b.Read(buf)
			mu.Lock()
			got.Write(buf[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	go func() {
		b.SetDeadline(time.Now().Add(time.Second))
		b.Write(script) // net.Pipe: returns once the side under test has read it all
		b.Close()
	}()
	return a, func() []byte {
		a.Close()
		<-readDone
		mu.Lock()
		defer mu.Unlock()
		return bytes.Clone(got.Bytes())
	}
}
