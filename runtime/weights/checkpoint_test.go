package weights

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func f32Tensor(name string, shape []int64, v ...float32) Tensor {
	return Tensor{Name: name, DType: "F32", Shape: shape, Data: EncodeF32(v)}
}

// writeShard writes one shard file into dir.
func writeShard(t *testing.T, dir, name string, ts ...Tensor) {
	t.Helper()
	if err := WriteFile(filepath.Join(dir, name), ts, nil); err != nil {
		t.Fatal(err)
	}
}

func TestOpenIndexErrors(t *testing.T) {
	a := f32Tensor("a", []int64{1}, 1)
	b := f32Tensor("b", []int64{1}, 2)
	for _, tc := range []struct {
		name  string
		index string
		setup func(t *testing.T, dir string)
		want  []string // %[1]s is the directory
	}{
		{"bad json", `{"weight_map": {"a": `, nil,
			[]string{`%[1]s/model.safetensors.index.json: not a valid index: unexpected end of JSON input, expected {"metadata":{...},"weight_map":{tensor: shard file}}`}},
		{"no weight_map", `{"metadata": {}}`, nil,
			[]string{`%[1]s/model.safetensors.index.json: weight_map is missing or empty, expected {tensor: shard file}`}},
		{"missing shard", `{"weight_map": {"a": "s1.safetensors", "b": "s2.safetensors", "c": "s2.safetensors"}}`,
			func(t *testing.T, dir string) { writeShard(t, dir, "s1.safetensors", a) },
			[]string{`%[1]s/model.safetensors.index.json: weight_map names shard s2.safetensors (for 2 tensors, "b" first), which does not exist`}},
		{"shard outside", `{"weight_map": {"a": "../s1.safetensors"}}`, nil,
			[]string{`%[1]s/model.safetensors.index.json: weight_map names shard "../s1.safetensors" (for tensor "a"), expected a file name in %[1]s`}},
		{"listed but absent", `{"weight_map": {"a": "s1.safetensors", "c": "s1.safetensors"}}`,
			func(t *testing.T, dir string) { writeShard(t, dir, "s1.safetensors", a) },
			[]string{`%[1]s/model.safetensors.index.json: tensor "c" is listed in shard s1.safetensors, which has no such tensor`}},
		{"present but unlisted", `{"weight_map": {"a": "s1.safetensors"}}`,
			func(t *testing.T, dir string) { writeShard(t, dir, "s1.safetensors", a, b) },
			[]string{`%[1]s/s1.safetensors: tensor "b" is not listed in %[1]s/model.safetensors.index.json`}},
		{"duplicate", `{"weight_map": {"a": "s1.safetensors", "b": "s2.safetensors"}}`,
			func(t *testing.T, dir string) {
				writeShard(t, dir, "s1.safetensors", a)
				writeShard(t, dir, "s2.safetensors", a, b)
			},
			[]string{`tensor "a" is in both %[1]s/s1.safetensors and %[1]s/s2.safetensors, expected one file`}},
		{"duplicate, index names the second", `{"weight_map": {"a": "s2.safetensors", "b": "s2.safetensors", "c": "s1.safetensors"}}`,
			func(t *testing.T, dir string) {
				writeShard(t, dir, "s1.safetensors", a, f32Tensor("c", []int64{1}, 3))
				writeShard(t, dir, "s2.safetensors", a, b)
			},
			[]string{`tensor "a" is in both %[1]s/s1.safetensors and %[1]s/s2.safetensors, expected one file`}},
		{"broken shard", `{"weight_map": {"a": "s1.safetensors", "b": "s2.safetensors"}}`,
			func(t *testing.T, dir string) {
				writeShard(t, dir, "s1.safetensors", a)
				os.WriteFile(filepath.Join(dir, "s2.safetensors"), []byte{1}, 0o644)
			},
			[]string{`%[1]s/s2.safetensors: file of 1 bytes is shorter than the 8-byte header length`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, IndexFileName), []byte(tc.index), 0o644)
			if tc.setup != nil {
				tc.setup(t, dir)
			}
			ck, err := Open(dir)
			if err == nil {
				ck.Close()
				t.Fatal("Open succeeded, want an error")
			}
			var want []string
			for _, w := range tc.want {
				want = append(want, fmt.Sprintf(w, dir))
			}
			if diff := cmp.Diff(want, errLines(err)); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

// Without model.safetensors or an index, every *.safetensors file is read, and a tensor in two of
// them is an error naming both.
func TestOpenFallback(t *testing.T) {
	dir := t.TempDir()
	writeShard(t, dir, "x.safetensors", f32Tensor("a", []int64{1}, 1))
	writeShard(t, dir, "y.safetensors", f32Tensor("b", []int64{2}, 2, 3))
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"a", "b"}, c.Names()); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
	c.Close()
	writeShard(t, dir, "z.safetensors", f32Tensor("b", []int64{1}, 4))
	_, err = Open(dir)
	want := fmt.Sprintf(`tensor "b" is in both %s/y.safetensors and %s/z.safetensors, expected one file`, dir, dir)
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// fp8Checkpoint writes a 3×5 F8_E4M3 weight with 2×2 scale blocks (ragged on both edges).
func fp8Checkpoint(t *testing.T) *Checkpoint {
	t.Helper()
	codes := []byte{
		0x38, 0x40, 0x3c, 0xb8, 0x30, // 1, 2, 1.5, -1, 0.5
		0x00, 0x44, 0x38, 0x38, 0x7e, // 0, 3, 1, 1, 448
		0x40, 0x01, 0x44, 0x30, 0xb8, // 2, 2^-9, 3, 0.5, -1
	}
	dir := t.TempDir()
	writeShard(t, dir, SingleFileName,
		Tensor{Name: "w", DType: "F8_E4M3", Shape: []int64{3, 5}, Data: codes},
		f32Tensor("w_scale_inv", []int64{2, 3}, 1, 2, 0.5, 4, 0.25, 10),
		Tensor{Name: "bad", DType: "F8_E4M3", Shape: []int64{3, 5}, Data: codes},
		f32Tensor("bad_scale_inv", []int64{1, 3}, 1, 1, 1),
		Tensor{Name: "lone", DType: "F8_E4M3", Shape: []int64{2}, Data: codes[:2]},
		// Default 128×128 blocks: rows 0..127 use scale row 0, rows 128..129 scale row 1.
		Tensor{Name: "big", DType: "F8_E4M3", Shape: []int64{130, 3}, Data: make([]byte, 390)},
		f32Tensor("big_scale_inv", []int64{2, 1}, 3, 5))
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func TestFloat32FP8(t *testing.T) {
	c := fp8Checkpoint(t)
	got, err := c.Float32("big")
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range got {
		if v != 0 {
			t.Fatalf("big[%d] = %v, want 0", i, v)
		}
	}

	c.SetFP8Block(2, 2)
	got, err = c.Float32("w")
	if err != nil {
		t.Fatal(err)
	}
	want := []float32{
		1 * 1, 2 * 1, 1.5 * 2, -1 * 2, 0.5 * 0.5,
		0 * 1, 3 * 1, 1 * 2, 1 * 2, 448 * 0.5,
		2 * 4, 1.0 / 512 * 4, 3 * 0.25, 0.5 * 0.25, -1 * 10,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("dequantised w (-want +got):\n%s", diff)
	}

	file := filepath.Join(c.Dir(), SingleFileName)
	for _, tc := range []struct{ name, want string }{
		{"bad", `tensor "bad": scale tensor "bad_scale_inv" has shape [1 3], expected [2 3] for 2x2 blocks of [3 5]`},
		{"lone", `tensor "lone": F8_E4M3 with shape [2], expected rank 2 for block scales`},
	} {
		if _, err := c.Float32(tc.name); err == nil || err.Error() != file+": "+tc.want {
			t.Errorf("Float32(%s): got %v, want %s", tc.name, err, tc.want)
		}
	}
	c.SetFP8Block(0, 128)
	if _, err := c.Float32("w"); err == nil || err.Error() != file+`: tensor "w": FP8 block 0x128, expected positive sizes (SetFP8Block)` {
		t.Errorf("zero block: got %v", err)
	}
}

// The default block, checked with non-zero codes across the 128-row boundary.
func TestFloat32FP8DefaultBlock(t *testing.T) {
	codes := make([]byte, 130*3)
	for i := range codes {
		codes[i] = 0x38 // 1.0
	}
	dir := t.TempDir()
	writeShard(t, dir, SingleFileName,
		Tensor{Name: "w", DType: "F8_E4M3", Shape: []int64{130, 3}, Data: codes},
		f32Tensor("w_scale_inv", []int64{2, 1}, 3, 5))
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	got, err := c.Float32("w")
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range got {
		want := float32(3)
		if i/3 >= 128 {
			want = 5
		}
		if v != want {
			t.Fatalf("w[%d][%d] = %v, want %v", i/3, i%3, v, want)
		}
	}
}

func TestFloat32Concurrent(t *testing.T) {
	c := fp8Checkpoint(t)
	c.SetFP8Block(2, 2)
	want, err := c.Float32("w")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				got, err := c.Float32("w")
				if err != nil || !equalF32(got, want) {
					errs <- fmt.Errorf("got %v, %v", got, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	writeShard(t, dir, "model-00001-of-00002.safetensors",
		f32Tensor("a", []int64{2, 3}, 1, 2, 3, 4, 5, 6),
		Tensor{Name: "b", DType: "BF16", Shape: []int64{4}, Data: EncodeBF16([]float32{1, 2, 3, 4})},
		Tensor{Name: "q", DType: "F8_E4M3", Shape: []int64{3, 5}, Data: make([]byte, 15)},
		f32Tensor("q_scale_inv", []int64{1, 1}, 1))
	writeShard(t, dir, "model-00002-of-00002.safetensors",
		Tensor{Name: "q2", DType: "F8_E4M3", Shape: []int64{2, 2}, Data: make([]byte, 4)},
		Tensor{Name: "q3", DType: "F8_E4M3", Shape: []int64{2, 2}, Data: make([]byte, 4)},
		f32Tensor("q3_scale_inv", []int64{2, 1}, 1, 1),
		Tensor{Name: "i", DType: "I32", Shape: []int64{1}, Data: make([]byte, 4)},
		f32Tensor("other.role.w", []int64{1}, 1),
		f32Tensor("stray", []int64{1}, 1))
	os.WriteFile(filepath.Join(dir, IndexFileName), []byte(`{"metadata":{"total_size":0},"weight_map":{
		"a":"model-00001-of-00002.safetensors","b":"model-00001-of-00002.safetensors",
		"q":"model-00001-of-00002.safetensors","q_scale_inv":"model-00001-of-00002.safetensors",
		"q2":"model-00002-of-00002.safetensors","q3":"model-00002-of-00002.safetensors",
		"q3_scale_inv":"model-00002-of-00002.safetensors","i":"model-00002-of-00002.safetensors",
		"other.role.w":"model-00002-of-00002.safetensors","stray":"model-00002-of-00002.safetensors"}}`), 0o644)
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	known := func(name string) bool { return len(name) > 11 && name[:11] == "other.role." }

	s1, s2 := filepath.Join(dir, "model-00001-of-00002.safetensors"), filepath.Join(dir, "model-00002-of-00002.safetensors")
	err = c.Check([]Expect{
		{"a", []int64{2, 3}},
		{"b", []int64{5}},
		{"m", []int64{7, 8}},
		{"q", []int64{3, 5}},
		{"q2", []int64{2, 2}},
		{"q3", []int64{2, 2}},
		{"i", []int64{1}},
	}, known)
	want := []string{
		s1 + `: tensor "b": shape [4], expected [5]`,
		dir + `: tensor "m": missing, expected shape [7 8]`,
		s2 + `: tensor "q2": F8_E4M3 without its scale tensor "q2_scale_inv"`,
		s2 + `: tensor "q3": scale tensor "q3_scale_inv" has shape [2 1], expected [1 1] for 128x128 blocks of [2 2]`,
		s2 + `: tensor "i": dtype I32 cannot be loaded, expected F32, BF16, F16 or F8_E4M3`,
		s2 + `: tensor "stray": unexpected, neither wanted by this role nor known`,
	}
	if diff := cmp.Diff(want, errLines(err)); diff != "" {
		t.Errorf("Check (-want +got):\n%s", diff)
	}

	// A role wanting exactly what is there, told the rest is known, passes; without known() the
	// other role's tensor is named.
	all := []Expect{{"a", []int64{2, 3}}, {"b", []int64{4}}, {"q", []int64{3, 5}}}
	err = c.Check(all, func(n string) bool { return n != "other.role.w" })
	want = []string{s2 + `: tensor "other.role.w": unexpected, neither wanted by this role nor known`}
	if diff := cmp.Diff(want, errLines(err)); diff != "" {
		t.Errorf("Check without known (-want +got):\n%s", diff)
	}
	if err := c.Check(all, func(n string) bool { return n != "a" }); err != nil {
		t.Errorf("Check of a matching role: %v", err)
	}
}

// model.safetensors takes precedence over an index, as in HuggingFace's loader.
func TestOpenPrefersSingleFile(t *testing.T) {
	dir := t.TempDir()
	writeShard(t, dir, SingleFileName, f32Tensor("single", []int64{1}, 1))
	writeShard(t, dir, "s1.safetensors", f32Tensor("sharded", []int64{1}, 2))
	os.WriteFile(filepath.Join(dir, IndexFileName), []byte(`{"weight_map":{"sharded":"s1.safetensors"}}`), 0o644)
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if diff := cmp.Diff([]string{"single"}, c.Names()); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
}
