package kgen

import (
	"strings"
	"testing"
)

// TestVerifyGolden checks that every golden kernel verifies.
func TestVerifyGolden(t *testing.T) {
	for name, s := range goldenSpecs {
		k, _ := s.Build()
		if err := Verify(k); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestVerifyRejects builds kernels that break each rule and checks the message.
func TestVerifyRejects(t *testing.T) {
	for _, tc := range []struct {
		name  string
		build func(k *Kernel)
		want  string
	}{
		{"use out of scope", func(k *Kernel) {
			var inner *Value
			k.If(k.Eq(k.Tid(), k.I32(0)), func() { inner = k.I32(1) }, nil)
			k.Add(inner, inner)
		}, "not defined before it in an enclosing block"},
		{"load from a scalar", func(k *Kernel) {
			n := k.Param("n", PI32, 0)
			k.add(&Value{Op: OpLoad, Type: TF32, Args: []*Value{n, k.I32(0)}})
		}, "expected a pointer parameter"},
		{"store f32 into i32", func(k *Kernel) {
			p := k.Param("p", PPtr, EI32)
			k.Store(p, k.I32(0), k.F32(1))
		}, "stores f32 into a i32 buffer, expected i32"},
		{"set a non-variable", func(k *Kernel) {
			x := k.I32(1)
			k.add(&Value{Op: OpSet, Args: []*Value{x, x}})
		}, "expected a variable"},
		{"broadcast from lane 32", func(k *Kernel) {
			k.ShflIdx(k.Tid(), 32)
		}, "from lane 32, expected an i32 or f32 from lane 0..31"},
		{"named barrier 0", func(k *Kernel) {
			k.BarSync(0, 256)
		}, "named barrier 0 of 256 threads, expected 1..15"},
		{"store into a table", func(k *Kernel) {
			tb := k.Table([]float64{1, 2})
			k.SStore(tb, k.I32(0), k.F32(3))
		}, "stores into a constant table"},
		{"16-byte load of an f32 array", func(k *Kernel) {
			k.SLoadV(k.Shared(TF32, 8), k.I32(0))
		}, "expected an i32 shared array"},
		{"16-byte store of one word", func(k *Kernel) {
			k.SStoreV(k.Shared(TI32, 8), k.I32(0), k.I32(7))
		}, "stores i32 as 16 bytes, expected a v4"},
		{"16-byte store into an f32 array", func(k *Kernel) {
			k.SStoreV(k.Shared(TF32, 8), k.I32(0), k.LoadV(k.Param("p", PPtr, EBF16), k.I32(0)))
		}, "expected an i32 shared array"},
		{"atomic add on f32", func(k *Kernel) {
			p := k.Param("p", PPtr, EF32)
			k.AtomicAdd(p, k.I32(0), k.I32(1))
		}, "atomic add on a f32 buffer, expected i32"},
		{"while over a constant", func(k *Kernel) {
			k.While(k.I32(0), k.I32(4), func(*Value) {})
		}, "expected an i32 variable"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := NewKernel("bad")
			tc.build(k)
			err := Verify(k)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Verify: %v, want an error containing %q", err, tc.want)
			}
		})
	}
}
