package ascend

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// TestPlanRoute checks the host's dispatch and combine layout against the protocol on an uneven
// map (10 experts over 3 ranks, scattered): ids come out ascending with -1 after the last (a zero
// weight is no expert), each rank gets the rows with an expert there, and the combine — the
// device's gather of the k slots from the table [zero row; rank 0's pairs; rank 1's; ...] and the
// adds in slot order — gives for every row the f32 sum of its pairs in ascending expert order
// from zero, bit for bit, with each rank's pair rows laid out in its own order (rows in order,
// experts ascending within a row).
func TestPlanRoute(t *testing.T) {
	emap := []int64{0, 2, 1, 0, 2, 1, 1, 0, 2, 0}
	const k, rows, ranks, h = 3, 5, 3, 2
	ids := []int32{7, 1, 3, 4, 0, 9, 2, 5, 6, 8, 1, 3, 9, 4, 0}
	w := []float32{.5, .25, 1.5, -.75, 3, 1e-8, 2, 0, .125, 1e7, -1e7, .3, 7, .1, .2}
	r, err := planRoute(emap, ranks, k, ids, w, rows)
	if err != nil {
		t.Fatal(err)
	}
	// The protocol's routing.
	for tk := range rows {
		last := int32(-1)
		ended := false
		for j := range k {
			e := r.ids[tk*k+j]
			if e == -1 {
				ended = true
				continue
			}
			if ended || e <= last || r.w[tk*k+j] == 0 {
				t.Fatalf("row %d: ids %v weights %v, expected ascending ids with nonzero weights, -1 after the last", tk, r.ids[tk*k:tk*k+k], r.w[tk*k:tk*k+k])
			}
			last = e
		}
	}
	if r.ids[2*k+2] != -1 {
		t.Errorf("row 2 (a zero weight for expert 5): ids %v, expected two experts and -1", r.ids[2*k:3*k])
	}
	// Each expert's output row, and each rank's pair rows as the expert rank returns them.
	y := func(tk int, e int32) [h]float32 {
		return [h]float32{float32(tk+1) * float32(e+3) / 7, -float32(e) * 1.5e-3 * float32(tk+2)}
	}
	var table [][h]float32
	table = append(table, [h]float32{})
	for n := range ranks {
		var toks []int32
		pairs := 0
		for tk := range rows {
			here := false
			for j := range k {
				e := r.ids[tk*k+j]
				if e >= 0 && emap[e] == int64(n) {
					p := y(tk, e)
					for c := range h {
						p[c] *= r.w[tk*k+j]
					}
					table = append(table, p)
					pairs++
					here = true
				}
			}
			if here {
				toks = append(toks, int32(tk))
			}
		}
		if !slices.Equal(toks, r.tokens[n]) || pairs != r.pairs[n] {
			t.Errorf("rank %d: rows %v and %d pairs, expected %v and %d", n, r.tokens[n], r.pairs[n], toks, pairs)
		}
	}
	// The device's combine, on the host, against the direct sum.
	for tk := range rows {
		var acc [h]float32
		for j := range k {
			g := table[r.slot[j*rows+tk]]
			for c := range h {
				acc[c] += g[c]
			}
		}
		var want [h]float32
		for j := range k {
			if e := r.ids[tk*k+j]; e >= 0 {
				p := y(tk, e)
				for c := range h {
					want[c] += p[c] * r.w[tk*k+j]
				}
			}
		}
		for c := range h {
			if math.Float32bits(acc[c]) != math.Float32bits(want[c]) {
				t.Errorf("row %d col %d: combine %v, expected %v (ascending expert order from zero)", tk, c, acc[c], want[c])
			}
		}
	}
	for _, c := range []struct {
		ids  []int32
		want string
	}{
		{[]int32{1, 1, 2}, "row 0: expert 1 chosen twice, expected 3 distinct experts"},
		{[]int32{1, 10, 2}, "row 0 slot 1: expert id 10, expected 0..9"},
		{[]int32{-1, 3, 2}, "row 0 slot 0: expert id -1, expected 0..9"},
	} {
		if _, err := planRoute(emap, ranks, k, c.ids, []float32{1, 1, 1}, 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ids %v: %v, expected %q", c.ids, err, c.want)
		}
	}
	if _, err := planRoute(emap, ranks, k, ids[:4], w[:4], 2); err == nil || !strings.Contains(err.Error(), "routing of 4 ids and 4 weights for 2 rows, expected 6 of each") {
		t.Errorf("short routing: %v, expected a refusal naming the counts", err)
	}
}
