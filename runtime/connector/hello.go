package connector

import (
	"fmt"
	"net"
	"strings"
)

// Roles a Hello may carry.
const (
	RoleAttention = "attention"
	RoleFFN       = "ffn"
)

// Hello is what each process says about itself when it meets another. Two processes work together
// only if their Plan, Version, Topology, Stages and Model agree; Role and Rank say who is speaking.
type Hello struct {
	Role     string   `json:"role"` // RoleAttention or RoleFFN
	Rank     int      `json:"rank"` // rank within the role
	Plan     string   `json:"plan"` // plan hash: both sides run halves of the same compiled plan
	Version  string   `json:"version"`
	Topology Topology `json:"topology"`
	Stages   int      `json:"stages"` // micro-batch stages of the plan
	Model    string   `json:"model"`
	// Target and Transport are the machine the plan was built for and its data plane ("cuda",
	// "nccl"); halves built for different ones refuse each other naming both.
	Target    string `json:"target,omitempty"`
	Transport string `json:"transport,omitempty"`
	// Serves is where this rank serves clients (an attention rank's HTTP API), so that the FFN rank
	// can point a stray client there; informational, never compared.
	Serves string `json:"serves,omitempty"`
	// MaxRows (attention ranks, required) is the most rows the rank puts in one step, all stages
	// together: its batch bound. The FFN rank refuses a rank declaring more than it accepts, and
	// then drops a rank whose step header exceeds it, so no count a peer sends sizes a buffer
	// beyond what was agreed here.
	MaxRows int `json:"max_rows,omitempty"`
	// HeartbeatMS is how often this rank sends a heartbeat on an idle connection (0: never); the
	// other side counts the rank as lost after a silence of several such intervals.
	HeartbeatMS int64 `json:"heartbeat_ms,omitempty"`
	// ExpertParallel says the FFN ranks are expert ranks, each holding a share of every MoE layer's
	// routed experts: every attention rank talks to every FFN rank, and any A >= 1 attention ranks
	// work with any F >= 1 expert ranks. Both sides must agree on it.
	ExpertParallel bool `json:"expert_parallel,omitempty"`
	// To is the FFN rank an attention rank dials in an expert-parallel topology (it talks to every
	// one); never compared. Without expert parallelism the topology names the rank (OwnerOf).
	To int `json:"to,omitempty"`
}

func (h Hello) who() string { return fmt.Sprintf("%s rank %d", h.Role, h.Rank) }

// validateSelf checks a process's own hello before it is sent, so a misconfigured process fails
// on its own instead of confusing its peers.
func (h Hello) validateSelf() error {
	if err := h.validatePlace(); err != nil {
		return err
	}
	if h.Stages < 1 {
		return fmt.Errorf("hello: stages %d, expected at least 1", h.Stages)
	}
	if h.Role == RoleAttention && h.MaxRows < 1 {
		return fmt.Errorf("hello: %s declares max rows %d, expected its batch bound (at least 1 row per step)", h.who(), h.MaxRows)
	}
	return nil
}

// validatePlace checks the role, topology and rank of a process's own hello.
func (h Hello) validatePlace() error {
	if h.Role != RoleAttention && h.Role != RoleFFN {
		return fmt.Errorf("hello: role %q, expected %q or %q", h.Role, RoleAttention, RoleFFN)
	}
	if err := validateTopology(h); err != nil {
		return fmt.Errorf("hello: %w", err)
	}
	if err := rankInRange(h); err != "" {
		return fmt.Errorf("hello: %s", err)
	}
	return nil
}

// CheckPlace checks what a rank can check of its configuration on its own, before it loads
// anything or meets a peer, with the messages the handshake would give: its role, topology and rank
// (Hello.Role, Rank, Topology, ExpertParallel and To), and the rendezvous address, HOST:PORT.
func (c Config) CheckPlace() error {
	if err := c.Hello.validatePlace(); err != nil {
		return err
	}
	if _, _, err := net.SplitHostPort(c.Rendezvous); err != nil {
		return fmt.Errorf("rendezvous %q: %v, expected HOST:PORT", c.Rendezvous, err)
	}
	return nil
}

// rankInRange returns "" if h.Rank exists in h.Topology for h.Role, else the reason.
func rankInRange(h Hello) string {
	n := h.Topology.AttentionRanks
	if h.Role == RoleFFN {
		n = h.Topology.FFNRanks
	}
	if h.Rank < 0 || h.Rank >= n {
		return fmt.Sprintf("%s out of range: topology %s has %s ranks 0..%d", h.who(), h.Topology, h.Role, n-1)
	}
	return toInRange(h)
}

// compareHellos lists every difference between two hellos that makes them unable to work
// together, joined with "; ", or "" if they agree. a is the side named first (the attention side,
// or the registering FFN rank); both processes compute the same text from the same pair.
func compareHellos(a, b Hello) string {
	la, lb := a.Role, b.Role
	if la == lb {
		la, lb = a.who(), b.who()
	}
	var diffs []string
	if a.Version != b.Version {
		diffs = append(diffs, fmt.Sprintf("version mismatch: %s has version %q, %s has version %q", la, a.Version, lb, b.Version))
	}
	if a.Target != b.Target || a.Transport != b.Transport {
		diffs = append(diffs, fmt.Sprintf("target mismatch: %s was built for target %s (transport %s), %s for target %s (transport %s)",
			la, orNone(a.Target), orNone(a.Transport), lb, orNone(b.Target), orNone(b.Transport)))
	}
	if a.Topology != b.Topology || a.ExpertParallel != b.ExpertParallel {
		diffs = append(diffs, fmt.Sprintf("topology mismatch: %s has %s, %s has %s", la, topoText(a), lb, topoText(b)))
	}
	if a.Plan != b.Plan {
		pa, pb := shortPlans(a.Plan, b.Plan)
		// The first side always shows its model and stages; the second only what differs, so the
		// reader's eye lands on the difference.
		ea := fmt.Sprintf("model %s, stages %d", a.Model, a.Stages)
		var eb []string
		if a.Model != b.Model {
			eb = append(eb, "model "+b.Model)
		}
		if a.Stages != b.Stages {
			eb = append(eb, fmt.Sprintf("stages %d", b.Stages))
		}
		sb := ""
		if len(eb) > 0 {
			sb = " (" + strings.Join(eb, ", ") + ")"
		}
		diffs = append(diffs, fmt.Sprintf("plan mismatch: %s has plan %s (%s), %s has plan %s%s", la, pa, ea, lb, pb, sb))
	} else {
		// Same plan hash but different stages or model: a bug in whoever computed the hash, still
		// worth naming precisely.
		if a.Stages != b.Stages {
			diffs = append(diffs, fmt.Sprintf("stages mismatch: %s has %d stages, %s has %d", la, a.Stages, lb, b.Stages))
		}
		if a.Model != b.Model {
			diffs = append(diffs, fmt.Sprintf("model mismatch: %s has model %q, %s has model %q", la, a.Model, lb, b.Model))
		}
	}
	return strings.Join(diffs, "; ")
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// shortPlans abbreviates two different plan hashes to the shortest prefixes (at least 4
// characters) that still tell them apart, with "…" where something was cut.
func shortPlans(a, b string) (string, string) {
	common := 0
	for common < len(a) && common < len(b) && a[common] == b[common] {
		common++
	}
	n := max(4, common+4)
	cut := func(s string) string {
		if s == "" {
			return `""`
		}
		if len(s) <= n+1 {
			return s
		}
		return s[:n] + "…"
	}
	return cut(a), cut(b)
}

// RefusedError is a handshake refusal. Both processes return it with the same Reason: the refusing
// side sends the reason to the other before closing.
type RefusedError struct {
	By     string // who refused, e.g. "ffn rank 0"
	Reason string
	// Busy says the rank's slot is held by a connection the listener still takes for live: a
	// returning rank whose old connection has not been seen to fail yet may try again shortly.
	Busy bool
	// Auth says the refusal is about the cluster key (missing, or not proven): the listener only
	// logs it, so a stranger cannot stop a rank that is waiting for its peers.
	Auth bool
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("handshake refused by %s: %s", e.By, e.Reason)
}

// topoText is a hello's topology as messages show it: "3A2F", or "3A4F expert parallel".
func topoText(h Hello) string {
	if h.ExpertParallel {
		return h.Topology.String() + " expert parallel"
	}
	return h.Topology.String()
}
