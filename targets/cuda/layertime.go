package cuda

import (
	"strings"

	"afdc/ir"
)

// Layer times (SetLayerTimes): a pair of CUDA events around each part of a program's step that the
// decode benchmark reports per layer kind, with no event inside it, so that the parts run as they
// do untimed. A part starts at the op that begins it and ends where the next begins:
//
//   - a layer's attention at its input norm (through the attention's residual add),
//   - its FFN at its post-attention norm, the split's cut (through the FFN's residual add),
//   - the head at the final norm (through the sampling); the embedding before the first layer.
//
// This is how the eager peer's per-layer figures are taken (events around each layer's attention
// and MLP), so the two are measured alike; in a full program each part is the device time of that
// part alone, with no transport in it.

// sectionPrefix marks the layer sections among the breakdown's entries.
const sectionPrefix = "section "

// The parts' names (LayerTime.Name).
const (
	SectionEmbedding    = "embedding"
	SectionMLAAttention = "mla attention"
	SectionGQAAttention = "gqa attention"
	SectionDenseFFN     = "dense ffn"
	SectionMoEFFN       = "moe ffn"
	SectionHead         = "head"
)

// SetLayerTimes turns the layer sections on (and clears what was gathered) or off; on the device's
// thread, between steps. It replaces the per-op breakdown (SetOpTimes) and vice versa: the
// breakdown's events would be inside the sections.
func (b *Backend) SetLayerTimes(on bool) {
	if !on {
		b.times = nil
		return
	}
	b.times = &opTimes{ms: map[string]float64{}, count: map[string]int{}}
}

// LayerTimes is the device time of each kind of part since the last ResetOpTimes, in program
// order: Ms summed over the parts of that kind, Count how many ran. Nil while the sections are off.
func (b *Backend) LayerTimes() []OpTime {
	if b.times == nil {
		return nil
	}
	var out []OpTime
	for _, n := range []string{SectionEmbedding, SectionMLAAttention, SectionGQAAttention, SectionDenseFFN, SectionMoEFFN, SectionHead} {
		if c := b.times.count[sectionPrefix+n]; c > 0 {
			out = append(out, OpTime{Name: n, Ms: b.times.ms[sectionPrefix+n], Count: c})
		}
	}
	return out
}

// sections maps the index of each op of f that begins a part to the part's name.
func sections(f *ir.Func) map[int]string {
	starts := []int{0}
	for i, op := range f.Body {
		if i > 0 && op.Kind == ir.OpRMSNorm && len(op.Weights) == 1 && sectionNorm(op.Weights[0].Name) {
			starts = append(starts, i)
		}
	}
	out := map[int]string{}
	for j, s := range starts {
		end := len(f.Body)
		if j+1 < len(starts) {
			end = starts[j+1]
		}
		out[s] = sectionName(f.Body[s:end])
	}
	return out
}

// sectionNorm reports whether a norm's weight begins a part: a layer's input or post-attention
// norm, or the final norm (HuggingFace names, ARCH.md).
func sectionNorm(name string) bool {
	return strings.HasSuffix(name, ".input_layernorm.weight") || strings.HasSuffix(name, ".post_attention_layernorm.weight") ||
		name == "model.norm.weight"
}

// sectionName names a part by what it holds.
func sectionName(ops []*ir.Op) string {
	has := func(k ir.OpKind) bool {
		for _, op := range ops {
			if op.Kind == k {
				return true
			}
		}
		return false
	}
	switch {
	case has(ir.OpMLAAttention):
		return SectionMLAAttention
	case has(ir.OpGQAAttention):
		return SectionGQAAttention
	case has(ir.OpMoEExperts):
		return SectionMoEFFN
	case has(ir.OpSample) || has(ir.OpLastTokens):
		return SectionHead
	case has(ir.OpEmbedding):
		return SectionEmbedding
	}
	return SectionDenseFFN
}

// sectioned reports whether this run brackets the layer sections: times are gathered and the work
// runs now.
func (r *run) sectioned() bool { return r.b.times != nil && !r.b.times.perOp && r.q.mode == modeEager }

// section closes the open part at the stream's current end and, with a name, opens the next.
func (r *run) section(name string) error {
	if r.open != nil {
		end, err := r.q.mark()
		if err != nil {
			return err
		}
		r.q.spans = append(r.q.spans, span{sectionPrefix + r.open.name, r.open.start, end})
		r.q.dirty = true
		r.open = nil
	}
	if name == "" {
		return nil
	}
	start, err := r.q.mark()
	if err != nil {
		return err
	}
	r.open = &span{name: name, start: start}
	return nil
}
