package role

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"afdc/runtime/serve"
)

// TestModelGeneration: the model's end-of-sequence ids come from its config.json (an id, a list,
// or none) and the checkpoint's generation_config.json, each once; that file's temperature, top_p
// and top_k become the sampling defaults; with useFile false it is not read; a malformed one is an
// error naming the file and the key.
func TestModelGeneration(t *testing.T) {
	dir := t.TempDir()
	f := func(v float64) *float64 { return &v }
	k := func(v int) *int { return &v }
	for _, tc := range []struct {
		config, generation string // "" = no file
		useFile            bool
		want               generation
		err                string
	}{
		{`{"eos_token_id": 1}`, "", true, generation{eos: []int32{1}}, ""},
		{`{"eos_token_id": [151329, 151336, 151338]}`, "", true, generation{eos: []int32{151329, 151336, 151338}}, ""},
		{`{"eos_token_id": null}`, "", true, generation{}, ""},
		{`{}`, `{"eos_token_id": [7, 9]}`, true, generation{eos: []int32{7, 9}}, ""},
		{`{"eos_token_id": 1}`, `{"do_sample": true, "temperature": 0.6, "top_p": 0.95, "eos_token_id": 1}`, true,
			generation{eos: []int32{1}, defaults: serve.SamplingDefaults{Temperature: f(0.6), TopP: f(0.95)}}, ""},
		{`{"eos_token_id": 163585}`, `{"eos_token_id": [163586, 163585], "top_k": 20, "temperature": 0}`, true,
			generation{eos: []int32{163585, 163586}, defaults: serve.SamplingDefaults{Temperature: f(0), TopK: k(20)}}, ""},
		{`{"eos_token_id": 1}`, `{"eos_token_id": [7], "temperature": 0.6}`, false, generation{eos: []int32{1}}, ""},
		{`{"eos_token_id": 1}`, `{"max_new_tokens": 10}`, true, generation{eos: []int32{1}}, ""},
		{`{"eos_token_id": 1}`, `{"eos_token_id": "</s>"}`, true, generation{}, `generation_config.json: eos_token_id: found "</s>", expected a token id or a list of them`},
		{`{"eos_token_id": 1}`, `{"eos_token_id": [-2]}`, true, generation{}, "generation_config.json: eos_token_id: found -2, expected a non-negative token id"},
		{`{"eos_token_id": 1}`, `[1]`, true, generation{}, "generation_config.json: json: cannot unmarshal array"},
		{`{"eos_token_id": 1}`, `{"temperature": -1}`, true, generation{}, "generation_config.json: temperature: found -1, expected a number >= 0"},
		{`{"eos_token_id": 1}`, `{"top_p": 0}`, true, generation{}, "generation_config.json: top_p: found 0, expected a number in (0, 1]"},
		{`{"eos_token_id": 1}`, `{"top_k": 2.5}`, true, generation{}, "generation_config.json: top_k: found 2.5, expected an integer >= 0"},
		{`{"eos_token_id": 1}`, `{"repetition_penalty": 1.05}`, true, generation{eos: []int32{1}, defaults: serve.SamplingDefaults{RepetitionPenalty: f(1.05)}}, ""},
		{`{"eos_token_id": 1}`, `{"repetition_penalty": 1.0}`, true, generation{eos: []int32{1}}, ""},
		{`{"eos_token_id": 1}`, `{"repetition_penalty": 0}`, true, generation{}, "generation_config.json: repetition_penalty: found 0, expected a number in (0, 2]"},
		{`{"eos_token_id": 1}`, `{"min_p": 0.05}`, true, generation{eos: []int32{1}, defaults: serve.SamplingDefaults{MinP: f(0.05)}}, ""},
		{`{"eos_token_id": 1}`, `{"min_p": 0}`, true, generation{eos: []int32{1}}, ""},
		{`{"eos_token_id": 1}`, `{"min_p": 2}`, true, generation{}, "generation_config.json: min_p: found 2, expected a number in [0, 1]"},
	} {
		gen := filepath.Join(dir, "generation_config.json")
		os.Remove(gen)
		if tc.generation != "" {
			if err := os.WriteFile(gen, []byte(tc.generation), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		got, err := modelGeneration([]byte(tc.config), dir, tc.useFile)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s + %s: %+v, %v; want an error containing %q", tc.config, tc.generation, got, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got.eos, tc.want.eos) || !reflect.DeepEqual(got.defaults, tc.want.defaults) {
			t.Errorf("%s + %s: %v %+v, %v; want %v %+v", tc.config, tc.generation, got.eos, got.defaults, err, tc.want.eos, tc.want.defaults)
		}
	}
}
