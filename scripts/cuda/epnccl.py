#!/usr/bin/env python3
"""Expert parallelism across GPUs over NCCL: one attention process on GPU 0 and N expert ranks on
GPUs 1..N (an `afdc build --target cuda --ep N` model, random weights made on the GPUs, FP8 experts
kept FP8, --transport nccl, NCCL_NVLS_ENABLE=0 in every process). In order, each result written to
OUT/epnccl.json as it is measured:

  probe       the NCCL link from GPU 0 to the expert GPUs (the GPU test binary's grouped sends:
              bytes per second at dispatch-like sizes), for the exchanges below to be set against;
  greedy      the deployment's greedy tokens for two prompts against the one-GPU monolithic run's;
  load        64 concurrent requests of a 4,096-token context (prompt + generated), 2 stages: over a
              window where all 64 decode, the decode step (attention's afdc_step_seconds) against
              max(attention alone, slowest expert rank alone): an expert rank alone is its compute
              per step (afdc_expert_rank_compute_seconds), the attention alone the step less its
              combine waits (afdc_exchange_seconds_total, dir=recv, device events) per stage; per
              layer and stage the dispatch (send) and combine (recv) bytes and device time against
              bytes / the probe's bandwidth; the expert load per layer and rank
              (afdc_ep_dispatch_tokens_total) and its imbalance (max / mean);
  kills       an expert rank killed (SIGKILL) while requests stream, TRIALS times: every in-flight
              request must end in an error within 5 s, the rank is started again, /health must come
              back and the next request must succeed.

usage: epnccl.py AFDC EXE_DIR MODEL CONFIG_DIR OUT_DIR [--ranks N] [--probe TEST_BINARY] [--trials T] [--dry-run]

--dry-run starts nothing on a GPU: it checks every command's flags against the executables' --help
and writes OUT_DIR/plan.json.
"""
import argparse
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request

from serverproc import health, try_post

RV_PORT = 7931
HTTP_PORT = 8931
METRICS_PORT = 9931  # expert rank r serves /metrics on METRICS_PORT + r


def scrape(url):
    """Prometheus text: {(name, frozenset(labels)): value}."""
    with urllib.request.urlopen(url, timeout=10) as r:
        text = r.read().decode()
    out = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        m = re.match(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)$', line)
        if not m:
            continue
        labels = frozenset(re.findall(r'(\w+)="([^"]*)"', m.group(3) or ""))
        out[(m.group(1), labels)] = float(m.group(4))
    return out


def delta(a, b, name, **want):
    """Sum over series of name whose labels include want, b minus a."""
    s = 0.0
    for (n, labels), v in b.items():
        if n == name and all((k, str(x)) in labels for k, x in want.items()):
            s += v - a.get((n, labels), 0.0)
    return s


def series(a, b, name):
    """Per label set of name: b minus a."""
    return {labels: v - a.get((n, labels), 0.0) for (n, labels), v in b.items() if n == name}


class Deployment:
    """The expert ranks and the attention process, with their commands and logs."""

    def __init__(self, args, out):
        self.a, self.out = args, out
        attn = os.path.join(args.exe_dir, args.model + "-attention")
        ffn = os.path.join(args.exe_dir, args.model + "-ffn")
        common = ["--random-weights", args.seed, "--keep-fp8", "--rendezvous", f"127.0.0.1:{RV_PORT}", "--attention-ranks", "1",
                  "--ffn-ranks", str(args.ranks), "--transport", "nccl", "--max-batch-tokens", str(args.max_batch_tokens),
                  "--peer-silence", "2s", "--heartbeat", "250ms"]
        self.ffn_cmds = [[ffn] + common + ["--rank", str(r), "--device", str(r + 1), "--peer-gpu", "0", "--gpu-memory-fraction", args.rank_mem,
                                           "--http", f"127.0.0.1:{METRICS_PORT + r}"] + (["--listen", "127.0.0.1:0"] if r > 0 else [])
                         for r in range(args.ranks)]
        self.attn_cmd = [attn] + common + ["--rank", "0", "--device", "0", "--peer-gpu", "1", "--gpu-memory-fraction", args.attn_mem,
                                           "--http", f"127.0.0.1:{HTTP_PORT}", "--peer-timeout", "4s", "--chunk-tokens", str(args.max_batch_tokens),
                                           "--max-seq-len", "4096"]
        self.url = f"http://127.0.0.1:{HTTP_PORT}"
        self.ranks, self.attn, self.logs = [None] * args.ranks, None, []

    def env(self):
        e = dict(os.environ)
        e["NCCL_NVLS_ENABLE"] = "0"
        return e

    def start_rank(self, r):
        lf = open(os.path.join(self.out, f"rank{r}.log"), "a")
        self.logs.append(lf)
        self.ranks[r] = subprocess.Popen(self.ffn_cmds[r], stdout=lf, stderr=subprocess.STDOUT, env=self.env())

    def start(self):
        for r in range(self.a.ranks):
            self.start_rank(r)
        la = open(os.path.join(self.out, "attention.log"), "a")
        self.logs.append(la)
        self.attn = subprocess.Popen(self.attn_cmd, stdout=la, stderr=subprocess.STDOUT, env=self.env())
        t = health(self.url + "/health", 600, self.ranks + [self.attn], interval=0.05)
        if t is None:
            raise RuntimeError("the deployment did not come up within 600 s")
        return t

    def stop(self):
        procs = [p for p in self.ranks + [self.attn] if p is not None]
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        for f in self.logs:
            f.close()

    def metrics(self):
        m = {"attention": scrape(self.url + "/metrics")}
        for r in range(self.a.ranks):
            m[r] = scrape(f"http://127.0.0.1:{METRICS_PORT + r}/metrics")
        return m


def check_flags(cmd):
    """The flags of cmd that its executable's --help does not list."""
    r = subprocess.run([cmd[0], "--help"], capture_output=True, text=True, timeout=60)
    listed = set(re.findall(r"--[a-z0-9][a-z0-9-]*", r.stdout + r.stderr))
    return [f for f in cmd[1:] if f.startswith("--") and f not in listed]


def probe(args, out, summary):
    if not args.probe:
        return None
    env = dict(os.environ, AFDC_GPU_OUT=out, NCCL_NVLS_ENABLE="0")
    r = subprocess.run([args.probe, "-test.run", "GPUEPRows", "-test.v"], capture_output=True, text=True, timeout=600, env=env)
    open(os.path.join(out, "probe.log"), "w").write(r.stdout + r.stderr)
    path = os.path.join(out, "ep-nccl-gpu.json")
    if r.returncode != 0 or not os.path.exists(path):
        summary["probe_error"] = (r.stdout + r.stderr)[-2000:]
        return None
    rep = json.load(open(path))
    # The all-ranks-at-once figure at the largest size: the link as a dispatch loads it.
    together = [b for b in rep["bandwidth"] if all(x > 0 for x in b["rows_per_rank"])]
    best = max(together, key=lambda b: b["bytes_per_rank"]) if together else None
    summary["probe"] = {"expert_ranks": rep["expert_ranks"], "round_trips_exact": rep["round_trips_exact"],
                        "gb_per_s_per_rank": best["gb_per_s_per_rank"] if best else None, "all": rep["bandwidth"]}
    return best["gb_per_s_per_rank"] * 1e9 if best else None


def monolithic(args, prompts):
    toks = []
    for p in prompts:
        r = subprocess.run([args.afdc, "run", "--target", "cuda", "--device", "0", "--gpu-memory-fraction", args.mono_mem, "--model", args.config,
                            "--random-weights", args.seed, "--keep-fp8", "--prompt-ids", ",".join(map(str, p)), "--max-tokens", str(args.tokens), "--json"],
                           capture_output=True, text=True, timeout=600)
        if r.returncode != 0:
            raise RuntimeError("monolithic run: " + r.stderr[-2000:])
        toks.append(json.loads(r.stdout)["tokens"])
    return toks


def load(dep, args, bw, summary):
    """64 requests of a 4096-token context; the decode window's figures."""
    batch, ctx_len, gen = args.batch, 4096, args.decode_tokens
    rng = random.Random(7)
    prompts = [[rng.randrange(10, 120000) for _ in range(ctx_len - gen)] for _ in range(batch)]
    before = dep.metrics()
    base_ttft = delta({}, before["attention"], "afdc_time_to_first_token_seconds_count")
    results = [None] * batch

    def run(i):
        results[i] = try_post(dep.url + "/v1/completions", {"prompt": prompts[i], "max_tokens": gen, "temperature": 0, "ignore_eos": True}, 900)

    ths = [threading.Thread(target=run, args=(i,)) for i in range(batch)]
    for th in ths:
        th.start()
    # The window opens once every request has its first token (all prefilled) and lasts WINDOW s.
    t0 = time.time()
    while time.time() - t0 < 600:
        m = scrape(dep.url + "/metrics")
        if delta({}, m, "afdc_time_to_first_token_seconds_count") - base_ttft >= batch:
            break
        time.sleep(0.05)
    a = dep.metrics()
    time.sleep(args.window)
    b = dep.metrics()
    for th in ths:
        th.join(900)
    ok = all(r is not None and r[0] == 200 for r in results)
    A, B = a["attention"], b["attention"]
    steps = delta(A, B, "afdc_step_seconds_count")
    step = delta(A, B, "afdc_step_seconds_sum") / steps if steps else None
    seqs = delta(A, B, "afdc_step_sequences_sum") / steps if steps else None
    ranks = []
    for r in range(args.ranks):
        c = delta(a[r], b[r], "afdc_expert_rank_compute_seconds_sum")
        ranks.append({"rank": r, "compute_per_step_s": c / steps if steps else None,
                      "tokens": delta(a[r], b[r], "afdc_expert_rank_tokens_total"), "pairs": delta(a[r], b[r], "afdc_expert_rank_pairs_total")})
    # Per layer, stage and direction: bytes and device time of the exchanges over the window.
    ex = {}
    for labels, v in series(A, B, "afdc_exchange_bytes_total").items():
        d = dict(labels)
        key = (int(d["layer"]), int(d["stage"]), d["dir"])
        secs = delta(A, B, "afdc_exchange_seconds_total", layer=d["layer"], stage=d["stage"], dir=d["dir"])
        groups = delta(A, B, "afdc_exchange_timed_total", layer=d["layer"], stage=d["stage"], dir=d["dir"])
        per_step_bytes = v / steps if steps else None
        ex[key] = {"layer": key[0], "stage": key[1], "dir": {"send": "dispatch", "recv": "combine"}.get(d["dir"], d["dir"]),
                   "bytes_per_step": per_step_bytes, "device_s_per_step": secs / steps if steps else None, "groups": groups,
                   "bytes_over_link_s": per_step_bytes / (bw * args.ranks) if bw and per_step_bytes else None}
    stages = sorted({k[1] for k in ex})
    waits = {s: sum(e["device_s_per_step"] or 0 for k, e in ex.items() if k[1] == s and k[2] == "recv") for s in stages}
    attn_alone = max((step - w for w in waits.values()), default=None) if step else None
    slowest = max((x["compute_per_step_s"] or 0 for x in ranks), default=None)
    load = {}
    for labels, v in series(A, B, "afdc_ep_dispatch_tokens_total").items():
        d = dict(labels)
        load.setdefault(int(d["layer"]), {})[int(d["rank"])] = v
    imbalance = {l: (max(v.values()) / (sum(v.values()) / len(v)) if sum(v.values()) else None) for l, v in load.items()}
    summary["load"] = {"ok": ok, "batch": batch, "context": ctx_len, "window_s": args.window, "steps": steps, "sequences_per_step": seqs,
                       "decode_step_s": step, "attention_alone_s_estimate": attn_alone, "slowest_expert_rank_alone_s": slowest,
                       "step_over_max_alone": step / max(attn_alone or 0, slowest or 0) if step and max(attn_alone or 0, slowest or 0) > 0 else None,
                       "ranks": ranks, "exchanges": sorted(ex.values(), key=lambda e: (e["layer"], e["stage"], e["dir"])),
                       "dispatch_tokens": {str(l): {str(r): v for r, v in sorted(x.items())} for l, x in sorted(load.items())},
                       "load_imbalance_max_over_mean": {str(l): v for l, v in sorted(imbalance.items())}}
    return ok


def kills(dep, args, summary):
    """Expert rank 1 killed mid-stream, args.trials times."""
    victim = min(1, args.ranks - 1)
    trials, ok = [], True
    for trial in range(args.trials):
        results = [None] * args.inflight

        def run(i):
            st, body = try_post(dep.url + "/v1/completions", {"prompt": [1 + i, 2, 3, 4, 5], "max_tokens": 2400, "temperature": 0, "ignore_eos": True}, 60)
            results[i] = (st, time.time(), body)

        ths = [threading.Thread(target=run, args=(i,)) for i in range(args.inflight)]
        for th in ths:
            th.start()
        time.sleep(0.5)
        still = sum(1 for r in results if r is None)
        tkill = time.time()
        dep.ranks[victim].send_signal(signal.SIGKILL)
        dep.ranks[victim].wait()
        for th in ths:
            th.join(30)
        ends = [round(r[1] - tkill, 3) if r else None for r in results]
        errors = sum(1 for r in results if r and r[0] != 200)
        dep.start_rank(victim)
        t0 = time.time()
        back = health(dep.url + "/health", 300, dep.ranks + [dep.attn], interval=0.05)
        back = round(time.time() - t0, 2) if back is not None else None
        st, body = try_post(dep.url + "/v1/completions", {"prompt": [7, 8, 9], "max_tokens": 8, "temperature": 0, "ignore_eos": True}, 120)
        after = st == 200 and len(body["choices"][0]["token_ids"]) == 8
        good = still == args.inflight and errors == args.inflight and all(e is not None and e <= 5 for e in ends) and after
        ok = ok and good
        sample = next((r[2] for r in results if r and r[0] != 200), None)
        trials.append({"trial": trial, "in_flight_at_kill": still, "errors": errors, "seconds_kill_to_end": ends, "restart_healthy_seconds": back,
                       "next_request_ok": after, "ok": good, "error_sample": sample if trial == 0 else None})
        print(json.dumps(trials[-1]), flush=True)
    ends = [e for t in trials for e in t["seconds_kill_to_end"] if e is not None]
    summary["kills"] = {"victim_rank": victim, "trials": trials, "trials_ok": sum(1 for t in trials if t["ok"]),
                        "max_seconds_kill_to_end": max(ends) if ends else None}
    return ok


def main():
    ap = argparse.ArgumentParser()
    for a in ("afdc", "exe_dir", "model", "config", "out"):
        ap.add_argument(a)
    ap.add_argument("--ranks", type=int, default=3)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--probe", default="")
    ap.add_argument("--tokens", type=int, default=16)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--decode-tokens", type=int, default=256)
    ap.add_argument("--window", type=float, default=3.0)
    ap.add_argument("--max-batch-tokens", type=int, default=512)  # the device transfer ring holds 16 steps of top-8 f32 pair rows: 1.9 GB at 512
    ap.add_argument("--trials", type=int, default=10)
    ap.add_argument("--inflight", type=int, default=4)
    ap.add_argument("--mono-mem", default="0.9")
    ap.add_argument("--attn-mem", default="0.9")
    ap.add_argument("--rank-mem", default="0.9")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    dep = Deployment(args, args.out)
    result = os.path.join(args.out, "epnccl.json")
    if args.dry_run:
        mono = [args.afdc, "run", "--target", "cuda", "--device", "0", "--gpu-memory-fraction", args.mono_mem, "--model", args.config,
                "--random-weights", args.seed, "--keep-fp8", "--prompt-ids", "1,2,3", "--max-tokens", str(args.tokens), "--json"]
        bad = {}
        r = subprocess.run([args.afdc, "run", "--help"], capture_output=True, text=True, timeout=60)
        listed = set(re.findall(r"--[a-z0-9][a-z0-9-]*", r.stdout + r.stderr))
        bad["monolithic"] = [f for f in mono[2:] if f.startswith("--") and f not in listed]
        bad["attention"] = check_flags(dep.attn_cmd)
        for r, c in enumerate(dep.ffn_cmds):
            bad[f"rank{r}"] = check_flags(c)
        if args.probe:
            pr = subprocess.run([args.probe, "-test.list", "GPUEPRows"], capture_output=True, text=True, timeout=60)
            bad["probe"] = [] if "TestGPUEPRows" in pr.stdout else ["no TestGPUEPRows in " + args.probe]
        plan = {"monolithic": mono, "attention": dep.attn_cmd, "ranks": dep.ffn_cmds, "env": {"NCCL_NVLS_ENABLE": "0"}, "unknown_flags": bad,
                "ok": not any(bad.values())}
        json.dump(plan, open(os.path.join(args.out, "plan.json"), "w"), indent=1)
        print(json.dumps({"ok": plan["ok"], "unknown_flags": bad}))
        sys.exit(0 if plan["ok"] else 1)

    summary = {"model": args.model, "expert_ranks": args.ranks, "gpus": {"attention": 0, "expert_ranks": list(range(1, args.ranks + 1))}}
    flush = lambda: json.dump(summary, open(result, "w"), indent=1)
    ok = True
    try:
        bw = probe(args, args.out, summary)
        flush()
        prompts = [[1, 2, 3, 4, 5, 6, 7, 8], [1000, 2000, 3000]]
        summary["monolithic_tokens"] = monolithic(args, prompts)
        flush()
        summary["ready_seconds"] = round(dep.start(), 2)
        got = []
        for p in prompts:
            st, body = try_post(dep.url + "/v1/completions", {"prompt": p, "max_tokens": args.tokens, "temperature": 0, "ignore_eos": True}, 300)
            got.append(body["choices"][0]["token_ids"] if st == 200 else body)
        summary["tokens"] = got
        summary["equal_to_monolithic"] = got == summary["monolithic_tokens"]
        ok = ok and summary["equal_to_monolithic"]
        flush()
        ok = load(dep, args, bw, summary) and ok
        flush()
        ok = kills(dep, args, summary) and ok
    except Exception as e:
        ok = False
        summary["error"] = repr(e)
    finally:
        dep.stop()
    summary["ok"] = ok
    flush()
    print(json.dumps({k: v for k, v in summary.items() if k not in ("load", "kills", "probe")}))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
