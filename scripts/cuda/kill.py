#!/usr/bin/env python3
"""FFN killed mid-stream, N trials against one attention process.

Starts the FFN and attention executables of a parity case (extra flags for each, e.g. the GPUs and
the data plane), then per trial: starts K long greedy completions, kills the FFN process (SIGKILL)
while they decode, and times from the kill to the end of each request (each must end with an
error, within 5 s); restarts the FFN process, waits for /health, and sends one short completion,
which must succeed. Writes a JSON summary; exits 1 when a line fails.

usage: kill.py EXE_DIR MODEL WEIGHTS OUT.json [--trials N] [--inflight K] [--attn-args ARGS] [--ffn-args ARGS]
"""
import argparse
import json
import subprocess
import sys
import threading
import time

from serverproc import health, try_post


def main():
    ap = argparse.ArgumentParser()
    for a in ("exe_dir", "model", "weights", "out"):
        ap.add_argument(a)
    ap.add_argument("--trials", type=int, default=10)
    ap.add_argument("--inflight", type=int, default=3)
    ap.add_argument("--max-tokens", type=int, default=2400)
    ap.add_argument("--attn-args", default="")
    ap.add_argument("--ffn-args", default="")
    ap.add_argument("--port", type=int, default=7851)
    a = ap.parse_args()
    common = ["--weights", a.weights, "--rendezvous", f"127.0.0.1:{a.port}", "--gpu-memory-fraction", "0.05"]
    http = f"127.0.0.1:{a.port + 1000}"
    url = "http://" + http
    ffn_cmd = [f"{a.exe_dir}/{a.model}-ffn"] + common + a.ffn_args.split()
    logs = open(a.out + ".ffn.log", "w")
    alog = open(a.out + ".attn.log", "w")
    ffn = subprocess.Popen(ffn_cmd, stdout=logs, stderr=subprocess.STDOUT)
    # The attention fails a step when its FFN rank is lost and keeps serving; a short peer timeout
    # bounds a silent peer too.
    attn = subprocess.Popen([f"{a.exe_dir}/{a.model}-attention"] + common + ["--http", http, "--peer-timeout", "4s"] + a.attn_args.split(),
                            stdout=alog, stderr=subprocess.STDOUT)
    summary = {"model": a.model, "trials": [], "inflight_per_trial": a.inflight}
    ok = True
    try:
        if health(url + "/health", 300, (ffn, attn), interval=0.05) is None:
            raise RuntimeError("the pair did not come up")
        for trial in range(a.trials):
            results = [None] * a.inflight

            def run(i):
                st, body = try_post(url + "/v1/completions", {"prompt": [1 + i, 2, 3, 4, 5], "max_tokens": a.max_tokens, "temperature": 0, "ignore_eos": True}, 60)
                results[i] = (st, time.time(), body)

            ths = [threading.Thread(target=run, args=(i,)) for i in range(a.inflight)]
            for th in ths:
                th.start()
            time.sleep(0.5)  # the requests decode
            # the requests are still running: none has ended
            still = sum(1 for r in results if r is None)
            tkill = time.time()
            ffn.kill()
            ffn.wait()
            for th in ths:
                th.join(30)
            ends = []
            errors = 0
            for r in results:
                if r is None:
                    ends.append(None)
                    continue
                st, tend, body = r
                ends.append(round(tend - tkill, 3))
                if st != 200:
                    errors += 1
            ffn = subprocess.Popen(ffn_cmd, stdout=logs, stderr=subprocess.STDOUT)
            # Ready again: the new FFN process serves its attention peer, and /health says so.
            t0 = time.time()
            while open(a.out + ".ffn.log").read().count("serving ffn") < trial + 2 and time.time() - t0 < 120:
                if ffn.poll() is not None:
                    raise RuntimeError(f"the restarted ffn process exited with {ffn.returncode}")
                time.sleep(0.05)
            back = health(url + "/health", 120, (ffn, attn), interval=0.05)
            if back is not None:
                back = time.time() - t0
            st, body = try_post(url + "/v1/completions", {"prompt": [7, 8, 9], "max_tokens": 8, "temperature": 0, "ignore_eos": True}, 60)
            after_ok = st == 200 and len(body["choices"][0]["token_ids"]) == 8
            good = still == a.inflight and errors == a.inflight and all(e is not None and e <= 5 for e in ends) and after_ok
            ok = ok and good
            sample = next((r[2] for r in results if r is not None and r[0] != 200), None)
            summary["trials"].append({"trial": trial, "in_flight_at_kill": still, "errors": errors, "seconds_kill_to_end": ends,
                                      "restart_healthy_seconds": round(back, 2) if back is not None else None,
                                      "next_request_ok": after_ok, "ok": good, "error_sample": sample if trial == 0 else None})
            print(json.dumps(summary["trials"][-1]), flush=True)
            json.dump(summary, open(a.out, "w"), indent=1)  # what is done so far, should the run be cut
    except Exception as e:
        ok = False
        summary["error"] = str(e)
    finally:
        for p in (attn, ffn):
            p.terminate()
        for p in (attn, ffn):
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        logs.close()
        alog.close()
    summary["ok"] = ok
    summary["trials_ok"] = sum(1 for t in summary["trials"] if t["ok"])
    ends = [e for t in summary["trials"] for e in t["seconds_kill_to_end"] if e is not None]
    summary["max_seconds_kill_to_end"] = max(ends) if ends else None
    json.dump(summary, open(a.out, "w"), indent=1)
    print(json.dumps({k: v for k, v in summary.items() if k != "trials"}))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
