package kgen

import (
	"fmt"
	"math"

	"afdc/ir"
)

// The FP8 form of the MLA latent cache (runtime/kvfp8 defines it; this file writes and reads it on
// the device). A token's row is [Rank e4m3 codes][Rope bf16 values][Rank/128 f32 scales], padded
// to 16 bytes: the normalised latent in blocks of kvF8Block values, each stored as the codes of c/s
// with s = 2^e the smallest power of two with max|c| ≤ 448·s over the block, and the roped key as
// the activations carry it. Kernels address the pool in 32-bit words (the spec's Pool is EF8, the
// parameter EI32): KVF8RowWords a row, a multiple of 4 so rows start on 16 bytes; the key starts
// at word Rank/4 and so on 16 bytes too, the scales at kvF8ScaleWord.
//
// Every step is exact or rounds as runtime/kvfp8 does: the exponent comes from the block maximum's
// bits, c·2^-e is exact, the code is nearest-even (by the integer rounding of the f32 bits for
// normal codes and by an f32 add for subnormal ones), and a code read back is its value times 2^e
// (shift-and-multiply, as decodeV reads FP8 weights), which bf16 holds exactly for every block of
// finite values (kvfp8.MinExp).

// kvF8Block is the latent values a scale covers (kvfp8.Block); kvF8MinExp the smallest scale
// exponent (kvfp8.MinExp: every code times the scale is a bf16).
const (
	kvF8Block  = 128
	kvF8MinExp = -124
)

// KVF8OK reports whether an MLA cache of rank latent values and rope key values has the FP8 form
// on this target: whole scale blocks, and a key of whole 16-byte chunks.
func KVF8OK(rank, rope int64) bool {
	return rank > 0 && rank%kvF8Block == 0 && rope >= 0 && rope%8 == 0
}

// KVF8RowWords is the 32-bit words of an FP8 cache row.
func KVF8RowWords(rank, rope int64) int64 {
	return roundUp(kvF8ScaleWord(rank, rope)+rank/kvF8Block, 4)
}

// kvF8ScaleWord is the word of an FP8 cache row where the scales start, after the codes and the key.
func kvF8ScaleWord(rank, rope int64) int64 { return rank/4 + rope/2 }

// f8ScaleExp is kvfp8.ScaleExp on the bits of a block's largest magnitude (sign cleared; NaN
// and infinity compare above every finite magnitude): the exponent e of its scale, as an i32.
func (k *Kernel) f8ScaleExp(amax *Value) *Value {
	E, f := k.Shr(amax, k.I32(23)), k.And(amax, k.I32(0x7fffff))
	e := k.Select(k.Le(f, k.I32(0x600000)), k.Sub(E, k.I32(135)), k.Sub(E, k.I32(134)))
	e = k.Select(k.Lt(e, k.I32(kvF8MinExp)), k.I32(kvF8MinExp), e)
	e = k.Select(k.Eq(E, k.I32(0)), k.I32(kvF8MinExp), e)
	e = k.Select(k.Ge(amax, k.I32(0x7f800000)), k.I32(127), e)
	return k.Select(k.Eq(amax, k.I32(0)), k.I32(0), e)
}

// f8Code is kvfp8.Code of y (f32): its e4m3fn code in the low 8 bits of an i32.
func (k *Kernel) f8Code(y *Value) *Value {
	bits := k.Bits(TI32, y)
	sign := k.And(k.Shr(bits, k.I32(24)), k.I32(0x80))
	a := k.And(bits, k.I32(0x7fffffff))
	// Normal codes (|y| ≥ 2^-6): the f32 bits rounded to 3 mantissa bits, nearest even, with
	// the exponent rebased from f32's bias 127 to e4m3's 7; past 448 (and infinity), 448.
	norm := k.Sub(k.Shr(k.Add(k.Add(a, k.I32(0x7ffff)), k.And(k.Shr(a, k.I32(20)), k.I32(1))), k.I32(20)), k.I32(120<<3))
	norm = k.Select(k.Gt(norm, k.I32(0x7e)), k.I32(0x7e), norm)
	// Subnormal codes: |y|·2^9 rounded to an integer by adding 2^23 (nearest even).
	sub := k.Sub(k.Bits(TI32, k.Add(k.Mul(k.Bits(TF32, a), k.F32(512)), k.F32(1<<23))), k.I32(0x4b000000))
	code := k.Or(k.Select(k.Lt(a, k.I32(0x3c800000)), sub, norm), sign)
	return k.Select(k.Gt(a, k.I32(0x7f800000)), k.I32(0x7e), code) // NaN, of either sign: +448
}

// f8Top is the value of the code in the top byte of the i32 top times the f32 scale: an arithmetic
// shift by 4 and a mask put the sign at bit 31 and the 7 exponent and mantissa bits at bits 20..26,
// which makes the f32 value·2^-120, subnormals included (decodeV's decode); then two exact
// multiplies (2^120 and the scale are not one factor: their product overflows for the largest
// scales).
func (k *Kernel) f8Top(top, scale *Value) *Value {
	bits := k.And(k.Sar(top, k.I32(4)), k.I32(-0x78100000)) // 0x87f00000 as an i32
	return k.Mul(k.Mul(k.Bits(TF32, bits), k.F32(math.Ldexp(1, 120))), scale)
}

// f8Decode is the value of code b (0..255, an i32) times the f32 scale.
func (k *Kernel) f8Decode(b, scale *Value) *Value { return k.f8Top(k.Shl(b, k.I32(24)), scale) }

// f8Value is value at (< rank+rope) of the FP8 row whose first word is base in pool (EI32): a
// latent value (code times its block's scale) or a key value (bf16), one word load each and the
// scale's; for the CUDA-core decode kernel, which reads a value a lane.
func (k *Kernel) f8Value(pool, base, at *Value, rank, rope int64) *Value {
	lat := k.Lt(at, k.I32(rank))
	kat := k.Sub(at, k.I32(rank)) // the key's value, where !lat
	w := k.Load(pool, k.Add(base, k.Select(lat, k.Shr(at, k.I32(2)), k.Add(k.I32(rank/4), k.Shr(kat, k.I32(1))))))
	scale := k.Bits(TF32, k.Load(pool, k.Add(base, k.Add(k.I32(kvF8ScaleWord(rank, rope)), k.Select(lat, k.Shr(at, k.I32(7)), k.I32(0))))))
	code := k.And(k.Shr(w, k.Shl(k.And(at, k.I32(3)), k.I32(3))), k.I32(0xff))
	key := k.Bits(TF32, k.Select(k.Eq(k.And(kat, k.I32(1)), k.I32(0)), k.Shl(w, k.I32(16)), k.And(w, k.I32(-65536))))
	return k.Select(lat, k.f8Decode(code, scale), key)
}

// f8Word4 is the 4 values of a word of 4 codes (the lowest byte first), times scale: each byte
// shifted to the top (the last is there already).
func (k *Kernel) f8Word4(w, scale *Value) [4]*Value {
	var out [4]*Value
	for b := range int64(4) {
		top := w
		if b < 3 {
			top = k.Shl(w, k.I32(24-8*b))
		}
		out[b] = k.f8Top(top, scale)
	}
	return out
}

// buildF8 is MLACacheWriteSpec's kernel for the FP8 cache: a block a new token, Rank/8 threads of
// 8 latent values each (rounded up to whole warps), the 16 threads of a scale block reducing its
// maximum by shuffles; each thread stores its 8 codes as two words, the first of the 16 its
// block's scale, and the block's threads the key's bf16 pairs.
func (s MLACacheWriteSpec) buildF8() (*Kernel, Launch) {
	rw := KVF8RowWords(s.Rank, s.Rope)
	k := NewKernel(fmt.Sprintf("mla_cache_write_%s_f8e4m3_r%d_p%d", s.Elem, s.Rank, s.Rope))
	pool := k.Param("pool", PPtr, EI32)
	c, kpe := k.Param("c", PPtr, s.Elem), k.Param("kpe", PPtr, s.Elem)
	table := k.Param("table", PPtr, EI32)
	seq, pos := k.Param("tok_seq", PPtr, EI32), k.Param("tok_pos", PPtr, EI32)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	k.Param("rows", PI32, 0)
	tid, r := k.Tid(), k.Ctaid()
	used := s.Rank / 8
	threads := roundUp(used, streamWarp)
	in := k.Lt(tid, k.I32(used))
	at := k.Select(in, tid, k.I32(0))
	row := k.Mul(k.cacheRow(table, k.Load(seq, r), k.Load(pos, r), maxBlocks, blockSize), k.I32(rw))
	xs := k.load8(c, k.Add(k.Mul(r, k.I32(s.Rank)), k.Mul(at, k.I32(8))))
	amax := k.I32(0)
	for _, x := range xs {
		a := k.And(k.Bits(TI32, x), k.I32(0x7fffffff))
		amax = k.Select(k.Gt(a, amax), a, amax)
	}
	amax = k.Select(in, amax, k.I32(0))
	for _, m := range []int64{1, 2, 4, 8} { // the 16 threads of a scale block
		o := k.ShflXor(amax, m)
		amax = k.Select(k.Gt(o, amax), o, amax)
	}
	e := k.f8ScaleExp(amax)
	// 2^-e, a subnormal f32 for e = 127 (only a block with an infinite or NaN value).
	// (kvF8MinExp keeps 127 − e within an f32 exponent otherwise.)
	inv := k.Select(k.Eq(e, k.I32(127)), k.Bits(TF32, k.I32(0x400000)), k.Bits(TF32, k.Shl(k.Sub(k.I32(127), e), k.I32(23))))
	k.If(in, func() {
		for h := range int64(2) {
			w := k.I32(0)
			for b := range int64(4) {
				w = k.Or(w, k.Shl(k.f8Code(k.Mul(xs[4*h+b], inv)), k.I32(8*b)))
			}
			k.Store(pool, k.Add(row, k.Add(k.Mul(at, k.I32(2)), k.I32(h))), w)
		}
		k.If(k.Eq(k.And(tid, k.I32(15)), k.I32(0)), func() {
			k.Store(pool, k.Add(row, k.Add(k.I32(kvF8ScaleWord(s.Rank, s.Rope)), k.Shr(tid, k.I32(4)))), k.Shl(k.Add(e, k.I32(127)), k.I32(23)))
		}, nil)
	}, nil)
	kb := k.Mul(r, k.I32(s.Rope))
	k.Loop(tid, k.I32(s.Rope/2), k.I32(threads), func(j *Value) {
		x0 := k.Load(kpe, k.Add(kb, k.Mul(j, k.I32(2))))
		x1 := k.Load(kpe, k.Add(kb, k.Add(k.Mul(j, k.I32(2)), k.I32(1))))
		k.Store(pool, k.Add(row, k.Add(k.I32(s.Rank/4), j)), k.PackBF2(x0, x1))
	})
	return finish(k, "mla_cache_write", int(threads), Grid{Count: "rows", Mult: 1, PerBlock: 1})
}

// gatherF8 is MLACacheGatherSpec's kernel for the FP8 cache: a thread a word of the rows, a word
// of 4 codes becoming 4 bf16 values of c (times its block's scale), a word of the key its pair.
func (s MLACacheGatherSpec) gatherF8() (*Kernel, Launch) {
	rw := KVF8RowWords(s.Rank, s.Rope)
	cw, kw := s.Rank/4, s.Rope/2 // words of codes and of the key a row
	k := NewKernel(fmt.Sprintf("mla_cache_gather_%s_f8e4m3_r%d_p%d", s.Elem, s.Rank, s.Rope))
	c, kpe := k.Param("c", PPtr, s.Elem), k.Param("kpe", PPtr, s.Elem)
	pool := k.Param("pool", PPtr, EI32)
	table := k.Param("table", PPtr, EI32)
	seq := k.Param("seq", PI32, 0)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	n := k.Param("n", PI32, 0)
	k.elementwise(n, cw+kw, func(i *Value) {
		p, j := k.Div(i, k.I32(cw+kw)), k.Rem(i, k.I32(cw+kw))
		row := k.Mul(k.cacheRow(table, seq, p, maxBlocks, blockSize), k.I32(rw))
		w := k.Load(pool, k.Add(row, j)) // codes, then the key
		k.If(k.Lt(j, k.I32(cw)), func() {
			scale := k.Bits(TF32, k.Load(pool, k.Add(row, k.Add(k.I32(kvF8ScaleWord(s.Rank, s.Rope)), k.Shr(j, k.I32(5))))))
			v := k.f8Word4(w, scale)
			at := k.Add(k.Mul(p, k.I32(s.Rank)), k.Mul(j, k.I32(4)))
			k.StoreF2(c, at, v[0], v[1])
			k.StoreF2(c, k.Add(at, k.I32(2)), v[2], v[3])
		}, func() {
			at := k.Add(k.Mul(p, k.I32(s.Rope)), k.Mul(k.Sub(j, k.I32(cw)), k.I32(2)))
			k.StoreF2(kpe, at, k.Bits(TF32, k.Shl(w, k.I32(16))), k.Bits(TF32, k.And(w, k.I32(-65536))))
		})
	})
	return finish(k, "mla_cache_gather", elemBlock, Grid{Count: "n", Mult: cw + kw, PerBlock: elemBlock})
}

// mlaF8Specs are the kernels of an MLA attention op whose cache is FP8 (KVF8): the FP8 write, the
// decode core over FP8 rows with its combine, the absorption and output kernels of the bf16
// decode path, and the fused prefill with the FP8 gather, which reads every position of a prompt
// back from the cache (its own rows included, as the CPU reference reads them). The decode core is
// the flash-attention kernel over FP8 tiles on sm_90 and sm_90a where its shapes allow (heads in
// 64s), else the CUDA-core kernel reading the rows a value a lane (sm_80 builds, whose GPUs give a
// block too little shared memory for the other; DeepSeek-V2-Lite's 16 heads). Only the bf16 decode
// path reads an FP8 cache: the op needs bf16 q, latent, kv_b_proj and output.
func mlaF8Specs(op *ir.Op, arch Arch, in, c, w, res Elem) ([]Spec, error) {
	a := op.Attrs
	rank, rope, heads, nope, v := a.MustInt("rank"), a.MustInt("rope"), a.MustInt("heads"), a.MustInt("nope"), a.MustInt("v")
	scale := float32(a.MustFloat("scale"))
	kpe, err := actElem(op.Args[2].Type)
	if err != nil {
		return nil, err
	}
	d := MLADecodeSpec{Q: in, Pool: EF8, Heads: heads, HG: MLAHeadGroup(heads), Nope: nope, Rope: rope, Rank: rank, Scale: scale}
	d.FA = arch != SM80 && d.FAOK()
	f := FlashPrefillSpec{Source: FlashMLA, Heads: heads, Dk: nope + rope, Dv: v, Nope: nope, Scale: scale}
	f.Hopper = arch.Hopper() && f.HopperOK()
	switch {
	case in != EBF16 || c != EBF16 || kpe != EBF16 || w != EBF16 || res != EBF16:
		return nil, fmt.Errorf("FP8 KV cache: q %s, latent %s, rope key %s, kv_b_proj %s, output %s; expected bf16 throughout (a bf16 build: the FP8 cache is read by the bf16 kernels only)", in, c, kpe, w, res)
	case !KVF8OK(rank, rope) || d.Check() != nil:
		return nil, fmt.Errorf("FP8 KV cache: %d heads, rank %d, rope %d; expected rank a multiple of 128, rope a multiple of 8 (the device rows' 16-byte parts)", heads, rank, rope)
	case f.Check() != nil:
		return nil, fmt.Errorf("FP8 KV cache: no fused prefill kernel for %d heads, nope %d, rope %d, v %d: %v", heads, nope, rope, v, f.Check())
	}
	out := []Spec{MLACacheWriteSpec{Elem: c, Rank: rank, Rope: rope, F8: true}, d, CombineSpec{Kind: "mla_combine", Out: w, Heads: heads, Width: rank}}
	if ab := (MLAAbsorbSpec{Heads: heads, Nope: nope, Rope: rope, V: v, Rank: rank, Out: d.QAbs()}); ab.Check() == nil {
		out = append(out, ab)
	}
	if arch != SM80 && heads >= mlaOutMinHeads {
		for tt := int64(1); tt <= MLAOutTokens; tt *= 2 {
			if o := (MLAOutSpec{Heads: heads, Nope: nope, V: v, Rank: rank, TT: tt}); o.Check() == nil {
				out = append(out, o)
			}
		}
	}
	return append(out, f, MLACacheGatherSpec{Elem: c, Rank: rank, Rope: rope, F8: true}), nil
}
