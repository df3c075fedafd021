package serve

import (
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// metrics are the counters behind /metrics. Counters are atomics; the per-status map and the step
// statistics share one mutex, never held while the Engine runs.
type metrics struct {
	generated atomic.Uint64
	cancelled atomic.Uint64

	mu          sync.Mutex
	codes       map[int]uint64 // completion requests answered, by HTTP status (0: client left)
	steps       uint64
	stepSeconds float64
	stepSeqs    uint64 // sum over steps of the sequences in the step
	stepTokens  uint64 // sum over steps of the tokens in the step
	lastSeqs    int
	lastTokens  int
	running     int
	waiting     int
	queued      int // waiting for KV cache blocks
	kvUsed      int // blocks held by sequences
	kvTotal     int // blocks in the pool (0: no paged cache)
}

func (m *metrics) request(status int) {
	m.mu.Lock()
	m.codes[status]++
	m.mu.Unlock()
}

func (m *metrics) step(d time.Duration, seqs, tokens int) {
	m.mu.Lock()
	m.steps++
	m.stepSeconds += d.Seconds()
	m.stepSeqs += uint64(seqs)
	m.stepTokens += uint64(tokens)
	m.lastSeqs, m.lastTokens = seqs, tokens
	m.mu.Unlock()
}

func (m *metrics) setQueue(running, waiting int) {
	m.mu.Lock()
	m.running, m.waiting = running, waiting
	m.mu.Unlock()
}

func (m *metrics) setQueued(n int) {
	m.mu.Lock()
	m.queued = n
	m.mu.Unlock()
}

func (m *metrics) setKV(used, total int) {
	m.mu.Lock()
	m.kvUsed, m.kvTotal = used, total
	m.mu.Unlock()
}

// metrics writes the Prometheus text exposition format.
func (s *Server) metrics(w http.ResponseWriter, r *http.Request) {
	m := &s.m
	var b strings.Builder
	metric := func(name, typ, help string, samples ...string) {
		fmt.Fprintf(&b, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, typ)
		for _, s := range samples {
			b.WriteString(s)
			b.WriteByte('\n')
		}
	}
	m.mu.Lock()
	var reqs []string
	for _, code := range slices.Sorted(maps.Keys(m.codes)) {
		label := fmt.Sprint(code)
		if code == 0 {
			label = "client_closed"
		}
		reqs = append(reqs, fmt.Sprintf("afdc_requests_total{code=%q} %d", label, m.codes[code]))
	}
	metric("afdc_requests_total", "counter", "Completion requests answered, by HTTP status.", reqs...)
	metric("afdc_requests_cancelled_total", "counter", "Sequences dropped because their client went away.",
		fmt.Sprintf("afdc_requests_cancelled_total %d", m.cancelled.Load()))
	metric("afdc_generated_tokens_total", "counter", "Tokens sampled.",
		fmt.Sprintf("afdc_generated_tokens_total %d", m.generated.Load()))
	metric("afdc_steps_total", "counter", "Engine steps run.", fmt.Sprintf("afdc_steps_total %d", m.steps))
	metric("afdc_step_seconds", "summary", "Engine step time.",
		fmt.Sprintf("afdc_step_seconds_sum %g", m.stepSeconds), fmt.Sprintf("afdc_step_seconds_count %d", m.steps))
	metric("afdc_step_sequences", "summary", "Sequences per engine step (batch size).",
		fmt.Sprintf("afdc_step_sequences_sum %d", m.stepSeqs), fmt.Sprintf("afdc_step_sequences_count %d", m.steps))
	metric("afdc_step_tokens", "summary", "Tokens per engine step.",
		fmt.Sprintf("afdc_step_tokens_sum %d", m.stepTokens), fmt.Sprintf("afdc_step_tokens_count %d", m.steps))
	metric("afdc_batch_sequences", "gauge", "Sequences in the last engine step.", fmt.Sprintf("afdc_batch_sequences %d", m.lastSeqs))
	metric("afdc_batch_tokens", "gauge", "Tokens in the last engine step.", fmt.Sprintf("afdc_batch_tokens %d", m.lastTokens))
	metric("afdc_running_sequences", "gauge", "Sequences with tokens in the cache.", fmt.Sprintf("afdc_running_sequences %d", m.running))
	metric("afdc_waiting_sequences", "gauge", "Sequences waiting for their first step.", fmt.Sprintf("afdc_waiting_sequences %d", m.waiting))
	metric("afdc_queued_requests", "gauge", "Requests waiting for KV cache blocks before admission.", fmt.Sprintf("afdc_queued_requests %d", m.queued))
	if m.kvTotal > 0 {
		metric("afdc_kv_cache_blocks", "gauge", "KV cache blocks in the pool.", fmt.Sprintf("afdc_kv_cache_blocks %d", m.kvTotal))
		metric("afdc_kv_cache_used_blocks", "gauge", "KV cache blocks held by admitted sequences.", fmt.Sprintf("afdc_kv_cache_used_blocks %d", m.kvUsed))
		metric("afdc_kv_cache_usage_ratio", "gauge", "Fraction of the KV cache blocks held.", fmt.Sprintf("afdc_kv_cache_usage_ratio %g", float64(m.kvUsed)/float64(m.kvTotal)))
	}
	m.mu.Unlock()
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	fmt.Fprint(w, b.String())
}
