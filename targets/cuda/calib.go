package cuda

import (
	"fmt"

	"afdc/runtime"
	"afdc/targets/cuda/cu"
)

// DeviceName is the GPU's name as the driver reports it (for reports and measured profiles).
func (b *Backend) DeviceName() string { return b.dev.Name }

// CopyBandwidth measures the device's copy bandwidth in the same run as a benchmark: reps
// device-to-device copies of n bytes between two buffers taken outside the load's budget (freed
// after), timed by CUDA events on a fresh stream, counting bytes read and written (2n per copy), the
// convention of the hardware profiles' memory_bytes_per_s.
func (b *Backend) CopyBandwidth(n, reps int) (float64, error) {
	if n <= 0 || reps <= 0 {
		return 0, fmt.Errorf("copy bandwidth: %d bytes x %d copies, expected both positive", n, reps)
	}
	var bw float64
	err := b.do(func() error {
		src, err := cu.MemAlloc(n)
		if err != nil {
			return fmt.Errorf("copy bandwidth: %w", err)
		}
		defer cu.MemFree(src)
		dst, err := cu.MemAlloc(n)
		if err != nil {
			return fmt.Errorf("copy bandwidth: %w", err)
		}
		defer cu.MemFree(dst)
		s, err := cu.StreamCreate(0)
		if err != nil {
			return err
		}
		defer s.Destroy()
		e0, err := cu.EventCreate(0)
		if err != nil {
			return err
		}
		defer e0.Destroy()
		e1, err := cu.EventCreate(0)
		if err != nil {
			return err
		}
		defer e1.Destroy()
		// One copy first: the timed ones find the pages mapped and the clocks up.
		if err := cu.CopyDtoDAsync(dst, src, n, s); err != nil {
			return err
		}
		if err := e0.Record(s); err != nil {
			return err
		}
		for range reps {
			if err := cu.CopyDtoDAsync(dst, src, n, s); err != nil {
				return err
			}
		}
		if err := e1.Record(s); err != nil {
			return err
		}
		if err := e1.Synchronize(); err != nil {
			return err
		}
		ms, err := cu.ElapsedMs(e0, e1)
		if err != nil {
			return err
		}
		if ms <= 0 {
			return fmt.Errorf("copy bandwidth: %d copies timed at %v ms, expected a positive time", reps, ms)
		}
		bw = 2 * float64(n) * float64(reps) / (float64(ms) / 1e3)
		return nil
	})
	return bw, err
}

// LaunchOverhead measures the device time of one kernel launch: reps launches of an empty kernel
// (the fill kernel with nothing to fill) back to back on a fresh stream, timed by CUDA events. It is
// the per-launch cost of an eager step whose host keeps ahead of the device; a captured graph's may
// be lower.
func (b *Backend) LaunchOverhead(reps int) (float64, error) {
	if reps <= 0 {
		return 0, fmt.Errorf("launch overhead: %d launches, expected a positive count", reps)
	}
	var per float64
	err := b.do(func() error {
		mod, err := cu.ModuleLoadPTX(fillPTX)
		if err != nil {
			return fmt.Errorf("launch overhead: %w", err)
		}
		defer mod.Unload()
		fill, err := mod.Function("afdc_fill")
		if err != nil {
			return err
		}
		s, err := cu.StreamCreate(0)
		if err != nil {
			return err
		}
		defer s.Destroy()
		e0, err := cu.EventCreate(0)
		if err != nil {
			return err
		}
		defer e0.Destroy()
		e1, err := cu.EventCreate(0)
		if err != nil {
			return err
		}
		defer e1.Destroy()
		args := cu.NewArgs(7)
		args.Reset().Ptr(0).U64(0).U64(0).F32(0).F32(0).U32(0).U32(0)
		launch := func() error { return fill.Launch(cu.D1(1), cu.D1(32), 0, s, args) }
		for range 16 {
			if err := launch(); err != nil {
				return err
			}
		}
		if err := e0.Record(s); err != nil {
			return err
		}
		for range reps {
			if err := launch(); err != nil {
				return err
			}
		}
		if err := e1.Record(s); err != nil {
			return err
		}
		if err := e1.Synchronize(); err != nil {
			return err
		}
		ms, err := cu.ElapsedMs(e0, e1)
		if err != nil {
			return err
		}
		per = float64(ms) / 1e3 / float64(reps)
		return nil
	})
	return per, err
}

// RandomKV fills every layer's KV pool with values uniform in [-1, 1) (the fill kernel, seeded), so
// that sequences made by Prefilled attend over finite numbers. For benchmarks: decode reads every
// cached token whatever it holds, so its time does not depend on how the cache was filled.
func (b *Backend) RandomKV(seed int64) error {
	if b.kv == nil {
		return fmt.Errorf("module %s (%s) has no KV cache, expected an attention or full module", b.mod.Name, b.mod.Role)
	}
	return b.do(func() error {
		mod, err := cu.ModuleLoadPTX(fillPTX)
		if err != nil {
			return fmt.Errorf("random KV: %w", err)
		}
		defer mod.Unload()
		fill, err := mod.Function("afdc_fill")
		if err != nil {
			return err
		}
		args := cu.NewArgs(7)
		for _, l := range kvLayers(b.mod) {
			form := map[int]uint32{4: 0, 2: 1}[l.elem]
			if l.elem != 2 && l.elem != 4 {
				return fmt.Errorf("random KV: layer %d holds %d-byte elements, expected bf16 or f32", l.layer, l.elem)
			}
			n := uint64(b.kv.poolTokens * l.width)
			ps := b.kv.pools[l.layer]
			for i, p := range ps[:l.pools] {
				args.Reset().Ptr(p).U64(n).U64(tensorSeed(seed, fmt.Sprintf("kv.%d.%d", l.layer, i))).F32(1).F32(0).U32(form).U32(0)
				const block = 256
				if err := fill.Launch(cu.D1(int((n+block-1)/block)), cu.D1(block), 0, 0, args); err != nil {
					return fmt.Errorf("random KV: layer %d: %w", l.layer, err)
				}
			}
		}
		return cu.CtxSynchronize()
	})
}

// Prefilled makes a new sequence hold n cached tokens without running them: their blocks are taken
// from the backend's allocator and hold what the pool holds (random after RandomKV). The decode
// benchmark reaches long contexts this way instead of by a prefill; the sequence's next step says
// Past n.
func (b *Backend) Prefilled(id uint64, n int) error {
	return b.do(func() error {
		if b.kv == nil {
			return fmt.Errorf("module %s (%s) has no KV cache, expected an attention or full module", b.mod.Name, b.mod.Role)
		}
		return b.kv.prefilled(id, n)
	})
}

func (kv *kvCache) prefilled(id uint64, n int) error {
	if n < 1 {
		return fmt.Errorf("sequence %d: %d prefilled tokens, expected at least 1", id, n)
	}
	if _, ok := kv.seqs[id]; ok {
		return fmt.Errorf("sequence %d is live, expected a new one", id)
	}
	_, err := kv.take([]runtime.SeqStep{{ID: id, Tokens: make([]int32, n)}})
	return err
}
