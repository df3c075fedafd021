#!/bin/sh
# The CUDA speed run and the cost model's validation on one GPU, in two halves:
#
#   scripts/cuda/speed.sh prepare DIR   on a machine with Go and llc-19 (no GPU needed): builds afdc
#                                       and the kernels of the DeepSeek-V3 slice (full, attention and
#                                       FFN programs, bf16 and FP8), packed as DIR/bundle.tar.xz
#   sh DIR/speed.sh run DIR OUT         on the GPU machine (CUDA driver, cuBLAS, python3 with torch
#                                       and transformers for the reference), from the repository root:
#                                         OUT/bench.txt, bench.json  afdc bench --target cuda (bf16 and
#                                                                    FP8, contexts 1024 and 4096, batch
#                                                                    1-256) beside the eager reference
#                                         OUT/h200-calibrated.json   bench --calibrate's profile
#                                         OUT/validate.txt           plan --validate on that report,
#                                                                    priced with the calibrated profile
#                                         OUT/validate-shipped.txt   the same with the shipped h200
#                                         OUT/stream_moe.txt, .json  the routed-expert kernels alone
#                                                                    (stream_bench.py --moe-only:
#                                                                    CUDA-core and tensor-core
#                                                                    tilings, batch 64, 256, 1, 8,
#                                                                    checked against torch; last,
#                                                                    about 30 s, saved per batch)
#                                         OUT/optimes.txt            CUDA graphs on/off at batch 1 and 8 (bf16,
#                                                                    context 1024) with the per-op time
#                                                                    breakdown; after the stream bench,
#                                                                    about 30 s
#                                         OUT/nooverlap.txt          the bf16 rows at context 4096 with the
#                                                                    shared experts in program order
#                                                                    (--no-overlap), about 30 s
#                                         OUT/kvfp8.txt              the bf16 rows at context 4096 with the
#                                                                    FP8 KV cache (--kv-cache fp8), beside
#                                                                    bench.txt's, about 30 s
#                                       logs beside them; each part has its own time limit, so a slow
#                                       one leaves the others' output.
set -eu
mode=$1
dir=$2
case "$mode" in
prepare)
	rm -rf "$dir" && mkdir -p "$dir/b"
	CGO_ENABLED=0 go build -ldflags="-s -w" -o "$dir/b/afdc" ./cmd/afdc
	kc=$(cd "$dir" && pwd)/b/kcache
	# Without a GPU the bench makes every kernel of the slice into the cache, then stops at the driver.
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" bench --target cuda -m deepseek-v3 --reference off >/dev/null 2>&1 || true
	n=$(ls "$kc" | grep -c '\.ptx$' || true)
	[ "$n" -ge 6 ] || { echo "prepare: $n kernel bundles made, expected 6 (full, attention, ffn x bf16, fp8)" >&2; exit 1; }
	# The slice with the FP8 KV cache (bf16 weights): its full program's kernels.
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --kv-cache fp8 --no-split --reference off >/dev/null 2>&1 || true
	cp scripts/cuda/reference_deepseek_v3.py scripts/cuda/stream_bench.py "$dir/b/"
	mkdir -p "$dir/b/stream"
	AFDC_KGEN_STREAM_MOE=1 AFDC_KGEN_STREAM_OUT=$(cd "$dir" && pwd)/b/stream CGO_ENABLED=0 go test -count=1 -run TestWriteStreamBench ./targets/cuda/kgen >/dev/null
	tar -C "$dir/b" -cJf "$dir/bundle.tar.xz" .
	rm -rf "$dir/b"
	cp scripts/cuda/speed.sh "$dir/"
	;;
run)
	out=$3
	mkdir -p "$out"
	b="$(pwd)/$dir/b"
	rm -rf "$b" && mkdir -p "$b"
	python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" "$dir/bundle.tar.xz" "$b"
	export AFDC_CUDA_KERNELS="$b/kcache"
	nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1 || true
	rc=0
	# --graphs off: the graphs pass has its own, shorter run below (optimes.txt), which keeps this one
	# within its time.
	timeout 300 "$b/afdc" bench --target cuda -m deepseek-v3 --graphs off --reference "$b/reference_deepseek_v3.py" --json-file "$out/bench.json" \
		>"$out/bench.txt" 2>"$out/bench.log" || rc=1
	cat "$out/bench.txt"
	tail -n 5 "$out/bench.log"
	timeout 120 "$b/afdc" bench --target cuda -m deepseek-v3 --calibrate --profile-out "$out/h200-calibrated.json" \
		>"$out/calibrate.txt" 2>"$out/calibrate.log" || rc=1
	cat "$out/calibrate.txt"
	tail -n 16 "$out/calibrate.log"
	if [ -s "$out/bench.json" ]; then
		if [ -s "$out/h200-calibrated.json" ]; then
			"$b/afdc" plan -m deepseek-v3 --validate --validate-from "$out/bench.json" --hardware "$out/h200-calibrated.json" \
				>"$out/validate.txt" 2>&1 || rc=1
			cat "$out/validate.txt"
		fi
		"$b/afdc" plan -m deepseek-v3 --validate --validate-from "$out/bench.json" >"$out/validate-shipped.txt" 2>&1 || true
		cat "$out/validate-shipped.txt"
	fi
	timeout 60 python3 "$b/stream_bench.py" "$b/stream" "$out/stream_moe.json" --moe-only >"$out/stream_moe.txt" 2>&1 || rc=1
	cat "$out/stream_moe.txt"
	# CUDA graphs on/off at batch 1 and 8 with the per-op device time breakdown (target: graphs
	# <= 0.8x the eager step at batch 1); about 30 s, most of it making the slice's weights.
	timeout 60 "$b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --contexts 1024 --batches 1,8 --steps 8 \
		--graphs both --op-times --no-split --reference off >"$out/optimes.txt" 2>"$out/optimes.log" || rc=1
	cat "$out/optimes.txt"
	tail -n 5 "$out/optimes.log"
	# The shared experts in program order (--no-overlap), bf16 at context 4096: beside bench.txt's
	# rows of the same configurations, what the side stream gives; about 30 s.
	timeout 90 "$b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --contexts 4096 --batches 1,8,64,256 --steps 16 \
		--graphs off --no-split --no-overlap --reference off >"$out/nooverlap.txt" 2>"$out/nooverlap.log" || rc=1
	grep -E 'moe ffn|dense ffn|step' "$out/nooverlap.txt" || true
	# The FP8 KV cache: the same rows over the slice built with --kv-cache fp8 (the mla attention
	# rows read 656-byte cache rows where bench.txt's read 1,152); about 30 s.
	timeout 90 "$b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --kv-cache fp8 --contexts 4096 --batches 1,8,64,256 --steps 16 \
		--graphs off --no-split --reference off >"$out/kvfp8.txt" 2>"$out/kvfp8.log" || rc=1
	grep -E 'mla attention|step' "$out/kvfp8.txt" || tail -n 5 "$out/kvfp8.log"
	exit $rc
	;;
*)
	echo "usage: $0 prepare DIR | run DIR OUT" >&2
	exit 2
	;;
esac
