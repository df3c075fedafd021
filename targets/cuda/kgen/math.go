package kgen

// Math built from kernel IR arithmetic. The CPU reference evaluates exp, sin, cos and 1/sqrt in float64
// and rounds once to float32; NVPTX has no accurate libm without libdevice, so these are float64
// routines accurate to a few float64 ulp, which round to the same float32 except in cases of measure
// near zero (and are never worse than 1 float32 ulp).

// Exp64 returns exp(x) for an f64 x: x = k·ln2 + r with |r| <= ln2/2 (ln2 split in two so k·ln2hi
// is exact), exp(r) by its Taylor series to r^13 (truncation < 1e-17), then scaled by 2^k in two
// halves so that every power stays a normal float64.
func (k *Kernel) Exp64(x *Value) *Value {
	x = k.Select(k.Lt(x, k.F64(-745)), k.F64(-745), x)
	x = k.Select(k.Gt(x, k.F64(710)), k.F64(710), x)
	n := k.Rint(k.Mul(x, k.F64(1.4426950408889634)))
	r := k.Sub(k.Sub(x, k.Mul(n, k.F64(6.93147180369123816490e-01))), k.Mul(n, k.F64(1.90821492927058770002e-10)))
	p := k.F64(1.0 / 6227020800) // 1/13!
	fact := 6227020800.0
	for i := 12; i >= 0; i-- {
		fact /= float64(i + 1)
		p = k.Add(k.Mul(p, r), k.F64(1/fact))
	}
	ni := k.Conv(TI64, n)
	n1 := k.Div(ni, k.I64(2))
	n2 := k.Sub(ni, n1)
	pow := func(e *Value) *Value {
		return k.Bits(TF64, k.Shl(k.Add(e, k.I64(1023)), k.I64(52)))
	}
	return k.Mul(k.Mul(p, pow(n1)), pow(n2))
}

// ExpF32 is float32(exp(float64(x))) for an f32 x, as the CPU kernels compute it.
func (k *Kernel) ExpF32(x *Value) *Value { return k.Conv(TF32, k.Exp64(k.Conv(TF64, x))) }

// SinCos64 returns sin(x) and cos(x) for an f64 |x| < 2^20·π/2: k = round(x·2/π), r = x − k·π/2 with
// π/2 in three parts of 33, 33 and 53 bits (each product with k < 2^20 exact), then Taylor series on
// |r| <= π/4 (truncation < 1e-18) and the quadrant's swap and signs.
func (k *Kernel) SinCos64(x *Value) (sin, cos *Value) {
	n := k.Rint(k.Mul(x, k.F64(0.63661977236758134308)))
	r := k.Sub(x, k.Mul(n, k.F64(1.57079632673412561417e+00)))
	r = k.Sub(r, k.Mul(n, k.F64(6.07710050630396597660e-11)))
	r = k.Sub(r, k.Mul(n, k.F64(2.02226624879595063154e-21)))
	r2 := k.Mul(r, r)
	// sin r = r·Σ (-1)^i r^(2i)/(2i+1)!, cos r = Σ (-1)^i r^(2i)/(2i)!, i <= 9, by Horner in r².
	series := func(odd bool) *Value {
		c := make([]float64, 10)
		f := 1.0
		for i := range 20 {
			if i > 0 {
				f *= float64(i)
			}
			if (i%2 == 1) == odd {
				s := 1.0
				if (i/2)%2 == 1 {
					s = -1
				}
				c[i/2] = s / f
			}
		}
		p := k.F64(c[9])
		for i := 8; i >= 0; i-- {
			p = k.Add(k.Mul(p, r2), k.F64(c[i]))
		}
		return p
	}
	s := k.Mul(r, series(true))
	c := series(false)
	q := k.And(k.Conv(TI64, n), k.I64(3))
	zero := k.F64(0)
	ns, nc := k.Sub(zero, s), k.Sub(zero, c)
	is := func(v int64) *Value { return k.Eq(q, k.I64(v)) }
	sin = k.Select(is(0), s, k.Select(is(1), c, k.Select(is(2), ns, nc)))
	cos = k.Select(is(0), c, k.Select(is(1), ns, k.Select(is(2), nc, s)))
	return sin, cos
}

// BlockSumF64 adds one f64 per thread over a block of `block` threads (a power of two) through a
// shared array, a tree whose order depends only on the block size; every thread gets the sum.
func (k *Kernel) BlockSumF64(tid, x *Value, block int64) *Value {
	sm := k.Shared(TF64, block)
	k.SStore(sm, tid, x)
	k.Barrier()
	for s := block / 2; s > 0; s /= 2 {
		k.If(k.Lt(tid, k.I32(s)), func() {
			k.SStore(sm, tid, k.Add(k.SLoad(sm, tid), k.SLoad(sm, k.Add(tid, k.I32(s)))))
		}, nil)
		k.Barrier()
	}
	sum := k.SLoad(sm, k.I32(0))
	k.Barrier() // the array may be reused by the caller's next reduction
	return sum
}
