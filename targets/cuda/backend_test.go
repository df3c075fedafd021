package cuda

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime"
	rt "afdc/runtime/tensor"
	"afdc/runtime/weights"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/kgen"
	"afdc/targets/cuda/ncclxport"
)

func compileCase(t *testing.T, model string, o compiler.BuildOptions) *compiler.Artifact {
	t.Helper()
	cfg, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cfg, o)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestKVTake: blocks follow the tokens a step adds, a step that disagrees with the cache is refused,
// and a step that does not fit takes nothing.
func TestKVTake(t *testing.T) {
	kv := &kvCache{poolTokens: 64, seqs: map[uint64]*seqKV{}}
	if err := kv.setBlockSize(16); err != nil {
		t.Fatal(err)
	}
	got, err := kv.take([]runtime.SeqStep{{ID: 1, Tokens: make([]int32, 17)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got[0].blocks) != 2 || got[0].n != 17 || len(kv.free) != 2 {
		t.Fatalf("17 tokens: %d blocks, %d cached, %d free; want 2, 17, 2", len(got[0].blocks), got[0].n, len(kv.free))
	}
	if _, err := kv.take([]runtime.SeqStep{{ID: 1, Tokens: []int32{5}, Past: 16}}); err == nil || !strings.Contains(err.Error(), "17 tokens are cached, the step says 16") {
		t.Errorf("a step behind the cache: %v", err)
	}
	_, err = kv.take([]runtime.SeqStep{{ID: 2, Tokens: make([]int32, 16)}, {ID: 3, Tokens: make([]int32, 17)}})
	if err == nil || !strings.Contains(err.Error(), "needs 3 more blocks") || len(kv.free) != 2 || kv.seqs[2] != nil {
		t.Errorf("a step that does not fit: %v, %d free, sequence 2 %v; want an error and nothing taken", err, len(kv.free), kv.seqs[2])
	}
	if _, err := kv.take([]runtime.SeqStep{{ID: 1, Tokens: make([]int32, 15), Past: 17}}); err != nil || len(kv.seqs[1].blocks) != 2 {
		t.Errorf("15 more tokens fill the second block: %v, %d blocks", err, len(kv.seqs[1].blocks))
	}
	kv.release(1)
	if len(kv.free) != 4 || kv.seqs[1] != nil {
		t.Errorf("after release: %d free, want 4", len(kv.free))
	}
	// The runtime's tables: checked against the pool, never taken from the free list; the block
	// size re-carves the pool while nothing is live.
	if err := kv.setBlockSize(8); err != nil || kv.numBlocks != 8 {
		t.Fatalf("block size 8: %v, %d blocks; want 8", err, kv.numBlocks)
	}
	if _, err := kv.take([]runtime.SeqStep{{ID: 4, Tokens: make([]int32, 9), Blocks: []int32{7, 3}}}); err != nil || len(kv.free) != 8 {
		t.Errorf("a step with its table: %v, %d free; want 8 untouched", err, len(kv.free))
	}
	if err := kv.setBlockSize(16); err == nil {
		t.Error("block size changed while a sequence is live")
	}
	// A new sequence may start past a prefix its table's first blocks hold (the prefix cache);
	// then it goes on from there.
	if got, err := kv.take([]runtime.SeqStep{{ID: 7, Tokens: make([]int32, 3), Past: 8, Blocks: []int32{7, 2}}}); err != nil || got[0].n != 11 {
		t.Errorf("a new sequence past a cached prefix: %v, %d tokens", err, got[0].n)
	}
	if _, err := kv.take([]runtime.SeqStep{{ID: 7, Tokens: []int32{1}, Past: 10, Blocks: []int32{7, 2}}}); err == nil || !strings.Contains(err.Error(), "11 tokens are cached, the step says 10") {
		t.Errorf("its next step behind the cache: %v", err)
	}
	if _, err := kv.take([]runtime.SeqStep{{ID: 5, Tokens: make([]int32, 9), Blocks: []int32{8, 1}}}); err == nil || !strings.Contains(err.Error(), "block id 8, expected one in [0, 8)") {
		t.Errorf("a block outside the pool: %v", err)
	}
	if _, err := kv.take([]runtime.SeqStep{{ID: 6, Tokens: make([]int32, 3)}}); err == nil || !strings.Contains(err.Error(), "block table given = false") {
		t.Errorf("a step without a table among steps with: %v", err)
	}
}

// TestBulkMLA: the MLA decode takes its bulk-copy form over cache blocks of a multiple of 64
// positions (the default), and its cp.async form over others, with NoBulkMLA, or with no cache.
func TestBulkMLA(t *testing.T) {
	for _, c := range []struct {
		block int
		off   bool
		want  bool
	}{{BlockSize, false, true}, {64, false, true}, {128, false, true}, {16, false, false}, {96, false, false}, {64, true, false}} {
		b := &Backend{kv: &kvCache{blockSize: c.block}, NoBulkMLA: c.off}
		if got := b.bulkMLA(); got != c.want {
			t.Errorf("blocks of %d, NoBulkMLA %v: bulk copies %v, want %v", c.block, c.off, got, c.want)
		}
	}
	if (&Backend{}).bulkMLA() {
		t.Error("a backend without a KV cache takes bulk copies")
	}
}

// TestLaunchTensorMap: a kernel's tensor-map parameter takes the map its argument carries (in a dry
// run the argument's id stands for it in the step's signature), and a launch without one is refused
// by the parameter's name.
func TestLaunchTensorMap(t *testing.T) {
	l := kgen.Launch{Name: "k", Params: []kgen.LaunchParam{{Name: "rows", Type: "i32"}, {Name: "pool_map", Type: "tensor_map"}},
		Block: 32, Grid: kgen.Grid{Count: "rows", PerBlock: 1}}
	k := &kfn{l: l, args: cu.NewArgs(len(l.Params))}
	r := &run{q: &queue{mode: modeDry}}
	if err := r.launch(k, i32("rows", 3)); err == nil || !strings.Contains(err.Error(), "no value for parameter pool_map") {
		t.Errorf("a launch without the map: %v, want it refused by name", err)
	}
	r.sig = nil
	if err := r.launch(k, i32("rows", 3), karg{name: "pool_map", v: 7}); err == nil || !strings.Contains(err.Error(), "pool_map takes a tensor map") {
		t.Errorf("a launch with a value but no map: %v, want it refused", err)
	}
	r.sig = nil
	if err := r.launch(k, i32("rows", 3), tmap("pool_map", &cu.TensorMap{}, 0x1000)); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]uint64{kernelID(k), 3, 0x1000}, r.sig); d != "" {
		t.Errorf("the dry run's signature (-want +got):\n%s", d)
	}
}

// TestWeightForms: a tied embedding is stored twice (f32 for the gather kernel of an f32
// checkpoint, bf16 for the head's GEMM); the router's f32 GEMM takes its weight in f32.
func TestWeightForms(t *testing.T) {
	a := compileCase(t, "../../testdata/parity/v2-bias-tied", compiler.BuildOptions{Target: "cuda"})
	forms := map[string][]ir.DType{}
	for _, k := range weightKeys(a.Full, false) {
		forms[k.p.Name] = append(forms[k.p.Name], k.dt)
	}
	if f := forms["model.embed_tokens.weight"]; len(f) != 2 {
		t.Errorf("tied embedding forms %v, want f32 and bf16", f)
	}
	for name, f := range forms {
		if strings.HasSuffix(name, "mlp.gate.weight") && (len(f) != 1 || f[0] != ir.F32) {
			t.Errorf("%s forms %v, want f32 (the router computes in f32)", name, f)
		}
		if strings.Contains(name, "experts.gate_proj") && (len(f) != 1 || f[0] != ir.BF16) {
			t.Errorf("%s forms %v, want bf16", name, f)
		}
	}
}

// TestPlanBytes: the activation plan grows with the rows it is made for, and an FFN module's is its
// largest layer function's, not their sum.
func TestPlanBytes(t *testing.T) {
	a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", Layers: &compiler.LayerRange{First: 2, Last: 4}})
	small, big := planBytes(a.Attention, 16), planBytes(a.Attention, 64)
	if big <= small {
		t.Errorf("attention plan: %d bytes for 64 rows, %d for 16; want more", big, small)
	}
	ffn := planBytes(a.FFN, 64)
	one := &ir.Module{Name: a.FFN.Name, Role: a.FFN.Role, Params: a.FFN.Params, Funcs: a.FFN.Funcs[len(a.FFN.Funcs)-1:]}
	if got := planBytes(one, 64); got != ffn {
		t.Errorf("ffn plan %d bytes, its MoE layer alone %d; want equal (one layer runs at a time)", ffn, got)
	}
	// A MoE layer of 64 rows holds at least its 64·8 routed slots of gate, up and their product.
	if min := 64 * 8 * 2048 * 2 * 3; ffn < min {
		t.Errorf("ffn plan %d bytes, want at least %d", ffn, min)
	}
}

// TestBundleFromPayload: the payload's PTX and launch table are what Load uses; a table with ops
// that have no kernel, or PTX without a table, is refused naming where they came from.
func TestBundleFromPayload(t *testing.T) {
	a := compileCase(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "cuda"})
	b, err := kgen.Generate(t.Context(), a.FFN, nil)
	if err != nil {
		t.Fatal(err)
	}
	b.PTX = "// ptx"
	files, err := PayloadFiles(b)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Kernels(a.FFN, files)
	if err != nil || got.PTX != "// ptx" || len(got.Launches) != len(b.Launches) {
		t.Fatalf("bundle from the payload: %v, %d kernels; want the %d written", err, len(got.Launches), len(b.Launches))
	}
	b.Pending = []string{"custom_call"}
	files, _ = PayloadFiles(b)
	if _, err := Kernels(a.FFN, files); err == nil || !strings.Contains(err.Error(), "executable's payload: ops without kernels [custom_call]") {
		t.Errorf("pending ops: %v", err)
	}
	if _, err := Kernels(a.FFN, map[string][]byte{FilePTX: []byte("x")}); err == nil || !strings.Contains(err.Error(), FileLaunch) {
		t.Errorf("PTX without a launch table: %v", err)
	}
}

// TestLoadRefusals: an op the backend does not run is refused before any device work; without a
// driver, Load names the missing library.
func TestLoadRefusals(t *testing.T) {
	a := compileCase(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "cuda"})
	m := a.FFN.Clone()
	f := m.Funcs[0]
	f.Body[0].Kind = ir.OpCustomCall
	if err := checkOps(m); err == nil || !strings.Contains(err.Error(), "cannot run op") {
		t.Errorf("an unknown op: %v", err)
	}
	if _, err := Load(a.FFN, nil, runtime.LoadOptions{MemoryFraction: 1.5}); err == nil || !strings.Contains(err.Error(), "expected a share in (0, 1]") {
		t.Errorf("fraction 1.5: %v", err)
	}
	if cu.Load() == nil {
		t.Skip("a CUDA driver is installed")
	}
	b, err := kgen.Generate(t.Context(), a.FFN, nil)
	if err != nil {
		t.Fatal(err)
	}
	b.PTX = "// ptx"
	files, _ := PayloadFiles(b)
	_, err = Load(a.FFN, nil, runtime.LoadOptions{Files: files})
	if err == nil || !strings.Contains(err.Error(), "libcuda.so.1") || strings.Contains(err.Error(), "\n") {
		t.Errorf("without a driver: %v; want one line naming libcuda.so.1", err)
	}
}

// TestRandomWeights: each checkpoint tensor gets its own seed, the same in every program of a model;
// norms are ones and matrices keep a projection's scale.
func TestRandomWeights(t *testing.T) {
	if tensorSeed(1, "a.weight") == tensorSeed(1, "b.weight") || tensorSeed(1, "a.weight") == tensorSeed(2, "a.weight") {
		t.Error("tensor seeds collide across names or seeds")
	}
	if tensorSeed(7, "model.layers.3.mlp.experts.5.up_proj.weight") != tensorSeed(7, "model.layers.3.mlp.experts.5.up_proj.weight") {
		t.Error("tensor seed not a function of (seed, name)")
	}
	if s, c := RandomScale("model.layers.0.input_layernorm.weight", ir.Shape{ir.Fixed(7168)}); s != 0 || c != 1 {
		t.Errorf("norm weight: scale %v shift %v, want ones", s, c)
	}
	s, c := RandomScale("model.layers.0.self_attn.o_proj.weight", ir.Shape{ir.Fixed(7168), ir.Fixed(16384)})
	if want := float32(0.0135316); c != 0 || s < want*0.999 || s > want*1.001 {
		t.Errorf("o_proj: scale %v shift %v, want uniform ±sqrt(3/16384) = %v", s, c, want)
	}
}

// TestRing: transfer buffers come in order, wrap to the start, and one too large for the ring's
// slots is refused naming the flag.
func TestRing(t *testing.T) {
	r := &ring{base: 1 << 20, size: 16 * 1024}
	a, _ := r.take(1000)
	b, _ := r.take(1000)
	if a != 1<<20 || b != a+1024 {
		t.Errorf("first two buffers at %#x, %#x; want consecutive 1 KiB-aligned slots", a, b)
	}
	for range 14 {
		r.take(1024)
	}
	if c, _ := r.take(1024); c != a {
		t.Errorf("after the ring's end: %#x, want its start %#x", c, a)
	}
	if _, err := r.take(2048); err == nil || !strings.Contains(err.Error(), "--max-batch-tokens") {
		t.Errorf("a buffer over size/slots: %v", err)
	}
}

// The stage queues are what the NCCL data plane enqueues on.
var _ ncclxport.StreamQueue = (*queue)(nil)

// TestFP8Params: an FP8 checkpoint's block scales are device weights only for the routed experts
// kept in FP8 (every other FP8 weight is dequantised at load), and a projection with only a scale
// beside its weight has no bias.
func TestFP8Params(t *testing.T) {
	a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", Layers: &compiler.LayerRange{First: 3, Last: 3}})
	scales := 0
	for _, p := range a.Full.Params {
		if p.IsScale() {
			scales++
		}
	}
	expertScale := map[*ir.Param]bool{}
	for _, op := range a.Full.Funcs[0].Body {
		if kgen.FP8Experts(op) {
			for _, p := range op.Weights[3:] {
				expertScale[p] = true
			}
		}
	}
	for _, dequant := range []bool{false, true} {
		for _, k := range weightKeys(a.Full, dequant) {
			if k.p.IsScale() && (dequant || !expertScale[k.p]) {
				t.Fatalf("dequantised %v: scale param %s stored on the device", dequant, k.p.Name)
			}
		}
	}
	linears := 0
	for _, op := range a.Full.Funcs[0].Body {
		if op.Kind == ir.OpLinear && len(op.Weights) == 2 {
			linears++
			if b := bias(op); b != nil {
				t.Errorf("%s: bias %s, want none (its second weight is a scale)", op.Weights[0].Name, b.Name)
			}
		}
	}
	if scales == 0 || linears == 0 {
		t.Fatalf("deepseek-v3 layer 3: %d scale params, %d linears with a second weight; want some of each", scales, linears)
	}
	g := compileCase(t, "../../testdata/parity/glm4.5", compiler.BuildOptions{Target: "cuda"})
	for _, op := range g.Full.Funcs[0].Body {
		if op.Kind == ir.OpLinear && len(op.Weights) == 2 && bias(op) == nil {
			t.Errorf("%s: a biased projection without its bias", op.Weights[0].Name)
		}
	}
}

// TestWeightFormsMatchKernels: every weight a generated kernel reads is stored in the element type
// its launch table declares, for f32 and bf16 builds of plain, tied and FP8 models.
func TestWeightFormsMatchKernels(t *testing.T) {
	names := map[ir.OpKind]string{ir.OpEmbedding: "table", ir.OpRMSNorm: "w", ir.OpMLAAttention: "kvb", ir.OpMoERoute: "bias"}
	for _, model := range []string{"../../testdata/parity/v2-bias-tied", "../../testdata/parity/glm4.5", "tiny-deepseek-v3", "deepseek-v3"} {
		for _, act := range []string{"f32", "bf16"} {
			o := compiler.BuildOptions{Target: "cuda", ActDType: act}
			if model == "deepseek-v3" {
				o.Layers = &compiler.LayerRange{First: 3, Last: 3}
			}
			a := compileCase(t, model, o)
			stored := map[wkey]bool{}
			for _, k := range weightKeys(a.Full, false) {
				stored[k] = true
			}
			checked := 0
			for _, op := range a.Full.Funcs[0].Body {
				pname, ok := names[op.Kind]
				if !ok {
					continue
				}
				ls, err := kgen.KernelsFor(op)
				if err != nil {
					t.Fatal(err)
				}
				for _, l := range ls {
					for _, p := range l.Params {
						if p.Name != pname {
							continue
						}
						dt, _ := ir.ParseDType(p.Elem)
						if !stored[wkey{op.Weights[0], dt}] {
							t.Errorf("%s %s: kernel %s reads %s as %s, which is not how it is stored", model, act, l.Name, op.Weights[0].Name, p.Elem)
						}
						checked++
					}
				}
			}
			if checked == 0 {
				t.Errorf("%s %s: no kernel weight checked", model, act)
			}
		}
	}
}

// TestSamplingArgs: the rows' (temperature, top_p, top_k) and (seed, position) become the sample
// kernel's arrays; a batch is greedy only when every row is.
func TestSamplingArgs(t *testing.T) {
	sa := splitSampling([]float32{0, 1, 0, 0.7, 0.9, 50}, []int64{-1, 12, 42, 7})
	if sa.greedy || sa.temp[1] != 0.7 || sa.topP[1] != 0.9 || sa.topK[1] != 50 || sa.where[0] != 12 || sa.where[1] != 7 {
		t.Errorf("split %+v", sa)
	}
	if got := binary.LittleEndian.Uint64(sa.seed[0:]); got != math.MaxUint64 {
		t.Errorf("seed -1 as %#x, want its 64 bits", got)
	}
	if !splitSampling([]float32{0, 1, 0, -1, 1, 0}, []int64{1, 2, 3, 4}).greedy {
		t.Error("rows at temperature <= 0 are greedy")
	}
}

// TestWithTables: the batch's block tables reach the steps (runtime.Batch.SeqsWithTables, tested
// there), and a batch without a table operand at all leaves the steps without tables.
func TestWithTables(t *testing.T) {
	steps := []runtime.SeqStep{{ID: 1, Tokens: []int32{1}, Blocks: []int32{3}}, {ID: 2, Tokens: []int32{1}}}
	b := runtime.Batch{Seqs: steps, BlockTables: rt.FromI32([]int32{4, 5, -1, 9, -1, -1}, 2, 3)}
	got, err := withTables(b)
	if err != nil || len(got[0].Blocks) != 2 || len(got[1].Blocks) != 1 || got[1].Blocks[0] != 9 {
		t.Errorf("tables: %v %+v", err, got)
	}
	b.BlockTables = rt.Tensor{}
	if got, err := withTables(b); err != nil || len(got) != 2 || got[0].Blocks != nil || got[1].Blocks != nil {
		t.Errorf("no table operand: %v %+v, want both steps without tables", err, got)
	}
	b.BlockTables = rt.FromI32([]int32{1, 2}, 1, 2)
	if _, err := withTables(b); err == nil || !strings.Contains(err.Error(), "expected i32[2, blocks]") {
		t.Errorf("a table of the wrong rows: %v", err)
	}
}

// TestStreamingPlanned: DeepSeek-V3's routed experts get the streaming decode kernels, with a combine
// of f32 slots (the GEMM path's too, in a bf16 build); a tiny model's widths do not take them, and it
// keeps the GEMM path.
func TestStreamingPlanned(t *testing.T) {
	kinds := func(a *compiler.Artifact) map[string]string {
		for _, f := range a.FFN.Funcs {
			for _, op := range f.Body {
				if op.Kind != ir.OpMoEExperts {
					continue
				}
				ls, err := kgen.KernelsFor(op)
				if err != nil {
					t.Fatal(err)
				}
				got := map[string]string{}
				for _, l := range ls {
					for _, p := range l.Params {
						if p.Name == "y" {
							got[l.Kind+"/"+p.Elem] = l.Name
						}
					}
					got[l.Kind] = l.Name
				}
				return got
			}
		}
		t.Fatal("no moe_experts op")
		return nil
	}
	big := kinds(compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", Layers: &compiler.LayerRange{First: 3, Last: 3}}))
	// A bf16 build keeps the routed sum f32 (it has shared experts), so the GEMM path's slots are f32
	// too: one combine serves both paths.
	for _, k := range []string{"moe_active", "moe_stream_gate_up", "moe_stream_down", "moe_combine/f32", "moe_gather", "silu_mul"} {
		if big[k] == "" {
			t.Errorf("deepseek-v3: no %s kernel among %v", k, big)
		}
	}
	if big["moe_combine/bf16"] != "" {
		t.Errorf("deepseek-v3: a combine of bf16 slots %s, expected the wide sum's f32 slots only", big["moe_combine/bf16"])
	}
	if tiny := kinds(compileCase(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "cuda"})); tiny["moe_stream_gate_up"] != "" {
		t.Errorf("tiny-deepseek-v3 (hidden 64) got streaming kernels: %v", tiny)
	}
}

// TestFP8ExpertsStayFP8: in a bf16 build the routed experts of an FP8 checkpoint with 128×128 blocks
// are stored as their e4m3 codes and f32 block scales, in the element types the streaming kernels
// read, and nowhere in bf16 (with KeepFP8); without it the keys are the bf16 copies instead. Blocks
// the kernels cannot read (16×16) and f32 builds keep the dequantised experts, and an f32 build
// stores every FP8 weight in f32, so no FP8 value is rounded to bf16 on its way to the device.
func TestFP8ExpertsStayFP8(t *testing.T) {
	a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", ActDType: "bf16", Layers: &compiler.LayerRange{First: 3, Last: 3}})
	var op *ir.Op
	for _, o := range a.Full.Funcs[0].Body {
		if o.Kind == ir.OpMoEExperts {
			op = o
		}
	}
	if op == nil || !kgen.FP8Experts(op) {
		t.Fatalf("deepseek-v3 layer 3: no routed-experts op kept in FP8 (%v)", op)
	}
	stored := map[wkey]bool{}
	for _, k := range weightKeys(a.Full, false) {
		stored[k] = true
	}
	ls, err := kgen.KernelsFor(op)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]*ir.Param{"gate": op.Weights[0], "up": op.Weights[1], "down": op.Weights[2],
		"gate_scale": op.Weights[3], "up_scale": op.Weights[4], "down_scale": op.Weights[5]}
	checked := 0
	for _, l := range ls {
		if !strings.HasPrefix(l.Kind, "moe_stream_") {
			continue
		}
		for _, p := range l.Params {
			w := want[p.Name]
			if w == nil {
				continue
			}
			dt, _ := ir.ParseDType(p.Elem)
			if !stored[wkey{w, dt}] {
				t.Errorf("kernel %s reads %s as %s, which is not how it is stored", l.Name, w.Name, p.Elem)
			}
			checked++
		}
	}
	if checked != 6 {
		t.Errorf("%d expert weights and scales checked against the streaming kernels, want 6", checked)
	}
	for _, p := range op.Weights[:3] {
		if stored[wkey{p, ir.BF16}] {
			t.Errorf("%s is also stored in bf16", p.Name)
		}
	}
	deq := map[wkey]bool{}
	for _, k := range weightKeys(a.Full, true) {
		deq[k] = true
	}
	for _, p := range op.Weights[:3] {
		if !deq[wkey{p, ir.BF16}] || deq[wkey{p, ir.F8E4M3}] {
			t.Errorf("dequantised: %s not stored in bf16 only", p.Name)
		}
	}

	f := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", ActDType: "f32", Layers: &compiler.LayerRange{First: 3, Last: 3}})
	fp8 := 0
	for _, k := range weightKeys(f.Full, false) {
		if k.p.Type.DType == ir.F8E4M3 {
			fp8++
			if k.dt != ir.F32 {
				t.Errorf("f32 build: FP8 weight %s stored as %s, want f32 (the CPU's dequantisation)", k.p.Name, k.dt)
			}
		}
	}
	if fp8 == 0 {
		t.Error("f32 build: no FP8 weight stored")
	}

	dir := t.TempDir()
	raw, err := os.ReadFile("../../compiler/presets/tiny-deepseek-v3.json")
	if err != nil {
		t.Fatal(err)
	}
	var cfg map[string]any
	if err := json.Unmarshal(raw, &cfg); err != nil {
		t.Fatal(err)
	}
	cfg["quantization_config"] = map[string]any{"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8", "weight_block_size": []int{16, 16}}
	raw, _ = json.Marshal(cfg)
	if err := os.WriteFile(filepath.Join(dir, "config.json"), raw, 0o644); err != nil {
		t.Fatal(err)
	}
	tiny := compileCase(t, dir, compiler.BuildOptions{Target: "cuda", ActDType: "bf16"})
	for _, o := range tiny.Full.Funcs[0].Body {
		if o.Kind == ir.OpMoEExperts && kgen.FP8Experts(o) {
			t.Errorf("tiny FP8 model (16x16 blocks, hidden 64): %s kept in FP8, want dequantised", o.Weights[0].Name)
		}
	}
}

// TestFillPTXASCII: the driver's PTX assembler rejects any byte outside ASCII, comments included.
func TestFillPTXASCII(t *testing.T) {
	for i, c := range fillPTX {
		if c > 127 {
			t.Fatalf("fillPTX byte %d is %q, expected ASCII only", i, c)
		}
	}
}

// TestDeviceBytesFP8: an FP8 expert tensor kept FP8 reaches the device as its codes, byte for byte
// (its scale tensor, f32 or bf16, as f32); one dequantised reaches it as Widen's values rounded to
// bf16; a checkpoint that holds bf16 where the model declares FP8 is an error, not a silent
// reinterpretation of its bytes.
func TestDeviceBytesFP8(t *testing.T) {
	codes := []byte{0x38, 0xb8, 0x40, 0x00, 0x7e, 0x01, 0x30, 0xc4}
	scale := rt.FromF32([]float32{0.5, 2}, 1, 2)
	w := weights.Weight{Name: "e", Data: rt.Tensor{DType: rt.F8E4M3, Shape: []int{2, 4}, Bytes: codes}, Scale: &scale, Block: [2]int{2, 2}}
	got, err := deviceBytes(w, ir.F8E4M3)
	if err != nil || string(got) != string(codes) {
		t.Fatalf("FP8 kept FP8: % x, %v; want the codes % x", got, err, codes)
	}
	s, err := deviceBytes(weights.Weight{Name: "e_scale_inv", Data: rt.Tensor{DType: rt.BF16, Shape: []int{1, 2}, Bytes: weights.EncodeBF16([]float32{0.5, 2})}}, ir.F32)
	if err != nil || string(s) != string(scale.Bytes) {
		t.Fatalf("bf16 scales as f32: % x, %v; want % x", s, err, scale.Bytes)
	}
	deq, err := deviceBytes(w, ir.BF16)
	if err != nil {
		t.Fatal(err)
	}
	f, err := weights.Widen(w)
	if err != nil {
		t.Fatal(err)
	}
	if want := weights.EncodeBF16(f); string(deq) != string(want) {
		t.Errorf("dequantised: % x, want % x", deq, want)
	}
	if f[0] != 0.5 || f[2] != 2*2 { // code 0x38 is 1.0 in block scale 0.5; 0x40 is 2.0 in block scale 2
		t.Errorf("dequantised values %v", f)
	}
	bf := weights.Weight{Name: "b", Data: rt.Tensor{DType: rt.BF16, Shape: []int{1, 4}, Bytes: make([]byte, 8)}}
	if _, err := deviceBytes(bf, ir.F8E4M3); err == nil || !strings.Contains(err.Error(), "expected F8_E4M3") {
		t.Errorf("bf16 tensor for an FP8 weight: %v", err)
	}
}

// An FFN's payload may arrive in device memory (the NCCL data plane) or host memory (TCP).
func TestCheckPayload(t *testing.T) {
	for _, tc := range []struct {
		t   rt.Tensor
		err string
	}{
		{rt.Tensor{DType: rt.BF16, Shape: []int{7, 64}, Mem: rt.Device, Ptr: 4096}, ""},
		{rt.New(rt.BF16, 7, 64), ""},
		{rt.Tensor{DType: rt.BF16, Shape: []int{7, 32}, Mem: rt.Device, Ptr: 4096}, "expected bf16[7,64]@device"},
		{rt.Tensor{DType: rt.F32, Shape: []int{7, 64}, Mem: rt.Device, Ptr: 4096}, "expected bf16[7,64]@device"},
		{rt.Tensor{DType: rt.BF16, Shape: []int{7, 64}, Mem: rt.Device}, "has no device memory"},
		{rt.Tensor{DType: rt.BF16, Shape: []int{7, 64}}, "holds 0 bytes"},
	} {
		err := checkPayload(tc.t, rt.BF16, 7, 64)
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("%s: %v, want %q", tc.t, err, tc.err)
		}
	}
}

// TestStagePriority: on a device with priorities 0 (least) to -5, stage 0's queue is the most
// urgent, each later stage a step less, and stages past the range share the least; on a device
// without priorities (0 to 0) every queue gets 0.
func TestStagePriority(t *testing.T) {
	var got, flat []int
	for i := range 8 {
		got = append(got, stagePriority(i, 0, -5))
		flat = append(flat, stagePriority(i, 0, 0))
	}
	if d := cmp.Diff([]int{-5, -4, -3, -2, -1, 0, 0, 0}, got); d != "" {
		t.Errorf("priorities of queues 0-7, range [-5, 0] (-want +got):\n%s", d)
	}
	if d := cmp.Diff(make([]int, 8), flat); d != "" {
		t.Errorf("priorities without a range (-want +got):\n%s", d)
	}
}

// TestQueueHostWork: an FFN call waits for the previous call only (not the whole stream) when the
// queue holds no host work; staged input, a host copy to deliver, op timing events or a queue that
// is not running eagerly each need the full sync.
func TestQueueHostWork(t *testing.T) {
	for _, c := range []struct {
		what string
		q    queue
		want bool
	}{
		{"idle, eager", queue{}, false},
		{"staged input", queue{inOff: 64}, true},
		{"staged output", queue{outOff: 16}, true},
		{"a host copy to deliver", queue{after: []func(){func() {}}}, true},
		{"op timing events", queue{evNext: 2}, true},
		{"recording a graph", queue{mode: modeCapture}, true},
		{"a dry run", queue{mode: modeDry}, true},
	} {
		if got := c.q.hostWork(); got != c.want {
			t.Errorf("%s: hostWork %v, expected %v", c.what, got, c.want)
		}
	}
}

func TestDependentLaunchEnv(t *testing.T) {
	for _, tc := range []struct {
		bundle bool
		env    string
		want   bool
		err    string
	}{
		{false, "", false, ""},
		{false, "on", false, ""},
		{true, "off", false, ""},
		{true, "0", false, ""},
		{true, "maybe", false, `AFDC_CUDA_DEPENDENT_LAUNCH="maybe", expected on or off`},
	} {
		got, err := dependentLaunch(tc.bundle, tc.env)
		if got != tc.want || (err == nil) != (tc.err == "") || (err != nil && err.Error() != tc.err) {
			t.Errorf("dependentLaunch(%v, %q) = %v, %v; want %v, %q", tc.bundle, tc.env, got, err, tc.want, tc.err)
		}
	}
}

// TestDecodeKernelForm: a step of up to 8 rows takes a decode linear's narrow kernel, 9 to 16 its
// wide one (none with NoWideLinears), more than 16 none (cuBLAS); a linear without the kernel has
// none at any count.
func TestDecodeKernelForm(t *testing.T) {
	narrow, wide := &kfn{}, &kfn{}
	b := &Backend{}
	off := &Backend{NoWideLinears: true}
	for _, c := range []struct {
		rows      int
		want, off *kfn
	}{{1, narrow, narrow}, {8, narrow, narrow}, {9, wide, nil}, {16, wide, nil}, {17, nil, nil}, {64, nil, nil}} {
		if got := b.decodeKernel(narrow, wide, c.rows); got != c.want {
			t.Errorf("%d rows: kernel %p, expected %p (narrow %p, wide %p)", c.rows, got, c.want, narrow, wide)
		}
		if got := off.decodeKernel(narrow, wide, c.rows); got != c.off {
			t.Errorf("%d rows, wide forms off: kernel %p, expected %p", c.rows, got, c.off)
		}
		if got := b.decodeKernel(nil, nil, c.rows); got != nil {
			t.Errorf("%d rows, no decode kernel: %p, expected none", c.rows, got)
		}
	}
}

// TestOnesFor: a bias broadcast takes the vector of ones of its GEMM type only over as many rows as
// the vector holds; a longer step (its vector made for fewer rows than the step's) is refused, where
// the GEMM would have read past the vector.
func TestOnesFor(t *testing.T) {
	b := &Backend{ones: map[ir.DType]cu.DevicePtr{ir.BF16: 0x1000, ir.F32: 0x2000}, onesRows: 512, maxRows: 4096}
	for _, c := range []struct {
		dt   ir.DType
		rows int
		want cu.DevicePtr
		err  string
	}{
		{ir.BF16, 1, 0x1000, ""}, {ir.BF16, 512, 0x1000, ""}, {ir.F32, 512, 0x2000, ""},
		{ir.BF16, 513, 0, "over 513 rows, the bf16 vector of ones holds 512; expected at most the step's 4096 rows"},
		{ir.F16, 1, 0, "vector of ones holds 512"},
	} {
		p, err := b.onesFor(c.dt, c.rows)
		if c.err == "" && (err != nil || p != c.want) {
			t.Errorf("%s over %d rows: %#x, %v; want %#x", c.dt, c.rows, p, err, c.want)
		}
		if c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("%s over %d rows: %v, want an error containing %q", c.dt, c.rows, err, c.err)
		}
	}
}
