package serve

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// TestSplitMetrics: the observers add to the series of the layer and stage they name, and a layer
// or stage the engine did not announce is ignored rather than labelled or panicking.
func TestSplitMetrics(t *testing.T) {
	reg := prometheus.NewRegistry()
	st := SplitMetrics(reg, []int{2, 5}, 2)
	st.Exchange(5, 1, 100, 40, 3*time.Millisecond)
	st.Exchange(5, 0, 10, 4, 0) // a device data plane: bytes, no round trip
	st.Exchange(4, 0, 7, 7, time.Millisecond)
	st.Exchange(99, 0, 7, 7, time.Millisecond)
	st.Exchange(-1, 0, 7, 7, time.Millisecond)
	st.Stage(1, 2*time.Millisecond)
	st.Stage(2, time.Millisecond)
	st.Stage(-1, time.Millisecond)
	w := httptest.NewRecorder()
	MetricsHandler(reg).ServeHTTP(w, httptest.NewRequest("GET", "/metrics", nil))
	got := map[string]string{}
	for line := range strings.Lines(w.Body.String()) {
		if k, v, ok := strings.Cut(strings.TrimSpace(line), " "); ok && strings.HasPrefix(k, "afdc_") && !strings.Contains(k, "_bucket") {
			got[k] = v
		}
	}
	want := map[string]string{
		`afdc_connector_bytes_total{dir="send",layer="2"}`:   "0",
		`afdc_connector_bytes_total{dir="recv",layer="2"}`:   "0",
		`afdc_connector_bytes_total{dir="send",layer="5"}`:   "110",
		`afdc_connector_bytes_total{dir="recv",layer="5"}`:   "44",
		`afdc_connector_round_trip_seconds_count{layer="2"}`: "0",
		`afdc_connector_round_trip_seconds_sum{layer="2"}`:   "0",
		`afdc_connector_round_trip_seconds_count{layer="5"}`: "1",
		`afdc_connector_round_trip_seconds_sum{layer="5"}`:   "0.003",
		`afdc_stage_seconds_count{stage="0"}`:                "0",
		`afdc_stage_seconds_sum{stage="0"}`:                  "0",
		`afdc_stage_seconds_count{stage="1"}`:                "1",
		`afdc_stage_seconds_sum{stage="1"}`:                  "0.002",
	}
	for k, v := range want {
		if g, ok := got[k]; g != v {
			t.Errorf("%s = %q (present %v), want %s", k, g, ok, v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d series, want %d:\n%s", len(got), len(want), w.Body.String())
	}
}

// TestSplitMetricsAllocs: the observers only add to series resolved up front, so a step's
// observations allocate nothing.
func TestSplitMetricsAllocs(t *testing.T) {
	st := SplitMetrics(prometheus.NewRegistry(), []int{0, 1, 3}, 2)
	n := testing.AllocsPerRun(100, func() {
		for _, l := range []int{0, 1, 3} {
			for s := range 2 {
				st.Exchange(l, s, 256, 256, time.Millisecond)
			}
		}
		st.Stage(0, time.Millisecond)
		st.Stage(1, 2*time.Millisecond)
	})
	if n != 0 {
		t.Errorf("a step's observations allocate %v times, want 0", n)
	}
}
