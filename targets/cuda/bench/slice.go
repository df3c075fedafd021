package bench

import (
	"encoding/json"
	"fmt"
	"strconv"

	"afdc/compiler"
	"afdc/runtime/weights"
	"afdc/targets/cuda"
)

// SliceConfig is the benchmark slice of a DeepSeek-V3-shaped config: its full width cut to layers
// decoder layers, the first dense of them dense and the rest MoE. Without fp8 the
// quantization_config is dropped, so every weight is bf16; with it the checkpoint's FP8 matrices
// stay FP8 (128x128 block scales).
func SliceConfig(base *compiler.Config, layers, dense int, fp8 bool) (*compiler.Config, error) {
	if layers < 1 || dense < 0 || dense > layers {
		return nil, fmt.Errorf("slice of %s: %d layers with %d dense, expected 1 or more layers and 0 to %d dense", base.Name, layers, dense, layers)
	}
	var kv weights.OrderedJSON
	if err := json.Unmarshal(base.Raw, &kv); err != nil {
		return nil, err
	}
	if fp8 && !kv.Has("quantization_config") {
		return nil, fmt.Errorf("slice of %s: fp8 weights asked for, expected a config with an FP8 quantization_config", base.Name)
	}
	kv.SetRaw("num_hidden_layers", []byte(strconv.Itoa(layers)))
	kv.SetRaw("first_k_dense_replace", []byte(strconv.Itoa(dense)))
	if !fp8 {
		kv.Del("quantization_config")
	}
	raw, err := json.Marshal(kv)
	if err != nil {
		return nil, err
	}
	w := "bf16"
	if fp8 {
		w = "fp8"
	}
	name := fmt.Sprintf("%s-%dl-%dd-%s", base.Name, layers, dense, w)
	return compiler.ParseConfig(fmt.Sprintf("%s cut to %d layers (%d dense)", base.Source, layers, dense), name, raw)
}

// SliceCompiler compiles the benchmark slice (SliceLayers, SliceDense) of model for this target in
// each weight form, as a build for ranks expert ranks (1: the unsharded build), with the KV cache
// kv (compiler.BuildOptions.KVCache: "" or "auto", "fp8"; an FP8 cache's slice is named with
// "-kvfp8").
func SliceCompiler(model, kv string) func(weights string, stages, ranks int) (*Slice, error) {
	return func(weights string, stages, ranks int) (*Slice, error) {
		base, err := compiler.LoadConfig(model)
		if err != nil {
			return nil, err
		}
		cfg, err := SliceConfig(base, SliceLayers, SliceDense, weights == "fp8")
		if err != nil {
			return nil, err
		}
		o := compiler.BuildOptions{Target: cuda.Target{}.Info().Name, Stages: stages, KVCache: kv}
		if err := o.SetExpertParallel(ranks, ""); err != nil {
			return nil, err
		}
		a, err := compiler.Compile(cfg, o)
		if err != nil {
			return nil, err
		}
		name := a.Config.Name
		if kv == "fp8" {
			name += "-kvfp8"
		}
		return &Slice{Model: base.Name, Name: name, Full: a.Full, Attention: a.Attention, FFN: a.FFN, Wire: a.Wire, Plan: a.Plan}, nil
	}
}

// UnshardedSliceCompiler is SliceCompiler's unsharded build, the Compile of the decode, prefill and
// calibration benches.
func UnshardedSliceCompiler(model, kv string) Compile {
	c := SliceCompiler(model, kv)
	return func(weights string, stages int) (*Slice, error) { return c(weights, stages, 1) }
}
