package cuda

import (
	"fmt"
	"math"

	"afdc/ir"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/cublas"
	"afdc/targets/cuda/device"
	"afdc/targets/cuda/kgen"
)

// prefillCap bounds the scores (f32) and probabilities of one query chunk of the MLA prefill form;
// longer prompts run in query chunks.
const prefillCap = 1 << 30

// mlaPrefill runs MLA attention in its expanded form on a step of prompts: a sequence's keys and
// values come from its latent rows, expanded by one GEMM, rather than from the absorbed form's
// reading of every cached latent once per query and head pair (576 + 512 values a position; the
// expanded form does 192 + 128 on the tensor cores, which is what a long prompt needs). Per sequence:
//
//	kv[keys, H·(nope+v)] = c·W_kvbᵀ                       (one GEMM: k_nope and v of every head)
//
// then, in bf16, one fused causal attention kernel over kv, the rope key and q (kgen's
// mla_prefill_flash: scores, softmax and weighted sum in registers and shared memory). There a
// sequence may have tokens cached before the step's chunk (chunked prefill: chunks): their latent
// and rope key are gathered from the pool (mla_cache_gather) before the chunk's own rows, so that
// keys = cached + new, as long as they fit the scratch (prefillKeys). In f32 (the parity
// reference), for steps whose sequences all start at position 0 (fresh), cuBLAS and a softmax kernel:
//
//	s_h[keys, nq]     = k_nope_hᵀ·q_nope_h + kpeᵀ·q_pe_h    (two strided-batched GEMMs over the heads, f32)
//	p_h               = causal softmax of s_h·scale         (kgen's mla_prefill_softmax)
//	out_h[v, nq]      = v_h·p_h                             (a strided-batched GEMM)
//
// over query chunks of nq rows whose scores fit prefillCap, each chunk against the keys up to its
// last query (the causal limit). The latent still goes to the cache (mla_cache_write) for the
// steps after. ok is false where the form does not apply (no prompt or long chunk in the step, a
// graph, no kernel for it: the split or per-token kernels run instead). In a step that mixes
// them with decode rows (the serving steps) the fused kernel takes the prompts and chunks and rest
// lists the rows left to the split kernels.
func (r *run) mlaPrefill(op *ir.Op, ks map[string]*kfn, out, q, c, kpe dval, kvb, pool cu.DevicePtr) (ok bool, rest []rowRange, err error) {
	fl, sm := ks["mla_prefill_flash"], ks["mla_prefill_softmax"]
	if r.q.mode != modeEager || r.b.NoPrefillForm {
		return false, nil, nil
	}
	var seqs []seqRows
	var seqIdx []int // each of seqs' index among the step's sequences
	switch {
	case fl != nil:
		p := r.prefillSplit(prefillKeys(r.b.maxRows)) // its expanded keys fit the scratch
		seqs, seqIdx, rest = p.taken, p.seq, p.rest
	case sm != nil && r.fresh != nil:
		seqs = r.fresh
	}
	if seqs == nil {
		return false, nil, nil
	}
	ok, err = r.mlaPrefillSeqs(op, ks, out, q, c, kpe, kvb, pool, seqs, seqIdx)
	return ok, rest, err
}

// mlaPrefillSeqs runs the prefill form over seqs (seqIdx: their indices among the step's
// sequences, for the fused kernel's cache reads).
func (r *run) mlaPrefillSeqs(op *ir.Op, ks map[string]*kfn, out, q, c, kpe dval, kvb, pool cu.DevicePtr, seqs []seqRows, seqIdx []int) (ok bool, err error) {
	fl, sm := ks["mla_prefill_flash"], ks["mla_prefill_softmax"]
	a := op.Attrs
	H, nope, rope, v, rank := int(a.MustInt("heads")), int(a.MustInt("nope")), int(a.MustInt("rope")), int(a.MustInt("v")), int(a.MustInt("rank"))
	dt := q.dt
	if out.dt != dt || c.dt != dt || kpe.dt != dt {
		return true, fmt.Errorf("mla_attention: q %s, latent %s, rope key %s, out %s, expected one type for the prefill form", dt, c.dt, kpe.dt, out.dt)
	}
	if c.width != rank || kpe.width != rope {
		return true, fmt.Errorf("mla_attention: latent width %d, rope key width %d, expected %d and %d", c.width, kpe.width, rank, rope)
	}
	if err := r.b.blasOn(r.q.s, r.q.blasWS); err != nil {
		return true, err
	}
	t, es := blasType(dt), elemSize(dt)
	hw, qw := H*(nope+v), nope+rope
	longest, cached := 0, false
	for _, s := range seqs {
		longest = max(longest, s.past+s.n)
		cached = cached || s.past > 0
	}
	if fl != nil {
		if dt != ir.BF16 {
			return true, fmt.Errorf("mla_attention: %s activations, expected bf16 for the fused prefill kernel", dt)
		}
		// The expanded keys and the gathered rows live only within this op: one scratch a run,
		// which every layer's MLA op reuses (they run in stream order), planned once (memory.go).
		scratch, err := r.prefillScratch(op)
		if err != nil {
			return true, err
		}
		kv := scratch
		// a sequence's cached and new latent and rope key rows, after the keys
		cAll := scratch.Add(al(prefillKeys(r.b.maxRows) * hw * es))
		kAll := cAll.Add(al(prefillKeys(r.b.maxRows) * c.rowBytes()))
		gather := ks["mla_cache_gather"]
		if cached && gather == nil {
			return true, fmt.Errorf("mla_attention: a chunk after cached tokens and no mla_cache_gather kernel")
		}
		mq := kgen.FlashPrefillMaxQueries(H, qw, v)
		// flash runs the fused kernel over sequence s's queries, its expanded keys at kvp and its
		// rope keys at kp: query slices of at most mq rows (the kernel's i32 indexing), each at
		// its position.
		flash := func(s seqRows, kvp, kp cu.DevicePtr) error {
			for q0 := 0; q0 < s.n; q0 += mq {
				nq := min(mq, s.n-q0)
				row := s.r0 + q0
				err := r.launch(fl, ptr("out", out.p.Add(row*out.rowBytes())), ptr("q", q.p.Add(row*q.rowBytes())), ptr("kv", kvp),
					ptr("kpe", kp), i32("queries", nq), i32("q0", s.past+q0), i32("blocks", kgen.FlashPrefillBlocks(fl.l, nq, H)))
				if err != nil {
					return err
				}
			}
			return nil
		}
		most := prefillKeys(r.b.maxRows)
		// An FP8 cache: every sequence's keys come back from the cache, the chunk's own rows
		// included (written there before this op), so that a prompt attends to the values its
		// later tokens will read, as the reference computes it.
		f8 := kgen.KVF8(op)
		if f8 && gather == nil {
			return true, fmt.Errorf("mla_attention: an FP8 KV cache and no mla_cache_gather kernel")
		}
		for i := 0; i < len(seqs); {
			s := seqs[i]
			if s.past == 0 && !f8 {
				// A run of fresh sequences whose rows follow one another expands its keys in one
				// GEMM, one launch where it took one a sequence; sequence t's keys start at row
				// t.r0 − s.r0 of the scratch.
				j, keys := i+1, s.n
				for j < len(seqs) && seqs[j].past == 0 && seqs[j].r0 == seqs[j-1].r0+seqs[j-1].n && keys+seqs[j].n <= most {
					keys += seqs[j].n
					j++
				}
				if err := r.gemm(keys, rank, hw, c.p.Add(s.r0*c.rowBytes()), kvb, kv, dt, dt, 0); err != nil {
					return true, err
				}
				for _, t := range seqs[i:j] {
					if err := flash(t, kv.Add((t.r0-s.r0)*hw*es), kpe.p.Add(t.r0*kpe.rowBytes())); err != nil {
						return true, err
					}
				}
				i = j
				continue
			}
			// After cached tokens: the sequence's cached latent and rope key rows are gathered
			// from the pool, its new ones copied after them (FP8: gathered too).
			n := s.past
			if f8 {
				n += s.n
			}
			err := r.launch(gather, ptr("c", cAll), ptr("kpe", kAll), ptr("pool", pool), ptr("table", r.table), i32("seq", seqIdx[i]),
				i32("max_blocks", r.maxBlocks), i32("block_size", r.b.kv.blockSize), i32("n", n))
			if err != nil {
				return true, err
			}
			if !f8 {
				if err := r.copyD2D(cAll.Add(s.past*c.rowBytes()), c.p.Add(s.r0*c.rowBytes()), s.n*c.rowBytes()); err != nil {
					return true, err
				}
				if err := r.copyD2D(kAll.Add(s.past*kpe.rowBytes()), kpe.p.Add(s.r0*kpe.rowBytes()), s.n*kpe.rowBytes()); err != nil {
					return true, err
				}
			}
			if err := r.gemm(s.past+s.n, rank, hw, cAll, kvb, kv, dt, dt, 0); err != nil {
				return true, err
			}
			if err := flash(s, kv, kAll); err != nil {
				return true, err
			}
			i++
		}
		return true, nil
	}
	kv, err := r.q.alloc(longest * hw * es)
	if err != nil {
		return true, err
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
	for _, s := range seqs {
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

// prefillMinKeys is the fewest keys (cached and new tokens of one sequence) the fused MLA prefill's
// expanded keys are planned for, whatever the step: with the executables' chunks of 512 in steps of
// 2,048, the last chunks of an 8,192-token prompt still take it (64 KiB of keys and values a token
// at DeepSeek-V3's widths: 512 MiB). Longer contexts' chunks take the decode kernels.
const prefillMinKeys = 8192

// prefillKeys is the most keys the fused MLA prefill takes in a step of up to rows rows.
func prefillKeys(rows int) int { return max(rows, prefillMinKeys) }

// prefillScratch is the run's scratch of the fused MLA prefill: the expanded keys and values of
// up to prefillKeys(maxRows) keys, then a sequence's gathered latent and rope key rows (each part
// aligned), taken from the arena at the run's first such op and reused by the others.
func (r *run) prefillScratch(op *ir.Op) (cu.DevicePtr, error) {
	if r.pfScratch == 0 && r.plan != nil {
		if n := mlaPrefillBytes(op, r.b.maxRows, true); n > r.plan.prefill.N {
			return 0, fmt.Errorf("%s: a prefill scratch of %d bytes, %d planned for it at load", op.Info().Name, n, r.plan.prefill.N)
		}
		r.pfScratch = r.q.arena.Base().Add(r.plan.prefill.Off)
	}
	if r.pfScratch == 0 {
		p, err := r.q.alloc(mlaPrefillBytes(op, r.b.maxRows, true))
		if err != nil {
			return 0, err
		}
		r.pfScratch = p
	}
	return r.pfScratch, nil
}

// al rounds n up to the arena's alignment.
func al(n int) int { return (n + device.Align - 1) / device.Align * device.Align }

// mlaPrefillBytes bounds what mlaPrefill allocates for a step of up to rows rows: the expanded keys
// and values; with the fused kernel (sequences of up to prefillKeys(rows) keys) a sequence's
// gathered latent and rope key rows, through cuBLAS (steps of prompts: rows keys at most) the
// scores and probabilities.
func mlaPrefillBytes(op *ir.Op, rows int, fused bool) int {
	a := op.Attrs
	H, nope, v, rank, rope := int(a.MustInt("heads")), int(a.MustInt("nope")), int(a.MustInt("v")), int(a.MustInt("rank")), int(a.MustInt("rope"))
	es := elemSize(op.Result.Type.DType)
	if fused {
		keys := prefillKeys(rows)
		return al(keys*H*(nope+v)*es) + al(keys*rank*es) + al(keys*rope*es)
	}
	return rows*H*(nope+v)*es + prefillScoreBytes(H, rows, es)
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

// gqaPrefill runs GQA attention of a step's prompts and chunks (each sequence a prompt from
// position 0 or at least prefillMinRows new rows) through the fused prefill kernel
// (gqa_prefill_flash) when the program has it: a launch a sequence, its queries against the
// sequence's keys and values in the paged pools (which kv_cache_write has just filled with the
// step's own), cached and new alike. rest lists the rows left to the split kernels (decode rows
// beside them). ok is false where it does not apply (no prompt or long chunk in the step, a graph,
// no kernel: the split or per-token kernels run instead).
func (r *run) gqaPrefill(ks map[string]*kfn, op *ir.Op, out, q dval, kpool, vpool cu.DevicePtr) (ok bool, rest []rowRange, err error) {
	fl := ks["gqa_prefill_flash"]
	if fl == nil || r.parts == nil || r.q.mode != modeEager || r.b.NoPrefillForm {
		return false, nil, nil
	}
	p := r.prefillSplit(math.MaxInt) // the pools hold every key
	seqs, seqIdx, rest := p.taken, p.seq, p.rest
	if seqs == nil {
		return false, nil, nil
	}
	if q.dt != ir.BF16 || out.dt != ir.BF16 {
		return true, nil, fmt.Errorf("gqa_attention: q %s, out %s, expected bf16 for the fused prefill kernel", q.dt, out.dt)
	}
	a := op.Attrs
	H, d := int(a.MustInt("heads")), int(a.MustInt("head_dim"))
	mq := kgen.FlashPrefillMaxQueries(H, d, d)
	for j, s := range seqs {
		i := seqIdx[j]
		// Query slices of at most mq rows (the kernel's i32 indexing), each at its position.
		for q0 := 0; q0 < s.n; q0 += mq {
			nq := min(mq, s.n-q0)
			row := s.r0 + q0
			err := r.launch(fl, ptr("out", out.p.Add(row*out.rowBytes())), ptr("q", q.p.Add(row*q.rowBytes())), ptr("k_pool", kpool),
				ptr("v_pool", vpool), ptr("table", r.table), i32("seq", i), i32("max_blocks", r.maxBlocks), i32("block_size", r.b.kv.blockSize),
				i32("queries", nq), i32("q0", s.past+q0), i32("blocks", kgen.FlashPrefillBlocks(fl.l, nq, H)))
			if err != nil {
				return true, nil, err
			}
		}
	}
	return true, rest, nil
}
