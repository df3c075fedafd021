package kgen

// BrokenMLADecode is s with its tensor-core score fragments deliberately mis-mapped.
func BrokenMLADecode(s MLADecodeSpec) MLADecodeSpec {
	s.broken = true
	return s
}

// KVSwizzles runs kvSwizzle in the interpreter for rows 0 .. n-1.
func KVSwizzles(n int) ([]int32, error) {
	k := NewKernel("kv_swizzle")
	out := k.Param("out", PPtr, EI32)
	k.Store(out, k.Tid(), k.kvSwizzle(k.Tid()))
	o := &Buf{I32: make([]int32, n)}
	err := Interpret(k, 1, n, o)
	return o.I32, err
}

// FlashRef is causal softmax attention in float64 (flashprefill_test.go).
var FlashRef = flashRef
