package targets_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/passes"
	"afdc/targets"
)

// passTarget is a target with a pass of its own.
type passTarget struct{ targets.Basic }

func (passTarget) Passes() []passes.Pass {
	return []passes.Pass{{Name: "count", Doc: "test", Fn: func(*passes.State) error { return nil }}}
}

// TestRegistry: a registered target is found by name with its passes in the pass table; an
// unknown name is an error listing the registered ones; a second registration of a name panics.
func TestRegistry(t *testing.T) {
	targets.Register(passTarget{targets.Basic{I: targets.Info{Name: "test-registry", ActDType: ir.F32}}})
	got, err := targets.Lookup("test-registry")
	if err != nil || got.Info().Name != "test-registry" {
		t.Fatalf("Lookup = %v, %v", got, err)
	}
	if ps := passes.TargetPipeline("test-registry"); len(ps) != 1 || ps[0].Name != "test-registry/count" {
		t.Errorf("the target's passes in the pass table: %v, expected test-registry/count", ps)
	}
	_, err = targets.Lookup("tpu")
	if err == nil || !strings.Contains(err.Error(), `unknown target "tpu", expected one of ascend, cpu, cuda, test-registry`) {
		t.Errorf("unknown target: %v", err)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "target cpu registered twice") {
			t.Errorf("a second cpu: recovered %v, expected a panic", r)
		}
	}()
	targets.Register(targets.Basic{I: targets.Info{Name: "cpu"}})
}

// TestWithActDType: the override changes the activation dtype only; the rules stay the target's.
func TestWithActDType(t *testing.T) {
	cuda, err := targets.Lookup("cuda")
	if err != nil {
		t.Fatal(err)
	}
	f := targets.WithActDType(cuda, ir.F32)
	if i := f.Info(); i.ActDType != ir.F32 || !i.ResidualF32 || i.Transport != "nccl" || cuda.Info().ActDType != ir.BF16 {
		t.Errorf("override %+v (original %v), expected f32 activations and the rest cuda's", i, cuda.Info().ActDType)
	}
	w := &ir.Param{Name: "w", Type: ir.T(ir.F8E4M3, 128, 128)}
	op := &ir.Op{Kind: ir.OpLinear, Result: &ir.Value{Type: ir.T(ir.BF16, ir.Sym("T"), 128)}, Weights: []*ir.Param{w}}
	if a, b := f.DeviceParamBytes(op, w, targets.CostOptions{}), cuda.DeviceParamBytes(op, w, targets.CostOptions{}); a != b || a != 128*128*2 {
		t.Errorf("device bytes %v with the override, %v without; expected cuda's bf16 %d", a, b, 128*128*2)
	}
	if arts, err := targets.None(ir.BF16).Artifacts(context.Background(), nil, targets.ArtifactOptions{}); arts != nil || err != nil {
		t.Errorf("a build without a target generated %v, %v", arts, err)
	}
}

// TestCheckDeviceArch: a build's device architecture is checked against the target's list; a target
// that generates no device code refuses any, and "" is every target's default.
func TestCheckDeviceArch(t *testing.T) {
	gpu := targets.Basic{I: targets.Info{Name: "gpu", DeviceArches: []string{"b", "a"}}}
	none := targets.None(ir.BF16)
	for _, c := range []struct {
		t    targets.Target
		arch string
		want string // "" accepted
	}{
		{gpu, "", ""}, {gpu, "a", ""}, {gpu, "b", ""},
		{gpu, "c", `device architecture "c" for target gpu, expected one of b, a`},
		{none, "", ""},
		{none, "a", `device architecture "a": target none generates no device code, expected none`},
	} {
		err := targets.CheckDeviceArch(c.t, c.arch)
		if got := fmt.Sprint(err); (c.want == "" && err != nil) || (c.want != "" && got != c.want) {
			t.Errorf("%s %q: %v, want %q", c.t.Info().Name, c.arch, err, c.want)
		}
	}
}
