package compiler

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"afdc/ir"
	"afdc/passes"
	"afdc/targets"
)

// BuildOptions are the user's choices for one compile.
type BuildOptions struct {
	Target string // a registered target's name (targets.Names); "" means the model's own dtype and no target
	Stages int    // micro-batch stages; 0 means passes.DefaultStages
	GateOn string // "ffn" or "attention"; "" means "ffn"
	// DumpAfter names a pass after which Dump is called with the pipeline's state.
	DumpAfter string
	Dump      func(pass string, s *passes.State)
	// VerifyEach runs the verifier after every pass (tests do).
	VerifyEach bool
	// Layers restricts the compile to a range of decoder layers (for viewing).
	Layers *LayerRange
	// EP spreads each MoE layer's routed experts over EP expert ranks (0, 1: unsharded); ExpertMap
	// places them (by layer, the rank of each expert; a layer left out gets contiguous blocks).
	EP        int
	ExpertMap map[int][]int64
	// ActDType overrides the target's activation dtype ("f32", "bf16"; "" keeps it): a cuda build
	// with f32 activations is the one its parity with the CPU reference is measured on.
	ActDType string
	// DeviceArch is the device architecture of the target's generated code (targets.Info's
	// DeviceArches; cuda: sm_80, sm_90 or sm_90a); "" is the target's default.
	DeviceArch string
	// KVCache is the form of the KV cache (KVCacheOptions): "" or "auto" keeps it in the
	// activations' type; "fp8" stores the MLA latent cache as FP8 (kv_cache="f8e4m3" on every
	// mla_attention op), for an MLA model on a target that offers it (targets.Info.KVFP8).
	KVCache string
}

// KVCacheOptions are the values BuildOptions.KVCache accepts ("" reads as "auto").
var KVCacheOptions = []string{"auto", "fp8"}

// CheckKVCache checks the KV cache option kv ("", "auto" or "fp8") for model c on the target named
// target ("" for none) without compiling: what Compile would refuse, e.g. before a container image
// is written that builds with it.
func CheckKVCache(c *Config, target, kv string) error {
	tgt := targets.None(c.DType)
	if target != "" {
		t, err := targets.Lookup(target)
		if err != nil {
			return err
		}
		tgt = t
	}
	_, err := kvCacheDType(c, tgt, BuildOptions{Target: target, KVCache: kv})
	return err
}

// kvCacheDType checks the KV cache option o.KVCache for model c on target tgt and gives the cache
// dtype lowering puts on the attention ops: InvalidDType for the activations' type, F8E4M3 for the
// FP8 MLA cache. A build without a target (graph, inspect) may ask for it: the programs are the
// same on every target that offers it.
func kvCacheDType(c *Config, tgt targets.Target, o BuildOptions) (ir.DType, error) {
	switch o.KVCache {
	case "", "auto":
		return ir.InvalidDType, nil
	case "fp8":
	default:
		return ir.InvalidDType, fmt.Errorf("kv cache %q, expected one of %s (auto: the activations' type; fp8: the MLA latent as FP8)", o.KVCache, strings.Join(KVCacheOptions, ", "))
	}
	if !c.Family.IsMLA() {
		return ir.InvalidDType, fmt.Errorf("kv cache fp8: %s (%s) has grouped-query attention, and the FP8 KV cache is built for MLA attention only (DeepSeek models); expected auto", c.Name, c.ModelType)
	}
	if info := tgt.Info(); o.Target != "" && !info.KVFP8 {
		var offer []string
		for _, n := range targets.Names() {
			if t, err := targets.Lookup(n); err == nil && t.Info().KVFP8 {
				offer = append(offer, n)
			}
		}
		return ir.InvalidDType, fmt.Errorf("kv cache fp8: target %s does not offer the FP8 MLA KV cache, expected auto, or a target that does (%s)", info.Name, strings.Join(offer, ", "))
	}
	if c.KVLoraRank <= 0 || c.KVLoraRank%ir.KVFP8Block != 0 {
		return ir.InvalidDType, fmt.Errorf("kv cache fp8: %s has kv_lora_rank %d, expected a positive multiple of %d (the FP8 cache keeps one scale per %d latent values)", c.Name, c.KVLoraRank, ir.KVFP8Block, ir.KVFP8Block)
	}
	return ir.F8E4M3, nil
}

// Artifact is the result of a compile: the three modules, the plan and the wire schema; Manifest
// describes each module (the full module's is what the monolithic reference loads).
type Artifact struct {
	Config    *Config
	Target    targets.Target
	Full      *ir.Module
	Attention *ir.Module
	FFN       *ir.Module
	Plan      string
	Wire      []ir.WireLayer
	Opts      passes.Options // the plan options, defaults filled in
	// DeviceArch is the device architecture the target's files are generated for ("" its default).
	DeviceArch string

	manifests map[ir.Role]*ir.Manifest // built by Manifest, once per role
}

// Compile lowers the model and runs the pass pipeline into the two role programs.
func Compile(c *Config, o BuildOptions) (*Artifact, error) {
	tgt := targets.None(c.DType)
	if o.Target != "" {
		t, err := targets.Lookup(o.Target)
		if err != nil {
			return nil, err
		}
		tgt = t
	}
	if err := targets.CheckDeviceArch(tgt, o.DeviceArch); err != nil {
		return nil, err
	}
	if o.ActDType != "" {
		d, err := ir.ParseDType(o.ActDType)
		if err != nil || (d != ir.F32 && d != ir.BF16) {
			return nil, fmt.Errorf("activation dtype %q, expected f32 or bf16", o.ActDType)
		}
		tgt = targets.WithActDType(tgt, d)
	}
	// A target may keep the residual stream and the logits in f32 under narrower activations
	// (lowerer.resName says why); the others lower the model as it is.
	kv, err := kvCacheDType(c, tgt, o)
	if err != nil {
		return nil, err
	}
	info := tgt.Info()
	full, err := Lower(c, LowerOptions{ActDType: info.ActDType, Layers: o.Layers, ResidualF32: info.ResidualF32, KVCache: kv})
	if err != nil {
		return nil, err
	}
	popts := passes.Options{Stages: o.Stages, GateOn: o.GateOn, Version: ir.Version, EP: o.EP, ExpertMap: o.ExpertMap}
	if o.Target != "" {
		popts.Target, popts.Transport = info.Name, info.Transport
	}
	st := &passes.State{Full: full, Opts: popts}
	hooks := passes.Hooks{VerifyEach: o.VerifyEach, DumpAfter: o.DumpAfter, Dump: o.Dump}
	if err := passes.Run(st, hooks); err != nil {
		return nil, fmt.Errorf("compile %s: %w", c.Name, err)
	}
	return &Artifact{Config: c, Target: tgt, Full: st.Full, Attention: st.Attention, FFN: st.FFN,
		Plan: st.Plan, Wire: st.Schema, Opts: st.Opts, DeviceArch: o.DeviceArch}, nil
}

// Manifest describes the module of a role (full, attention or ffn). It is built on demand: the
// manifests of a large model list tens of thousands of tensors that graph and inspect never need.
// Not safe for concurrent use.
func (a *Artifact) Manifest(r ir.Role) *ir.Manifest {
	if man, ok := a.manifests[r]; ok {
		return man
	}
	if a.manifests == nil {
		a.manifests = map[ir.Role]*ir.Manifest{}
	}
	a.manifests[r] = a.buildManifest(r)
	return a.manifests[r]
}

func (a *Artifact) buildManifest(r ir.Role) *ir.Manifest {
	m := map[ir.Role]*ir.Module{ir.RoleFull: a.Full, ir.RoleAttention: a.Attention, ir.RoleFFN: a.FFN}[r]
	o := a.Opts
	st := ModuleStats(m)
	return &ir.Manifest{
		Format: 1, Version: ir.Version, Model: a.Config.Name, Architecture: a.Config.Architecture,
		Role: m.Role.String(), Target: a.Target.Info().Name, Transport: a.Target.Info().Transport, Plan: a.Plan, Stages: o.Stages, GateOn: o.GateOn,
		Params: st.Params, WeightBytes: st.WeightBytes, Tensors: ir.ManifestTensors(m), Wire: a.Wire,
		Layers: int(a.Config.Layers), MaxPositions: int(a.Config.MaxPos), MTPLayers: int(a.Config.MTPLayers), FP8Block: fp8Block(a.Config),
		EP: epOf(o), KVCache: kvCacheOf(m),
	}
}

// kvCacheOf is the kv_cache attribute of m's mla_attention ops ("" for none: the activations'
// type, or a module without MLA attention). Lowering gives every op of a module the same.
func kvCacheOf(m *ir.Module) string {
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			if op.Kind == ir.OpMLAAttention {
				s, _ := op.Attrs.Str("kv_cache")
				return s
			}
		}
	}
	return ""
}

func fp8Block(c *Config) []int64 {
	if c.FP8 == nil {
		return nil
	}
	return c.FP8.Block[:]
}

// Stats are the sizes of what a module loads.
type Stats struct {
	Params      int64 `json:"params"`
	WeightBytes int64 `json:"weight_bytes"`
	Tensors     int64 `json:"tensors"`
	// ScaleTensors counts FP8 weight_scale_inv tensors; their bytes are in WeightBytes, their
	// scalars are not parameters.
	ScaleTensors int64 `json:"scale_tensors"`
}

// ModuleStats counts the parameters, bytes and checkpoint tensors of a module.
func ModuleStats(m *ir.Module) Stats {
	var s Stats
	for _, p := range m.Params {
		if p.IsScale() {
			continue // counted with its weight below (ScaleShape)
		}
		n := p.Elems()
		s.Params += n
		s.WeightBytes += n * p.Type.DType.Size()
		k := max(p.Experts, 1)
		s.Tensors += k
		if sh := p.ScaleShape(); sh != nil {
			s.ScaleTensors += k
			s.WeightBytes += k * sh[0].N * sh[1].N * 4
		}
	}
	return s
}

// WriteFiles writes each role's program (NAME-ROLE.afir) and manifest (NAME-ROLE.json) into dir.
func (a *Artifact) WriteFiles(dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("output folder: %w", err)
	}
	var written []string
	for _, m := range []*ir.Module{a.Attention, a.FFN} {
		base := filepath.Join(dir, a.Config.Name+"-"+m.Role.String())
		man, err := json.MarshalIndent(a.Manifest(m.Role), "", "  ")
		if err != nil {
			return written, err
		}
		for _, f := range []struct {
			path string
			data []byte
		}{{base + ".afir", []byte(ir.Print(m))}, {base + ".json", append(man, '\n')}} {
			if err := os.WriteFile(f.path, f.data, 0o644); err != nil {
				return written, fmt.Errorf("write %s: %w", f.path, err)
			}
			written = append(written, f.path)
		}
	}
	return written, nil
}

// WriteTargetFiles generates the target's own files for the role programs (Target.Artifacts, for
// the build's DeviceArch) and writes them into dir as NAME-ROLE plus each file's suffix. It returns
// the artifacts too, for the executables' payloads; a target with none gives nil and writes nothing.
func (a *Artifact) WriteTargetFiles(ctx context.Context, dir string) (*targets.Artifacts, []string, error) {
	arts, err := a.Target.Artifacts(ctx, []*ir.Module{a.Attention, a.FFN}, targets.ArtifactOptions{DeviceArch: a.DeviceArch})
	if err != nil || arts == nil {
		return nil, nil, err
	}
	var written []string
	for _, f := range arts.Files {
		path := filepath.Join(dir, a.Config.Name+"-"+f.Role.String()+f.Suffix)
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			return nil, written, fmt.Errorf("write %s: %w", path, err)
		}
		written = append(written, path)
	}
	return arts, written, nil
}
