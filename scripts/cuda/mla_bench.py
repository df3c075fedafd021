#!/usr/bin/env python3
"""Time afdc's mla_decode kernels alone on a GPU, at DeepSeek-V3's widths, and compare their results.

Usage: mla_bench.py DIR OUT.json

DIR holds kernels.ptx and kernels.json written by
`AFDC_KGEN_MLABENCH_OUT=DIR go test ./targets/cuda/kgen -run TestWriteMLABench` (the CUDA-core
kernel first, then the tensor-core variants). For each context and batch: a paged latent cache of
random bf16 values (blocks of 16 positions, shuffled), random q_abs (f32) and q (bf16), every row
decoding at position context-1, the split count the runtime would choose (mlaSplits in
targets/cuda/ops.go); each kernel is timed over back-to-back launches with CUDA events. The roofline
is the cache's bytes at the copy bandwidth; "err" is the largest difference of each split's
normalised output (o/l) from the CUDA-core kernel's, relative to its largest value. Needs cupy.
"""
import json
import sys

import cupy as cp
import numpy as np

BLOCK = 16  # the runtime's KV block size (targets/cuda BlockSize)
TARGET_BLOCKS, MIN_CHUNK, MAX_SPLITS = 2048, 32, 64
COPY_BW = 4.24e12  # bytes/s, the H200's measured copy bandwidth (docs/perf.md)


def splits_for(rows, groups, ctx):
    s = 1
    while 2 * s <= MAX_SPLITS and rows * groups * 2 * s <= TARGET_BLOCKS and ctx >= 2 * s * MIN_CHUNK:
        s *= 2
    return s


def bf16(n, scale=1.0):
    x = cp.random.standard_normal(n, dtype=cp.float32) * scale
    return (x.view(cp.uint32) >> 16).astype(cp.uint16)


def main():
    d, out_path = sys.argv[1], sys.argv[2]
    meta = json.load(open(f"{d}/kernels.json"))
    mod = cp.RawModule(path=f"{d}/kernels.ptx")
    m0 = meta[0]
    H, nope, rope, rank, hg = m0["heads"], m0["nope"], m0["rope"], m0["rank"], m0["hg"]
    W = rank + rope
    results = []
    for ctx in (1024, 4096):
        for rows in (1, 8, 64, 256):
            cp.random.seed(1)
            maxb = ctx // BLOCK
            nblocks = rows * maxb
            pool = bf16(nblocks * BLOCK * W)
            table = cp.random.permutation(nblocks).astype(cp.int32)
            seq = cp.arange(rows, dtype=cp.int32)
            pos = cp.full(rows, ctx - 1, dtype=cp.int32)
            qabs = cp.random.standard_normal(rows * H * rank, dtype=cp.float32) * 0.05
            q = bf16(rows * H * (nope + rope))
            splits = splits_for(rows, H // hg, ctx)
            roof = rows * ctx * W * 2 / COPY_BW * 1e3
            ref = None
            for m in meta:
                l = m["launch"]
                fn = mod.get_function(l["name"])
                smem = l["shared_bytes"] if l.get("dynamic_shared") else 0
                if smem > 48 << 10:
                    fn.max_dynamic_shared_size_bytes = smem
                part = cp.zeros(rows * splits * H * (rank + 2), dtype=cp.float32)
                grid = rows * splits * l["grid"]["mult"]
                args = (part, qabs, q, pool, table, seq, pos, np.int32(maxb), np.int32(BLOCK), np.int32(splits),
                        np.int32(rows * splits))

                def launch():
                    fn((grid,), (l["block"],), args, shared_mem=smem)

                launch()
                cp.cuda.runtime.deviceSynchronize()
                p = part.reshape(rows, splits, H, rank + 2)
                o = p[..., :rank] / p[..., rank + 1:rank + 2]
                err = 0.0
                if ref is None:
                    ref = o
                else:
                    err = float(cp.abs(o - ref).max() / cp.abs(ref).max())
                iters = 20
                s, e = cp.cuda.Event(), cp.cuda.Event()
                launch()
                s.record()
                for _ in range(iters):
                    launch()
                e.record()
                e.synchronize()
                ms = cp.cuda.get_elapsed_time(s, e) / iters
                r = {"kernel": l["name"], "tensor_cores": m["tensor_cores"], "block": l["block"], "context": ctx,
                     "batch": rows, "splits": splits, "ms": ms, "roofline_ms": roof, "ratio": ms / roof, "err": err}
                results.append(r)
                print(f"ctx {ctx:5d} batch {rows:3d} splits {splits:2d}  {ms:8.4f} ms  {ms / roof:6.2f}x roofline"
                      f" ({roof:.4f})  err {err:.2e}  {l['name']}", flush=True)
                del part
            del pool, ref
            cp.get_default_memory_pool().free_all_blocks()
    json.dump(results, open(out_path, "w"), indent=1)


if __name__ == "__main__":
    main()
