#!/bin/sh
# The attention and prefill batch on one GPU (docs/perf.md, "Fused attention on one H200"), in two
# halves as the other scripts:
#
#   scripts/cuda/attention.sh prepare DIR   here (Go, llc-19): ipc.sh's bundle (afdc, the slice's
#                                           executables and kernels, prefill.py), the PyTorch
#                                           reference, the MLA decode kernels for mla_bench.py, and
#                                           the decode benches' kernels of the DeepSeek-V3 and
#                                           GLM-4.5 slices
#   sh DIR/attention.sh run DIR OUT         on the GPU machine, from the repository root: prefill
#                                           beside PyTorch eager (monolithic, the executables over
#                                           CUDA IPC), the MLA decode kernels alone, the decode
#                                           rows of both slices, serving over ipc; logs under OUT
set -eu
mode=$1
dir=$2
case "$mode" in
prepare)
	sh scripts/cuda/ipc.sh prepare "$dir"
	cp scripts/cuda/attention.sh scripts/cuda/reference_deepseek_v3.py scripts/cuda/mla_bench.py scripts/cuda/splitbench.py scripts/cuda/serve.sh "$dir/"
	mkdir -p "$dir/mlab" "$dir/kcache2"
	AFDC_KGEN_MLABENCH_ARCH=${GPU_ARCH:-sm_90a} AFDC_KGEN_MLABENCH_OUT="$(cd "$dir" && pwd)/mlab" CGO_ENABLED=0 go test -count=1 ./targets/cuda/kgen -run TestWriteMLABench >/dev/null
	CGO_ENABLED=0 go build -o "$dir/afdc.tmp" ./cmd/afdc
	arch=${GPU_ARCH:-sm_90a}
	for m in deepseek-v3 glm-4.5; do
		# Their kernels, then it stops for want of a driver.
		AFDC_CUDA_KERNELS="$(cd "$dir" && pwd)/kcache2" "$dir/afdc.tmp" bench --target cuda --gpu-arch "$arch" -m $m --weights bf16 --contexts 4096 \
			--batches 1,8,64,256 --reference off --graphs off --no-split >/dev/null 2>&1 || true
	done
	rm -f "$dir/afdc.tmp"
	;;
run)
	out=$3
	mkdir -p "$out"
	sh "$dir/ipc.sh" unpack "$dir"
	b="$(pwd)/$dir/b"
	cp "$dir/reference_deepseek_v3.py" "$b/"
	export AFDC_CUDA_KERNELS="$b/kcache"
	arch=$(cat "$b/arch")
	rc=0
	timeout 200 python3 "$b/prefill.py" "$out/hf.json" --shapes 4096x1,2048x8 --runs 3 --hf >"$out/hf.log" 2>&1 || rc=1
	grep '^hf ' "$out/hf.log" || true
	for step in 4096 16384; do
		timeout 150 "$b/afdc" bench --target cuda --gpu-arch "$arch" -m deepseek-v3 --weights bf16 --prefill 4096x1,2048x8 --prefill-step $step --steps 3 --no-split \
			--json-file "$out/bench-$step.json" >"$out/bench-$step.txt" 2>"$out/bench-$step.log" || rc=1
		grep monolithic "$out/bench-$step.txt" || true
	done
	for steps in 4096 16384 default; do
		if [ $steps = default ]; then ea="--peer-gpu 0"; aa=""; else ea="--max-batch-tokens $steps --peer-gpu 0"; aa="--chunk-tokens $steps"; fi
		timeout 200 python3 "$b/prefill.py" "$out/exe-$steps.json" --shapes 4096x1,2048x8 --runs 3 --exe "$b/exe/slice-attention,$b/exe/slice-ffn" \
			--exe-args "$ea" --attn-args "$aa" --attn-mem 0.34 --ffn-mem 0.56 >"$out/exe-$steps.log" 2>&1 || rc=1
		grep '^exe' "$out/exe-$steps.log" | tail -n 2 || true
	done
	python3 "$dir/mla_bench.py" "$dir/mlab" "$out/mla.json" 4096 >"$out/mla.txt" 2>&1 || rc=1
	grep -E 'bandwidth|_mma_w8$|_fa1?$' "$out/mla.txt" || true
	for m in deepseek-v3 glm-4.5; do
		AFDC_CUDA_KERNELS="$dir/kcache2" timeout 200 "$b/afdc" bench --target cuda --gpu-arch "$arch" -m $m --weights bf16 --contexts 4096 --batches 1,8,64,256 \
			--reference off --graphs off --no-split --json-file "$out/decode-$m.json" >"$out/decode-$m.txt" 2>"$out/decode-$m.log" || rc=1
		grep -E 'attention|step \(mono' "$out/decode-$m.txt" || true
	done
	TRANSPORTS=ipc DURATION=60s timeout 240 sh "$dir/serve.sh" "$b/afdc" "$b/exe/slice-attention" "$b/exe/slice-ffn" "$out/serve" >"$out/serve.txt" 2>&1 || rc=1
	tail -n 8 "$out/serve.txt"
	exit $rc
	;;
*)
	echo "usage: $0 prepare DIR | run DIR OUT" >&2
	exit 2
	;;
esac
