package loadgen

import (
	"strings"
	"testing"
	"time"
)

// TestCheck: a load that cannot run is refused naming the flags, before any request; a sound one
// passes.
func TestCheck(t *testing.T) {
	good := Config{Clients: 4, Duration: time.Second, PromptMin: 4, PromptMax: 64, OutputMin: 4, OutputMax: 64, MaxID: 95}
	if err := good.Check(); err != nil {
		t.Fatalf("Check(%+v) = %v", good, err)
	}
	for _, bad := range []func(*Config){
		func(c *Config) { c.Clients = 0 },
		func(c *Config) { c.PromptMin = 0 },
		func(c *Config) { c.PromptMax = 3 },
		func(c *Config) { c.OutputMax = 1 },
		func(c *Config) { c.MaxID = -1 },
	} {
		c := good
		bad(&c)
		err := c.Check()
		if err == nil || !strings.Contains(err.Error(), "--clients") || !strings.Contains(err.Error(), "expected clients >= 1") {
			t.Errorf("Check(%+v) = %v, want a refusal naming the flags", c, err)
		}
		if _, err := Run("http://127.0.0.1:1", c); err == nil {
			t.Errorf("Run(%+v) = nil error, want the refusal", c)
		}
	}
}

// TestPercentiles: p50, p90 and p99 are order statistics of the samples, and the mean their mean.
func TestPercentiles(t *testing.T) {
	var v []float64
	for i := 100; i >= 1; i-- {
		v = append(v, float64(i))
	}
	p := percentiles(v)
	if p["p50"] < 49 || p["p50"] > 51 || p["p90"] < 89 || p["p90"] > 91 || p["p99"] < 98 || p["p99"] > 100 || p["mean"] != 50.5 {
		t.Errorf("percentiles(1..100) = %v", p)
	}
}
