package weights

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.UintN(256))
	}
	return b
}

// everyDType builds one tensor of each dtype with random contents.
func everyDType(r *rand.Rand) []Tensor {
	var ts []Tensor
	for _, dt := range []string{"F32", "BF16", "F16", "F8_E4M3", "F8_E5M2", "F64", "I8", "I16", "I32", "I64", "U8", "U16", "U32", "U64", "BOOL"} {
		size, _ := DTypeSize(dt)
		ts = append(ts, Tensor{Name: "t." + strings.ToLower(dt), DType: dt, Shape: []int64{3, 5}, Data: randBytes(r, int(15*size))})
	}
	return ts
}

func TestWriteOpenEveryDType(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	ts := everyDType(r)
	ts = append(ts,
		Tensor{Name: "scalar", DType: "F32", Shape: []int64{}, Data: EncodeF32([]float32{2.5})},
		Tensor{Name: "empty", DType: "BF16", Shape: []int64{0, 4}, Data: nil},
		Tensor{Name: "t.f8_e4m3_scale_inv", DType: "F32", Shape: []int64{1, 1}, Data: EncodeF32([]float32{0.5})})
	p := filepath.Join(t.TempDir(), "model.safetensors")
	meta := map[string]string{"format": "pt", "note": "x"}
	if err := WriteFile(p, ts, meta); err != nil {
		t.Fatal(err)
	}

	// The layout the format prescribes: aligned, space-padded header, offsets increasing with names.
	b, _ := os.ReadFile(p)
	n := binary.LittleEndian.Uint64(b)
	if n%8 != 0 {
		t.Errorf("header length %d, want a multiple of 8", n)
	}
	hdr := b[8 : 8+n]
	if trimmed := bytes.TrimRight(hdr, " "); len(hdr)-len(trimmed) >= 8 || trimmed[len(trimmed)-1] != '}' {
		t.Errorf("header padding: %q", hdr[len(trimmed):])
	}

	c, err := Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var names []string
	for _, tt := range ts {
		names = append(names, tt.Name)
	}
	sort.Strings(names)
	if diff := cmp.Diff(names, c.Names()); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(meta, c.Metadata()); diff != "" {
		t.Errorf("metadata (-want +got):\n%s", diff)
	}
	var prevEnd int64 = 8 + int64(n)
	for _, name := range names {
		info, _ := c.Info(name)
		if info.Offset != prevEnd {
			t.Errorf("%s at %d, want %d (laid out in name order)", name, info.Offset, prevEnd)
		}
		prevEnd = info.Offset + info.Size
	}
	for _, tt := range ts {
		info, ok := c.Info(tt.Name)
		want := TensorInfo{Name: tt.Name, DType: tt.DType, Shape: tt.Shape, File: p, Offset: info.Offset, Size: int64(len(tt.Data))}
		if diff := cmp.Diff(want, info); !ok || diff != "" {
			t.Errorf("Info(%s) (-want +got):\n%s", tt.Name, diff)
		}
		raw, err := c.Raw(tt.Name)
		if err != nil || !bytes.Equal(raw, tt.Data) && len(tt.Data) > 0 {
			t.Errorf("Raw(%s): bytes differ (err %v)", tt.Name, err)
		}
		if !Loadable(tt.DType) {
			continue
		}
		got, err := c.Float32(tt.Name)
		if err != nil {
			t.Errorf("Float32(%s): %v", tt.Name, err)
			continue
		}
		var want32 []float32
		switch tt.DType {
		case "F32":
			want32, _ = DecodeF32(tt.Data)
		case "BF16":
			want32, _ = DecodeBF16(tt.Data)
		case "F16":
			want32, _ = DecodeF16(tt.Data)
		case "F8_E4M3":
			for _, v := range DecodeF8E4M3(tt.Data) {
				want32 = append(want32, v*0.5)
			}
		}
		if !equalF32(got, want32) {
			t.Errorf("Float32(%s) = %v, want %v", tt.Name, got, want32)
		}
	}
	if _, err := c.Float32("t.i32"); err == nil || err.Error() != p+`: tensor "t.i32": dtype I32 cannot be converted to float32, expected F32, BF16, F16 or F8_E4M3` {
		t.Errorf("Float32 of I32: got %v", err)
	}
	if _, err := c.Raw("nope"); err == nil || err.Error() != `tensor "nope": not in checkpoint `+filepath.Dir(p) {
		t.Errorf("Raw of a missing tensor: got %v", err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Raw("scalar"); err == nil || !strings.Contains(err.Error(), "is closed") {
		t.Errorf("Raw after Close: got %v, want a closed error", err)
	}
}

func TestWriteRejects(t *testing.T) {
	p := filepath.Join(t.TempDir(), "m.safetensors")
	err := WriteFile(p, []Tensor{
		{Name: "a", DType: "F32", Shape: []int64{2}, Data: make([]byte, 4)},
		{Name: "b", DType: "F9", Shape: []int64{1}, Data: make([]byte, 1)},
		{Name: "c", DType: "I8", Shape: []int64{-1}},
		{Name: "d", DType: "I8", Shape: []int64{1}, Data: []byte{1}},
		{Name: "d", DType: "I8", Shape: []int64{1}, Data: []byte{1}},
		{Name: "__metadata__", DType: "I8", Shape: []int64{1}, Data: []byte{1}},
	}, nil)
	want := []string{
		"write " + p + `: tensor "a": dtype F32 × shape [2] is 8 bytes, but Data holds 4`,
		`tensor "b": unknown dtype "F9", expected one of BF16, BOOL, F16, F32, F64, F8_E4M3, F8_E5M2, I16, I32, I64, I8, U16, U32, U64, U8`,
		`tensor "c": shape [-1] has negative dim -1`,
		`tensor "d" given twice, expected unique names`,
		`tensor name "__metadata__" is reserved or empty, expected a tensor name`,
	}
	if diff := cmp.Diff(want, errLines(err)); diff != "" {
		t.Errorf("error (-want +got):\n%s", diff)
	}
	if _, err := os.Stat(p); err == nil {
		t.Errorf("%s written despite the errors", p)
	}
	if entries, _ := os.ReadDir(filepath.Dir(p)); len(entries) != 0 {
		t.Errorf("left files behind: %v", entries)
	}
}

func TestWriteSharded(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var ts []Tensor
	for _, name := range []string{"model.embed_tokens.weight", "model.layers.0.w", "model.layers.1.w", "model.norm.weight", "lm_head.weight"} {
		ts = append(ts, Tensor{Name: name, DType: "BF16", Shape: []int64{10, 5}, Data: randBytes(r, 100)})
	}
	dir := t.TempDir()
	// A single file from an earlier write would shadow the index.
	os.WriteFile(filepath.Join(dir, SingleFileName), []byte("stale"), 0o644)
	if err := WriteSharded(dir, ts, 250); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	var files []string
	for _, e := range entries {
		files = append(files, e.Name())
	}
	wantFiles := []string{"model-00001-of-00003.safetensors", "model-00002-of-00003.safetensors", "model-00003-of-00003.safetensors", "model.safetensors.index.json"}
	if diff := cmp.Diff(wantFiles, files); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	var idx struct {
		Metadata  map[string]int64  `json:"metadata"`
		WeightMap map[string]string `json:"weight_map"`
	}
	b, _ := os.ReadFile(filepath.Join(dir, IndexFileName))
	if err := json.Unmarshal(b, &idx); err != nil {
		t.Fatal(err)
	}
	wantMap := map[string]string{
		"model.embed_tokens.weight": "model-00001-of-00003.safetensors", "model.layers.0.w": "model-00001-of-00003.safetensors",
		"model.layers.1.w": "model-00002-of-00003.safetensors", "model.norm.weight": "model-00002-of-00003.safetensors",
		"lm_head.weight": "model-00003-of-00003.safetensors",
	}
	if diff := cmp.Diff(wantMap, idx.WeightMap); diff != "" {
		t.Errorf("weight_map (-want +got):\n%s", diff)
	}
	if idx.Metadata["total_size"] != 500 {
		t.Errorf("total_size %d, want 500", idx.Metadata["total_size"])
	}
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, tt := range ts {
		raw, err := c.Raw(tt.Name)
		if err != nil || !bytes.Equal(raw, tt.Data) {
			t.Errorf("Raw(%s): bytes differ (err %v)", tt.Name, err)
		}
		if info, _ := c.Info(tt.Name); info.File != filepath.Join(dir, wantMap[tt.Name]) {
			t.Errorf("%s in %s, want %s", tt.Name, info.File, wantMap[tt.Name])
		}
	}
	if len(c.Names()) != len(ts) {
		t.Errorf("%d names, want %d", len(c.Names()), len(ts))
	}
}

func TestWriteShardedOneShard(t *testing.T) {
	dir := t.TempDir()
	// A stale index from an earlier, larger write must not shadow the new single file.
	os.WriteFile(filepath.Join(dir, IndexFileName), []byte(`{"weight_map":{"old":"gone.safetensors"}}`), 0o644)
	ts := []Tensor{{Name: "a", DType: "F32", Shape: []int64{2}, Data: EncodeF32([]float32{1, 2})}}
	if err := WriteSharded(dir, ts, 1<<20); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != SingleFileName {
		t.Fatalf("files %v, want only %s", entries, SingleFileName)
	}
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	got, err := c.Float32("a")
	if err != nil || !equalF32(got, []float32{1, 2}) {
		t.Errorf("Float32(a) = %v, %v; want [1 2]", got, err)
	}
	if c.Metadata()["format"] != "pt" {
		t.Errorf("metadata %v, want format pt", c.Metadata())
	}
	if err := WriteSharded(dir, ts, 0); err == nil || err.Error() != "write "+dir+": shard size 0, expected a positive byte count" {
		t.Errorf("shard size 0: got %v", err)
	}
}
