package connector

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// The FFN rank's control plane per step: merging its peers' step headers, aborting a failed step.

// RecvStep waits for the next step header of every connected peer and merges them: the step is the
// smallest step number among them; peers whose next header is for a later step (or that are not
// connected) get zero counts in it. Counts has one column per peer in Peers order.
func (f *FFNSide) RecvStep(ctx context.Context) (StepHeader, error) {
	for {
		var (
			merged   StepHeader
			bad      []*link
			badErr   []error
			wants    []*link
			ok       bool
			mErr     error
			deadline time.Time // the earliest moment an asked peer becomes overdue
		)
		wait, cancel := ctx, context.CancelFunc(func() {})
		if !f.overdueAt.IsZero() {
			wait, cancel = context.WithDeadline(ctx, f.overdueAt)
		}
		err := f.h.wait(wait, func() (bool, error) {
			if f.closed {
				return false, ErrClosed
			}
			any, have := false, false
			var missing []*link
			for _, l := range f.slots {
				if l == nil || l.err != nil {
					continue
				}
				// Tensors of steps already merged can only be left over from an aborted step:
				// drop them here too, so they never fill the queue ahead of the next header.
				for len(l.tensors) > 0 && l.tensors[0].meta.Step < f.nextStep {
					l.popLocked()
				}
				any = true
				if len(l.steps) == 0 {
					missing = append(missing, l)
				} else {
					have = true
				}
			}
			if !any {
				return false, nil
			}
			if len(missing) > 0 {
				// Steps are in lockstep: every connected peer has a header in each. A peer that
				// is idle sends one only when asked, so ask (once per step) as soon as another
				// peer has begun the step.
				if have {
					now := time.Now()
					for _, l := range missing {
						switch {
						case l.wantSent != f.nextStep+1:
							l.wantSent, l.wantAt = f.nextStep+1, now
							wants = append(wants, l)
						case f.cfgTimeout > 0 && now.Sub(l.wantAt) >= f.cfgTimeout:
							bad = append(bad, l)
							badErr = append(badErr, fmt.Errorf("attention rank %d sent no step header within %v (--peer-timeout) of being asked for step %d; dropped it so its ffn rank's other peers can go on",
								l.rank, f.cfgTimeout, f.nextStep))
						case f.cfgTimeout > 0:
							if d := l.wantAt.Add(f.cfgTimeout); deadline.IsZero() || d.Before(deadline) {
								deadline = d
							}
						}
					}
				}
				// A new, earlier deadline needs a wait that ends by it: start over with it.
				restart := !deadline.IsZero() && (f.overdueAt.IsZero() || deadline.Before(f.overdueAt))
				return len(wants) > 0 || len(bad) > 0 || restart, nil
			}
			// Headers behind nextStep break the numbering rule: drop those peers.
			for _, l := range f.slots {
				if l != nil && l.err == nil && l.steps[0].Step < f.nextStep {
					bad = append(bad, l)
					badErr = append(badErr, fmt.Errorf("%s: step %d after %s already reached step %d; steps must increase (a returning rank resumes at the next_step of its welcome)",
						fmt.Sprintf("attention rank %d", l.rank), l.steps[0].Step, f.hello.who(), f.nextStep))
				}
			}
			if len(bad) > 0 {
				return true, nil
			}
			merged, mErr = f.mergeLocked()
			ok = true
			return true, nil
		})
		cancel()
		f.overdueAt = deadline
		if err != nil && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
			continue // an asked peer is overdue now: the check above drops it
		}
		if err != nil {
			return StepHeader{}, err
		}
		for i, l := range bad {
			l.sendError(badErr[i])
		}
		for _, l := range wants {
			l.sendWant()
		}
		if !ok {
			continue
		}
		if mErr != nil {
			f.abort(nil, mErr)
			return StepHeader{}, mErr
		}
		return merged, nil
	}
}

// mergeLocked pops the headers of the smallest step number and builds the merged header; h.mu held.
func (f *FFNSide) mergeLocked() (StepHeader, error) {
	var n uint64
	first := true
	for _, l := range f.slots {
		if l != nil && l.err == nil && (first || l.steps[0].Step < n) {
			n, first = l.steps[0].Step, false
		}
	}
	links := make([]*link, len(f.slots))
	var hs []StepHeader
	var who []int
	for i, l := range f.slots {
		if l != nil && l.err == nil && l.steps[0].Step == n {
			links[i] = l
			hs = append(hs, l.steps[0])
			who = append(who, l.rank)
			l.steps = l.steps[1:]
		}
	}
	f.h.broadcastLocked()
	f.nextStep = n + 1
	f.curActive, f.curLinks, f.curAbort = true, links, nil
	m := StepHeader{Step: n, Stages: hs[0].Stages, Warmup: hs[0].Warmup, Capture: hs[0].Capture}
	var diffs []string
	for k, h := range hs[1:] {
		if h.Stages != m.Stages || h.Warmup != m.Warmup || h.Capture != m.Capture {
			diffs = append(diffs, fmt.Sprintf("attention rank %d has stages %d warmup %t capture %t, attention rank %d has stages %d warmup %t capture %t",
				who[0], m.Stages, m.Warmup, m.Capture, who[k+1], h.Stages, h.Warmup, h.Capture))
		}
	}
	if len(diffs) > 0 {
		err := fmt.Errorf("step %d: peers disagree: %s", n, strings.Join(diffs, "; "))
		f.cur, f.curAbort = m, err
		return StepHeader{}, err
	}
	if m.Stages > f.hello.Stages {
		err := fmt.Errorf("step %d: %d stages, expected at most the plan's %d", n, m.Stages, f.hello.Stages)
		f.cur, f.curAbort = m, err
		return StepHeader{}, err
	}
	m.Counts = make([][]int, m.Stages)
	for s := range m.Counts {
		m.Counts[s] = make([]int, len(f.slots))
	}
	k := 0
	for i, l := range links {
		if l == nil {
			continue
		}
		for s := range m.Stages {
			m.Counts[s][i] = hs[k].Counts[s][0]
		}
		k++
	}
	f.cur = m
	return m.clone(), nil
}

// abort gives up the current step: the peers of the step other than skip are told why, so their
// pending receives fail at once instead of waiting for tensors that will never come.
func (f *FFNSide) abort(skip *link, cause error) {
	f.h.mu.Lock()
	if f.curAbort == nil {
		f.curAbort = cause
	}
	step := f.cur.Step
	var tell []*link
	for _, l := range f.curLinks {
		if l != nil && l != skip && l.err == nil {
			tell = append(tell, l)
		}
	}
	f.h.mu.Unlock()
	for _, l := range tell {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		l.writeJSON(ctx, kindAbort, abortMsg{Step: step, Reason: cause.Error()})
		cancel()
	}
}

// drop takes attention rank peer (link l) out of the current step after err: it is told why and its
// connection closed (it dials again and returns for a later step), its counts in the step become 0
// so later transfers skip it, and the other peers of the step go on.
func (f *FFNSide) drop(l *link, peer int, err error) error {
	f.h.mu.Lock()
	step := f.cur.Step
	if i := slices.Index(f.peers, peer); i >= 0 && f.curActive && f.curLinks[i] == l {
		f.curLinks[i] = nil
		for s := range f.cur.Counts {
			f.cur.Counts[s][i] = 0
		}
	}
	f.h.mu.Unlock()
	l.sendError(err)
	f.log.Warn("connector: dropped a peer from the step; the others go on", "ffn", f.hello.Rank, "attention", peer, "step", step, "err", err)
	return &DroppedError{Peer: peer, Err: err}
}

// AbortStep gives up the current step for a reason that is no one peer's (the backend failed):
// every peer of the step is told, so its pending transfers fail at once.
func (f *FFNSide) AbortStep(cause error) { f.abort(nil, cause) }

// current returns the running step or why step operations cannot run.
func (f *FFNSide) current(stage int) (StepHeader, []*link, error) {
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	switch {
	case f.closed:
		return StepHeader{}, nil, ErrClosed
	case !f.curActive:
		return StepHeader{}, nil, errors.New("no step: call RecvStep first")
	case f.curAbort != nil:
		return StepHeader{}, nil, fmt.Errorf("step %d was aborted: %w", f.cur.Step, f.curAbort)
	case stage < 0 || stage >= f.cur.Stages:
		return StepHeader{}, nil, fmt.Errorf("step %d: stage %d, expected 0..%d", f.cur.Step, stage, f.cur.Stages-1)
	}
	return f.cur, f.curLinks, nil
}
