package kgen

// Wide accesses for the memory-bound kernels. load8 and store8 move eight values a thread in
// 16-byte accesses over rows of a width divisible by 8 (every hidden and norm width of the
// presets; the norms take them): a bf16 vector is one LoadV or StoreV, an f32 vector two. The
// values are f32 in registers, as Load widens them and Store rounds them (bf16 to nearest even, a
// NaN to 0x7fc0), so a kernel's numerics do not depend on which form it takes. StoreF2 writes two
// adjacent f32 in one 8-byte store, or two adjacent bf16 in one 4-byte store.

// V4 is the TV4 whose lanes are a, b, c, d (a in lane 0: the lowest address when stored).
func (k *Kernel) V4(a, b, c, d *Value) *Value {
	return k.add(&Value{Op: OpV4, Type: TV4, Args: []*Value{a, b, c, d}})
}

// StoreF2 stores a and b at elements i and i+1 (i even) of the f32 buffer ptr as one 8-byte store,
// or of the bf16 buffer ptr as one 4-byte store (each rounded as Store rounds): a quad of lanes
// holding adjacent pairs then fills whole sectors with one instruction.
func (k *Kernel) StoreF2(ptr, i, a, b *Value) {
	k.add(&Value{Op: OpStoreF2, Args: []*Value{ptr, i, a, b}, Elem: ptr.Elem})
}

// vecOK reports whether rows of width elements of e may be read and written 8 at a time: the
// width a multiple of 8, and e f32 or bf16.
func vecOK(width int64, e Elem) bool { return width%8 == 0 && (e == EF32 || e == EBF16) }

// load8 is ptr[i .. i+7] (i a multiple of 8) as f32.
func (k *Kernel) load8(ptr, i *Value) [8]*Value {
	if ptr.Elem == EBF16 {
		return unpack8(k, k.LoadV(ptr, i))
	}
	var out [8]*Value
	for h := range int64(2) {
		v := k.LoadV(ptr, k.Add(i, k.I32(4*h)))
		for j := range int64(4) {
			out[4*h+j] = k.Bits(TF32, k.Lane(v, j))
		}
	}
	return out
}

// unpack8 is the 8 bf16 values of a 16-byte load v as f32, as Load widens them.
func unpack8(k *Kernel, v *Value) [8]*Value {
	var out [8]*Value
	for j := range int64(4) {
		w := k.Lane(v, j)
		out[2*j] = k.Bits(TF32, k.Shl(w, k.I32(16)))
		out[2*j+1] = k.Bits(TF32, k.And(w, k.I32(-65536)))
	}
	return out
}

// store8 stores xs at ptr[i .. i+7] (i a multiple of 8), rounded as Store rounds.
func (k *Kernel) store8(ptr, i *Value, xs [8]*Value) {
	if ptr.Elem == EBF16 {
		var w [4]*Value
		for j := range 4 {
			w[j] = k.Or(k.bf16Bits(xs[2*j]), k.Shl(k.bf16Bits(xs[2*j+1]), k.I32(16)))
		}
		k.StoreV(ptr, i, k.V4(w[0], w[1], w[2], w[3]))
		return
	}
	for h := range 2 {
		k.StoreV(ptr, k.Add(i, k.I32(int64(4*h))), k.V4(k.Bits(TI32, xs[4*h]), k.Bits(TI32, xs[4*h+1]), k.Bits(TI32, xs[4*h+2]), k.Bits(TI32, xs[4*h+3])))
	}
}

// bf16Bits is the bf16 a Store of x writes (nearest even, a NaN as 0x7fc0), in the low 16 bits.
func (k *Kernel) bf16Bits(x *Value) *Value {
	bits := k.Bits(TI32, x)
	odd := k.And(k.Shr(bits, k.I32(16)), k.I32(1))
	r := k.Shr(k.Add(k.Add(bits, k.I32(0x7fff)), odd), k.I32(16))
	return k.Select(k.Ne(x, x), k.I32(0x7fc0), r)
}
