package ncclxport

import (
	"errors"
	"sync"
	"syscall"
	"testing"
)

// TestIssuerThreads: calls run one at a time on one OS thread, bound once, until the issuer is
// retired (also from inside a call, which still completes); the next call then runs on a new,
// freshly bound thread. A bind that fails is the call's error and starts nothing.
func TestIssuerThreads(t *testing.T) {
	var mu sync.Mutex
	bound := map[int]int{} // thread id -> binds
	is := newIssuer(func() error {
		mu.Lock()
		defer mu.Unlock()
		bound[syscall.Gettid()]++
		return nil
	})
	tid := func() int {
		var id int
		if err := is.do(func() error { id = syscall.Gettid(); return nil }); err != nil {
			t.Fatal(err)
		}
		return id
	}
	first := tid()
	// Concurrent callers share the thread and never overlap on it.
	var wg sync.WaitGroup
	var inside, overlap int
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			is.do(func() error {
				mu.Lock()
				inside++
				if inside > 1 {
					overlap++
				}
				mu.Unlock()
				if syscall.Gettid() != first {
					t.Errorf("a call ran on thread %d, expected the issuer's %d", syscall.Gettid(), first)
				}
				mu.Lock()
				inside--
				mu.Unlock()
				return nil
			})
		}()
	}
	wg.Wait()
	if overlap > 0 {
		t.Errorf("%d calls overlapped on the issuer's thread, expected one at a time", overlap)
	}
	want := errors.New("aborted a communicator")
	if err := is.do(func() error { is.retire(); return want }); err != want {
		t.Fatalf("a call that retires its thread returned %v, expected its own error", err)
	}
	second := tid()
	if second == first {
		t.Fatalf("after retire the call ran on thread %d again, expected a new thread", first)
	}
	is.retire()
	third := tid()
	if third == second || third == first || len(bound) != 3 {
		t.Fatalf("threads %d, %d, %d (%d bound), expected three different ones", first, second, third, len(bound))
	}
	for _, id := range []int{first, second, third} {
		if bound[id] != 1 {
			t.Errorf("thread %d bound %d times, expected once", id, bound[id])
		}
	}
	bad := newIssuer(func() error { return errors.New("cuCtxSetCurrent: invalid context") })
	ran := false
	if err := bad.do(func() error { ran = true; return nil }); err == nil || err.Error() != "cuCtxSetCurrent: invalid context" || ran {
		t.Errorf("do with a failing bind = %v (ran %v), expected the bind's error and no call", err, ran)
	}
}
