package serve

import (
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"afdc/runtime"
)

// EPMetrics exports an attention rank's expert-parallel exchanges (runtime.ExpertPeers' stats):
// per layer, stage and expert rank the tokens dispatched (expert-load imbalance shows as unequal
// rank series), the bytes each way, and the dispatch and combine times.
func EPMetrics(reg prometheus.Registerer) runtime.EPStats {
	tokens := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "afdc_ep_dispatch_tokens_total",
		Help: "Tokens dispatched to each expert rank (those with at least one expert there), per layer: the expert load per rank."},
		[]string{"layer", "rank"})
	bytes := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "afdc_ep_bytes_total",
		Help: "Expert-parallel payload bytes per layer, stage and expert rank (framing excluded): dir=dispatch (routing and hidden rows), dir=combine (one f32 row per token and expert)."},
		[]string{"layer", "stage", "rank", "dir"})
	secs := prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "afdc_ep_seconds",
		Help:    "Expert-parallel exchange times per layer and stage: dir=dispatch, the sends to one rank; dir=combine, from the stage's dispatch to one rank's rows arriving (the rank's compute and the pipeline's other stages included). Over a device data plane (nccl): the device time of the stage's group of sends to every rank, and of its group of receives from every rank (waiting for the ranks included).",
		Buckets: prometheus.ExponentialBuckets(0.00005, 2, 18)}, []string{"layer", "stage", "dir"})
	reg.MustRegister(tokens, bytes, secs)
	l, s, r := strconv.Itoa, strconv.Itoa, strconv.Itoa
	return runtime.EPStats{
		Dispatch: func(layer, stage, rank, toks, b int, d time.Duration) {
			tokens.WithLabelValues(l(layer), r(rank)).Add(float64(toks))
			bytes.WithLabelValues(l(layer), s(stage), r(rank), "dispatch").Add(float64(b))
			if d >= 0 { // a device data plane times its transfers on the device (afdc_exchange_seconds_total)
				secs.WithLabelValues(l(layer), s(stage), "dispatch").Observe(d.Seconds())
			}
		},
		Time: func(layer, stage int, dir string, d time.Duration) {
			secs.WithLabelValues(l(layer), s(stage), dir).Observe(d.Seconds())
		},
		Combine: func(layer, stage, rank, b int, d time.Duration) {
			bytes.WithLabelValues(l(layer), s(stage), r(rank), "combine").Add(float64(b))
			if d >= 0 {
				secs.WithLabelValues(l(layer), s(stage), "combine").Observe(d.Seconds())
			}
		},
	}
}

// ExpertRankMetrics exports an expert rank's work per layer and stage: the tokens and (token, expert)
// pairs of its batches, the bytes in and out, and the compute time.
func ExpertRankMetrics(reg prometheus.Registerer, rank int) *runtime.ExpertRankStats {
	tokens := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "afdc_expert_rank_tokens_total",
		Help: "Tokens this expert rank ran per layer (all attention peers together): its share of the expert load.", ConstLabels: prometheus.Labels{"rank": strconv.Itoa(rank)}},
		[]string{"layer"})
	pairs := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "afdc_expert_rank_pairs_total",
		Help: "(token, expert) pairs this expert rank computed per layer.", ConstLabels: prometheus.Labels{"rank": strconv.Itoa(rank)}},
		[]string{"layer"})
	bytes := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "afdc_expert_rank_bytes_total",
		Help: "Expert-parallel payload bytes per layer and stage: dir=dispatch received, dir=combine sent.", ConstLabels: prometheus.Labels{"rank": strconv.Itoa(rank)}},
		[]string{"layer", "stage", "dir"})
	secs := prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "afdc_expert_rank_compute_seconds",
		Help: "Compute time of one layer's batch of one stage on this expert rank.", ConstLabels: prometheus.Labels{"rank": strconv.Itoa(rank)},
		Buckets: prometheus.ExponentialBuckets(0.00005, 2, 18)}, []string{"layer"})
	reg.MustRegister(tokens, pairs, bytes, secs)
	return &runtime.ExpertRankStats{Layer: func(layer, stage, toks, ps, in, out int, d time.Duration) {
		ls, ss := strconv.Itoa(layer), strconv.Itoa(stage)
		tokens.WithLabelValues(ls).Add(float64(toks))
		pairs.WithLabelValues(ls).Add(float64(ps))
		bytes.WithLabelValues(ls, ss, "dispatch").Add(float64(in))
		bytes.WithLabelValues(ls, ss, "combine").Add(float64(out))
		secs.WithLabelValues(ls).Observe(d.Seconds())
	}}
}
