package deploy

import "testing"

// TestRandomWeightsDir: a preset's random checkpoint is kept per model, config and seed, so one
// build folder serves several models without one finding another's weights.
func TestRandomWeightsDir(t *testing.T) {
	a := randomWeightsDir("tiny-deepseek-v3", []byte(`{"a":1}`), 1)
	for _, other := range []string{
		randomWeightsDir("tiny-glm4-moe", []byte(`{"a":1}`), 1),
		randomWeightsDir("tiny-deepseek-v3", []byte(`{"a":2}`), 1),
		randomWeightsDir("tiny-deepseek-v3", []byte(`{"a":1}`), 2),
	} {
		if other == a {
			t.Errorf("two checkpoints share the folder %s", a)
		}
	}
	if b := randomWeightsDir("tiny-deepseek-v3", []byte(`{"a":1}`), 1); b != a {
		t.Errorf("the same model, config and seed gave %s and %s: not reused", a, b)
	}
}
