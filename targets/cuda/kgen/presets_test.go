package kgen_test

import (
	"context"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/targets/cuda/kgen"
)

// realPresets are the shipped full-size models; every kernel of both their roles must pass llc.
var realPresets = []string{"deepseek-v2", "deepseek-v2-lite", "deepseek-v3", "deepseek-r1", "glm-4.5", "glm-4.5-air", "glm-4.6"}

func roleModules(t testing.TB, model, target string) []*ir.Module {
	t.Helper()
	c, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(c, compiler.BuildOptions{Target: target})
	if err != nil {
		t.Fatal(err)
	}
	return []*ir.Module{a.Attention, a.FFN}
}

func toolchain(t testing.TB) *kgen.Toolchain {
	t.Helper()
	tc, err := kgen.FindToolchain()
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	return tc
}

// TestLLCAcceptsPresets compiles every kernel of every real preset's role programs to PTX and checks
// that each launch-table entry is a PTX entry point.
func TestLLCAcceptsPresets(t *testing.T) {
	tc := toolchain(t)
	if testing.Short() {
		t.Skip("skipping: -short (llc over every preset takes tens of seconds)")
	}
	for _, model := range realPresets {
		for _, m := range roleModules(t, model, "cuda") {
			b, err := kgen.Generate(context.Background(), m, tc)
			if err != nil {
				t.Fatalf("%s %s: %v", model, m.Role, err)
			}
			if len(b.Launches) < 3 {
				t.Fatalf("%s %s: %d kernels, expected the casts and the role's ops", model, m.Role, len(b.Launches))
			}
			for _, l := range b.Launches {
				if !strings.Contains(b.PTX, ".entry "+l.Name+"(") {
					t.Errorf("%s %s: PTX has no entry %s", model, m.Role, l.Name)
				}
			}
		}
	}
}

// BenchmarkGenerateDeepSeekV3 times kernel generation for both DeepSeek-V3 role programs: plan,
// kernel IR, LLVM IR, and opt + llc to PTX (the programs are compiled once, outside the timer).
func BenchmarkGenerateDeepSeekV3(b *testing.B) {
	tc := toolchain(b)
	ms := roleModules(b, "deepseek-v3", "cuda")
	for b.Loop() {
		for _, m := range ms {
			if _, err := kgen.Generate(context.Background(), m, tc); err != nil {
				b.Fatal(err)
			}
		}
	}
}
