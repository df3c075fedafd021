package passes

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/ir"
)

func TestNames(t *testing.T) {
	want := []string{"verify", "infer", "split", "shard", "dce", "own", "wire", "stage"}
	if diff := cmp.Diff(want, Names()); diff != "" {
		t.Errorf("Names() (-want +got):\n%s", diff)
	}
}

func TestCheckOrder(t *testing.T) {
	if err := checkOrder(Pipeline[:], passOrder[:]); err != nil {
		t.Fatalf("the pipeline breaks its own constraints: %v", err)
	}
	swapped := Pipeline
	swapped[2], swapped[4] = swapped[4], swapped[2] // dce before split
	wantErr(t, checkOrder(swapped[:], passOrder[:]), "pass split must run before dce", "position 4")

	dup := append(Pipeline[:], Pipeline[0])
	wantErr(t, checkOrder(dup, passOrder[:]), `pass "verify" appears twice`)

	wantErr(t, checkOrder(Pipeline[:], []constraint{{"split", "lower", "x"}}), "split before lower names a pass not in the pipeline")
}

func TestRunDumpAfterUnknown(t *testing.T) {
	s := &State{Full: tinyModel(t)}
	err := Run(s, Hooks{DumpAfter: "splt", Dump: func(string, *State) {}})
	wantErr(t, err, `dump after "splt": no such pass`, "verify, infer, split, shard, dce, own, wire, stage")
	if s.Attention != nil {
		t.Errorf("Run ran passes before rejecting the dump name")
	}
	wantErr(t, Run(&State{Full: tinyModel(t)}, Hooks{DumpAfter: "split"}), "no Dump function")
}

func TestRun(t *testing.T) {
	s := &State{Full: tinyModel(t)}
	var dumped []string
	hooks := Hooks{VerifyEach: true, DumpAfter: "split", Dump: func(pass string, d *State) {
		dumped = append(dumped, pass)
		if d.Attention == nil || d.Plan != "" || !strings.Contains(ir.Print(d.Attention), "remote_ffn") {
			t.Errorf("dump after split does not see the split, unstaged modules")
		}
	}}
	if err := Run(s, hooks); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"split"}, dumped); diff != "" {
		t.Errorf("dumps (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(Options{Stages: 2, GateOn: "ffn"}, s.Opts); diff != "" {
		t.Errorf("normalized options (-want +got):\n%s", diff)
	}
	if len(s.Schema) != 3 || len(s.Plan) != 16 {
		t.Errorf("schema of %d layers, plan %q; want 3 layers and a 16-digit plan", len(s.Schema), s.Plan)
	}
	for _, m := range []*ir.Module{s.Attention, s.FFN} {
		if m.Attrs["stages"] != int64(2) || m.Attrs["plan"] != s.Plan {
			t.Errorf("%s module attrs %v, want stages=2 plan=%s", m.Role, m.Attrs, s.Plan)
		}
	}
	if strings.Contains(ir.Print(s.Attention), "remote_ffn") {
		t.Errorf("remote_ffn left after stage")
	}
}

func TestRunErrors(t *testing.T) {
	wantErr(t, Run(&State{Full: tinyModel(t), Opts: Options{Stages: -1}}, Hooks{}), "stages -1, expected >= 1")

	// A user error names the pass.
	b := newModel()
	bad := b.finish(b.attention(b.embed(), 0))
	wantErr(t, Run(&State{Full: bad}, Hooks{}), "pass split: no decoder layer to split")

	// VerifyEach catches a pass that leaves a broken module, and names the pass.
	saved := Pipeline[4].Fn
	defer func() { Pipeline[4].Fn = saved }()
	Pipeline[4].Fn = func(s *State) error {
		f := s.FFN.Funcs[0]
		f.Results = append(f.Results, &ir.Value{Type: bf(ir.Tokens, 8)}) // defined nowhere
		return nil
	}
	err := Run(&State{Full: tinyModel(t)}, Hooks{VerifyEach: true})
	wantErr(t, err, "verify after pass dce: ffn module:")
	Pipeline[4].Fn = func(*State) error { return errors.New("boom") }
	wantErr(t, Run(&State{Full: tinyModel(t)}, Hooks{}), "pass dce: boom")
}

func TestInternalErrorsPanicNamingThePass(t *testing.T) {
	for _, p := range []struct {
		name string
		fn   func(*State) error
	}{{"own", ownPass}, {"wire", wirePass}, {"stage", stagePass}} {
		func() {
			defer func() {
				r := recover()
				if msg, _ := r.(string); !strings.Contains(msg, "passes: "+p.name+": internal error") {
					t.Errorf("%s without role modules: recovered %v, want a panic naming the pass", p.name, r)
				}
			}()
			p.fn(&State{Full: tinyModel(t)})
		}()
	}
}
