#!/usr/bin/env python3
"""Time afdc's decode linear kernel (linear_decode) on a GPU against cuBLAS.

Usage: linear_bench.py DIR OUT.json [TOKENS,...]

DIR holds kernels.ptx and kernels.json written by
`AFDC_KGEN_LINEAR_OUT=DIR go test ./targets/cuda/kgen -run TestWriteLinearBench`: every decode
linear of DeepSeek-V3 and GLM-4.5 in a few variants (column splits, k-steps a batch of loads, 8 or
16 tokens a pass); "default" is the form the backend takes at the token count (8 tokens a pass up
to 8, 16 past that). In one run it measures the device's copy bandwidth (a 2 GiB device-to-device copy, bytes
read + written), then per shape and token count (default 1 and 8) times each variant and
torch.nn.functional.linear (cuBLAS, bf16) on the same weights, with enough weight copies rotated to
defeat L2, and checks each variant against torch in fp32 (max error relative to the largest
reference value). Times are CUDA events around back-to-back launches; "tbs" is the weight bytes
read per second. LINEAR_SHAPES, a regular expression, times only the shapes it finds (e.g.
"ds (q_b|o)$"). Needs cupy, torch and numpy.
"""
import json
import math
import os
import re
import sys

import cupy as cp
import numpy as np
import torch
import torch.nn.functional as F

DEV = "cuda"

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from stream_bench import copy_bandwidth, events_time  # noqa: E402 (the same timing as the streaming kernels')


def main():
    d, out = sys.argv[1], sys.argv[2]
    tokens = [int(x) for x in sys.argv[3].split(",")] if len(sys.argv) > 3 else [1, 8]
    meta = json.load(open(f"{d}/kernels.json"))
    mod = cp.RawModule(path=f"{d}/kernels.ptx")
    bw = copy_bandwidth()
    print(f"copy bandwidth {bw / 1e12:.2f} TB/s")
    shapes = {}
    only = os.environ.get("LINEAR_SHAPES")  # a regular expression: time only the shapes it finds
    for m in meta:
        if only and not re.search(only, m["shape"]):
            continue
        shapes.setdefault(m["shape"], []).append(m)
    rows = []
    for name, ms in shapes.items():
        inw, outw, bias, wide = ms[0]["in"], ms[0]["out"], ms[0]["bias"], ms[0]["f32"]
        nbytes = inw * outw * 2
        copies = max(2, math.ceil(600e6 / nbytes))
        ws = [torch.randn(outw, inw, dtype=torch.bfloat16, device=DEV) * 0.02 for _ in range(copies)]
        b = torch.randn(outw, dtype=torch.bfloat16, device=DEV) if bias else None
        ref_w = ws[0].float()
        for T in tokens:
            x = torch.randn(T, inw, dtype=torch.bfloat16, device=DEV)
            ref = x.float() @ ref_w.T + (b.float() if bias else 0)
            ydt = torch.float32 if wide else torch.bfloat16
            y = torch.empty(T, outw, dtype=ydt, device=DEV)
            if wide:
                t_blas = events_time(lambda i: F.linear(x, ws[i % copies]).float(), 30)
            else:
                t_blas = events_time(lambda i: F.linear(x, ws[i % copies], b), 30)
            row = {"shape": name, "in": inw, "out": outw, "tokens": T, "cublas_us": t_blas * 1e6,
                   "cublas_tbs": nbytes / t_blas / 1e12, "roofline_us": nbytes / bw * 1e6, "variants": []}
            for m in ms:
                f = mod.get_function(m["name"])
                l = m["launch"]

                def run(i, f=f, l=l, src=ws):
                    args = [np.uint64(y.data_ptr()), np.uint64(x.data_ptr()), np.uint64(src[i % copies].data_ptr())]
                    if bias:
                        args.append(np.uint64(b.data_ptr()))
                    args.append(np.int32(T))
                    f((l["grid"]["fixed"],), (l["block"],), tuple(args))
                y.zero_()
                run(0)
                torch.cuda.synchronize()
                err = float((y.float() - ref).abs().max() / ref.abs().max())
                t = events_time(run, 30)
                row["variants"].append({"name": m["name"], "s": m["s"], "u": m["u"], "m": m.get("m", 0), "default": m["wide_default"] if T > 8 else m["default"], "us": t * 1e6, "tbs": nbytes / t / 1e12, "err": err})
            best = min(row["variants"], key=lambda v: v["us"])
            dflt = [v for v in row["variants"] if v["default"]][0]
            print(f"{name:15s} T={T:2d} roof {row['roofline_us']:7.1f} us  cuBLAS {t_blas*1e6:7.1f} ({row['cublas_tbs']:.2f} TB/s)"
                  f"  default {dflt['us']:7.1f} ({dflt['tbs']:.2f}, err {dflt['err']:.1e})"
                  f"  best {best['us']:7.1f} ({best['tbs']:.2f}) s{best['s']} u{best['u']} m{best['m']} err {best['err']:.1e}")
            rows.append(row)
        del ws
        torch.cuda.empty_cache()
    json.dump({"copy_bandwidth": bw, "rows": rows}, open(out, "w"), indent=1)


if __name__ == "__main__":
    main()
