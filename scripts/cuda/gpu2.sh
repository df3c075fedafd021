#!/bin/sh
# The two-GPU acceptance run: attention on GPU 0 and FFN on GPU 1 over the NCCL data plane, plus
# the one-GPU checks of gpu.sh that must hold alongside. Inputs come from `scripts/cuda/gpu.sh
# prepare DIR` (no GPU needed); then, on a machine with two GPUs, from the repository root:
#
#   sh DIR/gpu2.sh run DIR OUT [SECONDS]
#
# It runs, in order, each bounded by a timeout (under OUT: kill.json, nccl-slice.json and slice.log
# as each step ends; every other JSON and log in DIR/work, packed into OUT/logs.tar.gz at the end: a
# device machine may bring back only a few files; the bench's report is also printed):
#   - in the background on GPU 0: the GPU parity and split tests (go test -tags gpu ./targets/cuda);
#   - the executables of parity cases v3, glm4.5 and v2-lite across the GPUs (--transport auto,
#     which picks nccl from --device and --peer-gpu), 1 and 2 attention processes against 1 FFN
#     process, greedy tokens against the monolithic one-GPU run (e2e.py);
#   - the FFN process killed mid-stream, 10 trials (kill.py);
#   - the DeepSeek-V3 slice split across the GPUs at batch 64, 2 stages (TestGPUNCCLSlice);
#   - the hidden-exchange line: afdc bench --target cuda --gpus 0,1 on the benchmark slice (1 dense + 3
#     MoE layers, bf16) at batch 64, contexts 1024 and 4096, 2 stages, within 120 s: split step
#     against each side alone, link bandwidth, exchanges per layer and stage, and (--op-times) the
#     FFN's ops split against alone with one split step's timeline in the JSON
#     (work/bench-nccl.{txt,json,log});
#   - the executables of v3 both on GPU 0 over TCP (gpu.sh's end-to-end check);
#   - the other parity cases across the GPUs while SECONDS (default 270) are not spent.
set -eu
[ "${1:-}" = run ] || { echo "usage: $0 run DIR OUT [SECONDS]" >&2; exit 2; }
dir=$2
out=$3
budget=${4:-270}
start=$(date +%s)
left() { echo $((budget - ($(date +%s) - start))); }
w="$dir/work"
rm -rf "$w" && mkdir -p "$out" "$w"
# NVLink multicast can put a shared host's GPUs out of service (the executables set this too).
export NCCL_NVLS_ENABLE="${NCCL_NVLS_ENABLE:-0}"
sh "$dir/gpu.sh" unpack "$dir"
b="$(pwd)/$dir/b"
export AFDC_CUDA_KERNELS="$b/kcache"
[ -f testdata/parity/hf-bf16.json ] || cp "$b/hf-bf16.json" testdata/parity/
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >"$w/gpu.txt" 2>&1 || true
nvidia-smi topo -m >"$w/topo.txt" 2>&1 || true
rc=0
aa="--device 0 --peer-gpu 1"
fa="--device 1 --peer-gpu 0"
(cd targets/cuda && timeout -s INT 200 "$b/cuda.test" -test.v -test.count=1 -test.run 'GPUParity|GPUSplit') >"$w/gputest.log" 2>&1 &
bg=$!
nccl_case() {
	timeout -s INT 60 python3 "$b/e2e.py" "$b/afdc" "$b/exe" "$1" "testdata/parity/$1" "$w/e2e-nccl-$1.json" \
		--attn-args "$aa" --ffn-args "$fa" --port-base "$2" >"$w/e2e-nccl-$1.log" 2>&1 || rc=1
	echo "$1 across GPUs: $(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print('ok' if d['ok'] else 'FAIL', [(c.get('attention_processes'), c.get('transport'), c.get('equal_to_monolithic'), c.get('ready_seconds'), c.get('error')) for c in d['checks']])" "$w/e2e-nccl-$1.json" 2>&1 | tail -1)"
}
nccl_case v3 100
nccl_case glm4.5 200
nccl_case v2-lite 300
timeout -s INT 150 python3 "$b/kill.py" "$b/exe" v3 testdata/parity/v3 "$w/kill.json" --attn-args "$aa" --ffn-args "$fa" >"$w/kill.log" 2>&1 || rc=1
cp "$w/kill.json" "$out/" 2>/dev/null || true
tail -n 1 "$w/kill.log"
wait $bg || rc=1
grep -E '^(=== RUN|--- |ok|FAIL|PASS)|PARITY|SPLIT|panic' "$w/gputest.log" | grep -v '=== RUN' | head -60 || true
(cd targets/cuda && AFDC_GPU_OUT="$out" timeout -s INT 150 "$b/cuda.test" -test.v -test.count=1 -test.run GPUNCCLSlice) >"$out/slice.log" 2>&1 || rc=1
grep -E 'NCCLSLICE|--- |FAIL|panic|rror' "$out/slice.log" | head -40 || true
timeout -s INT 120 "$b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --gpus 0,1 --batches 64 --contexts 1024,4096 --stages 2 --op-times \
	--json-file "$w/bench-nccl.json" >"$w/bench-nccl.txt" 2>"$w/bench-nccl.log" || { rc=1; tail -n 5 "$w/bench-nccl.log"; }
cat "$w/bench-nccl.txt"
timeout -s INT 60 python3 "$b/e2e.py" "$b/afdc" "$b/exe" v3 testdata/parity/v3 "$w/e2e.json" >"$w/e2e.log" 2>&1 || rc=1
echo "v3 on one GPU: $(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print('ok' if d['ok'] else 'FAIL', [(c.get('attention_processes'), c.get('transport'), c.get('equal_to_monolithic'), c.get('error')) for c in d['checks']])" "$w/e2e.json" 2>&1 | tail -1)"
p=400
for c in v2 glm4.5-air v3-nolora v2-bias-tied glm-grouped-tied; do
	if [ "$(left)" -gt 30 ]; then
		nccl_case "$c" "$p"
	else
		echo "$c across GPUs: not run (time)"
	fi
	p=$((p + 100))
done
tar -C "$w" -czf "$out/logs.tar.gz" . 2>/dev/null || true
echo "elapsed $(($(date +%s) - start)) s, rc $rc"
exit $rc
