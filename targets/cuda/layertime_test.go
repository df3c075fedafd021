package cuda

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/compiler"
	"afdc/ir"
)

// TestSections: the parts of a full program's step that the layer times bracket begin at the
// input norm, the post-attention norm (the split's cut) and the final norm, and are named by what
// they hold: MLA or GQA attention, a dense or MoE FFN, the head; every op belongs to exactly one.
func TestSections(t *testing.T) {
	for _, c := range []struct {
		model string
		want  []string
	}{
		{"tiny-deepseek-v3", []string{SectionEmbedding,
			SectionMLAAttention, SectionDenseFFN, SectionMLAAttention, SectionDenseFFN,
			SectionMLAAttention, SectionMoEFFN, SectionMLAAttention, SectionMoEFFN, SectionHead}},
		{"tiny-glm4-moe", []string{SectionEmbedding,
			SectionGQAAttention, SectionDenseFFN, SectionGQAAttention, SectionMoEFFN, SectionGQAAttention, SectionMoEFFN, SectionHead}},
	} {
		a := compileCase(t, c.model, compiler.BuildOptions{Target: "cuda", Stages: 1})
		f := a.Full.Func("forward")
		secs := sections(f)
		var got []string
		var starts []*ir.Op
		for i := range f.Body {
			if n, ok := secs[i]; ok {
				got = append(got, n)
				starts = append(starts, f.Body[i])
			}
		}
		if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("%s: parts (-want +got):\n%s", c.model, d)
		}
		if _, ok := secs[0]; !ok {
			t.Errorf("%s: the first op begins no part, expected every op in one", c.model)
		}
		// Each FFN part begins at the split's cut: the post-attention norm.
		for i, op := range starts {
			if got[i] == SectionDenseFFN || got[i] == SectionMoEFFN {
				if op.Kind != ir.OpRMSNorm || !strings.HasSuffix(op.Weights[0].Name, "post_attention_layernorm.weight") {
					t.Errorf("%s: part %d (%s) begins at %s, expected the post-attention norm", c.model, i, got[i], op.Info().Name)
				}
			}
		}
	}
}

// TestOpTimeSkip: with AFDC_CUDA_OPTIME_SKIP=2 the breakdown keeps what the first two steps gathered
// until the third begins, then starts afresh; without it nothing is cleared.
func TestOpTimeSkip(t *testing.T) {
	for _, c := range []struct {
		skip    string
		cleared int // the step at whose beginning the breakdown is cleared; 0: never
	}{{"2", 3}, {"", 0}, {"x", 0}} {
		t.Setenv(OpTimeSkipEnv, c.skip)
		b := &Backend{times: &opTimes{ms: map[string]float64{}, count: map[string]int{}, perOp: true}}
		b.driving.Store(true)
		for step := 1; step <= 4; step++ {
			b.countStep()
			got := b.times.count["op x"]
			want := step - 1
			if c.cleared != 0 && step >= c.cleared {
				want = step - c.cleared
			}
			if got != want {
				t.Fatalf("skip %q, step %d: %d steps' times kept, want %d", c.skip, step, got, want)
			}
			b.times.ms["op x"]++
			b.times.count["op x"]++
		}
	}
}

// TestDeviceMs: the device time sums the ops' spans and the transports' transfers, not the kernels
// (inside their ops) nor the layer sections, and clearing the breakdown does not clear it; without
// the per-op breakdown there is none.
func TestDeviceMs(t *testing.T) {
	b := &Backend{}
	if ms, ok := b.DeviceMs(); ok {
		t.Errorf("breakdown off: device time %v, want none", ms)
	}
	b.SetOpTimes(true)
	b.driving.Store(true) // as inside Drive: no device thread to hand over to
	for name, ms := range map[string]float64{"op linear": 2, "op moe_experts": 1.5, "kernel moe_gather": 0.75,
		"ipc send layer 0 stage 0": 0.25, sectionPrefix + SectionHead: 9} {
		b.times.add(name, ms)
	}
	if ms, ok := b.DeviceMs(); !ok || ms != 3.75 {
		t.Errorf("device time %v (measured %v), want 3.75 ms: two ops and a transfer", ms, ok)
	}
	b.ResetOpTimes()
	b.times.add("op linear", 1)
	if ms, ok := b.DeviceMs(); !ok || ms != 4.75 {
		t.Errorf("after a reset and 1 ms more: device time %v (measured %v), want 4.75 ms", ms, ok)
	}
	if got := b.OpTimes(); len(got) != 1 || got[0].Ms != 1 {
		t.Errorf("breakdown after the reset %v, want the 1 ms of op linear alone", got)
	}
	b.SetLayerTimes(true) // the layer sections alone
	if ms, ok := b.DeviceMs(); ok {
		t.Errorf("layer sections only: device time %v, want none", ms)
	}
}
