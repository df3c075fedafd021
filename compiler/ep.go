package compiler

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"

	"afdc/ir"
	"afdc/passes"
	"afdc/targets"
)

// epOf is the expert-rank count a manifest records: 0 for an unsharded build.
func epOf(o passes.Options) int {
	if o.EP > 1 {
		return o.EP
	}
	return 0
}

// ExpertMapFile is the JSON of --expert-map: the ranks it places experts on and, per MoE layer (by
// its index as a string), the rank of each of the layer's experts. Layers it leaves out get the
// default contiguous blocks.
//
//	{"ranks": 4, "layers": {"3": [0, 0, 1, 1, 2, 2, 3, 3], "4": [3, 2, 1, 0, 3, 2, 1, 0]}}
type ExpertMapFile struct {
	Ranks  int                `json:"ranks"`
	Layers map[string][]int64 `json:"layers"`
}

// LoadExpertMap reads an --expert-map file for a build of ep ranks.
func LoadExpertMap(path string, ep int) (map[int][]int64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("expert map: %w", err)
	}
	return ParseExpertMap(path, b, ep)
}

// ParseExpertMap reads the JSON of an expert map (name is for messages).
func ParseExpertMap(name string, b []byte, ep int) (map[int][]int64, error) {
	var f ExpertMapFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %v, expected {\"ranks\": N, \"layers\": {\"LAYER\": [rank of each expert, ...]}}", name, err)
	}
	if f.Ranks != ep {
		return nil, fmt.Errorf("%s: ranks %d, expected the build's --ep %d", name, f.Ranks, ep)
	}
	out := map[int][]int64{}
	for k, m := range f.Layers {
		l, err := strconv.Atoi(k)
		if err != nil || l < 0 {
			return nil, fmt.Errorf("%s: layer %q, expected a layer index", name, k)
		}
		for e, r := range m {
			if r < 0 || r >= int64(ep) {
				return nil, fmt.Errorf("%s: layer %d: expert %d on rank %d, expected a rank 0..%d", name, l, e, r, ep-1)
			}
		}
		out[l] = m
	}
	return out, nil
}

// RankMemory is what one expert rank of an expert-parallel build holds.
type RankMemory struct {
	Rank    int   `json:"rank"`
	Experts int   `json:"experts"`      // routed experts, summed over the MoE layers
	Weights int64 `json:"weight_bytes"` // their bytes as the target stores them (FP8 scales included)
	// Activations is the rank's working buffers for one step of ActivationTokens tokens: each
	// token's hidden state, ids and weights in, and up to top_k (token, expert) rows of the
	// intermediate (gate, up) and the output (f32), of the widest layer.
	Activations int64 `json:"activation_bytes"`
}

// EPReport is the expert-parallel part of `afdc inspect`.
type EPReport struct {
	Ranks            int          `json:"ranks"`
	ActivationTokens int          `json:"activation_tokens"`
	PerRank          []RankMemory `json:"per_rank"`
	// With a hardware profile: the memory a rank may use (DefaultMemFraction of the device's),
	// whether the largest rank fits it, and the fewest ranks whose largest rank fits with the experts
	// as stored and with them in bf16.
	Hardware    string `json:"hardware,omitempty"`
	MemoryBytes int64  `json:"memory_bytes,omitempty"`
	Fits        *bool  `json:"fits,omitempty"`
	MinEP       int    `json:"min_ep,omitempty"`
	MinEPBF16   int    `json:"min_ep_bf16,omitempty"`
}

// EPActivationTokens is the step size the per-rank activation figure is priced at.
const EPActivationTokens = 4096

// InspectEP reports every expert rank's memory for an expert-parallel artifact, and with prof
// whether each fits one of its devices; nil for an unsharded build.
func InspectEP(a *Artifact, prof *targets.Profile) *EPReport {
	n := a.Opts.EP
	if n <= 1 {
		return nil
	}
	r := &EPReport{Ranks: n, ActivationTokens: EPActivationTokens}
	per, act := rankBytes(a.FFN, n, false)
	for i := range n {
		r.PerRank = append(r.PerRank, RankMemory{Rank: i, Experts: per[i].experts, Weights: per[i].bytes, Activations: act})
	}
	if prof != nil {
		// The share of the device the planner gives weights and working memory (DefaultMemFraction);
		// the rest is the runtime's and the driver's.
		r.Hardware, r.MemoryBytes = prof.Name, int64(prof.MemoryBytes.Value*DefaultMemFraction)
		fit := fits(per, act, r.MemoryBytes)
		r.Fits = &fit
		r.MinEP = minEP(a.FFN, r.MemoryBytes, false)
		r.MinEPBF16 = minEP(a.FFN, r.MemoryBytes, true)
	}
	return r
}

type rankShare struct {
	experts int
	bytes   int64
}

// rankBytes sums, per rank, the experts and expert bytes the expert_ffn ops' maps give it, with the
// map of each layer scaled to n ranks by contiguous blocks when the layer's own map has another
// count (what-if sizing); bf16 prices the experts at 2 bytes an element. act is the widest layer's
// working buffers for EPActivationTokens tokens.
func rankBytes(ffn *ir.Module, n int, bf16 bool) ([]rankShare, int64) {
	per := make([]rankShare, n)
	var act int64
	for _, f := range ffn.Funcs {
		for _, op := range f.Body {
			if op.Kind != ir.OpExpertFFN {
				continue
			}
			m := op.Attrs["map"].([]int64)
			if int(op.Attrs.MustInt("ranks")) != n {
				m = ir.ContiguousMap(len(m), n)
			}
			e := int64(len(m))
			for _, p := range op.Weights {
				b, _ := p.Type.Bytes()
				if bf16 {
					if p.IsScale() {
						continue
					}
					b = p.Elems() * 2
				}
				for _, r := range m {
					per[r].bytes += b / e
				}
			}
			for _, r := range m {
				per[r].experts++
			}
			g := op.Weights[0].Type.Shape
			k, h, inter := op.Attrs.MustInt("top_k"), g[2].N, g[1].N
			t := int64(EPActivationTokens)
			act = max(act, t*(h*4+k*8)+t*k*(2*inter+h)*4)
		}
	}
	return per, act
}

func fits(per []rankShare, act, mem int64) bool {
	for _, r := range per {
		if r.bytes+act > mem {
			return false
		}
	}
	return true
}

// minEP is the fewest ranks (a divisor-free search up to the experts of a layer) whose largest rank
// fits mem; 0 when none does.
func minEP(ffn *ir.Module, mem int64, bf16 bool) int {
	most := 0
	for _, f := range ffn.Funcs {
		for _, op := range f.Body {
			if op.Kind == ir.OpExpertFFN {
				most = max(most, len(op.Attrs["map"].([]int64)))
			}
		}
	}
	for n := 1; n <= most; n++ {
		per, act := rankBytes(ffn, n, bf16)
		if fits(per, act, mem) {
			return n
		}
	}
	return 0
}

// SortedLayers lists the layers of an expert map in order (for messages and reports).
func SortedLayers(m map[int][]int64) []int {
	ls := make([]int, 0, len(m))
	for l := range m {
		ls = append(ls, l)
	}
	sort.Ints(ls)
	return ls
}

// epFits refuses an --ep plan whose largest expert rank does not fit one device's mem bytes
// (weights and a step's activations), naming the fewest ranks that would.
func epFits(a *Artifact, p *targets.Profile, mem float64) error {
	per, act := rankBytes(a.FFN, a.Opts.EP, false)
	if fits(per, act, int64(mem)) {
		return nil
	}
	most := int64(0)
	for _, r := range per {
		most = max(most, r.bytes+act)
	}
	need := "no --ep up to one rank per expert fits"
	if n := minEP(a.FFN, int64(mem), false); n > 0 {
		need = fmt.Sprintf("expected --ep %d or more", n)
	}
	return fmt.Errorf("--ep %d: an expert rank needs %d bytes, over the %d a %s gives it; %s", a.Opts.EP, most, int64(mem), p.Name, need)
}
