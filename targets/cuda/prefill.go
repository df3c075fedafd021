package cuda

import (
	"fmt"

	"afdc/ir"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/cublas"
	"afdc/targets/cuda/kgen"
)

// prefillCap bounds the scores (f32) and probabilities of one query chunk of the MLA prefill form;
// longer prompts run in query chunks.
const prefillCap = 1 << 30

// mlaPrefill runs MLA attention in its expanded form when every sequence of the step starts at
// position 0 (a prompt, or its first chunk): a sequence's rows are then its whole context, and
// its keys and values come from its own latent rows without the cache. Per sequence:
//
//	kv[n, H·(nope+v)] = c·W_kvbᵀ                          (one GEMM: k_nope and v of every head)
//
// then, in bf16, one fused causal attention kernel over kv, the rope key and q (kgen's
// mla_prefill_flash: scores, softmax and weighted sum in registers and shared memory, a launch
// for the sequence); in f32 (the parity reference), cuBLAS and a softmax kernel:
//
//	s_h[keys, nq]     = k_nope_hᵀ·q_nope_h + kpeᵀ·q_pe_h    (two strided-batched GEMMs over the heads, f32)
//	p_h               = causal softmax of s_h·scale         (kgen's mla_prefill_softmax)
//	out_h[v, nq]      = v_h·p_h                             (a strided-batched GEMM)
//
// over query chunks of nq rows whose scores fit prefillCap, each chunk against the keys up to its
// last query (the causal limit). The absorbed form reads every cached latent once per query and
// head pair and multiplies by 576 + 512 values a position; this one does 192 + 128 on the tensor
// cores, which is what a long prompt needs. The latent still goes to the cache (mla_cache_write)
// for the decode steps after. ok is false where the form does not apply (a step with cached
// context, a graph, no kernel for it: the split or per-token kernels run instead).
func (r *run) mlaPrefill(op *ir.Op, ks map[string]*kfn, out, q, c, kpe dval, kvb cu.DevicePtr) (ok bool, err error) {
	fl, sm := ks["mla_prefill_flash"], ks["mla_prefill_softmax"]
	if fl == nil && sm == nil || r.fresh == nil || r.q.mode != modeEager || r.b.NoPrefillForm {
		return false, nil
	}
	a := op.Attrs
	H, nope, rope, v, rank := int(a.MustInt("heads")), int(a.MustInt("nope")), int(a.MustInt("rope")), int(a.MustInt("v")), int(a.MustInt("rank"))
	dt := q.dt
	if out.dt != dt || c.dt != dt || kpe.dt != dt {
		return true, fmt.Errorf("mla_attention: q %s, latent %s, rope key %s, out %s, expected one type for the prefill form", dt, c.dt, kpe.dt, out.dt)
	}
	if err := r.b.blasOn(r.q.s); err != nil {
		return true, err
	}
	t, es := blasType(dt), elemSize(dt)
	hw, qw := H*(nope+v), nope+rope
	longest := 0
	for _, s := range r.fresh {
		longest = max(longest, s.n)
	}
	kv, err := r.q.alloc(longest * hw * es)
	if err != nil {
		return true, err
	}
	if fl != nil {
		if dt != ir.BF16 {
			return true, fmt.Errorf("mla_attention: %s activations, expected bf16 for the fused prefill kernel", dt)
		}
		mq := kgen.FlashPrefillMaxQueries(H, qw, v)
		for _, s := range r.fresh {
			if err := r.gemm(s.n, rank, hw, c.p.Add(s.r0*c.rowBytes()), kvb, kv, dt, dt, 0); err != nil {
				return true, err
			}
			// Query slices of at most mq rows (the kernel's i32 indexing), each at its position.
			for q0 := 0; q0 < s.n; q0 += mq {
				nq := min(mq, s.n-q0)
				row := s.r0 + q0
				err := r.launch(fl, ptr("out", out.p.Add(row*out.rowBytes())), ptr("q", q.p.Add(row*q.rowBytes())), ptr("kv", kv),
					ptr("kpe", kpe.p.Add(s.r0*kpe.rowBytes())), i32("queries", nq), i32("q0", q0), i32("blocks", kgen.FlashPrefillBlocks(nq, H)))
				if err != nil {
					return true, err
				}
			}
		}
		return true, nil
	}
	qc := prefillChunk(H, longest, es)
	scores, err := r.q.alloc(H * qc * longest * 4)
	if err != nil {
		return true, err
	}
	p, err := r.q.alloc(H * qc * longest * es)
	if err != nil {
		return true, err
	}
	for _, s := range r.fresh {
		if err := r.gemm(s.n, rank, hw, c.p.Add(s.r0*c.rowBytes()), kvb, kv, dt, dt, 0); err != nil {
			return true, err
		}
		for q0 := 0; q0 < s.n; q0 += qc {
			nq := min(qc, s.n-q0)
			keys := q0 + nq
			qp := q.p.Add((s.r0 + q0) * q.rowBytes())
			r.q.dirty = true
			// Column-major per head h: s_h[keys, nq] (ld keys) = k_nope_hᵀ (kv row-major [keys, hw] =
			// column-major [hw, keys], head h's k_nope at column offset h·(nope+v)) · q_nope_h
			// (column-major [qw, nq] at h·qw, ld H·qw).
			err := r.b.blas.GemmStridedBatchedEx(&cublas.StridedBatch{Gemm: cublas.Gemm{TransA: cublas.OpT, TransB: cublas.OpN,
				M: keys, N: nq, K: nope, A: kv, AType: t, LDA: hw, B: qp, BType: t, LDB: H * qw,
				C: scores, CType: cublas.R32F, LDC: keys, Alpha: 1, Compute: compute(dt)},
				StrideA: int64(nope + v), StrideB: int64(qw), StrideC: int64(keys * nq), Count: H})
			if err != nil {
				return true, err
			}
			// s_h += kpeᵀ (the one rope key of every head: stride 0) · q_pe_h.
			err = r.b.blas.GemmStridedBatchedEx(&cublas.StridedBatch{Gemm: cublas.Gemm{TransA: cublas.OpT, TransB: cublas.OpN,
				M: keys, N: nq, K: rope, A: kpe.p.Add(s.r0 * kpe.rowBytes()), AType: t, LDA: rope, B: qp.Add(nope * es), BType: t, LDB: H * qw,
				C: scores, CType: cublas.R32F, LDC: keys, Alpha: 1, Beta: 1, Compute: compute(dt)},
				StrideA: 0, StrideB: int64(qw), StrideC: int64(keys * nq), Count: H})
			if err != nil {
				return true, err
			}
			if err := r.launch(sm, ptr("p", p), ptr("scores", scores), i32("keys", keys), i32("queries", nq), i32("q0", q0), i32("rows", H*nq)); err != nil {
				return true, err
			}
			// out_h[v, nq] (ld H·v) = v_h (column-major [v, keys] at h·(nope+v) + nope, ld hw) · p_h
			// (column-major [keys, nq], ld keys).
			r.q.dirty = true
			err = r.b.blas.GemmStridedBatchedEx(&cublas.StridedBatch{Gemm: cublas.Gemm{TransA: cublas.OpN, TransB: cublas.OpN,
				M: v, N: nq, K: keys, A: kv.Add(nope * es), AType: t, LDA: hw, B: p, BType: t, LDB: keys,
				C: out.p.Add((s.r0 + q0) * out.rowBytes()), CType: t, LDC: H * v, Alpha: 1, Compute: compute(dt)},
				StrideA: int64(nope + v), StrideB: int64(keys * nq), StrideC: int64(v), Count: H})
			if err != nil {
				return true, err
			}
		}
	}
	return true, nil
}

// prefillChunk is the queries of one chunk of the prefill form for a sequence of n tokens (heads
// heads, probabilities of es bytes): as many as fit prefillCap with the scores of all n keys, at
// least 1, at most n.
func prefillChunk(heads, n, es int) int {
	return min(n, max(1, prefillCap/(heads*n*(4+es))))
}

// mlaPrefillBytes bounds what mlaPrefill allocates for a step of up to rows rows: the expanded keys
// and values, and where the form runs through cuBLAS (no fused kernel) the scores and
// probabilities.
func mlaPrefillBytes(op *ir.Op, rows int, fused bool) int {
	a := op.Attrs
	H, nope, v := int(a.MustInt("heads")), int(a.MustInt("nope")), int(a.MustInt("v"))
	es := elemSize(op.Result.Type.DType)
	kv := rows * H * (nope + v) * es
	if fused {
		return kv
	}
	return kv + prefillScoreBytes(H, rows, es)
}

// prefillScoreBytes bounds the scores and probabilities of the prefill form for sequences of up
// to rows tokens: a chunk of qc queries over n keys takes H·qc·n·(4+es) bytes, at most prefillCap
// or, where one query row alone is over it, one query row of the longest sequence; and never more
// than all rows at once. (The chunk of the longest sequence is no bound: a shorter one's chunk,
// rounded down less, can take more.)
func prefillScoreBytes(heads, rows, es int) int {
	row := heads * rows * (4 + es)
	return min(row*rows, max(prefillCap, row))
}
