package weights

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/ir"
)

// TestOrderedJSON: a config keeps its key order through a decode and encode, with keys replaced in
// place, added at the end and deleted; what is not an object is refused.
func TestOrderedJSON(t *testing.T) {
	var o OrderedJSON
	if err := json.Unmarshal([]byte(`{"b": 1, "a": {"x": [1, 2]}, "c": "s"}`), &o); err != nil {
		t.Fatal(err)
	}
	if !o.Has("a") || o.Has("z") {
		t.Errorf("Has: a %v, z %v", o.Has("a"), o.Has("z"))
	}
	o.SetRaw("b", json.RawMessage("2"))
	o.SetRaw("d", json.RawMessage("true"))
	o.Del("c")
	out, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(out), `{"b":2,"a":{"x":[1,2]},"d":true}`; got != want {
		t.Errorf("encoded %s, want %s", got, want)
	}
	if err := json.Unmarshal([]byte(`[1, 2]`), &o); err == nil || !strings.Contains(err.Error(), "not a JSON object") {
		t.Errorf("a JSON array decoded as a config: %v", err)
	}
}

// TestWriteRandomStoresWrittenDType: a bf16 checkpoint of a module lowered at f32 stores bf16
// tensors (its config says bfloat16), while one lowered at bf16 keeps the tensors it declares f32
// (those HF keeps in fp32) in f32.
func TestWriteRandomStoresWrittenDType(t *testing.T) {
	for _, tc := range []struct {
		act      string
		wantNorm string
		wantBias string
	}{{"f32", "BF16", "BF16"}, {"bf16", "BF16", "F32"}} {
		m := &ir.Module{Name: "m", Attrs: ir.Attrs{"act_dtype": tc.act}}
		normDT := ir.BF16
		if tc.act == "f32" {
			normDT = ir.F32
		}
		m.AddParam(&ir.Param{Name: "norm", Ckpt: "model.norm.weight", Type: ir.T(normDT, 8)})
		m.AddParam(&ir.Param{Name: "bias", Ckpt: "model.bias", Type: ir.T(ir.F32, 4)})
		dir := t.TempDir()
		if _, _, err := WriteRandom(m, "m", []byte(`{"torch_dtype": "float32"}`), 1, dir, "bf16", 1<<20, 1<<20, nil); err != nil {
			t.Fatal(err)
		}
		c, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		for name, want := range map[string]string{"model.norm.weight": tc.wantNorm, "model.bias": tc.wantBias} {
			if info, _ := c.Info(name); info.DType != want {
				t.Errorf("module at %s: %s stored %s, want %s", tc.act, name, info.DType, want)
			}
		}
		c.Close()
		raw, err := os.ReadFile(filepath.Join(dir, "config.json"))
		if err != nil || !strings.Contains(string(raw), `"torch_dtype": "bfloat16"`) {
			t.Errorf("module at %s: config %s (%v), want torch_dtype bfloat16", tc.act, raw, err)
		}
	}
	if _, _, err := WriteRandom(&ir.Module{}, "m", []byte(`{}`), 1, t.TempDir(), "f16", 1<<20, 1<<20, nil); err == nil || !strings.Contains(err.Error(), "expected f32, bf16 or fp8") {
		t.Errorf("dtype f16: %v, want a refusal", err)
	}
}
