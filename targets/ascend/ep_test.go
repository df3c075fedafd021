package ascend_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/internal/testflags"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/tensor"
	"afdc/targets/ascend"
)

// epCase is an expert rank of an --ep build: tiny-deepseek-v3's 16 experts over 2 ranks (8 and 8)
// or over 3 (6, 5 and 5: uneven).
type epCase struct {
	ep, rank int
}

// epRouting is a stage's routing of rows tokens over experts: ascending ids, the last row of each
// stage with one id and -1 padding, so every rank sees tokens with and without its experts.
func epRouting(rows, k, experts, salt int) ([]int32, []float32) {
	ids, w := make([]int32, rows*k), make([]float32, rows*k)
	for t := range rows {
		n := k
		if t == rows-1 {
			n = 1
		}
		for j := range k {
			if j >= n {
				ids[t*k+j] = -1
				continue
			}
			ids[t*k+j] = int32((t*5 + salt + j*(experts/k)) % experts)
		}
		slices.Sort(ids[t*k : t*k+n])
		for j := range n {
			w[t*k+j] = float32(j+1) / 8
		}
	}
	return ids, w
}

// TestExpertRankGoldenCalls runs every expert layer of two stages on an expert rank through
// Backend.FFN with the payload in host memory (as the runtime's expert loop hands it over a host
// transport) and compares the steady step's calls with the golden file; the raw log's invariants
// hold, each layer and stage with pairs here is one gather, three grouped matmuls, one SwiGlu, one
// Mul and one gather into pair order, and an expert weight's buffer holds only the rank's experts.
func TestExpertRankGoldenCalls(t *testing.T) {
	for _, c := range []epCase{{2, 0}, {2, 1}, {3, 0}, {3, 2}} {
		t.Run(fmt.Sprintf("ep%d-rank%d", c.ep, c.rank), func(t *testing.T) {
			lib, ctl := fake(t)
			a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend", EP: c.ep})
			log := filepath.Join(t.TempDir(), "ffn.log")
			if err := ctl.Start(log); err != nil {
				t.Fatal(err)
			}
			o := testOptions(ctl, nil)
			o.ExpertRank = c.rank
			b, err := ascend.NewBackend(lib, a.FFN, o)
			if err != nil {
				t.Fatal(err)
			}
			var op *ir.Op
			for _, f := range a.FFN.Funcs {
				for _, x := range f.Body {
					if x.Kind == ir.OpExpertFFN {
						op = x
					}
				}
			}
			m := op.Attrs["map"].([]int64)
			k, experts := int(op.Attrs.MustInt("top_k")), len(m)
			hidden := int(op.Args[0].Type.Shape[1].N)
			var held int
			for _, r := range m {
				if r == int64(c.rank) {
					held++
				}
			}
			ctx := context.Background()
			var qs []runtime.Queue
			for range 2 {
				q, err := b.NewQueue()
				if err != nil {
					t.Fatal(err)
				}
				qs = append(qs, q)
			}
			wantPairs := 0
			for rep := range 2 {
				if rep == 1 {
					ctl.Note("step")
				}
				err := b.Drive(func() error {
					for _, layer := range b.Layers() {
						for s := range 2 {
							rows := 3 + s
							ids, w := epRouting(rows, k, experts, layer+s)
							pairs := 0
							for _, e := range ids {
								if e >= 0 && m[e] == int64(c.rank) {
									pairs++
								}
							}
							if rep == 1 && pairs > 0 {
								wantPairs++
							}
							ctl.Note(fmt.Sprintf("stage %d layer %d", s, layer))
							x := tensor.New(tensor.BF16, rows, hidden)
							out := tensor.New(tensor.F32, pairs, hidden)
							in := []tensor.Tensor{x, tensor.FromI32(ids, rows, k), tensor.FromF32(w, rows, k)}
							if err := b.FFN(ctx, qs[s], layer, in, out); err != nil {
								return err
							}
						}
					}
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			ctl.Note("end of step")
			if err := b.Close(); err != nil {
				t.Fatal(err)
			}
			ctl.Stop()
			raw, err := os.ReadFile(log)
			if err != nil {
				t.Fatal(err)
			}
			l := parseLog(string(raw))
			checkInvariants(t, "expert", l)
			text := render(l)
			for name, per := range map[string]int{"GroupedMatmulV4": 3, "SwiGlu": 1, "Mul": 1, "Embedding": 2} {
				if got := strings.Count(text, "\n  "+name+" "); got%per != 0 || got == 0 {
					t.Errorf("%d aclnn%s in the golden step, expected %d per layer and stage with pairs here (a layer equal to the previous prints once)", got, name, per)
				}
			}
			if n := count(l, "aclnnGroupedMatmulV4"); n < 3*wantPairs {
				t.Errorf("%d grouped matmuls in the log, expected at least 3 for each of the %d layer stages with pairs here", n, wantPairs)
			}
			if !strings.Contains(text, fmt.Sprintf("groupListOptional=i64[%d]", held)) || !strings.Contains(text, fmt.Sprintf("weight=list[bf16[%d,", held)) {
				t.Errorf("the grouped matmuls do not run over the rank's %d experts", held)
			}
			testflags.Golden(t, filepath.Join("..", "..", "testdata", "golden", "ascend", "ep", fmt.Sprintf("tiny-deepseek-v3-ep%d-rank%d.calls", c.ep, c.rank)), text)
		})
	}
}

// TestExpertRankLoadsOnlyItsExperts loads an expert rank's weights: every expert tensor it asks
// for is one its map gives it, it asks for all of them, and the other parameters are read whole.
func TestExpertRankLoadsOnlyItsExperts(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend", EP: 3})
	if err := ctl.Start(filepath.Join(t.TempDir(), "load.log")); err != nil {
		t.Fatal(err)
	}
	defer ctl.Stop()
	for rank := range 3 {
		o := testOptions(ctl, nil)
		o.ExpertRank = rank
		b, err := ascend.NewBackend(lib, a.FFN, o)
		if err != nil {
			t.Fatal(err)
		}
		w := &fp8Weights{params: map[string]*ir.Param{}, asked: map[string]bool{}}
		want := map[string]bool{}
		for _, p := range a.FFN.Params {
			names := p.Tensors()
			for _, n := range names {
				w.params[n] = p
			}
			var m []int64
			for _, f := range a.FFN.Funcs {
				for _, op := range f.Body {
					if op.Kind == ir.OpExpertFFN && slices.Contains(op.Weights, p) {
						m = op.Attrs["map"].([]int64)
					}
				}
			}
			for e, n := range names {
				if m == nil || m[e] == int64(rank) {
					want[n] = true
				}
			}
		}
		if err := b.LoadWeights(w, nil); err != nil {
			t.Fatal(err)
		}
		if len(w.asked) != len(want) || len(want) == 0 {
			t.Errorf("rank %d read %d tensors, expected %d", rank, len(w.asked), len(want))
		}
		for n := range w.asked {
			if !want[n] {
				t.Errorf("rank %d read %s, which its expert map places on another rank", rank, n)
			}
		}
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
	}
	o := testOptions(ctl, nil)
	o.ExpertRank = 3
	if _, err := ascend.NewBackend(lib, a.FFN, o); err == nil || !strings.Contains(err.Error(), "expert rank 3, expected 0..2") {
		t.Errorf("expert rank 3 of 3: %v, expected a refusal naming the ranks", err)
	}
}
