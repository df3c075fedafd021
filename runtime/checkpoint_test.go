package runtime

import (
	"path/filepath"
	"strings"
	"testing"

	_ "afdc/internal/testflags" // accept -update
	"afdc/ir"
	"afdc/runtime/weights"
)

func f32(name string, shape ...int64) weights.Tensor {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return weights.Tensor{Name: name, DType: "F32", Shape: shape, Data: make([]byte, 4*n)}
}

// TestOpenCheckpoint: a role accepts the other role's tensors and the MTP layers' (the checkpoint holds
// the whole model), and reports, all at once, a missing tensor, a mis-shaped one and one that belongs
// to no layer of the model.
func TestOpenCheckpoint(t *testing.T) {
	man := &ir.Manifest{Model: "m", Role: "ffn", Plan: "p1", Layers: 2, MTPLayers: 1, Tensors: []ir.ManifestTensor{
		{Name: "model.layers.0.mlp.gate_proj.weight", Shape: []int64{8, 4}},
		{Name: "model.layers.1.mlp.experts.0.up_proj.weight", Shape: []int64{8, 4}},
	}}
	good := []weights.Tensor{
		f32("model.layers.0.mlp.gate_proj.weight", 8, 4),
		f32("model.layers.1.mlp.experts.0.up_proj.weight", 8, 4),
		f32("model.embed_tokens.weight", 10, 4),             // the attention role's
		f32("model.layers.0.self_attn.o_proj.weight", 4, 4), // the attention role's
		f32("model.layers.2.eh_proj.weight", 4, 8),          // the MTP layer's
		f32("model.layers.2.self_attn.o_proj.weight_scale_inv", 1, 1),
	}
	dir := t.TempDir()
	if err := weights.WriteFile(filepath.Join(dir, "model.safetensors"), good, nil); err != nil {
		t.Fatal(err)
	}
	ck, err := OpenCheckpoint(dir, man)
	if err != nil {
		t.Fatalf("a checkpoint holding the whole model: %v", err)
	}
	ck.Close()

	bad := []weights.Tensor{
		f32("model.layers.0.mlp.gate_proj.weight", 4, 8), // transposed
		f32("model.layers.3.mlp.gate_proj.weight", 8, 4), // past layers + MTP layers
		f32("vision_tower.weight", 2),
	}
	dir = t.TempDir()
	if err := weights.WriteFile(filepath.Join(dir, "model.safetensors"), bad, nil); err != nil {
		t.Fatal(err)
	}
	_, err = OpenCheckpoint(dir, man)
	if err == nil {
		t.Fatal("a checkpoint of another model was accepted")
	}
	for _, want := range []string{
		"does not fit the ffn role of m (plan p1)",
		`tensor "model.layers.0.mlp.gate_proj.weight": shape [4 8], expected [8 4]`,
		`tensor "model.layers.1.mlp.experts.0.up_proj.weight": missing, expected shape [8 4]`,
		`tensor "model.layers.3.mlp.gate_proj.weight": unexpected`,
		`tensor "vision_tower.weight": unexpected`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}
