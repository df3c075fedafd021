package ir

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/internal/testflags"
)

var update = testflags.Update

const (
	docPath  = "../docs/ir.md"
	docBegin = "<!-- BEGIN OP TABLE: generated from the op table by `go test ./ir -update`; do not edit -->\n"
	docEnd   = "<!-- END OP TABLE -->"
)

// opDoc is what the op table cannot say in words: the operands' roles and the result rule. An op
// added to the table without a row here fails TestDocOpTable.
var opDoc = map[OpKind]struct{ operands, result string }{
	OpEmbedding:     {"ids `i32[R]`; `@table [vocab,H]`", "`dtype[R,H]`"},
	OpRMSNorm:       {"x `[R,W]`; `@weight [G]`, G divides W (G < W: grouped norm)", "shape of x; dtype of the attribute, else of x"},
	OpLinear:        {"x `[R,In]`; `@weight [Out,In]`, optional `@bias [Out]`", "`[R,Out]`, dtype of the attribute, else of x; the GEMM reads x and the weight as `operands`, else as the result's dtype"},
	OpSlice:         {"x `[R,W]`", "`[R,len]` of x's dtype; `start+len <= W`"},
	OpRope:          {"x `[R,heads*head_dim]`; positions `i32[R]`", "type of x; rotates dims `[offset, offset+dims)` of each head; yarn needs factor, orig_max_pos, beta_fast, beta_slow; truncate false (default true) leaves yarn's correction range unrounded"},
	OpMLAAttention:  {"q `[R,heads*(nope+rope)]`; latent `[R,rank]`; rope key `[R,rope]`; `@kv_b [heads*(nope+v),rank]`", "`[R,heads*v]` of q's dtype; with `kv_cache`, the cache holds the latent as FP8 (rank a positive multiple of 128), the rope key in q's dtype"},
	OpGQAAttention:  {"q `[R,heads*head_dim]`; k, v `[R,kv_heads*head_dim]`", "type of q; heads a multiple of kv_heads"},
	OpSiluMul:       {"a, b of one type `[R,W]`", "type of a: silu(a)*b"},
	OpAdd:           {"a, b of one type `[R,W]`; with `dtype`, of one shape and any float dtypes", "a+b: type of a, or a's shape in the attribute's dtype"},
	OpMoERoute:      {"router logits `f32[R,E]`; optional `@bias [E]`", "`f32[R,E]` routing weights; E divisible by groups, top_k within topk_group groups"},
	OpMoEExperts:    {"x `[R,H]`; routing weights `f32[R,E]`; `@gate [E,I,H]`, `@up [E,I,H]`, `@down [E,H,I]`", "shape of x; dtype of the attribute, else of x"},
	OpLastTokens:    {"x `[T,W]`", "`[B,W]` of x's dtype: the last token of each sequence"},
	OpSample:        {"logits `[R,V]`; optional per-row params `f32[R,3]` (temperature, top_p, top_k) and keys `i64[R,2]` (seed, position)", "`i32[R]`: the greedy token, or the draw keyed by (seed, position)"},
	OpRemoteFFN:     {"hidden `[R,W]`; router logits `f32[R,E]` only for kind=moe", "type of hidden: the FFN side's answer"},
	OpSend:          {"hidden `[R,W]`; router logits `f32[R,E]` only for kind=moe", "none"},
	OpRecv:          {"none", "`dtype[T,width]`"},
	OpCustomCall:    {"the library call's operands, rows first; its weights", "`dtype[R,width]`; a target-owned pass creates it, the target's runtime executes it"},
	OpRemoteExperts: {"hidden `[R,H]`; routing weights `f32[R,E]`; `map`: the expert rank of each of the E experts", "`dtype[R,H]`: the routed experts' sum, in ascending expert order (expert-parallel builds)"},
	OpDispatch:      {"hidden `[R,H]`; routing weights `f32[R,E]`", "none: each row with its top-k ids and weights to every rank holding one of its experts"},
	OpCombine:       {"none", "`dtype[T,width]`: the (token, expert) outputs of every rank summed per token in ascending expert order"},
	OpExpertFFN:     {"x `[R,H]`; expert ids `i32[R,top_k]` (-1: none); weights `f32[R,top_k]`; `@gate [E,I,H]`, `@up [E,I,H]`, `@down [E,H,I]`, of which a rank loads the experts `map` gives it", "`f32[P,H]`: per row, per id of an expert the rank holds (ascending), weight × the expert's output"},
}

// opTableMarkdown renders the op table as the reference table of docs/ir.md.
func opTableMarkdown(t *testing.T) string {
	var b strings.Builder
	b.WriteString("| op | args | weights | operands | attributes | result | roles |\n")
	b.WriteString("|---|---|---|---|---|---|---|\n")
	for k, info := range Ops() {
		kind := OpKind(k)
		if kind == OpInvalid {
			continue
		}
		d, ok := opDoc[kind]
		if !ok {
			t.Errorf("op %s has no row in opDoc (doc_test.go): describe its operands and result", info.Name)
			continue
		}
		var attrs []string
		for _, a := range info.Attrs {
			s := a.Name + ": " + a.Kind.String()
			if len(a.Enum) > 0 {
				s = a.Name + ": " + strings.Join(a.Enum, " \\| ")
			}
			if !a.Required {
				s += " (optional)"
			}
			attrs = append(attrs, "`"+s+"`")
		}
		if len(attrs) == 0 {
			attrs = []string{"none"}
		}
		roles := strings.ReplaceAll(roleSetString(info.Roles), "|", ", ")
		if info.SideEffect {
			roles += "; side effect"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s | %s | %s |\n", info.Name, countRange(info.MinArgs, info.MaxArgs),
			countRange(info.MinWeights, info.MaxWeights), d.operands, strings.Join(attrs, "<br>"), d.result, roles)
	}
	return b.String()
}

// TestDocOpTable keeps the op table of docs/ir.md equal to the op table of the code.
func TestDocOpTable(t *testing.T) {
	raw, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	i, j := strings.Index(doc, docBegin), strings.Index(doc, docEnd)
	if i < 0 || j < i {
		t.Fatalf("%s: op table markers missing, expected %q ... %q", docPath, docBegin, docEnd)
	}
	want := opTableMarkdown(t)
	got := doc[i+len(docBegin) : j]
	if got == want {
		return
	}
	if *update {
		if err := os.WriteFile(docPath, []byte(doc[:i+len(docBegin)]+want+doc[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("rewrote the op table of %s", docPath)
		return
	}
	t.Errorf("%s: op table is stale; run go test ./ir -update (-want +got):\n%s", docPath, cmp.Diff(want, got))
}

// TestDocExamples parses every afir block of docs/ir.md and checks it is in printed form.
func TestDocExamples(t *testing.T) {
	raw, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```afir\n(.*?)```").FindAllStringSubmatch(string(raw), -1)
	if len(blocks) == 0 {
		t.Fatalf("%s has no afir example", docPath)
	}
	for n, b := range blocks {
		m, err := Parse(fmt.Sprintf("ir.md example %d", n+1), b[1])
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if diff := cmp.Diff(b[1], Print(m)); diff != "" {
			t.Errorf("ir.md example %d is not in printed form (-want +got):\n%s", n+1, diff)
		}
	}
}
