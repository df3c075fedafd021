// Package sampler owns token sampling for the attention executable: per-row parameters (greedy,
// temperature, top-k, top-p, seed) and a counter-based random number generator keyed by (request
// seed, position), so a row's draw depends only on its own logits, seed and position, never on which
// other rows share its batch or on how many steps came before.
//
// The algorithm is the one every target implements (a device backend that samples on the device
// must return the same ids for the same fp32 logits):
//
//	temperature 0: argmax, lowest id among ties (a NaN counts as the maximum, as torch.argmax)
//	z_i = logit_i / temperature (fp32);  p = softmax(z) in fp32
//	order the ids by p descending, ties by lower id first
//	top-k (k <= 0: all): keep the first k ids of that order
//	top-p: keep the shortest prefix of the kept ids whose summed p is >= top_p times the mass top-k
//	       kept (top-p sees the top-k distribution renormalised, as HF and vLLM do); top_p >= 1
//	       keeps every kept id
//	u = Uniform(seed, position); pick the first kept id whose cumulative p divided by the kept mass
//	    exceeds u (the last kept id if rounding leaves none)
//
// Penalties (presence, frequency, repetition) change a copy of a row before Sample, on the host:
// a device that samples returns the logits of a row with penalties instead of a token.
//
// It imports nothing of the project.
package sampler
