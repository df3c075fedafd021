#!/bin/sh
# afdc's CPU target beside PyTorch on the same cores, in one job, from the repository root of a
# host that has PyTorch and transformers:
#
#   sh scripts/cpu/peer.sh AFDC OUT
#
# AFDC is an afdc binary (CGO_ENABLED=0 go build -o afdc ./cmd/afdc); OUT gets torch.txt and
# afdc.txt. First torch_ref.py (transformers' DeepSeek-V2 at DeepSeek-V2-Lite's dims cut to 2
# layers, random fp32 weights, batch 8, prompt 16, 16 tokens, greedy, every core, best of 2 after a
# warm-up), then `afdc bench` with the same batch on every core: RUNS (default 6) monolithic and
# split runs taken in turn on one random bf16 checkpoint. The last lines of each file are the
# figures docs/perf.md quotes.
set -eu
afdc=$1
out=$2
runs=${RUNS:-6}
mkdir -p "$out"
threads=$(nproc)
shape="--batch 8 --prompt 16 --tokens 16"
python3 scripts/cpu/torch_ref.py --model deepseek-v2-lite --layers 2 $shape --threads "$threads" --runs 2 >"$out/torch.txt" 2>&1
"$afdc" bench --model deepseek-v2-lite --num-layers 2 $shape --dir "$out/checkpoint" --runs "$runs" >"$out/afdc.txt" 2>&1
rm -rf "$out/checkpoint"
tail -n 1 "$out/torch.txt"
grep -E 'monolithic \(|split \(|over' "$out/afdc.txt"
