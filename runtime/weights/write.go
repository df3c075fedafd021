package weights

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/bits"
	"os"
	"path/filepath"
)

// Tensor is a tensor to write. Data is little-endian, row-major, in the layout of DType.
type Tensor struct {
	Name, DType string
	Shape       []int64
	Data        []byte
}

type headerEntry struct {
	DType       string   `json:"dtype"`
	Shape       []int64  `json:"shape"`
	DataOffsets [2]int64 `json:"data_offsets"`
}

// validate checks a tensor about to be written, so that what WriteFile writes Open accepts.
func (t Tensor) validate() error {
	if t.Name == "" || t.Name == "__metadata__" {
		return fmt.Errorf("tensor name %q is reserved or empty, expected a tensor name", t.Name)
	}
	size, ok := dtypeSizes[t.DType]
	if !ok {
		return fmt.Errorf("tensor %q: unknown dtype %q, expected one of %s", t.Name, t.DType, knownDTypes())
	}
	n := uint64(size)
	for _, d := range t.Shape {
		if d < 0 {
			return fmt.Errorf("tensor %q: shape %s has negative dim %d", t.Name, shapeString(t.Shape), d)
		}
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 {
			return fmt.Errorf("tensor %q: shape %s is too large", t.Name, shapeString(t.Shape))
		}
		n = lo
	}
	if n != uint64(len(t.Data)) {
		return fmt.Errorf("tensor %q: dtype %s × shape %s is %d bytes, but Data holds %d", t.Name, t.DType, shapeString(t.Shape), n, len(t.Data))
	}
	return nil
}

// WriteFile writes one safetensors file: the header length as a little-endian u64, the JSON header
// (keys sorted, tensors laid out in name order so offsets increase with the keys, "__metadata__"
// when metadata is non-nil) padded with spaces to a multiple of 8 bytes, then the data. The file is
// written under a temporary name and renamed, so a failed write leaves no half file at path.
func WriteFile(path string, tensors []Tensor, metadata map[string]string) error {
	if err := writeFile(path, tensors, metadata); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

func writeFile(path string, tensors []Tensor, metadata map[string]string) error {
	var errs []error
	byName := make(map[string]int, len(tensors))
	for i, t := range tensors {
		if err := t.validate(); err != nil {
			errs = append(errs, err)
			continue
		}
		if _, dup := byName[t.Name]; dup {
			errs = append(errs, fmt.Errorf("tensor %q given twice, expected unique names", t.Name))
			continue
		}
		byName[t.Name] = i
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	order := sortedKeys(byName)
	header := make(map[string]any, len(tensors)+1)
	var off int64
	for _, name := range order {
		t := tensors[byName[name]]
		shape := t.Shape
		if shape == nil {
			shape = []int64{}
		}
		header[name] = headerEntry{DType: t.DType, Shape: shape, DataOffsets: [2]int64{off, off + int64(len(t.Data))}}
		off += int64(len(t.Data))
	}
	if metadata != nil {
		header["__metadata__"] = metadata
	}
	js, err := json.Marshal(header) // map keys come out sorted
	if err != nil {
		return err
	}
	for len(js)%8 != 0 {
		js = append(js, ' ')
	}

	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	w := bufio.NewWriterSize(tmp, 1<<20)
	var n [8]byte
	for i := range n {
		n[i] = byte(uint64(len(js)) >> (8 * i))
	}
	w.Write(n[:])
	w.Write(js)
	for _, name := range order {
		w.Write(tensors[byName[name]].Data)
	}
	if err := w.Flush(); err != nil { // bufio keeps the first write error
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// ShardName is the file name of shard i (1-based) of n, as HuggingFace names them.
func ShardName(i, n int) string { return fmt.Sprintf("model-%05d-of-%05d.safetensors", i, n) }

// WriteSharded writes tensors into dir as shards of at most maxShardBytes of tensor data each (a
// tensor larger than that gets a shard of its own), filled greedily in the given order, plus
// model.safetensors.index.json ({"metadata":{"total_size":N},"weight_map":{tensor: shard}}). When
// everything fits one shard it writes model.safetensors and no index. A stale model.safetensors or
// index left in dir by an earlier write is removed, so that Open (and HuggingFace) read what was
// just written. Shards carry {"format":"pt"} metadata as HuggingFace's do.
func WriteSharded(dir string, tensors []Tensor, maxShardBytes int64) error {
	if maxShardBytes <= 0 {
		return fmt.Errorf("write %s: shard size %d, expected a positive byte count", dir, maxShardBytes)
	}
	var errs []error
	seen := map[string]bool{}
	for _, t := range tensors {
		if err := t.validate(); err != nil {
			errs = append(errs, err)
		} else if seen[t.Name] {
			errs = append(errs, fmt.Errorf("tensor %q given twice, expected unique names", t.Name))
		}
		seen[t.Name] = true
	}
	if len(errs) > 0 {
		return fmt.Errorf("write %s: %w", dir, errors.Join(errs...))
	}
	var shards [][]Tensor
	var cur []Tensor
	var curBytes, total int64
	for _, t := range tensors {
		sz := int64(len(t.Data))
		total += sz
		if len(cur) > 0 && curBytes+sz > maxShardBytes {
			shards = append(shards, cur)
			cur, curBytes = nil, 0
		}
		cur = append(cur, t)
		curBytes += sz
	}
	if len(cur) > 0 || len(shards) == 0 {
		shards = append(shards, cur)
	}
	meta := map[string]string{"format": "pt"}
	if len(shards) == 1 {
		if err := WriteFile(filepath.Join(dir, SingleFileName), shards[0], meta); err != nil {
			return err
		}
		if err := os.Remove(filepath.Join(dir, IndexFileName)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("write %s: remove stale index: %w", dir, err)
		}
		return nil
	}
	// A single file left from an earlier write would take precedence over the new index.
	if err := os.Remove(filepath.Join(dir, SingleFileName)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("write %s: remove stale %s: %w", dir, SingleFileName, err)
	}
	weightMap := map[string]string{}
	for i, s := range shards {
		name := ShardName(i+1, len(shards))
		if err := WriteFile(filepath.Join(dir, name), s, meta); err != nil {
			return err
		}
		for _, t := range s {
			weightMap[t.Name] = name
		}
	}
	idx := struct {
		Metadata  map[string]int64  `json:"metadata"`
		WeightMap map[string]string `json:"weight_map"`
	}{map[string]int64{"total_size": total}, weightMap}
	js, err := json.MarshalIndent(idx, "", "  ")
	if err != nil {
		return fmt.Errorf("write %s: %w", dir, err)
	}
	if err := os.WriteFile(filepath.Join(dir, IndexFileName), append(js, '\n'), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", dir, err)
	}
	return nil
}
