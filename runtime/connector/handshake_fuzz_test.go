package connector

import (
	"context"
	"errors"
	"net"
	"testing"
	"time"
)

// handshakeSeeds are well-formed answers and first frames, so the fuzzer starts from inside the
// protocol.
func handshakeSeeds(f *testing.F) {
	topo := Topology{1, 1}
	w, _ := encodeJSONFrame(nil, kindWelcome, welcomeMsg{Hello: testHello(RoleFFN, 0, topo), Nonce: make([]byte, nonceLen), MAC: make([]byte, 32)})
	j, _ := encodeJSONFrame(nil, kindJoined, joinedMsg{NextStep: 3})
	r, _ := encodeJSONFrame(nil, kindRefuse, refuseMsg{By: "ffn rank 0", Reason: "x", Busy: true})
	d, _ := encodeJSONFrame(nil, kindRedirect, redirectMsg{Owner: 1, Addr: "127.0.0.1:1"})
	h, _ := encodeJSONFrame(nil, kindHello, testHello(RoleAttention, 0, topo))
	rd, _ := encodeJSONFrame(nil, kindReady, readyMsg{MAC: make([]byte, 32)})
	f.Add(append(append([]byte{}, w...), j...), false)
	f.Add(append(append([]byte{}, w...), j...), true)
	f.Add(r, false)
	f.Add(d, true)
	f.Add(append(append([]byte{}, h...), rd...), true)
	f.Add(append(append([]byte{}, h...), appendFrameHeader(nil, kindReady, 0)...), false)
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, byte(kindHello)}, false)
}

// FuzzDialHandshake feeds arbitrary listener answers to the dialer's half: it must end with a
// result or an error, never panic or hang, and accept only a welcome + joined (and, with a key,
// only a welcome carrying a MAC the fuzzer cannot forge).
func FuzzDialHandshake(f *testing.F) {
	handshakeSeeds(f)
	key := []byte("0123456789abcdef")
	f.Fuzz(func(t *testing.T, answer []byte, keyed bool) {
		a := scriptedPeer(answer)
		defer a.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		local := testHello(RoleAttention, 0, Topology{1, 1})
		var k []byte
		if keyed {
			k, local.Nonce = key, newNonce()
		}
		res, err := dialHandshake(ctx, a, kindHello, local, local, 0, k)
		if err == nil && res.redirect == nil && (res.joined == nil || res.fr == nil) {
			t.Fatalf("no error, no redirect and no joined: %+v", res)
		}
		if err == nil && res.redirect == nil && keyed {
			t.Fatal("a keyed dialer accepted a welcome whose MAC the fuzzer forged")
		}
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
			t.Fatalf("deadline error before the deadline: %v", err)
		}
	})
}

// FuzzAcceptHandshake feeds an arbitrary dialer stream to the listener's half: read the first
// frame as serve does, then acceptHandshake. It must refuse or accept without panicking, and with
// a key it must never accept (the fuzzer cannot produce the ready MAC for a fresh nonce).
func FuzzAcceptHandshake(f *testing.F) {
	handshakeSeeds(f)
	key := []byte("0123456789abcdef")
	self := testHello(RoleFFN, 0, Topology{1, 1})
	f.Fuzz(func(t *testing.T, stream []byte, keyed bool) {
		a := scriptedPeer(stream)
		defer a.Close()
		a.SetDeadline(time.Now().Add(2 * time.Second))
		fr := newFrameReader(a)
		kind, body, err := fr.next()
		if err != nil {
			return
		}
		if len(body)+1 > MaxControlFrame {
			t.Fatalf("%s frame of %d bytes passed the control cap", kind, len(body)+1)
		}
		var hh Hello
		if kind != kindHello || decodeJSON(kind, body, &hh) != nil {
			return
		}
		var auth *authState
		if keyed {
			if !validNonce(hh.Nonce) {
				return
			}
			auth = &authState{key: key, dialer: hh.Nonce}
		}
		err = acceptHandshake(a, fr, self, compareHellos(hh, self), auth)
		if err == nil && keyed {
			t.Fatal("a keyed listener accepted a ready the fuzzer forged")
		}
	})
}

// scriptedPeer is one end of a pipe whose other end writes script, reads and drops whatever it is
// sent (so the side under test never blocks on a write), and closes once the script is written or
// a second has passed.
func scriptedPeer(script []byte) net.Conn {
	a, b := net.Pipe()
	go func() {
		defer b.Close()
		b.SetDeadline(time.Now().Add(time.Second))
		go func() {
			buf := make([]byte, 4096)
			for {
				if _, err := b.Read(buf); err != nil {
					return
				}
			}
		}()
		b.Write(script)
	}()
	return a
}
