package connector

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// meet runs ListenFFN and DialAttention concurrently and returns both errors.
func meet(t *testing.T, ffn, attn Hello) (ffnErr, attnErr error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	rv := freeAddr(t)
	var wg sync.WaitGroup
	wg.Go(func() {
		f, err := ListenFFN(ctx, Config{Rendezvous: rv, Hello: ffn})
		if f != nil {
			f.Close()
		}
		ffnErr = err
	})
	wg.Go(func() {
		a, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: attn})
		if a != nil {
			a.Close()
		}
		attnErr = err
	})
	wg.Wait()
	return ffnErr, attnErr
}

func TestHandshakeRefusals(t *testing.T) {
	topo := Topology{1, 1}
	base := func(role string) Hello { return testHello(role, 0, topo) }
	tests := []struct {
		name string
		edit func(a *Hello)
		want []string
	}{
		{"plan", func(a *Hello) { a.Plan, a.Stages = "91bc44e0aa", 1 },
			[]string{"plan mismatch: attention has plan 91bc… (model tiny-deepseek-v3, stages 1), ffn has plan 3f2a… (stages 2)"}},
		{"plan sharing a prefix", func(a *Hello) { a.Plan = testPlan[:10] + "ffffff" },
			[]string{"plan mismatch: attention has plan 3f2a9c0d5effff… (model tiny-deepseek-v3, stages 2), ffn has plan 3f2a9c0d5e7b1a…"}},
		{"version", func(a *Hello) { a.Version = "0.2.0" },
			[]string{`version mismatch: attention has version "0.2.0", ffn has version "0.1.0"`}},
		{"topology", func(a *Hello) { a.Topology = Topology{2, 1} },
			[]string{"topology mismatch: attention has 2A1F, ffn has 1A1F"}},
		{"stages", func(a *Hello) { a.Stages = 1 },
			[]string{"stages mismatch: attention has 1 stages, ffn has 2"}},
		{"model", func(a *Hello) { a.Model = "glm-4.5-air" },
			[]string{`model mismatch: attention has model "glm-4.5-air", ffn has model "tiny-deepseek-v3"`}},
		{"several", func(a *Hello) { a.Version, a.Topology = "0.0.9", Topology{3, 1} },
			[]string{`version mismatch: attention has version "0.0.9", ffn has version "0.1.0"`, "; topology mismatch: attention has 3A1F, ffn has 1A1F"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := base(RoleAttention)
			tc.edit(&a)
			ffnErr, attnErr := meet(t, base(RoleFFN), a)
			var fr, ar *RefusedError
			if !errors.As(ffnErr, &fr) || !errors.As(attnErr, &ar) {
				t.Fatalf("want refusals on both sides, got ffn: %v; attention: %v", ffnErr, attnErr)
			}
			if fr.Reason != ar.Reason || fr.By != ar.By {
				t.Errorf("sides disagree:\nffn:       %v\nattention: %v", ffnErr, attnErr)
			}
			if fr.By != "ffn rank 0" {
				t.Errorf("refused by %q, want ffn rank 0", fr.By)
			}
			for _, w := range tc.want {
				if !strings.Contains(ar.Reason, w) {
					t.Errorf("reason %q\nlacks %q", ar.Reason, w)
				}
			}
		})
	}
}

// TestCrossTargetRefusal: a cuda attention executable and an ascend FFN executable (whose plan ids
// differ too, since the target is part of them) refuse each other, naming both targets and transports.
func TestCrossTargetRefusal(t *testing.T) {
	topo := Topology{1, 1}
	a, f := testHello(RoleAttention, 0, topo), testHello(RoleFFN, 0, topo)
	a.Target, a.Transport, a.Plan = "cuda", "nccl", "c0da"+testPlan[4:]
	f.Target, f.Transport = "ascend", "hccl"
	ffnErr, attnErr := meet(t, f, a)
	var fr, ar *RefusedError
	if !errors.As(ffnErr, &fr) || !errors.As(attnErr, &ar) || fr.Reason != ar.Reason {
		t.Fatalf("want the same refusal on both sides, got ffn: %v; attention: %v", ffnErr, attnErr)
	}
	want := "target mismatch: attention was built for target cuda (transport nccl), ffn for target ascend (transport hccl)"
	if !strings.Contains(ar.Reason, want) || !strings.Contains(ar.Reason, "plan mismatch") {
		t.Errorf("reason %q\nlacks %q and the plan mismatch", ar.Reason, want)
	}
}

// TestHandshakeRefusedByDialer: the attention side compares the welcome too; when it refuses, it
// sends its reason so the listener reports the same text.
func TestHandshakeRefusedByDialer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	got := make(chan refuseMsg, 1)
	go func() {
		defer close(got) // a listener that fails early yields the zero refusal, which the check below reports
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		fr := newFrameReader(c)
		if _, _, err := fr.next(); err != nil {
			return
		}
		w := testHello(RoleFFN, 0, Topology{1, 1})
		w.Version = "9.9.9"
		b, _ := encodeJSONFrame(nil, kindWelcome, welcomeMsg{Hello: w})
		c.Write(b)
		k, body, err := fr.next()
		if err != nil || k != kindRefuse {
			return
		}
		var r refuseMsg
		decodeJSON(k, body, &r)
		got <- r
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	_, err = DialAttention(ctx, Config{Rendezvous: ln.Addr().String(), Hello: testHello(RoleAttention, 0, Topology{1, 1})})
	var ar *RefusedError
	if !errors.As(err, &ar) {
		t.Fatalf("DialAttention = %v, want a refusal", err)
	}
	want := `version mismatch: attention has version "0.1.0", ffn has version "9.9.9"`
	if ar.Reason != want || ar.By != "attention rank 0" {
		t.Errorf("refusal %+v, want by attention rank 0: %q", ar, want)
	}
	if r := <-got; r.Reason != ar.Reason || r.By != ar.By {
		t.Errorf("listener got %+v, dialer reported %+v", r, ar)
	}
}

// rawHello sends one first frame to addr and returns the refusal reason it gets back.
func rawHello(t *testing.T, addr string, kind frameKind, msg any) (frameKind, []byte) {
	t.Helper()
	c, err := net.DialTimeout("tcp", addr, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(3 * time.Second))
	b, _ := encodeJSONFrame(nil, kind, msg)
	c.Write(b)
	k, body, err := newFrameReader(c).next()
	if err != nil {
		t.Fatalf("no answer to %s: %v", kind, err)
	}
	return k, append([]byte(nil), body...)
}

func TestHandshakeRankAndRoleRefusals(t *testing.T) {
	topo := Topology{1, 1}
	tests := []struct {
		name string
		kind frameKind
		msg  any
		want string
	}{
		{"rank out of range", kindHello, testHello(RoleAttention, 5, topo), "attention rank 5 out of range: topology 1A1F has attention ranks 0..0"},
		{"role", kindHello, testHello(RoleFFN, 0, topo), "role mismatch: ffn rank 0 expected an attention rank to say hello, got ffn rank 0"},
		{"register rank", kindRegister, registerMsg{Hello: testHello(RoleFFN, 0, topo), Addr: "127.0.0.1:1"}, "ffn rank 0 out of range: topology 1A1F has ffn ranks 1..0 to register"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rv := freeAddr(t)
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			errc := make(chan error, 1)
			go func() {
				f, err := ListenFFN(ctx, Config{Rendezvous: rv, Hello: testHello(RoleFFN, 0, topo)})
				if f != nil {
					f.Close()
				}
				errc <- err
			}()
			var k frameKind
			var body []byte
			for range 50 { // the listener may not be up yet
				if c, err := net.Dial("tcp", rv); err == nil {
					c.Close()
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			k, body = rawHello(t, rv, tc.kind, tc.msg)
			var r refuseMsg
			if k != kindRefuse || decodeJSON(k, body, &r) != nil || r.Reason != tc.want {
				t.Fatalf("answer %s %s, want refuse %q", k, body, tc.want)
			}
			err := <-errc
			var fr *RefusedError
			if !errors.As(err, &fr) || fr.Reason != tc.want || fr.Busy {
				t.Fatalf("ListenFFN = %v, want the same refusal, not busy", err)
			}
		})
	}
}

// TestHandshakeAlreadyConnected: a second process claiming a live rank is refused as busy, retries
// with exponential backoff (not every 100 ms: a handful of attempts in its give-up time), then gives
// up with one error that says what is wrong; the live peers stay.
func TestHandshakeAlreadyConnected(t *testing.T) {
	d := start(t, Topology{2, 1}, true)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	rv := d.ffn[0].Addr()
	ev := newLogEvents()
	_, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: testHello(RoleAttention, 1, Topology{2, 1}), BusyGiveUp: 1500 * time.Millisecond, Logger: slog.New(ev)})
	var ar *RefusedError
	if !errors.As(err, &ar) || !strings.HasPrefix(ar.Reason, "rank slot taken: ffn rank 0 holds a live connection for the rank this hello claims (a returning rank gets in once its old connection is seen to fail) (refused as busy for ") || !ar.Busy ||
		!strings.Contains(ar.Reason, "another process holds this rank; give each process its own --rank") {
		t.Fatalf("second attention rank 1: %v (busy %v), want a busy refusal that gives up naming the likely cause", err, ar != nil && ar.Busy)
	}
	// 100, 200, 400, 800 ms of backoff: five attempts before 1.5 s have passed; retrying every
	// 100 ms would have made fifteen.
	ev.mu.Lock()
	warned, retried := ev.counts["connector: rank already connected; retrying with backoff"], ev.counts["connector: retrying"]
	ev.mu.Unlock()
	if warned != 1 || retried < 3 || retried > 5 {
		t.Errorf("%d warnings and %d retries, want one warning and 3..5 retries (exponential backoff)", warned, retried)
	}
	if got := d.ffn[0].Connected(); len(got) != 2 {
		t.Fatalf("connected %v after the refusal, want both peers still", got)
	}
}

// TestBusyRefusalNamesNoRank: with attention ranks 0 and 1 connected, hellos claiming either are
// refused as busy with the same words, which name no attention rank: a refusal says the slot is
// taken, never which ranks are connected (it used to say "attention rank 1 already connected to
// ffn rank 0").
func TestBusyRefusalNamesNoRank(t *testing.T) {
	topo := Topology{2, 1}
	d := start(t, topo, true)
	rv := d.ffn[0].Addr()
	var reasons []string
	for rank := range 2 {
		h := testHello(RoleAttention, rank, topo)
		h.HeartbeatMS = 1000
		k, body := rawHello(t, rv, kindHello, h)
		var r refuseMsg
		if k != kindRefuse || decodeJSON(k, body, &r) != nil || !r.Busy {
			t.Fatalf("hello claiming connected attention rank %d: %s %s, want a busy refusal", rank, k, body)
		}
		if strings.Contains(r.Reason, "attention rank") || !strings.Contains(r.Reason, "rank slot taken") {
			t.Errorf("busy refusal of attention rank %d: %q, want the slot said to be taken, no rank named", rank, r.Reason)
		}
		reasons = append(reasons, r.Reason)
	}
	if reasons[0] != reasons[1] {
		t.Errorf("busy refusals differ by the rank claimed: %q, %q", reasons[0], reasons[1])
	}
	if got := d.ffn[0].Connected(); len(got) != 2 {
		t.Fatalf("connected %v after the refusals, want both peers still", got)
	}
}

func TestDialGivesUpAtDeadline(t *testing.T) {
	rv := freeAddr(t) // nobody listens
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	_, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: testHello(RoleAttention, 0, Topology{1, 1})})
	// The context above bounds the wait; a hang would fail on its deadline, not here.
	t.Logf("gave up after %v", time.Since(t0))
	if err == nil || !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "last error") || !strings.Contains(err.Error(), rv) {
		t.Fatalf("DialAttention = %v, want a deadline error naming the rendezvous and the last error", err)
	}
}

// TestDialSaysWhyNot: a rank that cannot reach its peer warns with the cause once per different
// cause (not on every attempt), passes each to Config.Retrying, and gives up naming the last; a
// listener that does not speak the protocol is named so.
func TestDialSaysWhyNot(t *testing.T) {
	for _, tc := range []struct {
		name  string
		reply []byte // what the listener writes once it has the hello, before it closes; nil: nobody listens
		want  string
	}{
		{"nobody listens", nil, "connection refused"},
		{"closes", []byte{}, "await welcome: EOF"},
		{"http server", []byte("HTTP/1.1 400 Bad Request\r\n\r\n"), "await welcome: frame length 1347703880 exceeds the cap of 67108864 bytes: the peer at 127.0.0.1:"},
		{"garbage", []byte{0, 0, 0, 0, 1}, "frame length 0, expected at least 1 (the kind byte): the peer at 127.0.0.1:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rv := freeAddr(t)
			if tc.reply != nil {
				ln, err := net.Listen("tcp", rv)
				if err != nil {
					t.Fatal(err)
				}
				defer ln.Close()
				go func() {
					for {
						c, err := ln.Accept()
						if err != nil {
							return
						}
						c.Read(make([]byte, 1<<16)) // the hello: closing with it unread would reset
						c.Write(tc.reply)
						c.Close()
					}
				}()
			}
			ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
			defer cancel()
			ev := newLogEvents()
			var mu sync.Mutex
			var seen []error
			retrying := func(err error) {
				mu.Lock()
				seen = append(seen, err)
				mu.Unlock()
			}
			_, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: testHello(RoleAttention, 0, Topology{1, 1}), Logger: slog.New(ev), Retrying: retrying})
			if err == nil || !strings.Contains(err.Error(), "(last error: ") || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("DialAttention = %v, want the last error, containing %q", err, tc.want)
			}
			if tc.reply != nil && len(tc.reply) > 0 && !strings.Contains(err.Error(), "does not speak the afdc connector protocol") {
				t.Errorf("DialAttention = %v, want it to say the peer does not speak the protocol", err)
			}
			ev.mu.Lock()
			warned := ev.counts["connector: cannot reach the peer yet; retrying with backoff"]
			ev.mu.Unlock()
			mu.Lock()
			defer mu.Unlock()
			// One warning however many attempts the backoff made (several, in practice), every
			// failure passed on.
			if warned != 1 || len(seen) < 1 || !strings.Contains(seen[len(seen)-1].Error(), tc.want) {
				t.Errorf("%d warnings, %d failures passed on (last %v), want one warning and every failure", warned, len(seen), seen)
			}
		})
	}
}

func TestListenGivesUpWithoutPeers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	_, err := ListenFFN(ctx, Config{Rendezvous: "127.0.0.1:0", Hello: testHello(RoleFFN, 0, Topology{2, 1})})
	if err == nil || !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "waiting for attention peers [0 1] (connected [])") {
		t.Fatalf("ListenFFN = %v", err)
	}
}

func TestBadOwnHello(t *testing.T) {
	ctx := context.Background()
	h := testHello(RoleAttention, 0, Topology{1, 2})
	if _, err := DialAttention(ctx, Config{Hello: h}); err == nil || !strings.Contains(err.Error(), "hello: topology 1A2F") {
		t.Errorf("bad topology: %v", err)
	}
	h = testHello(RoleAttention, 3, Topology{2, 1})
	if _, err := DialAttention(ctx, Config{Hello: h}); err == nil || !strings.Contains(err.Error(), "attention rank 3 out of range") {
		t.Errorf("bad rank: %v", err)
	}
	h = testHello(RoleAttention, 0, Topology{2, 1})
	if _, err := ListenFFN(ctx, Config{Hello: h}); err == nil || !strings.Contains(err.Error(), `hello role "attention", expected "ffn"`) {
		t.Errorf("wrong role: %v", err)
	}
}
