package paritytest

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"afdc/compiler"
	"afdc/runtime/weights"
)

// KVRank128 writes the built-in tiny-deepseek-v3 preset with kv_lora_rank 128 (its own 32 is less
// than one block of the FP8 KV cache's scales) and deterministic random f32 weights from seed into a
// folder of the test, and returns its config and the folder.
func KVRank128(t testing.TB, seed uint64) (*compiler.Config, string) {
	t.Helper()
	base, err := compiler.LoadConfig("tiny-deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	var kv weights.OrderedJSON
	if err := json.Unmarshal(base.Raw, &kv); err != nil {
		t.Fatal(err)
	}
	kv.SetRaw("kv_lora_rank", []byte("128"))
	raw, err := json.Marshal(kv)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := compiler.ParseConfig("tiny-deepseek-v3 with kv_lora_rank 128", "tiny-deepseek-v3-r128", raw)
	if err != nil {
		t.Fatal(err)
	}
	full, err := compiler.Lower(cfg, compiler.LowerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), cfg.Name)
	if _, _, err := weights.WriteRandom(full, cfg.Name, cfg.Raw, seed, dir, "f32", 1<<30, 1<<30, nil); err != nil {
		t.Fatal(err)
	}
	return cfg, dir
}
