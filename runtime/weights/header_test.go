package weights

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestOpenMalformed(t *testing.T) {
	zeros := func(n int) []byte { return make([]byte, n) }
	capLen := binary.LittleEndian.AppendUint64(nil, 200<<20)
	for _, tc := range []struct {
		name string
		file []byte
		want []string // lines of the error, after "<path>: "
	}{
		{"short", []byte{1, 2, 3}, []string{"file of 3 bytes is shorter than the 8-byte header length"}},
		{"empty", nil, []string{"file of 0 bytes is shorter than the 8-byte header length"}},
		{"cap", append(capLen, "{}"...), []string{"header length 209715200 exceeds the cap of 104857600 bytes"}},
		{"past end", append(binary.LittleEndian.AppendUint64(nil, 100), "{}      "...),
			[]string{"header of 100 bytes runs past the end of the 16-byte file"}},
		{"not json", rawFile(`{"a": ]`, nil), []string{`header is not valid JSON: at "a": invalid character ']' looking for beginning of value`}},
		{"garbage", rawFile(`hello`, nil), []string{"header is not valid JSON: invalid character 'h' looking for beginning of value"}},
		{"array", rawFile(`[1,2]`, nil), []string{"header is a JSON array, expected a JSON object"}},
		{"trailing", rawFile(`{} {}`, nil), []string{`header has "{" after the object, expected only space padding`}},
		{"entry not object", rawFile(`{"a": 5}`, nil),
			[]string{`tensor "a": entry is 5, expected an object with dtype, shape and data_offsets`}},
		{"missing fields", rawFile(`{"a": {"shape": [1]}}`, zeros(4)), []string{`tensor "a": missing dtype, data_offsets`}},
		{"dtype mistyped", rawFile(`{"a": {"dtype": 4, "shape": [1], "data_offsets": [0,4]}}`, zeros(4)),
			[]string{`tensor "a": dtype is 4, expected a string`}},
		{"shape mistyped", rawFile(`{"a": {"dtype": "F32", "shape": "x", "data_offsets": [0,4]}}`, zeros(4)),
			[]string{`tensor "a": shape is "x", expected an array of integers`}},
		{"shape fractional", rawFile(`{"a": {"dtype": "F32", "shape": [1.5], "data_offsets": [0,4]}}`, zeros(4)),
			[]string{`tensor "a": shape is [1.5], expected an array of integers`}},
		{"offsets mistyped", rawFile(`{"a": {"dtype": "F32", "shape": [1], "data_offsets": [4]}}`, zeros(4)),
			[]string{`tensor "a": data_offsets is [4], expected an array of two integers [begin, end]`}},
		{"unknown dtype", rawFile(`{"a": {"dtype": "F7", "shape": [1], "data_offsets": [0,4]}}`, zeros(4)),
			[]string{`tensor "a": unknown dtype "F7", expected one of BF16, BOOL, F16, F32, F64, F8_E4M3, F8_E5M2, I16, I32, I64, I8, U16, U32, U64, U8`}},
		{"reversed", rawFile(`{"a": {"dtype": "F32", "shape": [1], "data_offsets": [8,4]}}`, zeros(8)),
			[]string{`tensor "a": data_offsets [8,4] are reversed, expected begin <= end`}},
		{"negative offset", rawFile(`{"a": {"dtype": "F32", "shape": [1], "data_offsets": [-4,0]}}`, zeros(8)),
			[]string{`tensor "a": data_offsets [-4,0] are negative, expected offsets into the data`}},
		{"truncated", rawFile(`{"a": {"dtype": "F32", "shape": [4], "data_offsets": [0,16]}}`, zeros(8)),
			[]string{`tensor "a": data_offsets [0,16] run past the end of the data (8 bytes): file truncated?`}},
		{"overlap", rawFile(`{"a": {"dtype": "F32", "shape": [2], "data_offsets": [0,8]}, "b": {"dtype": "F32", "shape": [2], "data_offsets": [4,12]}}`, zeros(12)),
			[]string{`tensors "a" [0,8] and "b" [4,12] overlap`}},
		{"size mismatch", rawFile(`{"a": {"dtype": "F32", "shape": [3], "data_offsets": [0,8]}}`, zeros(8)),
			[]string{`tensor "a": dtype F32 × shape [3] is 12 bytes, but data_offsets [0,8] hold 8`}},
		{"size overflow", rawFile(`{"a": {"dtype": "F32", "shape": [4294967296, 4294967296], "data_offsets": [0,8]}}`, zeros(8)),
			[]string{`tensor "a": dtype F32 × shape [4294967296 4294967296] is more than 2^63 bytes, but data_offsets [0,8] hold 8`}},
		{"negative dim", rawFile(`{"a": {"dtype": "F32", "shape": [2, -1], "data_offsets": [0,8]}}`, zeros(8)),
			[]string{`tensor "a": shape [2 -1] has negative dim -1`}},
		{"duplicate key", rawFile(`{"a": {"dtype": "F32", "shape": [1], "data_offsets": [0,4]}, "a": {"dtype": "F32", "shape": [1], "data_offsets": [4,8]}}`, zeros(8)),
			[]string{`tensor "a" appears twice in the header`}},
		{"metadata mistyped", rawFile(`{"__metadata__": {"n": 1}}`, nil),
			[]string{`__metadata__ is {"n": 1}, expected an object of strings`}},
		{"several at once", rawFile(`{"a": {"dtype": "F7", "shape": [1], "data_offsets": [0,4]}, "b": {"dtype": "F32", "shape": [1], "data_offsets": [0,40]}}`, zeros(4)),
			[]string{`tensor "a": unknown dtype "F7", expected one of BF16, BOOL, F16, F32, F64, F8_E4M3, F8_E5M2, I16, I32, I64, I8, U16, U32, U64, U8`,
				`tensor "b": data_offsets [0,40] run past the end of the data (4 bytes): file truncated?`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := writeTemp(t, "model.safetensors", tc.file)
			c, err := Open(p)
			if err == nil {
				c.Close()
				t.Fatal("Open succeeded, want an error")
			}
			var want []string
			for _, w := range tc.want {
				want = append(want, p+": "+w)
			}
			if diff := cmp.Diff(want, errLines(err)); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

// Empty tensors own no bytes, so they may sit anywhere, even inside another tensor's range.
func TestOpenEmptyAndScalar(t *testing.T) {
	h := `{"a": {"dtype": "F32", "shape": [2], "data_offsets": [0,8]}, "e": {"dtype": "BF16", "shape": [0, 3], "data_offsets": [4,4]}, "s": {"dtype": "I64", "shape": [], "data_offsets": [8,16]}}`
	h += strings.Repeat(" ", (8-len(h)%8)%8)
	data := make([]byte, 16)
	data[8] = 7
	c, err := Open(writeTemp(t, "x.safetensors", rawFile(h, data)))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if diff := cmp.Diff([]string{"a", "e", "s"}, c.Names()); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
	info, _ := c.Info("s")
	if diff := cmp.Diff([]int64{}, info.Shape); diff != "" {
		t.Errorf("scalar shape (-want +got):\n%s", diff)
	}
	raw, err := c.Raw("s")
	if err != nil || len(raw) != 8 || raw[0] != 7 {
		t.Errorf("Raw(s) = %v, %v; want 8 bytes starting with 7", raw, err)
	}
	if info.Offset != int64(8+len(h)+8) {
		t.Errorf("offset of s: got %d, want %d", info.Offset, 8+len(h)+8)
	}
	e, _ := c.Float32("e")
	if len(e) != 0 {
		t.Errorf("Float32(e) has %d values, want 0", len(e))
	}
}

func TestOpenNotFound(t *testing.T) {
	dir := t.TempDir()
	_, err := Open(dir)
	want := fmt.Sprintf("open checkpoint %s: no model.safetensors, model.safetensors.index.json or *.safetensors file, expected a safetensors checkpoint", dir)
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}
