package sampler

import (
	"math"
	"math/rand/v2"
	"sort"
	"testing"
)

// TestUniformIsSplitmix64 checks the counter RNG against splitmix64's published first outputs for
// seed 0 (0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4): Uniform(0, p) is the (p+1)-th output's top 24 bits.
func TestUniformIsSplitmix64(t *testing.T) {
	for p, out := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4} {
		want := float32(out>>40) / (1 << 24)
		if got := Uniform(0, uint64(p)); got != want {
			t.Errorf("Uniform(0, %d) = %v, want %v", p, got, want)
		}
	}
}

func TestUniformRange(t *testing.T) {
	var sum float64
	const n = 100000
	for i := range uint64(n) {
		u := Uniform(42, i)
		if !(u >= 0 && u < 1) {
			t.Fatalf("Uniform(42, %d) = %v, outside [0, 1)", i, u)
		}
		sum += float64(u)
	}
	if mean := sum / n; math.Abs(mean-0.5) > 0.01 {
		t.Errorf("mean of %d draws = %.4f, want about 0.5", n, mean)
	}
	if Uniform(1, 5) == Uniform(2, 5) && Uniform(1, 6) == Uniform(2, 6) {
		t.Error("seeds 1 and 2 give the same draws")
	}
}

func TestArgmax(t *testing.T) {
	nan := float32(math.NaN())
	for _, tc := range []struct {
		in   []float32
		want int
	}{
		{nil, -1},
		{[]float32{1, 3, 3, 2}, 1},
		{[]float32{-1, -1}, 0},
		{[]float32{1, nan, 5, nan}, 1},
		{[]float32{float32(math.Inf(-1)), -3}, 1},
		{[]float32{-5, -4, -4}, 1},
		{[]float32{float32(math.Inf(-1)), float32(math.Inf(-1))}, 0},
	} {
		if got := Argmax(tc.in); got != tc.want {
			t.Errorf("Argmax(%v) = %d, want %d", tc.in, got, tc.want)
		}
	}
}

func randLogits(r *rand.Rand, n int, scale float32) []float32 {
	l := make([]float32, n)
	for i := range l {
		l[i] = (r.Float32()*2 - 1) * scale
	}
	return l
}

// reference is the package doc's algorithm written the plain way (a full sort, no heap, no reused
// buffers): Sample must agree with it id for id.
func reference(logits []float32, p Params, pos uint64) int {
	if !(p.Temperature > 0) {
		return Argmax(logits)
	}
	prob := make([]float32, len(logits))
	m := float32(math.Inf(-1))
	for i, l := range logits {
		prob[i] = l / p.Temperature
		m = max(m, prob[i])
	}
	var sum float32
	for i := range prob {
		prob[i] = float32(math.Exp(float64(prob[i] - m)))
		sum += prob[i]
	}
	ids := make([]int, len(prob))
	for i := range prob {
		prob[i] /= sum
		ids[i] = i
	}
	sort.SliceStable(ids, func(a, b int) bool { return prob[ids[a]] > prob[ids[b]] })
	if p.TopK > 0 && p.TopK < len(ids) {
		ids = ids[:p.TopK]
	}
	if p.TopP > 0 && p.TopP < 1 {
		var kept float32
		for _, id := range ids {
			kept += prob[id]
		}
		var cum float32
		for n, id := range ids {
			if cum += prob[id]; cum >= p.TopP*kept {
				ids = ids[:n+1]
				break
			}
		}
	}
	var mass float32
	for _, id := range ids {
		mass += prob[id]
	}
	u := Uniform(p.Seed, pos)
	var cum float32
	for _, id := range ids {
		if cum += prob[id]; cum/mass > u {
			return id
		}
	}
	return ids[len(ids)-1]
}

func TestSampleMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var s Scratch
	for c := range 400 {
		n := 1 + r.IntN(300)
		logits := randLogits(r, n, 1+r.Float32()*8)
		if c%5 == 0 {
			// Ties: quantised logits make equal probabilities, which the order breaks by id.
			for i := range logits {
				logits[i] = float32(math.Round(float64(logits[i])))
			}
		}
		p := Params{Temperature: []float32{0, 0.3, 1, 2.5}[r.IntN(4)], TopP: []float32{1, 0.9, 0.5, 0.05}[r.IntN(4)],
			TopK: []int{0, 1, 5, 50, 1000}[r.IntN(5)], Seed: r.Uint64()}
		pos := r.Uint64N(10000)
		want := reference(logits, p, pos)
		if got := s.Sample(logits, p, pos); got != want {
			t.Fatalf("case %d: %+v at %d: Sample = %d, reference %d", c, p, pos, got, want)
		}
	}
}

func TestSampleDeterministicAndRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	logits := randLogits(r, 1000, 2)
	p := Params{Temperature: 0.8, TopP: 0.9, TopK: 50, Seed: 7}
	distinct := map[int]bool{}
	for pos := range uint64(200) {
		a := Sample(logits, p, pos)
		if b := Sample(logits, p, pos); a != b {
			t.Fatalf("position %d: %d then %d with the same seed", pos, a, b)
		}
		distinct[a] = true
	}
	if len(distinct) < 3 {
		t.Errorf("200 positions at T=0.8 gave %d distinct ids; sampling looks greedy", len(distinct))
	}
	best := Argmax(logits)
	for _, q := range []Params{{}, {Temperature: -1, TopK: 5}, {Temperature: 1.5, TopK: 1}, {Temperature: 1, TopP: 1e-6}} {
		for pos := range uint64(20) {
			if id := Sample(logits, q, pos); id != best {
				t.Fatalf("%+v position %d = %d, want argmax %d", q, pos, id, best)
			}
		}
	}
}

func TestSampleTopKAndTopP(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	logits := randLogits(r, 500, 3)
	sorted := make([]int, len(logits))
	for i := range sorted {
		sorted[i] = i
	}
	sort.SliceStable(sorted, func(a, b int) bool { return logits[sorted[a]] > logits[sorted[b]] })
	allowed := map[int]bool{sorted[0]: true, sorted[1]: true, sorted[2]: true}
	seen := map[int]bool{}
	for pos := range uint64(300) {
		id := Sample(logits, Params{Temperature: 5, TopK: 3, Seed: 1}, pos)
		if !allowed[id] {
			t.Fatalf("top-k 3 at position %d = %d, not among %v", pos, id, sorted[:3])
		}
		seen[id] = true
	}
	if len(seen) != 3 {
		t.Errorf("top-k 3 at T=5 drew %d distinct ids in 300 positions, want all 3", len(seen))
	}
	two := []float32{1, 0}
	for pos := range uint64(50) {
		if id := Sample(two, Params{Temperature: 1, TopP: 0.5, Seed: 9}, pos); id != 0 {
			t.Fatalf("top-p 0.5 at position %d = %d, want 0 (p=0.73 alone reaches 0.5)", pos, id)
		}
	}
	// Top-p sees the top-k distribution renormalised: p = 0.4, 0.35, 0.25; top-k 2 keeps 0.75 of
	// the mass, and 0.4/0.75 = 0.53 >= 0.5, so only id 0 is left (unrenormalised, 0.4 < 0.5 would
	// keep two).
	three := []float32{float32(math.Log(0.4)), float32(math.Log(0.35)), float32(math.Log(0.25))}
	for pos := range uint64(100) {
		if id := Sample(three, Params{Temperature: 1, TopK: 2, TopP: 0.5, Seed: 3}, pos); id != 0 {
			t.Fatalf("top-k 2, top-p 0.5 at position %d = %d, want 0 (top-p renormalises after top-k)", pos, id)
		}
	}
}

func TestSampleFrequencies(t *testing.T) {
	two := []float32{1, 0}
	zeros := 0
	const n = 20000
	for pos := range uint64(n) {
		if Sample(two, Params{Temperature: 1, Seed: 11}, pos) == 0 {
			zeros++
		}
	}
	want := 1 / (1 + math.Exp(-1))
	if got := float64(zeros) / n; math.Abs(got-want) > 0.015 {
		t.Errorf("P(id 0) = %.4f, want %.4f", got, want)
	}
}

func TestSampleNonFinite(t *testing.T) {
	inf := float32(math.Inf(1))
	if id := Sample([]float32{0, inf, 1}, Params{Temperature: 1}, 0); id != 1 {
		t.Errorf("+Inf logit: got %d, want its id 1", id)
	}
	if id := Sample(nil, Params{Temperature: 1}, 0); id != -1 {
		t.Errorf("empty logits: got %d, want -1", id)
	}
	// -Inf logits are impossible tokens, never drawn.
	ninf := float32(math.Inf(-1))
	for pos := range uint64(100) {
		if id := Sample([]float32{ninf, 0, ninf, 0}, Params{Temperature: 1, Seed: 3}, pos); id != 1 && id != 3 {
			t.Fatalf("position %d drew id %d of logit -Inf", pos, id)
		}
	}
}

func BenchmarkSample(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	logits := randLogits(r, 129280, 4)
	for _, tc := range []struct {
		name string
		p    Params
	}{{"greedy", Params{}}, {"topk50", Params{Temperature: 0.7, TopK: 50, TopP: 1}}, {"topp0.9", Params{Temperature: 0.7, TopP: 0.9}}} {
		b.Run(tc.name, func(b *testing.B) {
			var s Scratch
			for i := 0; b.Loop(); i++ {
				s.Sample(logits, tc.p, uint64(i))
			}
		})
	}
}

// TestPenalties checks each penalty on a row: repetition on the prompt's and the generated
// tokens (dividing positive logits, multiplying negative ones), then presence once and frequency
// per occurrence on the generated ones; ids outside the row are ignored.
func TestPenalties(t *testing.T) {
	row := []float32{2, -2, 4, 1, 0}
	prompt := map[int32]struct{}{0: {}, 1: {}}
	counts := map[int32]int32{1: 1, 2: 3, 9: 2, -1: 1}
	p := Penalties{Presence: 0.5, Frequency: 0.25, Repetition: 2}
	if p.Off() {
		t.Fatal("Off() for nonzero penalties")
	}
	p.Apply(row, prompt, counts)
	// 0: prompt, 2/2; 1: prompt and generated once, -2*2 - (0.25 + 0.5); 2: generated thrice,
	// 4/2 - (0.75 + 0.5); 3, 4: untouched.
	want := []float32{1, -4.75, 0.75, 1, 0}
	for i := range want {
		if row[i] != want[i] {
			t.Errorf("row %v, want %v", row, want)
			break
		}
	}
	for _, off := range []Penalties{{}, {Repetition: 1}} {
		if !off.Off() {
			t.Errorf("%+v: Off() false", off)
		}
		r := []float32{1, -1}
		off.Apply(r, prompt, map[int32]int32{0: 2})
		if r[0] != 1 || r[1] != -1 {
			t.Errorf("%+v changed the row: %v", off, r)
		}
	}
}
