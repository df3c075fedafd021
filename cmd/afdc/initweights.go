package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime/weights"
)

type initWeightsCmd struct {
	modelFlag
	Seed      uint64 `default:"0" help:"Seed of the random weights; the same seed writes the same bytes."`
	Out       string `required:"" short:"o" type:"path" placeholder:"DIR" help:"Checkpoint folder to write (config.json + safetensors)."`
	DType     string `name:"dtype" default:"f32" enum:"f32,bf16,fp8" help:"Tensor dtype: f32, bf16, or fp8 (for a config with an FP8 quantization_config: its Linear weights as float8_e4m3fn with weight_scale_inv blocks, the rest bf16)."`
	ShardMiB  int64  `default:"2048" help:"Largest safetensors shard, MiB; a larger checkpoint is sharded with an index."`
	MaxGiB    int64  `name:"max-gib" default:"8" help:"Refuse to write a checkpoint larger than this many GiB."`
	NumLayers int64  `name:"num-layers" placeholder:"N" help:"Keep only the first N decoder layers (num_hidden_layers in the config written); default: all."`
}

func (c *initWeightsCmd) Help() string {
	return `Writes a deterministic random checkpoint in HuggingFace layout: config.json (the model's config with
the chosen dtype; without its quantization_config unless --dtype fp8) and model.safetensors, with
every tensor of the serving graph under its hub name (per-expert names). With --dtype fp8 the
weights DeepSeek ships in FP8 are quantised per block as DeepSeek does (scale_inv = max|w| / 448). Matrices are N(0, 1/fan_in), norm weights
1 + N(0, 0.2^2), biases N(0, 0.1^2), embeddings N(0, 1), and router correction biases N(0, 0.3^2) so
that the bias changes which experts are chosen. Each tensor's values depend only on the seed and its
name.`
}

func (c *initWeightsCmd) Run(e *env) error {
	cfg, err := compiler.LoadConfig(c.Model)
	if err != nil {
		return err
	}
	if c.NumLayers != 0 {
		if c.NumLayers < 1 || c.NumLayers > cfg.Layers {
			return fmt.Errorf("--num-layers %d: expected 1..%d (the layers of %s)", c.NumLayers, cfg.Layers, cfg.Name)
		}
		var kv orderedObject
		if err := json.Unmarshal(cfg.Raw, &kv); err != nil {
			return fmt.Errorf("%s: %w", cfg.Source, err)
		}
		kv.setRaw("num_hidden_layers", json.RawMessage(fmt.Sprint(c.NumLayers)))
		raw, err := json.Marshal(kv)
		if err != nil {
			return err
		}
		if cfg, err = compiler.ParseConfig(cfg.Source, cfg.Name, raw); err != nil {
			return err
		}
	}
	n, total, err := writeRandomCheckpoint(cfg, c.Seed, c.Out, c.DType, c.ShardMiB<<20, c.MaxGiB<<30, e.stderr)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s: %d tensors, %d bytes of %s weights (seed %d)\n", c.Out, n, total, c.DType, c.Seed)
	return nil
}

// writeRandomCheckpoint writes the random checkpoint of init-weights and returns its tensor count
// and bytes.
// With a progress writer it prints a line at every tenth of the tensors.
func writeRandomCheckpoint(cfg *compiler.Config, seed uint64, out, dtype string, shardBytes, maxBytes int64, progress ...io.Writer) (int, int64, error) {
	full, err := compiler.Lower(cfg, compiler.LowerOptions{})
	if err != nil {
		return 0, 0, err
	}
	if dtype == "fp8" && cfg.FP8 == nil {
		return 0, 0, fmt.Errorf("--dtype fp8: %s has no FP8 quantization_config, expected a config that declares one (deepseek-v3, deepseek-r1)", cfg.Name)
	}
	size := map[string]int64{"f32": 4, "bf16": 2, "fp8": 2}[dtype]
	var total int64
	for _, p := range full.Params {
		if !p.IsScale() {
			total += p.Elems() * size
		}
	}
	if total > maxBytes {
		return 0, 0, fmt.Errorf("%s at %s is %.1f GiB, above the limit of %.1f GiB (--max-gib): random weights of a full-size model are rarely what you want",
			cfg.Name, dtype, float64(total)/(1<<30), float64(maxBytes)/(1<<30))
	}
	var tensors []weights.Tensor
	var done int64
	next := 1
	for _, p := range full.Params {
		if p.IsScale() {
			continue // written with its FP8 weight
		}
		done += p.Elems() * size
		if len(progress) > 0 && progress[0] != nil && total > 0 && done*10 >= int64(next)*total {
			fmt.Fprintf(progress[0], "init-weights: %d%% (%.1f of %.1f GiB generated)\n", 100*done/total, float64(done)/(1<<30), float64(total)/(1<<30))
			next = int(10*done/total) + 1
		}
		shape := p.TensorShape()
		dims := make([]int64, len(shape))
		for i, d := range shape {
			dims[i] = d.N
		}
		for _, name := range p.Tensors() {
			v := randomTensor(seed, name, dims)
			switch {
			case dtype == "f32":
				tensors = append(tensors, weights.Tensor{Name: name, DType: "F32", Shape: dims, Data: weights.EncodeF32(v)})
			case dtype == "fp8" && p.Type.DType == ir.F8E4M3:
				q, scale := quantizeFP8(v, dims, p.Block)
				tensors = append(tensors,
					weights.Tensor{Name: name, DType: "F8_E4M3", Shape: dims, Data: q},
					weights.Tensor{Name: weights.ScaleName(name), DType: "F32", Shape: []int64{ceilDiv(dims[0], p.Block[0]), ceilDiv(dims[1], p.Block[1])}, Data: weights.EncodeF32(scale)})
			case p.Type.DType == ir.F32: // kept in fp32 by HF (router correction bias)
				tensors = append(tensors, weights.Tensor{Name: name, DType: "F32", Shape: dims, Data: weights.EncodeF32(v)})
			default:
				tensors = append(tensors, weights.Tensor{Name: name, DType: "BF16", Shape: dims, Data: weights.EncodeBF16(v)})
			}
		}
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return 0, 0, err
	}
	raw, err := rewriteConfig(cfg.Raw, dtype)
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %w", cfg.Source, err)
	}
	if err := os.WriteFile(filepath.Join(out, "config.json"), raw, 0o644); err != nil {
		return 0, 0, err
	}
	if len(progress) > 0 && progress[0] != nil {
		fmt.Fprintf(progress[0], "init-weights: writing %d tensors to %s\n", len(tensors), out)
	}
	if err := weights.WriteSharded(out, tensors, shardBytes); err != nil {
		return 0, 0, err
	}
	return len(tensors), total, nil
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// quantizeFP8 quantises a [rows, cols] matrix to e4m3fn per block of block[0] x block[1], the way
// DeepSeek's checkpoints are made: scale_inv = max|w| / 448 for the block, code = e4m3(w / scale_inv).
// It returns the codes and the [ceil(rows/b0), ceil(cols/b1)] scale_inv matrix.
func quantizeFP8(v []float32, dims []int64, block [2]int64) ([]byte, []float32) {
	rows, cols := dims[0], dims[1]
	sr, sc := ceilDiv(rows, block[0]), ceilDiv(cols, block[1])
	scale := make([]float32, sr*sc)
	for i := range rows {
		for j := range cols {
			k := (i/block[0])*sc + j/block[1]
			scale[k] = max(scale[k], float32(math.Abs(float64(v[i*cols+j]))))
		}
	}
	for k := range scale {
		if scale[k] == 0 {
			scale[k] = 1
		} else {
			scale[k] /= 448
		}
	}
	q := make([]byte, len(v))
	for i := range rows {
		for j := range cols {
			q[i*cols+j] = weights.Float32ToF8E4M3(v[i*cols+j] / scale[(i/block[0])*sc+j/block[1]])
		}
	}
	return q, scale
}

// randomTensor draws a tensor's values from a generator seeded by the seed and the tensor's name, so
// the values do not depend on the order tensors are written in.
func randomTensor(seed uint64, name string, dims []int64) []float32 {
	h := fnv.New64a()
	h.Write([]byte(name))
	rng := rand.New(rand.NewPCG(seed, h.Sum64()))
	n := int64(1)
	for _, d := range dims {
		n *= d
	}
	mean, sd := 0.0, 0.0
	switch {
	case strings.HasSuffix(name, "e_score_correction_bias"):
		sd = 0.3
	case strings.HasSuffix(name, "norm.weight"):
		mean, sd = 1, 0.2
	case strings.HasSuffix(name, ".bias"):
		sd = 0.1
	case strings.HasSuffix(name, "embed_tokens.weight"):
		sd = 1
	default:
		sd = 1 / math.Sqrt(float64(dims[len(dims)-1]))
	}
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(mean + sd*rng.NormFloat64())
	}
	return v
}

// rewriteConfig sets the checkpoint's dtype in both dialects' keys and drops quantization_config, so the
// config describes the tensors written next to it. Key order is kept.
func rewriteConfig(raw []byte, dtype string) ([]byte, error) {
	name := map[string]string{"f32": "float32", "bf16": "bfloat16", "fp8": "bfloat16"}[dtype]
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var kv orderedObject
	if err := dec.Decode(&kv); err != nil {
		return nil, err
	}
	if dtype != "fp8" {
		kv.del("quantization_config")
	}
	set := false
	for _, k := range []string{"torch_dtype", "dtype"} {
		if kv.has(k) {
			kv.set(k, name)
			set = true
		}
	}
	if !set {
		kv.set("torch_dtype", name)
	}
	out, err := json.MarshalIndent(kv, "", "  ")
	return append(out, '\n'), err
}

// orderedObject is a JSON object that keeps its key order through a decode and encode.
type orderedObject struct {
	keys []string
	vals map[string]json.RawMessage
}

func (o *orderedObject) UnmarshalJSON(b []byte) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return fmt.Errorf("config is not a JSON object")
	}
	o.vals = map[string]json.RawMessage{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return err
		}
		k := t.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return err
		}
		if _, dup := o.vals[k]; !dup {
			o.keys = append(o.keys, k)
		}
		o.vals[k] = v
	}
	return nil
}

func (o orderedObject) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range o.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		b.Write(kb)
		b.WriteByte(':')
		b.Write(o.vals[k])
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func (o *orderedObject) has(k string) bool { _, ok := o.vals[k]; return ok }

func (o *orderedObject) set(k, v string) {
	b, _ := json.Marshal(v)
	o.setRaw(k, b)
}

func (o *orderedObject) setRaw(k string, v json.RawMessage) {
	if !o.has(k) {
		o.keys = append(o.keys, k)
	}
	o.vals[k] = v
}

func (o *orderedObject) del(k string) {
	if !o.has(k) {
		return
	}
	delete(o.vals, k)
	for i, x := range o.keys {
		if x == k {
			o.keys = append(o.keys[:i], o.keys[i+1:]...)
			break
		}
	}
}
