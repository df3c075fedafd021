package sampler

// Uniform returns the draw in [0, 1) of the row with seed at position: a splitmix64 finaliser of
// seed + golden·(position+1), its top 24 bits scaled by 2^-24. Being a pure function of its inputs
// (a counter-based generator) is what makes a seeded request's tokens independent of the batch it
// runs in and of the steps before. position is the index, in its sequence (prompt included), of the
// token being sampled.
func Uniform(seed, position uint64) float32 {
	z := seed + 0x9E3779B97F4A7C15*(position+1)
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	z ^= z >> 31
	return float32(z>>40) * (1.0 / (1 << 24))
}
