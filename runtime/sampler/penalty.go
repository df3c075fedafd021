package sampler

// Penalties discourage a sequence from repeating its tokens, as OpenAI's presence and frequency
// penalties and vLLM's (and transformers') repetition penalty do. They change a copy of the logits
// before Sample; the host applies them, so a row with penalties is sampled on the host.
type Penalties struct {
	// Presence is subtracted from the logit of every token the sequence has generated;
	// Frequency once per time it has (OpenAI's presence_penalty and frequency_penalty).
	Presence, Frequency float32
	// Repetition divides the positive logits and multiplies the others of every token in the
	// prompt or generated (repetition_penalty); 0 and 1 leave them.
	Repetition float32
}

// Off reports whether p changes no logit.
func (p Penalties) Off() bool {
	return p.Presence == 0 && p.Frequency == 0 && (p.Repetition == 0 || p.Repetition == 1)
}

// Apply changes logits in place by p: first the repetition penalty on the tokens of the prompt or
// generated (prompt, generated: their ids), then the presence and frequency penalties with
// counts, how often each id was generated. The order is vLLM's.
func (p Penalties) Apply(logits []float32, prompt map[int32]struct{}, counts map[int32]int32) {
	if r := p.Repetition; r > 0 && r != 1 {
		seen := func(id int32) {
			if int(id) >= len(logits) || id < 0 {
				return
			}
			if logits[id] > 0 {
				logits[id] /= r
			} else {
				logits[id] *= r
			}
		}
		for id := range prompt {
			seen(id)
		}
		for id := range counts {
			if _, in := prompt[id]; !in {
				seen(id)
			}
		}
	}
	if p.Presence == 0 && p.Frequency == 0 {
		return
	}
	for id, n := range counts {
		if int(id) < len(logits) && id >= 0 {
			logits[id] -= p.Frequency*float32(n) + p.Presence
		}
	}
}
