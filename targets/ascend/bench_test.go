package ascend_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/targets/ascend"
)

// BenchmarkIssueStep measures the host side of one attention step and one FFN step of a preset
// against the recording fake with no log open, driven by the runtime (split engine, FFN loop, HCCL
// transport): the cost of building descriptors and making the purego calls, which on hardware
// overlaps the device's work only if it is smaller. The step is the golden one (2 stages, 5 tokens,
// 3 sequences).
func BenchmarkIssueStep(b *testing.B) {
	for _, model := range []string{"deepseek-v3", "glm-4.5"} {
		a := compile(b, model, compiler.BuildOptions{Target: "ascend"})
		lib, ctl := fake(b)
		seqs, want := seqSteps(testStep, 0)
		for _, role := range []string{"attention", "ffn"} {
			b.Run(fmt.Sprintf("%s/%s", model, role), func(b *testing.B) {
				opts := testOptions(ctl, nil)
				opts.Trace = nil
				var step func(n int) error
				if role == "attention" {
					eng, done := attentionEngine(b, lib, a.Attention, opts, want)
					defer done()
					step = func(n int) error {
						for range n {
							if _, _, err := eng.StepTokens(context.Background(), seqs); err != nil {
								return err
							}
						}
						return nil
					}
				} else {
					fb, err := ascend.NewBackend(lib, a.FFN, opts)
					if err != nil {
						b.Fatal(err)
					}
					defer fb.Close()
					tr, err := fb.ConnectFFN([]int{0}, func([]byte) error { return nil })
					if err != nil {
						b.Fatal(err)
					}
					defer tr.Close()
					counts := [][]int{{want[0]}, {want[1]}}
					step = func(n int) error {
						hs := make([]connector.StepHeader, n)
						for i := range hs {
							hs[i] = connector.StepHeader{Step: uint64(i), Stages: 2, Counts: counts}
						}
						stats := &runtime.FFNStats{}
						err := runtime.ServeFFN(context.Background(), &testControl{headers: hs, peers: []int{0}}, tr, fb, a.Wire, stats, nil)
						if err == nil && stats.Steps.Load() != int64(n) {
							err = fmt.Errorf("%d of %d steps ran", stats.Steps.Load(), n)
						}
						return err
					}
				}
				// Size the arenas. Each ServeFFN takes a queue, which the backend hands out from its
				// stages' streams in turn: two calls size both stages.
				for range 2 {
					if err := step(1); err != nil {
						b.Fatal(err)
					}
				}
				// One logged step counts the launches and the library calls.
				log := filepath.Join(b.TempDir(), "step.log")
				if err := ctl.Start(log); err != nil {
					b.Fatal(err)
				}
				if err := step(1); err != nil {
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
				if err := step(b.N); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(launches), "launches/step")
				b.ReportMetric(float64(calls), "calls/step")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(calls), "ns/call")
			})
		}
	}
}
