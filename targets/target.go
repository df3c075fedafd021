// Package targets is where the machines afdc compiles for plug into the compiler: the Target
// interface each target's package implements and registers (what it computes in, how its role
// executables talk, its own passes, the files it generates, and how it executes a program, which the
// planner prices); the hardware profiles of the devices they run on (profiles/*.json, every figure
// measured, datasheet or placeholder); and the one step-time model that prices a role program on a
// profile from the op table's cost rules and the target's execution rules.
//
// It may import ir and passes; never compiler, the runtime, or a target's own package. The targets'
// packages (cpu/, cuda/, ascend/) import it; the compiler finds them only through the registry.
package targets

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"afdc/ir"
	"afdc/passes"
)

// Info is what a target is, as data: what the compiler lowers for it and what the command line
// reports of it.
type Info struct {
	Name string
	// ActDType is the dtype activations have between ops and on the wire.
	ActDType ir.DType
	// ActDTypes are the activation dtypes its backend computes in (ActDType among them).
	ActDTypes []ir.DType
	// ResidualF32 keeps the residual stream and the logits in f32 under narrower activations
	// (compiler.LowerOptions.ResidualF32 says how).
	ResidualF32 bool
	// Transport names the data plane between the roles.
	Transport string
	// Executes says whether afdc's runtime can run this target's programs today; a target that cannot
	// still compiles, so its programs and manifests can be inspected and checked.
	Executes bool
	// Executables says whether build writes role executables even though Executes is false: they
	// serve through the target's libraries, but their lowering is tested only against a fake of
	// them, never run on the hardware here.
	Executables bool
	// RandomWeights says whether its backend can make deterministic random weights on the device
	// instead of reading a checkpoint (runtime.LoadOptions.RandomWeights).
	RandomWeights bool
	// ExpertParallel says whether its role executables run expert-parallel programs (an --ep
	// build's expert_ffn, dispatch and combine); a target without it still compiles, inspects and
	// plans them.
	ExpertParallel bool
	// Device is the hardware profile its devices are judged against where a command asks whether
	// something fits and names none (inspect --ep); "" for none.
	Device string
	// Note is shown to users where support is reported.
	Note string
	// DeviceArches are the device architectures its generated code can be built for, its default
	// first (cuda: sm_90a, sm_80, sm_90); none for a target that generates no device code.
	DeviceArches []string
	// KVFP8 says whether it offers the FP8 MLA KV cache: mla_attention's kv_cache="f8e4m3" (a
	// build's --kv-cache fp8), the latent stored as runtime/kvfp8 defines it.
	KVFP8 bool
}

// Computes says whether the target's backend computes in activation dtype d.
func (i Info) Computes(d ir.DType) bool { return slices.Contains(i.ActDTypes, d) }

// Target is one kind of machine the role executables run on, as the compiler and the planner see it.
// Each target's package implements it and registers it with Register; nothing outside that package
// compares a target's name.
type Target interface {
	Info() Info
	// Passes are the target's own passes, run after the shared pipeline on its builds (Register
	// puts them into the pass table, passes.TargetPipeline).
	Passes() []passes.Pass
	// Artifacts generates the target's own files for the role programs (mods, attention then FFN):
	// nil when it has none.
	Artifacts(ctx context.Context, mods []*ir.Module, o ArtifactOptions) (*Artifacts, error)
	// Exec is how the target executes op in step s on profile p: what unit its work goes to, and
	// what its execution adds (launches, host waits, host copies). It is the planner's view of the
	// target's executor and lives beside it.
	Exec(op *ir.Op, s ir.Step, p *Profile, o CostOptions) Exec
	// DeviceParamBytes is what weight w of op takes in the target's memory.
	DeviceParamBytes(op *ir.Op, w *ir.Param, o CostOptions) float64
}

// ParamReadModel is a Target whose step-time model counts the bytes a step reads of a weight
// otherwise than the weight takes in memory (DeviceParamBytes): the count its profiles' rates were
// fitted with.
type ParamReadModel interface {
	ModelParamReadBytes(op *ir.Op, w *ir.Param, o CostOptions) float64
}

// ArtifactOptions are a build's choices for the files a target generates.
type ArtifactOptions struct {
	// DeviceArch is the device architecture of the generated code, one of Info.DeviceArches; ""
	// is the target's default.
	DeviceArch string
}

// CheckDeviceArch says whether t generates code for device architecture arch ("" is always its
// default).
func CheckDeviceArch(t Target, arch string) error {
	i := t.Info()
	switch {
	case arch == "" || slices.Contains(i.DeviceArches, arch):
		return nil
	case len(i.DeviceArches) == 0:
		return fmt.Errorf("device architecture %q: target %s generates no device code, expected none", arch, i.Name)
	}
	return fmt.Errorf("device architecture %q for target %s, expected one of %s", arch, i.Name, strings.Join(i.DeviceArches, ", "))
}

// Artifacts are the files a target generates for a build beside the role programs.
type Artifacts struct {
	// Files are written into the build's folder, in order, each named NAME-ROLE plus its Suffix.
	Files []File
	// Payload are, by role, the files a role executable embeds for its backend
	// (runtime.LoadOptions.Files).
	Payload map[ir.Role]map[string][]byte
}

// File is one generated file of a role.
type File struct {
	Role   ir.Role
	Suffix string // ".ptx", ".kernels.json", ...
	Data   []byte
}

// Basic is a target that executes every op as one launch on the unit its cost rule names, holds
// the checkpoint's weights as they are, and generates nothing beyond the role programs. A target
// with rules of its own embeds it and overrides them.
type Basic struct{ I Info }

func (b Basic) Info() Info          { return b.I }
func (Basic) Passes() []passes.Pass { return nil }
func (Basic) Artifacts(context.Context, []*ir.Module, ArtifactOptions) (*Artifacts, error) {
	return nil, nil
}
func (Basic) Exec(op *ir.Op, s ir.Step, _ *Profile, o CostOptions) Exec { return DefaultExec(op, s, o) }
func (Basic) DeviceParamBytes(_ *ir.Op, w *ir.Param, _ CostOptions) float64 {
	b, _ := w.Type.Bytes()
	return float64(b)
}

// None is the target of a build without one (graph, inspect): the model's own dtype, no transport.
func None(d ir.DType) Target {
	return Basic{I: Info{Name: "none", ActDType: d, ActDTypes: []ir.DType{d}}}
}

// WithActDType is t computing its activations in d instead of its own dtype.
func WithActDType(t Target, d ir.DType) Target {
	i := t.Info()
	i.ActDType = d
	return actDType{Target: t, info: i}
}

type actDType struct {
	Target
	info Info
}

func (a actDType) Info() Info { return a.info }

var (
	regMu sync.Mutex
	all   = map[string]Target{}
)

// Register makes t known to the compiler and puts its passes into the pass table. A target's
// package calls it at init; a name registered twice panics (a programming error).
func Register(t Target) {
	regMu.Lock()
	defer regMu.Unlock()
	name := t.Info().Name
	if _, dup := all[name]; dup {
		panic(fmt.Sprintf("targets: target %s registered twice", name))
	}
	all[name] = t
	if ps := t.Passes(); len(ps) > 0 {
		passes.RegisterTargetPasses(name, ps...)
	}
}

// Lookup finds a registered target by name.
func Lookup(name string) (Target, error) {
	regMu.Lock()
	t, ok := all[name]
	regMu.Unlock()
	if !ok {
		names := Names()
		if len(names) == 0 {
			return nil, fmt.Errorf("unknown target %q: this binary has no target registered", name)
		}
		return nil, fmt.Errorf("unknown target %q, expected one of %s", name, strings.Join(names, ", "))
	}
	return t, nil
}

// Names lists the registered target names, sorted.
func Names() []string {
	regMu.Lock()
	defer regMu.Unlock()
	var n []string
	for k := range all {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}
