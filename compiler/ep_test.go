package compiler

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"afdc/internal/testflags"
	"afdc/ir"
	"afdc/targets"
)

func TestParseExpertMap(t *testing.T) {
	m, err := ParseExpertMap("map.json", []byte(`{"ranks": 3, "layers": {"1": [2, 1, 0, 0], "3": [0, 1, 2, 2]}}`), 3)
	if err != nil || len(m) != 2 || m[1][0] != 2 || m[3][3] != 2 {
		t.Fatalf("map %v, err %v", m, err)
	}
	for _, tc := range []struct{ src, want string }{
		{`{"ranks": 2, "layers": {}}`, "map.json: ranks 2, expected the build's --ep 3"},
		{`{"ranks": 3, "layers": {"x": [0]}}`, `map.json: layer "x", expected a layer index`},
		{`{"ranks": 3, "layers": {"1": [0, 3]}}`, "map.json: layer 1: expert 1 on rank 3, expected a rank 0..2"},
		{`[1, 2]`, "map.json: json: cannot unmarshal"},
	} {
		if _, err := ParseExpertMap("map.json", []byte(tc.src), 3); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestInspectEPDeepSeekV3: DeepSeek-V3 for cuda with --ep 8 puts 32 of each MoE layer's 256 experts on
// every rank; every rank fits 90 % of an H200 with the experts in FP8, and the fewest ranks that fit are 6
// in FP8 and 11 in bf16.
func TestInspectEPDeepSeekV3(t *testing.T) {
	cfg, err := LoadConfig("deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	a, err := Compile(cfg, BuildOptions{Target: "cuda", EP: 8, GateOn: "attention"})
	if err != nil {
		t.Fatal(err)
	}
	prof, err := targets.LoadProfile("h200")
	if err != nil {
		t.Fatal(err)
	}
	r := InspectEP(a, prof)
	if r == nil || r.Ranks != 8 || len(r.PerRank) != 8 {
		t.Fatalf("report %+v, want 8 ranks", r)
	}
	var sum int64
	for _, m := range r.PerRank {
		if m.Experts != 32*58 {
			t.Errorf("rank %d holds %d experts, want 32 of each of 58 MoE layers", m.Rank, m.Experts)
		}
		sum += m.Weights
	}
	if ffn := ModuleStats(a.FFN).WeightBytes; sum != ffn {
		t.Errorf("ranks hold %d bytes together, the FFN program %d", sum, ffn)
	}
	if r.Fits == nil || !*r.Fits || r.MinEP != 6 || r.MinEPBF16 != 11 {
		t.Errorf("fits %v, fewest ranks %d (FP8) and %d (bf16); want fits, 6 and 11", r.Fits, r.MinEP, r.MinEPBF16)
	}
	if InspectEP(mustCompile(t, cfg, BuildOptions{Target: "cuda"}), prof) != nil {
		t.Errorf("an unsharded build reports expert ranks")
	}
}

func mustCompile(t *testing.T, c *Config, o BuildOptions) *Artifact {
	t.Helper()
	a, err := Compile(c, o)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestGoldenEP pins the attention and FFN programs of expert-parallel builds of the tiny presets
// under testdata/golden/ep/: tiny-deepseek-v3 (16 experts) over 3 ranks (6, 5, 5) and
// tiny-glm4-moe (8 experts) over 3 (3, 3, 2) and 4. Rewrite with `go test ./compiler -update`.
func TestGoldenEP(t *testing.T) {
	for _, tc := range []struct {
		name string
		ep   int
	}{{"tiny-deepseek-v3", 3}, {"tiny-glm4-moe", 3}, {"tiny-glm4-moe", 4}} {
		t.Run(fmt.Sprintf("%s/ep%d", tc.name, tc.ep), func(t *testing.T) {
			a := compilePreset(t, tc.name, BuildOptions{EP: tc.ep})
			for _, m := range []*ir.Module{a.Attention, a.FFN} {
				got := ir.Print(m)
				path := filepath.Join("..", "testdata", "golden", "ep", fmt.Sprintf("%s-ep%d-%s.afir", tc.name, tc.ep, m.Role))
				testflags.Golden(t, path, got)
				back, err := ir.Parse(path, got)
				if err != nil {
					t.Fatalf("golden %s does not parse: %v", path, err)
				}
				if ir.Print(back) != got {
					t.Errorf("%s: print(parse(s)) != s", path)
				}
			}
		})
	}
}

// TestCheckExpertParallelBuild: a registered target builds --ep executables exactly when its Info
// says ExpertParallel, the refusal naming the targets that can; --ep 1 passes every target.
func TestCheckExpertParallelBuild(t *testing.T) {
	var can []string
	for _, n := range targets.Names() {
		tg, _ := targets.Lookup(n)
		if tg.Info().ExpertParallel {
			can = append(can, n)
		}
	}
	if len(can) < 2 {
		t.Fatalf("targets running --ep executables: %v, expected at least the reference target and one device target", can)
	}
	for _, n := range targets.Names() {
		tg, _ := targets.Lookup(n)
		if err := CheckExpertParallelBuild(n, 1); err != nil {
			t.Errorf("%s --ep 1: %v, expected no error", n, err)
		}
		err := CheckExpertParallelBuild(n, 4)
		switch {
		case tg.Info().ExpertParallel && err != nil:
			t.Errorf("%s --ep 4: %v, expected no error", n, err)
		case !tg.Info().ExpertParallel && (err == nil || !strings.Contains(err.Error(), "--ep 4 with --target "+n) || !strings.Contains(err.Error(), strings.Join(can, " or "))):
			t.Errorf("%s --ep 4: %v, expected a refusal naming --target %s", n, err, strings.Join(can, " or "))
		}
	}
	if err := CheckExpertParallelBuild("nosuch", 2); err == nil {
		t.Error("an unknown target --ep 2: no error, expected one")
	}
}
