package serve

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"afdc/runtime"
)

// NewRegistry returns a metrics registry holding the Go runtime and process collectors.
func NewRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return reg
}

// MetricsHandler serves reg in the Prometheus exposition format.
func MetricsHandler(reg *prometheus.Registry) http.Handler {
	return promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg})
}

// latencyBuckets are seconds, from a fast decode step of a tiny model to a long generation.
var latencyBuckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300}

// metrics are the attention server's series. The names of the first version (afdc_requests_total,
// afdc_generated_tokens_total, afdc_steps_total, afdc_step_seconds_{sum,count}, ...) are kept;
// the step summaries became histograms, whose _sum and _count read as before.
type metrics struct {
	requests     *prometheus.CounterVec // by HTTP status
	outcomes     *prometheus.CounterVec // by outcome
	cancelled    prometheus.Counter
	promptTokens prometheus.Counter
	generated    prometheus.Counter
	steps        prometheus.Counter
	stepSeconds  prometheus.Histogram
	stepSeqs     prometheus.Histogram
	stepTokens   prometheus.Histogram
	lastSeqs     prometheus.Gauge
	lastTokens   prometheus.Gauge
	running      prometheus.Gauge
	waiting      prometheus.Gauge
	ttft         prometheus.Histogram
	itl          prometheus.Histogram
	latency      prometheus.Histogram
	queued       prometheus.Gauge // requests waiting for KV cache blocks
	kvTotal      prometheus.Gauge // blocks in the pool (0: no paged cache)
	kvUsed       prometheus.Gauge // blocks held by sequences
	kvRatio      prometheus.Gauge
	prefixAsked  prometheus.Counter // prompt tokens looked up in the prefix cache
	prefixHit    prometheus.Counter // of them, found there
	prefixBlocks prometheus.Gauge
}

func newMetrics(reg prometheus.Registerer) *metrics {
	f := func(c prometheus.Collector) { reg.MustRegister(c) }
	counter := func(name, help string) prometheus.Counter {
		c := prometheus.NewCounter(prometheus.CounterOpts{Name: name, Help: help})
		f(c)
		return c
	}
	gauge := func(name, help string) prometheus.Gauge {
		g := prometheus.NewGauge(prometheus.GaugeOpts{Name: name, Help: help})
		f(g)
		return g
	}
	hist := func(name, help string, buckets []float64) prometheus.Histogram {
		h := prometheus.NewHistogram(prometheus.HistogramOpts{Name: name, Help: help, Buckets: buckets})
		f(h)
		return h
	}
	sizes := prometheus.ExponentialBuckets(1, 2, 13) // 1 .. 4096
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "afdc_requests_total",
			Help: "Completion and chat requests answered, by HTTP status (client_closed: the client left before an answer)."}, []string{"code"}),
		outcomes: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "afdc_request_outcomes_total",
			Help: "Completion and chat requests by outcome: the first choice's finish reason (stop, length), or rejected (4xx), failed (5xx or an error in a stream), cancelled (the client left)."}, []string{"outcome"}),
		cancelled:    counter("afdc_requests_cancelled_total", "Sequences dropped because their client went away."),
		promptTokens: counter("afdc_prompt_tokens_total", "Prompt tokens of accepted requests."),
		generated:    counter("afdc_generated_tokens_total", "Tokens sampled."),
		steps:        counter("afdc_steps_total", "Engine steps run."),
		stepSeconds:  hist("afdc_step_seconds", "Engine step time.", latencyBuckets),
		stepSeqs:     hist("afdc_step_sequences", "Sequences per engine step (batch size).", sizes),
		stepTokens:   hist("afdc_step_tokens", "Tokens per engine step.", sizes),
		lastSeqs:     gauge("afdc_batch_sequences", "Sequences in the last engine step."),
		lastTokens:   gauge("afdc_batch_tokens", "Tokens in the last engine step."),
		running:      gauge("afdc_running_sequences", "Sequences with tokens in the cache."),
		waiting:      gauge("afdc_waiting_sequences", "Sequences waiting for their first step."),
		ttft:         hist("afdc_time_to_first_token_seconds", "From a request's arrival at the scheduler to its first sampled token.", latencyBuckets),
		itl:          hist("afdc_inter_token_latency_seconds", "Between two sampled tokens of one sequence.", latencyBuckets),
		latency:      hist("afdc_request_seconds", "Whole time of successful requests, from arrival to the last byte written.", latencyBuckets),
		queued:       gauge("afdc_queued_requests", "Requests waiting for KV cache blocks before admission."),
		kvTotal:      gauge("afdc_kv_cache_blocks", "KV cache blocks in the pool (0: no paged cache)."),
		kvUsed:       gauge("afdc_kv_cache_used_blocks", "KV cache blocks held by admitted sequences."),
		kvRatio:      gauge("afdc_kv_cache_usage_ratio", "Fraction of the KV cache blocks held."),
		prefixAsked:  counter("afdc_prefix_cache_queries_tokens_total", "Prompt tokens looked up in the prefix cache (all but each prompt's last token)."),
		prefixHit:    counter("afdc_prefix_cache_hits_tokens_total", "Prompt tokens found in the prefix cache, whose KV was not computed again."),
		prefixBlocks: gauge("afdc_prefix_cache_blocks", "KV cache blocks the prefix cache remembers, held by sequences or idle (idle ones count as free)."),
	}
	f(m.requests)
	f(m.outcomes)
	return m
}

func (m *metrics) request(status int, outcome string) {
	label := strconv.Itoa(status)
	if status == 0 {
		label = "client_closed"
	}
	m.requests.WithLabelValues(label).Inc()
	m.outcomes.WithLabelValues(outcome).Inc()
}

func (m *metrics) step(d time.Duration, seqs, tokens int) {
	m.steps.Inc()
	m.stepSeconds.Observe(d.Seconds())
	m.stepSeqs.Observe(float64(seqs))
	m.stepTokens.Observe(float64(tokens))
	m.lastSeqs.Set(float64(seqs))
	m.lastTokens.Set(float64(tokens))
}

func (m *metrics) setQueue(running, waiting int) {
	m.running.Set(float64(running))
	m.waiting.Set(float64(waiting))
}

func (m *metrics) setQueued(n int) { m.queued.Set(float64(n)) }

func (m *metrics) setKV(used, total int) {
	m.kvUsed.Set(float64(used))
	m.kvTotal.Set(float64(total))
	if total > 0 {
		m.kvRatio.Set(float64(used) / float64(total))
	}
}

// SplitMetrics registers the split engine's series on reg and returns the observers that feed them
// (for runtime.SplitEngine.SetStats): the time of each stage of a step, and per layer the bytes
// sent to and received from the FFN and the exchange's round trip. layers are the exchanged layers
// (SplitEngine.Layers) and stages the micro-batches per step; the labels are bounded by them, and
// the series are resolved here so that a step only adds to them.
func SplitMetrics(reg prometheus.Registerer, layers []int, stages int) runtime.SplitStats {
	stageSec := prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "afdc_stage_seconds",
		Help: "Per stage (micro-batch) of a step: the time from the step's start to the stage's outputs being ready; the last stage's is the step's."},
		[]string{"stage"})
	bytes := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "afdc_connector_bytes_total",
		Help: "Payload bytes exchanged with the FFN per layer (framing excluded): dir=send to the FFN, dir=recv back."},
		[]string{"layer", "dir"})
	rtt := prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "afdc_connector_round_trip_seconds",
		Help:    "Per layer and stage exchange on a host data plane: from the send being issued to the FFN's result received (FFN compute and the pipeline's other stages included). Not observed on a device data plane.",
		Buckets: prometheus.ExponentialBuckets(0.0001, 2, 16)}, []string{"layer"})
	reg.MustRegister(stageSec, bytes, rtt)
	stageObs := make([]prometheus.Observer, stages)
	for s := range stageObs {
		stageObs[s] = stageSec.WithLabelValues(strconv.Itoa(s))
	}
	most := -1
	for _, l := range layers {
		most = max(most, l)
	}
	type layerSeries struct {
		sent, recv prometheus.Counter
		rtt        prometheus.Observer
	}
	byLayer := make([]*layerSeries, most+1) // indexed by layer number: a step looks up without hashing
	for _, l := range layers {
		name := strconv.Itoa(l)
		byLayer[l] = &layerSeries{bytes.WithLabelValues(name, "send"), bytes.WithLabelValues(name, "recv"), rtt.WithLabelValues(name)}
	}
	return runtime.SplitStats{
		Exchange: func(layer, stage, sent, received int, d time.Duration) {
			if layer < 0 || layer >= len(byLayer) || byLayer[layer] == nil {
				return // not a layer the engine announced; nothing to label it with
			}
			ls := byLayer[layer]
			ls.sent.Add(float64(sent))
			ls.recv.Add(float64(received))
			if d > 0 {
				ls.rtt.Observe(d.Seconds())
			}
		},
		Stage: func(stage int, d time.Duration) {
			if stage >= 0 && stage < len(stageObs) {
				stageObs[stage].Observe(d.Seconds())
			}
		},
	}
}
