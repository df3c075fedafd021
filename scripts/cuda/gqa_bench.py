#!/usr/bin/env python3
"""Time afdc's gqa_decode kernels alone on a GPU, at GLM-4.5's widths, and compare their results.

Usage: gqa_bench.py DIR OUT.json [CONTEXTS]

DIR holds kernels.ptx and kernels.json written by
`AFDC_KGEN_GQABENCH_OUT=DIR go test ./targets/cuda/kgen -run TestWriteGQABench` (the CUDA-core
kernel first, then the tensor-core one `_mma`; 96 query heads over 8 KV heads, head dim 128, bf16).
For each context and batch: paged K and V pools of random bf16 values (blocks of the runtime's 64 positions,
shuffled), random bf16 q, every row decoding at position context-1, the split count the runtime
would choose (mlaSplits and splitShapeFor in targets/cuda/ops.go, from the kernel's head groups and
shared memory); each kernel is timed over back-to-back launches with CUDA events. The roofline is
the K and V bytes at the copy bandwidth measured in the same run (reads + writes of a 2 GiB device
copy); "err" is the largest difference of the output merged over the splits (what gqa_combine
makes) from the first kernel's, relative to its largest value. CONTEXTS (comma-separated, default
1024,4096) picks the contexts; GQA_BATCHES (default 1,8,64,256) the batches. Needs cupy.
"""
import json
import os
import sys

import cupy as cp
import numpy as np

from splitbench import BLOCK, bf16, copy_bw, kernel, merged, part_row, split_shape, splits_for, time_ms


def main():
    d, out_path = sys.argv[1], sys.argv[2]
    meta = json.load(open(f"{d}/kernels.json"))
    mod = cp.RawModule(path=f"{d}/kernels.ptx")
    m0 = meta[0]
    H, KV, D = m0["heads"], m0["kv_heads"], m0["head_dim"]
    contexts = [int(c) for c in sys.argv[3].split(",")] if len(sys.argv) > 3 else [1024, 4096]
    bw = copy_bw()
    print(f"copy bandwidth {bw / 1e12:.3f} TB/s (reads + writes)", flush=True)
    results = []
    for ctx in contexts:
        for rows in [int(b) for b in os.environ.get("GQA_BATCHES", "1,8,64,256").split(",")]:
            cp.random.seed(1)
            maxb = ctx // BLOCK
            nblocks = rows * maxb
            kpool, vpool = bf16(nblocks * BLOCK * KV * D), bf16(nblocks * BLOCK * KV * D)
            table = cp.random.permutation(nblocks).astype(cp.int32)
            seq = cp.arange(rows, dtype=cp.int32)
            pos = cp.full(rows, ctx - 1, dtype=cp.int32)
            q = bf16(rows * H * D)
            roof = rows * ctx * KV * D * 2 * 2 / bw * 1e3
            ref = None
            for m in meta:
                l = m["launch"]
                splits = splits_for(rows, l["grid"]["mult"], ctx, split_shape(l["shared_bytes"]))
                fn, smem = kernel(mod, l)
                part = cp.zeros(rows * splits * H * part_row(D), dtype=cp.float32)
                grid = rows * splits * l["grid"]["mult"]
                args = (part, q, kpool, vpool, table, seq, pos, np.int32(maxb), np.int32(BLOCK), np.int32(splits),
                        np.int32(rows * splits))

                def launch():
                    fn((grid,), (l["block"],), args, shared_mem=smem)

                launch()
                cp.cuda.runtime.deviceSynchronize()
                o = merged(part.reshape(rows, splits, H, part_row(D)), D)
                err = 0.0
                if ref is None:
                    ref = o
                else:
                    err = float(cp.abs(o - ref).max() / cp.abs(ref).max())
                ms = time_ms(launch)
                r = {"kernel": l["name"], "tensor_cores": m["tensor_cores"], "copy_bytes_per_s": bw, "block": l["block"],
                     "shared_bytes": l["shared_bytes"], "context": ctx, "batch": rows, "splits": splits, "ms": ms,
                     "roofline_ms": roof, "ratio": ms / roof, "err": err}
                results.append(r)
                print(f"ctx {ctx:5d} batch {rows:3d} splits {splits:2d}  {ms:8.4f} ms  {ms / roof:6.2f}x roofline"
                      f" ({roof:.4f})  err {err:.2e}  {l['name']}", flush=True)
                del part
            del kpool, vpool, ref
            cp.get_default_memory_pool().free_all_blocks()
    json.dump(results, open(out_path, "w"), indent=1)


if __name__ == "__main__":
    main()
