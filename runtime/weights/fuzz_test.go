package weights

import (
	"encoding/binary"
	"sort"
	"strings"
	"testing"
)

// FuzzHeader parses arbitrary bytes as a whole safetensors file. It must never panic; an error must
// name the file; a success must leave every tensor inside the data section with a byte length equal
// to dtype size × element count. Memory stays bounded because nothing is allocated from a declared
// size: the header is at most MaxHeaderBytes and shapes are only multiplied, never allocated.
func FuzzHeader(f *testing.F) {
	f.Add(rawFile(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}`, make([]byte, 8)))
	f.Add(rawFile(`{"__metadata__":{"format":"pt"},"w":{"dtype":"F8_E4M3","shape":[2,2],"data_offsets":[0,4]},"w_scale_inv":{"dtype":"F32","shape":[1,1],"data_offsets":[4,8]}}   `, make([]byte, 8)))
	f.Add(rawFile(`{"e":{"dtype":"BF16","shape":[0],"data_offsets":[0,0]},"s":{"dtype":"I64","shape":[],"data_offsets":[0,8]}}`, make([]byte, 8)))
	f.Add(rawFile(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}}`, make([]byte, 12)))
	f.Add(rawFile(`{"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]}}`, make([]byte, 8)))
	f.Add(rawFile(`{"a":{"dtype":"F32","shape":[-1],"data_offsets":[8,4]}}`, nil))
	f.Add(rawFile(`[{"a":1}]`, nil))
	f.Add(append(binary.LittleEndian.AppendUint64(nil, 1<<40), '{'))
	f.Add([]byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := parseHeader("f.safetensors", data)
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "f.safetensors: ") {
					t.Fatalf("error line does not name the file: %q", line)
				}
			}
			return
		}
		if h.dataStart < 8 || h.dataStart > int64(len(data)) {
			t.Fatalf("data section starts at %d in a %d-byte file", h.dataStart, len(data))
		}
		var ranges [][2]int64
		for name, info := range h.tensors {
			if info.Size > 0 {
				ranges = append(ranges, [2]int64{info.Offset, info.Offset + info.Size})
			}
			if info.Offset < h.dataStart || info.Size < 0 || info.Offset+info.Size > int64(len(data)) {
				t.Fatalf("tensor %q at [%d,%d) outside the data [%d,%d)", name, info.Offset, info.Offset+info.Size, h.dataStart, len(data))
			}
			n, _ := DTypeSize(info.DType)
			for _, d := range info.Shape {
				n *= d
			}
			if n != info.Size {
				t.Fatalf("tensor %q: %s × %v = %d bytes, range holds %d", name, info.DType, info.Shape, n, info.Size)
			}
		}
		sort.Slice(ranges, func(i, j int) bool { return ranges[i][0] < ranges[j][0] })
		for i := 1; i < len(ranges); i++ {
			if ranges[i][0] < ranges[i-1][1] {
				t.Fatalf("ranges %v and %v overlap", ranges[i-1], ranges[i])
			}
		}
	})
}
