package passes

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"afdc/ir"
)

// Pass is one named step of the pipeline.
type Pass struct {
	Name string
	Fn   func(*State) error
	Doc  string
}

// State is what the passes read and write. Full is the input; split creates Attention and FFN.
type State struct {
	Full, Attention, FFN *ir.Module
	Opts                 Options
	Schema               []LayerSchema // set by wire, one per decoder layer, ascending layer
	Plan                 string        // plan id, set by wire
}

// Options are the build options the passes read.
type Options struct {
	Stages  int    // micro-batch stages per step; 0 means the default 2; must be >= 1
	GateOn  string // where the MoE router runs: "ffn" (default when empty) or "attention"
	Version string // afdc version, part of the plan id
	// Target and Transport name the machine the executables run on and their data plane ("cuda",
	// "nccl"); both enter the plan id, so executables of different targets refuse each other. Empty
	// for a build without a target (graph, inspect), whose plan id stays target-free.
	Target    string
	Transport string
	// EP is the number of expert ranks the routed experts of every MoE layer are spread over (0 and
	// 1: none, the unsharded build; the normalized options keep 0 as given). With EP > 1 routing runs on the attention side (GateOn
	// defaults to it; "ffn" is refused), and the shard pass rewrites the role modules (docs/ep.md).
	EP int
	// ExpertMap places a MoE layer's experts on ranks: by layer, the rank of each expert. A layer
	// it leaves out gets ir.ContiguousMap. Read only when EP > 1.
	ExpertMap map[int][]int64
}

// Gate placements.
const (
	GateOnFFN       = "ffn"
	GateOnAttention = "attention"
)

// DefaultStages is the stage count used when Options.Stages is 0.
const DefaultStages = 2

// normalized fills in the defaults and checks the options.
func (o Options) normalized() (Options, error) {
	if o.Stages == 0 {
		o.Stages = DefaultStages
	}
	if o.Stages < 1 {
		return o, fmt.Errorf("options: stages %d, expected >= 1", o.Stages)
	}
	if o.EP < 0 {
		return o, fmt.Errorf("options: ep %d, expected at least 1 (1: experts unsharded)", o.EP)
	}
	if o.EP > 1 && o.GateOn == GateOnFFN {
		return o, fmt.Errorf("options: gate on %q with ep %d, expected the gate on %q: an expert-parallel build routes on the attention side so that a token makes one hop each way", o.GateOn, o.EP, GateOnAttention)
	}
	if o.EP <= 1 && len(o.ExpertMap) > 0 {
		return o, fmt.Errorf("options: an expert map with ep 1, expected ep of at least 2 (the number of ranks the map places experts on)")
	}
	if o.GateOn == "" {
		o.GateOn = GateOnFFN
		if o.EP > 1 {
			o.GateOn = GateOnAttention
		}
	}
	if o.GateOn != GateOnFFN && o.GateOn != GateOnAttention {
		return o, fmt.Errorf("options: gate on %q, expected %q or %q", o.GateOn, GateOnFFN, GateOnAttention)
	}
	return o, nil
}

// Pipeline is the ordered pass table. The constraints in passOrder are checked in init.
var Pipeline = [...]Pass{
	{Name: "verify", Fn: verifyPass, Doc: "check the full module against the IR rules (ir.Verify)"},
	{Name: "infer", Fn: inferPass, Doc: "recompute every result type from the op table and compare"},
	{Name: "split", Fn: splitPass, Doc: "cut every decoder layer at the post-attention norm into the attention and FFN modules"},
	{Name: "shard", Fn: shardPass, Doc: "with --ep N: spread each MoE layer's routed experts over N expert ranks (dispatch/combine); dense MLPs and shared experts to the attention side"},
	{Name: "dce", Fn: dcePass, Doc: "remove unused side-effect-free ops and unreferenced role parameters"},
	{Name: "own", Fn: ownPass, Doc: "check that every tensor belongs to the right role and none is lost"},
	{Name: "wire", Fn: wirePass, Doc: "derive and check the per-layer exchange schema; compute the plan id"},
	{Name: "stage", Fn: stagePass, Doc: "expand remote_ffn into send/recv and record the micro-batch stage count"},
}

// targetPasses are the passes a target owns (buffer planning, library rewrites into custom_call,
// graph-capture sizes), by target name. They run after the whole shared pipeline, in the order
// registered, on the role modules of a build for that target (Options.Target), and are named
// "TARGET/NAME" for --dump-after. The shared passes never depend on them.
var (
	targetMu     sync.Mutex
	targetPasses = map[string][]Pass{}
)

// RegisterTargetPasses appends passes to a target's own pipeline. A target package calls it at
// init; a name that repeats one of the target's passes panics (a programming error).
func RegisterTargetPasses(target string, ps ...Pass) {
	targetMu.Lock()
	defer targetMu.Unlock()
	for _, p := range ps {
		for _, q := range targetPasses[target] {
			if q.Name == p.Name {
				panic(fmt.Sprintf("passes: target %s registers pass %q twice", target, p.Name))
			}
		}
		targetPasses[target] = append(targetPasses[target], p)
	}
}

// TargetPipeline is the passes a build for target runs after the shared ones, named "TARGET/NAME".
func TargetPipeline(target string) []Pass {
	targetMu.Lock()
	defer targetMu.Unlock()
	var out []Pass
	for _, p := range targetPasses[target] {
		p.Name = target + "/" + p.Name
		out = append(out, p)
	}
	return out
}

// constraint says pass a must run before pass b, and why.
type constraint struct{ a, b, why string }

var passOrder = [...]constraint{
	{"verify", "infer", "infer's type rules index operands and trust defs-before-uses, which verify establishes"},
	{"infer", "split", "split compares the FFN output type with the cut's type and needs trustworthy types"},
	{"split", "dce", "split leaves ops whose only user moved to the other module; dce removes them"},
	{"split", "shard", "shard rewrites the remote_ffn ops and FFN layer functions that split creates"},
	{"shard", "dce", "shard moves ops between the modules and may leave params unreferenced"},
	{"shard", "wire", "wire derives the schema of the exchanges shard leaves (remote_experts)"},
	{"dce", "own", "own judges the params the ops reference; dead ops would report false ownership violations"},
	{"split", "wire", "wire reads the remote_ffn ops and FFN layer functions that split creates"},
	{"own", "wire", "the plan id must hash a schema of role modules whose ownership is already checked"},
	{"wire", "stage", "stage replaces remote_ffn, which wire reads, by send/recv"},
}

func init() {
	if err := checkOrder(Pipeline[:], passOrder[:]); err != nil {
		panic("passes: " + err.Error())
	}
}

// checkOrder checks that the pass names are unique and every constraint names two passes in order.
func checkOrder(pipeline []Pass, order []constraint) error {
	at := map[string]int{}
	for i, p := range pipeline {
		if _, dup := at[p.Name]; dup {
			return fmt.Errorf("pass %q appears twice in the pipeline", p.Name)
		}
		at[p.Name] = i
	}
	for _, c := range order {
		ia, oka := at[c.a]
		ib, okb := at[c.b]
		if !oka || !okb {
			return fmt.Errorf("ordering constraint %s before %s names a pass not in the pipeline", c.a, c.b)
		}
		if ia >= ib {
			return fmt.Errorf("pass %s must run before %s (%s), but it runs at position %d and %s at %d",
				c.a, c.b, c.why, ia, c.b, ib)
		}
	}
	return nil
}

// Names lists the pass names in pipeline order.
func Names() []string {
	out := make([]string, len(Pipeline))
	for i, p := range Pipeline {
		out[i] = p.Name
	}
	return out
}

// Hooks are the debugging hooks of Run.
type Hooks struct {
	VerifyEach bool                        // run ir.Verify on every module after every pass
	DumpAfter  string                      // call Dump after the pass of this name
	Dump       func(pass string, s *State) // required when DumpAfter is set
}

// Run runs the pipeline on s, then the passes of s.Opts.Target (TargetPipeline). s.Opts is replaced
// by its normalized form (defaults filled in).
func Run(s *State, hooks Hooks) error {
	pipeline := append(Pipeline[:len(Pipeline):len(Pipeline)], TargetPipeline(s.Opts.Target)...)
	if hooks.DumpAfter != "" {
		var names []string
		for _, p := range pipeline {
			names = append(names, p.Name)
		}
		if !slices.Contains(names, hooks.DumpAfter) {
			return fmt.Errorf("dump after %q: no such pass, expected one of %s", hooks.DumpAfter, strings.Join(names, ", "))
		}
		if hooks.Dump == nil {
			return fmt.Errorf("dump after %q: no Dump function given", hooks.DumpAfter)
		}
	}
	opts, err := s.Opts.normalized()
	if err != nil {
		return err
	}
	s.Opts = opts
	for _, p := range pipeline {
		if err := p.Fn(s); err != nil {
			return fmt.Errorf("pass %s: %w", p.Name, err)
		}
		if hooks.VerifyEach {
			if err := verifyAll(s); err != nil {
				return fmt.Errorf("verify after pass %s: %w", p.Name, err)
			}
		}
		if hooks.DumpAfter == p.Name {
			hooks.Dump(p.Name, s)
		}
	}
	return nil
}

// verifyAll runs ir.Verify on every module the state holds.
func verifyAll(s *State) error {
	for _, m := range []*ir.Module{s.Full, s.Attention, s.FFN} {
		if m == nil {
			continue
		}
		if err := ir.Verify(m); err != nil {
			return fmt.Errorf("%s module: %w", m.Role, err)
		}
	}
	return nil
}

// bug reports a broken invariant of a pass.
func bug(pass, format string, args ...any) {
	panic(fmt.Sprintf("passes: %s: internal error: %s", pass, fmt.Sprintf(format, args...)))
}
