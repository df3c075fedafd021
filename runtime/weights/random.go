package weights

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

	"afdc/ir"
)

// WriteRandom writes a deterministic random checkpoint of the model full (its every parameter, under
// its hub names) into out: config.json (rawConfig with dtype's torch_dtype; without its
// quantization_config unless dtype is fp8) and safetensors shards of at most shardBytes, with
// dtype f32, bf16 or fp8 (the FP8 matrices quantised per block, the rest bf16). Whatever dtype full
// was lowered at, every tensor is stored as the written config declares it, so that any loader
// reads the same values: in bf16 and fp8 only the parameters HF keeps in fp32 beside bf16 weights
// (the router's correction bias, f32 in a module lowered at bf16) stay f32. name names the model in
// errors; a checkpoint above maxBytes is refused. It returns the tensor count and bytes. With a
// progress writer (nil for none) it prints a line at every tenth of the bytes generated and one
// before the files are written.
func WriteRandom(full *ir.Module, name string, rawConfig []byte, seed uint64, out, dtype string, shardBytes, maxBytes int64, progress io.Writer) (int, int64, error) {
	if dtype != "f32" && dtype != "bf16" && dtype != "fp8" {
		return 0, 0, fmt.Errorf("dtype %q: expected f32, bf16 or fp8", dtype)
	}
	// A module lowered at f32 declares every parameter f32: none of them is one HF keeps in fp32.
	lowF32 := fmt.Sprint(full.Attrs["act_dtype"]) == ir.F32.String()
	stored := func(p *ir.Param) string {
		switch {
		case dtype == "f32" || p.Type.DType == ir.F32 && !lowF32:
			return "F32"
		case dtype == "fp8" && p.Type.DType == ir.F8E4M3:
			return "F8_E4M3"
		}
		return "BF16"
	}
	// storedBytes is what p's tensors take as stored.
	storedBytes := func(p *ir.Param) int64 {
		n, _ := DTypeSize(stored(p))
		return p.Elems() * n
	}
	var total int64
	for _, p := range full.Params {
		if !p.IsScale() {
			total += storedBytes(p)
		}
	}
	if total > maxBytes {
		return 0, 0, fmt.Errorf("%s at %s is %.1f GiB, above the limit of %.1f GiB (--max-gib): random weights of a full-size model are rarely what you want",
			name, dtype, float64(total)/(1<<30), float64(maxBytes)/(1<<30))
	}
	var tensors []Tensor
	var done int64
	next := int64(1)
	for _, p := range full.Params {
		if p.IsScale() {
			continue // written with its FP8 weight
		}
		done += storedBytes(p)
		if progress != nil && total > 0 && done*10 >= next*total {
			fmt.Fprintf(progress, "init-weights: %d%% (%.1f of %.1f GiB generated)\n", 100*done/total, float64(done)/(1<<30), float64(total)/(1<<30))
			next = 10*done/total + 1
		}
		shape := p.TensorShape()
		dims := make([]int64, len(shape))
		for i, d := range shape {
			dims[i] = d.N
		}
		for _, name := range p.Tensors() {
			v := randomTensor(seed, name, dims)
			switch stored(p) {
			case "F32":
				tensors = append(tensors, Tensor{Name: name, DType: "F32", Shape: dims, Data: EncodeF32(v)})
			case "F8_E4M3":
				q, scale := quantizeFP8(v, dims, p.Block)
				tensors = append(tensors,
					Tensor{Name: name, DType: "F8_E4M3", Shape: dims, Data: q},
					Tensor{Name: ScaleName(name), DType: "F32", Shape: []int64{ceilDiv(dims[0], p.Block[0]), ceilDiv(dims[1], p.Block[1])}, Data: EncodeF32(scale)})
			default:
				tensors = append(tensors, Tensor{Name: name, DType: "BF16", Shape: dims, Data: EncodeBF16(v)})
			}
		}
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return 0, 0, err
	}
	raw, err := rewriteConfig(rawConfig, dtype)
	if err != nil {
		return 0, 0, fmt.Errorf("%s config: %w", name, err)
	}
	if err := os.WriteFile(filepath.Join(out, "config.json"), raw, 0o644); err != nil {
		return 0, 0, err
	}
	if progress != nil {
		fmt.Fprintf(progress, "init-weights: writing %d tensors to %s\n", len(tensors), out)
	}
	if err := WriteSharded(out, tensors, shardBytes); err != nil {
		return 0, 0, err
	}
	return len(tensors), total, nil
}

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
			q[i*cols+j] = Float32ToF8E4M3(v[i*cols+j] / scale[(i/block[0])*sc+j/block[1]])
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
	var kv OrderedJSON
	if err := dec.Decode(&kv); err != nil {
		return nil, err
	}
	if dtype != "fp8" {
		kv.Del("quantization_config")
	}
	set := false
	for _, k := range []string{"torch_dtype", "dtype"} {
		if kv.Has(k) {
			kv.Set(k, name)
			set = true
		}
	}
	if !set {
		kv.Set("torch_dtype", name)
	}
	out, err := json.MarshalIndent(kv, "", "  ")
	return append(out, '\n'), err
}

// OrderedJSON is a JSON object that keeps its key order through a decode and encode.
type OrderedJSON struct {
	keys []string
	vals map[string]json.RawMessage
}

func (o *OrderedJSON) UnmarshalJSON(b []byte) error {
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

func (o OrderedJSON) MarshalJSON() ([]byte, error) {
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

func (o *OrderedJSON) Has(k string) bool { _, ok := o.vals[k]; return ok }

func (o *OrderedJSON) Set(k, v string) {
	b, _ := json.Marshal(v)
	o.SetRaw(k, b)
}

func (o *OrderedJSON) SetRaw(k string, v json.RawMessage) {
	if !o.Has(k) {
		o.keys = append(o.keys, k)
	}
	o.vals[k] = v
}

func (o *OrderedJSON) Del(k string) {
	if !o.Has(k) {
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
