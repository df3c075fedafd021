package weights

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
)

// TensorInfo describes one tensor of a checkpoint. DType is the header's spelling ("BF16",
// "F8_E4M3"); Offset is the absolute byte offset in File, Size the byte length.
type TensorInfo struct {
	Name, DType string
	Shape       []int64
	File        string
	Offset      int64
	Size        int64
}

// Names of the files Open looks for in a checkpoint directory.
const (
	SingleFileName = "model.safetensors"
	IndexFileName  = "model.safetensors.index.json"
)

// Checkpoint is a set of mmap'd safetensors files seen as one name → tensor map.
//
// After Open, all methods but SetFP8Block and Close only read the Checkpoint, so Raw, Float32 and
// Info may be called from several goroutines at once. Slices returned by Raw alias the mapping and
// must not be used after Close.
type Checkpoint struct {
	dir      string
	files    []mapped
	tensors  map[string]entry
	names    []string
	metadata map[string]string
	block    [2]int64 // FP8 scale block: rows, cols
	closed   bool
}

type mapped struct {
	path string
	data []byte
}

type entry struct {
	info TensorInfo
	file int // index into files
}

// Open maps a checkpoint. path is a directory holding model.safetensors, or else
// model.safetensors.index.json and its shards, or failing both any *.safetensors files; or path is
// one .safetensors file. Every header is validated and all problems found are returned together.
func Open(path string) (*Checkpoint, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("open checkpoint: %w", err)
	}
	c := &Checkpoint{dir: path, tensors: map[string]entry{}, metadata: map[string]string{}, block: [2]int64{128, 128}}
	var files []string
	var weightMap map[string]string // nil unless an index was read
	indexPath := ""
	switch {
	case !st.IsDir():
		c.dir = filepath.Dir(path)
		files = []string{path}
	case exists(filepath.Join(path, SingleFileName)):
		// HuggingFace's loader prefers the single file over an index too; both must see one checkpoint.
		files = []string{filepath.Join(path, SingleFileName)}
	case exists(filepath.Join(path, IndexFileName)):
		indexPath = filepath.Join(path, IndexFileName)
		weightMap, files, err = readIndex(path, indexPath)
		if err != nil {
			return nil, err
		}
	default:
		files, err = filepath.Glob(filepath.Join(path, "*.safetensors"))
		if err != nil {
			return nil, fmt.Errorf("open checkpoint %s: %w", path, err)
		}
		if len(files) == 0 {
			return nil, fmt.Errorf("open checkpoint %s: no %s, %s or *.safetensors file, expected a safetensors checkpoint", path, SingleFileName, IndexFileName)
		}
		sort.Strings(files)
	}

	var errs []error
	bad := map[string]bool{}      // files that failed to map or parse
	seenIn := map[string]string{} // tensor → first file holding it
	dups := map[string]bool{}     // tensors already reported as in two files
	for _, f := range files {
		data, err := mapFile(f)
		if err != nil {
			errs = append(errs, fmt.Errorf("open checkpoint: %w", err))
			bad[f] = true
			continue
		}
		c.files = append(c.files, mapped{path: f, data: data})
		h, err := parseHeader(f, data)
		if err != nil {
			errs = append(errs, err)
			bad[f] = true
			continue
		}
		for k, v := range h.metadata {
			if _, ok := c.metadata[k]; !ok {
				c.metadata[k] = v
			}
		}
		for _, name := range sortedKeys(h.tensors) {
			info := h.tensors[name]
			if prev, dup := seenIn[name]; dup {
				errs = append(errs, fmt.Errorf("tensor %q is in both %s and %s, expected one file", name, prev, f))
				dups[name] = true
				continue
			}
			seenIn[name] = f
			if weightMap != nil {
				if want, listed := weightMap[name]; !listed {
					errs = append(errs, fmt.Errorf("%s: tensor %q is not listed in %s", f, name, indexPath))
				} else if filepath.Join(path, want) != f {
					continue // reported below as missing from the shard the index names
				}
			}
			c.tensors[name] = entry{info: info, file: len(c.files) - 1}
		}
	}
	if weightMap != nil {
		for _, name := range sortedKeys(weightMap) {
			shard := filepath.Join(path, weightMap[name])
			if _, ok := c.tensors[name]; !ok && !bad[shard] && !dups[name] {
				errs = append(errs, fmt.Errorf("%s: tensor %q is listed in shard %s, which has no such tensor", indexPath, name, weightMap[name]))
			}
		}
	}
	if len(errs) > 0 {
		c.Close()
		return nil, errors.Join(errs...)
	}
	c.names = sortedKeys(c.tensors)
	return c, nil
}

type indexFile struct {
	Metadata  map[string]any    `json:"metadata"`
	WeightMap map[string]string `json:"weight_map"`
}

// readIndex reads a sharded checkpoint's index and returns its weight map and the shard files.
func readIndex(dir, indexPath string) (map[string]string, []string, error) {
	b, err := os.ReadFile(indexPath)
	if err != nil {
		return nil, nil, fmt.Errorf("open checkpoint: %w", err)
	}
	var idx indexFile
	if err := json.Unmarshal(b, &idx); err != nil {
		return nil, nil, fmt.Errorf("%s: not a valid index: %v, expected {\"metadata\":{...},\"weight_map\":{tensor: shard file}}", indexPath, err)
	}
	if len(idx.WeightMap) == 0 {
		return nil, nil, fmt.Errorf("%s: weight_map is missing or empty, expected {tensor: shard file}", indexPath)
	}
	byShard := map[string][]string{}
	for name, shard := range idx.WeightMap {
		byShard[shard] = append(byShard[shard], name)
	}
	var errs []error
	var files []string
	for _, shard := range sortedKeys(byShard) {
		names := byShard[shard]
		sort.Strings(names)
		what := fmt.Sprintf("tensor %q", names[0])
		if len(names) > 1 {
			what = fmt.Sprintf("%d tensors, %q first", len(names), names[0])
		}
		// Shards are plain file names next to the index; anything else could reach outside the checkpoint.
		if shard == "" || shard != filepath.Base(shard) || shard == "." || shard == ".." {
			errs = append(errs, fmt.Errorf("%s: weight_map names shard %q (for %s), expected a file name in %s", indexPath, shard, what, dir))
			continue
		}
		p := filepath.Join(dir, shard)
		if !exists(p) {
			errs = append(errs, fmt.Errorf("%s: weight_map names shard %s (for %s), which does not exist", indexPath, shard, what))
			continue
		}
		files = append(files, p)
	}
	if len(errs) > 0 {
		return nil, nil, errors.Join(errs...)
	}
	return idx.WeightMap, files, nil
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil || !errors.Is(err, fs.ErrNotExist)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Dir is the directory the checkpoint was opened from.
func (c *Checkpoint) Dir() string { return c.dir }

// Names lists every tensor, sorted.
func (c *Checkpoint) Names() []string { return append([]string(nil), c.names...) }

// Info describes one tensor.
func (c *Checkpoint) Info(name string) (TensorInfo, bool) {
	e, ok := c.tensors[name]
	if !ok {
		return TensorInfo{}, false
	}
	info := e.info
	info.Shape = slices.Clone(info.Shape) // callers may modify; a scalar stays a non-nil []int64{}
	return info, true
}

// Metadata is the union of the files' "__metadata__" maps (the first file in name order wins a clash).
func (c *Checkpoint) Metadata() map[string]string {
	m := make(map[string]string, len(c.metadata))
	for k, v := range c.metadata {
		m[k] = v
	}
	return m
}

// Raw returns a tensor's bytes as mapped, without copying. The slice is read-only (writing to it
// faults) and valid until Close.
func (c *Checkpoint) Raw(name string) ([]byte, error) {
	if c.closed {
		return nil, fmt.Errorf("tensor %q: checkpoint %s is closed", name, c.dir)
	}
	e, ok := c.tensors[name]
	if !ok {
		return nil, fmt.Errorf("tensor %q: not in checkpoint %s", name, c.dir)
	}
	data := c.files[e.file].data
	end := e.info.Offset + e.info.Size
	return data[e.info.Offset:end:end], nil
}

// SetFP8Block sets the block of F8_E4M3 weights that one scale_inv element covers (default
// 128×128, DeepSeek-V3's). Call it before loading; it is not safe concurrently with Float32.
func (c *Checkpoint) SetFP8Block(rows, cols int64) { c.block = [2]int64{rows, cols} }

// ScaleName is the companion tensor holding the inverse scales of an F8_E4M3 tensor.
func ScaleName(name string) string { return name + "_scale_inv" }

// Float32 converts a tensor to a new float32 slice (Widen of its Weight). Safe for concurrent use.
func (c *Checkpoint) Float32(name string) ([]float32, error) {
	w, err := c.Weight(name)
	if err != nil {
		return nil, err
	}
	out, err := Widen(w)
	if err != nil {
		return nil, fmt.Errorf("%s: tensor %q: %w", c.tensors[name].info.File, name, err)
	}
	return out, nil
}

// scaleProblem says what is wrong with the scale tensor of an F8_E4M3 tensor, or "" if nothing.
func (c *Checkpoint) scaleProblem(info TensorInfo) string {
	br, bc := c.block[0], c.block[1]
	if br <= 0 || bc <= 0 {
		return fmt.Sprintf("FP8 block %dx%d, expected positive sizes (SetFP8Block)", br, bc)
	}
	if len(info.Shape) != 2 {
		return fmt.Sprintf("F8_E4M3 with shape %s, expected rank 2 for block scales", shapeString(info.Shape))
	}
	sname := ScaleName(info.Name)
	s, ok := c.tensors[sname]
	if !ok {
		return fmt.Sprintf("F8_E4M3 without its scale tensor %q", sname)
	}
	want := []int64{ceilDiv(info.Shape[0], br), ceilDiv(info.Shape[1], bc)}
	if !slices.Equal(s.info.Shape, want) {
		return fmt.Sprintf("scale tensor %q has shape %s, expected %s for %dx%d blocks of %s",
			sname, shapeString(s.info.Shape), shapeString(want), br, bc, shapeString(info.Shape))
	}
	switch s.info.DType {
	case "F32", "BF16", "F16":
	default:
		return fmt.Sprintf("scale tensor %q has dtype %s, expected F32, BF16 or F16", sname, s.info.DType)
	}
	return ""
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// Close unmaps every file. Slices from Raw must not be used afterwards. Closing twice is harmless.
func (c *Checkpoint) Close() error {
	if c.closed {
		return nil
	}
	c.closed = true
	var errs []error
	for _, f := range c.files {
		if err := unmapFile(f.data); err != nil {
			errs = append(errs, fmt.Errorf("unmap %s: %w", f.path, err))
		}
	}
	c.files = nil
	return errors.Join(errs...)
}
