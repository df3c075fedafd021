package kgen

// BrokenMLADecode is s with its tensor-core score fragments deliberately mis-mapped.
func BrokenMLADecode(s MLADecodeSpec) MLADecodeSpec {
	s.broken = true
	return s
}
