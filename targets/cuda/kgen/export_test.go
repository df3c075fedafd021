package kgen

// BrokenMLADecode is s with its tensor-core score fragments deliberately mis-mapped.
func BrokenMLADecode(s MLADecodeSpec) MLADecodeSpec {
	s.broken = true
	return s
}

// SeesawKnobs is s with parts of the seesaw form turned back (MLADecodeSpec.ssKnobs).
func SeesawKnobs(s MLADecodeSpec, knobs string) MLADecodeSpec {
	s.ssKnobs = knobs
	return s
}

// ViaCombine is s with the warpgroup kernel's one-split launches left to the workspace and the
// combine, as launches of several splits are.
func ViaCombine(s MLADecodeSpec) MLADecodeSpec {
	s.viaCombine = true
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

// FASwizzle runs the flash-attention kernel's tile addressing in the interpreter: the word where
// chunk c of row r starts, at out[r·cw + c], for rows 0 .. rows-1 of cw chunks.
func FASwizzle(rows, cw int) ([]int32, error) {
	k := NewKernel("fa_swizzle")
	out := k.Param("out", PPtr, EI32)
	t := k.Tid()
	r, c := k.Div(t, k.I32(int64(cw))), k.Rem(t, k.I32(int64(cw)))
	k.Store(out, t, k.faSwz(r, c, int64(cw)))
	o := &Buf{I32: make([]int32, rows*cw)}
	err := Interpret(k, 1, rows*cw, o)
	return o.I32, err
}

// BrokenGQADecode is s with its tensor-core score fragments deliberately mis-mapped.
func BrokenGQADecode(s GQADecodeSpec) GQADecodeSpec {
	s.broken = true
	return s
}

// CopiesAsync reports whether k issues cp.async or bulk tensor copies anywhere in its body.
func CopiesAsync(k *Kernel) bool { return usesOp(k.Body, OpCpAsync) || usesOp(k.Body, OpTMALoad) }

func usesOp(vs []*Value, op Op) bool {
	for _, v := range vs {
		if v.Op == op || usesOp(v.Body, op) || usesOp(v.Else, op) {
			return true
		}
	}
	return false
}
