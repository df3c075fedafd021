package ir

import (
	"fmt"
	"math"
	"slices"
)

// OpKind indexes the op table.
type OpKind uint8

const (
	OpInvalid OpKind = iota
	OpEmbedding
	OpRMSNorm
	OpLinear
	OpSlice
	OpRope
	OpMLAAttention
	OpGQAAttention
	OpSiluMul
	OpAdd
	OpMoERoute
	OpMoEExperts
	OpLastTokens
	OpSample
	OpRemoteFFN
	OpSend
	OpRecv
	OpCustomCall
	OpRemoteExperts
	OpDispatch
	OpCombine
	OpExpertFFN
	numOps
)

// AttrKind is the type of an attribute value.
type AttrKind uint8

const (
	AttrInt AttrKind = iota
	AttrFloat
	AttrString
	AttrBool
	AttrInts
)

func (k AttrKind) String() string {
	return [...]string{"int", "float", "string", "bool", "int list"}[k]
}

// AttrSpec declares one attribute of an op.
type AttrSpec struct {
	Name     string
	Kind     AttrKind
	Required bool
	Enum     []string // allowed values of a string attribute; empty = any
}

// RoleSet is a set of module roles an op may live in.
type RoleSet uint8

const (
	InFull RoleSet = 1 << iota
	InAttention
	InFFN
	InAny = InFull | InAttention | InFFN
)

// Has reports whether r is in the set.
func (s RoleSet) Has(r Role) bool {
	switch r {
	case RoleFull:
		return s&InFull != 0
	case RoleAttention:
		return s&InAttention != 0
	case RoleFFN:
		return s&InFFN != 0
	}
	return false
}

// Step is the shape of one step that the cost rules price: Tokens rows of the symbolic dimension T,
// Seqs sequences (the dimension B), each of which has Context tokens in its KV cache (the new one
// included). Counts are real numbers so that a planner can price a mean-field batch (r·B/S tokens).
type Step struct {
	Tokens, Seqs, Context float64
}

// Rows binds a dimension: T to Tokens, B to Seqs, a fixed dimension to its size.
func (s Step) Rows(d Dim) float64 {
	switch d.Sym {
	case "":
		return float64(d.N)
	case "B":
		return s.Seqs
	}
	return s.Tokens
}

// Cost is the work of one op in a step: what it computes and what it moves through device memory.
// Bytes are at the dtypes the program states (weights as stored, activations at the act dtype).
type Cost struct {
	MatrixFLOPs float64 // matrix-unit work (GEMM, attention contractions); multiply-adds count 2
	VectorFLOPs float64 // elementwise and reduction work
	WeightBytes float64 // parameter bytes read (FP8 scales included); for routed experts only those touched
	ActBytes    float64 // activation bytes read and written
	KVBytes     float64 // KV cache bytes read
	WireBytes   float64 // bytes that cross to or from the other role
	Launches    float64 // kernels (or library calls) the op costs on a device target
}

// MemBytes is everything the op moves through device memory.
func (c Cost) MemBytes() float64 { return c.WeightBytes + c.ActBytes + c.KVBytes }

// Add accumulates o into c.
func (c *Cost) Add(o Cost) {
	c.MatrixFLOPs += o.MatrixFLOPs
	c.VectorFLOPs += o.VectorFLOPs
	c.WeightBytes += o.WeightBytes
	c.ActBytes += o.ActBytes
	c.KVBytes += o.KVBytes
	c.WireBytes += o.WireBytes
	c.Launches += o.Launches
}

// OpInfo is one row of the op table: everything lowering, printing, verifying and planning know of an op.
type OpInfo struct {
	Name       string
	MinArgs    int
	MaxArgs    int
	MinWeights int
	MaxWeights int
	Attrs      []AttrSpec
	Roles      RoleSet
	HasResult  bool
	SideEffect bool // kept by dead-code elimination even when unused
	// Infer is the result-type rule: the type of the result given operands and attributes. It also
	// checks the operand types. Attributes have been checked against Attrs before it runs.
	Infer func(op *Op) (Type, error)
	// Cost is the cost rule: the op's work in a step (decode: Tokens == Seqs). The planner and
	// `afdc inspect` read it; a new op needs one here to be priced.
	Cost func(op *Op, s Step) Cost
}

var dtypeEnum = []string{"f32", "bf16", "f16"}

var opTable = [numOps]OpInfo{
	OpInvalid: {Name: "invalid"},
	OpEmbedding: {
		Name: "embedding", MinArgs: 1, MaxArgs: 1, MinWeights: 1, MaxWeights: 1, Roles: InFull | InAttention, HasResult: true,
		Attrs: []AttrSpec{{Name: "dtype", Kind: AttrString, Required: true, Enum: dtypeEnum}},
		Infer: func(op *Op) (Type, error) {
			ids, w := op.Args[0].Type, op.Weights[0].Type
			if ids.DType != I32 || len(ids.Shape) != 1 {
				return Type{}, fmt.Errorf("ids are %s, expected i32[T]", ids)
			}
			if len(w.Shape) != 2 {
				return Type{}, fmt.Errorf("table @%s is %s, expected [vocab, hidden]", op.Weights[0].Name, w)
			}
			return Type{attrDType(op), Shape{ids.Shape[0], w.Shape[1]}}, nil
		},
		Cost: func(op *Op, s Step) Cost {
			// A gather: one table row per token, the rest of the table stays unread.
			t, w := s.Rows(op.Args[0].Type.Shape[0]), op.Weights[0].Type
			row := float64(w.Shape[1].N)
			return Cost{WeightBytes: t * row * float64(w.DType.Size()), ActBytes: t * (4 + row*float64(attrDType(op).Size())), Launches: 1}
		},
	},
	OpRMSNorm: {
		Name: "rms_norm", MinArgs: 1, MaxArgs: 1, MinWeights: 1, MaxWeights: 1, Roles: InAny, HasResult: true,
		// dtype, when set, is the result's (a norm of the f32 residual stream storing the bf16 input
		// of the GEMMs after it); otherwise the input's.
		Attrs: []AttrSpec{{Name: "eps", Kind: AttrFloat, Required: true}, {Name: "dtype", Kind: AttrString, Enum: dtypeEnum}},
		Infer: func(op *Op) (Type, error) {
			x, w := op.Args[0].Type, op.Weights[0].Type
			if err := want2D(x); err != nil {
				return Type{}, err
			}
			if err := positiveFloat(op, "eps"); err != nil {
				return Type{}, err
			}
			if len(w.Shape) != 1 || w.Shape[0].IsSym() || w.Shape[0].N <= 0 || x.Shape[1].N%w.Shape[0].N != 0 {
				return Type{}, fmt.Errorf("weight @%s is %s, expected [G] with G dividing the width %s of %s",
					op.Weights[0].Name, w, x.Shape[1], x)
			}
			if _, ok := op.Attrs["dtype"]; ok {
				x.DType = attrDType(op)
			}
			return x, nil
		},
		Cost: func(op *Op, s Step) Cost {
			n := rowsOf(op, s) * float64(op.Args[0].Type.Shape[1].N)
			return Cost{VectorFLOPs: 4 * n, WeightBytes: paramBytes(op.Weights[0]), ActBytes: 2 * n * actSize(op), Launches: 1}
		},
	},
	OpLinear: {
		Name: "linear", MinArgs: 1, MaxArgs: 1, MinWeights: 1, MaxWeights: 3, Roles: InAny, HasResult: true,
		// dtype is the result's (default: the input's); operands, when set, is the dtype the GEMM
		// reads the activations and the weight in (default: the result's, so the router's f32
		// logits come from f32 operands as HF's gate computes them), e.g. bf16 operands with f32
		// accumulation stored as f32 logits.
		Attrs: []AttrSpec{{Name: "dtype", Kind: AttrString, Enum: dtypeEnum}, {Name: "operands", Kind: AttrString, Enum: dtypeEnum}, accumulateAttr},
		Infer: func(op *Op) (Type, error) {
			x, w := op.Args[0].Type, op.Weights[0].Type
			if err := want2D(x); err != nil {
				return Type{}, err
			}
			if len(w.Shape) != 2 || w.Shape[1] != x.Shape[1] {
				return Type{}, fmt.Errorf("weight @%s is %s, expected [out, %s] to match input %s",
					op.Weights[0].Name, w, x.Shape[1], x)
			}
			k, err := fp8Scales(op, 1)
			if err != nil {
				return Type{}, err
			}
			if len(op.Weights) > k+1 {
				return Type{}, fmt.Errorf("%d weights, expected the matrix, its scale when f8e4m3, and an optional bias", len(op.Weights))
			}
			if len(op.Weights) == k+1 {
				b := op.Weights[k].Type
				if len(b.Shape) != 1 || b.Shape[0] != w.Shape[0] {
					return Type{}, fmt.Errorf("bias @%s is %s, expected [%s]", op.Weights[k].Name, b, w.Shape[0])
				}
			}
			dt := x.DType
			if _, ok := op.Attrs["dtype"]; ok {
				dt = attrDType(op)
			}
			return Type{dt, Shape{x.Shape[0], w.Shape[0]}}, nil
		},
		Cost: func(op *Op, s Step) Cost {
			w, t := op.Weights[0].Type.Shape, rowsOf(op, s)
			out, in := float64(w[0].N), float64(w[1].N)
			return Cost{MatrixFLOPs: 2 * t * out * in, Launches: 1, WeightBytes: weightBytes(op),
				ActBytes: t * (in*actSize(op) + out*float64(op.Result.Type.DType.Size()))}
		},
	},
	OpSlice: {
		Name: "slice", MinArgs: 1, MaxArgs: 1, Roles: InAny, HasResult: true,
		Attrs: []AttrSpec{{Name: "start", Kind: AttrInt, Required: true}, {Name: "len", Kind: AttrInt, Required: true}},
		Infer: func(op *Op) (Type, error) {
			x := op.Args[0].Type
			if err := want2D(x); err != nil {
				return Type{}, err
			}
			s, n, w := op.Attrs.MustInt("start"), op.Attrs.MustInt("len"), x.Shape[1].N
			if s < 0 || n <= 0 || s > w-n { // w-n, not s+n: s and n may be near MaxInt64
				return Type{}, fmt.Errorf("start %d, len %d: expected start >= 0, len >= 1 and start+len <= %d (the width of %s)", s, n, w, x)
			}
			return Type{x.DType, Shape{x.Shape[0], Fixed(n)}}, nil
		},
		Cost: noCost,
	},
	OpRope: {
		Name: "rope", MinArgs: 2, MaxArgs: 2, Roles: InFull | InAttention, HasResult: true,
		Attrs: []AttrSpec{
			{Name: "heads", Kind: AttrInt, Required: true},
			{Name: "head_dim", Kind: AttrInt, Required: true},
			{Name: "offset", Kind: AttrInt, Required: true},
			{Name: "dims", Kind: AttrInt, Required: true},
			{Name: "style", Kind: AttrString, Required: true, Enum: []string{"interleaved", "neox"}},
			{Name: "theta", Kind: AttrFloat, Required: true},
			{Name: "scaling", Kind: AttrString, Required: true, Enum: []string{"default", "yarn"}},
			{Name: "factor", Kind: AttrFloat},
			{Name: "orig_max_pos", Kind: AttrInt},
			{Name: "beta_fast", Kind: AttrFloat},
			{Name: "beta_slow", Kind: AttrFloat},
			{Name: "truncate", Kind: AttrBool},
			{Name: "attn_factor", Kind: AttrFloat},
		},
		Infer: func(op *Op) (Type, error) {
			x, pos := op.Args[0].Type, op.Args[1].Type
			if err := want2D(x); err != nil {
				return Type{}, err
			}
			if pos.DType != I32 || len(pos.Shape) != 1 || pos.Shape[0] != x.Shape[0] {
				return Type{}, fmt.Errorf("positions are %s, expected i32[%s]", pos, x.Shape[0])
			}
			a := op.Attrs
			h, hd, off, d := a.MustInt("heads"), a.MustInt("head_dim"), a.MustInt("offset"), a.MustInt("dims")
			if h <= 0 || hd <= 0 || !isProduct(x.Shape[1].N, h, hd) {
				return Type{}, fmt.Errorf("heads %d x head_dim %d, expected positive sizes whose product is the input width %s", h, hd, x.Shape[1])
			}
			if d <= 0 || d%2 != 0 || off < 0 || off > hd-d {
				return Type{}, fmt.Errorf("rotary offset %d, dims %d: expected even dims >= 2 and offset >= 0 with offset+dims <= head_dim %d", off, d, hd)
			}
			if a.MustStr("scaling") == "yarn" {
				for _, k := range []string{"factor", "orig_max_pos", "beta_fast", "beta_slow"} {
					if _, ok := a[k]; !ok {
						return Type{}, fmt.Errorf("yarn scaling needs attribute %s", k)
					}
				}
			}
			return x, nil
		},
		Cost: func(op *Op, s Step) Cost {
			t := rowsOf(op, s)
			return Cost{VectorFLOPs: 3 * t * float64(op.Attrs.MustInt("heads")*op.Attrs.MustInt("dims")),
				ActBytes: 2 * t * float64(op.Args[0].Type.Shape[1].N) * actSize(op), Launches: 1}
		},
	},
	OpMLAAttention: {
		Name: "mla_attention", MinArgs: 3, MaxArgs: 3, MinWeights: 1, MaxWeights: 2, Roles: InFull | InAttention, HasResult: true,
		Attrs: []AttrSpec{
			{Name: "layer", Kind: AttrInt, Required: true},
			{Name: "heads", Kind: AttrInt, Required: true},
			{Name: "nope", Kind: AttrInt, Required: true},
			{Name: "rope", Kind: AttrInt, Required: true},
			{Name: "v", Kind: AttrInt, Required: true},
			{Name: "rank", Kind: AttrInt, Required: true},
			{Name: "scale", Kind: AttrFloat, Required: true},
			accumulateAttr,
			{Name: "kv_cache", Kind: AttrString, Enum: []string{KVCacheF8E4M3}},
		},
		Infer: func(op *Op) (Type, error) {
			a := op.Attrs
			h, dn, dr, dv, r := a.MustInt("heads"), a.MustInt("nope"), a.MustInt("rope"), a.MustInt("v"), a.MustInt("rank")
			if err := checkKVCache(a, r); err != nil {
				return Type{}, err
			}
			if k, err := fp8Scales(op, 1); err != nil {
				return Type{}, err
			} else if len(op.Weights) != k {
				return Type{}, fmt.Errorf("%d weights, expected kv_b and, when f8e4m3, its scale", len(op.Weights))
			}
			q, c, kpe, w := op.Args[0].Type, op.Args[1].Type, op.Args[2].Type, op.Weights[0].Type
			for _, x := range []Type{q, c, kpe} {
				if err := want2D(x); err != nil {
					return Type{}, err
				}
			}
			if err := positiveFloat(op, "scale"); err != nil {
				return Type{}, err
			}
			if c.Shape[1].N != r || kpe.Shape[1].N != dr {
				return Type{}, fmt.Errorf("latent %s and rope key %s, expected widths %d and %d", c, kpe, r, dr)
			}
			if h <= 0 || dn <= 0 || dr <= 0 || !isProduct(q.Shape[1].N, h, addSizes(dn, dr)) {
				return Type{}, fmt.Errorf("query is %s, expected width heads %d x (nope %d + rope %d), all positive", q, h, dn, dr)
			}
			if dv <= 0 || len(w.Shape) != 2 || w.Shape[1] != Fixed(r) || !isProduct(w.Shape[0].N, h, addSizes(dn, dv)) {
				return Type{}, fmt.Errorf("kv_b weight @%s is %s, expected [heads %d x (nope %d + v %d), rank %d], all positive", op.Weights[0].Name, w, h, dn, dv, r)
			}
			return Type{q.DType, Shape{q.Shape[0], Fixed(h * dv)}}, nil
		},
		Cost: func(op *Op, s Step) Cost {
			// Decode MLA with the kv_b projection absorbed (what DeepSeek's and FlashMLA's decode
			// paths do): q_nope is mapped into the latent space (h·nope·rank), scores read the cached
			// latent and rope key (h·ctx·(rank+rope)), values are the latent (h·ctx·rank), and the
			// result leaves the latent space (h·rank·v). Each sequence reads its cache once.
			a := op.Attrs
			h, dn, dr, dv, r := f64(a.MustInt("heads")), f64(a.MustInt("nope")), f64(a.MustInt("rope")), f64(a.MustInt("v")), f64(a.MustInt("rank"))
			t, act := rowsOf(op, s), actSize(op)
			return Cost{
				MatrixFLOPs: t * 2 * h * (dn*r + s.Context*(2*r+dr) + r*dv),
				WeightBytes: weightBytes(op),
				ActBytes:    t * (h*(dn+dr) + r + dr + h*dv) * act,
				KVBytes:     s.Seqs * s.Context * mlaRowBytes(a, r, dr, act),
				Launches:    3,
			}
		},
	},
	OpGQAAttention: {
		Name: "gqa_attention", MinArgs: 3, MaxArgs: 3, Roles: InFull | InAttention, HasResult: true,
		Attrs: []AttrSpec{
			{Name: "layer", Kind: AttrInt, Required: true},
			{Name: "heads", Kind: AttrInt, Required: true},
			{Name: "kv_heads", Kind: AttrInt, Required: true},
			{Name: "head_dim", Kind: AttrInt, Required: true},
			{Name: "scale", Kind: AttrFloat, Required: true},
		},
		Infer: func(op *Op) (Type, error) {
			a := op.Attrs
			h, kvh, hd := a.MustInt("heads"), a.MustInt("kv_heads"), a.MustInt("head_dim")
			q, k, v := op.Args[0].Type, op.Args[1].Type, op.Args[2].Type
			for _, x := range []Type{q, k, v} {
				if err := want2D(x); err != nil {
					return Type{}, err
				}
			}
			if kvh <= 0 || h <= 0 || h%kvh != 0 {
				return Type{}, fmt.Errorf("heads %d is not a multiple of kv_heads %d, expected positive counts", h, kvh)
			}
			if err := positiveFloat(op, "scale"); err != nil {
				return Type{}, err
			}
			if !isProduct(q.Shape[1].N, h, hd) || !isProduct(k.Shape[1].N, kvh, hd) || v.Shape[1] != k.Shape[1] {
				return Type{}, fmt.Errorf("q %s, k %s, v %s: expected widths heads*head_dim, kv_heads*head_dim, kv_heads*head_dim with heads %d, kv_heads %d, head_dim %d", q, k, v, h, kvh, hd)
			}
			return q, nil
		},
		Cost: func(op *Op, s Step) Cost {
			// Scores and values over the cached context; K and V of every KV head are read once per
			// sequence.
			a := op.Attrs
			h, kvh, hd := f64(a.MustInt("heads")), f64(a.MustInt("kv_heads")), f64(a.MustInt("head_dim"))
			t, act := rowsOf(op, s), actSize(op)
			return Cost{
				MatrixFLOPs: t * 4 * h * hd * s.Context,
				ActBytes:    t * (2*h*hd + 2*kvh*hd) * act,
				KVBytes:     s.Seqs * s.Context * 2 * kvh * hd * act,
				Launches:    1,
			}
		},
	},
	OpSiluMul: {
		Name: "silu_mul", MinArgs: 2, MaxArgs: 2, Roles: InAny, HasResult: true,
		Infer: sameTypes, Cost: elementwise,
	},
	OpAdd: {
		Name: "add", MinArgs: 2, MaxArgs: 2, Roles: InAny, HasResult: true,
		// dtype, when set, is the result's and lets the operands' float dtypes differ (the f32
		// residual stream plus a bf16 layer output); without it both operands and the result share
		// one type.
		Attrs: []AttrSpec{{Name: "dtype", Kind: AttrString, Enum: dtypeEnum}},
		Infer: addType, Cost: elementwise,
	},
	OpMoERoute: {
		// On the attention side only in an expert-parallel build (the own pass checks it there).
		Name: "moe_route", MinArgs: 1, MaxArgs: 1, MinWeights: 0, MaxWeights: 1, Roles: InAny, HasResult: true,
		Attrs: []AttrSpec{
			{Name: "scoring", Kind: AttrString, Required: true, Enum: []string{"softmax", "sigmoid"}},
			{Name: "method", Kind: AttrString, Required: true, Enum: []string{"greedy", "group_limited_greedy", "noaux_tc"}},
			{Name: "top_k", Kind: AttrInt, Required: true},
			{Name: "groups", Kind: AttrInt, Required: true},
			{Name: "topk_group", Kind: AttrInt, Required: true},
			{Name: "norm", Kind: AttrBool, Required: true},
			{Name: "scale", Kind: AttrFloat, Required: true},
		},
		Infer: func(op *Op) (Type, error) {
			l := op.Args[0].Type
			if err := want2D(l); err != nil {
				return Type{}, err
			}
			if l.DType != F32 {
				return Type{}, fmt.Errorf("router logits are %s, expected f32", l)
			}
			e := l.Shape[1].N
			a := op.Attrs
			k, g, tg := a.MustInt("top_k"), a.MustInt("groups"), a.MustInt("topk_group")
			if g <= 0 || e%g != 0 || tg <= 0 || tg > g {
				return Type{}, fmt.Errorf("groups %d / topk_group %d do not fit %d experts", g, tg, e)
			}
			if k <= 0 || k > tg*(e/g) {
				return Type{}, fmt.Errorf("top_k %d exceeds the %d experts of the selected groups", k, tg*(e/g))
			}
			if len(op.Weights) == 1 && !op.Weights[0].Type.Shape.Equal(Shape{Fixed(e)}) {
				return Type{}, fmt.Errorf("bias @%s is %s, expected [%d]", op.Weights[0].Name, op.Weights[0].Type, e)
			}
			if err := positiveFloat(op, "scale"); err != nil {
				return Type{}, err
			}
			return l, nil
		},
		Cost: func(op *Op, s Step) Cost {
			// Scoring, group selection and top-k: a few passes over the f32 logits.
			n := rowsOf(op, s) * float64(op.Args[0].Type.Shape[1].N)
			return Cost{VectorFLOPs: 8 * n, ActBytes: 2 * n * 4, WeightBytes: weightBytes(op), Launches: 1}
		},
	},
	OpMoEExperts: {
		Name: "moe_experts", MinArgs: 2, MaxArgs: 2, MinWeights: 3, MaxWeights: 6, Roles: InFull | InFFN, HasResult: true,
		// dtype, when set, is the result's (the weighted sum kept f32 until the shared experts'
		// output is added); otherwise x's.
		Attrs: []AttrSpec{{Name: "top_k", Kind: AttrInt, Required: true}, accumulateAttr, {Name: "dtype", Kind: AttrString, Enum: dtypeEnum}},
		Infer: func(op *Op) (Type, error) {
			if k, err := fp8Scales(op, 3); err != nil {
				return Type{}, err
			} else if len(op.Weights) != k {
				return Type{}, fmt.Errorf("%d weights, expected gate, up, down and, when f8e4m3, their scales", len(op.Weights))
			}
			x, w := op.Args[0].Type, op.Args[1].Type
			if err := want2D(x); err != nil {
				return Type{}, err
			}
			if w.DType != F32 || len(w.Shape) != 2 || w.Shape[0] != x.Shape[0] {
				return Type{}, fmt.Errorf("routing weights are %s, expected f32[%s,experts]", w, x.Shape[0])
			}
			e, h := w.Shape[1], x.Shape[1]
			g, u, d := op.Weights[0].Type.Shape, op.Weights[1].Type.Shape, op.Weights[2].Type.Shape
			if len(g) != 3 || g[0] != e || g[2] != h || !u.Equal(g) || len(d) != 3 || d[0] != e || d[1] != h || d[2] != g[1] {
				return Type{}, fmt.Errorf("expert weights %s, %s, %s do not fit %s experts of hidden %s", g, u, d, e, h)
			}
			if _, ok := op.Attrs["dtype"]; ok {
				x.DType = attrDType(op)
			}
			return x, nil
		},
		Cost: func(op *Op, s Step) Cost {
			// A step reads the weights of every expert some token chose, once. Under uniform routing a
			// token picks k distinct experts of E, so an expert is missed by one token with probability
			// 1-k/E and by all T tokens with (1-k/E)^T: the expected number touched is
			// E·(1-(1-k/E)^T). Real routers are skewed, which touches fewer; this is the upper estimate.
			g := op.Weights[0].Type.Shape
			e, inter, hid := f64(g[0].N), f64(g[1].N), f64(g[2].N)
			k, t := f64(op.Attrs.MustInt("top_k")), rowsOf(op, s)
			touched := ExpectedExperts(e, k, t)
			c := Cost{MatrixFLOPs: 6 * t * k * inter * hid, Launches: 2,
				ActBytes: t * k * (2*hid + 3*inter) * actSize(op)}
			for _, p := range op.Weights {
				c.WeightBytes += paramBytes(p) * touched / e
			}
			return c
		},
	},
	OpLastTokens: {
		Name: "last_tokens", MinArgs: 1, MaxArgs: 1, Roles: InFull | InAttention, HasResult: true,
		Infer: func(op *Op) (Type, error) {
			x := op.Args[0].Type
			if err := want2D(x); err != nil {
				return Type{}, err
			}
			return Type{x.DType, Shape{Seqs, x.Shape[1]}}, nil
		},
		Cost: func(op *Op, s Step) Cost {
			return Cost{ActBytes: 2 * s.Seqs * float64(op.Args[0].Type.Shape[1].N) * actSize(op), Launches: 1}
		},
	},
	OpSample: {
		// Per-row parameters are operands, not attributes: each row of a batch is its own request.
		// params f32[R,3] holds temperature (<= 0: greedy), top_p and top_k per row; keys i64[R,2]
		// the row's seed and the position of the token drawn, which key its counter-based random
		// draw, so a row's token never depends on the rest of the batch. Logits alone: greedy.
		Name: "sample", MinArgs: 1, MaxArgs: 3, Roles: InFull | InAttention, HasResult: true,
		Infer: func(op *Op) (Type, error) {
			x := op.Args[0].Type
			if err := want2D(x); err != nil {
				return Type{}, err
			}
			switch len(op.Args) {
			case 2:
				return Type{}, fmt.Errorf("2 operands, expected logits alone (greedy) or logits, params and keys")
			case 3:
				p, k := op.Args[1].Type, op.Args[2].Type
				if p.DType != F32 || !p.Shape.Equal(Shape{x.Shape[0], Fixed(3)}) {
					return Type{}, fmt.Errorf("params are %s, expected f32[%s,3] (temperature, top_p, top_k per row)", p, x.Shape[0])
				}
				if k.DType != I64 || !k.Shape.Equal(Shape{x.Shape[0], Fixed(2)}) {
					return Type{}, fmt.Errorf("keys are %s, expected i64[%s,2] (seed, position per row)", k, x.Shape[0])
				}
			}
			return Type{I32, Shape{x.Shape[0]}}, nil
		},
		Cost: func(op *Op, s Step) Cost {
			n := rowsOf(op, s) * float64(op.Args[0].Type.Shape[1].N)
			return Cost{VectorFLOPs: 2 * n, ActBytes: n * actSize(op), Launches: 1}
		},
	},
	OpRemoteFFN: {
		Name: "remote_ffn", MinArgs: 1, MaxArgs: 2, Roles: InAttention, HasResult: true, SideEffect: true,
		Attrs: exchangeAttrs,
		Infer: func(op *Op) (Type, error) {
			if err := checkExchange(op); err != nil {
				return Type{}, err
			}
			return op.Args[0].Type, nil
		},
		Cost: func(op *Op, s Step) Cost {
			// The payload goes out and the FFN output (the result's type) comes back.
			c := exchangeCost(op, s)
			c.WireBytes += rowsOf(op, s) * resultRowBytes(op)
			c.Launches++
			return c
		},
	},
	OpSend: {
		Name: "send", MinArgs: 1, MaxArgs: 2, Roles: InAttention, SideEffect: true,
		Attrs: exchangeAttrs,
		Infer: func(op *Op) (Type, error) { return Type{}, checkExchange(op) },
		Cost:  exchangeCost,
	},
	OpRecv: {
		Name: "recv", Roles: InAttention, HasResult: true, SideEffect: true,
		Attrs: []AttrSpec{
			{Name: "layer", Kind: AttrInt, Required: true},
			{Name: "dtype", Kind: AttrString, Required: true, Enum: dtypeEnum},
			{Name: "width", Kind: AttrInt, Required: true},
		},
		Infer: func(op *Op) (Type, error) {
			return Type{attrDType(op), Shape{Tokens, Fixed(op.Attrs.MustInt("width"))}}, nil
		},
		Cost: func(op *Op, s Step) Cost {
			return Cost{WireBytes: s.Tokens * resultRowBytes(op), Launches: 1}
		},
	},
	OpCustomCall: opCustomCall,
}

// opCustomCall is a library call a target substitutes for ops it has a better routine for (a cuBLAS
// GEMM, an aclnn operator), made by a target-owned pass and visible in dumps. The shared pipeline
// never creates one; a target that cannot execute a call refuses it at load. Its attributes are
// typed: which target and routine, the result, and the usual knobs of a GEMM-like call.
var opCustomCall = OpInfo{
	Name: "custom_call", MinArgs: 1, MaxArgs: 8, MinWeights: 0, MaxWeights: 4, Roles: InAny, HasResult: true,
	Attrs: []AttrSpec{
		{Name: "target", Kind: AttrString, Required: true},
		{Name: "call", Kind: AttrString, Required: true},
		{Name: "dtype", Kind: AttrString, Required: true, Enum: dtypeEnum},
		{Name: "width", Kind: AttrInt, Required: true},
		{Name: "accumulate", Kind: AttrString, Enum: dtypeEnum},
		{Name: "transpose_b", Kind: AttrBool},
		{Name: "alpha", Kind: AttrFloat},
		{Name: "beta", Kind: AttrFloat},
		{Name: "workspace", Kind: AttrInt},
	},
	Infer: func(op *Op) (Type, error) {
		x := op.Args[0].Type
		if len(x.Shape) == 0 {
			return Type{}, fmt.Errorf("first operand is %s, expected rows first", x)
		}
		if w := op.Attrs.MustInt("width"); w < 1 {
			return Type{}, fmt.Errorf("width %d, expected at least 1", w)
		}
		if ws, ok := op.Attrs.Int("workspace"); ok && ws < 0 {
			return Type{}, fmt.Errorf("workspace %d bytes, expected at least 0", ws)
		}
		return Type{attrDType(op), Shape{x.Shape[0], Fixed(op.Attrs.MustInt("width"))}}, nil
	},
	// A GEMM against its weights: 2 FLOPs per matrix element per row (FP8 block scales are read,
	// not multiplied); the weights read once.
	Cost: func(op *Op, s Step) Cost {
		t := rowsOf(op, s)
		width := float64(op.Attrs.MustInt("width"))
		in := 1.0
		for _, d := range op.Args[0].Type.Shape[1:] {
			in *= float64(d.N)
		}
		c := Cost{Launches: 1, ActBytes: t * (in*actSize(op) + width*float64(attrDType(op).Size()))}
		for _, p := range op.Weights {
			c.WeightBytes += paramBytes(p)
			if !p.IsScale() {
				c.MatrixFLOPs += 2 * t * float64(p.Elems()/max(p.Experts, 1))
			}
		}
		return c
	},
}

// accumulateAttr is the accumulation dtype of an op whose weights are f8e4m3 (required then, and
// only then): what a device's FP8 GEMM accumulates in.
var accumulateAttr = AttrSpec{Name: "accumulate", Kind: AttrString, Enum: dtypeEnum}

// fp8Scales checks the FP8 convention of an op whose matrices are op.Weights[:n]: when they are
// f8e4m3, each one's block scale follows the n matrices, in the same order (f32, the matrix's
// ScaleShape, stacked per expert like it), and the op says what it accumulates in. The scale is an
// operand, not hidden in the weight, so a device lowering sees what its FP8 GEMM reads. It returns how
// many weights the matrices and their scales take.
func fp8Scales(op *Op, n int) (int, error) {
	fp8 := op.Weights[0].Type.DType == F8E4M3
	for _, w := range op.Weights[1:n] {
		if (w.Type.DType == F8E4M3) != fp8 {
			return 0, fmt.Errorf("weights @%s and @%s: f8e4m3 mixed with %s, expected all or none", op.Weights[0].Name, w.Name, w.Type.DType)
		}
	}
	_, acc := op.Attrs["accumulate"]
	if !fp8 {
		if acc {
			return 0, fmt.Errorf("attribute accumulate on %s weights, expected it only with f8e4m3 weights", op.Weights[0].Type.DType)
		}
		return n, nil
	}
	if !acc {
		return 0, fmt.Errorf("f8e4m3 weight @%s, expected the attribute accumulate (the dtype its products sum in)", op.Weights[0].Name)
	}
	if len(op.Weights) < 2*n {
		return 0, fmt.Errorf("f8e4m3 weight @%s without its block-scale operand, expected %d weights then their %d scales", op.Weights[len(op.Weights)-1].Name, n, n)
	}
	for i, w := range op.Weights[:n] {
		s := op.Weights[n+i]
		want := w.ScaleShape()
		if w.Experts > 0 {
			want = append(Shape{Fixed(w.Experts)}, want...)
		}
		if want == nil || s.Type.DType != F32 || !s.Type.Shape.Equal(want) {
			return 0, fmt.Errorf("scale @%s of f8e4m3 weight @%s is %s, expected f32%s (its %dx%d blocks)", s.Name, w.Name, s.Type, want, w.Block[0], w.Block[1])
		}
	}
	return 2 * n, nil
}

var exchangeAttrs = []AttrSpec{
	{Name: "layer", Kind: AttrInt, Required: true},
	{Name: "kind", Kind: AttrString, Required: true, Enum: []string{"dense", "moe"}},
}

// checkExchange checks the payload of remote_ffn and send: the hidden state, and router logits only
// for a MoE layer.
func checkExchange(op *Op) error {
	if err := want2D(op.Args[0].Type); err != nil {
		return err
	}
	if len(op.Args) == 2 {
		if op.Attrs.MustStr("kind") != "moe" {
			return fmt.Errorf("router logits travel only with a moe layer")
		}
		l := op.Args[1].Type
		if l.DType != F32 || len(l.Shape) != 2 || l.Shape[0] != op.Args[0].Type.Shape[0] {
			return fmt.Errorf("router logits are %s, expected f32[%s,experts]", l, op.Args[0].Type.Shape[0])
		}
	}
	return nil
}

// isProduct reports whether n is a*b with a and b positive, without computing a*b, which wraps
// for attribute values near MaxInt64.
func isProduct(n, a, b int64) bool { return a > 0 && b > 0 && n%b == 0 && n/b == a }

// addSizes is a+b for positive sizes, or -1, which is no size, when the sum passes MaxInt64.
func addSizes(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return -1
	}
	return a + b
}

// positiveFloat checks that the float attribute name (an epsilon or a scale) is positive and stays
// finite and nonzero as the f32 the kernels compute with (1e300 would be +Inf there, and NaN after).
func positiveFloat(op *Op, name string) error {
	x := op.Attrs.MustFloat(name)
	if f := float32(x); !(x > 0) || f == 0 || math.IsInf(float64(f), 0) {
		return fmt.Errorf("%s %v, expected a positive number within float32 range", name, x)
	}
	return nil
}

func want2D(t Type) error {
	if len(t.Shape) != 2 || t.Shape[1].IsSym() {
		return fmt.Errorf("operand is %s, expected [rows, width] with a fixed width", t)
	}
	return nil
}

// addType is sameTypes, except that with a dtype attribute the operands need only equal shapes
// and float dtypes, and the result takes the attribute's dtype.
func addType(op *Op) (Type, error) {
	if _, ok := op.Attrs["dtype"]; !ok {
		return sameTypes(op)
	}
	a, b := op.Args[0].Type, op.Args[1].Type
	if !a.Shape.Equal(b.Shape) || !a.DType.IsFloat() || !b.DType.IsFloat() {
		return Type{}, fmt.Errorf("operands are %s and %s, expected float operands of one shape", a, b)
	}
	if err := want2D(a); err != nil {
		return Type{}, err
	}
	return Type{attrDType(op), a.Shape}, nil
}

func sameTypes(op *Op) (Type, error) {
	a, b := op.Args[0].Type, op.Args[1].Type
	if !a.Equal(b) {
		return Type{}, fmt.Errorf("operands are %s and %s, expected equal types", a, b)
	}
	if err := want2D(a); err != nil {
		return Type{}, err
	}
	return a, nil
}

func attrDType(op *Op) DType {
	d, err := ParseDType(op.Attrs.MustStr("dtype"))
	if err != nil {
		panic(err) // the attribute was checked against its enum
	}
	return d
}

// paramBytes is what reading the whole parameter moves: its elements at the stored dtype. An FP8
// weight's f32 block scales are a parameter of their own, an operand of the same op (fp8Scales), so
// a rule that sums its op's weights counts them once.
func paramBytes(p *Param) float64 {
	b, _ := p.Type.Bytes()
	return float64(b)
}

// weightBytes is what reading all of an op's parameters moves (matrices, FP8 scales, biases).
func weightBytes(op *Op) float64 {
	var b float64
	for _, p := range op.Weights {
		b += paramBytes(p)
	}
	return b
}

// ExpectedExperts is the expected number of distinct experts that t tokens touch when each picks k
// distinct experts of e uniformly at random: e·(1-(1-k/e)^t).
func ExpectedExperts(e, k, t float64) float64 {
	if e <= 0 || t <= 0 {
		return 0
	}
	return e * (1 - math.Pow(1-k/e, t))
}

// rowsOf is the number of rows the op's first operand has in the step.
func rowsOf(op *Op, s Step) float64 { return s.Rows(op.Args[0].Type.Shape[0]) }

// actSize is the element size of the op's first operand.
func actSize(op *Op) float64 { return float64(op.Args[0].Type.DType.Size()) }

func resultRowBytes(op *Op) float64 {
	return float64(op.Result.Type.Shape[1].N * op.Result.Type.DType.Size())
}

func f64(n int64) float64 { return float64(n) }

// exchangeCost prices what a send (or the outbound half of remote_ffn) puts on the wire: the hidden
// state and, with the gate on the attention side, the router logits.
func exchangeCost(op *Op, s Step) Cost {
	c := Cost{Launches: 1}
	for _, a := range op.Args {
		c.WireBytes += s.Rows(a.Type.Shape[0]) * float64(a.Type.Shape[1].N*a.Type.DType.Size())
	}
	return c
}

// noCost is the rule of an op that moves no bytes and launches nothing (slice is a view).
func noCost(*Op, Step) Cost { return Cost{} }

func elementwise(op *Op, s Step) Cost {
	n := rowsOf(op, s) * float64(op.Args[0].Type.Shape[1].N)
	return Cost{VectorFLOPs: n, ActBytes: 3 * n * actSize(op), Launches: 1}
}

// KVCacheF8E4M3 is the value of mla_attention's kv_cache attribute that stores the latent cache in
// FP8: each cached token's normalised latent as e4m3 codes with one power-of-two scale per
// KVFP8Block values, its rope key in the activations' type (runtime/kvfp8 defines the format). An
// op without the attribute caches both in the activations' type.
const KVCacheF8E4M3 = "f8e4m3"

// KVFP8Block is how many latent values one scale of the FP8 MLA cache covers: runtime/kvfp8's
// Block, restated here because ir imports nothing of the runtime. A kv_cache="f8e4m3" op's rank
// is a whole number of such blocks.
const KVFP8Block = 128

// checkKVCache checks mla_attention's optional kv_cache attribute against the latent rank r: absent,
// or f8e4m3 with r a positive multiple of KVFP8Block.
func checkKVCache(a Attrs, r int64) error {
	v, ok := a["kv_cache"]
	if !ok {
		return nil
	}
	if s, isStr := v.(string); !isStr || s != KVCacheF8E4M3 {
		return fmt.Errorf("kv_cache %s, expected %q (the FP8 latent cache) or no kv_cache attribute (the activations' type)", formatAttr(v), KVCacheF8E4M3)
	}
	if r <= 0 || r%KVFP8Block != 0 {
		return fmt.Errorf("kv_cache %q with rank %d, expected a rank that is a positive multiple of %d (the FP8 cache keeps one scale per %d latent values)", KVCacheF8E4M3, r, KVFP8Block, KVFP8Block)
	}
	return nil
}

// mlaRowBytes is the cache bytes one token takes in an mla_attention layer of rank r and rope key
// width dr at act bytes a value: both in the activations' type, or with kv_cache="f8e4m3" a byte a
// latent value, a 4-byte scale per KVFP8Block of them and the rope key in the activations' type,
// padded to 16 bytes (runtime/kvfp8's RowBytes).
func mlaRowBytes(a Attrs, r, dr, act float64) float64 {
	if a["kv_cache"] == KVCacheF8E4M3 {
		return math.Ceil((r+4*r/KVFP8Block+dr*act)/16) * 16
	}
	return (r + dr) * act
}

// Ops returns the op table, indexed by OpKind.
func Ops() []OpInfo { return opTable[:] }

// LookupOp finds an op by its text name.
func LookupOp(name string) (OpKind, bool) {
	i := slices.IndexFunc(opTable[:], func(o OpInfo) bool { return o.Name == name })
	if i <= 0 {
		return OpInvalid, false
	}
	return OpKind(i), true
}

func (k OpKind) String() string {
	if int(k) < len(opTable) {
		return opTable[k].Name
	}
	return fmt.Sprintf("op(%d)", uint8(k))
}

// CheckAttrs checks an op's attributes against its table row: required ones present, every one
// declared, of its kind and, for enumerations, one of the allowed values.
func CheckAttrs(op *Op) error {
	info := op.Info()
	for _, s := range info.Attrs {
		v, ok := op.Attrs[s.Name]
		if !ok {
			if s.Required {
				return fmt.Errorf("missing attribute %s", s.Name)
			}
			continue
		}
		if !attrIs(v, s.Kind) {
			return fmt.Errorf("attribute %s is %v, expected %s", s.Name, v, s.Kind)
		}
		if len(s.Enum) > 0 && !slices.Contains(s.Enum, v.(string)) {
			return fmt.Errorf("attribute %s is %q, expected one of %v", s.Name, v, s.Enum)
		}
	}
	for k := range op.Attrs {
		if !slices.ContainsFunc(info.Attrs, func(s AttrSpec) bool { return s.Name == k }) {
			return fmt.Errorf("unknown attribute %s", k)
		}
	}
	return nil
}

func attrIs(v any, k AttrKind) bool {
	switch v.(type) {
	case int64:
		return k == AttrInt || k == AttrFloat
	case float64:
		return k == AttrFloat
	case string:
		return k == AttrString
	case bool:
		return k == AttrBool
	case []int64:
		return k == AttrInts
	}
	return false
}
