package kgen

import (
	"fmt"
	"math"
)

// SampleSpec draws one token per row of logits [rows, Vocab] on the device, with per-row runtime
// parameters (temperature, top_k, top_p, seed, position), as the runtime's sampler defines it:
//
//	temperature <= 0: argmax (the lowest id among ties; NaN first, as ArgmaxSpec)
//	p = softmax(logits / temperature) in float32 (exp as ExpF32, the sum in float64 rounded once)
//	keep the top_k most probable (top_k <= 0: all), ties to the lower id
//	if 0 < top_p < 1: keep the shortest prefix, in descending probability (ties: lower id first),
//	    whose mass >= top_p · (kept mass)
//	u = the counter RNG of (seed, position); pick the first kept token, in that order, whose
//	    cumulative mass exceeds u · (kept mass)
//
// Nothing is sorted: each "prefix in descending order" is found by bisecting on the probability's
// bits (non-negative float32s order as their bit patterns) and then on the id among equal
// probabilities, every step one block-wide count or float64 sum over the row. probs is a
// [rows, Vocab] f32 workspace.
type SampleSpec struct {
	Elem  Elem
	Vocab int64
}

const sampleBlock = 256

// Counter RNG constants (splitmix64's finaliser), agreed with the runtime sampler.
const (
	rngGamma = 0x9E3779B97F4A7C15
	rngMul1  = 0xBF58476D1CE4E5B9
	rngMul2  = 0x94D049BB133111EB
)

// CounterUniform is the sampler's u in [0,1) for seed s at position p, computed on the host. The
// kernel computes the same bits.
func CounterUniform(s, p uint64) float32 {
	z := s + rngGamma*(p+1)
	z = (z ^ (z >> 30)) * rngMul1
	z = (z ^ (z >> 27)) * rngMul2
	z ^= z >> 31
	return float32(z>>40) * (1.0 / (1 << 24))
}

func u64(c uint64) int64 { return int64(c) }

func (k *Kernel) counterUniform(seed, pos *Value) *Value {
	z := k.Add(seed, k.Mul(k.I64(u64(rngGamma)), k.Add(pos, k.I64(1))))
	z = k.Mul(k.Xor(z, k.Shr(z, k.I64(30))), k.I64(u64(rngMul1)))
	z = k.Mul(k.Xor(z, k.Shr(z, k.I64(27))), k.I64(u64(rngMul2)))
	z = k.Xor(z, k.Shr(z, k.I64(31)))
	return k.Mul(k.Conv(TF32, k.Shr(z, k.I64(40))), k.F32(1.0/(1<<24)))
}

// rowSum adds f(i) (an f64) over i in [0, n) across the block; every thread gets the total.
func (k *Kernel) rowSum(tid *Value, n int64, block int64, f func(i *Value) *Value) *Value {
	acc := k.Var(k.F64(0))
	k.Loop(tid, k.I32(n), k.I32(block), func(i *Value) { k.Set(acc, k.Add(k.Get(acc), f(i))) })
	return k.BlockSumF64(tid, k.Get(acc), block)
}

// bisect finds, in iters halvings of [lo, hi], the smallest x with ok(x) true, for an ok that is
// monotone (false then true) and true at hi. ok may use block-wide reductions: every thread runs the
// same iterations.
func (k *Kernel) bisect(lo, hi int64, iters int, ok func(x *Value) *Value) *Value {
	l, h := k.Var(k.I32(lo)), k.Var(k.I32(hi))
	k.Loop(k.I32(0), k.I32(int64(iters)), k.I32(1), func(*Value) {
		a, b := k.Get(l), k.Get(h)
		mid := k.Add(a, k.Div(k.Sub(b, a), k.I32(2)))
		k.If(ok(mid), func() { k.Set(h, mid) }, func() { k.Set(l, k.Add(mid, k.I32(1))) })
	})
	return k.Get(h)
}

func (k *Kernel) boolF64(c, x *Value) *Value { return k.Select(c, x, k.F64(0)) }

func (s SampleSpec) Build() (*Kernel, Launch) {
	V := s.Vocab
	k := NewKernel(fmt.Sprintf("sample_%s_v%d", s.Elem, V))
	out := k.Param("out", PPtr, EI32)
	logits := k.Param("logits", PPtr, s.Elem)
	probs := k.Param("probs", PPtr, EF32)
	temp := k.Param("temperature", PPtr, EF32)
	topk := k.Param("top_k", PPtr, EI32)
	topp := k.Param("top_p", PPtr, EF32)
	seed := k.Param("seed", PPtr, EI64)
	pos := k.Param("position", PPtr, EI32)
	k.Param("rows", PI32, 0)
	tid, row := k.Tid(), k.Ctaid()
	base := k.Mul(row, k.I32(V))
	block := int64(sampleBlock)
	T := k.Load(temp, row)
	// Bisection bounds: probabilities' bits lie in [0, 0x3f800000] (0 .. 1.0); ids in [0, V].
	const keyHi, keyIters = 0x3f800001, 31
	idIters := int(math.Ceil(math.Log2(float64(V+1)))) + 1
	k.If(k.Gt(T, k.F32(0)), func() {
		// z = logits / T; m = max z (block max through shared memory).
		m := k.Var(k.F32(math.Inf(-1)))
		k.Loop(tid, k.I32(V), k.I32(block), func(i *Value) {
			z := k.Div(k.Load(logits, k.Add(base, i)), T)
			k.If(k.Gt(z, k.Get(m)), func() { k.Set(m, z) }, nil)
		})
		sm := k.Shared(TF32, block)
		k.SStore(sm, tid, k.Get(m))
		k.Barrier()
		for st := block / 2; st > 0; st /= 2 {
			k.If(k.Lt(tid, k.I32(st)), func() {
				o := k.SLoad(sm, k.Add(tid, k.I32(st)))
				k.If(k.Gt(o, k.SLoad(sm, tid)), func() { k.SStore(sm, tid, o) }, nil)
			}, nil)
			k.Barrier()
		}
		mx := k.SLoad(sm, k.I32(0))
		sum := k.rowSum(tid, V, block, func(i *Value) *Value {
			e := k.ExpF32(k.Sub(k.Div(k.Load(logits, k.Add(base, i)), T), mx))
			k.Store(probs, k.Add(base, i), e)
			return k.Conv(TF64, e)
		})
		d := k.Conv(TF32, sum)
		k.Loop(tid, k.I32(V), k.I32(block), func(i *Value) {
			k.Store(probs, k.Add(base, i), k.Div(k.Load(probs, k.Add(base, i)), d))
		})
		k.Barrier()
		p := func(i *Value) *Value { return k.Load(probs, k.Add(base, i)) }
		key := func(i *Value) *Value { return k.Bits(TI32, p(i)) }
		one := k.F64(1)

		// Top-k: τk = the smallest key t with #(key > t) < K; of the keys equal to τk, the first
		// needK ids are kept (ids below cutK).
		K := k.Load(topk, row)
		all := k.Or(k.Le(K, k.I32(0)), k.Ge(K, k.I32(V)))
		Kf := k.Conv(TF64, K)
		tauK := k.Var(k.I32(-1))
		cutK := k.Var(k.I32(0))
		k.If(k.Xor(all, k.boolConst(true)), func() {
			t := k.bisect(0, keyHi, keyIters, func(x *Value) *Value {
				return k.Lt(k.rowSum(tid, V, block, func(i *Value) *Value { return k.boolF64(k.Gt(key(i), x), one) }), Kf)
			})
			k.Set(tauK, t)
			above := k.rowSum(tid, V, block, func(i *Value) *Value { return k.boolF64(k.Gt(key(i), t), one) })
			need := k.Sub(Kf, above)
			k.Set(cutK, k.bisect(0, V, idIters, func(x *Value) *Value {
				eq := k.rowSum(tid, V, block, func(i *Value) *Value {
					return k.boolF64(k.And(k.Eq(key(i), t), k.Lt(i, x)), one)
				})
				return k.Ge(eq, need)
			}))
		}, nil)
		tk, ck := k.Get(tauK), k.Get(cutK)
		inK := func(i *Value) *Value {
			ki := key(i)
			return k.Or(k.Gt(ki, tk), k.And(k.Eq(ki, tk), k.Lt(i, ck)))
		}
		// prefix returns the cut of the descending order under pred at which the cumulative mass
		// first reaches (ge) or exceeds (!ge) target: every kept key > τ, and keys == τ with id < cut.
		prefix := func(in func(i *Value) *Value, target *Value, ge bool) (*Value, *Value) {
			reach := func(m *Value) *Value {
				if ge {
					return k.Ge(m, target)
				}
				return k.Gt(m, target)
			}
			// The largest τ with mass(key >= τ) reaching the target, as the smallest τ+1 without.
			t1 := k.bisect(0, keyHi, keyIters, func(x *Value) *Value {
				m := k.rowSum(tid, V, block, func(i *Value) *Value { return k.boolF64(k.And(in(i), k.Ge(key(i), x)), p64(k, p, i)) })
				return k.Xor(reach(m), k.boolConst(true))
			})
			tau := k.Sub(t1, k.I32(1))
			gt := k.rowSum(tid, V, block, func(i *Value) *Value { return k.boolF64(k.And(in(i), k.Gt(key(i), tau)), p64(k, p, i)) })
			cut := k.bisect(0, V, idIters, func(x *Value) *Value {
				eq := k.rowSum(tid, V, block, func(i *Value) *Value {
					return k.boolF64(k.And(in(i), k.And(k.Eq(key(i), tau), k.Lt(i, x))), p64(k, p, i))
				})
				return reach(k.Add(gt, eq))
			})
			return tau, cut
		}
		massK := k.rowSum(tid, V, block, func(i *Value) *Value { return k.boolF64(inK(i), p64(k, p, i)) })
		P := k.Load(topp, row)
		usep := k.And(k.Gt(P, k.F32(0)), k.Lt(P, k.F32(1)))
		tauP, cutP := k.Var(k.I32(-1)), k.Var(k.I32(0))
		k.If(usep, func() {
			t, c := prefix(inK, k.Mul(k.Conv(TF64, P), massK), true)
			k.Set(tauP, t)
			k.Set(cutP, c)
		}, nil)
		tp, cp := k.Get(tauP), k.Get(cutP)
		inP := func(i *Value) *Value {
			ki := key(i)
			return k.And(inK(i), k.Or(k.Gt(ki, tp), k.And(k.Eq(ki, tp), k.Lt(i, cp))))
		}
		massP := k.rowSum(tid, V, block, func(i *Value) *Value { return k.boolF64(inP(i), p64(k, p, i)) })
		u := k.counterUniform(k.Load(seed, row), k.Conv(TI64, k.Load(pos, row)))
		_, cut := prefix(inP, k.Mul(k.Conv(TF64, u), massP), false)
		// The chosen token is the one whose inclusion crossed the target: the id just below cut.
		k.If(k.Eq(tid, k.I32(0)), func() { k.Store(out, row, k.Sub(cut, k.I32(1))) }, nil)
	}, func() {
		best := k.rowArgmax(tid, logits, base, V, block)
		k.If(k.Eq(tid, k.I32(0)), func() { k.Store(out, row, best) }, nil)
	})
	return finish(k, "sample", sampleBlock, Grid{Count: "rows", Mult: 1, PerBlock: 1})
}

func p64(k *Kernel, p func(*Value) *Value, i *Value) *Value { return k.Conv(TF64, p(i)) }
