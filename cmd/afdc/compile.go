package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"

	"afdc/compiler"
	"afdc/internal/selfexe"
	"afdc/ir"
	"afdc/passes"
	"afdc/runtime/payload"
	"afdc/targets"
)

type graphCmd struct {
	modelFlag
	planFlags
	Role   string `default:"full" enum:"full,attention,ffn" help:"Which program: full (the lowered model), attention or ffn (after every pass)."`
	Layers string `placeholder:"FIRST-LAST" help:"Only these decoder layers, e.g. 0-3 or 5 (real indices kept)."`
	Format string `default:"text" enum:"text,dot,json" help:"text (the IR's text form), dot (Graphviz; the split in two colours) or json."`
	Target string `help:"Lower for a target's activation dtype (cpu computes in f32); default: the model's dtype."`
}

func (g *graphCmd) Run(e *env) error {
	a, err := compileModel(g.Model, g.planFlags, g.Layers, compiler.BuildOptions{Target: g.Target})
	if err != nil {
		return err
	}
	mods := map[string]*ir.Module{"full": a.Full, "attention": a.Attention, "ffn": a.FFN}
	m := mods[g.Role]
	switch g.Format {
	case "text":
		_, err = fmt.Fprint(e.stdout, ir.Print(m))
	case "dot":
		if g.Role == "full" {
			_, err = fmt.Fprint(e.stdout, compiler.DOT(a.Attention, a.FFN))
		} else {
			_, err = fmt.Fprint(e.stdout, compiler.DOT(m))
		}
	case "json":
		var b []byte
		if b, err = ir.PrintJSON(m); err == nil {
			_, err = fmt.Fprintf(e.stdout, "%s\n", b)
		}
	}
	return err
}

type inspectCmd struct {
	modelFlag
	planFlags
	JSON     bool    `name:"json" help:"Print JSON instead of a table."`
	Target   string  `help:"Count wire bytes at a target's activation dtype; default: the model's dtype."`
	Hardware string  `placeholder:"NAME|FILE.json" help:"Add the modelled step time per role on this hardware profile (${profiles})."`
	Batch    float64 `default:"64" help:"Decode batch of the modelled step time (with --hardware)."`
	Context  float64 `default:"4096" help:"Tokens in each sequence's KV cache for the modelled step time (with --hardware)."`
	KVCache  string  `name:"kv-cache" default:"auto" enum:"auto,fp8" placeholder:"auto|fp8" help:"The KV cache counted, as afdc build's. ${kvcache}"`
}

func (c *inspectCmd) Help() string {
	return `total_params counts every checkpoint tensor the two roles load for the serving graph, once
(router correction biases included; MTP layers and FP8 weight_scale_inv tensors excluded).
active_params counts what one token touches on the same basis: everything but the routed experts it
does not choose (37,552,297,472 for DeepSeek-V3, of which 14,848 are router-bias scalars).
roles.attention.params + roles.ffn.params counts a tensor shared by design once per role that loads
it (with the default plan no tensor is shared, so the two add up to total_params).
weight_bytes includes FP8 scale tensors; wire_bytes_per_token_per_layer is the largest per-layer
exchange of one token, both directions, at the activation dtype.
With --hardware, "modelled step" prices one decode step of --batch sequences of --context tokens
from the op table's cost rules on one GPU of the profile: each op at the larger of bytes/bandwidth
and FLOPs/rate plus its launches; the exchange is the larger direction over the scale-up link plus a
latency per layer (afdc plan sizes whole deployments; docs/plan.md).`
}

func (c *inspectCmd) Run(e *env) error {
	a, err := compileModel(c.Model, c.planFlags, "", compiler.BuildOptions{Target: c.Target, KVCache: c.KVCache})
	if err != nil {
		return err
	}
	r := compiler.Inspect(a)
	var prof *targets.Profile
	if c.Hardware != "" {
		if prof, err = targets.LoadProfile(c.Hardware); err != nil {
			return err
		}
	} else if d := a.Target.Info().Device; c.EP > 1 && d != "" {
		// Whether every expert rank fits one device is the question an --ep build asks first.
		if prof, err = targets.LoadProfile(d); err != nil {
			return err
		}
	}
	r.EP = compiler.InspectEP(a, prof)
	if c.Hardware != "" {
		if c.Batch <= 0 || c.Context < 1 {
			return fmt.Errorf("--batch %v --context %v: expected a positive batch and at least 1 token of context", c.Batch, c.Context)
		}
		prof, err := targets.LoadProfile(c.Hardware)
		if err != nil {
			return err
		}
		st := compiler.ModelStep(a, prof, c.Batch, c.Context)
		r.StepTime = &st
	}
	if c.JSON {
		b, err := json.MarshalIndent(r, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(e.stdout, "%s\n", b)
		return err
	}
	w := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	row := func(k string, v any) { fmt.Fprintf(w, "%s\t%v\n", k, v) }
	row("model", r.Model)
	row("architecture", r.Architecture+" ("+r.ModelType+")")
	row("source", r.Source)
	row("layers", fmt.Sprintf("%d (%d dense, %d moe; %d mtp excluded from serving)", r.Layers.Total, r.Layers.Dense, r.Layers.MoE, r.Layers.MTPExcluded))
	row("total params", group(r.TotalParams))
	row("active params", group(r.ActiveParams)+" per token")
	for _, rs := range []struct {
		name string
		s    compiler.Stats
	}{{"attention", r.Roles.Attention}, {"ffn", r.Roles.FFN}} {
		row(rs.name+" role", fmt.Sprintf("%s params, %s weight bytes, %d tensors", group(rs.s.Params), group(rs.s.WeightBytes), rs.s.Tensors))
	}
	row("wire bytes/token/layer", group(r.WireBytesPerTokenPerLayer))
	row("kv cache bytes/token/layer", group(r.KVBytesPerTokenPerLayer))
	row("plan", fmt.Sprintf("%s (stages %d, gate on %s, target %s)", r.Plan, r.Stages, r.GateOn, r.Target))
	for _, er := range r.EP.Rows(group) {
		row(er[0], er[1])
	}
	if st := r.StepTime; st != nil {
		row("modelled step", fmt.Sprintf("attention %.4g ms, ffn %.4g ms, exchange %.4g ms (%s, batch %g, context %g)",
			st.AttentionMs, st.FFNMs, st.ExchangeMs, st.Hardware, st.Batch, st.Context))
	}
	if r.Support != "" {
		row("target support", r.Support)
	}
	return w.Flush()
}

// group writes n with thousands separators: 671,026,419,200.
func group(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 && s[i-1] != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return b.String()
}

type buildCmd struct {
	modelFlag
	planFlags
	GPUArch   string `name:"gpu-arch" placeholder:"sm_80|sm_90|sm_90a" help:"${gpuarch}"`
	KVCache   string `name:"kv-cache" default:"auto" enum:"auto,fp8" placeholder:"auto|fp8" help:"${kvcache}"`
	Target    string `required:"" enum:"cpu,cuda,ascend" placeholder:"TARGET" help:"Target machine: cpu (Go kernels, TCP), cuda (NCCL) or ascend (HCCL)."`
	Out       string `required:"" short:"o" type:"outdir" placeholder:"DIR" help:"Output folder."`
	DumpAfter string `placeholder:"PASS" help:"Print the modules after this pass to stderr (passes: ${passes})."`
	ActDType  string `name:"act-dtype" enum:",f32,bf16" default:"" placeholder:"f32|bf16" help:"Activation dtype between ops and on the wire; default: the target's (cpu f32, cuda bf16). A cuda build with f32 is the one its parity with the CPU reference is measured on."`
	Arch      string `default:"${hostarch}" enum:"amd64,arm64" help:"CPU architecture of the executables (amd64|arm64; default: this machine's). Another architecture's base is afdc-linux-ARCH beside afdc, or is cross-compiled when afdc runs in its source tree with Go installed."`
}

func (b *buildCmd) Help() string {
	return `Writes each role's program (DIR/MODEL-attention.afir, DIR/MODEL-ffn.afir) and manifest
(DIR/MODEL-ROLE.json: the checkpoint tensors the role loads with shapes, dtypes and bytes, the plan
id and the wire schema of every layer). For --target cpu it also writes the two executables,
DIR/MODEL-attention and DIR/MODEL-ffn: copies of this program with their role's payload, which run
from any folder with no toolchain (each answers --help). For --target cuda it also writes each
role's device kernels, generated for the model's widths: DIR/MODEL-ROLE.ll (LLVM IR), DIR/MODEL-ROLE.ptx
(compiled by llc, LLVM 19 or newer: apt-get install -y llvm-19) and DIR/MODEL-ROLE.kernels.json (the
launch table), and the two executables with each role's PTX and launch table in their payload; they
need the NVIDIA driver and cuBLAS 13 where they run (--device N picks the GPU). ascend also writes the
executables, which serve on CANN and HCCL, for --arch amd64 or arm64: its lowering is golden-tested against a recording fake of
CANN, not run on hardware, and on a machine without CANN they exit 1 naming the missing library.`
}

func (b *buildCmd) Run(e *env) error {
	if err := compiler.CheckExpertParallelBuild(b.Target, b.EP); err != nil {
		return err
	}
	var dump func(string, *passes.State)
	if b.DumpAfter != "" {
		dump = func(pass string, s *passes.State) {
			for _, m := range []*ir.Module{s.Full, s.Attention, s.FFN} {
				if m != nil {
					fmt.Fprintf(e.stderr, "# after %s: %s %s\n%s\n", pass, m.Name, m.Role, ir.Print(m))
				}
			}
		}
	}
	a, err := compileModel(b.Model, b.planFlags, "", compiler.BuildOptions{Target: b.Target, ActDType: b.ActDType, DumpAfter: b.DumpAfter, Dump: dump, DeviceArch: b.GPUArch, KVCache: b.KVCache})
	if err != nil {
		return err
	}
	files, err := writeBuild(a, b.Out, b.Arch)
	if err != nil {
		return err
	}
	for _, f := range files {
		fmt.Fprintln(e.stdout, f)
	}
	if info := a.Target.Info(); !info.Executes {
		fmt.Fprintf(e.stderr, "afdc: target %s: %s\n", info.Name, info.Note)
	}
	return nil
}

// writeBuild writes what build writes for a into dir: the programs and manifests, a target's device
// kernels, and the executables (for arch).
func writeBuild(a *compiler.Artifact, dir, arch string) ([]string, error) {
	b := struct{ Out, Arch string }{dir, arch} // the build flags it uses
	files, err := a.WriteFiles(b.Out)
	if err != nil {
		return nil, err
	}
	extra := map[ir.Role]map[string][]byte{}
	arts, tfiles, err := a.WriteTargetFiles(context.Background(), b.Out)
	if err != nil {
		return nil, err
	}
	files = append(files, tfiles...)
	if arts != nil {
		extra = arts.Payload
	}
	if info := a.Target.Info(); info.Executes || info.Executables {
		base, cleanup, err := selfexe.Base(b.Arch)
		if err != nil {
			return nil, err
		}
		defer cleanup()
		exes, err := writeExecutablesFrom(a, b.Out, base, extra)
		if err != nil {
			return nil, err
		}
		files = append(files, exes...)
	}
	return files, nil
}

// compileModel loads a model and compiles it with opts, its stages and gate from pf.
func compileModel(model string, pf planFlags, layers string, opts compiler.BuildOptions) (*compiler.Artifact, error) {
	cfg, err := compiler.LoadConfig(model)
	if err != nil {
		return nil, err
	}
	opts.Stages, opts.GateOn = pf.Stages, pf.GateOn
	if err := opts.SetExpertParallel(pf.EP, pf.ExpertMap); err != nil {
		return nil, err
	}
	if layers != "" {
		r, err := parseLayers(layers)
		if err != nil {
			return nil, err
		}
		opts.Layers = r
	}
	if pf.Stages < 1 {
		return nil, fmt.Errorf("--stages %d: expected 1 or more (1 is synchronous)", pf.Stages)
	}
	return compiler.Compile(cfg, opts)
}

// parseLayers reads "3" or "0-3".
func parseLayers(s string) (*compiler.LayerRange, error) {
	lo, hi, found := strings.Cut(s, "-")
	a, err1 := strconv.ParseInt(strings.TrimSpace(lo), 10, 64)
	b := a
	var err2 error
	if found {
		b, err2 = strconv.ParseInt(strings.TrimSpace(hi), 10, 64)
	}
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("--layers %q: expected a layer index or a range FIRST-LAST such as 0-3", s)
	}
	return &compiler.LayerRange{First: a, Last: b}, nil
}

// writeExecutables writes OUT/<model>-attention and OUT/<model>-ffn: this executable with each role's
// payload (manifest, program, config, and the target's files of the role: extra) appended.
func writeExecutables(a *compiler.Artifact, dir string, extra map[ir.Role]map[string][]byte) ([]string, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("find this executable to copy: %w", err)
	}
	return writeExecutablesFrom(a, dir, self, extra)
}

// writeExecutablesFrom is writeExecutables from another base executable: afdc built for the
// architecture the executables are for.
func writeExecutablesFrom(a *compiler.Artifact, dir, self string, extra map[ir.Role]map[string][]byte) ([]string, error) {
	var out []string
	for _, m := range []*ir.Module{a.Attention, a.FFN} {
		man, err := json.MarshalIndent(a.Manifest(m.Role), "", "  ")
		if err != nil {
			return nil, err
		}
		path := filepath.Join(dir, a.Config.Name+"-"+m.Role.String())
		files := map[string][]byte{payloadManifest: man, payloadProgram: []byte(ir.Print(m)), payloadConfig: a.Config.Raw}
		for name, data := range extra[m.Role] {
			files[name] = data
		}
		if err := payload.Write(self, path, files); err != nil {
			return nil, fmt.Errorf("write %s: %w", path, err)
		}
		out = append(out, path)
	}
	return out, nil
}
