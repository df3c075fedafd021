#!/usr/bin/env python3
"""End-to-end check of the CUDA role executables on one GPU.

Starts the FFN and attention executables of a parity case (built with `afdc build --target cuda`),
both on one GPU over the TCP transport, sends greedy /v1/completions for the case's prompts, and
compares the tokens with the monolithic CUDA run (`afdc run --target cuda`); then the same with two
attention processes against one FFN process. Writes a JSON summary; exits 1 on a mismatch.

usage: e2e.py AFDC EXE_DIR MODEL WEIGHTS OUT.json [--config CONFIG] [--attn-mem F] [--ffn-mem F] [--mono-mem F]
              [--attn-args ARGS] [--ffn-args ARGS] [--port-base N]

--attn-args and --ffn-args add flags to every attention and FFN process (e.g. the GPUs and the data
plane: --ffn-args "--device 1 --peer-gpu 0" --attn-args "--device 0 --peer-gpu 1"); each check
records the data plane the attention process reports.

WEIGHTS is a checkpoint folder with the parity case's expected.json (its prompts and token count),
or random:SEED for weights made on the device (then --config names the model for the monolithic
run, and two fixed prompts decode 16 tokens).
"""
import argparse
import json
import os
import subprocess
import sys
import time

from serverproc import post, transport_of, wait_health


def main():
    ap = argparse.ArgumentParser()
    for a in ("afdc", "exe_dir", "model", "weights", "out"):
        ap.add_argument(a)
    ap.add_argument("--config")
    ap.add_argument("--attn-mem", default="0.05")
    ap.add_argument("--ffn-mem", default="0.05")
    ap.add_argument("--mono-mem", default="0.05")
    ap.add_argument("--attn-args", default="")
    ap.add_argument("--ffn-args", default="")
    ap.add_argument("--port-base", type=int, default=0)
    args = ap.parse_args()
    afdc, exe_dir, model, weights, out = args.afdc, args.exe_dir, args.model, args.weights, args.out
    if weights.startswith("random:"):
        wargs = ["--random-weights", weights.split(":", 1)[1]]
        margs = wargs + ["--model", args.config]
        prompts, n = [[1, 2, 3, 4, 5, 6, 7, 8], [1000, 2000, 3000]], 16
    else:
        wargs = ["--weights", weights]
        margs = wargs
        expected = json.load(open(os.path.join(weights, "expected.json")))
        prompts = [p["prompt_ids"] for p in expected["prompts"]]
        n = len(expected["prompts"][0]["tokens"])
    summary = {"model": model, "weights": weights, "prompts": len(prompts), "max_tokens": n, "checks": []}
    ok = True

    mono = []
    t0 = time.time()
    for p in prompts:
        r = subprocess.run([afdc, "run", "--target", "cuda", "--gpu-memory-fraction", args.mono_mem] + margs +
                           ["--prompt-ids", ",".join(map(str, p)), "--max-tokens", str(n), "--json"],
                           capture_output=True, text=True, timeout=300)
        if r.returncode != 0:
            raise RuntimeError("afdc run --target cuda: " + r.stderr)
        mono.append(json.loads(r.stdout)["tokens"])
        summary.setdefault("monolithic_stderr", []).append(r.stderr[-500:])
    summary["monolithic_seconds"] = round(time.time() - t0, 2)
    summary["monolithic_tokens"] = mono

    attn_exe = os.path.join(exe_dir, model + "-attention")
    ffn_exe = os.path.join(exe_dir, model + "-ffn")
    pb = args.port_base
    for ranks, port in ((1, 7811 + pb), (2, 7812 + pb)):
        logs = []
        procs = []
        try:
            common = wargs + ["--rendezvous", f"127.0.0.1:{port}", "--attention-ranks", str(ranks)]
            lf = open(out + f".ffn{ranks}.log", "w")
            logs.append(lf)
            procs.append(subprocess.Popen([ffn_exe] + common + ["--gpu-memory-fraction", args.ffn_mem] + args.ffn_args.split(),
                                          stdout=lf, stderr=subprocess.STDOUT))
            urls = []
            for r in range(ranks):
                http = f"127.0.0.1:{8811 + pb + 10 * ranks + r}"
                la = open(out + f".attn{ranks}.{r}.log", "w")
                logs.append(la)
                procs.append(subprocess.Popen([attn_exe] + common + ["--rank", str(r), "--http", http, "--gpu-memory-fraction", args.attn_mem] + args.attn_args.split(),
                                              stdout=la, stderr=subprocess.STDOUT))
                urls.append("http://" + http)
            ready = max(wait_health(u + "/health", procs) for u in urls)
            got = []
            t1 = time.time()
            for i, p in enumerate(prompts):
                u = urls[i % len(urls)]
                resp = post(u + "/v1/completions", {"prompt": p, "max_tokens": n, "temperature": 0, "ignore_eos": True}, 120)
                got.append(resp["choices"][0]["token_ids"])
            secs = time.time() - t1
            same = got == mono
            ok = ok and same
            summary["checks"].append({"attention_processes": ranks, "ffn_processes": 1, "ready_seconds": round(ready, 2),
                                      "serve_seconds": round(secs, 2), "tokens": got, "equal_to_monolithic": same,
                                      "transport": transport_of(out + f".attn{ranks}.0.log", "serving completions")})
        except Exception as e:
            ok = False
            summary["checks"].append({"attention_processes": ranks, "error": str(e)})
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
    json.dump(summary, open(out, "w"), indent=1)
    print(json.dumps(summary))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
