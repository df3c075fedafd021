package ir

import "fmt"

// The ops of an expert-parallel build (docs/ep.md): a MoE layer's routed experts are spread over N
// expert ranks by an expert map (the rank of each expert). Routing runs on the attention side; the
// attention program's exchange of the layer is remote_experts, which scheduling expands into
// dispatch (each token's hidden state, with its top-k expert ids and weights, to every rank holding
// one of its experts) and combine (each token's per-expert outputs back, summed in ascending expert
// order: the arithmetic of moe_experts, so the result does not depend on the map). An expert rank
// runs expert_ffn: the SwiGLU experts it holds, one output row per (token, expert) pair.

// epAttrs are the attributes every expert-parallel op shares.
var epAttrs = []AttrSpec{
	{Name: "layer", Kind: AttrInt, Required: true},
	{Name: "top_k", Kind: AttrInt, Required: true},
	{Name: "ranks", Kind: AttrInt, Required: true},
	{Name: "map", Kind: AttrInts, Required: true},
}

func init() {
	opTable[OpRemoteExperts] = OpInfo{
		Name: "remote_experts", MinArgs: 2, MaxArgs: 2, Roles: InAttention, HasResult: true, SideEffect: true,
		Attrs: append(append([]AttrSpec(nil), epAttrs...), AttrSpec{Name: "dtype", Kind: AttrString, Required: true, Enum: dtypeEnum}),
		Infer: func(op *Op) (Type, error) {
			if err := checkDispatch(op); err != nil {
				return Type{}, err
			}
			return Type{attrDType(op), op.Args[0].Type.Shape}, nil
		},
		Cost: func(op *Op, s Step) Cost {
			c := dispatchCost(op, s)
			c.Add(combineCost(op, s, op.Args[0].Type.Shape[1].N))
			return c
		},
	}
	opTable[OpDispatch] = OpInfo{
		Name: "dispatch", MinArgs: 2, MaxArgs: 2, Roles: InAttention, SideEffect: true,
		Attrs: epAttrs,
		Infer: func(op *Op) (Type, error) { return Type{}, checkDispatch(op) },
		Cost:  dispatchCost,
	}
	opTable[OpCombine] = OpInfo{
		Name: "combine", Roles: InAttention, HasResult: true, SideEffect: true,
		Attrs: append(append([]AttrSpec(nil), epAttrs...),
			AttrSpec{Name: "dtype", Kind: AttrString, Required: true, Enum: dtypeEnum},
			AttrSpec{Name: "width", Kind: AttrInt, Required: true}),
		Infer: func(op *Op) (Type, error) {
			if err := checkMap(op, -1); err != nil {
				return Type{}, err
			}
			w := op.Attrs.MustInt("width")
			if w < 1 {
				return Type{}, fmt.Errorf("width %d, expected at least 1", w)
			}
			return Type{attrDType(op), Shape{Tokens, Fixed(w)}}, nil
		},
		Cost: func(op *Op, s Step) Cost { return combineCost(op, s, op.Attrs.MustInt("width")) },
	}
	opTable[OpExpertFFN] = OpInfo{
		Name: "expert_ffn", MinArgs: 3, MaxArgs: 3, MinWeights: 3, MaxWeights: 6, Roles: InFFN, HasResult: true,
		Attrs: []AttrSpec{{Name: "top_k", Kind: AttrInt, Required: true}, {Name: "ranks", Kind: AttrInt, Required: true},
			{Name: "map", Kind: AttrInts, Required: true}, accumulateAttr},
		Infer: func(op *Op) (Type, error) {
			if k, err := fp8Scales(op, 3); err != nil {
				return Type{}, err
			} else if len(op.Weights) != k {
				return Type{}, fmt.Errorf("%d weights, expected gate, up, down and, when f8e4m3, their scales", len(op.Weights))
			}
			x, ids, w := op.Args[0].Type, op.Args[1].Type, op.Args[2].Type
			if err := want2D(x); err != nil {
				return Type{}, err
			}
			k := op.Attrs.MustInt("top_k")
			want := Shape{x.Shape[0], Fixed(k)}
			if ids.DType != I32 || !ids.Shape.Equal(want) {
				return Type{}, fmt.Errorf("expert ids are %s, expected i32%s", ids, want)
			}
			if w.DType != F32 || !w.Shape.Equal(want) {
				return Type{}, fmt.Errorf("expert weights are %s, expected f32%s", w, want)
			}
			g, u, d := op.Weights[0].Type.Shape, op.Weights[1].Type.Shape, op.Weights[2].Type.Shape
			h := x.Shape[1]
			if len(g) != 3 || g[2] != h || !u.Equal(g) || len(d) != 3 || d[0] != g[0] || d[1] != h || d[2] != g[1] {
				return Type{}, fmt.Errorf("expert weights %s, %s, %s do not fit experts of hidden %s", g, u, d, h)
			}
			if err := checkMap(op, g[0].N); err != nil {
				return Type{}, err
			}
			return Type{F32, Shape{Pairs, h}}, nil
		},
		Cost: func(op *Op, s Step) Cost {
			// The whole layer's work, all N ranks together, as moe_experts prices it: every expert
			// some token chose is read once; a planner spreads it over the N ranks' devices.
			g := op.Weights[0].Type.Shape
			e, inter, hid := f64(g[0].N), f64(g[1].N), f64(g[2].N)
			k, t := f64(op.Attrs.MustInt("top_k")), s.Tokens
			c := Cost{MatrixFLOPs: 6 * t * k * inter * hid, Launches: 2, ActBytes: t * k * (2*hid + 3*inter) * actSize(op)}
			for _, p := range op.Weights {
				c.WeightBytes += paramBytes(p) * ExpectedExperts(e, k, t) / e
			}
			return c
		},
	}
}

// checkDispatch checks the operands of remote_experts and dispatch: the hidden state [T, H] and the
// dense routing weights f32[T, E] of moe_route, with an expert map of E entries.
func checkDispatch(op *Op) error {
	x, r := op.Args[0].Type, op.Args[1].Type
	if err := want2D(x); err != nil {
		return err
	}
	if r.DType != F32 || len(r.Shape) != 2 || r.Shape[0] != x.Shape[0] || r.Shape[1].IsSym() {
		return fmt.Errorf("routing weights are %s, expected f32[%s,experts]", r, x.Shape[0])
	}
	return checkMap(op, r.Shape[1].N)
}

// checkMap checks the expert-parallel attributes: top_k and ranks at least 1, a map of experts
// entries (any count when experts < 0) each naming a rank 0..ranks-1, and every rank holding at
// least one expert.
func checkMap(op *Op, experts int64) error {
	a := op.Attrs
	k, n, m := a.MustInt("top_k"), a.MustInt("ranks"), a["map"].([]int64)
	if k < 1 || n < 1 {
		return fmt.Errorf("top_k %d and ranks %d, expected both at least 1", k, n)
	}
	if experts >= 0 && int64(len(m)) != experts {
		return fmt.Errorf("expert map of %d entries, expected one per expert (%d)", len(m), experts)
	}
	if k > int64(len(m)) {
		return fmt.Errorf("top_k %d exceeds the %d experts", k, len(m))
	}
	if n > int64(len(m)) {
		return fmt.Errorf("ranks %d exceed the %d experts, expected every rank to hold at least one", n, len(m))
	}
	held := make([]int, n)
	for e, r := range m {
		if r < 0 || r >= n {
			return fmt.Errorf("expert map: expert %d on rank %d, expected a rank 0..%d", e, r, n-1)
		}
		held[r]++
	}
	for r, c := range held {
		if c == 0 {
			return fmt.Errorf("expert map: rank %d holds no expert, expected every rank to hold at least one", r)
		}
	}
	return nil
}

// ExpectedRanks is the expected number of distinct ranks among a token's k experts when it picks k
// distinct experts of the map uniformly at random: the sum over ranks of 1 − C(E−E_r, k)/C(E, k),
// E_r being the experts rank r holds. It is what one token's dispatch costs in hidden-state copies.
func ExpectedRanks(m []int64, ranks, k int) float64 {
	e := len(m)
	held := make([]int, ranks)
	for _, r := range m {
		if r >= 0 && int(r) < ranks {
			held[r]++
		}
	}
	var d float64
	for _, h := range held {
		// C(E−h, k)/C(E, k) = Π_{i<k} (E−h−i)/(E−i): no token misses rank r when E−h < k.
		miss := 1.0
		for i := 0; i < k; i++ {
			if e-h-i <= 0 {
				miss = 0
				break
			}
			miss *= float64(e-h-i) / float64(e-i)
		}
		d += 1 - miss
	}
	return d
}

// dispatchCost prices a dispatch: each token's hidden state to the expected number of distinct ranks
// among its experts, and its routing (k ids and k weights, 8 bytes each pair) to every rank, which
// is what lets a rank size what comes next.
func dispatchCost(op *Op, s Step) Cost {
	a := op.Attrs
	k, n, m := int(a.MustInt("top_k")), int(a.MustInt("ranks")), a["map"].([]int64)
	x := op.Args[0].Type
	t := rowsOf(op, s)
	hid := float64(x.Shape[1].N * x.DType.Size())
	return Cost{WireBytes: t * (hid*ExpectedRanks(m, n, k) + float64(n*k*8)), Launches: 1}
}

// combineCost prices a combine: one f32 row of width per (token, expert) pair comes back.
func combineCost(op *Op, s Step, width int64) Cost {
	k := float64(op.Attrs.MustInt("top_k"))
	return Cost{WireBytes: s.Tokens * k * float64(width) * 4, VectorFLOPs: s.Tokens * k * float64(width), Launches: 1}
}

// ContiguousMap is the default expert map: experts in contiguous blocks over ranks, the block sizes
// differing by at most one, the larger blocks first (10 experts over 4 ranks: 3, 3, 2, 2).
func ContiguousMap(experts, ranks int) []int64 {
	m := make([]int64, experts)
	if ranks < 1 {
		return m
	}
	q, r := experts/ranks, experts%ranks
	e := 0
	for rank := 0; rank < ranks; rank++ {
		n := q
		if rank < r {
			n++
		}
		for i := 0; i < n; i++ {
			m[e] = int64(rank)
			e++
		}
	}
	return m
}
