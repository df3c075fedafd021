package kernels

import (
	"afdc/targets/opparams"
	"math"
	"strings"
	"testing"
)

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// route runs MoERoute on one row and returns it in float64.
func route(t *testing.T, logits, bias []float32, p opparams.RouteParams) []float64 {
	t.Helper()
	out := make([]float32, len(logits))
	MoERoute(out, logits, 1, len(logits), bias, p)
	return f64(out)
}

func TestMoERoute(t *testing.T) {
	// Group 0 holds the single best expert but a weak partner; group 1 holds two strong experts.
	logits := []float32{3, -3, 2, 2, -1, -1, -2, -2}
	soft := refSoftmax(f64(logits))
	v2 := opparams.RouteParams{Scoring: "softmax", Method: "group_limited_greedy", TopK: 2, Groups: 4, TopKGroup: 1, Scale: 16}
	// V2: group score = max keeps group 0 only; weights are softmax·16, never normalised.
	closeTo(t, "V2 group_limited_greedy", f32s(route(t, logits, nil, v2)), []float64{16 * soft[0], 16 * soft[1], 0, 0, 0, 0, 0, 0}, 1e-6)
	// Greedy ignores groups: experts 0 and 2 (2 ties 3; the lower index wins).
	greedy := v2
	greedy.Method = "greedy"
	closeTo(t, "V2 greedy", f32s(route(t, logits, nil, greedy)), []float64{16 * soft[0], 0, 16 * soft[2], 0, 0, 0, 0, 0}, 1e-6)

	// V3: group score = sum of the top two sigmoid scores prefers group 1 (2σ(2) > σ(3)+σ(-3)).
	v3 := opparams.RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 2, Groups: 4, TopKGroup: 1, Norm: true, Scale: 2.5}
	closeTo(t, "V3 noaux_tc", f32s(route(t, logits, nil, v3)), []float64{0, 0, 1.25, 1.25, 0, 0, 0, 0}, 1e-6)
	// Norm off: the raw sigmoid scores times the scale.
	v3.Norm = false
	closeTo(t, "V3 noaux_tc no norm", f32s(route(t, logits, nil, v3)), []float64{0, 0, 2.5 * sigmoid(2), 2.5 * sigmoid(2), 0, 0, 0, 0}, 1e-6)

	// A bias moves selection to group 3 and its expert 7, but the weights stay the unbiased sigmoids.
	bias := []float32{0, 0, 0, 0, 0, 0, 0.5, 3}
	v3.Norm = true
	s6, s7 := sigmoid(-2), sigmoid(-2)
	closeTo(t, "V3 bias", f32s(route(t, logits, bias, v3)), []float64{0, 0, 0, 0, 0, 0, 2.5 * s6 / (s6 + s7), 2.5 * s7 / (s6 + s7)}, 1e-6)
	// GLM: one group, so the group step is a no-op; bias picks expert 7 over expert 3.
	glm := opparams.RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 2, Groups: 1, TopKGroup: 1, Norm: true, Scale: 1}
	s0, s7 := sigmoid(3), sigmoid(-2)
	closeTo(t, "GLM", f32s(route(t, logits, []float32{0, 0, 0, 0, 0, 0, 0, 5}, glm)), []float64{s0 / (s0 + s7), 0, 0, 0, 0, 0, 0, s7 / (s0 + s7)}, 1e-6)

	for _, tc := range []struct {
		p    opparams.RouteParams
		want string
	}{
		{opparams.RouteParams{Scoring: "relu", Method: "greedy", TopK: 1, Groups: 1, Scale: 1}, `scoring "relu"`},
		{opparams.RouteParams{Scoring: "softmax", Method: "greedy", TopK: 1, Groups: 3, Scale: 1}, "groups 3 does not divide experts 8"},
		{opparams.RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 3, Groups: 4, TopKGroup: 1, Scale: 1}, "top_k 3 exceeds the 2 experts in the kept groups"},
		{opparams.RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 1, Groups: 4, TopKGroup: 1}, "scale 0, expected > 0"},
	} {
		if err := tc.p.Validate(8); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Validate(%+v) = %v, want it to contain %q", tc.p, err, tc.want)
		}
	}
	if msg := panicMessage(func() { MoERoute(make([]float32, 8), logits, 1, 8, nil, opparams.RouteParams{}) }); !strings.Contains(msg, "kernels.MoERoute: route: scoring") {
		t.Errorf("invalid params: panic %q", msg)
	}
}

func f32s(d []float64) []float32 {
	s := make([]float32, len(d))
	for i, v := range d {
		s[i] = float32(v)
	}
	return s
}

type moeCase struct {
	x, route         []float32
	gate, up, down   [][]float32
	hidden, inter, E int
}

func randMoE(seed uint64, rows, hidden, inter, experts int) moeCase {
	rng := newRNG(seed)
	m := moeCase{x: randSlice(rng, rows*hidden, 1), hidden: hidden, inter: inter, E: experts}
	for e := 0; e < experts; e++ {
		m.gate = append(m.gate, randSlice(rng, inter*hidden, 1/math.Sqrt(float64(hidden))))
		m.up = append(m.up, randSlice(rng, inter*hidden, 1/math.Sqrt(float64(hidden))))
		m.down = append(m.down, randSlice(rng, hidden*inter, 1/math.Sqrt(float64(inter))))
	}
	logits := randSlice(rng, rows*experts, 1)
	m.route = make([]float32, rows*experts)
	MoERoute(m.route, logits, rows, experts, randSlice(rng, experts, 0.3),
		opparams.RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 3, Groups: 2, TopKGroup: 1, Norm: true, Scale: 2.5})
	return m
}

func (m moeCase) run(lo, hi int) []float32 {
	rows := hi - lo
	out := make([]float32, rows*m.hidden)
	MoEExpertsFn(out, m.x[lo*m.hidden:hi*m.hidden], rows, m.hidden, m.route[lo*m.E:hi*m.E], m.E, m.weights, m.inter)
	return out
}

// weights is expert e's gate, up and down, as MoEExpertsFn asks for them.
func (m moeCase) weights(e int) (gate, up, down []float32) { return m.gate[e], m.up[e], m.down[e] }

func TestMoEExperts(t *testing.T) {
	const rows, hidden, inter, experts = 13, 40, 24, 8
	m := randMoE(9, rows, hidden, inter, experts)
	want := make([]float64, rows*hidden)
	for r := 0; r < rows; r++ {
		xr := f64(m.x[r*hidden : (r+1)*hidden])
		chosen := 0
		for e := 0; e < experts; e++ {
			w := float64(m.route[r*experts+e])
			if w == 0 {
				continue
			}
			chosen++
			g := refLinear(xr, 1, hidden, m.gate[e], inter, nil)
			u := refLinear(xr, 1, hidden, m.up[e], inter, nil)
			for i := range g {
				g[i] = g[i] / (1 + math.Exp(-g[i])) * u[i]
			}
			d := refLinear(g, 1, inter, m.down[e], hidden, nil)
			for j := range d {
				want[r*hidden+j] += w * d[j]
			}
		}
		if chosen != 3 {
			t.Fatalf("row %d routed to %d experts, want 3", r, chosen)
		}
	}
	closeTo(t, "MoEExperts", m.run(0, rows), want, 1e-5)
}
