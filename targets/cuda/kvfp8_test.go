package cuda

import (
	"testing"

	"afdc/compiler"
	"afdc/runtime/kvfp8"
)

// TestKVLayersFP8: with the FP8 cache every MLA layer's pool holds rows of kvfp8.RowBytes (656
// bytes at DeepSeek-V3's widths) where the bf16 cache holds (rank+rope)·2 = 1,152.
func TestKVLayersFP8(t *testing.T) {
	for _, tc := range []struct {
		kv   string
		want int
	}{{"auto", (512 + 64) * 2}, {"fp8", kvfp8.RowBytes(512, 64, 2)}} {
		a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", KVCache: tc.kv, Layers: &compiler.LayerRange{First: 0, Last: 2}})
		ls := kvLayers(a.Attention)
		if len(ls) != 3 {
			t.Fatalf("%s: %d cache layers, expected 3", tc.kv, len(ls))
		}
		for _, l := range ls {
			if got := l.width * l.elem * l.pools; got != tc.want {
				t.Errorf("%s: layer %d holds %d bytes a token, expected %d", tc.kv, l.layer, got, tc.want)
			}
		}
	}
	if kvfp8.RowBytes(512, 64, 2) != 656 {
		t.Errorf("FP8 row of DeepSeek-V3: %d bytes, expected 656", kvfp8.RowBytes(512, 64, 2))
	}
}
