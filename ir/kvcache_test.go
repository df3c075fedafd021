package ir

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMLAKVCacheAttr: mla_attention's kv_cache attribute is absent or "f8e4m3"; the verifier (and
// the type rule, which NewOp runs without the verifier) refuses another value, and with f8e4m3 a
// rank that is not whole blocks of 128 latent values. Without the attribute any rank is accepted.
func TestMLAKVCacheAttr(t *testing.T) {
	raw, err := os.ReadFile("testdata/kvfp8.afir")
	if err != nil {
		t.Fatal(err)
	}
	src := string(raw)
	m, err := Parse("kvfp8.afir", src)
	if err != nil {
		t.Fatalf("the base program: %v", err)
	}
	if got, _ := m.Funcs[0].Body[0].Attrs.Str("kv_cache"); got != KVCacheF8E4M3 {
		t.Fatalf("parsed kv_cache %q, want %q", got, KVCacheF8E4M3)
	}
	if !strings.Contains(Print(m), `kv_cache="f8e4m3"`) {
		t.Fatalf("printed module lost the attribute:\n%s", Print(m))
	}
	// Rank 96: the latent, kv_b and rank attribute all say 96.
	rank96 := strings.NewReplacer("bf16[T,128]", "bf16[T,96]", "bf16[48,128]", "bf16[48,96]", "rank=128", "rank=96").Replace(src)
	for _, tc := range []struct{ name, src, want string }{
		{"another dtype", strings.Replace(src, `kv_cache="f8e4m3"`, `kv_cache="bf16"`, 1),
			`kvfp8.afir:6:3: @forward: %3 = mla_attention: attribute kv_cache is "bf16", expected one of [f8e4m3]`},
		{"not a string", strings.Replace(src, `kv_cache="f8e4m3"`, `kv_cache=8`, 1),
			`kvfp8.afir:6:3: @forward: %3 = mla_attention: attribute kv_cache is 8, expected string`},
		{"rank not whole blocks", rank96,
			`kvfp8.afir:6:3: @forward: %3 = mla_attention: kv_cache "f8e4m3" with rank 96, expected a rank that is a positive multiple of 128 (the FP8 cache keeps one scale per 128 latent values)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("kvfp8.afir", tc.src)
			if err == nil {
				t.Fatalf("Parse succeeded, want %q", tc.want)
			}
			if diff := cmp.Diff(tc.want, err.Error()); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
	if _, err := Parse("kvfp8.afir", strings.Replace(rank96, `kv_cache="f8e4m3", `, "", 1)); err != nil {
		t.Errorf("rank 96 without kv_cache: %v, want it accepted", err)
	}

	// The type rule itself, as NewOp runs it (no attribute check first).
	op := m.Funcs[0].Body[0]
	for _, tc := range []struct {
		v    any
		want string
	}{
		{"bf16", `kv_cache "bf16", expected "f8e4m3" (the FP8 latent cache) or no kv_cache attribute (the activations' type)`},
		{int64(8), `kv_cache 8, expected "f8e4m3" (the FP8 latent cache) or no kv_cache attribute (the activations' type)`},
	} {
		bad := *op
		bad.Attrs = op.Attrs.Clone()
		bad.Attrs["kv_cache"] = tc.v
		_, err := bad.Info().Infer(&bad)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Infer with kv_cache %v: %v, want %q", tc.v, err, tc.want)
		}
	}
	if _, err := op.Info().Infer(op); err != nil {
		t.Errorf("Infer of the base op: %v", err)
	}
}

// TestMLAKVCacheCost: at DeepSeek's widths (rank 512, rope 64, bf16) a token's cache row is 1,152
// bytes, 656 with the FP8 latent (512 codes, 4 f32 scales, 64 bf16 rope values), and the cost rule
// reads that many per cached token.
func TestMLAKVCacheCost(t *testing.T) {
	m := &Module{Name: "t", Role: RoleFull}
	kvb := m.AddParam(&Param{Name: "kvb", Type: T(BF16, 128*(128+128), 512)})
	f := m.NewFunc("f", T(BF16, Tokens, 128*(128+64)), T(BF16, Tokens, 512), T(BF16, Tokens, 64))
	attrs := Attrs{"layer": int64(0), "heads": int64(128), "nope": int64(128), "rope": int64(64), "v": int64(128), "rank": int64(512), "scale": 0.1}
	plain := f.NewOp(OpMLAAttention, f.Args, []*Param{kvb}, attrs)
	fp8Attrs := attrs.Clone()
	fp8Attrs["kv_cache"] = KVCacheF8E4M3
	fp8 := f.NewOp(OpMLAAttention, f.Args, []*Param{kvb}, fp8Attrs)
	s := Step{Tokens: 3, Seqs: 3, Context: 100}
	if got, want := plain.Info().Cost(plain, s).KVBytes, 3*100*1152.0; got != want {
		t.Errorf("bf16 cache: KV bytes %v, want %v", got, want)
	}
	if got, want := fp8.Info().Cost(fp8, s).KVBytes, 3*100*656.0; got != want {
		t.Errorf("f8e4m3 cache: KV bytes %v, want %v", got, want)
	}
	// Everything but the cache's bytes is the same.
	a, b := plain.Info().Cost(plain, s), fp8.Info().Cost(fp8, s)
	a.KVBytes, b.KVBytes = 0, 0
	if a != b {
		t.Errorf("costs differ beyond the KV bytes: %+v and %+v", a, b)
	}
}
