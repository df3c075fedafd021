#!/usr/bin/env python3
"""Expert parallelism on one GPU: N expert ranks as N processes sharing the GPU against one attention
process (an `afdc build --target cuda --ep N` model, random weights made on the GPU, FP8 experts kept
FP8), over the TCP transport with host staging. Sends greedy /v1/completions and compares the tokens
with the monolithic CUDA run (`afdc run --target cuda`); reports each expert rank's device bytes of
routed experts (its log) and its process's GPU memory (nvidia-smi) against the whole model's.

usage: ep.py AFDC EXE_DIR MODEL CONFIG_DIR OUT.json [--ranks N] [--seed S] [--mono-mem F] [--attn-mem F] [--rank-mem F]
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import time

from serverproc import post, wait_health


def gpu_mem_by_pid():
    """MiB of GPU memory per process id, from nvidia-smi (empty when it is missing)."""
    try:
        r = subprocess.run(["nvidia-smi", "--query-compute-apps=pid,used_memory", "--format=csv,noheader,nounits"],
                           capture_output=True, text=True, timeout=30)
    except Exception:
        return {}
    out = {}
    for line in r.stdout.splitlines():
        parts = [x.strip() for x in line.split(",")]
        if len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
            out[int(parts[0])] = int(parts[1])
    return out


def routed_expert_bytes(cfg):
    """The whole model's routed experts in FP8 with 128x128 f32 block scales, as an unsharded FFN holds them."""
    h, inter, e = cfg["hidden_size"], cfg["moe_intermediate_size"], cfg["n_routed_experts"]
    moe_layers = cfg["num_hidden_layers"] - cfg.get("first_k_dense_replace", 0)
    per_expert = 3 * inter * h + 3 * math.ceil(inter / 128) * math.ceil(h / 128) * 4
    return moe_layers * e * per_expert


def main():
    ap = argparse.ArgumentParser()
    for a in ("afdc", "exe_dir", "model", "config", "out"):
        ap.add_argument(a)
    ap.add_argument("--ranks", type=int, default=4)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--mono-mem", default="0.6")
    ap.add_argument("--attn-mem", default="0.25")
    ap.add_argument("--rank-mem", default="0.14")
    ap.add_argument("--tokens", type=int, default=16)
    args = ap.parse_args()
    prompts = [[1, 2, 3, 4, 5, 6, 7, 8], [1000, 2000, 3000]]
    cfg = json.load(open(os.path.join(args.config, "config.json")))
    fp8 = ["--random-weights", args.seed, "--keep-fp8"]
    summary = {"model": args.model, "expert_ranks": args.ranks, "attention_processes": 1, "max_tokens": args.tokens,
               "routed_expert_bytes_whole": routed_expert_bytes(cfg)}
    ok = True

    mono = []
    t0 = time.time()
    for p in prompts:
        r = subprocess.run([args.afdc, "run", "--target", "cuda", "--gpu-memory-fraction", args.mono_mem, "--model", args.config] + fp8 +
                           ["--prompt-ids", ",".join(map(str, p)), "--max-tokens", str(args.tokens), "--json"],
                           capture_output=True, text=True, timeout=240)
        if r.returncode != 0:
            summary["monolithic_error"] = r.stderr[-2000:]
            json.dump(summary, open(args.out, "w"), indent=1)
            print(json.dumps(summary))
            sys.exit(1)
        mono.append(json.loads(r.stdout)["tokens"])
    summary["monolithic_seconds"] = round(time.time() - t0, 2)
    summary["monolithic_tokens"] = mono

    attn = os.path.join(args.exe_dir, args.model + "-attention")
    ffn = os.path.join(args.exe_dir, args.model + "-ffn")
    # The default step (512 tokens): its combine (512 x 8 f32 rows of 7,168 per attention rank) goes
    # over TCP as two 64 MiB frames.
    common = fp8 + ["--rendezvous", "127.0.0.1:7911", "--attention-ranks", "1", "--ffn-ranks", str(args.ranks), "--transport", "tcp"]
    procs, logs, ranks = [], [], []
    try:
        for r in range(args.ranks):
            lf = open(f"{args.out}.rank{r}.log", "w")
            logs.append(lf)
            p = subprocess.Popen([ffn] + common + ["--rank", str(r), "--gpu-memory-fraction", args.rank_mem], stdout=lf, stderr=subprocess.STDOUT)
            procs.append(p)
            ranks.append(p)
        la = open(f"{args.out}.attn.log", "w")
        logs.append(la)
        http = "127.0.0.1:8911"
        a = subprocess.Popen([attn] + common + ["--rank", "0", "--http", http, "--gpu-memory-fraction", args.attn_mem], stdout=la, stderr=subprocess.STDOUT)
        procs.append(a)
        summary["ready_seconds"] = round(wait_health(f"http://{http}/health", procs, 300), 2)
        got = []
        t1 = time.time()
        for p in prompts:
            resp = post(f"http://{http}/v1/completions", {"prompt": p, "max_tokens": args.tokens, "temperature": 0, "ignore_eos": True}, 300)
            got.append(resp["choices"][0]["token_ids"])
        summary["serve_seconds"] = round(time.time() - t1, 2)
        summary["tokens"] = got
        summary["equal_to_monolithic"] = got == mono
        ok = ok and got == mono
        mem = gpu_mem_by_pid()
        whole = summary["routed_expert_bytes_whole"]
        rows = []
        for r, p in enumerate(ranks):
            logs[r].flush()
            text = open(f"{args.out}.rank{r}.log").read()
            m = re.search(r"expert_bytes=(\d+)", text)
            eb = int(m.group(1)) if m else None
            d = re.search(r"device_bytes=(\d+)", text)
            rows.append({"rank": r, "routed_expert_bytes": eb, "share_of_whole": round(eb / whole, 4) if eb else None,
                         "backend_device_bytes": int(d.group(1)) if d else None, "process_gpu_mib": mem.get(p.pid)})
        summary["ranks"] = rows
        summary["attention_process_gpu_mib"] = mem.get(a.pid)
        ok = ok and all(x["routed_expert_bytes"] for x in rows)
    except Exception as e:
        ok = False
        summary["error"] = str(e)
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        for f in logs:
            f.close()
    summary["ok"] = ok
    json.dump(summary, open(args.out, "w"), indent=1)
    print(json.dumps(summary))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
