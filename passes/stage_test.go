package passes

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/ir"
)

func TestStage(t *testing.T) {
	for _, tc := range []struct {
		opts   Options
		stages int64
		args   []int // operands of each send
	}{
		{Options{}, 2, []int{1, 1, 1}},
		{Options{Stages: 1}, 1, []int{1, 1, 1}},
		{Options{Stages: 3, GateOn: GateOnAttention}, 3, []int{1, 2, 2}},
	} {
		t.Run(fmt.Sprintf("stages=%d gate=%s", tc.stages, tc.opts.GateOn), func(t *testing.T) {
			s := runPasses(t, tinyModel(t), tc.opts, "split", "dce", "own", "wire")
			ffnBefore := ir.Print(s.FFN)
			remotes := map[*ir.Value]*ir.Op{} // result -> remote_ffn
			for _, op := range s.Attention.Funcs[0].Body {
				if op.Kind == ir.OpRemoteFFN {
					remotes[op.Result] = op
				}
			}
			if err := stagePass(s); err != nil {
				t.Fatal(err)
			}
			if err := verifyAll(s); err != nil {
				t.Fatal(err)
			}
			for _, m := range []*ir.Module{s.Attention, s.FFN} {
				if m.Attrs["stages"] != tc.stages {
					t.Errorf("%s module: stages %v, want %d", m.Role, m.Attrs["stages"], tc.stages)
				}
			}
			f := s.Attention.Funcs[0]
			var got []string
			var nargs []int
			for i, op := range f.Body {
				if op.Kind == ir.OpRemoteFFN {
					t.Errorf("remote_ffn left at op %d", i)
				}
				if op.Kind != ir.OpSend {
					continue
				}
				recv := f.Body[i+1]
				if recv.Kind != ir.OpRecv {
					t.Fatalf("send at op %d followed by %s, want recv", i, recv.Kind)
				}
				old := remotes[recv.Result]
				if old == nil {
					t.Fatalf("recv at op %d does not take over a remote_ffn result", i+1)
				}
				if !slices.Equal(old.Args, op.Args) || !cmp.Equal(old.Attrs, op.Attrs) {
					t.Errorf("send at op %d: operands/attrs differ from the remote_ffn %v", i, old.Attrs)
				}
				if next := f.Body[i+2]; next.Kind != ir.OpAdd || next.Args[1] != recv.Result {
					t.Errorf("recv at op %d is not read by the residual add", i+1)
				}
				got = append(got, fmt.Sprint(recv.Attrs))
				nargs = append(nargs, len(op.Args))
			}
			want := []string{
				"map[dtype:bf16 layer:0 width:8]",
				"map[dtype:bf16 layer:1 width:8]",
				"map[dtype:bf16 layer:2 width:8]",
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("recv attrs (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.args, nargs); diff != "" {
				t.Errorf("send operand counts (-want +got):\n%s", diff)
			}
			delete(s.FFN.Attrs, "stages") // checked above
			if diff := cmp.Diff(ffnBefore, ir.Print(s.FFN)); diff != "" {
				t.Errorf("stage changed the FFN program beyond its attrs (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStageErrors(t *testing.T) {
	s := runPasses(t, tinyModel(t), Options{}, "split")
	for _, op := range s.Attention.Funcs[0].Body {
		if op.Kind == ir.OpRemoteFFN {
			op.Result.Type = bf(ir.Seqs, tHidden)
			break
		}
	}
	wantErr(t, stagePass(s), "@forward: remote_ffn: result is bf16[B,8], expected [T, width] for a recv")
	wantErr(t, stagePass(&State{Attention: s.Attention, FFN: s.FFN, Opts: Options{Stages: -2}}), "stages -2")
}
