#!/bin/sh
# Prefill speed of the DeepSeek-V3 slice (full width, 1 dense + 3 MoE layers, random bf16 weights) on
# one GPU, in two halves as gpu.sh:
#
#   scripts/cuda/prefill.sh prepare DIR    here (Go, llc-19): afdc, the slice's kernels and its
#                                          attention and FFN executables, packed as DIR/bundle.tar.xz
#   sh DIR/prefill.sh run DIR OUT          on the GPU machine, from the repository root: afdc bench
#                                          --prefill (monolithic and split, op times), afdc run, the
#                                          executables' time to first token and PyTorch eager beside
#                                          them (prefill.py); logs and JSON under OUT
#
# SHAPES (default 4096x1,2048x8) picks the prompts: TOKENSxPROMPTS, comma-separated; RUNS (default 3)
# the timed runs of each; STEPS the bench's step sizes (default 4096), EXE_STEPS the executables'
# --max-batch-tokens (default: their default, then 4096); BENCH_ARGS more bench flags.
set -eu
BENCH_ARGS=${BENCH_ARGS:-}
mode=$1
dir=$2
shapes=${SHAPES:-4096x1,2048x8}
runs=${RUNS:-3}
case "$mode" in
prepare)
	rm -rf "$dir" && mkdir -p "$dir/b/slice"
	CGO_ENABLED=0 go build -ldflags="-s -w" -o "$dir/b/afdc" ./cmd/afdc
	kc=$(cd "$dir" && pwd)/b/kcache
	python3 -c "import json,sys; c=json.load(open('compiler/presets/deepseek-v3.json')); c['num_hidden_layers']=4; c['first_k_dense_replace']=1; c.pop('quantization_config', None); json.dump(c, open(sys.argv[1],'w'), indent=1)" "$dir/b/slice/config.json"
	"$dir/b/afdc" build --model "$dir/b/slice" --target cuda -o "$dir/exe" >/dev/null
	# The kernels of the bench's slice and of the monolithic run; both stop for want of a driver.
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --prefill 16x1 >/dev/null 2>&1 || true
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --random-weights 1 --model "$dir/b/slice" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	size=$(wc -c <"$dir/b/afdc")
	for r in attention ffn; do
		tail -c +$((size + 1)) "$dir/exe/slice-$r" >"$dir/b/slice-$r.payload"
	done
	rm -rf "$dir/exe"
	# The parity checks beside the figures: the GPU tests (f32 and bf16 parity of every case, split
	# against monolithic, op times) with their kernels, and the kernels' device check (gpu.sh's).
	CGO_ENABLED=0 go test -tags gpu -ldflags="-s -w" -c -o "$dir/b/cuda.test" ./targets/cuda
	AFDC_CUDA_KERNELS=$kc CGO_ENABLED=0 go test -tags gpu -count=1 -run 'GPU(Parity|Split$|OpTimes|PrefixCached|MixedPrefill)' ./targets/cuda >/dev/null
	mkdir -p "$dir/b/kcheck"
	AFDC_KGEN_CHECK_ONLY=mla_,gqa_,moe_count,moe_permute,moe_scatter,moe_combine AFDC_KGEN_CHECK_OUT="$(cd "$dir" && pwd)/b/kcheck" CGO_ENABLED=0 go test -count=1 -run TestWriteDeviceCheck ./targets/cuda/kgen >/dev/null
	cp scripts/cuda/prefill.py scripts/cuda/serverproc.py scripts/cuda/reference_deepseek_v3.py scripts/cuda/kgen_check.py testdata/parity/hf-bf16.json "$dir/b/"
	tar -C "$dir/b" -cJf "$dir/bundle.tar.xz" .
	rm -rf "$dir/b"
	cp scripts/cuda/prefill.sh "$dir/"
	;;
run)
	out=$3
	mkdir -p "$out"
	b="$(pwd)/$dir/b"
	rm -rf "$b" && mkdir -p "$b/exe"
	python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" "$dir/bundle.tar.xz" "$b"
	for r in attention ffn; do
		cat "$b/afdc" "$b/slice-$r.payload" >"$b/exe/slice-$r"
		chmod +x "$b/exe/slice-$r"
	done
	export AFDC_CUDA_KERNELS="$b/kcache"
	nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1 || true
	rc=0
	if [ "${CHECKS:-1}" != 0 ]; then
		[ -f testdata/parity/hf-bf16.json ] || cp "$b/hf-bf16.json" testdata/parity/
		(cd targets/cuda && timeout 240 "$b/cuda.test" -test.v -test.count=1 -test.run 'GPU(Parity|Split$|OpTimes|PrefixCached|MixedPrefill)') >"$out/gputest.log" 2>&1 || rc=1
		grep -E 'PARITY|SPLIT|OPTIMES|PREFIX|MIXED|FAIL|^ok|^PASS|panic' "$out/gputest.log" | head -40 || true
		timeout 120 python3 "$b/kgen_check.py" "$b/kcheck" "$out/kgen-check.json" >"$out/kgen-check.txt" 2>&1 || rc=1
		tail -n 4 "$out/kgen-check.txt"
	fi
	# PyTorch eager first, alone on the GPU.
	timeout 150 python3 "$b/prefill.py" "$out/hf.json" --shapes "$shapes" --runs "$runs" --hf >"$out/hf.log" 2>&1 || rc=1
	tail -n 3 "$out/hf.log"
	for step in ${STEPS:-4096}; do
		"$b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --prefill "$shapes" --prefill-step "$step" --steps "$runs" --op-times $BENCH_ARGS \
			--json-file "$out/bench-$step.json" >"$out/bench-$step.txt" 2>"$out/bench-$step.log" || rc=1
		cat "$out/bench-$step.txt"; tail -n 2 "$out/bench-$step.log"
		# The same prompts through the decode attention kernels: the figures before the prefill form.
		"$b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --prefill "$shapes" --prefill-step "$step" --steps "$runs" --no-split --no-prefill-form \
			--json-file "$out/absorbed-$step.json" >"$out/absorbed-$step.txt" 2>&1 || rc=1
		grep -v '^time=' "$out/absorbed-$step.txt" | tail -n 4
	done
	ids=$(python3 -c "print(','.join(str((7919 + j * 104729) % 129280) for j in range(4096)))")
	"$b/afdc" run --target cuda --random-weights 1 --model "$b/slice" --prompt-ids "$ids" --max-tokens 1 >"$out/run.log" 2>&1 || rc=1
	tail -n 2 "$out/run.log"
	for mbt in ${EXE_STEPS:-default 4096}; do
		if [ "$mbt" = default ]; then ea=""; aa=""; else ea="--max-batch-tokens $mbt"; aa="--chunk-tokens $mbt"; fi
		python3 "$b/prefill.py" "$out/exe-$mbt.json" --shapes "$shapes" --runs "$runs" --exe "$b/exe/slice-attention,$b/exe/slice-ffn" \
			--exe-args "$ea" --attn-args "$aa" --attn-mem 0.3 --ffn-mem 0.6 >"$out/exe-$mbt.log" 2>&1 || rc=1
		tail -n 3 "$out/exe-$mbt.log"
	done
	exit $rc
	;;
*)
	echo "usage: $0 prepare DIR | run DIR OUT" >&2
	exit 2
	;;
esac
