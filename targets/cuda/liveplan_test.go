package cuda

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/targets/cuda/device"
	"afdc/targets/cuda/kgen"
	"afdc/targets/interp"
)

// handFunc builds a function of ops over values of [T, 8] bf16: each op is (kind, result name,
// argument names); a name of no op is a function argument. results are returned.
type handOp struct {
	kind ir.OpKind
	res  string
	args []string
}

func handFunc(args []string, ops []handOp, results ...string) (*ir.Func, map[string]*ir.Value, []*ir.Op) {
	ty := ir.T(ir.BF16, ir.Tokens, 8)
	vals := map[string]*ir.Value{}
	f := &ir.Func{Name: "forward"}
	for _, a := range args {
		v := &ir.Value{Type: ty}
		vals[a] = v
		f.Args = append(f.Args, v)
	}
	w := &ir.Param{Name: "experts", Type: ir.T(ir.BF16, 4, 16, 8)}
	for _, h := range ops {
		op := &ir.Op{Kind: h.kind, Attrs: ir.Attrs{"layer": int64(0), "top_k": int64(2)}}
		for _, a := range h.args {
			op.Args = append(op.Args, vals[a])
		}
		if h.kind == ir.OpMoEExperts {
			op.Weights = []*ir.Param{w, w, w}
		}
		if h.res != "" {
			op.Result = &ir.Value{Type: ty, Def: op}
			vals[h.res] = op.Result
		}
		f.Body = append(f.Body, op)
	}
	for _, r := range results {
		f.Results = append(f.Results, vals[r])
	}
	return f, vals, f.Body
}

// TestLiveRanges: a value is held from the op that makes it through its last reader; a value the
// host or the peer reads (a result, a send's payload) to the end; a rope rotates in place only an
// input nothing reads after it, its result then sharing the input's memory and lifetime.
func TestLiveRanges(t *testing.T) {
	f, v, ops := handFunc([]string{"x", "pos"}, []handOp{
		{ir.OpRMSNorm, "a", []string{"x"}},      // 0
		{ir.OpLinear, "q", []string{"a"}},       // 1
		{ir.OpLinear, "k", []string{"a"}},       // 2: a's last use
		{ir.OpRope, "qr", []string{"q", "pos"}}, // 3: q's last use: in place
		{ir.OpRope, "kr", []string{"k", "pos"}}, // 4: k read at 5: a copy
		{ir.OpAdd, "s", []string{"kr", "k"}},    // 5
		{ir.OpAdd, "h", []string{"s", "qr"}},    // 6
		{ir.OpSend, "", []string{"h"}},          // 7
		{ir.OpRecv, "r", nil},                   // 8
		{ir.OpLinear, "dead", []string{"r"}},    // 9: never read
		{ir.OpAdd, "out", []string{"r", "x"}},   // 10
	}, "out")
	lv := liveRanges(f, branches(f))
	n := len(f.Body)
	for _, c := range []struct {
		name string
		want lifetime
	}{{"a", lifetime{0, 2}}, {"q", lifetime{1, 6}}, {"k", lifetime{2, 5}}, {"kr", lifetime{4, 5}}, {"s", lifetime{5, 6}},
		{"h", lifetime{6, n}}, {"r", lifetime{8, 10}}, {"dead", lifetime{9, 9}}, {"out", lifetime{10, n}}} {
		if got, ok := lv.val[v[c.name]]; !ok || got != c.want {
			t.Errorf("%s held over %v (%v), want %v", c.name, got, ok, c.want)
		}
	}
	if !lv.inPlace[ops[3]] || lv.inPlace[ops[4]] {
		t.Errorf("in place: rope of q %v, rope of k %v; want true, false", lv.inPlace[ops[3]], lv.inPlace[ops[4]])
	}
	if _, ok := lv.val[v["qr"]]; ok || lv.alias[v["qr"]] != v["q"] {
		t.Errorf("the in-place rope's result owns memory (%v) or is not q's (%v)", ok, lv.alias[v["qr"]])
	}
	for i, op := range f.Body {
		if lv.tmp[op] != (lifetime{i, i}) {
			t.Errorf("op %d's scratch held over %v, want its own op", i, lv.tmp[op])
		}
	}
	// Planned: a's room is reused after op 2, never q's before op 6; the rope's result is q's room.
	p := planFunc(f, 16, kgen.DefaultArch)
	checkPlan(t, "hand", f, p)
	if p.slot[v["qr"]] != p.slot[v["q"]] {
		t.Errorf("rope in place at %v, its input at %v", p.slot[v["qr"]], p.slot[v["q"]])
	}
	reused := false
	for _, name := range []string{"kr", "s", "h", "r", "dead", "out"} {
		reused = reused || p.slot[v[name]].Off == p.slot[v["a"]].Off
	}
	if !reused {
		t.Errorf("a's room %v (dead after op 2) reused by no later value: %v", p.slot[v["a"]], p.slot)
	}
}

// TestLiveRangesNormLinear: where a decode step runs linears with the norm before them inside
// (DeepSeek-V3's q_a norm and q_b), the norm's input is held until the first of those linears,
// which reads it; its last reader in the program is the norm.
func TestLiveRangesNormLinear(t *testing.T) {
	a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda"})
	for role, m := range map[string]*ir.Module{"full": a.Full, "attention": a.Attention} {
		n := 0
		for _, f := range m.Funcs {
			brs := branches(f)
			lv := liveRanges(f, brs)
			for _, nl := range kgen.NormLinears(f, decodeGroups(f, brs)) {
				n++
				at := slices.Index(f.Body, nl.Ops[0])
				if l := lv.val[nl.Norm.Args[0]]; l.end < at {
					t.Errorf("%s: %s's input held over %v, its linear %s reads it at op %d", role, nl.Norm.Info().Name, l, nl.Ops[0].Info().Name, at)
				}
			}
		}
		if n != 61 {
			t.Errorf("%s: %d norms inside their linears, expected DeepSeek-V3's 61 q_a norms", role, n)
		}
	}
}

// branchFunc is a MoE layer whose shared experts (ops 5-8) branch off at op 1 and join at op 9,
// with a main-stream op (4) between the routed experts (n's last main-stream reader) and the join.
func branchFunc() (*ir.Func, map[string]*ir.Value, []*ir.Op) {
	return handFunc([]string{"x"}, []handOp{
		{ir.OpRMSNorm, "n", []string{"x"}},          // 0
		{ir.OpLinear, "lg", []string{"n"}},          // 1: the trigger
		{ir.OpMoERoute, "rt", []string{"lg"}},       // 2
		{ir.OpMoEExperts, "m", []string{"n", "rt"}}, // 3
		{ir.OpAdd, "e", []string{"x", "x"}},         // 4
		{ir.OpLinear, "g", []string{"n"}},           // 5
		{ir.OpLinear, "u", []string{"n"}},           // 6
		{ir.OpSiluMul, "sm", []string{"g", "u"}},    // 7
		{ir.OpLinear, "d", []string{"sm"}},          // 8
		{ir.OpAdd, "y", []string{"m", "d"}},         // 9: the join
		{ir.OpAdd, "out", []string{"y", "e"}},       // 10
	}, "out")
}

// TestLiveRangesBranch: the shared experts' values and scratch are held from their trigger to the
// join, and the branch's input n to the join although the main stream last reads it at op 3; so
// the main-stream op 4 gets none of that memory.
func TestLiveRangesBranch(t *testing.T) {
	f, v, ops := branchFunc()
	brs := branches(f)
	if br := brs[ops[1]]; br == nil || br.join != ops[9] || len(br.ops) != 4 {
		t.Fatalf("branches %v: want one triggered at op 1, joining at op 9, of 4 ops", brs)
	}
	lv := liveRanges(f, brs)
	for _, c := range []struct {
		name string
		want lifetime
	}{{"n", lifetime{0, 9}}, {"g", lifetime{1, 9}}, {"u", lifetime{1, 9}}, {"sm", lifetime{1, 9}}, {"d", lifetime{1, 9}},
		{"lg", lifetime{1, 2}}, {"m", lifetime{3, 9}}, {"e", lifetime{4, 10}}} {
		if got := lv.val[v[c.name]]; got != c.want {
			t.Errorf("%s held over %v, want %v", c.name, got, c.want)
		}
	}
	for _, i := range []int{5, 6, 7, 8} {
		if lv.tmp[ops[i]] != (lifetime{1, 9}) {
			t.Errorf("branch op %d's scratch held over %v, want [1, 9]", i, lv.tmp[ops[i]])
		}
	}
	p := planFunc(f, 16, kgen.DefaultArch)
	checkPlan(t, "branch", f, p)
	if overlap(p.slot[v["e"]], p.slot[v["n"]]) {
		t.Errorf("op 4's result %v in the branch input's room %v while the side stream reads it", p.slot[v["e"]], p.slot[v["n"]])
	}
}

func overlap(a, b device.Span) bool { return a.N > 0 && b.N > 0 && a.Off < b.End() && b.Off < a.End() }

// checkPlan checks a plan against its rules, worked out again op by op: at every point of the run
// the blocks that must be held (each value from the op that makes it, or its branch's trigger,
// through its last reader, or its branch's join where a branch op reads it, or the end for a
// result or a payload sent out; each op's scratch during the op, a branch op's from trigger to
// join; the tail after the body) lie in the values' region and overlap none of the others; each
// block's room holds the value or scratch at any rows up to the plan's; the plan is the arena's.
func checkPlan(t *testing.T, name string, f *ir.Func, p *arenaPlan) {
	t.Helper()
	n := len(f.Body)
	brs := branches(f)
	window := map[*ir.Op][2]int{} // branch ops: their trigger and join
	for i, op := range f.Body {
		if br := brs[op]; br != nil {
			j := slices.Index(f.Body, br.join)
			for _, b := range br.ops {
				window[b] = [2]int{i, j}
			}
		}
	}
	// The value whose memory v is (a rope in place: its input's, and so on).
	owner := map[*ir.Value]*ir.Value{}
	for _, op := range f.Body {
		if p.inPlace[op] {
			owner[op.Result] = op.Args[0]
		}
	}
	root := func(v *ir.Value) *ir.Value {
		for owner[v] != nil {
			v = owner[v]
		}
		return v
	}
	out := map[*ir.Value]bool{}
	for _, r := range f.Results {
		out[root(r)] = true
	}
	for _, op := range f.Body {
		if op.Kind == ir.OpSend || op.Kind == ir.OpDispatch {
			for _, a := range op.Args {
				out[root(a)] = true
			}
		}
	}
	// Each owning value: the op that places it and the last point it must be held to.
	first, last := map[*ir.Value]int{}, map[*ir.Value]int{}
	for k, op := range f.Body {
		if v := op.Result; v != nil && owner[v] == nil {
			first[v], last[v] = k, k
			if w, ok := window[op]; ok {
				first[v] = w[0]
			}
			if out[v] {
				last[v] = n
			}
		}
	}
	// A decode group's first op writes the others' results, an MLA latent set's first slice the
	// norm's and the rope's: they are held from it on.
	for w, others := range earlyWrites(f, decodeGroups(f, brs)) {
		for _, op := range others {
			if _, ok := first[op.Result]; ok {
				first[op.Result] = slices.Index(f.Body, w)
			}
		}
	}
	// A linear run at the residual add after it reads its operands there.
	readAt := map[*ir.Op]int{}
	for _, p := range residualLinears(f, brs, decodeGroups(f, brs)) {
		readAt[p[0]] = slices.Index(f.Body, p[1])
	}
	// Linears run with the norm before them inside read the norm's input at the first of them.
	for _, nl := range kgen.NormLinears(f, decodeGroups(f, brs)) {
		readAt[nl.Norm] = slices.Index(f.Body, nl.Ops[0])
	}
	for k, op := range f.Body {
		for _, a := range op.Args {
			v := root(a)
			if _, ok := last[v]; !ok {
				continue // a function argument: the inputs' region
			}
			if j, ok := readAt[op]; ok {
				last[v] = max(last[v], j)
			}
			end := k
			if w, ok := window[op]; ok {
				end = w[1]
			}
			last[v] = max(last[v], end)
		}
	}
	held := func(v *ir.Value, i int) bool { return first[v] <= i && i <= last[v] }
	base := p.prefill.End()
	type blk struct {
		what string
		s    device.Span
	}
	for i := 0; i <= n; i++ {
		var bs []blk
		for k, op := range f.Body {
			s := p.tmp[op]
			if w, ok := window[op]; (ok && w[0] <= i && i <= w[1]) || (!ok && k == i) {
				bs = append(bs, blk{fmt.Sprintf("scratch of op %d (%s)", k, op.Info().Name), s})
			}
			if v := op.Result; v != nil && owner[v] == nil && held(v, i) {
				s, ok := p.slot[v]
				if !ok {
					t.Fatalf("%s: op %d's result has no room", name, k)
				}
				bs = append(bs, blk{fmt.Sprintf("result of op %d (%s)", k, op.Info().Name), s})
			}
		}
		if i == n {
			bs = append(bs, blk{"tail", p.tail})
		}
		bs = slices.DeleteFunc(bs, func(b blk) bool { return b.s.N == 0 })
		sort.Slice(bs, func(a, b int) bool { return bs[a].s.Off < bs[b].s.Off })
		for k, b := range bs {
			if b.s.Off < base || b.s.End() > p.total {
				t.Fatalf("%s at op %d: %s at %v, outside the values' region [%d, %d)", name, i, b.what, b.s, base, p.total)
			}
			if k > 0 && bs[k-1].s.End() > b.s.Off {
				t.Fatalf("%s at op %d: %s at %v overlaps %s at %v", name, i, b.what, b.s, bs[k-1].what, bs[k-1].s)
			}
		}
	}
	// Any run of up to the plan's rows fits each room; a stacked pair's lead holds both results.
	room := stackedRoom(f, decodeGroups(f, brs))
	for _, rows := range []int{1, 3, max(1, p.rows/2), p.rows} {
		if rows > p.rows {
			continue
		}
		for k, op := range f.Body {
			if m := opTempBytes(op, rows); m > p.tmp[op].N {
				t.Fatalf("%s: op %d's scratch at %d rows: %d bytes, its window %d", name, k, rows, m, p.tmp[op].N)
			}
			v := op.Result
			if v == nil {
				continue
			}
			need := valueBytes(v, rows)
			if w := room[v]; w > 0 {
				need = rows * w * elemSize(v.Type.DType)
			}
			if need > p.slot[v].N {
				t.Fatalf("%s: op %d's result at %d rows: %d bytes, its room %d", name, k, rows, need, p.slot[v].N)
			}
		}
	}
}

// planCases are the programs the plan is checked on: the golden modules, and the DeepSeek-V3
// and GLM-4.5 presets compiled for this target.
func planCases(t *testing.T) map[string]*ir.Module {
	mods := map[string]*ir.Module{}
	files, err := filepath.Glob("../../testdata/golden/*/*.afir")
	if err != nil || len(files) == 0 {
		t.Fatalf("golden modules: %v (%d found)", err, len(files))
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ir.Parse(path, string(src))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		mods[path] = m
	}
	for _, model := range []string{"deepseek-v3", "glm-4.5"} {
		a := compileCase(t, model, compiler.BuildOptions{Target: "cuda"})
		mods[model+" attention"], mods[model+" ffn"], mods[model+" full"] = a.Attention, a.FFN, a.Full
	}
	return mods
}

// TestPlanSound: on every golden module and the DeepSeek-V3 and GLM-4.5 programs, at several row
// counts, every function's plan keeps what must be held apart (checkPlan), is the same when made
// again, and fits the arena planBytesFor sizes; and a run walking the plan as until does (each
// op's scratch carved from its window, its result placed, the inputs bump-allocated) never
// reaches past the arena.
func TestPlanSound(t *testing.T) {
	mods := planCases(t)
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range mods {
			if !yield(k) {
				return
			}
		}
	})
	for _, name := range names {
		m := mods[name]
		for _, rows := range []int{1, 64, 512, 2048} {
			size := planBytesFor(m, rows, kgen.DefaultArch)
			for _, f := range m.Funcs {
				p := planFunc(f, rows, kgen.DefaultArch)
				what := fmt.Sprintf("%s @%s at %d rows", name, f.Name, rows)
				checkPlan(t, what, f, p)
				if again := planFunc(f, rows, kgen.DefaultArch); fmt.Sprint(again) != fmt.Sprint(p) {
					t.Fatalf("%s: planned twice, two layouts", what)
				}
				if p.total > size {
					t.Fatalf("%s: %d bytes planned, the arena %d", what, p.total, size)
				}
				walkPlan(t, what, f, p, size)
				ropesAsBefore(t, what, f, p)
			}
		}
	}
}

// walkPlan runs f's plan as a run does, through the run's own placement (usePlan, enter, result,
// the queue's alloc), with each op's scratch and result at their bounds, and checks every address
// lies in the arena of size bytes.
func walkPlan(t *testing.T, what string, f *ir.Func, p *arenaPlan, size int) {
	t.Helper()
	const base = 1 << 40
	b := &Backend{plans: map[*ir.Func]*arenaPlan{f: p}, maxRows: p.rows}
	q := &queue{b: b, arena: device.NewArena(base, size)}
	r := &run{Cursor: interp.NewCursor(f, map[*ir.Value]dval{}), b: b, q: q, rows: p.rows}
	r.usePlan()
	if r.plan != p {
		t.Fatalf("%s: the run took no plan", what)
	}
	check := func(at string, ptr, n int) {
		if ptr < base || ptr+n > base+size {
			t.Fatalf("%s: %s at [%#x, %#x), the arena [%#x, %#x)", what, at, ptr, ptr+n, base, base+size)
		}
	}
	if in, err := r.q.alloc(p.inputs.N); err != nil {
		t.Fatalf("%s: the inputs: %v", what, err)
	} else {
		check("the inputs", int(in), p.inputs.N)
	}
	brs := branches(f)
	early := map[*ir.Op]bool{}
	for _, br := range brs {
		for _, op := range br.ops {
			early[op] = true
		}
	}
	groups := earlyWrites(f, decodeGroups(f, brs))
	do := func(op *ir.Op) {
		r.enter(op)
		defer r.leave()
		for _, o := range groups[op] { // written by op's launch, in its turn
			v, err := r.result(o.Result, o.Result.Type.DType, p.rows, valueWidth(o.Result))
			if err != nil {
				t.Fatalf("%s: %s's result, written by its group's first op: %v", what, o.Info().Name, err)
			}
			check(o.Info().Name+"'s result", int(v.p), v.bytes())
		}
		if m := opTempBytes(op, p.rows); m > 0 {
			ptr, err := r.q.alloc(m)
			if err != nil {
				t.Fatalf("%s: %s's scratch: %v", what, op.Info().Name, err)
			}
			check(op.Info().Name+"'s scratch", int(ptr), m)
		}
		if op.Result != nil {
			v, err := r.result(op.Result, op.Result.Type.DType, p.rows, valueWidth(op.Result))
			if err != nil {
				t.Fatalf("%s: %s's result: %v", what, op.Info().Name, err)
			}
			check(op.Info().Name+"'s result", int(v.p), v.bytes())
		}
		if r.q.cur != &r.win {
			t.Fatalf("%s: %s ran outside its window", what, op.Info().Name)
		}
	}
	for _, op := range f.Body {
		if br := brs[op]; br != nil {
			for _, b := range br.ops {
				do(b)
			}
		}
		if !early[op] {
			do(op)
		}
		if r.q.cur != r.in {
			t.Fatalf("%s: after %s the queue carves from %p, not the run's inputs", what, op.Info().Name, r.q.cur)
		}
	}
}

// TestPlanFigures: DeepSeek-V3's attention program at 2,048 rows, whose arena kept every value to
// the end of the run (50.3 GiB), plans under a tenth of that, and the 4-layer slice (1 dense + 3 MoE
// layers at full width, scripts/cuda/ipc.sh) a 16,384-token step in under 24 GiB, which beside its
// 67.6 GB of routed experts fits an H200, so that the slice left to size its steps there takes
// eight prompts of 2,048 in one. With -v it logs the figures of docs/perf.md.
func TestPlanFigures(t *testing.T) {
	const gib = 1 << 30
	a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda"})
	data, ok := compiler.PresetJSON("deepseek-v3")
	if !ok {
		t.Fatal("no deepseek-v3 preset")
	}
	var c map[string]any
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	c["num_hidden_layers"], c["first_k_dense_replace"] = 4, 1
	delete(c, "quantization_config")
	raw, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := compiler.ParseConfig("slice", "slice", raw)
	if err != nil {
		t.Fatal(err)
	}
	slice, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cuda"})
	if err != nil {
		t.Fatal(err)
	}
	plan := func(m *ir.Module, rows int) float64 { return float64(planBytesFor(m, rows, kgen.DefaultArch)) / gib }
	for _, rows := range []int{512, 2048, 16384} {
		t.Logf("%6d rows: deepseek-v3 attention %6.2f GiB, ffn %6.2f GiB; slice monolithic %6.2f GiB",
			rows, plan(a.Attention, rows), plan(a.FFN, rows), plan(slice.Full, rows))
	}
	if got := plan(a.Attention, 2048); got > 5 {
		t.Errorf("attention at 2,048 rows: %.2f GiB planned, want at most 5", got)
	}
	if got := plan(slice.Full, 16384); got > 24 {
		t.Errorf("the slice at 16,384 rows: %.2f GiB planned, want at most 24", got)
	}
	// Left to size its own steps (afdc run, bench --prefill's default), the slice on an H200 at
	// 0.9 of its 141 GiB takes eight prompts of 2,048 in one step: its bf16 weights (what the
	// checkpoint-free slice makes) leave room for that arena at half the free memory.
	var weights int64
	for _, p := range slice.Full.Params {
		n, ok := p.Type.Bytes()
		if !ok {
			t.Fatalf("weight %s: no size", p.Name)
		}
		weights += n * 2 / int64(p.Type.DType.Size()) // as bf16
	}
	free := 141*gib*9/10 - int(weights)
	rows := autoRows(free, 1, 0, func(r int) int { return planBytesFor(slice.Full, r, kgen.DefaultArch) })
	t.Logf("the slice's weights %.1f GB; on an H200 at 0.9 it sizes its steps to %d rows", float64(weights)/1e9, rows)
	if rows < 8*2048 {
		t.Errorf("the slice on an H200 sizes its steps to %d rows, want %d (%.1f GB of weights, %.1f GB free)", rows, 8*2048, float64(weights)/1e9, float64(free)/1e9)
	}
}

// ropesAsBefore: the plan rotates in place exactly the ropes a run's use counts had rotated in
// place (the input read by nothing after the rope) wherever the input is not held for the host or
// the peer: the plan changes where values go, not what the kernels do.
func ropesAsBefore(t *testing.T, what string, f *ir.Func, p *arenaPlan) {
	t.Helper()
	uses := f.Uses()
	held := map[*ir.Value]bool{}
	for _, v := range f.Results {
		held[v] = true
	}
	for _, op := range f.Body {
		if op.Kind == ir.OpSend || op.Kind == ir.OpDispatch {
			for _, a := range op.Args {
				held[a] = true
			}
		}
	}
	for i, op := range f.Body {
		if op.Kind == ir.OpRope && !held[op.Args[0]] {
			if before := uses[op.Args[0]] <= 1; p.inPlace[op] != before {
				t.Fatalf("%s: rope %d in place %v, by the use counts %v", what, i, p.inPlace[op], before)
			}
		}
		for _, a := range op.Args {
			uses[a]--
		}
	}
}

// TestPlannedSegmentRestore: in a planned run, undoing a graph segment's dry run puts the run's
// inputs back where the segment found them, and the values the segment makes again land where the
// dry run put them (the capture must see the dry run's addresses).
func TestPlannedSegmentRestore(t *testing.T) {
	f, v, ops := branchFunc()
	p := planFunc(f, 16, kgen.DefaultArch)
	b := &Backend{plans: map[*ir.Func]*arenaPlan{f: p}, maxRows: 16}
	q := &queue{b: b, arena: device.NewArena(1<<40, p.total)}
	r := &run{Cursor: interp.NewCursor(f, map[*ir.Value]dval{v["x"]: {p: 1 << 40}}), b: b, q: q, rows: 16}
	r.usePlan()
	if _, err := r.q.alloc(100); err != nil { // the step's inputs
		t.Fatal(err)
	}
	used := r.in.Used()
	stop := func(op *ir.Op) bool { return op == ops[4] }
	walk := func() []dval {
		var got []dval
		for r.PC < len(f.Body) && !stop(f.Body[r.PC]) {
			op := f.Body[r.PC]
			r.enter(op)
			res, err := r.result(op.Result, ir.BF16, 16, 8)
			r.leave()
			if err != nil {
				t.Fatal(err)
			}
			r.Done(op, res)
			got = append(got, res)
			r.PC++
		}
		return got
	}
	st := r.saveSegment(stop)
	if _, err := r.q.alloc(64); err != nil { // something the dry run stages
		t.Fatal(err)
	}
	dry := walk()
	r.restoreSegment(st)
	if r.in.Used() != used || r.PC != 0 {
		t.Fatalf("restored: %d bytes of inputs used, pc %d; want %d and 0", r.in.Used(), r.PC, used)
	}
	if again := walk(); fmt.Sprint(again) != fmt.Sprint(dry) {
		t.Errorf("the segment again: %v, the dry run's %v", again, dry)
	}
}
