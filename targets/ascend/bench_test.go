package ascend_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/targets/ascend"
)

// BenchmarkIssueStep measures the host side of one attention step and one FFN step of a preset
// against the recording fake with no log open: the cost of building descriptors and making the
// purego calls, which on hardware overlaps the device's work only if it is smaller. The step is the
// golden one (2 stages, 5 tokens, 3 sequences).
func BenchmarkIssueStep(b *testing.B) {
	for _, model := range []string{"deepseek-v3", "glm-4.5"} {
		cfg, err := compiler.LoadConfig(model)
		if err != nil {
			b.Fatal(err)
		}
		a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "ascend"})
		if err != nil {
			b.Fatal(err)
		}
		lib, ctl := fake(b)
		for _, role := range []string{"attention", "ffn"} {
			b.Run(fmt.Sprintf("%s/%s", model, role), func(b *testing.B) {
				m := a.Attention
				if role == "ffn" {
					m = a.FFN
				}
				opts := testOptions(ctl, nil)
				opts.Trace = nil
				x, err := ascend.New(lib, m, opts)
				if err != nil {
					b.Fatal(err)
				}
				defer x.Close()
				if err := x.Connect(&pairRV{root: make([]byte, 4108)}); err != nil {
					b.Fatal(err)
				}
				step := func() error {
					if role == "ffn" {
						return x.FFNStep(stepTokens(testStep))
					}
					_, err := x.AttentionStep(testStep)
					return err
				}
				if err := step(); err != nil { // sizes the arenas
					b.Fatal(err)
				}
				// One logged step counts the launches and the library calls.
				log := filepath.Join(b.TempDir(), "step.log")
				if err := ctl.Start(log); err != nil {
					b.Fatal(err)
				}
				if err := step(); err != nil {
					b.Fatal(err)
				}
				ctl.Stop()
				raw, err := os.ReadFile(log)
				if err != nil {
					b.Fatal(err)
				}
				calls := strings.Count(string(raw), "\n")
				launches := strings.Count(string(raw), "GetWorkspaceSize ")
				b.ResetTimer()
				for range b.N {
					if err := step(); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(launches), "launches/step")
				b.ReportMetric(float64(calls), "calls/step")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(calls), "ns/call")
			})
		}
	}
}
