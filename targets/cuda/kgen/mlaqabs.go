package kgen

import "fmt"

// MLAQAbsSpec is MLA's query absorption at decode sizes: q_abs[t, h, :] = q_nope[t, h, :]·W_kn[h],
// W_kn[h] the Nope key rows of head h in kv_b_proj [Heads·(Nope+V), Rank] (bf16), q the rotated
// query [T, Heads·(Nope+Rope)] (bf16), q_abs [T, Heads·Rank] in f32, as mla_decode reads it. Each
// weight row is Rank values wide and the product runs down Nope rows, so the rows are the sum's
// index: the tensor cores would need them transposed, and at one to eight tokens the kernel only
// has to read the 16.8 MB of DeepSeek-V3's W_kn once, which CUDA cores keep up with. cuBLAS's
// strided batch of 128 heads took 7.8–8.1 µs on an H200 for it.
//
// One block of 256 threads a head: thread j takes columns 8(j mod G) … +7 (G = Rank/8 column
// groups, one 16-byte load a row) over rows [q·Nope/Q, (q+1)·Nope/Q) of W_kn, q = j div G (Q =
// 256/G row ranges), with every load of a batch of up to 8 rows issued before its products; the head's
// queries of every token are in shared memory (tokens past the step's are zeros). The Q partial sums
// meet in shared memory and range 0's threads add them in range order: results do not depend on
// timing. Tokens a pass: LinearDecodeTokens; more take more passes.
type MLAQAbsSpec struct {
	Heads, Nope, Rope, V, Rank int64
}

const (
	qabsBlock = 256
	qabsBatch = 8 // W_kn rows a thread loads before it multiplies any
)

// Check reports widths the kernel does not take.
func (s MLAQAbsSpec) Check() error {
	g := s.Rank / 8
	switch {
	case s.Heads <= 0 || s.Nope <= 0 || s.Rope < 0 || s.V < 0:
		return fmt.Errorf("mla_qabs: %d heads, nope %d, rope %d, v %d, expected positive heads and nope", s.Heads, s.Nope, s.Rope, s.V)
	case s.Rank <= 0 || s.Rank%8 != 0 || g > qabsBlock || qabsBlock%g != 0:
		return fmt.Errorf("mla_qabs: rank %d, expected a multiple of 8 whose column groups of 8 divide %d threads", s.Rank, qabsBlock)
	case s.Nope%(qabsBlock/g) != 0:
		return fmt.Errorf("mla_qabs: nope %d over %d row ranges, expected them equal", s.Nope, qabsBlock/g)
	case (s.Nope+s.Rope)%8 != 0:
		return fmt.Errorf("mla_qabs: query head width %d, expected a multiple of 8", s.Nope+s.Rope)
	}
	return nil
}

// Name is the kernel's name.
func (s MLAQAbsSpec) Name() string {
	return fmt.Sprintf("mla_qabs_bf16_f32_h%d_n%d_r%d_v%d_k%d", s.Heads, s.Nope, s.Rope, s.V, s.Rank)
}

func (s MLAQAbsSpec) Build() (*Kernel, Launch) {
	k := NewKernel(s.Name())
	out := k.Param("out", PPtr, EF32)
	q := k.Param("q", PPtr, EBF16)
	w := k.Param("w", PPtr, EBF16)
	n := k.Param("rows", PI32, 0)
	const TT = LinearDecodeTokens
	G := s.Rank / 8       // column groups
	Q := qabsBlock / G    // row ranges
	R := s.Nope / Q       // rows a range
	qw := s.Nope + s.Rope // a head's query width
	qs := k.Shared(TF32, TT*s.Nope)
	red := k.Shared(TF32, (Q-1)*TT*s.Rank) // ranges 1 … Q−1's sums
	tid, h := k.Tid(), k.Ctaid()
	cg, rq := k.Rem(tid, k.I32(G)), k.Div(tid, k.I32(G))
	col := k.Mul(cg, k.I32(8))
	// Row r of W_kn[h] starts at (h·(Nope+V) + r)·Rank.
	wrow := func(r *Value) *Value {
		return k.Mul(k.Add(k.Mul(k.Conv(TI64, h), k.I64(s.Nope+s.V)), k.Conv(TI64, r)), k.I64(s.Rank))
	}
	k.Loop(k.I32(0), n, k.I32(TT), func(tp *Value) {
		// The head's queries of this pass, as f32; zeros past the step's tokens.
		k.Loop(tid, k.I32(TT*s.Nope), k.I32(qabsBlock), func(e *Value) {
			t, c := k.Div(e, k.I32(s.Nope)), k.Rem(e, k.I32(s.Nope))
			tok := k.Add(tp, t)
			live := k.Lt(tok, n)
			at := k.Add(k.Add(k.Mul(k.Select(live, tok, k.I32(0)), k.I32(s.Heads*qw)), k.Mul(h, k.I32(qw))), c)
			k.SStore(qs, e, k.Select(live, k.Load(q, at), k.F32(0)))
		})
		k.Barrier()
		var acc [TT][8]*Value
		for t := range TT {
			for j := range 8 {
				acc[t][j] = k.Var(k.F32(0))
			}
		}
		r0 := k.Mul(rq, k.I32(R))
		batch := min(qabsBatch, R) // the most rows, up to qabsBatch, that divide the range
		for R%batch != 0 {
			batch--
		}
		k.LoopNoUnroll(k.I32(0), k.I32(R), k.I32(batch), func(b *Value) {
			var ws [][8]*Value
			for i := range batch {
				r := k.Add(r0, k.Add(b, k.I32(i)))
				ws = append(ws, unpack8(k, []*Value{k.LoadV(w, k.Add(wrow(r), k.Conv(TI64, col)))}, EBF16))
			}
			for i := range batch {
				r := k.Add(r0, k.Add(b, k.I32(i)))
				for t := range TT {
					x := k.SLoad(qs, k.Add(k.I32(int64(t)*s.Nope), r))
					for j := range 8 {
						k.Set(acc[t][j], k.Add(k.Get(acc[t][j]), k.Mul(x, ws[i][j])))
					}
				}
			}
		})
		// Ranges 1 … Q−1 leave their sums; range 0 adds them in order and stores.
		k.If(k.Gt(rq, k.I32(0)), func() {
			for t := range TT {
				for j := range 8 {
					k.SStore(red, k.Add(k.Mul(k.Sub(rq, k.I32(1)), k.I32(TT*s.Rank)), k.Add(k.I32(int64(t)*s.Rank), k.Add(col, k.I32(int64(j))))), k.Get(acc[t][j]))
				}
			}
		}, nil)
		k.Barrier()
		k.If(k.Eq(rq, k.I32(0)), func() {
			for t := range TT {
				tok := k.Add(tp, k.I32(int64(t)))
				k.If(k.Lt(tok, n), func() {
					var ys [8]*Value
					for j := range 8 {
						v := k.Get(acc[t][j])
						for o := int64(0); o < Q-1; o++ {
							v = k.Add(v, k.SLoad(red, k.Add(k.I32(o*TT*s.Rank+int64(t)*s.Rank), k.Add(col, k.I32(int64(j))))))
						}
						ys[j] = v
					}
					k.store8(out, k.Add(k.Add(k.Mul(tok, k.I32(s.Heads*s.Rank)), k.Mul(h, k.I32(s.Rank))), col), ys)
				}, nil)
			}
		}, nil)
		k.Barrier() // the next pass writes the queries and the sums again
	})
	return finish(k, "mla_qabs", qabsBlock, Grid{Count: "rows", Mult: 0, PerBlock: 1, Fixed: s.Heads})
}
