package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/targets/cuda/kgen"
)

// TestMoECombine: the combine gives, bit for bit, the f32 sum of w·y over each row's slots in
// ascending expert order from 0 (kernels.MoEExpertsFn's order), for rows that chose top-k experts,
// fewer (a zero routing weight is no slot) or none, and for more experts than one scan round
// (combineBlock) flags, so the listing carries across rounds.
func TestMoECombine(t *testing.T) {
	for _, c := range []struct{ experts, topK, hidden, rows int }{{16, 4, 40, 5}, {300, 8, 300, 4}, {64, 6, 513, 3}} {
		t.Run(fmt.Sprintf("e%d", c.experts), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(c.experts), 7))
			E, H := c.experts, c.hidden
			slot := make([]int32, c.rows*E)
			for i := range slot {
				slot[i] = -1
			}
			var pw []float32
			var y []float32
			for r := range c.rows {
				// Row r picks min(r, topK) experts at random (row 0 none), slots in pick order, so
				// the slots of a row are not ascending with the expert.
				for _, e := range rng.Perm(E)[:min(r*3, c.topK)] {
					slot[r*E+e] = int32(len(pw))
					pw = append(pw, rng.Float32())
					for range H {
						y = append(y, rng.Float32()*2-1)
					}
				}
			}
			want := make([]float32, c.rows*H)
			for r := range c.rows {
				for col := range H {
					acc := float32(0)
					for e := range E {
						if j := slot[r*E+e]; j >= 0 {
							acc = acc + float32(pw[j]*y[int(j)*H+col])
						}
					}
					want[r*H+col] = acc
				}
			}
			s := kgen.MoECombineSpec{Elem: kgen.EF32, Out: kgen.EF32, Hidden: int64(H), Experts: int64(E)}
			k, l := s.Build()
			if err := kgen.Verify(k); err != nil {
				t.Fatal(err)
			}
			out := &kgen.Buf{F32: make([]float32, c.rows*H)}
			if err := kgen.Interpret(k, int(l.Grid.Blocks(int64(c.rows))), l.Block, out, &kgen.Buf{F32: y}, &kgen.Buf{F32: pw}, &kgen.Buf{I32: slot}, int32(c.rows)); err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, out.F32); d != "" {
				t.Errorf("combine (-want +got):\n%s", d)
			}
		})
	}
}

// TestMoEPermute: the expert-major listing of a routing matrix, against its definition: per expert
// the rows that chose it (a nonzero weight) in ascending order, the prefix offsets, the weights, and
// each (row, expert)'s slot or -1; for row counts off the unrolled walk's stride (1, 13) and on it,
// more experts than the block has threads, and rows over several chunks (150, 200): the three
// kernels (count, permute, scatter) in turn.
func TestMoEPermute(t *testing.T) {
	for _, c := range []struct{ experts, topK, rows, pad int }{{16, 4, 1, 1}, {16, 4, 13, 1}, {300, 8, 16, 1}, {64, 6, 21, 1},
		{16, 4, 13, 4}, {64, 6, 21, 8}, {300, 8, 16, 3}, {16, 4, 200, 1}, {64, 6, 150, 8}} {
		t.Run(fmt.Sprintf("e%d_r%d_pad%d", c.experts, c.rows, c.pad), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(c.experts*100+c.rows), 3))
			E := c.experts
			route := make([]float32, c.rows*E)
			for r := range c.rows {
				for i, e := range rng.Perm(E)[:c.topK] {
					if i != 0 || r%3 != 1 { // some rows route a weight of 0: no slot
						route[r*E+e] = rng.Float32() + 0.01
					}
				}
			}
			counts, offsets := make([]int32, E+1), make([]int32, E+1)
			var prow []int32
			var pw []float32
			slot := make([]int32, c.rows*E)
			for e := range E {
				offsets[e] = int32(len(prow))
				for r := range c.rows {
					slot[r*E+e] = -1
					if w := route[r*E+e]; w != 0 {
						slot[r*E+e] = int32(len(prow))
						prow, pw = append(prow, int32(r)), append(pw, w)
						counts[e]++
					}
				}
				for len(prow)%c.pad != 0 { // the pad slots: row 0, weight 0
					prow, pw = append(prow, 0), append(pw, 0)
				}
			}
			offsets[E] = int32(len(prow))
			slots := c.rows*c.topK + E*(c.pad-1)
			gc, go_ := &kgen.Buf{I32: make([]int32, E+1)}, &kgen.Buf{I32: make([]int32, E+1)}
			gr, gw, gs := &kgen.Buf{I32: make([]int32, slots)}, &kgen.Buf{F32: make([]float32, slots)}, &kgen.Buf{I32: make([]int32, c.rows*E)}
			for i := range gr.I32 { // what a pad slot must overwrite
				gr.I32[i], gw.F32[i] = -7, -7
			}
			part := &kgen.Buf{I32: make([]int32, kgen.PermuteChunks(c.rows)*E)}
			rb := &kgen.Buf{F32: route}
			for _, st := range []struct {
				s    kgen.Spec
				args []any
			}{
				{kgen.MoECountSpec{Route: kgen.EF32, Experts: int64(E)}, []any{rb, part, int32(c.rows)}},
				{kgen.MoEPermuteSpec{Route: kgen.EF32, Experts: int64(E)}, []any{part, gc, go_, gr, gw, int32(c.rows), int32(c.pad)}},
				{kgen.MoEScatterSpec{Route: kgen.EF32, Experts: int64(E)}, []any{rb, part, gr, gw, gs, int32(c.rows)}},
			} {
				k, l := st.s.Build()
				if err := kgen.Verify(k); err != nil {
					t.Fatal(err)
				}
				if err := kgen.Interpret(k, int(l.Grid.Blocks(int64(c.rows))), l.Block, st.args...); err != nil {
					t.Fatalf("%s: %v", k.Name, err)
				}
			}
			n := len(prow)
			for _, d := range []string{
				cmp.Diff(counts[:E], gc.I32[:E]), cmp.Diff(offsets, go_.I32), cmp.Diff(prow, gr.I32[:n]),
				cmp.Diff(pw, gw.F32[:n]), cmp.Diff(slot, gs.I32),
			} {
				if d != "" {
					t.Errorf("permute (-want +got):\n%s", d)
				}
			}
		})
	}
}

// TestArgmax: each row's first maximum, or its first NaN, as torch.argmax gives it: rows with a
// tie for the maximum (the lower index wins), a NaN after the maximum, -Inf everywhere, and a
// maximum in the last entry, for widths under one unrolled pass of the block, over several, and
// not a multiple of either.
func TestArgmax(t *testing.T) {
	for _, vocab := range []int{96, 5000, 129} {
		t.Run(fmt.Sprintf("v%d", vocab), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(vocab), 1))
			const rows = 5
			x := make([]float32, rows*vocab)
			for i := range x {
				x[i] = rng.Float32()*4 - 2
			}
			row := func(r int) []float32 { return x[r*vocab : (r+1)*vocab] }
			row(1)[vocab/3], row(1)[vocab-2] = 9, 9 // a tie: the first wins
			row(2)[vocab/2], row(2)[vocab-1] = 9, float32(math.NaN())
			for i := range row(3) {
				row(3)[i] = float32(math.Inf(-1))
			}
			row(4)[vocab-1] = 9
			want := make([]int32, rows)
			for r := range rows {
				best := 0
				for i, v := range row(r) {
					b := row(r)[best]
					if b != b {
						break
					}
					if v != v || v > b {
						best = i
					}
				}
				want[r] = int32(best)
			}
			k, l := kgen.ArgmaxSpec{Elem: kgen.EF32, Vocab: int64(vocab)}.Build()
			if err := kgen.Verify(k); err != nil {
				t.Fatal(err)
			}
			out := &kgen.Buf{I32: make([]int32, rows)}
			if err := kgen.Interpret(k, int(l.Grid.Blocks(rows)), l.Block, out, &kgen.Buf{F32: x}, int32(rows)); err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, out.I32); d != "" {
				t.Errorf("argmax (-want +got):\n%s", d)
			}
		})
	}
}

// TestMoEGather: out[j] = x[perm_rows[j]] for the slots below offsets[Experts], the rest untouched;
// 16 bytes a thread where the hidden width allows (bf16 of 64, f32 of 12) and element-wise where
// it does not (bf16 of 12).
func TestMoEGather(t *testing.T) {
	for _, c := range []struct {
		elem   kgen.Elem
		hidden int
	}{{kgen.EBF16, 64}, {kgen.EF32, 12}, {kgen.EBF16, 12}} {
		t.Run(fmt.Sprintf("%s_h%d", c.elem, c.hidden), func(t *testing.T) {
			const rows, experts, slots, total = 5, 4, 11, 9
			h := c.hidden
			prow := []int32{4, 0, 2, 2, 1, 3, 0, 4, 1, 0, 0}
			offsets := []int32{0, 2, 5, 7, total}
			s := kgen.MoEGatherSpec{Elem: c.elem, Hidden: int64(h), Experts: experts}
			k, l := s.Build()
			if err := kgen.Verify(k); err != nil {
				t.Fatal(err)
			}
			x, out := &kgen.Buf{}, &kgen.Buf{}
			val := func(i int) uint16 { return uint16(0x3f80 + i) } // distinct bf16 (and f32) values
			if c.elem == kgen.EBF16 {
				x.BF16, out.BF16 = make([]uint16, rows*h), make([]uint16, slots*h)
				for i := range x.BF16 {
					x.BF16[i] = val(i)
				}
			} else {
				x.F32, out.F32 = make([]float32, rows*h), make([]float32, slots*h)
				for i := range x.F32 {
					x.F32[i] = float32(i) + 0.5
				}
			}
			grid := int(l.Grid.Blocks(slots))
			if err := kgen.Interpret(k, grid, l.Block, out, x, &kgen.Buf{I32: prow}, &kgen.Buf{I32: offsets}, int32(slots)); err != nil {
				t.Fatal(err)
			}
			for j := range slots {
				for q := range h {
					var got, want float64
					if c.elem == kgen.EBF16 {
						got = float64(out.BF16[j*h+q])
						if j < total {
							want = float64(x.BF16[int(prow[j])*h+q])
						}
					} else {
						got = float64(out.F32[j*h+q])
						if j < total {
							want = float64(x.F32[int(prow[j])*h+q])
						}
					}
					if got != want {
						t.Fatalf("slot %d column %d: %v, want %v", j, q, got, want)
					}
				}
			}
		})
	}
}
