package cpu_test

import (
	"context"
	"fmt"
	"math"
	"sync"
	"testing"

	"afdc/compiler"
	"afdc/internal/paritytest"
	_ "afdc/internal/testflags" // accept -update
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/sampler"
	"afdc/runtime/tensor"
	"afdc/runtime/weights"
	"afdc/targets/cpu"
)

// loadParity is a parity case compiled for the CPU with stages stages (0: the default), verified
// after every pass.
func loadParity(t *testing.T, name string, stages int) (*paritytest.Case, *compiler.Artifact, *weights.Checkpoint) {
	t.Helper()
	return paritytest.Load(t, name, compiler.BuildOptions{Target: "cpu", Stages: stages, VerifyEach: true})
}

func load(t *testing.T, m *ir.Module, ck *weights.Checkpoint) *cpu.Program {
	t.Helper()
	p, err := cpu.Load(m, ck, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// monolithic is the engine of a full module: no FFN peer, one stage.
func monolithic(t *testing.T, p *cpu.Program) *runtime.SplitEngine {
	t.Helper()
	e, err := cpu.NewLocalEngine(p)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// backend is a CPU backend of a loaded program.
func backend(t *testing.T, p *cpu.Program) *cpu.Backend {
	t.Helper()
	b, err := cpu.NewBackend(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// compiledStages is the stage count the attention module was built with.
func compiledStages(m *ir.Module) int {
	s, _ := m.Attrs.Int("stages")
	return int(s)
}

// greedy decodes n tokens of a prompt on an engine, returning the tokens and the logits each was
// chosen from.
func greedy(t *testing.T, e runtime.Engine, id uint64, prompt []int32, n int) ([]int32, [][]float32) {
	t.Helper()
	var toks []int32
	var rows [][]float32
	step := runtime.SeqStep{ID: id, Tokens: prompt}
	for range n {
		out, err := e.Step(context.Background(), []runtime.SeqStep{step})
		if err != nil {
			t.Fatal(err)
		}
		tok := int32(sampler.Argmax(out[0]))
		toks = append(toks, tok)
		rows = append(rows, append([]float32(nil), out[0]...))
		step = runtime.SeqStep{ID: id, Tokens: []int32{tok}, Past: step.Past + len(step.Tokens)}
	}
	e.Release(id)
	return toks, rows
}

// TestParityHF: the monolithic CPU engine reproduces HF transformers' greedy tokens for 16 steps with
// logits within 1e-4, for every architecture variant.
func TestParityHF(t *testing.T) {
	for _, name := range paritytest.Cases {
		t.Run(name, func(t *testing.T) {
			pc, a, ck := loadParity(t, name, 0)
			e := monolithic(t, load(t, a.Full, ck))
			for pi, p := range pc.Prompts {
				toks, logits := greedy(t, e, uint64(pi), p.PromptIDs, len(p.Tokens))
				worst := 0.0
				for i := range p.Tokens {
					if toks[i] != p.Tokens[i] {
						t.Fatalf("prompt %d: token %d = %d, HF chose %d (tokens so far %v, HF %v)", pi, i, toks[i], p.Tokens[i], toks[:i+1], p.Tokens)
					}
					for j, want := range p.Logits[i] {
						worst = max(worst, math.Abs(float64(logits[i][j])-want))
					}
				}
				if worst > 1e-4 {
					t.Errorf("prompt %d: max |Δlogit| = %.3g, want <= 1e-4", pi, worst)
				}
				t.Logf("prompt %d: %d tokens equal HF, max |Δlogit| %.3g", pi, len(toks), worst)
			}
		})
	}
}

// TestSplitEqualsMonolithic: the attention program with its FFN layers behind an in-process link gives
// the monolithic engine's logits bit for bit, for 1, 2 and 3 stages, with sequences of different lengths
// sharing steps.
func TestSplitEqualsMonolithic(t *testing.T) {
	for _, name := range []string{"v3", "glm4.5"} {
		for _, stages := range []int{1, 2, 3} {
			t.Run(fmt.Sprintf("%s/stages=%d", name, stages), func(t *testing.T) {
				pc, a, ck := loadParity(t, name, stages)
				mono := monolithic(t, load(t, a.Full, ck))
				split, err := runtime.NewSplitEngine(backend(t, load(t, a.Attention, ck)), &runtime.LocalFFN{FFN: backend(t, load(t, a.FFN, ck))}, compiledStages(a.Attention))
				if err != nil {
					t.Fatal(err)
				}
				if split.Stages() != stages {
					t.Fatalf("engine has %d stages, compiled %d", split.Stages(), stages)
				}
				prompts := [][]int32{pc.Prompts[0].PromptIDs, pc.Prompts[1].PromptIDs, {5}, {7, 8, 9, 10, 11}}
				run := func(e runtime.Engine) [][]float32 {
					var all [][]float32
					steps := make([]runtime.SeqStep, len(prompts))
					for i, p := range prompts {
						steps[i] = runtime.SeqStep{ID: uint64(i), Tokens: p}
					}
					for range 5 {
						out, err := e.Step(context.Background(), steps)
						if err != nil {
							t.Fatal(err)
						}
						for i := range steps {
							all = append(all, out[i])
							tok := int32(sampler.Argmax(out[i]))
							steps[i] = runtime.SeqStep{ID: steps[i].ID, Tokens: []int32{tok}, Past: steps[i].Past + len(steps[i].Tokens)}
						}
					}
					return all
				}
				want, got := run(mono), run(split)
				for r := range want {
					for j := range want[r] {
						if math.Float32bits(want[r][j]) != math.Float32bits(got[r][j]) {
							t.Fatalf("stages %d: row %d logit %d: split %v, monolithic %v", stages, r, j, got[r][j], want[r][j])
						}
					}
				}
			})
		}
	}
}

// recordingPeer is a LocalFFN that records what the engine announces and sends.
type recordingPeer struct {
	runtime.LocalFFN
	mu     sync.Mutex
	begins [][]int
	sends  []string
	events []string // sends and receives in the order they happened
}

func (r *recordingPeer) BeginStep(ctx context.Context, tokens []int) (uint64, error) {
	r.begins = append(r.begins, append([]int(nil), tokens...))
	return r.LocalFFN.BeginStep(ctx, tokens)
}

func (r *recordingPeer) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	r.mu.Lock()
	r.sends = append(r.sends, fmt.Sprintf("L%d/s%d:%d", tag.Layer, tag.Stage, data[0].Rows()))
	r.events = append(r.events, fmt.Sprintf("send L%d/s%d", tag.Layer, tag.Stage))
	r.mu.Unlock()
	return r.LocalFFN.Send(ctx, q, peer, tag, data)
}

func (r *recordingPeer) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	r.mu.Lock()
	r.events = append(r.events, fmt.Sprintf("recv L%d/s%d", tag.Layer, tag.Stage))
	r.mu.Unlock()
	return r.LocalFFN.Recv(ctx, q, peer, tag, into)
}

// recordedSplit is a split engine of a parity case whose FFN runs in-process behind a recording peer.
func recordedSplit(t *testing.T, name string, stages int) (*runtime.SplitEngine, *recordingPeer) {
	t.Helper()
	_, a, ck := loadParity(t, name, stages)
	link := &recordingPeer{LocalFFN: runtime.LocalFFN{FFN: backend(t, load(t, a.FFN, ck))}}
	e, err := runtime.NewSplitEngine(backend(t, load(t, a.Attention, ck)), link, compiledStages(a.Attention))
	if err != nil {
		t.Fatal(err)
	}
	return e, link
}

// TestStageSchedule: with two stages, stage 1 sends each layer before stage 0 waits for that
// layer's result, so the attention of one micro-batch overlaps the FFN of the other; sends and
// receives each go layer by layer, stage by stage, the order the FFN rank runs them in.
func TestStageSchedule(t *testing.T) {
	e, link := recordedSplit(t, "v3", 2)
	steps := []runtime.SeqStep{{ID: 1, Tokens: []int32{1, 2, 3}}, {ID: 2, Tokens: []int32{4, 5, 6}}}
	if _, err := e.Step(context.Background(), steps); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(link.begins) != "[[3 3]]" {
		t.Errorf("stage tokens %v, want [[3 3]]", link.begins)
	}
	at := map[string]int{}
	var sends, recvs []string
	for i, ev := range link.events {
		at[ev] = i
		if ev[:4] == "send" {
			sends = append(sends, ev[5:])
		} else {
			recvs = append(recvs, ev[5:])
		}
	}
	var want []string
	for l := range 4 {
		for s := range 2 {
			want = append(want, fmt.Sprintf("L%d/s%d", l, s))
		}
		if at[fmt.Sprintf("send L%d/s1", l)] > at[fmt.Sprintf("recv L%d/s0", l)] {
			t.Errorf("layer %d: stage 0 waited for its result before stage 1 sent (events %v)", l, link.events)
		}
	}
	if fmt.Sprint(sends) != fmt.Sprint(want) || fmt.Sprint(recvs) != fmt.Sprint(want) {
		t.Errorf("sends %v, receives %v, want both %v", sends, recvs, want)
	}
}

// TestEmptyStep: a step without sequences (an idle rank keeping lockstep) announces zero tokens per
// stage and exchanges every layer of every stage with zero rows, in layer-major order.
func TestEmptyStep(t *testing.T) {
	e, link := recordedSplit(t, "glm4.5", 2)
	out, err := e.Step(context.Background(), nil)
	if err != nil || len(out) != 0 {
		t.Fatalf("empty step: %d outputs, err %v", len(out), err)
	}
	want := []string{"L0/s0:0", "L0/s1:0", "L1/s0:0", "L1/s1:0", "L2/s0:0", "L2/s1:0"}
	if fmt.Sprint(link.begins) != "[[0 0]]" || fmt.Sprint(link.sends) != fmt.Sprint(want) {
		t.Errorf("begins %v sends %v, want [[0 0]] and %v", link.begins, link.sends, want)
	}
}

// shortSource serves every tensor of a checkpoint but one, which comes back one value short.
type shortSource struct {
	*weights.Checkpoint
	short string
}

func (s shortSource) Weight(name string) (weights.Weight, error) {
	w, err := s.Checkpoint.Weight(name)
	if name == s.short {
		w.Data.Bytes = w.Data.Bytes[:len(w.Data.Bytes)-int(w.Data.DType.Size())]
	}
	return w, err
}

func TestLoadChecksSizes(t *testing.T) {
	_, a, ck := loadParity(t, "glm4.5", 0)
	const bad = "model.layers.2.mlp.experts.5.up_proj.weight"
	_, err := cpu.Load(a.FFN, shortSource{ck, bad}, nil)
	want := "load " + bad + ": 1535 values, expected [24,64] = 1536"
	if err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
	var calls, last int64
	if _, err := cpu.Load(a.FFN, ck, func(done, total int64) { calls++; last = done - total }); err != nil || calls == 0 || last != 0 {
		t.Errorf("progress: %d calls, last done-total %d, err %v; want calls ending at the total", calls, last, err)
	}
}
