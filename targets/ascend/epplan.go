package ascend

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
)

// The host's part of an attention rank's dispatch and combine (docs/ep.md, "The exchange"): the
// routing aclnnMoeGatingTopK wrote (ids in score order) becomes the protocol's routing (ids
// ascending, -1 after the last), and from it every count both sides need before a transfer and the
// gather indices of the device's dispatch and combine.

// epRoute is one stage's routing of one expert-parallel layer on an attention rank.
type epRoute struct {
	rows, k int
	ids     []int32   // rows × k, ascending per row, -1 after the last
	w       []float32 // rows × k
	tokens  [][]int32 // per expert rank: the rows with an expert there, ascending (the dispatch gather)
	pairs   []int     // per expert rank: its (row, expert) pairs, the rows it sends back
	// slot is, per slot j and row t (j-major: [k][rows]), the row of the combine table holding the
	// pair of row t's j-th expert: table row 0 is zeros, then every rank's pair rows in rank order
	// (rank n's from 1 + the pairs of ranks before it). A slot past a row's last expert reads row 0.
	slot []int32
}

// planRoute reads a stage's top-k routing (ids and weights as the router wrote them, rows × k)
// under an expert map. A zero weight is no expert (as the dense routing the other targets hand over
// reads it); an id out of range or twice in a row is an error.
func planRoute(emap []int64, ranks, k int, ids []int32, w []float32, rows int) (*epRoute, error) {
	if len(ids) != rows*k || len(w) != rows*k {
		return nil, fmt.Errorf("routing of %d ids and %d weights for %d rows, expected %d of each (top_k %d)", len(ids), len(w), rows, rows*k, k)
	}
	r := &epRoute{rows: rows, k: k, ids: make([]int32, rows*k), w: make([]float32, rows*k),
		tokens: make([][]int32, ranks), pairs: make([]int, ranks), slot: make([]int32, k*rows)}
	type pick struct {
		e int32
		w float32
	}
	row := make([]pick, 0, k)
	seen := make([]bool, ranks)
	for t := range rows {
		row = row[:0]
		for j := range k {
			e, v := ids[t*k+j], w[t*k+j]
			if e < 0 || int(e) >= len(emap) {
				return nil, fmt.Errorf("row %d slot %d: expert id %d, expected 0..%d", t, j, e, len(emap)-1)
			}
			if v == 0 {
				continue
			}
			row = append(row, pick{e, v})
		}
		slices.SortFunc(row, func(a, b pick) int { return int(a.e) - int(b.e) })
		clear(seen)
		for j := range k {
			if j >= len(row) {
				r.ids[t*k+j] = -1
				continue
			}
			if j > 0 && row[j].e == row[j-1].e {
				return nil, fmt.Errorf("row %d: expert %d chosen twice, expected %d distinct experts", t, row[j].e, k)
			}
			n := emap[row[j].e]
			r.ids[t*k+j], r.w[t*k+j] = row[j].e, row[j].w
			r.pairs[n]++
			if !seen[n] {
				seen[n] = true
				r.tokens[n] = append(r.tokens[n], int32(t))
			}
		}
	}
	// The combine table's row of each (row, slot): rank n's pairs arrive in row order, experts
	// ascending within a row, which is the order the slots are walked in here.
	base := make([]int32, ranks)
	at := int32(1)
	for n := range ranks {
		base[n] = at
		at += int32(r.pairs[n])
	}
	next := slices.Clone(base)
	for t := range rows {
		for j := range k {
			e := r.ids[t*k+j]
			if e < 0 {
				continue // slot stays 0: the zero row
			}
			n := emap[e]
			r.slot[j*rows+t] = next[n]
			next[n]++
		}
	}
	return r, nil
}

// totalPairs is the pair rows every rank sends back together.
func (r *epRoute) totalPairs() int {
	s := 0
	for _, p := range r.pairs {
		s += p
	}
	return s
}

// gathered is the dispatch's rows, every rank's in rank order.
func (r *epRoute) gathered() int {
	s := 0
	for _, ts := range r.tokens {
		s += len(ts)
	}
	return s
}

// hostBlock is what one upload puts on the device before the dispatch: the sorted ids i32[rows·k]
// and weights f32[rows·k] (sent to every rank), every rank's dispatch gather indices i32 (rank
// order), the combine's slot indices i32[k·rows], padding to 64 bytes, then one zero row of
// hidden f32 values (the combine table's row 0). It returns the block and the offsets of its parts.
func (r *epRoute) hostBlock(hidden int) (b []byte, gatherAt, slotAt, zeroAt int) {
	n := 2*len(r.ids) + r.gathered() + len(r.slot)
	b = make([]byte, 0, 4*n+64+4*hidden)
	for _, v := range r.ids {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	for _, v := range r.w {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
	}
	gatherAt = len(b)
	for _, ts := range r.tokens {
		for _, t := range ts {
			b = binary.LittleEndian.AppendUint32(b, uint32(t))
		}
	}
	slotAt = len(b)
	for _, v := range r.slot {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	for len(b)%64 != 0 {
		b = append(b, 0)
	}
	zeroAt = len(b)
	b = append(b, make([]byte, 4*hidden)...)
	return b, gatherAt, slotAt, zeroAt
}
