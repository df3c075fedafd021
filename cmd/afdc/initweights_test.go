package main

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime/weights"
)

// TestInitWeightsDTypesMatchConfig: a random checkpoint stores every tensor in the dtype its own
// config declares, whatever dtype the source config had. The tiny presets are f32; a bf16 or fp8
// checkpoint of one that kept f32 tensors under a bfloat16 config was read as f32 by the CPU and
// rounded to bf16 by the GPU, so the two disagreed on the same checkpoint.
func TestInitWeightsDTypesMatchConfig(t *testing.T) {
	base, err := compiler.LoadConfig("tiny-deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(base.Raw, &raw); err != nil {
		t.Fatal(err)
	}
	raw["quantization_config"] = map[string]any{"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8", "weight_block_size": []int{16, 16}}
	fp8Raw, err := json.Marshal(raw)
	if err != nil {
		t.Fatal(err)
	}
	fp8Cfg, err := compiler.ParseConfig("test", "tiny-deepseek-v3-fp8", fp8Raw)
	if err != nil {
		t.Fatal(err)
	}
	stored := map[ir.DType]string{ir.F32: "F32", ir.BF16: "BF16", ir.F8E4M3: "F8_E4M3"}
	for _, tc := range []struct {
		dtype string
		cfg   *compiler.Config
	}{{"f32", base}, {"bf16", base}, {"fp8", fp8Cfg}} {
		dir := filepath.Join(t.TempDir(), tc.dtype)
		if _, _, err := writeRandomCheckpoint(tc.cfg, 3, dir, tc.dtype, 1<<30, 1<<30, nil); err != nil {
			t.Fatalf("%s: %v", tc.dtype, err)
		}
		cfg, err := compiler.LoadConfig(dir)
		if err != nil {
			t.Fatalf("%s: reading the written config: %v", tc.dtype, err)
		}
		m, err := compiler.Lower(cfg, compiler.LowerOptions{})
		if err != nil {
			t.Fatal(err)
		}
		ck, err := weights.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]int{}
		for _, p := range m.Params {
			for _, name := range p.Tensors() {
				info, ok := ck.Info(name)
				if !ok {
					t.Errorf("%s: %s missing from the checkpoint", tc.dtype, name)
					continue
				}
				if !p.IsScale() {
					seen[info.DType]++
				}
				if want := stored[p.Type.DType]; info.DType != want {
					t.Errorf("%s: %s stored %s, its config declares %s (want %s)", tc.dtype, name, info.DType, p.Type.DType, want)
				}
			}
		}
		ck.Close()
		// Each checkpoint holds its own dtype (the FP8 block scales aside): an f32 one nothing else,
		// a bf16 one only the router's correction bias in f32 (as HF keeps it), an fp8 one FP8
		// matrices beside those.
		switch tc.dtype {
		case "f32":
			if len(seen) != 1 || seen["F32"] == 0 {
				t.Errorf("f32 checkpoint: stored dtypes %v, want F32 only", seen)
			}
		case "bf16":
			if len(seen) != 2 || seen["BF16"] == 0 || seen["F32"] != 2 {
				t.Errorf("bf16 checkpoint: stored dtypes %v, want BF16 and the 2 MoE layers' correction biases in F32", seen)
			}
		case "fp8":
			if len(seen) != 3 || seen["F8_E4M3"] == 0 || seen["BF16"] == 0 || seen["F32"] != 2 {
				t.Errorf("fp8 checkpoint: stored dtypes %v, want F8_E4M3, BF16 and the 2 correction biases in F32", seen)
			}
		}
	}
}

// TestInitWeightsFlagsCheckedFirst: a shard or size limit that is not a positive count, or whose
// bytes pass int64, is refused before anything is generated or written.
func TestInitWeightsFlagsCheckedFirst(t *testing.T) {
	for _, tc := range []struct {
		flag, want string
	}{
		{"--shard-mib=9223372036854775807", "--shard-mib 9223372036854775807: expected a positive number of MiB, at most 8796093022207"},
		{"--shard-mib=0", "--shard-mib 0: expected a positive number of MiB"},
		{"--shard-mib=-5", "--shard-mib -5: expected a positive number of MiB"},
		{"--max-gib=0", "--max-gib 0: expected a positive number of GiB, at most 8589934591"},
		{"--max-gib=9223372036854775807", "--max-gib 9223372036854775807: expected a positive number of GiB"},
	} {
		out := filepath.Join(t.TempDir(), "w")
		_, stderr, code := afdcRun("init-weights", "--model", "tiny-deepseek-v3", "-o", out, tc.flag)
		if code == 0 || !strings.Contains(stderr, tc.want) || strings.Contains(stderr, "init-weights:") {
			t.Errorf("init-weights %s: exit %d, stderr %q, want an error containing %q and no progress", tc.flag, code, stderr, tc.want)
		}
		if _, err := os.Stat(out); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("init-weights %s: %s exists (%v), want nothing written", tc.flag, out, err)
		}
	}
}
