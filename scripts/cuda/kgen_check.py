#!/usr/bin/env python3
"""Run afdc's generated CUDA kernels on a GPU against the CPU target's outputs.

Usage: kgen_check.py DIR OUT.json

DIR holds kernels.ptx (and kernels_sm90a.ptx for the kernels only sm_90a runs, named by a case's
"ptx"), cases.json and the .bin buffers written by
`AFDC_KGEN_CHECK_OUT=DIR go test ./targets/cuda/kgen -run TestWriteDeviceCheck`. Each case is one
launch; for each output the script reports the largest relative error over elements whose reference
is finite and non-zero, the largest absolute error, how many elements differ in value at all, and
whether NaNs sit in the same places. Needs cupy and numpy.
"""
import json
import sys

import cupy as cp
import numpy as np

NP = {"f32": np.float32, "bf16": np.uint16, "i32": np.int32, "i64": np.int64}


def as_f32(a, dtype):
    if dtype == "bf16":
        return (a.astype(np.uint32) << 16).view(np.float32)
    return a


def round_bf16(a):
    """Rounds f32 values to bf16 (nearest even) and back, as a kernel's bf16 store does."""
    b = a.astype(np.float32).view(np.uint32).astype(np.uint64)
    r = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint32) << 16
    out = r.view(np.float32)
    return np.where(np.isnan(a), a, out)


def main():
    d, out_path = sys.argv[1], sys.argv[2]
    mods = {}
    cases = json.load(open(f"{d}/cases.json"))
    results = []
    for c in cases:
        ptx = c.get("ptx", "kernels.ptx")
        if ptx not in mods:
            mods[ptx] = cp.RawModule(path=f"{d}/{ptx}")
        fn = mods[ptx].get_function(c["kernel"])
        args, bufs = [], {}
        for i, a in enumerate(c["args"]):
            if a["kind"] == "buf":
                host = np.fromfile(f"{d}/{a['file']}", dtype=NP[a["dtype"]])
                bufs[i] = cp.asarray(host)
                args.append(bufs[i])
            elif a["kind"] == "zeros":
                bufs[i] = cp.zeros(a["n"], dtype=NP[a["dtype"]])
                args.append(bufs[i])
            elif a["kind"] == "i32":
                args.append(np.int32(a.get("value", 0)))
            elif a["kind"] == "f32":
                args.append(np.float32(a.get("value", 0)))
        smem = c.get("shared_bytes", 0)
        if smem > 48 << 10:
            fn.max_dynamic_shared_size_bytes = smem
        fn((c["grid"],), (c["block"],), tuple(args), shared_mem=smem)
        cp.cuda.runtime.deviceSynchronize()
        for o in c["outputs"]:
            dt = c["args"][o["arg"]]["dtype"]
            got = as_f32(cp.asnumpy(bufs[o["arg"]]), dt)
            ref = np.fromfile(f"{d}/{o['ref']}", dtype=NP[o["dtype"]])
            if dt == "bf16" and o["dtype"] == "f32":
                ref = round_bf16(ref)  # the kernel rounds its f32 result once to bf16
            r = {"case": c["name"], "kernel": c["kernel"], "output": o["arg"], "n": int(ref.size)}
            if o["dtype"] == "i32":
                r["mismatches"] = int(np.sum(got.astype(np.int64) != ref.astype(np.int64)))
                r["max_rel_err"] = 0.0 if r["mismatches"] == 0 else None
                r["ok"] = r["mismatches"] == 0
            else:
                g64, r64 = got.astype(np.float64), ref.astype(np.float64)
                nan_g, nan_r = np.isnan(g64), np.isnan(r64)
                r["nan_mismatches"] = int(np.sum(nan_g != nan_r))
                ok = np.isfinite(r64) & ~nan_g
                diff = np.abs(g64 - r64)
                nz = ok & (r64 != 0)
                r["max_abs_err"] = float(diff[ok].max()) if ok.any() else 0.0
                r["max_rel_err"] = float((diff[nz] / np.abs(r64[nz])).max()) if nz.any() else 0.0
                r["differing"] = int(np.sum((g64 != r64) & ~(nan_g & nan_r)))
                # Outputs with a tolerance (attention: dots summed in another order than the CPU's)
                # pass within tol·max|ref|; the others must be bit-identical.
                tol = o.get("tol", 0)
                scale = float(np.abs(r64[ok]).max()) if ok.any() else 0.0
                r["tol"] = tol
                r["ok"] = bool(r["nan_mismatches"] == 0 and (r["max_abs_err"] <= tol * scale if tol else r["differing"] == 0))
            results.append(r)
    json.dump(results, open(out_path, "w"), indent=1)
    worst = {}
    for r in results:
        worst[r["kernel"]] = max(worst.get(r["kernel"], 0.0), r["max_rel_err"] if r["max_rel_err"] is not None else float("inf"))
    for k in sorted(worst):
        print(f"{worst[k]:.3e}  {k}")
    bad = [r["case"] for r in results if not r["ok"]]
    print(f"{len(results) - len(bad)}/{len(results)} outputs ok" + (": failed " + ", ".join(bad) if bad else ""))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
