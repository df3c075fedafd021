package bench

import (
	"strings"
	"testing"
)

// TestParseReferenceLines: the reference prints one object a line as it finishes each configuration; every
// whole line is attached to its bf16 result, a line cut short by a stopped reference ends the reading,
// and output with no object at all is an error.
func TestParseReferenceLines(t *testing.T) {
	res := []Result{{Weights: "bf16", Context: 1024, Batch: 8}, {Weights: "bf16", Context: 1024, Batch: 64}, {Weights: "bf16", Context: 4096, Batch: 8}}
	out := `{"context":1024,"batch":8,"step_ms":30,"attention_ms":5,"dense_ffn_ms":1,"moe_ffn_ms":4}
{"context":1024,"batch":64,"error":"out of memory: CUDA out of memory"}
{"context":4096,"batch":8,"step_`
	if err := parseReference([]byte(out), res); err != nil {
		t.Fatal(err)
	}
	if p := res[0].Reference; p == nil || p.StepMs != 30 || p.MoEFFNMs != 4 {
		t.Errorf("batch 8: %+v, expected its figures", p)
	}
	if p := res[1].Reference; p == nil || !strings.Contains(p.Error, "out of memory") {
		t.Errorf("batch 64: %+v, expected its error", p)
	}
	if res[2].Reference != nil {
		t.Errorf("the cut line was attached: %+v", res[2].Reference)
	}
	if err := parseReference([]byte(`{"context":`), res); err == nil || !strings.Contains(err.Error(), "one such object a line") {
		t.Errorf("no whole line: %v", err)
	}
}
