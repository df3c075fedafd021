package launch

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// rankServer is an attention rank for the router: /ready answers 200, an API request answers
// with the rank's name after waiting for hold when its body says "hold".
func rankServer(t *testing.T, name string, hold <-chan struct{}) *httptest.Server {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/ready" {
			return
		}
		b, _ := io.ReadAll(r.Body)
		if strings.Contains(string(b), "hold") {
			<-hold
		}
		fmt.Fprint(w, name)
	}))
	t.Cleanup(s.Close)
	return s
}

// TestRouterAffinity: a conversation's requests go to one rank (its opening, up to the first user
// message, names it), different conversations spread over the ranks, a conversation's rank that is
// busier than the slack allows gives its request to the least loaded, and without affinity the
// ranks take turns.
func TestRouterAffinity(t *testing.T) {
	hold := make(chan struct{})
	var once sync.Once
	release := func() { once.Do(func() { close(hold) }) }
	t.Cleanup(release)
	a, b := rankServer(t, "a", hold), rankServer(t, "b", hold)
	r := NewRouter([]string{a.URL, b.URL})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r.Poll(ctx, time.Hour)
	front := httptest.NewServer(r)
	defer front.Close()
	post := func(path, body string) string {
		resp, err := http.Post(front.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	chat := func(msgs ...string) string {
		return `{"messages": [` + strings.Join(msgs, ", ") + `]}`
	}
	sys, u1 := `{"role": "system", "content": "be brief"}`, `{"role": "user", "content": "hello"}`
	turns := []string{chat(sys, u1), chat(sys, u1, `{"role": "assistant", "content": "hi"}`, `{"role": "user", "content": "more"}`)}
	first := post("/v1/chat/completions", turns[0])
	for range 5 {
		for _, body := range turns {
			if got := post("/v1/chat/completions", body); got != first {
				t.Fatalf("a turn of the conversation went to %s, its first to %s", got, first)
			}
		}
	}
	seen := map[string]int{}
	for i := range 32 {
		seen[post("/v1/chat/completions", chat(fmt.Sprintf(`{"role": "user", "content": "question %d"}`, i)))]++
		seen[post("/v1/completions", fmt.Sprintf(`{"prompt": "text %d"}`, i))]++
	}
	if seen["a"] == 0 || seen["b"] == 0 {
		t.Errorf("64 conversations: %v, want both ranks used", seen)
	}

	// Busy beyond the slack: hold slack+1 requests of one conversation on its rank, then send
	// another of it.
	q := `{"role": "user", "content": "q"}`
	held := chat(sys, q, `{"role": "assistant", "content": "a"}`, `{"role": "user", "content": "hold"}`)
	var wg sync.WaitGroup
	for i := range r.AffinitySlack + 1 {
		wg.Go(func() { post("/v1/chat/completions", held) })
		waitUntil(t, func() bool { return r.Inflight() == i+1 })
	}
	owner := ""
	for _, be := range r.backends {
		if be.inflight.Load() == r.AffinitySlack+1 {
			owner = be.base
		}
	}
	if owner == "" {
		t.Fatal("the held requests did not all go to one rank")
	}
	other := map[string]string{a.URL: "b", b.URL: "a"}[owner]
	if got := post("/v1/chat/completions", chat(sys, q)); got != other {
		t.Errorf("the conversation's rank has %d in flight, the other none: its request went to %s, want %s", r.AffinitySlack+1, got, other)
	}
	release()
	wg.Wait()

	r.AffinitySlack = -1
	seen = map[string]int{}
	for range 8 {
		seen[post("/v1/chat/completions", turns[0])]++
	}
	if seen["a"] != 4 || seen["b"] != 4 {
		t.Errorf("without affinity: %v, want the ranks in turn", seen)
	}
}

func waitUntil(t *testing.T, ok func() bool) {
	t.Helper()
	for start := time.Now(); !ok(); time.Sleep(time.Millisecond) {
		if time.Since(start) > 10*time.Second {
			t.Fatal("timed out")
		}
	}
}

func TestAffinityKey(t *testing.T) {
	k := func(path, body string) (uint64, bool) { return affinityKey(path, []byte(body)) }
	a, ok1 := k("/v1/chat/completions", `{"messages": [{"role": "system", "content": "s"}, {"role": "user", "content": "u"}, {"role": "assistant", "content": "x"}]}`)
	b, ok2 := k("/v1/chat/completions", `{"messages": [{"role": "system", "content": "s"}, {"role": "user", "content": "u"}]}`)
	c, _ := k("/v1/chat/completions", `{"messages": [{"role": "system", "content": "s"}, {"role": "user", "content": "v"}]}`)
	if !ok1 || !ok2 || a != b || a == c {
		t.Errorf("chat keys: %x %x %x (%v %v): want the first two equal, the third not", a, b, c, ok1, ok2)
	}
	long := strings.Repeat("x", affinityPrefix)
	p, _ := k("/v1/completions", `{"prompt": "`+long+`tail one"}`)
	q, _ := k("/v1/completions", `{"prompt": "`+long+`tail two"}`)
	if p != q {
		t.Error("two prompts sharing their first bytes: different keys")
	}
	for _, tc := range [][2]string{{"/v1/models", `{}`}, {"/v1/completions", `{"prompt"`}, {"/v1/chat/completions", `{"messages": []}`}, {"/tokenize", `{"prompt": "x"}`}} {
		if _, ok := k(tc[0], tc[1]); ok {
			t.Errorf("%s %s: keyed", tc[0], tc[1])
		}
	}
}
