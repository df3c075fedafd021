package cuda

import (
	"fmt"
	"time"

	"afdc/runtime"
	rt "afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/cublas"
)

// DeviceName is the GPU's name as the driver reports it (for reports and measured profiles).
func (b *Backend) DeviceName() string { return b.dev.Name }

// timeOnStream runs f (which enqueues work on s) warm times untimed, then reps times between two
// CUDA events on a fresh stream, and returns the device time of the reps in ms (on the device's
// thread).
func timeOnStream(warm, reps int, f func(s cu.Stream) error) (float32, error) {
	s, err := cu.StreamCreate(0)
	if err != nil {
		return 0, err
	}
	defer s.Destroy()
	var ev [2]cu.Event
	for i := range ev {
		if ev[i], err = cu.EventCreate(0); err != nil {
			return 0, err
		}
		defer ev[i].Destroy()
	}
	for range warm {
		if err := f(s); err != nil {
			return 0, err
		}
	}
	if err := ev[0].Record(s); err != nil {
		return 0, err
	}
	for range reps {
		if err := f(s); err != nil {
			return 0, err
		}
	}
	if err := ev[1].Record(s); err != nil {
		return 0, err
	}
	if err := ev[1].Synchronize(); err != nil {
		return 0, err
	}
	return cu.ElapsedMs(ev[0], ev[1])
}

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
		// One copy first: the timed ones find the pages mapped and the clocks up.
		ms, err := timeOnStream(1, reps, func(s cu.Stream) error { return cu.CopyDtoDAsync(dst, src, n, s) })
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
		return withFill("launch overhead", func(fill cu.Function) error {
			args := cu.NewArgs(7)
			args.Reset().Ptr(0).U64(0).U64(0).F32(0).F32(0).U32(0).U32(0)
			ms, err := timeOnStream(16, reps, func(s cu.Stream) error { return fill.Launch(cu.D1(1), cu.D1(32), 0, s, args) })
			if err != nil {
				return err
			}
			per = float64(ms) / 1e3 / float64(reps)
			return nil
		})
	})
	return per, err
}

// RandomKV fills every layer's KV pool with values uniform in [-1, 1) (the fill kernel, seeded), so
// that sequences made by Prefilled attend over finite numbers. For benchmarks: decode reads every
// cached token whatever it holds, so its time does not depend on how the cache was filled. An FP8
// pool (kgen.KVF8) is filled as bf16 pairs: its rope keys are then finite bf16 values, its scales
// finite f32 (a bf16 in [-1, 1) in the high half), and its codes arbitrary bytes, every one of which
// the decode reads as a finite value.
func (b *Backend) RandomKV(seed int64) error {
	if b.kv == nil {
		return fmt.Errorf("module %s (%s) has no KV cache, expected an attention or full module", b.mod.Name, b.mod.Role)
	}
	return b.do(func() error {
		return withFill("random KV", func(fill cu.Function) error {
			args := cu.NewArgs(7)
			for _, l := range kvLayers(b.mod) {
				form := map[int]uint32{4: 0, 2: 1}[l.elem]
				if l.elem != 2 && l.elem != 4 {
					return fmt.Errorf("random KV: layer %d holds %d-byte elements, expected bf16 or f32", l.layer, l.elem)
				}
				n := uint64(b.kv.poolTokens * l.width)
				if l.f8 { // words filled as two bf16 each
					form, n = 1, 2*n
				}
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
	})
}

// RandomFill fills a device tensor of f32 or bf16 with values uniform in [-1, 1) (the fill kernel,
// seeded), for benchmarks whose inputs must look like tokens: an FFN fed the same row everywhere
// routes every token to the same few experts and streams a fraction of the weights a real step
// does. It waits for the fill.
func (b *Backend) RandomFill(t rt.Tensor, seed int64) error {
	form, ok := map[rt.DType]uint32{rt.F32: 0, rt.BF16: 1}[t.DType]
	if !ok || t.Mem != rt.Device || t.Ptr == 0 {
		return fmt.Errorf("random fill: %s, expected a device tensor of f32 or bf16", t)
	}
	n := uint64(t.Len() / int(t.DType.Size()))
	return b.do(func() error {
		return withFill("random fill", func(fill cu.Function) error {
			args := cu.NewArgs(7)
			args.Reset().Ptr(cu.DevicePtr(t.Ptr)).U64(n).U64(tensorSeed(seed, "random fill")).F32(1).F32(0).U32(form).U32(0)
			const block = 256
			if err := fill.Launch(cu.D1(int((n+block-1)/block)), cu.D1(block), 0, 0, args); err != nil {
				return fmt.Errorf("random fill: %w", err)
			}
			return cu.CtxSynchronize()
		})
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

// timeStream runs body reps times on a fresh stream (after one untimed run, so that pages are
// mapped and clocks up) and returns the mean device time of one run in seconds, by CUDA events.
// Call it on the device's thread (inside b.do).
func timeStream(what string, reps int, body func(s cu.Stream) error) (float64, error) {
	if reps <= 0 {
		return 0, fmt.Errorf("%s: %d runs, expected a positive count", what, reps)
	}
	s, err := cu.StreamCreate(0)
	if err != nil {
		return 0, err
	}
	defer s.Destroy()
	e0, err := cu.EventCreate(0)
	if err != nil {
		return 0, err
	}
	defer e0.Destroy()
	e1, err := cu.EventCreate(0)
	if err != nil {
		return 0, err
	}
	defer e1.Destroy()
	if err := body(s); err != nil {
		return 0, fmt.Errorf("%s: %w", what, err)
	}
	if err := e0.Record(s); err != nil {
		return 0, err
	}
	for range reps {
		if err := body(s); err != nil {
			return 0, fmt.Errorf("%s: %w", what, err)
		}
	}
	if err := e1.Record(s); err != nil {
		return 0, err
	}
	if err := e1.Synchronize(); err != nil {
		return 0, err
	}
	ms, err := cu.ElapsedMs(e0, e1)
	if err != nil {
		return 0, err
	}
	if ms <= 0 {
		return 0, fmt.Errorf("%s: %d runs timed at %v ms, expected a positive time", what, reps, ms)
	}
	return float64(ms) / 1e3 / float64(reps), nil
}

// withBuffers allocates zeroed device buffers of the given sizes outside the load's budget, runs f
// on them and frees them.
func withBuffers(sizes []int, f func(p []cu.DevicePtr) error) error {
	var ps []cu.DevicePtr
	defer func() {
		for _, p := range ps {
			cu.MemFree(p)
		}
	}()
	for _, n := range sizes {
		p, err := cu.MemAlloc(n)
		if err != nil {
			return err
		}
		ps = append(ps, p)
		if err := cu.MemsetD8(p, 0, n); err != nil {
			return err
		}
	}
	return f(ps)
}

// SyncRoundTrip measures one host wait for the device: an empty kernel launched and its stream
// synchronized, reps times, by the host's clock (what a step pays each time it needs a result on
// the host: the launch, the device's round trip, the wake-up).
func (b *Backend) SyncRoundTrip(reps int) (float64, error) {
	if reps <= 0 {
		return 0, fmt.Errorf("sync round trip: %d waits, expected a positive count", reps)
	}
	var per float64
	err := b.do(func() error {
		mod, err := cu.ModuleLoadPTX(fillPTX)
		if err != nil {
			return fmt.Errorf("sync round trip: %w", err)
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
		args := cu.NewArgs(7)
		args.Reset().Ptr(0).U64(0).U64(0).F32(0).F32(0).U32(0).U32(0)
		wait := func() error {
			if err := fill.Launch(cu.D1(1), cu.D1(32), 0, s, args); err != nil {
				return err
			}
			return s.Synchronize()
		}
		for range 16 {
			if err := wait(); err != nil {
				return err
			}
		}
		t0 := time.Now()
		for range reps {
			if err := wait(); err != nil {
				return err
			}
		}
		per = time.Since(t0).Seconds() / float64(reps)
		return nil
	})
	return per, err
}

// HostCopyBandwidth measures device-to-host copies of n bytes into pinned memory (how a step's
// logits and host-staged payloads come back), bytes copied per second, reps copies.
func (b *Backend) HostCopyBandwidth(n, reps int) (float64, error) {
	if n <= 0 {
		return 0, fmt.Errorf("host copy bandwidth: %d bytes, expected a positive size", n)
	}
	var per float64
	err := b.do(func() error {
		h, err := cu.MemHostAlloc(n, cu.HostAllocPortable)
		if err != nil {
			return fmt.Errorf("host copy bandwidth: %w", err)
		}
		defer h.Free()
		return withBuffers([]int{n}, func(p []cu.DevicePtr) error {
			per, err = timeStream("host copy bandwidth", reps, func(s cu.Stream) error { return cu.CopyDtoHAsync(h, 0, p[0], n, s) })
			return err
		})
	})
	if err != nil {
		return 0, err
	}
	return float64(n) / per, nil
}

// GEMMBandwidth measures cuBLAS at a decode shape: experts bf16 weight matrices of out x in, each
// multiplied by its own rows tokens in one strided-batched call (the routed experts' GEMMs after
// their tokens are gathered), reps calls. It returns the weight bytes read per second.
func (b *Backend) GEMMBandwidth(experts, rows, in, out, reps int) (float64, error) {
	if experts <= 0 || rows <= 0 || in <= 0 || out <= 0 {
		return 0, fmt.Errorf("gemm bandwidth: %d experts of %d rows x %d -> %d, expected positive sizes", experts, rows, in, out)
	}
	w := experts * out * in * 2
	var per float64
	err := b.do(func() error {
		return withBuffers([]int{w, experts * rows * in * 2, experts * rows * out * 2}, func(p []cu.DevicePtr) error {
			g, err := cublas.LinearArgs(rows, in, out, p[1], cublas.R16BF, p[0], cublas.R16BF, p[2], cublas.R16BF)
			if err != nil {
				return err
			}
			sb := &cublas.StridedBatch{Gemm: *g, StrideA: int64(out * in), StrideB: int64(rows * in), StrideC: int64(rows * out), Count: experts}
			per, err = timeStream("gemm bandwidth", reps, func(s cu.Stream) error {
				if err := b.blasOn(s, b.blasWS); err != nil {
					return err
				}
				return b.blas.GemmStridedBatchedEx(sb)
			})
			b.blasSet = false // the stream is gone: the next run sets its own
			return err
		})
	})
	if err != nil {
		return 0, err
	}
	return float64(w) / per, nil
}

// GEMMFloor measures the device time of one cuBLAS bf16 GEMM of rows x in -> out, reps calls back
// to back: for a small weight at a decode shape, the shortest a library GEMM call takes.
func (b *Backend) GEMMFloor(rows, in, out, reps int) (float64, error) {
	if rows <= 0 || in <= 0 || out <= 0 {
		return 0, fmt.Errorf("gemm floor: %d rows x %d -> %d, expected positive sizes", rows, in, out)
	}
	var per float64
	err := b.do(func() error {
		return withBuffers([]int{out * in * 2, rows * in * 2, rows * out * 2}, func(p []cu.DevicePtr) error {
			g, err := cublas.LinearArgs(rows, in, out, p[1], cublas.R16BF, p[0], cublas.R16BF, p[2], cublas.R16BF)
			if err != nil {
				return err
			}
			per, err = timeStream("gemm floor", reps, func(s cu.Stream) error {
				if err := b.blasOn(s, b.blasWS); err != nil {
					return err
				}
				return b.blas.GemmEx(g)
			})
			b.blasSet = false
			return err
		})
	})
	return per, err
}

// StagedBandwidth measures a host-staged exchange as the runtime moves a payload (the TCP transport
// and afdc bench's in-process pair): n bytes of Go memory copied into a pinned buffer and up to the
// device, then down into pinned memory and out into a freshly allocated Go buffer (each received
// payload gets a new one), the stream synchronized, reps rounds by the host clock. It returns the
// bytes crossing per second, each way counted (2n a round), the convention the cost model prices
// host-staged payloads and results in.
func (b *Backend) StagedBandwidth(n, reps int) (float64, error) {
	if n <= 0 || reps <= 0 {
		return 0, fmt.Errorf("staged bandwidth: %d bytes x %d rounds, expected both positive", n, reps)
	}
	var per float64
	err := b.do(func() error {
		in, err := cu.MemHostAlloc(n, cu.HostAllocPortable)
		if err != nil {
			return fmt.Errorf("staged bandwidth: %w", err)
		}
		defer in.Free()
		out, err := cu.MemHostAlloc(n, cu.HostAllocPortable)
		if err != nil {
			return fmt.Errorf("staged bandwidth: %w", err)
		}
		defer out.Free()
		s, err := cu.StreamCreate(0)
		if err != nil {
			return err
		}
		defer s.Destroy()
		src := make([]byte, n)
		for i := range src {
			src[i] = byte(i)
		}
		return withBuffers([]int{n}, func(p []cu.DevicePtr) error {
			round := func() error {
				copy(in.Bytes(), src)
				if err := cu.CopyHtoDAsync(p[0], in, 0, n, s); err != nil {
					return err
				}
				if err := cu.CopyDtoHAsync(out, 0, p[0], n, s); err != nil {
					return err
				}
				if err := s.Synchronize(); err != nil {
					return err
				}
				dst := make([]byte, n)
				copy(dst, out.Bytes())
				stagedSink += int(dst[n-1])
				return nil
			}
			for range 2 {
				if err := round(); err != nil {
					return err
				}
			}
			t0 := time.Now()
			for range reps {
				if err := round(); err != nil {
					return err
				}
			}
			per = time.Since(t0).Seconds() / float64(reps)
			return nil
		})
	})
	if err != nil {
		return 0, err
	}
	if !(per > 0) {
		return 0, fmt.Errorf("staged bandwidth: %d rounds timed at %v s, expected a positive time", reps, per)
	}
	return 2 * float64(n) / per, nil
}

// stagedSink keeps StagedBandwidth's received bytes live, so that no copy of them is left out.
var stagedSink int
