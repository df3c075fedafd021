#!/bin/sh
# Where the attention and FFN executables' prefill time goes on one GPU against the monolithic
# engine (docs/perf.md, "Fused attention on one H200"), in two halves as the other scripts:
#
#   scripts/cuda/exeprof.sh prepare DIR   here (Go, llc-19): ipc.sh's bundle (afdc, the DeepSeek-V3
#                                         slice's executables and kernels, prefill.py) and this script
#   sh DIR/exeprof.sh run DIR OUT         on the GPU machine, from the repository root:
#                                         1. afdc bench --prefill 4096x1,2048x8 --op-times (monolithic);
#                                         2. the executables over CUDA IPC, steps of 4,096, one stage
#                                            (the flags of the figures in docs/perf.md),
#                                            AFDC_STEP_TIMES=1: RUNS timed runs a shape (after one
#                                            untimed), every step logged by both roles;
#                                         3. the same with AFDC_CUDA_OPTIME=1 too, one timed run a
#                                            shape: the device time of each step's ops, and each
#                                            role's op breakdown after its warm-up steps;
#                                         4. unless BATCH_WAIT is empty, 2048x8 again as in 2 with
#                                            the attention executable's --batch-wait BATCH_WAIT
#                                            (default 20ms): prompts sent together start in one
#                                            step, as the bench packs them (without it the first
#                                            step may take only the prompt that arrived first).
#                                         A summary of both roles' step times (the rows of every
#                                         step, so the packing shows) goes to stdout; the logs and
#                                         JSON stay under OUT.
#
# SHAPES (default 4096x1,2048x8) and RUNS (default 3) as prefill.sh.
set -eu
mode=$1
dir=$2
shapes=${SHAPES:-4096x1,2048x8}
runs=${RUNS:-3}
batch_wait=${BATCH_WAIT-20ms}
case "$mode" in
prepare)
	sh scripts/cuda/ipc.sh prepare "$dir"
	cp scripts/cuda/exeprof.sh "$dir/"
	ls -l "$dir/bundle.tar.xz"
	;;
run)
	out=$3
	mkdir -p "$out"
	sh "$dir/ipc.sh" unpack "$dir"
	b="$(pwd)/$dir/b"
	export AFDC_CUDA_KERNELS="$b/kcache"
	nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1 || true
	rc=0
	echo "== monolithic: afdc bench --prefill $shapes --prefill-step 4096 --steps $runs --op-times --no-split"
	timeout 200 "$b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --prefill "$shapes" --prefill-step 4096 --steps "$runs" \
		--op-times --no-split --json-file "$out/bench.json" >"$out/bench.txt" 2>"$out/bench.log" || { rc=1; tail -n 5 "$out/bench.log"; }
	grep -E 'monolithic' "$out/bench.txt" || true
	awk '/op times per prefill/ {n=0; print; next} /^    / && !/ kernel / && n < 14 {n++; print}' "$out/bench.txt" || true
	exe_args="--max-batch-tokens 4096 --peer-gpu 0"
	attn_args="--chunk-tokens 4096"
	echo "== executables over ipc (--max-batch-tokens 4096, --chunk-tokens 4096), AFDC_STEP_TIMES=1"
	AFDC_STEP_TIMES=1 timeout 240 python3 "$b/prefill.py" "$out/exe.json" --shapes "$shapes" --runs "$runs" --exe "$b/exe/slice-attention,$b/exe/slice-ffn" \
		--exe-args "$exe_args" --attn-args "$attn_args" --attn-mem 0.34 --ffn-mem 0.56 >"$out/exe.log" 2>&1 || rc=1
	grep '^exe' "$out/exe.log" || tail -n 5 "$out/exe.log"
	# The op breakdown leaves out each role's first steps: the untimed run of the first shape.
	warm=$(echo "$shapes" | python3 -c "import sys; n, k = sys.stdin.read().split(',')[0].split('x'); print(-(-int(n) * int(k) // 4096))")
	echo "== the same with AFDC_CUDA_OPTIME=1 (events around every op and kernel: slower), one timed run a shape"
	AFDC_STEP_TIMES=1 AFDC_CUDA_OPTIME=1 AFDC_CUDA_OPTIME_SKIP=$warm timeout 240 python3 "$b/prefill.py" "$out/exeop.json" --shapes "$shapes" --runs 1 \
		--exe "$b/exe/slice-attention,$b/exe/slice-ffn" --exe-args "$exe_args" --attn-args "$attn_args" --attn-mem 0.34 --ffn-mem 0.56 >"$out/exeop.log" 2>&1 || rc=1
	grep '^exe' "$out/exeop.log" || tail -n 5 "$out/exeop.log"
	if [ -n "$batch_wait" ]; then
		echo "== 2048x8 as above with --batch-wait $batch_wait, AFDC_STEP_TIMES=1"
		AFDC_STEP_TIMES=1 timeout 240 python3 "$b/prefill.py" "$out/exebw.json" --shapes 2048x8 --runs "$runs" --exe "$b/exe/slice-attention,$b/exe/slice-ffn" \
			--exe-args "$exe_args" --attn-args "$attn_args --batch-wait $batch_wait" --attn-mem 0.34 --ffn-mem 0.56 >"$out/exebw.log" 2>&1 || rc=1
		grep '^exe' "$out/exebw.log" || tail -n 5 "$out/exebw.log"
	fi
	python3 - "$out" "$shapes" "$runs" "$batch_wait" <<'EOF' || rc=1
# The summary: both roles' "step time" lines, grouped into each shape's runs (a run ends when its
# steps' rows add up to the shape's tokens), means over the timed runs.
import json, re, sys

out, runs, batch_wait = sys.argv[1], int(sys.argv[3]), sys.argv[4]


def parse(spec):
    return [tuple(map(int, s.split("x"))) for s in spec.split(",")]
KV = re.compile(r'(\w+)=("[^"]*"|\S+)')


def steps(log):
    got = []
    try:
        for line in open(log):
            if 'msg="step time"' in line:
                got.append({k: v.strip('"') for k, v in KV.findall(line)})
    except OSError:
        pass
    return got


def by_run(lines, shapes, nruns):
    """Per shape, per run: the steps of that run."""
    res, i = [], 0
    for n, k in shapes:
        shape = []
        for _ in range(nruns + 1):
            run, rows = [], 0
            while i < len(lines) and rows < n * k:
                run.append(lines[i])
                rows += int(lines[i]["rows"])
                i += 1
            shape.append(run)
        res.append(shape)
    return res


def f(s, key):
    return sum(float(x.get(key, 0)) for x in s)


def report(tag, prefix, shapes, nruns):
    exe, failed = {}, None
    try:
        res = json.load(open(f"{out}/{prefix}.json"))["executables"]
        failed = res.get("error")
        for r in res["results"]:
            exe[(r["prompt_tokens"], r["prompts"])] = r
    except (OSError, KeyError, ValueError) as e:
        failed = f"no results in {prefix}.json: {e}"
    sides = {s: by_run(steps(f"{out}/{prefix}.json.{s}.log"), shapes, nruns) for s in ("attn", "ffn")}
    print(f"-- {tag}: per prefill, ms (mean of the timed runs); sync: the stream before a send, peer: waiting for the other role, host: the rest")
    if failed:
        print(f"  failed: {failed}")
        for side in ("attn", "ffn"):
            try:
                last = open(f"{out}/{prefix}.json.{side}.log").read().strip().splitlines()[-2:]
            except (OSError, IndexError):
                last = []
            for line in last:
                print(f"  {side} log: {line[:300]}")
    for j, (n, k) in enumerate(shapes):
        r = exe.get((n, k), {})
        ttft = r.get("ttft_ms")
        print(f"{n}x{k}: time to first token {ttft if ttft is None else round(ttft, 1)} (least {r.get('min_ms') and round(r['min_ms'], 1)})"
              + (f" error {r['error'][:200]}" if "error" in r else ""))
        for side, name in (("attn", "attention"), ("ffn", "ffn")):
            timed = [s for s in sides[side][j][1:] if s]
            if not timed:
                print(f"  {name}: no step lines")
                continue
            m = lambda key: round(sum(f(s, key) for s in timed) / len(timed), 2)
            rows = [[int(x["rows"]) for x in s] for s in timed]
            dev = f", device {m('device_ms')}" if all("device_ms" in x for s in timed for x in s) else ""
            packing = rows[0] if all(r == rows[0] for r in rows) else rows
            print(f"  {name}: {len(timed)} runs, steps of {packing} rows: wall {m('wall_ms')} = sync {m('sync_ms')} ({m('syncs'):g})"
                  f" + peer {m('peer_wait_ms')} ({m('peer_waits'):g}) + host {m('host_ms')}{dev}")
            if side == "attn" and ttft is not None:
                print(f"  outside the attention engine's steps (HTTP, scheduler, tokens back): {round(ttft - m('wall_ms'), 2)}")
    for side, name in (("attn", "attention"), ("ffn", "ffn")):
        top = []
        try:
            for line in open(f"{out}/{prefix}.json.{side}.log"):
                if 'msg="device time since load"' in line:
                    kv = {k: v.strip('"') for k, v in KV.findall(line)}
                    if not kv["what"].startswith("kernel "):
                        top.append(f'{kv["what"]} {float(kv["ms"]):.2f} ({kv["count"]})')
        except OSError:
            pass
        if top:
            print(f"  {name} device time after the warm-up, ms (count): " + "; ".join(top[:12]))


report("executables, AFDC_STEP_TIMES=1", "exe", parse(sys.argv[2]), runs)
report("executables, AFDC_STEP_TIMES=1 AFDC_CUDA_OPTIME=1", "exeop", parse(sys.argv[2]), 1)
if batch_wait:
    report(f"executables, AFDC_STEP_TIMES=1, --batch-wait {batch_wait}", "exebw", parse("2048x8"), runs)
EOF
	exit $rc
	;;
*)
	echo "usage: $0 prepare DIR | run DIR OUT" >&2
	exit 2
	;;
esac
