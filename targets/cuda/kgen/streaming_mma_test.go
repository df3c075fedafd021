package kgen_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
	"afdc/targets/cuda/kgen"
)

// TestMoEMMAInterpret runs the tensor-core expert kernels (gate·up·SiLU, then down) in the
// interpreter against the CPU reference on the dequantised weights, slot by slot: experts with 1..16
// tokens (odd counts; more than a pass of TT holds, so two passes over the weights), one with none,
// bf16 and fp8 weights, one and two row tiles a warp, one and two token tiles a pass, skewed walks
// (several chunks a row, several 128-column scale blocks for fp8).
func TestMoEMMAInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	counts := []int32{1, 0, 16, 3, 9, 7, 2}
	experts := int64(len(counts))
	const rows = 11
	for _, c := range []struct {
		w             kgen.Elem
		hidden, inter int
		tt, r, u      int64
		skew          bool
	}{
		{kgen.EBF16, 128, 64, 8, 1, 2, false},
		{kgen.EBF16, 64, 32, 16, 2, 1, false},
		{kgen.EF8, 256, 128, 8, 1, 1, false},
		{kgen.EF8, 128, 256, 16, 2, 2, false},
		{kgen.EBF16, 256, 64, 8, 1, 1, true},
		{kgen.EF8, 384, 256, 16, 1, 1, true},
	} {
		t.Run(fmt.Sprintf("%s_h%d_i%d_t%d_r%d_u%d_skew%v", c.w, c.hidden, c.inter, c.tt, c.r, c.u, c.skew), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(23, uint64(c.w)+uint64(c.tt)))
			H, I := c.hidden, c.inter
			gate := randWeights(rng, c.w, int(experts), I, H)
			up := randWeights(rng, c.w, int(experts), I, H)
			down := randWeights(rng, c.w, int(experts), H, I)
			xb, xv := act(rng, kgen.EBF16, rows*H)
			offsets := make([]int32, experts+1)
			active := []int32{0}
			for e, n := range counts {
				offsets[e+1] = offsets[e] + n
				if n > 0 {
					active[0]++
					active = append(active, int32(e))
				}
			}
			active = append(active, make([]int32, int(experts)+1-len(active))...)
			slots := int(offsets[experts])
			prow := make([]int32, slots)
			for j := range prow {
				prow[j] = int32(rng.IntN(rows))
			}
			actB := &kgen.Buf{BF16: make([]uint16, slots*I)}
			y := &kgen.Buf{F32: make([]float32, slots*H)}
			base := kgen.MoEStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: c.w, Hidden: int64(H), Inter: int64(I), Experts: experts,
				TT: c.tt, R: c.r, NW: 2, Blocks: 3, MMA: true, U: c.u, Skew: c.skew}
			gu, dn := base, base
			dn.Down, dn.Out = true, kgen.EF32
			pargs := []any{&kgen.Buf{I32: active}, &kgen.Buf{I32: counts}, &kgen.Buf{I32: offsets}}
			guArgs := []any{actB, xb, gate.buf, up.buf}
			dnArgs := []any{y, actB, down.buf}
			if c.w == kgen.EF8 {
				guArgs = append(guArgs, gate.scale, up.scale)
				dnArgs = append(dnArgs, down.scale)
			}
			work := &kgen.Buf{I32: []int32{0, 0}}
			interpret(t, gu, rows, append(append(guArgs, pargs...), &kgen.Buf{I32: prow}, &kgen.Buf{I32: work.I32[0:1]}, int32(rows))...)
			interpret(t, dn, rows, append(append(dnArgs, pargs...), &kgen.Buf{I32: work.I32[1:2]}, int32(rows))...)
			if work.I32[0] != 0 || work.I32[1] != 0 {
				t.Fatalf("work counters %v after the launches, expected both left at 0", work.I32)
			}

			for e := range int(experts) {
				gw, uw, dw := gate.vals[e*I*H:(e+1)*I*H], up.vals[e*I*H:(e+1)*I*H], down.vals[e*H*I:(e+1)*H*I]
				for j := offsets[e]; j < offsets[e+1]; j++ {
					xr := xv[int(prow[j])*H : int(prow[j]+1)*H]
					g, u := make([]float32, I), make([]float32, I)
					kernels.Linear(g, xr, 1, H, gw, I, nil)
					kernels.Linear(u, xr, 1, H, uw, I, nil)
					gm, um := absLinear(xr, 1, H, gw, I), absLinear(xr, 1, H, uw, I)
					mag := make([]float32, I)
					for i := range mag {
						sg := float64(g[i]) / (1 + math.Exp(-float64(g[i])))
						mag[i] = float32(1.1*float64(gm[i])*math.Abs(float64(u[i])) + math.Abs(sg)*float64(um[i]))
					}
					kernels.SiluMul(g, g, u)
					checkClose(t, fmt.Sprintf("act[expert %d slot %d]", e, j), &kgen.Buf{BF16: actB.BF16[int(j)*I : int(j+1)*I]}, g, mag, 1e-5)
					// down against the intermediate the kernel wrote (bf16), so the check is of
					// this kernel alone.
					a := make([]float32, I)
					for i := range a {
						a[i] = weights.BF16ToFloat32(actB.BF16[int(j)*I+i])
					}
					want := make([]float32, H)
					kernels.Linear(want, a, 1, I, dw, H, nil)
					checkClose(t, fmt.Sprintf("y[expert %d slot %d]", e, j), &kgen.Buf{F32: y.F32[int(j)*H : int(j+1)*H]}, want, absLinear(a, 1, I, dw, H), 1e-5)
				}
			}
		})
	}
}

// TestMoEMMACheck: shapes the tensor-core kernels cannot take are errors that say what is expected.
func TestMoEMMACheck(t *testing.T) {
	ok := kgen.MoEStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, Hidden: 512, Inter: 256, Experts: 8, TT: 8, R: 1, NW: 4, Blocks: 4, MMA: true, U: 2}
	if err := ok.Check(); err != nil {
		t.Fatalf("%+v: %v", ok, err)
	}
	for _, c := range []struct {
		edit func(*kgen.MoEStreamSpec)
		want string
	}{
		{func(s *kgen.MoEStreamSpec) { s.X = kgen.EF32 }, "moe_stream_gate_up: tensor-core variant reads f32 activations, expected bf16 (16-byte loads of the MMA's B)"},
		{func(s *kgen.MoEStreamSpec) { s.TT = 12 }, "moe_stream_gate_up: 12 tokens a pass, expected 8, 16, 24 or 32 (tiles of 8)"},
		{func(s *kgen.MoEStreamSpec) { s.U = 0 }, "moe_stream_gate_up: 0 k-steps unrolled, expected 1..8"},
		{func(s *kgen.MoEStreamSpec) { s.Hidden = 480 }, "moe_stream_gate_up: input width 480, expected a multiple of 64 (2 k-steps of 32 columns)"},
		{func(s *kgen.MoEStreamSpec) { s.Down, s.R = true, 3 }, "moe_stream_down: 512 output rows, expected a multiple of 48 (3 tiles of 16)"},
		{func(s *kgen.MoEStreamSpec) { s.W, s.Hidden = kgen.EF8, 576 }, "moe_stream_gate_up: input width 576, expected a multiple of 128 (2 k-steps of 64 columns)"},
		{func(s *kgen.MoEStreamSpec) { s.R = 5 }, "moe_stream_gate_up: 5 row tiles a warp, expected 1..4"},
	} {
		s := ok
		c.edit(&s)
		if err := s.Check(); err == nil || err.Error() != c.want {
			t.Errorf("%+v: error %v, want %q", s, err, c.want)
		}
	}
}

// TestMMALLC compiles the streaming goldens, the tensor-core ones (and the decode linear kernel)
// included, and DeepSeek-V3's FP8 expert kernels (as the backend builds them for FP8 experts kept
// FP8) through opt and llc, and checks that the tensor-core kernels became mma.sync instructions.
func TestMMALLC(t *testing.T) {
	tc := toolchain(t)
	var specs []kgen.Spec
	for _, s := range streamGolden {
		specs = append(specs, s)
	}
	for _, down := range []bool{false, true} {
		s := kgen.MoEStreamSpec{Down: down, X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EF8, Hidden: dsHidden, Inter: dsInter, Experts: dsExperts,
			TT: 16, R: 1, NW: 4, Blocks: 528, MMA: true, U: 4, Skew: down}
		if down {
			s.Out, s.R, s.U = kgen.EF32, 4, 2
		}
		specs = append(specs, s)
	}
	mod, ls, err := kgen.Build(specs)
	if err != nil {
		t.Fatal(err)
	}
	ptx, err := tc.PTX(context.Background(), mod.String())
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		at := strings.Index(ptx, ".entry "+l.Name+"(")
		if at < 0 {
			t.Fatalf("PTX has no entry %s", l.Name)
		}
		body := ptx[at:]
		if end := strings.Index(body[1:], ".entry "); end >= 0 {
			body = body[:end+1]
		}
		isMMA := strings.Contains(l.Name, "_mma_") || l.Kind == "linear_decode"
		if got := strings.Contains(body, "mma.sync.aligned.m16n8k16.row.col.f32"); got != isMMA {
			t.Errorf("%s: mma.sync in its PTX %v, expected %v", l.Name, got, isMMA)
		}
	}
}
