#!/bin/sh
# Serving load on the DeepSeek-V3 slice's executables sharing one GPU, on the GPU machine:
#
#   sh scripts/cuda/serve.sh AFDC ATTENTION FFN OUT
#
# AFDC is an afdc binary, ATTENTION and FFN the slice's role executables (scripts/cuda/ipc.sh's
# bundle builds them), OUT a folder for the logs. For each data plane (TRANSPORTS, default "ipc
# tcp"): start the pair with random weights and their default step flags, wait for /health, then
# `afdc bench serve` with CLIENTS (default 64) clients for DURATION (default 30s), prompts of 64-512
# and outputs of 64-256 tokens; the report of each goes to OUT/serve-PLANE.txt and stdout.
# EXE_ARGS go to both executables (e.g. "--max-batch-tokens 2048"), ATTN_ARGS to the attention one
# (e.g. "--chunk-tokens 512").
set -eu
afdc=$1
attn=$2
ffn=$3
out=$4
mkdir -p "$out"
for tr in ${TRANSPORTS:-ipc tcp}; do
	if [ "$tr" = ipc ]; then ta="--peer-gpu 0"; else ta="--transport tcp --peer-gpu 0"; fi
	"$ffn" --random-weights 1 --rendezvous 127.0.0.1:7921 --gpu-memory-fraction 0.56 $ta ${EXE_ARGS:-} >"$out/ffn-$tr.log" 2>&1 &
	fp=$!
	"$attn" --random-weights 1 --rendezvous 127.0.0.1:7921 --http 127.0.0.1:8921 --gpu-memory-fraction 0.34 $ta ${EXE_ARGS:-} ${ATTN_ARGS:-} >"$out/attn-$tr.log" 2>&1 &
	ap=$!
	ok=0
	for _ in $(seq 1 300); do
		if python3 -c "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:8921/health', timeout=2).status == 200 else 1)" 2>/dev/null; then
			ok=1
			break
		fi
		sleep 1
	done
	if [ $ok = 1 ]; then
		"$afdc" bench serve --url http://127.0.0.1:8921 --clients "${CLIENTS:-64}" --duration "${DURATION:-30s}" \
			--prompt-min 64 --prompt-max 512 --output-min 64 --output-max 256 >"$out/serve-$tr.txt" 2>&1 || true
	else
		echo "the $tr pair did not become healthy in 300 s" >"$out/serve-$tr.txt"
	fi
	echo "== $tr"
	cat "$out/serve-$tr.txt"
	kill $ap $fp 2>/dev/null || true
	wait $ap $fp 2>/dev/null || true
done
