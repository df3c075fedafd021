package cuda

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"afdc/targets"
)

// TestStreamingProfile: the device's own profile decides where its crossover was measured (the
// H200); an H100, whose shipped crossover is the datasheet ridge point, and an unknown device take
// the H200's measurement, and the log says why.
func TestStreamingProfile(t *testing.T) {
	for dev, why := range map[string]string{"NVIDIA H200": "", "NVIDIA H100 80GB HBM3": "the h100 profile's crossover is not measured",
		"Some GPU": "no shipped hardware profile for this device"} {
		var buf bytes.Buffer
		p, err := streamingProfile(dev, slog.New(slog.NewTextHandler(&buf, nil)))
		if err != nil {
			t.Fatal(err)
		}
		if p.Name != "h200" || p.StreamingCrossoverTokens.Kind != targets.Measured {
			t.Errorf("%s: profile %s (%s crossover), expected the H200's measured one", dev, p.Name, p.StreamingCrossoverTokens.Kind)
		}
		if got := buf.String(); why == "" && got != "" || why != "" && !strings.Contains(got, why) {
			t.Errorf("%s: logged %q, expected %q", dev, got, why)
		}
	}
}
