package weights

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"sort"
	"strconv"
	"strings"
)

// MaxHeaderBytes caps the JSON header of one file, so that a corrupt length cannot make the reader
// allocate without bound. The largest real headers (thousands of tensors) are a few MiB.
const MaxHeaderBytes = 100 << 20

// fileHeader is the validated header of one safetensors file.
type fileHeader struct {
	dataStart int64                 // offset of the data section in the file: 8 + header length
	tensors   map[string]TensorInfo // Offset is absolute in the file, Size in bytes
	metadata  map[string]string
}

// rawEntry mirrors one header entry; pointers tell a missing field from a zero one.
type rawEntry struct {
	DType       *json.RawMessage `json:"dtype"`
	Shape       *json.RawMessage `json:"shape"`
	DataOffsets *json.RawMessage `json:"data_offsets"`
}

// parseHeader validates the header of a whole safetensors file held in buf. file names the file in
// errors. On success every tensor lies within buf, after the header, and no two non-empty tensors
// overlap.
func parseHeader(file string, buf []byte) (*fileHeader, error) {
	size := int64(len(buf))
	if size < 8 {
		return nil, fmt.Errorf("%s: file of %d bytes is shorter than the 8-byte header length", file, size)
	}
	n := uint64(buf[0]) | uint64(buf[1])<<8 | uint64(buf[2])<<16 | uint64(buf[3])<<24 |
		uint64(buf[4])<<32 | uint64(buf[5])<<40 | uint64(buf[6])<<48 | uint64(buf[7])<<56
	if n > MaxHeaderBytes {
		return nil, fmt.Errorf("%s: header length %d exceeds the cap of %d bytes", file, n, MaxHeaderBytes)
	}
	if int64(n) > size-8 {
		return nil, fmt.Errorf("%s: header of %d bytes runs past the end of the %d-byte file", file, n, size)
	}
	h := &fileHeader{dataStart: 8 + int64(n), tensors: map[string]TensorInfo{}}
	dataLen := size - h.dataStart
	text := buf[8:h.dataStart]

	// Walk the top-level object by tokens rather than into a map, so duplicate keys are caught
	// instead of silently keeping the last.
	dec := json.NewDecoder(bytes.NewReader(text))
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("%s: header is not valid JSON: %v", file, err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, fmt.Errorf("%s: header is %s, expected a JSON object", file, describeToken(tok))
	}
	var errs []error
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("%s: header is not valid JSON: %v", file, err)
		}
		name, ok := tok.(string)
		if !ok { // cannot happen for a well-formed object; the decoder rejects it first
			return nil, fmt.Errorf("%s: header is not valid JSON: key %v", file, tok)
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("%s: header is not valid JSON: at %q: %v", file, name, err)
		}
		if seen[name] {
			errs = append(errs, fmt.Errorf("%s: tensor %q appears twice in the header", file, name))
			continue
		}
		seen[name] = true
		if name == "__metadata__" {
			var md map[string]string
			if err := json.Unmarshal(raw, &md); err != nil {
				errs = append(errs, fmt.Errorf("%s: __metadata__ is %s, expected an object of strings", file, clip(raw)))
				continue
			}
			h.metadata = md
			continue
		}
		info, err := parseEntry(name, raw, dataLen)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: tensor %q: %w", file, name, err))
			continue
		}
		info.File = file
		info.Offset += h.dataStart
		h.tensors[name] = info
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, fmt.Errorf("%s: header is not valid JSON: %v", file, err)
	}
	if tok, err := dec.Token(); err != io.EOF {
		if err != nil {
			return nil, fmt.Errorf("%s: header is not valid JSON after the object: %v", file, err)
		}
		return nil, fmt.Errorf("%s: header has %s after the object, expected only space padding", file, describeToken(tok))
	}
	errs = append(errs, checkOverlap(file, h)...)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return h, nil
}

// parseEntry validates one tensor entry; the returned Offset is relative to the data section.
func parseEntry(name string, raw json.RawMessage, dataLen int64) (TensorInfo, error) {
	var e rawEntry
	if err := json.Unmarshal(raw, &e); err != nil {
		return TensorInfo{}, fmt.Errorf("entry is %s, expected an object with dtype, shape and data_offsets", clip(raw))
	}
	var missing []string
	if e.DType == nil {
		missing = append(missing, "dtype")
	}
	if e.Shape == nil {
		missing = append(missing, "shape")
	}
	if e.DataOffsets == nil {
		missing = append(missing, "data_offsets")
	}
	if len(missing) > 0 {
		return TensorInfo{}, fmt.Errorf("missing %s", strings.Join(missing, ", "))
	}
	info := TensorInfo{Name: name}
	if err := json.Unmarshal(*e.DType, &info.DType); err != nil {
		return TensorInfo{}, fmt.Errorf("dtype is %s, expected a string", clip(*e.DType))
	}
	elemSize, ok := dtypeSizes[info.DType]
	if !ok {
		return TensorInfo{}, fmt.Errorf("unknown dtype %q, expected one of %s", info.DType, knownDTypes())
	}
	if err := json.Unmarshal(*e.Shape, &info.Shape); err != nil || info.Shape == nil && string(*e.Shape) == "null" {
		return TensorInfo{}, fmt.Errorf("shape is %s, expected an array of integers", clip(*e.Shape))
	}
	if info.Shape == nil {
		info.Shape = []int64{} // a scalar; keep it non-nil so callers can tell it was given
	}
	count := int64(1)
	overflow := false
	for _, d := range info.Shape {
		if d < 0 {
			return TensorInfo{}, fmt.Errorf("shape %s has negative dim %d", shapeString(info.Shape), d)
		}
		hi, lo := bits.Mul64(uint64(count), uint64(d))
		if hi != 0 || lo > math.MaxInt64 {
			overflow = true
		}
		count = int64(lo)
	}
	var offs []int64
	if err := json.Unmarshal(*e.DataOffsets, &offs); err != nil || len(offs) != 2 {
		return TensorInfo{}, fmt.Errorf("data_offsets is %s, expected an array of two integers [begin, end]", clip(*e.DataOffsets))
	}
	begin, end := offs[0], offs[1]
	if begin < 0 || end < 0 {
		return TensorInfo{}, fmt.Errorf("data_offsets [%d,%d] are negative, expected offsets into the data", begin, end)
	}
	if begin > end {
		return TensorInfo{}, fmt.Errorf("data_offsets [%d,%d] are reversed, expected begin <= end", begin, end)
	}
	if end > dataLen {
		return TensorInfo{}, fmt.Errorf("data_offsets [%d,%d] run past the end of the data (%d bytes): file truncated?", begin, end, dataLen)
	}
	hi, lo := bits.Mul64(uint64(count), uint64(elemSize))
	if overflow || hi != 0 || lo != uint64(end-begin) {
		want := "more than 2^63"
		if !overflow && hi == 0 {
			want = strconv.FormatUint(lo, 10)
		}
		return TensorInfo{}, fmt.Errorf("dtype %s × shape %s is %s bytes, but data_offsets [%d,%d] hold %d",
			info.DType, shapeString(info.Shape), want, begin, end, end-begin)
	}
	info.Offset, info.Size = begin, end-begin
	return info, nil
}

// checkOverlap reports every pair of non-empty tensors whose byte ranges overlap. Empty tensors
// own no bytes, so they overlap nothing wherever their offset is.
func checkOverlap(file string, h *fileHeader) []error {
	ts := make([]TensorInfo, 0, len(h.tensors))
	for _, t := range h.tensors {
		if t.Size > 0 {
			ts = append(ts, t)
		}
	}
	sort.Slice(ts, func(i, j int) bool {
		if ts[i].Offset != ts[j].Offset {
			return ts[i].Offset < ts[j].Offset
		}
		return ts[i].Name < ts[j].Name
	})
	var errs []error
	var reach TensorInfo // the tensor reaching furthest so far
	for i, t := range ts {
		if i > 0 && t.Offset < reach.Offset+reach.Size {
			errs = append(errs, fmt.Errorf("%s: tensors %q [%d,%d] and %q [%d,%d] overlap", file,
				reach.Name, reach.Offset-h.dataStart, reach.Offset+reach.Size-h.dataStart,
				t.Name, t.Offset-h.dataStart, t.Offset+t.Size-h.dataStart))
		}
		if i == 0 || t.Offset+t.Size > reach.Offset+reach.Size {
			reach = t
		}
	}
	return errs
}

func describeToken(tok json.Token) string {
	switch v := tok.(type) {
	case json.Delim:
		if v == '[' {
			return "a JSON array"
		}
		return fmt.Sprintf("%q", string(v))
	case string:
		return "a JSON string"
	case nil:
		return "null"
	case bool:
		return "a JSON boolean"
	default:
		return "a JSON number"
	}
}

// clip quotes a piece of header for an error message, cut short so a hostile header cannot make the
// message huge.
func clip(b []byte) string {
	const max = 60
	if len(b) > max {
		return string(b[:max]) + "…"
	}
	return string(b)
}

func shapeString(s []int64) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, d := range s {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatInt(d, 10))
	}
	b.WriteByte(']')
	return b.String()
}
