package ncclxport

import (
	"runtime"
	"sync"
)

// issuer is an OS thread of its own from which a transport makes its NCCL calls (a communicator's
// set-up and every group). NCCL keeps a thread's last non-blocking group job in thread-local state
// and completes it at the thread's next ncclGroupStart: once a communicator is aborted, that job
// may be freed with it, and a fresh communicator's first group on the same thread then read its
// freed state (on two H200s, after several FFN restarts, a new communicator failed at once with
// "ncclAsyncJobComplete: job ... failed, job error <pointer bits>"). So the thread that issued for
// an aborted communicator issues nothing more: the transport retires it and the next call starts a
// fresh thread, whose thread-local state is clean. A retired thread ends (its goroutine returns
// while locked to it, so the runtime terminates the thread).
type issuer struct {
	bind func() error // run first on each new thread (the CUDA context made current); nil: none

	mu   sync.Mutex
	reqs chan func() // the current thread's queue; nil until first use or after a retire
}

func newIssuer(bind func() error) *issuer { return &issuer{bind: bind} }

// do runs f on the issuer's current thread, starting one if there is none, and returns its error.
// A thread retired while the call waited for it is replaced and the call goes to the new one.
func (is *issuer) do(f func() error) error {
	for {
		reqs, err := is.current()
		if err != nil {
			return err
		}
		var ferr error
		done := make(chan struct{})
		if send(reqs, func() { defer close(done); ferr = f() }) {
			<-done
			return ferr
		}
	}
}

// current is the thread's queue, a new thread's when there is none.
func (is *issuer) current() (chan func(), error) {
	is.mu.Lock()
	defer is.mu.Unlock()
	if is.reqs == nil {
		reqs := make(chan func())
		started := make(chan error, 1)
		go serveIssuer(reqs, is.bind, started)
		if err := <-started; err != nil {
			return nil, err
		}
		is.reqs = reqs
	}
	return is.reqs, nil
}

// send hands f to a thread's queue, false if the queue was closed.
func send(reqs chan func(), f func()) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	reqs <- f
	return true
}

// retire ends the current thread after the call it is running (if any); the next do starts a new
// one. It may be called from the issuer's own thread (a call that aborts a communicator).
func (is *issuer) retire() {
	is.mu.Lock()
	defer is.mu.Unlock()
	if is.reqs != nil {
		close(is.reqs)
		is.reqs = nil
	}
}

// serveIssuer is an issuer thread: locked to its OS thread for life, bound, then running calls until
// its queue closes. It returns without unlocking, which ends the thread.
func serveIssuer(reqs chan func(), bind func() error, started chan<- error) {
	runtime.LockOSThread()
	if bind != nil {
		if err := bind(); err != nil {
			started <- err
			return
		}
	}
	started <- nil
	for f := range reqs {
		f()
	}
}
