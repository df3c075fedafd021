#!/usr/bin/env python3
"""Prefill speed of the DeepSeek-V3 benchmark slice on one GPU: PyTorch eager beside afdc's executables.

Two parts, each optional, writing one JSON object to OUT:

  hf:   transformers' DeepseekV3 (the slice reference_deepseek_v3.py builds: the preset at full width
        cut to --layers layers, the first --dense dense, random bf16 weights on the GPU, SDPA
        attention, grouped_mm experts), one forward of each shape's prompts with a fresh
        DynamicCache (the prompts' keys and values cached, as a server's prefill does), timed by
        torch.cuda.synchronize around the call, --runs runs after one untimed.
  exe:  the attention and FFN executables of the same slice (afdc build --target cuda), one process
        each on the GPU, TCP between them, random weights (--random-weights 1); each shape's prompts
        sent together as /v1/completions with max_tokens 1, --runs times after one untimed; the
        time to first token of a shape is the wall time from sending to the last prompt's answer
        (its first and only token).

usage: prefill.py OUT.json --shapes 4096x1,2048x8 [--hf] [--exe ATTN,FFN --config DIR]
                  [--exe-args ARGS] [--runs N]
"""
import argparse
import json
import os
import subprocess
import sys
import threading
import time
import urllib.request


def shapes_of(s):
    out = []
    for f in s.split(","):
        n, k = f.split("x")
        out.append((int(n), int(k)))
    return out


def prompt(i, n):
    return [(i * 7919 + j * 104729) % 129280 for j in range(n)]


def hf_part(args, shapes):
    import torch
    from transformers import DynamicCache
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import reference_deepseek_v3 as ref
    cfg = ref.config(args.model, args.layers, args.dense)
    model = ref.build(cfg)
    res = {"torch": torch.__version__, "device": torch.cuda.get_device_name(0), "attention": "sdpa", "results": []}
    try:
        import transformers
        res["transformers"] = transformers.__version__
    except Exception:
        pass
    for n, k in shapes:
        ids = torch.tensor([prompt(100 + i, n) for i in range(k)], device="cuda")
        times = []
        try:
            for r in range(args.runs + 1):
                torch.cuda.synchronize()
                t0 = time.perf_counter()
                with torch.no_grad():
                    out = model(input_ids=ids, past_key_values=DynamicCache(), use_cache=True, logits_to_keep=1)
                    tok = out.logits[:, -1].argmax(-1).tolist()
                torch.cuda.synchronize()
                if r > 0:
                    times.append((time.perf_counter() - t0) * 1e3)
                del out
            res["results"].append({"prompt_tokens": n, "prompts": k, "ms": sum(times) / len(times), "min_ms": min(times), "tokens": tok})
        except Exception as e:  # out of memory or anything else: reported, the next shape still runs
            res["results"].append({"prompt_tokens": n, "prompts": k, "error": str(e)[:400]})
        print("hf", res["results"][-1], file=sys.stderr, flush=True)
    del model
    gc_cuda()
    return res


def gc_cuda():
    import gc
    import torch
    gc.collect()
    torch.cuda.empty_cache()


def post(url, body, timeout=600):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return json.loads(r.read())


def wait_health(url, procs, timeout=400):
    t0 = time.time()
    while time.time() - t0 < timeout:
        for p in procs:
            if p.poll() is not None:
                raise RuntimeError(f"process exited early with {p.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return time.time() - t0
        except Exception:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"{url} not healthy within {timeout}s")


def exe_part(args, shapes):
    attn, ffn = args.exe.split(",")
    common = ["--random-weights", "1", "--rendezvous", "127.0.0.1:7911"] + args.exe_args.split()
    out = args.out
    lf, la = open(out + ".ffn.log", "w"), open(out + ".attn.log", "w")
    procs = [subprocess.Popen([ffn] + common + ["--gpu-memory-fraction", args.ffn_mem], stdout=lf, stderr=subprocess.STDOUT)]
    procs.append(subprocess.Popen([attn] + common + ["--http", "127.0.0.1:8911", "--gpu-memory-fraction", args.attn_mem] + args.attn_args.split(),
                                  stdout=la, stderr=subprocess.STDOUT))
    url = "http://127.0.0.1:8911"
    res = {"flags": common[4:] + args.attn_args.split(), "results": []}
    try:
        res["ready_seconds"] = round(wait_health(url + "/health", procs), 1)
        for n, k in shapes:
            times = []
            try:
                for r in range(args.runs + 1):
                    answers = [None] * k
                    errs = []

                    def one(i):
                        try:
                            answers[i] = post(url + "/v1/completions", {"prompt": prompt(1000 * r + 100 + i, n), "max_tokens": 1, "temperature": 0})
                        except Exception as e:
                            errs.append(str(e))
                    th = [threading.Thread(target=one, args=(i,)) for i in range(k)]
                    t0 = time.perf_counter()
                    for t in th:
                        t.start()
                    for t in th:
                        t.join()
                    d = (time.perf_counter() - t0) * 1e3
                    if errs:
                        raise RuntimeError(errs[0])
                    if r > 0:
                        times.append(d)
                res["results"].append({"prompt_tokens": n, "prompts": k, "ttft_ms": sum(times) / len(times), "min_ms": min(times)})
            except Exception as e:
                res["results"].append({"prompt_tokens": n, "prompts": k, "error": str(e)[:400]})
            print("exe", res["results"][-1], file=sys.stderr, flush=True)
    except Exception as e:
        res["error"] = str(e)[:400]
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        lf.close()
        la.close()
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--shapes", default="4096x1,2048x8")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--model", default="deepseek-v3")
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--dense", type=int, default=1)
    ap.add_argument("--hf", action="store_true")
    ap.add_argument("--exe", help="ATTENTION,FFN executables")
    ap.add_argument("--exe-args", default="", help="flags for both executables")
    ap.add_argument("--attn-args", default="", help="flags for the attention executable")
    ap.add_argument("--attn-mem", default="0.2")
    ap.add_argument("--ffn-mem", default="0.5")
    args = ap.parse_args()
    shapes = shapes_of(args.shapes)
    res = {"shapes": args.shapes, "runs": args.runs}
    if args.hf:
        res["hf_eager"] = hf_part(args, shapes)
    if args.exe:
        res["executables"] = exe_part(args, shapes)
    json.dump(res, open(args.out, "w"), indent=1)
    print(json.dumps(res))


if __name__ == "__main__":
    main()
