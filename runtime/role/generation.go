package role

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"slices"

	"afdc/runtime/serve"
)

// generation is what the attention server takes from the model besides its weights: the
// end-of-sequence ids and the sampling defaults.
type generation struct {
	eos      []int32
	defaults serve.SamplingDefaults
}

// modelGeneration reads the model's end-of-sequence ids, eos_token_id (an integer or a list) of
// its config.json (as compiled into the executable), and, unless useFile is false, the
// checkpoint's generation_config.json when it has one: its eos_token_id too, and its temperature,
// top_p, top_k, min_p and repetition_penalty as the defaults of requests that leave them out, as
// transformers' generate and vLLM take them. GLM-4.5 lists three ids, the ends of a turn among them; DeepSeek-V3 samples at
// temperature 0.6, top_p 0.95.
func modelGeneration(configJSON []byte, weightsDir string, useFile bool) (generation, error) {
	var g generation
	add := func(source string, data []byte) (map[string]json.RawMessage, error) {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, fmt.Errorf("%s: %v, expected a JSON object", source, err)
		}
		raw := m["eos_token_id"]
		if len(raw) == 0 || string(raw) == "null" {
			return m, nil
		}
		var list []int32
		if err := json.Unmarshal(raw, &list); err != nil {
			var one int32
			if err := json.Unmarshal(raw, &one); err != nil {
				return nil, fmt.Errorf("%s: eos_token_id: found %s, expected a token id or a list of them", source, raw)
			}
			list = []int32{one}
		}
		for _, id := range list {
			if id < 0 {
				return nil, fmt.Errorf("%s: eos_token_id: found %d, expected a non-negative token id", source, id)
			}
			if !slices.Contains(g.eos, id) {
				g.eos = append(g.eos, id)
			}
		}
		return m, nil
	}
	if len(configJSON) > 0 {
		if _, err := add("the executable's config.json", configJSON); err != nil {
			return g, err
		}
	}
	if weightsDir == "" || !useFile {
		return g, nil
	}
	path := filepath.Join(weightsDir, "generation_config.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return g, nil
	}
	if err != nil {
		return g, err
	}
	m, err := add(path, data)
	if err != nil {
		return g, err
	}
	num := func(key string, ok func(float64) bool, want string) (*float64, error) {
		raw := m[key]
		if len(raw) == 0 || string(raw) == "null" {
			return nil, nil
		}
		var v float64
		if err := json.Unmarshal(raw, &v); err != nil || !ok(v) {
			return nil, fmt.Errorf("%s: %s: found %s, expected %s", path, key, raw, want)
		}
		return &v, nil
	}
	if g.defaults.Temperature, err = num("temperature", func(v float64) bool { return v >= 0 }, "a number >= 0"); err != nil {
		return g, err
	}
	if g.defaults.TopP, err = num("top_p", func(v float64) bool { return v > 0 && v <= 1 }, "a number in (0, 1]"); err != nil {
		return g, err
	}
	k, err := num("top_k", func(v float64) bool { return v >= 0 && v == math.Trunc(v) && v <= math.MaxInt32 }, "an integer >= 0")
	if err != nil {
		return g, err
	}
	if k != nil {
		g.defaults.TopK = new(int(*k))
	}
	if g.defaults.RepetitionPenalty, err = num("repetition_penalty", func(v float64) bool { return v > 0 && v <= 2 }, "a number in (0, 2]"); err != nil {
		return g, err
	}
	if p := g.defaults.RepetitionPenalty; p != nil && *p == 1 {
		g.defaults.RepetitionPenalty = nil // transformers writes its default, 1: off
	}
	if g.defaults.MinP, err = num("min_p", func(v float64) bool { return v >= 0 && v <= 1 }, "a number in [0, 1]"); err != nil {
		return g, err
	}
	if p := g.defaults.MinP; p != nil && *p == 0 {
		g.defaults.MinP = nil // 0: off
	}
	return g, nil
}

// logGeneration logs the end-of-sequence ids and the sampling defaults the server starts with.
func logGeneration(log *slog.Logger, g generation) {
	args := []any{"eos", g.eos}
	if d := g.defaults; d.Temperature != nil || d.TopP != nil || d.TopK != nil || d.RepetitionPenalty != nil || d.MinP != nil {
		if d.Temperature != nil {
			args = append(args, "temperature", *d.Temperature)
		}
		if d.TopP != nil {
			args = append(args, "top_p", *d.TopP)
		}
		if d.TopK != nil {
			args = append(args, "top_k", *d.TopK)
		}
		if d.RepetitionPenalty != nil {
			args = append(args, "repetition_penalty", *d.RepetitionPenalty)
		}
		if d.MinP != nil {
			args = append(args, "min_p", *d.MinP)
		}
		log.Info("generation config: sampling defaults for requests that leave them out", args...)
		return
	}
	log.Info("generation config: end-of-sequence ids", args...)
}
