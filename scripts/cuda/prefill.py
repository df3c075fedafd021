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
                  [--exe-args ARGS] [--runs N] [--logits LOGITS.json]
       prefill.py OUT.json --mono AFDC,MODEL_DIR --logits LOGITS.json
       prefill.py OUT.json --compare A.json,B.json[,...]

--logits: before the timed prompts, the executables (or with --mono, `afdc run --target cuda` of
the same model, one process a prompt) decode check_prompts() greedily with return_logits, and the
tokens and fp32 logits go to LOGITS.json; --compare says whether such files are bit-equal to the
first (and the largest difference where not).
"""
import argparse
import json
import os
import subprocess
import sys
import threading
import time

from serverproc import post, transport_of, wait_health


def shapes_of(s):
    out = []
    for f in s.split(","):
        n, k = f.split("x")
        out.append((int(n), int(k)))
    return out


VOCAB = 129280  # --vocab


def prompt(i, n):
    return [(i * 7919 + j * 104729) % VOCAB for j in range(n)]


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


def check_prompts():
    """The logits check's prompts: short ones and one of 300 tokens (one prefill step each)."""
    return [[1, 2, 3, 4, 5, 6, 7, 8], [v % VOCAB for v in (1000, 2000, 3000)], prompt(7, 300)]


CHECK_TOKENS = 4


def exe_logits(url, path):
    got = []
    for p in check_prompts():
        r = post(url + "/v1/completions", {"prompt": p, "max_tokens": CHECK_TOKENS, "temperature": 0, "return_logits": True, "ignore_eos": True}, 600)
        c = r["choices"][0]
        got.append({"tokens": c["token_ids"], "logits": c["logits"]})
    json.dump(got, open(path, "w"))
    return [g["tokens"] for g in got]


def mono_logits(args):
    afdc, model = args.mono.split(",")
    got = []
    for p in check_prompts():
        r = subprocess.run([afdc, "run", "--target", "cuda", "--gpu-arch", args.arch, "--random-weights", "1", "--model", model, "--gpu-memory-fraction", args.mono_mem,
                            "--prompt-ids", ",".join(map(str, p)), "--max-tokens", str(CHECK_TOKENS), "--json"],
                           capture_output=True, text=True, timeout=300)
        if r.returncode != 0:
            raise RuntimeError("afdc run: " + r.stderr[-2000:])
        d = json.loads(r.stdout)
        got.append({"tokens": d["tokens"], "logits": d["logits"]})
    json.dump(got, open(args.logits, "w"))
    return {"tokens": [g["tokens"] for g in got]}


def compare(paths):
    """Bit-equality of logits files against the first: equal floats (JSON of the same float32),
    null (a non-finite logit) only where the first has null."""
    if not os.path.exists(paths[0]):
        return {"reference": os.path.basename(paths[0]), "error": "missing", "against": []}
    ref = json.load(open(paths[0]))
    res = {"reference": os.path.basename(paths[0]), "against": []}
    for p in paths[1:]:
        if not os.path.exists(p):
            res["against"].append({"file": os.path.basename(p), "error": "missing", "bit_equal": False, "tokens_equal": False})
            continue
        got = json.load(open(p))
        same_tokens = [a["tokens"] == b["tokens"] for a, b in zip(ref, got)] if len(ref) == len(got) else False
        rows = equal = 0
        most = 0.0
        for a, b in zip(ref, got):
            for ra, rb in zip(a["logits"], b["logits"]):
                rows += 1
                if ra == rb:
                    equal += 1
                    continue
                for x, y in zip(ra, rb):
                    if x is not None and y is not None:
                        most = max(most, abs(x - y))
        res["against"].append({"file": os.path.basename(p), "tokens_equal": same_tokens, "logit_rows": rows,
                               "rows_bit_equal": equal, "bit_equal": rows > 0 and equal == rows, "max_abs_diff": most})
    return res


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
        res["transport"] = transport_of(out + ".attn.log", "connected")
        if args.logits:
            try:
                res["check_tokens"] = exe_logits(url, args.logits)
            except Exception as e:
                res["logits_error"] = str(e)[:400]
            print("exe logits", res.get("check_tokens", res.get("logits_error")), file=sys.stderr, flush=True)
        for n, k in shapes:
            times = []
            try:
                for r in range(args.runs + 1):
                    answers = [None] * k
                    errs = []

                    def one(i):
                        try:
                            answers[i] = post(url + "/v1/completions", {"prompt": prompt(1000 * r + 100 + i, n), "max_tokens": 1, "temperature": 0}, 600)
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
    ap.add_argument("--mono-mem", default="0.9", help="--gpu-memory-fraction of --mono's runs")
    ap.add_argument("--vocab", type=int, default=129280, help="token ids of the prompts are below it")
    ap.add_argument("--logits", help="write the logits check's tokens and logits here")
    ap.add_argument("--mono", help="AFDC,MODEL_DIR: the logits check through afdc run instead")
    ap.add_argument("--arch", default="sm_90a", help="--mono's --gpu-arch (the kernels prepared for it)")
    ap.add_argument("--compare", help="A.json,B.json,...: logits files to compare with the first")
    args = ap.parse_args()
    global VOCAB
    VOCAB = args.vocab
    if args.compare:
        res = compare(args.compare.split(","))
        json.dump(res, open(args.out, "w"), indent=1)
        print(json.dumps(res))
        ok = "error" not in res and all(a["bit_equal"] and a["tokens_equal"] and all(a["tokens_equal"]) for a in res["against"])
        sys.exit(0 if ok else 1)
    if args.mono:
        res = mono_logits(args)
        json.dump(res, open(args.out, "w"), indent=1)
        print(json.dumps(res))
        return
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
