package kgen_test

import (
	"afdc/targets/opparams"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"afdc/runtime/sampler"
	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
	"afdc/targets/cuda/kgen"
)

// The device check: TestWriteDeviceCheck writes, into $AFDC_KGEN_CHECK_OUT, the PTX of the kernels
// of real models (DeepSeek-V3, DeepSeek-V2 for the softmax router, GLM-4.5; fp32 activations, bf16
// weights), random inputs, and the outputs of the CPU target's kernels on the same inputs;
// scripts/cuda/kgen_check.py launches the kernels with cupy on a GPU and reports the error per
// kernel. Without the variable the test only checks that the cases can be built.

// checkCase is one launch and the outputs to compare, as kgen_check.py reads it.
type checkCase struct {
	Name   string `json:"name"`
	Kernel string `json:"kernel"`
	Grid   int64  `json:"grid"`
	Block  int    `json:"block"`
	// Shared is the dynamic shared memory a launch asks for (Launch.DynamicShared; 0 for static).
	Shared int `json:"shared_bytes,omitempty"`
	// PTX is the file of the kernel's module when not kernels.ptx: kernels_sm90a.ptx for those
	// only sm_90a runs (warpgroup MMA).
	PTX     string     `json:"ptx,omitempty"`
	Args    []checkArg `json:"args"`
	Outputs []checkOut `json:"outputs"`

	kernel *kgen.Kernel
}

type checkArg struct {
	Kind  string  `json:"kind"` // "buf", "zeros", "i32", "f32"
	File  string  `json:"file,omitempty"`
	DType string  `json:"dtype,omitempty"` // "f32", "bf16", "i32"
	Value float64 `json:"value,omitempty"`
	N     int     `json:"n,omitempty"` // "zeros": the element count
}

// zeros reports whether v is all zeros, and its length.
func zeros(v any) (int, bool) {
	switch x := v.(type) {
	case []float32:
		for _, f := range x {
			if f != 0 {
				return 0, false
			}
		}
		return len(x), true
	case []int32:
		for _, f := range x {
			if f != 0 {
				return 0, false
			}
		}
		return len(x), true
	}
	return 0, false
}

type checkOut struct {
	Arg   int    `json:"arg"` // index into Args
	Ref   string `json:"ref"`
	DType string `json:"dtype"`
	// Tol, when set, allows |got − ref| <= Tol·max|ref| (attention: the dots are summed in another
	// order than gonum's); otherwise the bits must be equal.
	Tol float64 `json:"tol,omitempty"`
}

type checkWriter struct {
	dir   string
	mem   map[string]any // the buffers, by file name, when dir is "" (for the interpreter)
	n     int
	cases []checkCase
	rng   *rand.Rand
	cur   *kgen.Kernel // the kernel of the case being built
}

func (w *checkWriter) file(data any) string {
	w.n++
	name := fmt.Sprintf("b%04d.bin", w.n)
	if w.mem != nil {
		w.mem[name] = data
	}
	if w.dir != "" {
		f, err := os.Create(filepath.Join(w.dir, name))
		if err != nil {
			panic(err)
		}
		defer f.Close()
		if err := binary.Write(f, binary.LittleEndian, data); err != nil {
			panic(err)
		}
	}
	return name
}

// buf adds a buffer argument holding v as elem (bf16 buffers hold v rounded; callers pass
// bf16-representable values where the CPU must see the same numbers).
func (w *checkWriter) buf(v any, elem kgen.Elem) checkArg {
	if n, ok := zeros(v); ok { // outputs and workspaces: made on the device, not shipped
		return checkArg{Kind: "zeros", N: n, DType: elem.String()}
	}
	switch x := v.(type) {
	case []float32:
		if elem == kgen.EBF16 {
			h := make([]uint16, len(x))
			for i, f := range x {
				h[i] = weights.Float32ToBF16(f)
			}
			return checkArg{Kind: "buf", File: w.file(h), DType: "bf16"}
		}
		return checkArg{Kind: "buf", File: w.file(x), DType: "f32"}
	case []uint16: // bf16 bits
		if elem != kgen.EBF16 {
			panic("buf: bf16 bits given for a " + elem.String() + " buffer, expected a bf16 one")
		}
		return checkArg{Kind: "buf", File: w.file(x), DType: "bf16"}
	case []int32:
		return checkArg{Kind: "buf", File: w.file(x), DType: "i32"}
	case []int64:
		return checkArg{Kind: "buf", File: w.file(x), DType: "i64"}
	}
	panic("buf: unsupported data")
}

func (w *checkWriter) normal(n int, scale float64) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(w.rng.NormFloat64() * scale)
	}
	return v
}

// act is normal() rounded to the buffer type e, so that the CPU reference sees the numbers the
// kernel reads.
func (w *checkWriter) act(n int, scale float64, e kgen.Elem) []float32 {
	v := w.normal(n, scale)
	if e == kgen.EBF16 {
		for i, f := range v {
			v[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
		}
	}
	return v
}

// bf16Normal is normal() rounded to bf16, as weights are.
func (w *checkWriter) bf16Normal(n int, scale float64) []float32 {
	v := w.normal(n, scale)
	for i, f := range v {
		v[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
	}
	return v
}

func (w *checkWriter) add(name string, l kgen.Launch, count int64, args []checkArg, outs ...checkOut) {
	w.cases = append(w.cases, checkCase{Name: name, Kernel: l.Name, Grid: l.Grid.Blocks(count), Block: l.Block, Shared: l.DynamicShared(),
		Args: args, Outputs: outs, kernel: w.cur})
}

func (w *checkWriter) ref(arg int, v any) checkOut {
	dt := "f32"
	if _, ok := v.([]int32); ok {
		dt = "i32"
	}
	return checkOut{Arg: arg, Ref: w.file(v), DType: dt}
}

const checkRows = 7

// caseFor builds the inputs and CPU reference of one spec.
func (w *checkWriter) caseFor(model string, s kgen.Spec) error {
	k, l := s.Build()
	w.cur = k
	name := model + "/" + l.Name
	rows := checkRows
	n32 := func(n int) checkArg { return checkArg{Kind: "i32", Value: float64(n)} }
	switch s := s.(type) {
	case kgen.CastSpec:
		n := 4099
		x := w.normal(n, 3)
		x[0], x[1], x[2] = float32(math.NaN()), float32(math.Inf(1)), 1+1.0/256 // a tie rounds to even
		out := make([]float32, n)
		for i, f := range x {
			if s.From == kgen.EBF16 {
				f = weights.BF16ToFloat32(weights.Float32ToBF16(f))
				x[i] = f
			}
			out[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
		}
		w.add(name, l, int64(n), []checkArg{w.buf(make([]float32, n), s.To), w.buf(x, s.From), n32(n)}, w.ref(0, out))
	case kgen.AddSpec:
		n := rows * int(s.Width)
		ea, eb, eo := s.Elem, s.Elem, s.Elem
		if s.Mixed { // the f32 residual stream plus a bf16 layer output
			ea, eb, eo = s.A, s.B, s.Out
		}
		a, b := w.act(n, 1, ea), w.act(n, 1, eb)
		out := make([]float32, n)
		kernels.Add(out, a, b)
		w.add(name, l, int64(rows), []checkArg{w.buf(make([]float32, n), eo), w.buf(a, ea), w.buf(b, eb), n32(rows)}, w.ref(0, out))
	case kgen.SiluMulSpec:
		n := rows * int(s.Width)
		g, u := w.act(n, 4, s.Elem), w.act(n, 1, s.Elem)
		out := make([]float32, n)
		kernels.SiluMul(out, g, u)
		eo := s.Elem
		if s.Wide {
			eo = s.Out
		}
		ref := w.ref(0, out)
		if eo == kgen.EBF16 {
			ref.Tol = 1.0 / 256 // the fast exponential may move a product by one bf16 rounding
		}
		w.add(name, l, int64(rows), []checkArg{w.buf(make([]float32, n), eo), w.buf(g, s.Elem), w.buf(u, s.Elem), n32(rows)}, ref)
	case kgen.EmbeddingSpec:
		h := int(s.Hidden)
		table := w.bf16Normal(int(s.Vocab)*h, 1)
		ids := make([]int32, rows)
		for i := range ids {
			ids[i] = int32(w.rng.IntN(int(s.Vocab)))
		}
		out := make([]float32, rows*h)
		if err := kernels.Embedding(out, ids, table, h); err != nil {
			return err
		}
		w.add(name, l, int64(rows), []checkArg{w.buf(make([]float32, rows*h), s.Out), w.buf(ids, kgen.EI32), w.buf(table, s.Table), n32(rows)}, w.ref(0, out))
	case kgen.RMSNormSpec:
		n := rows * int(s.Width)
		x, r := w.act(n, 2, s.In), w.act(n, 2, s.In)
		wt := w.bf16Normal(int(s.Group), 1)
		h := x
		if s.Residual {
			h = make([]float32, n)
			kernels.Add(h, x, r)
			if s.In == kgen.EBF16 {
				for i, f := range h {
					h[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
				}
			}
		}
		out := make([]float32, n)
		kernels.RMSNorm(out, h, rows, int(s.Width), wt, s.Eps)
		if r := s.Rope; r != nil { // the norm's result as stored, rotated
			if s.Out == kgen.EBF16 {
				for i, f := range out {
					out[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
				}
			}
			pos := []int32{0, 1, 17, 4095, 4096, 65535, 163839}
			kernels.ApplyRope(r.Table, out, rows, pos, int(r.Heads), int(r.HeadDim), int(r.Offset), r.Style)
			w.add(name, l, int64(rows), []checkArg{w.buf(make([]float32, n), s.Out), w.buf(x, s.In), w.buf(wt, s.W), w.buf(pos, kgen.EI32), n32(rows)}, w.ref(0, out))
			break
		}
		if s.Residual {
			w.add(name, l, int64(rows), []checkArg{w.buf(make([]float32, n), s.Out), w.buf(make([]float32, n), s.In), w.buf(x, s.In),
				w.buf(r, s.In), w.buf(wt, s.W), n32(rows)}, w.ref(0, out), w.ref(1, h))
		} else {
			w.add(name, l, int64(rows), []checkArg{w.buf(make([]float32, n), s.Out), w.buf(x, s.In), w.buf(wt, s.W), n32(rows)}, w.ref(0, out))
		}
	case kgen.RopeSpec:
		n := rows * int(s.Heads*s.HeadDim)
		x := w.act(n, 1, s.Elem)
		pos := []int32{0, 1, 17, 4095, 4096, 65535, 163839}
		out := append([]float32(nil), x...)
		kernels.ApplyRope(s.Table, out, rows, pos, int(s.Heads), int(s.HeadDim), int(s.Offset), s.Style)
		w.add(name, l, int64(rows), []checkArg{w.buf(x, s.Elem), w.buf(pos, kgen.EI32), n32(rows)}, w.ref(0, out))
	case kgen.ArgmaxSpec:
		v := int(s.Vocab)
		x := w.act(rows*v, 3, s.Elem)
		x[1*v+5], x[1*v+9] = 100, 100 // a tie: the lower id wins
		x[2*v+v-1] = float32(math.NaN())
		out := make([]int32, rows)
		for r := range rows {
			out[r] = int32(sampler.Argmax(x[r*v : (r+1)*v]))
		}
		w.add(name, l, int64(rows), []checkArg{w.buf(make([]int32, rows), kgen.EI32), w.buf(x, s.Elem), n32(rows)}, w.ref(0, out))
	case kgen.RouteSpec:
		rows := 37 // several blocks of rows (4 a block in the warp form), the last one partial
		e := int(s.Experts)
		logits := w.act(rows*e, 2, s.Logits)
		var bias []float32
		args := []checkArg{w.buf(make([]float32, rows*e), s.Out), w.buf(logits, s.Logits)}
		if s.HasBias {
			bias = w.normal(e, 0.05)
			args = append(args, w.buf(bias, s.Bias))
		}
		args = append(args, n32(rows))
		p := s.Params
		out := make([]float32, rows*e)
		kernels.MoERoute(out, logits, rows, e, bias, opparams.RouteParams{Scoring: p.Scoring, Method: p.Method,
			TopK: int(p.TopK), Groups: int(p.Groups), TopKGroup: int(p.TopKGroup), Norm: p.Norm, Scale: p.Scale})
		w.add(name, l, int64(rows), args, w.ref(0, out))
	case kgen.MoECountSpec, kgen.MoEPermuteSpec, kgen.MoEScatterSpec:
		// 150 rows: three chunks, the last partial. Each kernel is checked on its own, its inputs
		// what the one before writes (by the CPU's definition).
		rows, e := 150, 0
		var re kgen.Elem
		switch s := s.(type) {
		case kgen.MoECountSpec:
			e, re = int(s.Experts), s.Route
		case kgen.MoEPermuteSpec:
			e, re = int(s.Experts), s.Route
		case kgen.MoEScatterSpec:
			e, re = int(s.Experts), s.Route
		}
		route := make([]float32, rows*e)
		for r := range rows {
			for _, x := range w.rng.Perm(e)[:8] {
				route[r*e+x] = float32(w.rng.Float64()) + 0.01
			}
		}
		counts, offsets, prow, pw, slot := moePermute(route, rows, e)
		nb := kgen.PermuteChunks(rows)
		part, first := make([]int32, nb*e), make([]int32, nb*e)
		for x := range e {
			at := offsets[x]
			for b := range nb {
				first[b*e+x] = at
				for r := b * 64; r < min(rows, b*64+64); r++ {
					if route[r*e+x] != 0 {
						part[b*e+x]++
					}
				}
				at += part[b*e+x]
			}
		}
		nslots := rows * 8
		switch s.(type) {
		case kgen.MoECountSpec:
			w.add(name, l, int64(rows), []checkArg{w.buf(route, re), w.buf(make([]int32, nb*e), kgen.EI32), n32(rows)}, w.ref(1, part))
		case kgen.MoEPermuteSpec:
			w.add(name, l, int64(rows), []checkArg{w.buf(part, kgen.EI32), w.buf(make([]int32, e), kgen.EI32),
				w.buf(make([]int32, e+1), kgen.EI32), w.buf(make([]int32, nslots), kgen.EI32), w.buf(make([]float32, nslots), kgen.EF32),
				n32(rows), n32(1)}, w.ref(0, first), w.ref(1, counts), w.ref(2, offsets))
		case kgen.MoEScatterSpec:
			w.add(name, l, int64(rows), []checkArg{w.buf(route, re), w.buf(first, kgen.EI32), w.buf(make([]int32, nslots), kgen.EI32),
				w.buf(make([]float32, nslots), kgen.EF32), w.buf(make([]int32, rows*e), kgen.EI32), n32(rows)},
				w.ref(2, prow), w.ref(3, pw), w.ref(4, slot))
		}
	case kgen.MoEGatherSpec:
		rows, e, h := 13, int(s.Experts), int(s.Hidden)
		slots := rows * 4
		x := w.act(rows*h, 1, s.Elem)
		prow := make([]int32, slots)
		for j := range prow {
			prow[j] = int32(w.rng.IntN(rows))
		}
		offsets := make([]int32, e+1)
		offsets[e] = int32(slots - 3) // the last 3 slots are unused: the kernel must leave them alone
		out := make([]float32, slots*h)
		for j := range slots - 3 {
			copy(out[j*h:(j+1)*h], x[int(prow[j])*h:int(prow[j]+1)*h])
		}
		w.add(name, l, int64(slots), []checkArg{w.buf(make([]float32, slots*h), s.Elem), w.buf(x, s.Elem), w.buf(prow, kgen.EI32),
			w.buf(offsets, kgen.EI32), n32(slots)}, w.ref(0, out))
	case kgen.MoECombineSpec:
		rows, e, h := 13, int(s.Experts), int(s.Hidden)
		route := make([]float32, rows*e)
		for r := range rows {
			for _, x := range w.rng.Perm(e)[:8] {
				route[r*e+x] = float32(w.rng.Float64())
			}
		}
		_, _, _, pw, slot := moePermute(route, rows, e)
		y := w.act(len(pw)*h, 1, s.Elem)
		// kernels.MoEExpertsFn's accumulation: out zeroed, then experts ascending, out += float32(w·y).
		out := make([]float32, rows*h)
		for r := range rows {
			for x := range e {
				j := slot[r*e+x]
				if j < 0 {
					continue
				}
				for c := range h {
					out[r*h+c] += float32(route[r*e+x] * y[int(j)*h+c])
				}
			}
		}
		w.add(name, l, int64(rows), []checkArg{w.buf(make([]float32, rows*h), s.Out), w.buf(y, s.Elem), w.buf(pw, kgen.EF32),
			w.buf(slot, kgen.EI32), n32(rows)}, w.ref(0, out))
	case kgen.SampleSpec:
		v := int(s.Vocab)
		// Rows cover greedy, plain temperature, top-k, top-p, both, and a top-k tie at the cut.
		temps := []float32{0, 1, 0.7, 1, 0.8, 1.3, 1, 0.5, 1, 2, 0.9}
		ks := []int32{0, 0, 50, 0, 40, 0, 5, 1, 3, 0, 20}
		ps := []float32{1, 1, 1, 0.9, 0.95, 0.5, 1, 1, 1, 0.999, 0.3}
		rows := len(temps)
		x := w.act(rows*v, 2.5, s.Elem)
		for _, i := range []int{2, 5, 9} { // three equal maxima in the top-k-tie row
			x[8*v+i] = 30
		}
		seeds := make([]int64, rows)
		pos := make([]int32, rows)
		out := make([]int32, rows)
		for r := range rows {
			seeds[r] = int64(w.rng.Uint64())
			pos[r] = int32(w.rng.IntN(5000))
			out[r] = refSample(x[r*v:(r+1)*v], temps[r], int(ks[r]), ps[r], uint64(seeds[r]), uint64(pos[r]))
		}
		w.add(name, l, int64(rows), []checkArg{w.buf(make([]int32, rows), kgen.EI32), w.buf(x, s.Elem), w.buf(make([]float32, rows*v), kgen.EF32),
			w.buf(temps, kgen.EF32), w.buf(ks, kgen.EI32), w.buf(ps, kgen.EF32), w.buf(seeds, kgen.EI64), w.buf(pos, kgen.EI32), n32(rows)},
			w.ref(0, out))
	case kgen.LinearDecodeSpec:
		// Tokens 1 to 7 of a pass of 8 live (the wide form: 13 of a pass of 16, both token tiles);
		// the reference sums in float64. A bf16 result rounds
		// once (half a bf16 step of the largest value); an f32 one differs in the sums' order. A
		// group's matrices each get their weight, bias and result. With the norm inside, the
		// reference's operand is the norm's result in float64, which the kernel rounds to bf16.
		if s.TT > kgen.LinearDecodeTokens {
			rows = 13
		}
		in := int(s.In)
		x := w.act(rows*in, 1, kgen.EBF16)
		var g []float32 // with the norm inside: x is its input, the reference's operand its result
		xn := x
		if s.Norm {
			x, g = w.act(rows*in, 3, kgen.EBF16), w.bf16Normal(in, 1)
			xn = make([]float32, len(x))
			for t := range rows {
				var ss float64
				for i := range in {
					ss += float64(x[t*in+i]) * float64(x[t*in+i])
				}
				inv := 1 / math.Sqrt(ss/float64(in)+float64(s.NormEps))
				for i := range in {
					xn[t*in+i] = float32(float64(g[i]) * float64(x[t*in+i]) * inv)
				}
			}
		}
		var args []checkArg
		var outs []checkOut
		var res []float32
		for m, o := range append([]int64{s.OutW}, s.Group[:]...) {
			if o == 0 {
				break
			}
			out := int(o)
			wt := w.bf16Normal(out*in, 0.05)
			ref := make([]float32, rows*out)
			outs = append(outs, checkOut{Arg: len(args)})
			yElem := s.Out
			if s.Residual {
				yElem = s.Sum
			}
			args = append(args, w.buf(make([]float32, len(ref)), yElem))
			if m == 0 {
				args = append(args, w.buf(x, kgen.EBF16))
				if s.Norm {
					args = append(args, w.buf(g, kgen.EBF16))
				}
			}
			args = append(args, w.buf(wt, kgen.EBF16))
			var bias []float32
			if s.Bias {
				bias = w.bf16Normal(out, 1)
				args = append(args, w.buf(bias, kgen.EBF16))
			}
			for t := range rows {
				for r := range out {
					var sum float64
					for i := range in {
						sum += float64(xn[t*in+i]) * float64(wt[r*in+i])
					}
					if bias != nil {
						sum += float64(bias[r])
					}
					ref[t*out+r] = float32(sum)
				}
			}
			if s.Residual { // the residual added to the linear's result (a single linear)
				res = w.act(rows*out, 2, s.Sum)
				for i := range ref {
					ref[i] += res[i]
				}
			}
			c := w.ref(outs[m].Arg, ref)
			c.Tol = 1e-5
			if s.Out == kgen.EBF16 || s.Sum == kgen.EBF16 || s.Norm { // a norm's result is rounded to bf16
				c.Tol = 1.0 / 128
			}
			outs[m] = c
		}
		if s.Residual {
			args = append(args, w.buf(res, s.Sum))
		}
		w.add(name, l, int64(rows), append(args, n32(rows)), outs...)
	case kgen.SliceSpec:
		x := w.act(rows*int(s.InWidth), 1, s.Elem)
		out := make([]float32, 0, rows*int(s.Len))
		for r := range rows {
			out = append(out, x[r*int(s.InWidth)+int(s.Start):r*int(s.InWidth)+int(s.Start+s.Len)]...)
		}
		w.add(name, l, int64(rows), []checkArg{w.buf(make([]float32, len(out)), s.Elem), w.buf(x, s.Elem), n32(rows)}, w.ref(0, out))
	case kgen.GatherRowsSpec:
		wd := int(s.Width)
		x := w.act(rows*wd, 1, s.Elem)
		idx := []int32{6, 2, 3}
		var out []float32
		for _, r := range idx {
			out = append(out, x[int(r)*wd:int(r+1)*wd]...)
		}
		w.add(name, l, int64(len(idx)), []checkArg{w.buf(make([]float32, len(out)), s.Elem), w.buf(x, s.Elem), w.buf(idx, kgen.EI32), n32(len(idx))}, w.ref(0, out))
	case kgen.MLACacheWriteSpec:
		if s.F8 {
			pg := w.paged([]int{5, 9})
			rank, rope := int(s.Rank), int(s.Rope)
			c, kpe := w.act(pg.rows*rank, 1, s.Elem), w.act(pg.rows*rope, 1, s.Elem)
			spreadBlocks(c, rank, rank)
			// A NaN and a −Inf in two blocks: their blocks take the largest scale and saturate, and
			// the NaN's code must not depend on the sign the device's arithmetic gives it.
			c[3], c[rank+7] = float32(math.NaN()), float32(math.Inf(-1))
			rows := make([]float32, 0, pg.rows*(rank+rope))
			for i := range pg.rows {
				rows = append(append(rows, c[i*rank:(i+1)*rank]...), kpe[i*rope:(i+1)*rope]...)
			}
			words := fp8Pool(rows, rank, rope).I32 // the new tokens' rows, in step order
			rw := len(words) / pg.rows
			pool := make([]int32, pg.numBlocks*pg.blockSize*rw)
			for i := range pg.rows {
				copy(pool[pg.slot(i)*rw:], words[i*rw:(i+1)*rw])
			}
			w.add(name, l, int64(pg.rows), append([]checkArg{w.buf(make([]int32, len(pool)), kgen.EI32), w.buf(c, s.Elem), w.buf(kpe, s.Elem)},
				pg.args(w, false)...), w.ref(0, pool))
			break
		}
		pg := w.paged([]int{5, 9})
		wd := int(s.Rank + s.Rope)
		c, kpe := w.act(pg.rows*int(s.Rank), 1, s.Elem), w.act(pg.rows*int(s.Rope), 1, s.Elem)
		pool := make([]float32, pg.numBlocks*pg.blockSize*wd)
		for i := range pg.rows {
			r := pg.slot(i)
			copy(pool[r*wd:], c[i*int(s.Rank):(i+1)*int(s.Rank)])
			copy(pool[r*wd+int(s.Rank):], kpe[i*int(s.Rope):(i+1)*int(s.Rope)])
		}
		w.add(name, l, int64(pg.rows), append([]checkArg{w.buf(make([]float32, len(pool)), s.Elem), w.buf(c, s.Elem), w.buf(kpe, s.Elem)},
			pg.args(w, false)...), w.ref(0, pool))
	case kgen.MLALatentSpec:
		pg := w.paged([]int{5, 9})
		rank, nr := int(s.Norm.Width), int(s.Rope.HeadDim)
		wd := rank + nr
		x := w.act(pg.rows*wd, 2, s.Norm.In)
		wt := w.bf16Normal(rank, 1)
		// The rope's positions are its own argument, not the paging's.
		pos := make([]int32, pg.rows)
		for i, p := range pg.tokPos {
			pos[i] = p*4093 + 17
		}
		xc, kpe := make([]float32, 0, pg.rows*rank), make([]float32, 0, pg.rows*nr)
		for r := range pg.rows {
			xc, kpe = append(xc, x[r*wd:r*wd+rank]...), append(kpe, x[r*wd+rank:(r+1)*wd]...)
		}
		c := make([]float32, len(xc))
		kernels.RMSNorm(c, xc, pg.rows, rank, wt, s.Norm.Eps)
		kernels.ApplyRope(s.Rope.Table, kpe, pg.rows, pos, 1, nr, 0, s.Rope.Style)
		pool := make([]float32, pg.numBlocks*pg.blockSize*wd)
		for i := range pg.rows {
			r := pg.slot(i)
			copy(pool[r*wd:], c[i*rank:(i+1)*rank])
			copy(pool[r*wd+rank:], kpe[i*nr:(i+1)*nr])
		}
		args := []checkArg{w.buf(make([]float32, len(c)), s.Norm.Out), w.buf(make([]float32, len(kpe)), s.Rope.Elem),
			w.buf(x, s.Norm.In), w.buf(wt, s.Norm.W), w.buf(pos, kgen.EI32)}
		outs := []checkOut{w.ref(0, c), w.ref(1, kpe)}
		if q := s.Q; q != nil { // the query, rotated in place
			x := w.act(pg.rows*int(q.Heads*q.HeadDim), 1, q.Elem)
			out := append([]float32(nil), x...)
			kernels.ApplyRope(q.Table, out, pg.rows, pos, int(q.Heads), int(q.HeadDim), int(q.Offset), q.Style)
			args, outs = append(args, w.buf(x, q.Elem)), append(outs, w.ref(len(args), out))
		}
		outs = append(outs, w.ref(len(args), pool))
		args = append(args, w.buf(make([]float32, len(pool)), s.Norm.Out))
		w.add(name, l, int64(pg.rows), append(args, pg.args(w, false)...), outs...)
	case kgen.MLAAttentionSpec:
		pg := w.paged([]int{5, 9})
		rank, rope, nope, v, hN := int(s.Rank), int(s.Rope), int(s.Nope), int(s.V), int(s.Heads)
		wd := rank + rope
		q := w.act(pg.rows*hN*(nope+rope), 1, s.Elem)
		c, kpe := w.act(pg.rows*rank, 1, s.Elem), w.act(pg.rows*rope, 1, s.Elem)
		kvb := w.bf16Normal(hN*(nope+v)*rank, 0.05)
		pool := make([]float32, pg.numBlocks*pg.blockSize*wd)
		out := make([]float32, pg.rows*hN*v)
		first := 0
		for _, n := range pg.lens {
			for i := first; i < first+n; i++ {
				r := pg.slot(i)
				copy(pool[r*wd:], c[i*rank:(i+1)*rank])
				copy(pool[r*wd+rank:], kpe[i*rope:(i+1)*rope])
			}
			// The reference: the sequence alone in a fresh cache of one block.
			kernels.MLAAttentionPaged(out[first*hN*v:(first+n)*hN*v], q[first*hN*(nope+rope):(first+n)*hN*(nope+rope)],
				c[first*rank:(first+n)*rank], kpe[first*rope:(first+n)*rope], n, make([]float32, n*wd), []int32{0}, n, 0, kvb,
				hN, nope, rope, v, rank, s.Scale)
			first += n
		}
		args := []checkArg{w.buf(make([]float32, len(out)), s.Elem), w.buf(q, s.Elem), w.buf(kvb, s.W), w.buf(pool, s.Elem)}
		args = append(args, pg.args(w, true)...)
		args = append(args[:len(args)-1], checkArg{Kind: "zeros", N: pg.rows * hN * pg.maxLen, DType: "f32"},
			args[len(args)-1])
		args = insertCtx(args, pg)
		w.add(name, l, int64(pg.rows), args, checkOut{Arg: 0, Ref: w.file(out), DType: "f32", Tol: 1e-5})
	case kgen.MLADecodeSpec:
		pg := w.paged([]int{3, 36})
		splitCounts := []int{2, 1}
		if s.Seesaw {
			// A context of two pairs of tiles, the second's second tile empty, in one split: the
			// loop's copies and scores of the next pair and the last pair's end.
			pg, splitCounts = w.paged([]int{3, 130}), []int{1}
		}
		for _, splits := range splitCounts {
			if splits == 1 && !s.Hopper {
				continue
			}
			ref := w.mlaRef(pg, s, splits)
			pool := w.buf(ref.pool, s.Pool)
			if s.Pool == kgen.EF8 {
				pool = w.buf(ref.f8, kgen.EI32)
			}
			args := []checkArg{w.buf(make([]float32, len(ref.part)), kgen.EF32), w.buf(ref.qabs, s.QAbs()), w.buf(ref.q, s.Q), pool}
			args = append(args, pg.args(w, false)...)
			args = append(args[:len(args)-1], checkArg{Kind: "i32", Value: float64(splits)}, checkArg{Kind: "i32", Value: float64(pg.rows * splits)})
			// The output checked is the workspace (arg 0), or the warpgroup kernel's o_lat, which a
			// launch of one split writes, against the merged reference. Only the checked one's
			// reference is written out (the workspace's is the larger).
			out := checkOut{Arg: 0, DType: "f32", Tol: mlaDecodeTol(s)}
			if s.Hopper {
				args = append(args, w.buf(make([]float32, len(ref.olat)), kgen.EBF16))
				if splits == 1 {
					name += " one split"
					out.Arg, out.Ref = len(args)-1, w.file(ref.olat)
				}
			}
			if out.Ref == "" {
				out.Ref = w.file(ref.part)
			}
			w.add(name, l, int64(pg.rows*splits), args, out)
		}
	case kgen.CombineSpec:
		pg := w.paged([]int{3, 36})
		const splits = 2
		ref := w.mlaRef(pg, kgen.MLADecodeSpec{Q: kgen.EF32, Pool: kgen.EF32, Heads: s.Heads, Rank: s.Width, Rope: 8, Scale: 0.1}, splits)
		args := []checkArg{w.buf(make([]float32, len(ref.olat)), s.Out), w.buf(ref.part, kgen.EF32), w.buf(pg.tokPos, kgen.EI32),
			{Kind: "i32", Value: float64(pg.maxBlocks)}, {Kind: "i32", Value: float64(pg.blockSize)}, {Kind: "i32", Value: splits},
			{Kind: "i32", Value: float64(pg.rows)}}
		w.add(name, l, int64(pg.rows), args, checkOut{Arg: 0, Ref: w.file(ref.olat), DType: "f32", Tol: 1e-5})
	case kgen.MLAOutSpec:
		// A step of TT rows (one fewer where TT > 1: a slot past the rows) over 2,048 positions:
		// 32 splits at one row, 8 at more (as the runtime plans them), some rows reaching fewer
		// (their unreached splits NaN, which no kernel may read).
		rows, splits := int(s.TT), 32
		if rows > 1 {
			rows, splits = rows-1, 8
		}
		// The interpreter test's workspace and float64 reference (mlaout_test.go): pool tables of
		// 128 blocks of 16 positions.
		H, V := int(s.Heads), int(s.V)
		pos := make([]int32, rows)
		for r := range pos {
			pos[r] = int32(2047 - w.rng.IntN(2048))
		}
		c := newMLAOutCase(w.rng, H, int(s.Nope), V, int(s.Rank), splits, pos)
		ref := make([]float32, rows*H*V)
		for r := range rows {
			for h := range H {
				out, _ := c.ref(r, h)
				for j, x := range out {
					ref[(r*H+h)*V+j] = float32(x)
				}
			}
		}
		args := []checkArg{w.buf(make([]float32, len(ref)), kgen.EBF16), w.buf(c.part, kgen.EF32), w.buf(c.kvb, kgen.EBF16), w.buf(pos, kgen.EI32),
			{Kind: "i32", Value: float64(c.maxBlocks)}, {Kind: "i32", Value: float64(c.blockSize)}, {Kind: "i32", Value: float64(splits)},
			{Kind: "i32", Value: float64(rows)}}
		// o_lat and the result are rounded to bf16 (2⁻⁹ relative each).
		w.add(name, l, int64(rows), args, checkOut{Arg: 0, Ref: w.file(ref), DType: "f32", Tol: 1.0 / 128})
	case kgen.MLAAbsorbSpec:
		// 11 rows (a pass of 8 and one of 3) of q against kv_b_proj, both bf16; the reference sums
		// in float64. An f32 q_abs differs in the sums' order, a bf16 one rounds once.
		rows := 11
		H, N, QW, R, KW := int(s.Heads), int(s.Nope), int(s.Nope+s.Rope), int(s.Rank), int(s.Nope+s.V)
		q := w.act(rows*H*QW, 1, kgen.EBF16)
		kvb := w.bf16Normal(H*KW*R, 0.05)
		ref := make([]float32, rows*H*R)
		for t := range rows {
			for h := range H {
				for c := range R {
					var sum float64
					for d := range N {
						sum += float64(q[(t*H+h)*QW+d]) * float64(kvb[(h*KW+d)*R+c])
					}
					ref[(t*H+h)*R+c] = float32(sum)
				}
			}
		}
		tol := 1e-5
		if s.Out == kgen.EBF16 {
			tol = 1.0 / 128
		}
		w.add(name, l, int64(rows), []checkArg{w.buf(make([]float32, len(ref)), s.Out), w.buf(q, kgen.EBF16), w.buf(kvb, kgen.EBF16), n32(rows)},
			checkOut{Arg: 0, Ref: w.file(ref), DType: "f32", Tol: tol})
	case kgen.GQADecodeSpec:
		pg := w.paged([]int{3, 36})
		const splits = 2
		H, kvN, d := int(s.Heads), int(s.KVHeads), int(s.HeadDim)
		wd, group := kvN*d, H/kvN
		q := w.act(pg.rows*H*d, 1, s.Elem)
		kp, vp := w.act(pg.numBlocks*pg.blockSize*wd, 1, s.Elem), w.act(pg.numBlocks*pg.blockSize*wd, 1, s.Elem)
		part, _ := splitRef(pg, H, d, splits, func(i, h, row int) float64 {
			var x float64
			for j := range d {
				x += float64(q[(i*H+h)*d+j]) * float64(kp[row*wd+h/group*d+j])
			}
			return x * float64(s.Scale)
		}, func(h, row, c int) float64 { return float64(vp[row*wd+h/group*d+c]) })
		args := []checkArg{w.buf(make([]float32, len(part)), kgen.EF32), w.buf(q, s.Elem), w.buf(kp, s.Elem), w.buf(vp, s.Elem)}
		args = append(args, pg.args(w, false)...)
		args = append(args[:len(args)-1], checkArg{Kind: "i32", Value: splits}, checkArg{Kind: "i32", Value: float64(pg.rows * splits)})
		// The tensor-core kernel rounds the probabilities to bf16 (2⁻⁹ relative) before they weight
		// the values, as mla_decode's does (mlaDecodeTol).
		tol := 1e-5
		if s.MMA {
			tol = 1.0 / 128
		}
		w.add(name, l, int64(pg.rows*splits), args, checkOut{Arg: 0, Ref: w.file(part), DType: "f32", Tol: tol})
	case kgen.KVCacheWriteSpec:
		pg := w.paged([]int{5, 9})
		wd := int(s.KVHeads * s.HeadDim)
		k, v := w.act(pg.rows*wd, 1, s.Elem), w.act(pg.rows*wd, 1, s.Elem)
		kp, vp := make([]float32, pg.numBlocks*pg.blockSize*wd), make([]float32, pg.numBlocks*pg.blockSize*wd)
		for i := range pg.rows {
			r := pg.slot(i)
			copy(kp[r*wd:], k[i*wd:(i+1)*wd])
			copy(vp[r*wd:], v[i*wd:(i+1)*wd])
		}
		w.add(name, l, int64(pg.rows), append([]checkArg{w.buf(make([]float32, len(kp)), s.Elem), w.buf(make([]float32, len(vp)), s.Elem),
			w.buf(k, s.Elem), w.buf(v, s.Elem)}, pg.args(w, false)...), w.ref(0, kp), w.ref(1, vp))
	case kgen.GQAAttentionSpec:
		pg := w.paged([]int{5, 9})
		hN, kvN, d := int(s.Heads), int(s.KVHeads), int(s.HeadDim)
		wd := kvN * d
		q := w.act(pg.rows*hN*d, 1, s.Elem)
		k, v := w.act(pg.rows*wd, 1, s.Elem), w.act(pg.rows*wd, 1, s.Elem)
		kp, vp := make([]float32, pg.numBlocks*pg.blockSize*wd), make([]float32, pg.numBlocks*pg.blockSize*wd)
		out := make([]float32, pg.rows*hN*d)
		first := 0
		for _, n := range pg.lens {
			for i := first; i < first+n; i++ {
				r := pg.slot(i)
				copy(kp[r*wd:], k[i*wd:(i+1)*wd])
				copy(vp[r*wd:], v[i*wd:(i+1)*wd])
			}
			kernels.GQAAttentionPaged(out[first*hN*d:(first+n)*hN*d], q[first*hN*d:(first+n)*hN*d], k[first*wd:(first+n)*wd],
				v[first*wd:(first+n)*wd], n, make([]float32, n*wd), make([]float32, n*wd), []int32{0}, n, 0, hN, kvN, d, s.Scale)
			first += n
		}
		args := []checkArg{w.buf(make([]float32, len(out)), s.Elem), w.buf(q, s.Elem), w.buf(kp, s.Elem), w.buf(vp, s.Elem)}
		args = append(args, pg.args(w, true)...)
		args = append(args[:len(args)-1], checkArg{Kind: "zeros", N: pg.rows * hN * pg.maxLen, DType: "f32"},
			args[len(args)-1])
		args = insertCtx(args, pg)
		w.add(name, l, int64(pg.rows), args, checkOut{Arg: 0, Ref: w.file(out), DType: "f32", Tol: 1e-5})
	case kgen.MLAPrefillSoftmaxSpec:
		// Two heads of a 5-query chunk at positions 60..64 of a 65-key sequence: every row but the
		// last has masked keys.
		const heads, queries, q0, keys = 2, 5, 60, 65
		n := heads * queries
		scores := w.normal(n*keys, 6)
		ref := make([]float32, n*keys)
		for r := range n {
			lim := min(keys, q0+r%queries+1)
			row := scores[r*keys : (r+1)*keys]
			mx := math.Inf(-1)
			for _, x := range row[:lim] {
				mx = math.Max(mx, float64(x)*float64(s.Scale))
			}
			sum := 0.0
			for _, x := range row[:lim] {
				sum += math.Exp(float64(x)*float64(s.Scale) - mx)
			}
			for j := range lim {
				ref[r*keys+j] = float32(math.Exp(float64(row[j])*float64(s.Scale)-mx) / sum)
			}
		}
		tol := 1e-5
		if s.Out == kgen.EBF16 {
			tol = 4e-3 // the f32 probability rounded once to bf16, the reference rounded from float64
		}
		args := []checkArg{w.buf(make([]float32, n*keys), s.Out), w.buf(scores, kgen.EF32), n32(keys), n32(queries), n32(q0), n32(n)}
		w.add(name, l, int64(n), args, checkOut{Arg: 0, Ref: w.file(ref), DType: "f32", Tol: tol})
	case kgen.MLACacheGatherSpec:
		if s.F8 {
			pg := w.paged([]int{5, 9})
			rank, rope, n := int(s.Rank), int(s.Rope), 9 // the second sequence's 9 positions
			rows := w.act(pg.numBlocks*pg.blockSize*(rank+rope), 1, kgen.EBF16)
			spreadBlocks(rows, rank, rank+rope)
			pool := fp8Pool(rows, rank, rope).I32 // rows now holds the latents read back
			c, kpe := make([]float32, n*rank), make([]float32, n*rope)
			for p := range n {
				r := int(pg.table[pg.maxBlocks+p/pg.blockSize])*pg.blockSize + p%pg.blockSize
				copy(c[p*rank:], rows[r*(rank+rope):r*(rank+rope)+rank])
				copy(kpe[p*rope:], rows[r*(rank+rope)+rank:(r+1)*(rank+rope)])
			}
			w.add(name, l, int64(n), []checkArg{w.buf(make([]float32, len(c)), s.Elem), w.buf(make([]float32, len(kpe)), s.Elem), w.buf(pool, kgen.EI32),
				w.buf(pg.table, kgen.EI32), n32(1), n32(pg.maxBlocks), n32(pg.blockSize), n32(n)}, w.ref(0, c), w.ref(1, kpe))
			break
		}
		pg := w.paged([]int{5, 9})
		wd, n := int(s.Rank+s.Rope), 9 // the second sequence's 9 positions
		pool := w.act(pg.numBlocks*pg.blockSize*wd, 1, s.Elem)
		c, kpe := make([]float32, n*int(s.Rank)), make([]float32, n*int(s.Rope))
		for p := range n {
			r := int(pg.table[pg.maxBlocks+p/pg.blockSize])*pg.blockSize + p%pg.blockSize
			copy(c[p*int(s.Rank):], pool[r*wd:r*wd+int(s.Rank)])
			copy(kpe[p*int(s.Rope):], pool[r*wd+int(s.Rank):(r+1)*wd])
		}
		w.add(name, l, int64(n), []checkArg{w.buf(make([]float32, len(c)), s.Elem), w.buf(make([]float32, len(kpe)), s.Elem), w.buf(pool, s.Elem),
			w.buf(pg.table, kgen.EI32), n32(1), n32(pg.maxBlocks), n32(pg.blockSize), n32(n)}, w.ref(0, c), w.ref(1, kpe))
	case kgen.FlashPrefillSpec:
		// A chunk of 130 queries (three query tiles, the last of 2) after 37 cached tokens: the
		// diagonal crosses key tiles inside, and the first rows see fewer keys than a tile.
		const n, q0 = 130, 37
		keys := n + q0
		H, dk, dv := int(s.Heads), int(s.Dk), int(s.Dv)
		q := w.act(n*H*dk, 1, kgen.EBF16)
		q64 := make([]float64, len(q))
		for i, x := range q {
			q64[i] = float64(x)
		}
		blocks := s.FlashBlocks(n)
		var args []checkArg
		var ref []float64
		switch s.Source {
		case kgen.FlashMLA:
			nope, rope := int(s.Nope), dk-int(s.Nope)
			hw := H * (nope + dv)
			kv, kpe := w.act(keys*hw, 1, kgen.EBF16), w.act(keys*rope, 1, kgen.EBF16)
			ref = kgen.FlashRef(n, q0, H, dk, dv, float64(s.Scale), q64, func(h, t, j int) float64 {
				if j < nope {
					return float64(kv[t*hw+h*(nope+dv)+j])
				}
				return float64(kpe[t*rope+j-nope])
			}, func(h, t, j int) float64 { return float64(kv[t*hw+h*(nope+dv)+nope+j]) })
			args = []checkArg{w.buf(make([]float32, n*H*dv), kgen.EBF16), w.buf(q, kgen.EBF16), w.buf(kv, kgen.EBF16), w.buf(kpe, kgen.EBF16)}
		case kgen.FlashGQA:
			pg := w.paged([]int{9, keys}) // the second sequence's
			wd, group := int(s.KVHeads)*dk, H/int(s.KVHeads)
			kp, vp := w.act(pg.numBlocks*pg.blockSize*wd, 1, kgen.EBF16), w.act(pg.numBlocks*pg.blockSize*wd, 1, kgen.EBF16)
			slot := func(t int) int { return int(pg.table[pg.maxBlocks+t/pg.blockSize])*pg.blockSize + t%pg.blockSize }
			ref = kgen.FlashRef(n, q0, H, dk, dv, float64(s.Scale), q64,
				func(h, t, j int) float64 { return float64(kp[slot(t)*wd+h/group*dk+j]) },
				func(h, t, j int) float64 { return float64(vp[slot(t)*wd+h/group*dk+j]) })
			args = []checkArg{w.buf(make([]float32, n*H*dv), kgen.EBF16), w.buf(q, kgen.EBF16), w.buf(kp, kgen.EBF16), w.buf(vp, kgen.EBF16),
				w.buf(pg.table, kgen.EI32), n32(1), n32(pg.maxBlocks), n32(pg.blockSize)}
		}
		args = append(args, n32(n), n32(q0), n32(blocks))
		out := make([]float32, len(ref))
		for i, x := range ref {
			out[i] = float32(x)
		}
		// The probabilities are rounded to bf16 before they weight the values (2⁻⁹ each).
		w.add(name, l, int64(blocks), args, checkOut{Arg: 0, Ref: w.file(out), DType: "f32", Tol: 1e-2})
	default:
		return fmt.Errorf("%s: no check for %T", name, s)
	}
	return nil
}

func TestWriteDeviceCheck(t *testing.T) {
	dir := os.Getenv("AFDC_KGEN_CHECK_OUT")
	// AFDC_KGEN_CHECK_ONLY keeps the kernels whose name contains one of its comma-separated parts
	// (e.g. mla_,gqa_): a smaller upload and a faster PTX load when one kernel family changed;
	// AFDC_KGEN_CHECK_SKIP drops those whose name ends in one of its parts (e.g. _fa,_fa1).
	only := os.Getenv("AFDC_KGEN_CHECK_ONLY")
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatalf("AFDC_KGEN_CHECK_OUT: %v", err)
		}
	}
	w := &checkWriter{dir: dir, rng: rand.New(rand.NewPCG(7, 11))}
	var specs []kgen.Spec
	seen := map[string]bool{}
	for _, model := range []string{"deepseek-v3", "deepseek-v2", "glm-4.5"} {
		for _, m := range roleModules(t, model, "cpu") {
			ss, _, err := kgen.Plan(m)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range ss {
				// The embedding kernel differs between vocabularies only in its bound; a 256-row table
				// keeps the check's files small.
				switch e := s.(type) {
				case kgen.EmbeddingSpec:
					e.Vocab = 256
					s = e
				case kgen.MLAAttentionSpec:
					// Heads only index the weight and the output: 4 of DeepSeek's 128 keep kv_b_proj
					// (33 MB at full width) small; every per-head width stays real.
					e.Heads = 4
					s = e
				case kgen.GQAAttentionSpec:
					e.Heads, e.KVHeads = 2*e.Heads/e.KVHeads, 2 // the same group size, 2 kv heads
					s = e
				case kgen.MLADecodeSpec:
					e.Heads = 2 * e.HG // two head groups, each of the real size
					s = e
				case kgen.GQADecodeSpec:
					e.Heads, e.KVHeads = 2*e.Heads/e.KVHeads, 2 // the same group size, 2 kv heads
					s = e
				case kgen.CombineSpec:
					e.Heads = 4
					s = e
				}
				for _, s := range withBF16Twins(s) {
					k, _ := s.Build()
					if seen[k.Name] || !keepCheck(only, k.Name) {
						continue
					}
					seen[k.Name] = true
					specs = append(specs, s)
					if err := w.caseFor(model, s); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	// The prefill form's softmax is planned only for programs whose activations and kv_b_proj share
	// a type (not these CPU-target modules): DeepSeek-V3's scale, both output types.
	// So are the flash prefill kernel and the cache gather (bf16 programs): DeepSeek-V3's widths
	// with 2 of its heads, and GLM-4.5's group of 12 heads a kv head with 2 kv heads.
	for _, c := range []struct {
		model string
		s     kgen.Spec
	}{
		{"deepseek-v3", kgen.MLAPrefillSoftmaxSpec{Out: kgen.EF32, Scale: 0.1352}},
		{"deepseek-v3", kgen.MLAPrefillSoftmaxSpec{Out: kgen.EBF16, Scale: 0.1352}},
		{"deepseek-v3", kgen.FlashPrefillSpec{Source: kgen.FlashMLA, Heads: 2, Dk: 192, Dv: 128, Nope: 128, Scale: 0.1352}},
		{"glm-4.5", kgen.FlashPrefillSpec{Source: kgen.FlashGQA, Heads: 24, KVHeads: 2, Dk: 128, Dv: 128, Scale: 0.0884}},
		// GLM-4.5's own heads: 96 over 8 kv heads, the pools' rows 8 heads wide.
		{"glm-4.5", kgen.FlashPrefillSpec{Source: kgen.FlashGQA, Heads: 96, KVHeads: 8, Dk: 128, Dv: 128, Scale: 0.0884}},
		// sm_90a's warpgroup form of both (kernels_sm90a.ptx), at the first two shapes.
		{"deepseek-v3", kgen.FlashPrefillSpec{Source: kgen.FlashMLA, Heads: 2, Dk: 192, Dv: 128, Nope: 128, Scale: 0.1352, Hopper: true}},
		{"glm-4.5", kgen.FlashPrefillSpec{Source: kgen.FlashGQA, Heads: 24, KVHeads: 2, Dk: 128, Dv: 128, Scale: 0.0884, Hopper: true}},
		{"deepseek-v3", kgen.MLACacheGatherSpec{Elem: kgen.EBF16, Rank: 512, Rope: 64}},
		// The FP8 cache's write and gather (bf16 builds) at DeepSeek-V3's widths.
		{"deepseek-v3", kgen.MLACacheWriteSpec{Elem: kgen.EBF16, Rank: 512, Rope: 64, F8: true}},
		{"deepseek-v3", kgen.MLACacheGatherSpec{Elem: kgen.EBF16, Rank: 512, Rope: 64, F8: true}},
		// The decode linear kernel as the backend tiles it for the projections' input widths
		// (which set the column splits and batches), 72 output rows (a last tile half empty) for
		// small files: q_a and kv_a (7168), q_b (1536), a shared expert's down (2048), o
		// (16384), the router's f32 logits, GLM-4.5's q, k and v with their bias in one launch.
		{"deepseek-v3", linearCheck(7168, 72, false, false)},
		{"deepseek-v3", linearCheck(1536, 72, false, false)},
		{"deepseek-v3", linearCheck(2048, 72, false, false)},
		{"deepseek-v3", linearCheck(16384, 72, false, false)},
		{"deepseek-v3", linearCheck(7168, 72, false, true)},
		{"glm-4.5", func() kgen.Spec { s := linearCheck(5120, 72, true, false); s.Group = [3]int64{24, 24}; return s }()},
		// The query absorption at DeepSeek's head widths (16 heads, for a small file): q_abs in f32
		// as the seesaw kernel reads it, in bf16 as the others do.
		{"deepseek-v3", kgen.MLAAbsorbSpec{Heads: 16, Nope: 128, Rope: 64, V: 128, Rank: 512, Out: kgen.EF32}},
		{"deepseek-v2-lite", kgen.MLAAbsorbSpec{Heads: 16, Nope: 128, Rope: 64, V: 128, Rank: 512, Out: kgen.EBF16}},
		// With the input's RMS norm inside: DeepSeek's q_a norm with q_b.
		{"deepseek-v3", func() kgen.Spec {
			s := linearCheck(1536, 72, false, false)
			s.Norm, s.NormEps = true, 1e-6
			return s
		}()},
		// The wide form (steps of 9 to 16 tokens): q_b with its norm, o with the residual add, and
		// GLM-4.5's q, k and v.
		{"deepseek-v3", func() kgen.Spec {
			s := linearCheck(1536, 72, false, false)
			s.Norm, s.NormEps = true, 1e-6
			return s.Wide()
		}()},
		{"deepseek-v3", func() kgen.Spec {
			s := linearCheck(16384, 72, false, false)
			s.Residual, s.Sum = true, kgen.EF32
			return s.Wide()
		}()},
		{"glm-4.5", func() kgen.Spec { s := linearCheck(5120, 72, true, false); s.Group = [3]int64{24, 24}; return s.Wide() }()},
	} {
		s := c.s
		if k, _ := s.Build(); !seen[k.Name] && keepCheck(only, k.Name) {
			seen[k.Name] = true
			specs = append(specs, s)
			if err := w.caseFor(c.model, s); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(w.cases) < 8 && only == "" {
		t.Fatalf("%d check cases, expected every kernel kind of three models", len(w.cases))
	}
	if dir == "" {
		return
	}
	// The kernels only sm_90a runs (the warpgroup-MMA decode and prefill) go to a module of their
	// own, so that the others' PTX loads whatever the architecture it is built for.
	var common, sm90a []kgen.Spec
	hopper := map[string]bool{}
	for _, s := range specs {
		if k, _ := s.Build(); strings.HasSuffix(k.Name, "_wgmma") || strings.HasSuffix(k.Name, "_wg") || strings.HasSuffix(k.Name, "_ss") {
			sm90a = append(sm90a, s)
			hopper[k.Name] = true
		} else {
			common = append(common, s)
		}
	}
	for i := range w.cases {
		if hopper[w.cases[i].Kernel] {
			w.cases[i].PTX = "kernels_sm90a.ptx"
		}
	}
	tc := toolchain(t)
	for _, m := range []struct {
		specs []kgen.Spec
		arch  kgen.Arch
		file  string
	}{{common, kgen.SM90, "kernels.ptx"}, {sm90a, kgen.SM90a, "kernels_sm90a.ptx"}} {
		if len(m.specs) == 0 {
			continue
		}
		mod, _, err := kgen.Build(m.specs)
		if err != nil {
			t.Fatal(err)
		}
		ptx, err := tc.PTXFor(context.Background(), mod.String(), m.arch)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, m.file), []byte(ptx), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	js, _ := json.MarshalIndent(w.cases, "", " ")
	if err := os.WriteFile(filepath.Join(dir, "cases.json"), js, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d cases in %s", len(w.cases), dir)
}

// moePermute is the expert-major token list of a dense routing matrix, computed the plain way.
func moePermute(route []float32, rows, e int) (counts, offsets, prow []int32, pw []float32, slot []int32) {
	counts, offsets, slot = make([]int32, e), make([]int32, e+1), make([]int32, rows*e)
	for x := range e {
		for r := range rows {
			slot[r*e+x] = -1
			if route[r*e+x] != 0 {
				counts[x]++
			}
		}
		offsets[x+1] = offsets[x] + counts[x]
	}
	for x := range e {
		for r := range rows {
			if w := route[r*e+x]; w != 0 {
				slot[r*e+x] = int32(len(prow))
				prow = append(prow, int32(r))
				pw = append(pw, w)
			}
		}
	}
	return counts, offsets, prow, pw, slot
}

// refSample is the runtime sampler's definition, written the plain way (a sort).
func refSample(logits []float32, temp float32, topK int, topP float32, seed, pos uint64) int32 {
	if !(temp > 0) {
		return int32(sampler.Argmax(logits))
	}
	n := len(logits)
	m := float32(math.Inf(-1))
	for _, l := range logits {
		if z := l / temp; z > m {
			m = z
		}
	}
	p := make([]float32, n)
	var sum float64
	for i, l := range logits {
		p[i] = float32(math.Exp(float64(l/temp - m)))
		sum += float64(p[i])
	}
	d := float32(sum)
	for i := range p {
		p[i] /= d
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return p[order[a]] > p[order[b]] })
	if topK > 0 && topK < n {
		order = order[:topK]
	}
	var mass float64
	for _, i := range order {
		mass += float64(p[i])
	}
	if topP > 0 && topP < 1 {
		target := float64(topP) * mass
		var cum float64
		for j, i := range order {
			cum += float64(p[i])
			if cum >= target {
				order, mass = order[:j+1], cum
				break
			}
		}
	}
	u := float64(kgen.CounterUniform(seed, pos)) * mass
	var cum float64
	for _, i := range order {
		cum += float64(p[i])
		if cum > u {
			return int32(i)
		}
	}
	return int32(order[len(order)-1])
}

// paged is a two-level paged cache for the attention checks: sequences of the given lengths, all
// their tokens new in one step (a mixed prefill), blocks of 4 tokens placed at shuffled block ids.
// keepCheck reports whether kernel name is in the device check narrowed to only (see
// TestWriteDeviceCheck); an empty only keeps every kernel.
func keepCheck(only, name string) bool {
	for _, part := range strings.Split(os.Getenv("AFDC_KGEN_CHECK_SKIP"), ",") {
		if part != "" && strings.HasSuffix(name, part) {
			return false
		}
	}
	if only == "" {
		return true
	}
	for _, part := range strings.Split(only, ",") {
		if part != "" && strings.Contains(name, part) {
			return true
		}
	}
	return false
}

type paged struct {
	lens                                  []int
	rows, blockSize, maxBlocks, numBlocks int
	maxLen                                int
	table, tokSeq, tokPos                 []int32
}

func (w *checkWriter) paged(lens []int) *paged {
	p := &paged{lens: lens, blockSize: 4}
	for _, n := range lens {
		p.rows += n
		p.maxLen = max(p.maxLen, n)
		p.maxBlocks = max(p.maxBlocks, (n+p.blockSize-1)/p.blockSize)
	}
	p.numBlocks = len(lens)*p.maxBlocks + 2
	ids := w.rng.Perm(p.numBlocks)
	p.table = make([]int32, len(lens)*p.maxBlocks)
	for i := range p.table {
		p.table[i] = int32(ids[i])
	}
	for s, n := range lens {
		for t := range n {
			p.tokSeq = append(p.tokSeq, int32(s))
			p.tokPos = append(p.tokPos, int32(t))
		}
	}
	return p
}

// slot is the pool row of step token i.
func (p *paged) slot(i int) int {
	s, t := int(p.tokSeq[i]), int(p.tokPos[i])
	return int(p.table[s*p.maxBlocks+t/p.blockSize])*p.blockSize + t%p.blockSize
}

// args are the paging arguments in kernel order: table, tok_seq, tok_pos, max_blocks, block_size,
// rows. (The attention kernels also take scores before max_blocks and ctx_stride after block_size;
// their cases splice those in.)
func (p *paged) args(w *checkWriter, _ bool) []checkArg {
	return []checkArg{w.buf(p.table, kgen.EI32), w.buf(p.tokSeq, kgen.EI32), w.buf(p.tokPos, kgen.EI32),
		{Kind: "i32", Value: float64(p.maxBlocks)}, {Kind: "i32", Value: float64(p.blockSize)}, {Kind: "i32", Value: float64(p.rows)}}
}

// insertCtx reorders the attention arguments built as [..., table, tok_seq, tok_pos, max_blocks,
// block_size, scores, rows] into the kernels' [..., scores, max_blocks, block_size, ctx_stride, rows].
func insertCtx(a []checkArg, p *paged) []checkArg {
	n := len(a)
	mb, bs, sc, rows := a[n-4], a[n-3], a[n-2], a[n-1]
	return append(a[:n-4], sc, mb, bs, checkArg{Kind: "i32", Value: float64(p.maxLen)}, rows)
}

// mlaSplitRef is the inputs and the expected results of the split MLA kernels on one paged step.
type mlaSplitRef struct {
	q, qabs, pool []float32
	part, olat    []float32
	f8            []int32 // the pool's FP8 rows (Pool EF8), whose latents pool holds as read back
}

// mlaRef makes random q_abs, q and a pool for pg's tokens and the split results (splitRef).
func (w *checkWriter) mlaRef(pg *paged, s kgen.MLADecodeSpec, splits int) mlaSplitRef {
	H, rank, rope, nope := int(s.Heads), int(s.Rank), int(s.Rope), int(s.Nope)
	W := rank + rope
	r := mlaSplitRef{qabs: w.act(pg.rows*H*rank, 0.2, s.QAbs()), q: w.act(pg.rows*H*(nope+rope), 1, s.Q)}
	if s.Pool == kgen.EF8 {
		// The FP8 cache's words of bf16 rows; the reference reads the latents they give back.
		r.pool = w.act(pg.numBlocks*pg.blockSize*W, 1, kgen.EBF16)
		spreadBlocks(r.pool, rank, W)
		r.f8 = fp8Pool(r.pool, rank, rope).I32
	} else {
		r.pool = w.act(pg.numBlocks*pg.blockSize*W, 1, s.Pool)
	}
	r.part, r.olat = splitRef(pg, H, rank, splits, func(i, h, row int) float64 {
		it := i*H + h
		var d float64
		for c := range rank {
			d += float64(r.qabs[it*rank+c]) * float64(r.pool[row*W+c])
		}
		for j := range rope {
			d += float64(r.q[it*(nope+rope)+nope+j]) * float64(r.pool[row*W+rank+j])
		}
		return d * float64(s.Scale)
	}, func(_, row, c int) float64 { return float64(r.pool[row*W+c]) })
	return r
}

// withBF16Twins is s and, for an MLA attention op, the mla_out kernels of a bf16 build; for an
// f32 mla_decode, its bf16 twins as a bf16 build runs them: the tensor-core kernel with 4 and with
// 8 warps, the flash-attention kernel with two cache tiles and with one over two groups of 64
// heads, and sm_90a's warpgroup kernel over one group of 64; for an f32 gqa_decode, the bf16
// tensor-core kernel (gqadecode_mma.go) at the same widths (the check's programs are f32, which
// keeps the CUDA-core kernels).
func withBF16Twins(s kgen.Spec) []kgen.Spec {
	out := []kgen.Spec{s}
	// A bf16 build's end of the split path at a few rows (mlaout.go), with one and eight slots.
	if a, ok := s.(kgen.MLAAttentionSpec); ok {
		for _, tt := range []int64{1, 8} {
			if o := (kgen.MLAOutSpec{Heads: a.Heads, Nope: a.Nope, V: a.V, Rank: a.Rank, TT: tt}); o.Check() == nil {
				out = append(out, o)
			}
		}
	}
	if d, ok := s.(kgen.GQADecodeSpec); ok && d.Elem == kgen.EF32 {
		b := d
		b.Elem = kgen.EBF16
		if b.MMA = b.MMAOK(kgen.SM90); b.MMA {
			out = append(out, b)
		}
	}
	if d, ok := s.(kgen.MLADecodeSpec); ok && d.Q == kgen.EF32 {
		for _, w := range []int64{4, 8} {
			b := d
			b.Q, b.Pool, b.Warps = kgen.EBF16, kgen.EBF16, w
			if b.TensorCores() {
				out = append(out, b)
			}
		}
		for _, single := range []bool{false, true} {
			b := d
			b.Q, b.Pool, b.Heads, b.FA, b.FASingle = kgen.EBF16, kgen.EBF16, 128, true, single
			if b.FAOK() {
				out = append(out, b)
			}
		}
		// Over the FP8 cache (its rows as words, the reference on what they read back): the
		// flash-attention kernel over one group of 64 heads, and the CUDA-core kernel (sm_80
		// builds, 16-head models) over one group of 16.
		if f8 := d; true {
			f8.Q, f8.Pool, f8.Heads, f8.FA = kgen.EBF16, kgen.EF8, 64, true
			if f8.FAOK() {
				out = append(out, f8)
			}
		}
		if f8 := d; true {
			f8.Q, f8.Pool, f8.Heads = kgen.EBF16, kgen.EF8, d.HG
			if f8.Check() == nil {
				out = append(out, f8)
			}
		}
		b := d
		b.Q, b.Pool, b.Heads, b.Hopper = kgen.EBF16, kgen.EBF16, 64, true
		if b.HopperOK() {
			ss := b
			ss.Seesaw, ss.Rank = true, 128 // a narrower latent keeps the check's files small
			out = append(out, b, ss)
		}
	}
	return out
}

// mlaDecodeTol is the device check's tolerance of mla_decode's workspace (relative to its largest
// value, a split's sum of probabilities): f32 rounding for the CUDA-core kernel; for the tensor-core
// one the probabilities are rounded to bf16 (2⁻⁹ relative) before they weight the latents, which
// the interpreter put at 1.3·10⁻³ of the largest value on this case (DeepSeek-V3's widths).
func mlaDecodeTol(s kgen.MLADecodeSpec) float64 {
	if s.TensorCores() || s.FA || s.Hopper {
		return 1.0 / 128
	}
	return 1e-5
}

// splitRef computes in float64, from the definitions, what a split kernel writes for pg's tokens at
// splits splits (per (row, split, head): the output relative to the split's max, the max, the sum;
// zeros for a split past the row's context, which no block writes) and what its combine makes of
// it (the softmax-weighted values). score(i, h, row) is token i's scaled score of pool row `row`
// for head h; value(h, row, c) is value c of that row for head h.
func splitRef(pg *paged, H, VW, splits int, score func(i, h, row int) float64, value func(h, row, c int) float64) (part, out []float32) {
	chunk := (pg.maxBlocks*pg.blockSize + splits - 1) / splits
	chunk = (chunk + kgen.SplitAlign - 1) / kgen.SplitAlign * kgen.SplitAlign
	part = make([]float32, kgen.MLAWorkspaceBytes(pg.rows, splits, int64(H), int64(VW))/4)
	out = make([]float32, pg.rows*H*VW)
	for i := range pg.rows {
		seq, n := int(pg.tokSeq[i]), int(pg.tokPos[i])+1
		at := func(t int) int { return int(pg.table[seq*pg.maxBlocks+t/pg.blockSize])*pg.blockSize + t%pg.blockSize }
		for h := range H {
			sc := make([]float64, n)
			mx := math.Inf(-1)
			for t := range n {
				sc[t] = score(i, h, at(t))
				mx = max(mx, sc[t])
			}
			var den float64
			o := make([]float64, VW)
			for t := range n {
				e := math.Exp(sc[t] - mx)
				den += e
				for c := range VW {
					o[c] += e * value(h, at(t), c)
				}
			}
			for c := range VW {
				out[(i*H+h)*VW+c] = float32(o[c] / den)
			}
			for sp := 0; sp*chunk < n; sp++ {
				lo, hi := sp*chunk, min(n, (sp+1)*chunk)
				m := math.Inf(-1)
				for t := lo; t < hi; t++ {
					m = max(m, sc[t])
				}
				base := ((i*splits+sp)*H + h) * int(kgen.PartRow(int64(VW)))
				var l float64
				o := make([]float64, VW)
				for t := lo; t < hi; t++ {
					e := math.Exp(sc[t] - m)
					l += e
					for c := range VW {
						o[c] += e * value(h, at(t), c)
					}
				}
				for c := range VW {
					part[base+c] = float32(o[c])
				}
				part[base+VW], part[base+VW+1] = float32(m), float32(l)
			}
		}
	}
	return part, out
}

// linearCheck is the decode linear kernel the backend builds for a linear of these widths.
func linearCheck(in, out int64, bias, wide bool) kgen.LinearDecodeSpec {
	s, ok := kgen.LinearDecode(linearOp(in, out, bias, wide))
	if !ok {
		panic(fmt.Sprintf("no decode linear kernel for %d→%d", in, out))
	}
	return s
}
