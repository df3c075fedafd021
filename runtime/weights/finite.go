package weights

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
)

// CheckFinite scans the raw bytes of the named tensors (and the scales of F8_E4M3 ones) for NaN and
// Inf, on workers goroutines (<= 0: one per CPU), and reports every bad tensor at once, naming it,
// its file, the first bad element and how many there are. It reads the bit patterns of the stored
// dtype, so it costs one pass over the mapped bytes and no conversion. progress, when not nil, is
// called with the bytes scanned so far and the total, from any goroutine.
func (c *Checkpoint) CheckFinite(names []string, workers int, progress func(done, total int64)) error {
	var todo []string
	for _, n := range names {
		todo = append(todo, n)
		if info, ok := c.Info(n); ok && info.DType == "F8_E4M3" {
			if _, ok := c.Info(ScaleName(n)); ok {
				todo = append(todo, ScaleName(n))
			}
		}
	}
	var total int64
	for _, n := range todo {
		if info, ok := c.Info(n); ok {
			total += info.Size
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var (
		next, done atomic.Int64
		mu         sync.Mutex
		errs       = make([]error, len(todo))
		wg         sync.WaitGroup
	)
	for range min(workers, len(todo)) {
		wg.Go(func() {
			for {
				k := int(next.Add(1) - 1)
				if k >= len(todo) {
					return
				}
				info, ok := c.Info(todo[k])
				if !ok {
					continue // a missing tensor is Check's to report
				}
				raw, err := c.Raw(todo[k])
				if err != nil {
					errs[k] = err
					continue
				}
				if bad, first, err := countNonFinite(info.DType, raw); err != nil {
					errs[k] = fmt.Errorf("%s: tensor %q: %v", info.File, todo[k], err)
				} else if bad > 0 {
					size, _ := DTypeSize(info.DType) // known: countNonFinite accepted it
					errs[k] = fmt.Errorf("%s: tensor %q: %d non-finite values (NaN or Inf) of %d, the first at element %d, expected finite weights",
						info.File, todo[k], bad, int64(len(raw))/size, first)
				}
				// Under the lock, so that progress sees the counts in order.
				mu.Lock()
				d := done.Add(info.Size)
				if progress != nil {
					progress(d, total)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// countNonFinite counts the NaN and Inf elements of raw, stored as dtype, and returns the index of
// the first. It takes every dtype a safetensors header may name (see dtypeSizes). F8_E4M3 (the fn
// variant) has no Inf; its NaN is S.1111.111. F8_E5M2 is IEEE-like: exponent all ones is Inf or NaN.
func countNonFinite(dtype string, raw []byte) (bad, first int64, err error) {
	first = -1
	mark := func(i int) {
		if bad == 0 {
			first = int64(i)
		}
		bad++
	}
	switch dtype {
	case "F32":
		for i := 0; i+4 <= len(raw); i += 4 {
			if binary.LittleEndian.Uint32(raw[i:])&0x7f800000 == 0x7f800000 {
				mark(i / 4)
			}
		}
	case "BF16":
		for i := 0; i+2 <= len(raw); i += 2 {
			if binary.LittleEndian.Uint16(raw[i:])&0x7f80 == 0x7f80 {
				mark(i / 2)
			}
		}
	case "F16":
		for i := 0; i+2 <= len(raw); i += 2 {
			if binary.LittleEndian.Uint16(raw[i:])&0x7c00 == 0x7c00 {
				mark(i / 2)
			}
		}
	case "F8_E4M3":
		for i, b := range raw {
			if b&0x7f == 0x7f {
				mark(i)
			}
		}
	case "F8_E5M2":
		for i, b := range raw {
			if b&0x7c == 0x7c {
				mark(i)
			}
		}
	case "F64":
		for i := 0; i+8 <= len(raw); i += 8 {
			if v := math.Float64frombits(binary.LittleEndian.Uint64(raw[i:])); math.IsNaN(v) || math.IsInf(v, 0) {
				mark(i / 8)
			}
		}
	case "I8", "U8", "I16", "U16", "I32", "U32", "I64", "U64", "BOOL":
		// Integers are always finite.
	default:
		return 0, -1, fmt.Errorf("dtype %s: cannot check for NaN/Inf, expected a float or integer dtype", dtype)
	}
	return bad, first, nil
}
