package ir

// Version is the version of afdc's plan format. Executables of different versions refuse each other.
const Version = "0.1.0"

// Manifest is what a role executable needs to know about its program besides the program itself: the
// tensors it loads, the plan it belongs to and the wire schema it speaks. It is written as JSON next to
// each role program and inside each emitted executable's payload.
type Manifest struct {
	Format       int              `json:"format"`
	Version      string           `json:"version"`
	Model        string           `json:"model"`
	Architecture string           `json:"architecture"`
	Role         string           `json:"role"`
	Target       string           `json:"target"`
	Transport    string           `json:"transport,omitempty"` // the data plane: tcp, nccl, ipc, hccl
	Plan         string           `json:"plan"`
	Stages       int              `json:"stages"`
	GateOn       string           `json:"gate_on"`
	Layers       int              `json:"layers"`               // serving decoder layers of the model
	MaxPositions int              `json:"max_positions"`        // max_position_embeddings: the longest sequence
	MTPLayers    int              `json:"mtp_layers,omitempty"` // checkpoint layers after them, not served
	FP8Block     []int64          `json:"fp8_block,omitempty"`  // weight_scale_inv block size of FP8 tensors
	Params       int64            `json:"params"`
	WeightBytes  int64            `json:"weight_bytes"`
	Tensors      []ManifestTensor `json:"tensors"`
	Wire         []WireLayer      `json:"wire"`
	// EP is the number of expert ranks of an expert-parallel build (0: unsharded). Each MoE layer's
	// expert map is in its Wire entry; an expert rank loads only the experts the map gives it.
	EP int `json:"ep,omitempty"`
	// KVCache is the MLA latent cache's form where it is not the activations' type: "f8e4m3" (the
	// kv_cache attribute of the module's mla_attention ops) for a role that keeps the cache.
	KVCache string `json:"kv_cache,omitempty"`
}

// ManifestTensor is one checkpoint tensor a role loads.
type ManifestTensor struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
	Bytes int64   `json:"bytes"`
	// ScaleInv is the FP8 companion tensor ("<name>_scale_inv", f32), loaded with the weight.
	ScaleInv      string  `json:"scale_inv,omitempty"`
	ScaleInvShape []int64 `json:"scale_inv_shape,omitempty"`
}

// WireLayer is the payload schema of one layer's exchange between the roles.
type WireLayer struct {
	Layer   int          `json:"layer"`
	Kind    string       `json:"kind"`
	ToFFN   []WireTensor `json:"to_ffn"`
	FromFFN []WireTensor `json:"from_ffn"`
	// Expert parallel (Ranks > 1): ToFFN is a dispatch (per token sent to a rank: hidden,
	// expert_ids, expert_weights) and FromFFN a combine (per (token, expert) pair: expert_out); Map
	// is the rank of each expert. Zero and empty in an unsharded build.
	TopK  int     `json:"top_k,omitempty"`
	Ranks int     `json:"ranks,omitempty"`
	Map   []int64 `json:"expert_map,omitempty"`
}

// Wire tensor names of an expert-parallel layer.
const (
	WireExpertIDs     = "expert_ids"
	WireExpertWeights = "expert_weights"
	WireExpertOut     = "expert_out"
)

// WireTensor is one tensor of a payload: [tokens, Width] of DType.
type WireTensor struct {
	Name  string `json:"name"`
	DType string `json:"dtype"`
	Width int64  `json:"width"`
}

// BytesPerToken is the wire bytes one token costs in this layer's exchange, both directions. For an
// expert-parallel layer it is the expected cost under uniform routing: the hidden state to each
// distinct rank among the token's experts (ExpectedRanks), its routing to every rank, and one
// expert_out row per expert back.
func (w WireLayer) BytesPerToken() int64 {
	if w.Ranks > 0 && len(w.ToFFN) == 3 && len(w.FromFFN) == 1 {
		h, _ := ParseDType(w.ToFFN[0].DType)
		o, _ := ParseDType(w.FromFFN[0].DType)
		d := ExpectedRanks(w.Map, w.Ranks, w.TopK)
		return int64(float64(w.ToFFN[0].Width*h.Size())*d+0.5) + int64(w.Ranks*w.TopK*8) + int64(w.TopK)*w.FromFFN[0].Width*o.Size()
	}
	var n int64
	for _, ts := range [][]WireTensor{w.ToFFN, w.FromFFN} {
		for _, t := range ts {
			d, err := ParseDType(t.DType)
			if err != nil {
				continue
			}
			n += t.Width * d.Size()
		}
	}
	return n
}

// ManifestTensors lists the checkpoint tensors of the module's params in param order, stacked experts
// expanded to one entry per expert.
func ManifestTensors(m *Module) []ManifestTensor {
	var out []ManifestTensor
	for _, p := range m.Params {
		if p.IsScale() {
			continue // listed as its weight's ScaleInv
		}
		shape := p.TensorShape()
		dims := make([]int64, len(shape))
		for i, d := range shape {
			dims[i] = d.N
		}
		n, _ := shape.Elems()
		var scale []int64
		if s := p.ScaleShape(); s != nil {
			scale = []int64{s[0].N, s[1].N}
		}
		for _, name := range p.Tensors() {
			t := ManifestTensor{Name: name, DType: p.Type.DType.String(), Shape: dims, Bytes: n * p.Type.DType.Size()}
			if scale != nil {
				t.ScaleInv = name + "_scale_inv"
				t.ScaleInvShape = scale
			}
			out = append(out, t)
		}
	}
	return out
}
