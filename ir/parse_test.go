package ir

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseLenient checks what the parser accepts beyond printed text: comments, blank lines, value
// names, quoted names, CRLF line ends, params declared after their use; it prints canonically.
func TestParseLenient(t *testing.T) {
	src := "# a hand-written module\r\n" +
		"\n" +
		"module @\"m\" role=ffn   # trailing comment\n" +
		"func @f(%x: f32[T,4], %\"y z\": f32[T,4]) -> (f32[T,4]) {   # one result in parens\n" +
		"\n" +
		"  # a comment inside a body\n" +
		"  %h = add %x, %\"y z\"\n" + // no type: must fail below; replaced in the good source
		"  return %h\n" +
		"}\n"
	if _, err := Parse("lenient.afir", src); err == nil || !strings.Contains(err.Error(), "lenient.afir:7:") {
		t.Fatalf("missing type: got %v, want an error at line 7", err)
	}
	src = strings.Replace(src, `%"y z"`+"\n", `%"y z" : f32[T,4]`+"\n", 1)
	src += "param @w : f32[4,4]   role=ffn   # declared after the function\n" +
		"func @g(%a: f32[T,4]) -> f32[T,4] {\n" +
		"  %b = linear %a, @w : f32[T,4]\n" +
		"  return %b\n" +
		"}\n"
	src = strings.Replace(src, "role=ffn   # trailing", "role=ffn # trailing", 1)
	want := `module @m role=ffn

param @w : f32[4,4] role=ffn

func @f(%0: f32[T,4], %1: f32[T,4]) -> f32[T,4] {
  %2 = add %0, %1 : f32[T,4]
  return %2
}

func @g(%0: f32[T,4]) -> f32[T,4] {
  %1 = linear %0, @w : f32[T,4]
  return %1
}
`
	m, err := Parse("lenient.afir", src)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if diff := cmp.Diff(want, Print(m)); diff != "" {
		t.Errorf("Print (-want +got):\n%s", diff)
	}
	if m.Funcs[1].Body[0].Weights[0] != m.Params[0] {
		t.Errorf("weight of @g is not the module's param @w (pointer identity)")
	}
}

// TestParseErrors checks the message, with its position, for each kind of malformed input.
func TestParseErrors(t *testing.T) {
	const hdr = "module @m role=full\n\nparam @w : f32[4,4] role=ffn\n\n"
	fn := func(sig, body string) string { return hdr + "func @f" + sig + " {\n" + body + "}\n" }
	for _, tc := range []struct{ name, src, want string }{
		{"empty", "", "x.afir:1:1: empty input, expected a module line"},
		{"only comments", "# nothing\n\n  # here\n", "x.afir:1:1: empty input, expected a module line"},
		{"no module keyword", "modul @m role=full\n", `x.afir:1:1: expected "module" at the start of the input, found "modul"`},
		{"module name without @", "module m role=full\n", `x.afir:1:8: expected a module name @NAME after module, found "m"`},
		{"bad role", "module @m role=fool\n", `x.afir:1:16: unknown role "fool", expected full, attention, ffn or both`},
		{"module role both", "module @m role=both\n", "x.afir:1:1: module @m: role both, expected full, attention or ffn"},
		{"duplicate attr", "module @m role=full {a=1, a=2}\n", "x.afir:1:27: attribute a given twice"},
		{"missing attr value", "module @m role=full {a=}\n", "x.afir:1:24: expected an attribute value (number, string, true, false or [ints]), found '}'"},
		{"bad float", "module @m role=full {a=1.5.5}\n", "x.afir:1:24: invalid float 1.5.5, expected a decimal float such as 1e-06 or 0.5"},
		{"int overflow", "module @m role=full {a=9223372036854775808}\n", "x.afir:1:24: invalid integer 9223372036854775808, expected a decimal int64"},
		{"float in int list", "module @m role=full {a=[1,2.5]}\n", "x.afir:1:27: expected an integer in a list, found number 2.5"},
		{"unterminated string", "module @m role=full {a=\"x}\n", `x.afir:1:24: malformed string "\"x}", expected a closed Go-quoted string`},
		{"stray character", "module @m role=full ~\n", "x.afir:1:21: unexpected character '~'"},
		{"second module", "module @m role=full\nmodule @n role=full\n", `x.afir:2:1: expected "param" or "func", found "module"`},
		{"param without role", "module @m role=full\nparam @w : f32[4,4]\n", "x.afir:2:20: parameter @w has no role=, expected role=attention, ffn or both"},
		{"zero dim", "module @m role=full\nparam @w : f32[4,0] role=ffn\n", "x.afir:2:18: dim 0, expected a positive size, T, B or P"},
		{"unknown dtype", "module @m role=full\nparam @w : f33[4] role=ffn\n", `x.afir:2:12: unknown dtype "f33", expected one of f32, bf16, f16, f8e4m3, i32, i64`},
		{"unknown dim symbol", "module @m role=full\nparam @w : f32[4,S] role=ffn\n", `x.afir:2:18: dim "S", expected a positive size, T, B or P`},
		{"symbolic param dim", "module @m role=full\nparam @w : f32[T,4] role=ffn\n", "x.afir:2:1: param @w: type f32[T,4] has symbolic dim 0, expected fixed sizes"},
		{"duplicate param", "module @m role=full\nparam @w : f32[4] role=ffn\nparam @w : f32[4] role=ffn\n", "x.afir:3:7: parameter @w defined twice (first at line 2)"},
		{"unknown param field", "module @m role=full\nparam @w : f32[4] role=ffn size=3\n", `x.afir:2:28: unknown parameter field "size", expected role, ckpt, experts or block`},
		{"bad block", "module @m role=full\nparam @w : f8e4m3[4,4] role=ffn block=128\n", "x.afir:2:39: expected a block size ROWSxCOLS such as 128x128 after block=, found number 128"},
		{"block on bf16", "module @m role=full\nparam @w : bf16[4,4] role=ffn block=128x128\n", "x.afir:2:1: param @w: block 128x128 on a bf16 tensor, expected f8e4m3"},
		{"param role full", "module @m role=full\nparam @w : f32[4] role=full\n", "x.afir:2:1: param @w: role full, expected attention, ffn or both"},
		{"param not loaded by role", "module @m role=attention\nparam @w : f32[4] role=ffn\n",
			"x.afir:2:1: param @w: role ffn, but a module of role attention loads only attention and both parameters"},
		{"stack shape", "module @m role=full\nparam @w : f32[4,4] role=ffn ckpt=\"a.*.b\" experts=3\n",
			"x.afir:2:1: param @w: stacked over 3 experts, but the type is f32[4,4], expected [3, ...]"},
		{"stack pattern", "module @m role=full\nparam @w : f32[3,4] role=ffn experts=3\n",
			`x.afir:2:1: param @w: stacked checkpoint name "w" has 0 '*', expected exactly one for the expert index`},
		{"unknown op", fn("(%0: f32[T,4]) -> f32[T,4]", "  %1 = lineer %0, @w : f32[T,4]\n  return %1\n"), `x.afir:6:8: unknown op "lineer"`},
		{"undefined value", fn("(%0: f32[T,4]) -> f32[T,4]", "  %1 = linear %7, @w : f32[T,4]\n  return %1\n"), "x.afir:6:15: use of undefined value %7"},
		{"use before def", fn("(%0: f32[T,4])", "  %1 = add %0, %2 : f32[T,4]\n  %2 = add %0, %0 : f32[T,4]\n  return\n"), "x.afir:6:16: use of undefined value %2"},
		{"unknown param", fn("(%0: f32[T,4]) -> f32[T,4]", "  %1 = linear %0, @foo : f32[T,4]\n  return %1\n"), "x.afir:6:19: unknown parameter @foo"},
		{"missing result type", fn("(%0: f32[T,4]) -> f32[T,4]", "  %1 = linear %0, @w\n  return %1\n"),
			"x.afir:6:21: expected ':' and a type after op with a result, found end of line"},
		{"type on op without result", fn("(%0: f32[T,4])", "  send %0 {kind=\"dense\", layer=1} : f32[T,4]\n  return\n"),
			"x.afir:6:35: found ':' and a type after an op without a result, expected end of line (or %N = before the op)"},
		{"redefined value", fn("(%0: f32[T,4]) -> f32[T,4]", "  %0 = linear %0, @w : f32[T,4]\n  return %0\n"), "x.afir:6:3: value %0 defined twice in @f (first at line 5)"},
		{"duplicate argument", fn("(%0: f32[T,4], %0: f32[T,4])", "  return\n"), "x.afir:5:23: value %0 defined twice in @f (first at line 5)"},
		{"weight before value", fn("(%0: f32[T,4]) -> f32[T,4]", "  %1 = linear @w, %0 : f32[T,4]\n  return %1\n"), "x.afir:6:19: value %0 after weights, expected values before @params"},
		{"no return", fn("(%0: f32[T,4]) -> f32[T,4]", "  %1 = linear %0, @w : f32[T,4]\n"), "x.afir:7:1: expected return before '}' in @f, found '}'"},
		{"unclosed function", hdr + "func @f(%0: f32[T,4]) {\n  return\n", "x.afir:7:1: expected '}' after return to end @f, found end of input"},
		{"op after return", fn("(%0: f32[T,4])", "  return\n  %1 = add %0, %0 : f32[T,4]\n"), "x.afir:7:3: expected '}' after return to end @f, found %1"},
		{"return count", fn("(%0: f32[T,4]) -> f32[T,4]", "  return %0, %0\n"), "x.afir:6:3: return of 2 values, expected 1 as declared by @f"},
		{"return type", fn("(%0: f32[T,4]) -> bf16[T,4]", "  return %0\n"), "x.afir:6:10: return value %0 is f32[T,4], expected bf16[T,4] as declared"},
		{"garbage after brace", fn("(%0: f32[T,4])", "  return\n") + "} x\n", "x.afir:8:1: expected \"param\" or \"func\", found '}'"},
		// Verifier findings come back at the op's line, naming values by their source names.
		{"declared type mismatch", fn("(%in: f32[T,4]) -> f32[T,5]", "  %out = linear %in, @w : f32[T,5]\n  return %out\n"),
			"x.afir:6:3: @f: %out = linear: result type f32[T,5], expected f32[T,4]"},
		{"missing result", fn("(%0: f32[T,4])", "  linear %0, @w\n  return\n"), "x.afir:6:3: @f: linear (op 0): has no result, expected one"},
		{"arity", fn("(%0: f32[T,4])", "  %1 = add %0 : f32[T,4]\n  return\n"), "x.afir:6:3: @f: %1 = add: 1 args, expected 2"},
		{"unknown attr", fn("(%0: f32[T,4])", "  %1 = rms_norm %0, @w {eps=1e-06, foo=1} : f32[T,4]\n  return\n"), "x.afir:6:3: @f: %1 = rms_norm: unknown attribute foo"},
		{"bad enum", fn("(%0: i32[T])", "  %1 = embedding %0, @w {dtype=\"f8e4m3\"} : f32[T,4]\n  return\n"),
			`x.afir:6:3: @f: %1 = embedding: attribute dtype is "f8e4m3", expected one of [f32 bf16 f16]`},
		{"op in wrong role", fn("(%0: f32[T,4])", "  %1 = recv {dtype=\"f32\", layer=0, width=4} : f32[T,4]\n  return\n"),
			"x.afir:6:3: @f: %1 = recv: not allowed in a module of role full, expected roles attention"},
		{"rule failure", fn("(%0: f32[T,4])", "  %1 = rms_norm %0, @w {eps=1e-06} : f32[T,4]\n  return\n"),
			"x.afir:6:3: @f: %1 = rms_norm: weight @w is f32[4,4], expected [G] with G dividing the width 4 of f32[T,4]"},
		{"duplicate function", fn("()", "  return\n") + fn("()", "  return\n")[len(hdr):], "x.afir:8:1: @f: function defined twice, expected unique names"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("x.afir", tc.src)
			if err == nil {
				t.Fatalf("Parse succeeded, want error %q; printed:\n%s", tc.want, Print(m))
			}
			if m != nil {
				t.Errorf("Parse returned a module with its error")
			}
			if diff := cmp.Diff(tc.want, err.Error()); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

// TestParseReportsAllVerifierProblems checks that several verifier findings come back together.
func TestParseReportsAllVerifierProblems(t *testing.T) {
	src := "module @m role=ffn\n\nparam @w : f32[4,4] role=attention\n\nfunc @f(%0: f32[T,4]) {\n  %1 = add %0 : f32[T,4]\n  return\n}\n"
	_, err := Parse("x.afir", src)
	want := "x.afir:3:1: param @w: role attention, but a module of role ffn loads only ffn and both parameters\n" +
		"x.afir:6:3: @f: %1 = add: 1 args, expected 2"
	if err == nil {
		t.Fatalf("Parse succeeded, want %q", want)
	}
	if diff := cmp.Diff(want, err.Error()); diff != "" {
		t.Errorf("error (-want +got):\n%s", diff)
	}
}

// TestVerifyAttributeRanges: attribute values whose sums or products wrap around int64, and epsilons
// or scales that are not positive f32 numbers, are refused at the op's line (the CPU kernels would
// index out of range or compute NaN with them).
func TestVerifyAttributeRanges(t *testing.T) {
	const src = `module @m role=full

param @kvb : f32[112,32] role=attention
param @g : f32[32] role=attention
param @bias : f32[16] role=ffn

func @f(%x: f32[T,40], %pos: i32[T], %q: f32[T,96], %gq: f32[T,128], %k: f32[T,32], %v: f32[T,32], %l: f32[T,16]) {
  %lat = slice %x {len=32, start=0} : f32[T,32]
  %kpe = slice %x {len=8, start=32} : f32[T,8]
  %n = rms_norm %lat, @g {eps=1e-06} : f32[T,32]
  %qr = rope %q, %pos {dims=8, head_dim=24, heads=4, offset=16, scaling="default", style="interleaved", theta=10000.0} : f32[T,96]
  %o = mla_attention %qr, %n, %kpe, @kvb {heads=4, layer=0, nope=16, rank=32, rope=8, scale=0.38, v=12} : f32[T,48]
  %ga = gqa_attention %gq, %k, %v {head_dim=16, heads=8, kv_heads=2, layer=1, scale=0.25} : f32[T,128]
  %r = moe_route %l, @bias {groups=4, method="noaux_tc", norm=true, scale=2.5, scoring="sigmoid", top_k=4, topk_group=2} : f32[T,16]
  return
}
`
	if _, err := Parse("m.afir", src); err != nil {
		t.Fatalf("the base program: %v", err)
	}
	const maxInt = "9223372036854775807"
	for _, tc := range []struct{ name, old, new, want string }{
		{"slice start", "len=8, start=32", "len=8, start=" + maxInt,
			"m.afir:9:3: @f: %kpe = slice: start " + maxInt + ", len 8: expected start >= 0, len >= 1 and start+len <= 40 (the width of f32[T,40])"},
		{"slice len", "len=8, start=32", "len=" + maxInt + ", start=32",
			"m.afir:9:3: @f: %kpe = slice: start 32, len " + maxInt + ": expected start >= 0, len >= 1 and start+len <= 40 (the width of f32[T,40])"},
		{"rope offset", "offset=16", "offset=" + maxInt,
			"m.afir:11:3: @f: %qr = rope: rotary offset " + maxInt + ", dims 8: expected even dims >= 2 and offset >= 0 with offset+dims <= head_dim 24"},
		// (-2^63 + 4) x 24 wraps to 96, the input width.
		{"rope heads", "heads=4, offset", "heads=-9223372036854775804, offset",
			"m.afir:11:3: @f: %qr = rope: heads -9223372036854775804 x head_dim 24, expected positive sizes whose product is the input width 96"},
		{"rms_norm eps", "eps=1e-06", "eps=-1", "m.afir:10:3: @f: %n = rms_norm: eps -1, expected a positive number within float32 range"},
		{"rms_norm eps below f32", "eps=1e-06", "eps=1e-50", "m.afir:10:3: @f: %n = rms_norm: eps 1e-50, expected a positive number within float32 range"},
		{"mla scale", "scale=0.38", "scale=1e300", "m.afir:12:3: @f: %o = mla_attention: scale 1e+300, expected a positive number within float32 range"},
		{"mla nope", "nope=16", "nope=" + maxInt,
			"m.afir:12:3: @f: %o = mla_attention: query is f32[T,96], expected width heads 4 x (nope " + maxInt + " + rope 8), all positive"},
		// (2^62 + 8) x 16 wraps to 128, the query width.
		{"gqa heads", "heads=8, kv_heads", "heads=4611686018427387912, kv_heads",
			"m.afir:13:3: @f: %ga = gqa_attention: q f32[T,128], k f32[T,32], v f32[T,32]: expected widths heads*head_dim, kv_heads*head_dim, kv_heads*head_dim with heads 4611686018427387912, kv_heads 2, head_dim 16"},
		{"gqa scale", "scale=0.25", "scale=0", "m.afir:13:3: @f: %ga = gqa_attention: scale 0, expected a positive number within float32 range"},
		{"moe_route scale", "scale=2.5", "scale=-2.5", "m.afir:14:3: @f: %r = moe_route: scale -2.5, expected a positive number within float32 range"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(src, tc.old) {
				t.Fatalf("the base program has no %q", tc.old)
			}
			_, err := Parse("m.afir", strings.Replace(src, tc.old, tc.new, 1))
			if err == nil {
				t.Fatalf("Parse succeeded, want %q", tc.want)
			}
			if diff := cmp.Diff(tc.want, err.Error()); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

// TestVerifyExpertMapRanks: a rank count beyond the experts is refused before the verifier sizes
// anything by it.
func TestVerifyExpertMapRanks(t *testing.T) {
	src := "module @m role=attention\n\nfunc @f() {\n" +
		"  %1 = combine {dtype=\"f32\", layer=0, map=[0,0], ranks=9223372036854775807, top_k=1, width=4} : f32[T,4]\n  return\n}\n"
	want := "m.afir:4:3: @f: %1 = combine: ranks 9223372036854775807 exceed the 2 experts, expected every rank to hold at least one"
	_, err := Parse("m.afir", src)
	if err == nil || err.Error() != want {
		t.Errorf("Parse: %v, want %q", err, want)
	}
}
