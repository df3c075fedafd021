package kgen

import (
	"fmt"
	"math"
)

// MLAOutSpec is the end of a small decode step's split MLA path in one launch: the merge of
// mla_decode's splits into o_lat, weighed as mla_combine weighs them, and the output absorption,
//
//	out[t, h·V + v] = Σ_r bf16(o_lat[t, h, r]) · W_v[h][v, r],
//
// W_v[h] being kv_b_proj's rows h·(Nope+V)+Nope … h·(Nope+V)+Nope+V−1 (bf16, Rank wide). At one to
// eight tokens the two launches it replaces, the combine and a strided-batched cuBLAS GEMM over the
// heads, each waited out a launch and a few µs of latency for a few megabytes, and the GEMM, not
// being a dependent launch, held the o projection's launch until it ended. On an H200 at
// DeepSeek-V3's widths and 4,096 positions this kernel takes 9.1 µs at one token and 10.9 at
// eight, where the two took 5.2 + 7.6 and 6.5 + 7.9 (docs/perf.md).
//
// One block of 256 threads a head, TT token slots (a launch of at most TT rows). Everything a
// block reads is in flight before it waits on anything:
//
//  1. thread (q, j) loads columns 4q … 4q+3 of splits j, j+J, j+2J, … (J groups of Rank/4 threads)
//     of every token slot, 32/TT splits a slot: 32 16-byte loads, one round at the split counts
//     the runtime plans for a few rows (more rounds follow in a loop otherwise);
//  2. warp t (t < rows) loads token t's split maxes and sums, two splits a lane;
//  3. every thread issues its share of W_v[h] (128 KB at DeepSeek's widths) into shared memory with
//     cp.async, rows padded by 16 bytes so that the products' ldmatrix reads are free of bank
//     conflicts; the copies land while the merge runs;
//  4. warp t computes the weights w_s = e^(m_s−M) / Σ e^(m_s−M)·l_s, the max and the sum as warp
//     butterflies; splits past the token's context (which no block wrote, and which are not read:
//     their slots load the token's split 0) weigh 0;
//  5. each thread adds its weighted values;
//  6. the groups' sums add in group order, round to bf16 and form o_lat [8, Rank] in shared memory
//     (slots past the rows zero);
//  7. warp w multiplies value rows 16w … 16w+15 (and every eighth tile after) with o_lat on
//     tensor cores (mma.m16n8k16, A and B through ldmatrix) and stores the rows' tokens.
//
// Sums are f32 in a fixed order that depends on the split count alone, so a token's result does
// not depend on the other rows. The product's accumulation order is the tensor core's. Hopper
// builds only: the staged W_v and the merge's sums take 172 KiB of shared memory at DeepSeek's
// widths, past what the GPUs of an sm_80 build (A100, Ada) give a block; and only at 64 heads or
// more (mlaOutMinHeads).
type MLAOutSpec struct {
	Heads, Nope, V, Rank int64
	TT                   int64 // token slots: 1, 2, 4 or 8
}

const (
	mlaOutThreads = 256
	mlaOutWarps   = mlaOutThreads / streamWarp
	// mlaOutLoads is the 16-byte workspace loads a thread has in flight in a round of the merge.
	mlaOutLoads = 32
)

// MLAOutTokens is the most rows a step may have for the backend to take mla_out.
const MLAOutTokens = 8

// mlaOutMinHeads is the fewest heads a plan takes mla_out at: a block a head, so fewer heads would
// leave most SMs idle while a few read all of W_v (measured at DeepSeek-V3's 128).
const mlaOutMinHeads = 64

// MLAOutSlots is the token slots of the mla_out kernel that serves a step of rows rows: the
// least of 1, 2, 4 and 8 that holds them.
func MLAOutSlots(rows int) int64 {
	tt := int64(1)
	for tt < int64(rows) {
		tt *= 2
	}
	return tt
}

// MLAOutKind is the launch kind of the mla_out kernel of tt token slots.
func MLAOutKind(tt int64) string { return fmt.Sprintf("mla_out%d", tt) }

// rowWords is the i32 words of a staged bf16 row of o_lat or W_v: Rank values and 16 bytes of
// padding, which puts the 8 rows an ldmatrix phase reads on distinct banks.
func (s MLAOutSpec) rowWords() int64 { return s.Rank/2 + 4 }

// groups is J: the thread groups the merge's splits are dealt over.
func (s MLAOutSpec) groups() int64 { return mlaOutThreads / (s.Rank / 4) }

func (s MLAOutSpec) Name() string {
	return fmt.Sprintf("mla_out_bf16_h%d_n%d_v%d_k%d_t%d", s.Heads, s.Nope, s.V, s.Rank, s.TT)
}

func (s MLAOutSpec) Check() error {
	switch {
	case s.TT != 1 && s.TT != 2 && s.TT != 4 && s.TT != 8:
		return fmt.Errorf("mla_out: %d token slots, expected 1, 2, 4 or 8", s.TT)
	case s.Heads < 1 || s.Nope < 0:
		return fmt.Errorf("mla_out: %d heads, %d nope dims, expected at least one head", s.Heads, s.Nope)
	case s.Rank%32 != 0 || s.Rank/4 > mlaOutThreads || mlaOutThreads%(s.Rank/4) != 0:
		return fmt.Errorf("mla_out: rank %d, expected a multiple of 32 whose quads divide %d threads", s.Rank, mlaOutThreads)
	case s.V%16 != 0 || s.V < 16:
		return fmt.Errorf("mla_out: %d value dims, expected a positive multiple of 16 (tiles of 16 rows)", s.V)
	case (s.Nope+s.V)*s.Rank*s.Heads >= 1<<31:
		return fmt.Errorf("mla_out: kv_b_proj of %d elements, expected fewer than 2³¹", (s.Nope+s.V)*s.Rank*s.Heads)
	}
	return nil
}

func (s MLAOutSpec) Build() (*Kernel, Launch) {
	k := NewKernel(s.Name())
	out := k.Param("out", PPtr, EBF16)
	part := k.Param("part", PPtr, EF32)
	kvb := k.Param("kvb", PPtr, EBF16)
	pos := k.Param("tok_pos", PPtr, EI32)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	splits := k.Param("splits", PI32, 0)
	rows := k.Param("rows", PI32, 0)
	R, V, TT, RW := s.Rank, s.V, s.TT, s.rowWords()
	h, tid := k.Ctaid(), k.Tid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(log2(streamWarp)))

	chunk := k.mlaChunk(maxBlocks, blockSize, splits)
	// splitsOf is slot t's splits: its token's context over the chunk, at most MLAMaxSplits.
	splitsOf := func(t *Value) *Value {
		n := k.Add(k.Load(pos, t), k.I32(1))
		ns := k.Div(k.Add(n, k.Sub(chunk, k.I32(1))), chunk)
		return k.Select(k.Lt(ns, k.I32(MLAMaxSplits)), ns, k.I32(MLAMaxSplits))
	}

	// Thread (q, j) sums columns 4q … 4q+3 of splits j, j+J, … of every slot, U splits a slot a
	// round. A split past its token's context (which no block wrote) loads the token's split 0
	// with weight 0, a slot past the rows token 0's.
	Q, J := R/4, s.groups()
	U := mlaOutLoads / TT
	q, j := k.Rem(tid, k.I32(Q)), k.Div(tid, k.I32(Q))
	type item struct {
		v, ok, s *Value
		t        int64
	}
	var tok, nsOf []*Value
	for t := range TT {
		tok = append(tok, k.Select(k.Lt(k.I32(t), rows), k.I32(t), k.I32(0)))
		nsOf = append(nsOf, splitsOf(tok[t]))
	}
	load := func(s0 *Value) []item {
		var items []item
		for t := range TT {
			for u := range U {
				sp := k.Add(s0, k.Add(j, k.I32(u*J)))
				ok := k.And(k.Lt(k.I32(t), rows), k.Lt(sp, nsOf[t]))
				ss := k.Select(ok, sp, k.I32(0))
				at := k.Add(k.partAt(k.Add(k.Mul(tok[t], splits), ss), h, s.Heads, R), k.Mul(q, k.I32(4)))
				items = append(items, item{v: k.LoadV(part, at), ok: ok, s: ss, t: t})
			}
		}
		return items
	}
	// 1. The first round's values, every load issued before anything waits: the splits the
	// runtime plans for a few rows take one round.
	first := load(k.I32(0))

	// 2. Warp t's maxes and sums of its token's splits, two a lane.
	inWarp := k.And(k.Lt(warp, rows), k.Lt(warp, k.I32(TT)))
	var sp, m, l [2]*Value
	nsW := k.Var(k.I32(0))
	for i := range 2 {
		sp[i] = k.Add(lane, k.I32(int64(i)*streamWarp))
		m[i], l[i] = k.Var(k.F32(math.Inf(-1))), k.Var(k.F32(0))
	}
	k.If(inWarp, func() {
		k.Set(nsW, splitsOf(warp))
		for i := range 2 {
			k.If(k.Lt(sp[i], k.Get(nsW)), func() {
				base := k.partAt(k.Add(k.Mul(warp, splits), sp[i]), h, s.Heads, R)
				k.Set(m[i], k.Load(part, k.Add(base, k.I32(R))))
				k.Set(l[i], k.Load(part, k.Add(base, k.I32(R+1))))
			}, nil)
		}
	}, nil)

	// 3. W_v[h] into shared memory, 16 bytes (8 values) a copy, landing while the merge runs.
	wv := k.SharedAligned(TI32, V*RW, 16)
	wbase := k.Mul(k.Add(k.Mul(h, k.I32(s.Nope+V)), k.I32(s.Nope)), k.I32(R))
	k.Loop(tid, k.I32(V*R/8), k.I32(mlaOutThreads), func(c *Value) {
		row, col := k.Div(c, k.I32(R/8)), k.Rem(c, k.I32(R/8))
		k.CpAsync(wv, k.Add(k.Mul(row, k.I32(RW)), k.Mul(col, k.I32(4))), kvb, k.Add(wbase, k.Mul(c, k.I32(8))))
	})
	k.CpAsyncCommit()

	// 4. The weights w_s = e^(m_s−M) / Σ e^(m_s−M)·l_s, zero past the context.
	wt := k.Shared(TF32, TT*MLAMaxSplits)
	k.If(inWarp, func() {
		M := k.warpMax(k.Max(k.Get(m[0]), k.Get(m[1])))
		var e [2]*Value
		for i := range 2 {
			e[i] = k.Select(k.Lt(sp[i], k.Get(nsW)), k.ExpF32(k.Sub(k.Get(m[i]), M)), k.F32(0))
		}
		inv := k.Div(k.F32(1), k.WarpSum(k.Add(k.Mul(e[0], k.Get(l[0])), k.Mul(e[1], k.Get(l[1])))))
		for i := range 2 {
			k.SStore(wt, k.Add(k.Mul(warp, k.I32(MLAMaxSplits)), sp[i]), k.Mul(e[i], inv))
		}
	}, nil)
	k.Barrier()

	// 5. The weighted sums: the first round's, then any further rounds'.
	acc := make([][4]*Value, TT)
	for t := range acc {
		for c := range 4 {
			acc[t][c] = k.Var(k.F32(0))
		}
	}
	add := func(items []item) {
		for _, it := range items {
			w := k.Select(it.ok, k.SLoad(wt, k.Add(k.I32(it.t*MLAMaxSplits), it.s)), k.F32(0))
			for c := range int64(4) {
				k.Set(acc[it.t][c], k.FMA(w, k.Bits(TF32, k.Lane(it.v, c)), k.Get(acc[it.t][c])))
			}
		}
	}
	add(first)
	k.LoopNoUnroll(k.I32(J*U), splits, k.I32(J*U), func(s0 *Value) { add(load(s0)) })

	// 6. The groups' sums in group order, rounded to bf16: o_lat [8, Rank] (slots past TT zero).
	red := k.Shared(TF32, J*TT*R)
	for t := range TT {
		for c := range int64(4) {
			k.SStore(red, k.Add(k.Mul(k.Add(k.Mul(j, k.I32(TT)), k.I32(t)), k.I32(R)), k.Add(k.Mul(q, k.I32(4)), k.I32(c))), k.Get(acc[t][c]))
		}
	}
	olat := k.SharedAligned(TI32, 8*RW, 16)
	k.Barrier()
	k.Loop(tid, k.I32(8*R/2), k.I32(mlaOutThreads), func(p *Value) {
		t, c2 := k.Div(p, k.I32(R/2)), k.Rem(p, k.I32(R/2))
		var pair [2]*Value
		for i := range int64(2) {
			col := k.Add(k.Mul(c2, k.I32(2)), k.I32(i))
			ti := k.Select(k.Lt(t, k.I32(TT)), t, k.I32(0))
			sum := k.SLoad(red, k.Add(k.Mul(ti, k.I32(R)), col))
			for g := int64(1); g < J; g++ {
				sum = k.Add(sum, k.SLoad(red, k.Add(k.Mul(k.Add(k.I32(g*TT), ti), k.I32(R)), col)))
			}
			pair[i] = sum
		}
		word := k.Select(k.Lt(t, k.I32(TT)), k.PackBF2(pair[0], pair[1]), k.I32(0))
		k.SStore(olat, k.Add(k.Mul(t, k.I32(RW)), c2), word)
	})
	k.CpAsyncWait(0)
	k.Barrier()

	// 7. Value tiles w, w+8, …: D[16 rows, 8 slots] = W_v tile · o_latᵀ over Rank in k-steps of 32.
	group, tig := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	mat, mrow := k.Shr(lane, k.I32(3)), k.And(lane, k.I32(7))
	for vt := int64(0); vt < V/16; vt += mlaOutWarps {
		k.If(k.Lt(k.Add(warp, k.I32(vt)), k.I32(V/16)), func() {
			v0 := k.Mul(k.Add(warp, k.I32(vt)), k.I32(16))
			var d [4]*Value
			for i := range d {
				d[i] = k.Var(k.F32(0))
			}
			// ldmatrix rows: A's matrix j is rows 8(j&1) …, columns 8(j>>1) … of the tile; B's is
			// columns 8j … of every slot.
			arow := k.Add(v0, k.Add(mrow, k.Mul(k.And(mat, k.I32(1)), k.I32(8))))
			acol := k.Mul(k.Shr(mat, k.I32(1)), k.I32(4))
			for k0 := int64(0); k0 < R; k0 += 32 {
				b := k.LdMatrix(olat, k.Add(k.Mul(mrow, k.I32(RW)), k.Add(k.I32(k0/2), k.Mul(mat, k.I32(4)))), false)
				for half := range int64(2) {
					a := k.LdMatrix(wv, k.Add(k.Mul(arow, k.I32(RW)), k.Add(k.I32(k0/2+8*half), acol)), false)
					k.mmaAcc(mmaBF16, [4]*Value{k.Lane(a, 0), k.Lane(a, 1), k.Lane(a, 2), k.Lane(a, 3)},
						[2]*Value{k.Lane(b, 2*half), k.Lane(b, 2*half+1)}, d)
				}
			}
			// D value i: value row v0+group+8(i/2), slot 2·tig+i%2.
			for i := range int64(4) {
				tok := k.Add(k.Mul(tig, k.I32(2)), k.I32(i%2))
				v := k.Add(v0, k.Add(group, k.I32(8*(i/2))))
				k.If(k.Lt(tok, rows), func() {
					k.Store(out, k.Add(k.Mul(tok, k.I32(s.Heads*V)), k.Add(k.Mul(h, k.I32(V)), v)), k.Get(d[i]))
				}, nil)
			}
		}, nil)
	}
	return finish(k, MLAOutKind(TT), mlaOutThreads, Grid{Count: "rows", Mult: 0, PerBlock: 1, Fixed: s.Heads})
}
