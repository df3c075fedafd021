package kgen

import (
	"math/rand/v2"
	"testing"

	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
	"afdc/targets/opparams"
)

// TestMLALatent runs the fused latent kernel in the interpreter and requires the bits of the five
// kernels it replaces, run one after the other (the two slices, the norm, the rope in place, the
// cache write, the query's rope) in c, kpe, q and every slot of the pool, and of the CPU reference
// in c, kpe and q: DeepSeek-V3's widths (interleaved, YaRN) in bf16 and f32, and a NeoX key of a
// small rank, with and without the query (of heads that leave the last block part empty).
func TestMLALatent(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	rng := rand.New(rand.NewPCG(5, 11))
	yarn := opparams.NewRope(64, 10000, &opparams.Yarn{Factor: 40, OrigMaxPos: 4096, BetaFast: 32, BetaSlow: 1}, 1)
	small := opparams.NewRope(8, 1e6, nil, 1)
	for _, c := range []struct {
		elem       Elem
		rank, rope int64
		style      string
		table      *opparams.RopeTable
		qHeads     int64 // the query's heads of 192 (rope after 128), 0 for none
	}{
		{EBF16, 512, 64, "interleaved", yarn, 0},
		{EBF16, 512, 64, "interleaved", yarn, 9},
		{EF32, 512, 64, "interleaved", yarn, 3},
		{EBF16, 32, 8, "neox", small, 0},
		{EBF16, 32, 8, "neox", small, 5},
	} {
		norm := RMSNormSpec{In: c.elem, Out: c.elem, W: EBF16, Width: c.rank, Group: c.rank, Eps: 1e-6}
		rope := RopeSpec{Elem: c.elem, Heads: 1, HeadDim: c.rope, Style: c.style, Table: c.table}
		s := MLALatentSpec{Norm: norm, Rope: rope}
		var qs RopeSpec
		if c.qHeads > 0 {
			qs = RopeSpec{Elem: c.elem, Heads: c.qHeads, HeadDim: 128 + c.rope, Offset: 128, Style: c.style, Table: c.table}
			s.Q = &qs
		}
		if !s.ok(c.rank, c.rope) {
			t.Fatalf("%s: the shapes are refused", s.Name())
		}
		k, l := s.Build()
		t.Run(k.Name, func(t *testing.T) {
			rank, nr, wd := int(c.rank), int(c.rope), int(c.rank+c.rope)
			// Three tokens of two sequences in blocks of 16: slots in blocks 3 and 2.
			seq, pos := []int32{0, 1, 1}, []int32{5, 0, 17}
			table := []int32{3, 1, 0, 2}
			const maxBlocks, blockSize, poolSlots = 2, 16, 4 * 16
			rows := len(seq)
			round := func(v []float32) {
				if c.elem == EBF16 {
					for i, f := range v {
						v[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
					}
				}
			}
			x := make([]float32, rows*wd)
			for i := range x {
				x[i] = float32(rng.NormFloat64() * 3)
			}
			round(x)
			w := make([]float32, rank)
			for i := range w {
				w[i] = weights.BF16ToFloat32(weights.Float32ToBF16(float32(1 + rng.NormFloat64()/4)))
			}
			paging := []any{&Buf{I32: table}, &Buf{I32: seq}, &Buf{I32: pos}, int32(maxBlocks), int32(blockSize), int32(rows)}

			// The five kernels.
			run := func(k *Kernel, l Launch, args ...any) {
				t.Helper()
				if err := Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, args...); err != nil {
					t.Fatal(err)
				}
			}
			cs, ks := routeBuf(make([]float32, rows*rank), c.elem), routeBuf(make([]float32, rows*nr), c.elem)
			sk, sl := SliceSpec{Elem: c.elem, InWidth: int64(wd), Len: c.rank}.Build()
			run(sk, sl, cs, routeBuf(x, c.elem), int32(rows))
			sk, sl = SliceSpec{Elem: c.elem, InWidth: int64(wd), Start: c.rank, Len: c.rope}.Build()
			run(sk, sl, ks, routeBuf(x, c.elem), int32(rows))
			cn := routeBuf(make([]float32, rows*rank), c.elem)
			nk, nl := norm.Build()
			run(nk, nl, cn, cs, routeBuf(w, EBF16), int32(rows))
			rk, rl := rope.Build()
			run(rk, rl, ks, &Buf{I32: pos}, int32(rows))
			pool := routeBuf(make([]float32, poolSlots*wd), c.elem)
			wk, wl := MLACacheWriteSpec{Elem: c.elem, Rank: c.rank, Rope: c.rope}.Build()
			run(wk, wl, append([]any{pool, cn, ks}, paging...)...)

			values := func(b *Buf, n int) []float32 {
				v := make([]float32, n)
				for i := range v {
					v[i] = b.F32Value(i)
				}
				return v
			}
			// The query's rope by itself.
			nq := rows * int(qs.Heads*qs.HeadDim)
			q := make([]float32, nq)
			for i := range q {
				q[i] = float32(rng.NormFloat64())
			}
			round(q)
			qSeq := routeBuf(q, c.elem)
			if s.Q != nil {
				qk, ql := qs.Build()
				run(qk, ql, qSeq, &Buf{I32: pos}, int32(rows))
			}

			// The fused kernel.
			fc, fk := routeBuf(make([]float32, rows*rank), c.elem), routeBuf(make([]float32, rows*nr), c.elem)
			fpool := routeBuf(make([]float32, poolSlots*wd), c.elem)
			args := []any{fc, fk, routeBuf(x, c.elem), routeBuf(w, EBF16), &Buf{I32: pos}}
			fq := routeBuf(q, c.elem)
			if s.Q != nil {
				args = append(args, fq)
			}
			run(k, l, append(append(args, fpool), paging...)...)
			if s.Q != nil {
				if err := sameBits(fq, values(qSeq, nq)); err != nil {
					t.Errorf("q against its rope kernel: %v", err)
				}
				wantQ := append([]float32(nil), q...)
				kernels.ApplyRope(qs.Table, wantQ, rows, pos, int(qs.Heads), int(qs.HeadDim), int(qs.Offset), c.style)
				round(wantQ)
				if err := sameBits(fq, wantQ); err != nil {
					t.Errorf("q against the CPU: %v", err)
				}
			}

			for _, p := range []struct {
				what      string
				got, want *Buf
				n         int
			}{{"c", fc, cn, rows * rank}, {"kpe", fk, ks, rows * nr}, {"pool", fpool, pool, poolSlots * wd}} {
				if err := sameBits(p.got, values(p.want, p.n)); err != nil {
					t.Errorf("%s against the five kernels: %v", p.what, err)
				}
			}
			if v := values(fpool, poolSlots*wd); v[(3*blockSize+5)*wd] == 0 || v[(0*blockSize+0)*wd] == 0 || v[(2*blockSize+1)*wd] == 0 {
				t.Errorf("the pool's slots of the three tokens hold zeros: the cache was not written")
			}

			// The CPU reference.
			wantC, wantK := make([]float32, rows*rank), make([]float32, rows*nr)
			for r := range rows {
				kernels.RMSNorm(wantC[r*rank:(r+1)*rank], x[r*wd:r*wd+rank], 1, rank, w, norm.Eps)
				copy(wantK[r*nr:], x[r*wd+rank:(r+1)*wd])
			}
			round(wantC)
			kernels.ApplyRope(rope.Table, wantK, rows, pos, 1, nr, 0, c.style)
			round(wantK)
			if err := sameBits(fc, wantC); err != nil {
				t.Errorf("c against the CPU: %v", err)
			}
			if err := sameBits(fk, wantK); err != nil {
				t.Errorf("kpe against the CPU: %v", err)
			}
		})
	}
}
