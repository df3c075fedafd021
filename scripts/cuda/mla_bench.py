#!/usr/bin/env python3
"""Time afdc's mla_decode kernels alone on a GPU, at DeepSeek-V3's widths, and compare their results.

Usage: mla_bench.py DIR OUT.json [CONTEXTS]

DIR holds kernels.ptx and kernels.json written by
`AFDC_KGEN_MLABENCH_OUT=DIR go test ./targets/cuda/kgen -run TestWriteMLABench` (the CUDA-core
kernel first, then the tensor-core variants, then the flash-attention kernel `_fa` with two cache
tiles and `_fa1` with one; with AFDC_KGEN_MLABENCH_ARCH=sm_90a: `_mma_w8`, the warpgroup-MMA kernel `_wg`, its seesaw form `_ss` and that form's bulk-copy kernel `_ss_bulk`, `_fa`). For each context and batch: a paged latent cache of
random bf16 values (blocks of MLA_BLOCK positions, shuffled), random q_abs (bf16 values, in the type each kernel reads) and q (bf16), every row
decoding at position context-1, the split count the runtime would choose (mlaSplits and splitShapeFor in
targets/cuda/ops.go, from the kernel's head groups and shared memory); each kernel is timed over back-to-back launches
with CUDA events. The roofline is the larger of the cache's bytes at the copy bandwidth measured in
the same run (reads + writes of a 2 GiB device copy) and the FLOPs (2·(W + rank) a position, head
and row) at 790 TFLOP/s; "err" is the largest difference of the output merged over the splits (what
mla_combine makes) from the first kernel's, relative to its largest value. CONTEXTS (comma-separated,
default 1024,4096) picks the contexts. MLA_SPLITS (comma-separated split counts) times every kernel at each
of those split counts too, beside the runtime's choice; MLA_BATCHES (default 1,8,64,256) picks the batches.
MLA_KERNELS (a regular expression) times only the kernels whose names it matches (the first of them is the reference
of "err"). MLA_HOT=N points every row's block table at the same N blocks, so that the cache is read from L2 rather
than from memory: what the kernel would take if its reads never waited on HBM. MLA_BLOCK sets the positions a cache
block (default the runtime's, 64; the bulk-copy form of the seesaw kernel, which takes the pool as a tensor map, needs a multiple of 64).
Needs cupy.
"""
import json
import os
import re
import sys

import cupy as cp
import numpy as np

from splitbench import BLOCK, TensorMap, bf16, copy_bw, kernel, launcher, merged, part_row, split_shape, splits_for, time_ms

PEAK_FLOPS = 790e12  # bf16 dense tensor-core rate of the H200 assumed for the roofline


def main():
    d, out_path = sys.argv[1], sys.argv[2]
    meta = json.load(open(f"{d}/kernels.json"))
    if os.environ.get("MLA_KERNELS"):
        meta = [m for m in meta if re.search(os.environ["MLA_KERNELS"], m["launch"]["name"])]
    hot = int(os.environ.get("MLA_HOT", "0"))
    block = int(os.environ.get("MLA_BLOCK", str(BLOCK)))  # positions a cache block
    mod = cp.RawModule(path=f"{d}/kernels.ptx")
    m0 = meta[0]
    H, nope, rope, rank = m0["heads"], m0["nope"], m0["rope"], m0["rank"]
    W = rank + rope
    contexts = [int(c) for c in sys.argv[3].split(",")] if len(sys.argv) > 3 else [1024, 4096]
    bw = copy_bw()
    print(f"copy bandwidth {bw / 1e12:.3f} TB/s (reads + writes)", flush=True)
    results = []
    for ctx in contexts:
        for rows in [int(b) for b in os.environ.get("MLA_BATCHES", "1,8,64,256").split(",")]:
            cp.random.seed(1)
            maxb = ctx // block
            nblocks = rows * maxb
            pool = bf16(nblocks * block * W)
            table = cp.random.permutation(nblocks).astype(cp.int32)
            if hot:
                table %= hot
            seq = cp.arange(rows, dtype=cp.int32)
            pos = cp.full(rows, ctx - 1, dtype=cp.int32)
            # q_abs in the type each kernel reads: bf16 values, as bf16 or widened to f32, so that
            # every kernel multiplies the same q.
            qabs16 = bf16(rows * H * rank, 0.05)
            qabs32 = (qabs16.astype(cp.uint32) << 16).view(cp.float32)
            q = bf16(rows * H * (nope + rope))
            roof = max(rows * ctx * W * 2 / bw, rows * H * ctx * 2 * (W + rank) / PEAK_FLOPS) * 1e3
            ref = None
            sweep = [int(x) for x in os.environ.get("MLA_SPLITS", "").split(",") if x]
            for m, splits in [(m, s) for m in meta for s in [splits_for(rows, m["launch"]["grid"]["mult"], ctx, split_shape(m["launch"]["shared_bytes"]))] + sweep]:
                l = m["launch"]
                fn, smem = kernel(mod, l)
                part = cp.zeros(rows * splits * H * part_row(rank), dtype=cp.float32)
                grid = rows * splits * l["grid"]["mult"]
                qabs = qabs16 if next(p for p in l["params"] if p["name"] == "qabs").get("elem") == "bf16" else qabs32
                args = (part, qabs, q, pool, table, seq, pos, np.int32(maxb), np.int32(block), np.int32(splits),
                        np.int32(rows * splits))
                direct = None
                if any(p["name"] == "out" for p in l["params"]):
                    # The warpgroup kernels write o_lat (bf16) themselves in a launch of one split.
                    direct = cp.zeros(rows * H * rank, dtype=cp.uint16)
                    args = args + (direct,)

                def launch():
                    fn((grid,), (l["block"],), args, shared_mem=smem)

                if any(p["type"] == "tensor_map" for p in l["params"]):
                    # The kernel reads the cache through a tensor map: boxes of 64 values × 64 rows.
                    values = dict(zip([p["name"] for p in l["params"]], args))
                    values["pool_map"] = TensorMap(pool.data.ptr, W, nblocks * block, W * 2, (64, 64))
                    launch = launcher(fn, l, grid, smem, values)

                launch()
                cp.cuda.runtime.deviceSynchronize()
                if direct is not None and splits == 1:
                    o = (direct.astype(cp.uint32) << 16).view(cp.float32).reshape(rows, H, rank)
                else:
                    o = merged(part.reshape(rows, splits, H, part_row(rank)), rank)
                err = 0.0
                if ref is None:
                    ref = o
                else:
                    err = float(cp.abs(o - ref).max() / cp.abs(ref).max())
                ms = time_ms(launch)
                r = {"kernel": l["name"], "tensor_cores": m["tensor_cores"], "wgmma": m.get("wgmma", False), "fa": m.get("fa", False),
                     "copy_bytes_per_s": bw, "block": l["block"], "context": ctx,
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
