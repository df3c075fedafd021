package opparams

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"afdc/ir"
)

// TestRopeFromAttrs: a rope op's attributes give the table NewRope builds from the same numbers
// (YaRN and attn_factor included, attn_factor 1 when absent), and every bad one is an error that
// names it.
func TestRopeFromAttrs(t *testing.T) {
	yarn := ir.Attrs{"dims": int64(64), "theta": 10000.0, "scaling": "yarn", "factor": 40.0, "orig_max_pos": int64(4096),
		"beta_fast": 32.0, "beta_slow": 1.0, "attn_factor": 1.2}
	got, err := Rope(yarn)
	if err != nil {
		t.Fatal(err)
	}
	want := NewRope(64, 10000, &Yarn{Factor: 40, OrigMaxPos: 4096, BetaFast: 32, BetaSlow: 1}, 1.2)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("yarn table %+v, expected %+v", got, want)
	}
	if got.Low == 0 && got.High == 0 {
		t.Errorf("yarn table without a correction range: %+v", got)
	}
	// truncate false (transformers' YaRN without rounding the correction range to whole dims):
	// the range's ends as computed, and the ramp between them.
	exact := yarn.Clone()
	exact["truncate"] = false
	got, err = Rope(exact)
	if err != nil {
		t.Fatal(err)
	}
	corr := func(beta float64) float64 { return 64 * math.Log(4096/(beta*2*math.Pi)) / (2 * math.Log(10000)) }
	if got.Low != corr(32) || got.High != corr(1) || got.Low == math.Floor(got.Low) {
		t.Errorf("truncate false: range [%v, %v], expected [%v, %v]", got.Low, got.High, corr(32), corr(1))
	}
	for i := range got.InvFreq {
		p := math.Pow(10000, float64(2*i)/64)
		ramp := math.Min(math.Max((float64(i)-corr(32))/(corr(1)-corr(32)), 0), 1)
		if w := 1/(40*p)*ramp + 1/p*(1-ramp); math.Abs(float64(got.InvFreq[i])-w) > 1e-6*w {
			t.Errorf("truncate false: inv_freq[%d] = %v, expected %v", i, got.InvFreq[i], w)
		}
	}
	if d := got.InvFreq[11] - want.InvFreq[11]; d == 0 {
		t.Errorf("truncate false: inv_freq[11] = %v, the truncated table's; expected a value off the whole-dim ramp", got.InvFreq[11])
	}
	exact["truncate"] = true
	if got, _ := Rope(exact); !reflect.DeepEqual(got, want) {
		t.Errorf("truncate true: %+v, expected the default table", got)
	}
	plain, err := Rope(ir.Attrs{"dims": int64(8), "theta": 1e6, "scaling": "default"})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(plain, NewRope(8, 1e6, nil, 1)) || plain.AttnFactor != 1 {
		t.Errorf("default table %+v, expected NewRope(8, 1e6, nil, 1)", plain)
	}
	for _, tc := range []struct {
		name string
		a    ir.Attrs
		want string
	}{
		{"odd dims", ir.Attrs{"dims": int64(7), "theta": 10000.0}, "dims 7, theta 10000, expected a positive even dims and theta > 1"},
		{"no theta", ir.Attrs{"dims": int64(8)}, "theta <nil>"},
		{"theta 1", ir.Attrs{"dims": int64(8), "theta": 1.0}, "theta 1, expected"},
		{"yarn without factor", ir.Attrs{"dims": int64(8), "theta": 1e4, "scaling": "yarn", "orig_max_pos": int64(4096), "beta_fast": 32.0, "beta_slow": 1.0},
			"expected positive factor, original max positions and betas"},
	} {
		if _, err := Rope(tc.a); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, expected an error containing %q", tc.name, err, tc.want)
		}
	}
}

// TestRouteFromAttrs: a moe_route op's attributes give the router's parameters (norm false when
// absent), checked against the experts.
func TestRouteFromAttrs(t *testing.T) {
	v3 := ir.Attrs{"scoring": "sigmoid", "method": "noaux_tc", "top_k": int64(8), "groups": int64(8), "topk_group": int64(4),
		"norm": true, "scale": 2.5}
	got, err := Route(v3, 256)
	if err != nil {
		t.Fatal(err)
	}
	want := RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 8, Groups: 8, TopKGroup: 4, Norm: true, Scale: 2.5}
	if got != want {
		t.Errorf("%+v, expected %+v", got, want)
	}
	v2 := ir.Attrs{"scoring": "softmax", "method": "greedy", "top_k": int64(6), "groups": int64(1), "topk_group": int64(1), "scale": 1.0}
	if got, err := Route(v2, 64); err != nil || got.Norm {
		t.Errorf("without norm: %+v, %v; expected norm false", got, err)
	}
	if _, err := Route(v3, 30); err == nil || !strings.Contains(err.Error(), "groups 8 does not divide experts 30") {
		t.Errorf("30 experts: %v", err)
	}
	if _, err := Route(ir.Attrs{}, 8); err == nil || !strings.Contains(err.Error(), `scoring "", expected softmax or sigmoid`) {
		t.Errorf("no attributes: %v", err)
	}
}
