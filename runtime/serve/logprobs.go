package serve

import (
	"math"
	"strconv"
)

// tokenLogprob is the log-probability of a sampled token and of the most probable alternatives,
// under the model's distribution (softmax of the raw logits, before temperature, top-k and top-p,
// as vLLM reports by default).
type tokenLogprob struct {
	logprob float64
	top     []idLogprob // most probable first (ties: lower id first); len = the request's logprobs
}

type idLogprob struct {
	id      int32
	logprob float64
}

// minLogprob stands for the log-probability of a token with probability 0 (a -Inf logit): JSON has
// no -Inf, and OpenAI-compatible servers report -9999 there.
const minLogprob = -9999.0

// logprobsOf computes tok's log-probability and the top k of row, in float64. row holds no NaN or
// +Inf (the scheduler refuses such rows before sampling).
func logprobsOf(row []float32, tok int32, k int) tokenLogprob {
	m := math.Inf(-1)
	for _, v := range row {
		m = max(m, float64(v))
	}
	var sum float64
	for _, v := range row {
		sum += math.Exp(float64(v) - m)
	}
	lse := m + math.Log(sum)
	lp := func(i int) float64 {
		v := float64(row[i]) - lse
		if math.IsInf(v, -1) || v < minLogprob || v != v {
			return minLogprob
		}
		return v
	}
	out := tokenLogprob{logprob: lp(int(tok))}
	if k <= 0 {
		return out
	}
	// Insertion into a sorted list of at most k: O(len(row)·k) in the worst case, k <= 20.
	top := make([]int, 0, k+1)
	for i, v := range row {
		if len(top) == k && v <= row[top[k-1]] {
			continue
		}
		j := len(top)
		for j > 0 && row[top[j-1]] < v {
			j--
		}
		top = append(top, 0)
		copy(top[j+1:], top[j:])
		top[j] = i
		if len(top) > k {
			top = top[:k]
		}
	}
	out.top = make([]idLogprob, len(top))
	for i, id := range top {
		out.top[i] = idLogprob{int32(id), lp(id)}
	}
	return out
}

// logitRow is a logits row as JSON: non-finite values, which JSON cannot hold, are written as null.
type logitRow []float32

func (r logitRow) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 2+len(r)*12)
	b = append(b, '[')
	for i, v := range r {
		if i > 0 {
			b = append(b, ',')
		}
		if math.IsInf(float64(v), 0) || v != v {
			b = append(b, "null"...)
			continue
		}
		b = strconv.AppendFloat(b, float64(v), 'g', -1, 32)
	}
	return append(b, ']'), nil
}
