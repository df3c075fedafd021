#!/bin/sh
# The CUDA target's GPU acceptance run, in two halves:
#
#   scripts/cuda/gpu.sh prepare DIR      on a machine with Go and llc-19 (no GPU needed): builds afdc,
#                                        the GPU test binary, every kernel bundle the tests and the
#                                        monolithic runs load, and the executables of every parity
#                                        case and the DeepSeek-V3 slice, packed as DIR/bundle.tar.xz
#   sh DIR/gpu.sh run DIR OUT       on the GPU machine (CUDA driver, cuBLAS 13, python3), from
#                                        the repository root (it needs testdata/parity): the GPU tests
#                                        (parity of every case, split against monolithic) and the
#                                        executables end to end; logs and JSON under OUT
#
# Where one machine has Go, llc and a GPU, run both. docs/perf.md records the output.
set -eu
cases="v2-lite v2 v3 glm4.5 glm4.5-air v3-nolora v2-bias-tied glm-grouped-tied"
mode=$1
dir=$2
case "$mode" in
prepare)
	# Everything the GPU machine needs travels as one xz archive (Go binaries shrink about 3x), so it
	# fits a small upload: DIR/bundle.tar.xz and this script.
	rm -rf "$dir" && mkdir -p "$dir/b"
	CGO_ENABLED=0 go build -ldflags="-s -w" -o "$dir/b/afdc" ./cmd/afdc
	CGO_ENABLED=0 go test -tags gpu -ldflags="-s -w" -c -o "$dir/b/cuda.test" ./targets/cuda
	CGO_ENABLED=0 go test -tags gpu -ldflags="-s -w" -c -o "$dir/b/cublas.test" ./targets/cuda/cublas
	kc=$(cd "$dir" && pwd)/b/kcache
	# Without a GPU the tests make their kernels into the cache and skip.
	AFDC_CUDA_KERNELS=$kc CGO_ENABLED=0 go test -tags gpu -count=1 -run GPU -bench GPU -benchtime 1x ./targets/cuda >/dev/null
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --weights testdata/parity/v3 --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	# Every parity case: its monolithic kernels (the reference of the executables' runs) and its
	# executables (gpu2.sh runs them across two GPUs).
	for c in $cases; do
		AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --weights "testdata/parity/$c" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
		"$dir/b/afdc" build --model "testdata/parity/$c" --target cuda -o "$dir/exe" >/dev/null
	done
	# DeepSeek-V3 at full width cut to 4 layers (3 dense, 1 MoE), random weights made on the GPU.
	mkdir -p "$dir/b/deepseek-v3-4l"
	python3 -c "import json,sys; c=json.load(open('compiler/presets/deepseek-v3.json')); c['num_hidden_layers']=4; json.dump(c, open(sys.argv[1],'w'), indent=1)" "$dir/b/deepseek-v3-4l/config.json"
	"$dir/b/afdc" build --model "$dir/b/deepseek-v3-4l" --target cuda -o "$dir/exe" >/dev/null
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --random-weights 1 --model "$dir/b/deepseek-v3-4l" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	# The benchmark slice split over two GPUs at 2 stages (gpu2.sh's bench --gpus): its kernels, then it
	# stops for want of a driver.
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" bench --target cuda -m deepseek-v3 --weights bf16 --gpus 0,1 --batches 64 --contexts 1024 --stages 2 >/dev/null 2>&1 || true
	# The expert-parallel exchange bench of the same slice (run below): its kernels for --ep 1, 2
	# and 4, then it stops for want of a driver.
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" bench --target cuda -m deepseek-v3 --weights fp8 --ep 1,2,4 --batches 8,256 --steps 4 >/dev/null 2>&1 || true
	# The slice's bf16 kernels for sm_80 too (the 16-head tensor-core decode) and sm_90 (the
	# flash-attention decode on mma.sync), beside the default sm_90a's warpgroup-MMA decode and prefill.
	for a in sm_80 sm_90; do
		AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --gpu-arch $a --random-weights 1 --model "$dir/b/deepseek-v3-4l" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	done
	# The slice with the FP8 KV cache (sm_90a and sm_90: the flash-attention decode over FP8 tiles;
	# sm_80: the CUDA-core decode over FP8 rows).
	for a in sm_90a sm_90 sm_80; do
		AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --gpu-arch $a --kv-cache fp8 --random-weights 1 --model "$dir/b/deepseek-v3-4l" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	done
	# Every parity case's kernels for an A100-class GPU (sm_80 PTX, which the driver compiles).
	for c in $cases; do
		AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --gpu-arch sm_80 --act-dtype f32 --weights "testdata/parity/$c" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	done
	# A tiny DeepSeek-V3 FP8 checkpoint (16x16 blocks), dequantised at load by the CUDA backend.
	mkdir -p "$dir/b/cfg-fp8"
	python3 -c "import json,sys; c=json.load(open('compiler/presets/tiny-deepseek-v3.json')); c['quantization_config']={'activation_scheme':'dynamic','fmt':'e4m3','quant_method':'fp8','weight_block_size':[16,16]}; json.dump(c, open(sys.argv[1],'w'), indent=1)" "$dir/b/cfg-fp8/config.json"
	"$dir/b/afdc" init-weights --model "$dir/b/cfg-fp8" --dtype fp8 --seed 7 -o "$dir/b/tiny-v3-fp8" >/dev/null
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --act-dtype f32 --weights "$dir/b/tiny-v3-fp8" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	# An executable is afdc with its payload appended: ship only the payloads.
	size=$(wc -c <"$dir/b/afdc")
	for m in $cases deepseek-v3-4l; do
		for r in attention ffn; do
			tail -c +$((size + 1)) "$dir/exe/$m-$r" >"$dir/b/$m-$r.payload"
		done
	done
	rm -rf "$dir/exe"
	# The split attention kernels' and the MoE permute and combine's device check at DeepSeek-V3 and GLM-4.5 widths (kgen_check.py).
	mkdir -p "$dir/b/kcheck"
	# (Left out to keep the upload small: the flash-attention and the lockstep warpgroup-MMA decode's cases, 60 and 16 MB of
	# workspace, which mla_bench.py checks against the tensor-core kernel on the device, as it does the seesaw form, whose
	# own case here is narrow; the flash-attention kernel over the FP8 cache (13 MB), which the GPU tests and the FP8
	# slice runs below hold to the CUDA-core kernel over the same rows, whose case stays; the 4-warp tensor-core
	# twin, which no plan takes at DeepSeek's widths; GLM-4.5's fused prefill at its full 96 heads,
	# which its 24-head case covers but for the pools' row width: docs/perf.md records its own run.)
	AFDC_KGEN_CHECK_SKIP=_fa,_fa1,_fa8,_wg,_mma_w4,gqa_prefill_flash_h96_g8_d128_s3db50b0f AFDC_KGEN_CHECK_ONLY=mla_,gqa_,moe_count,moe_permute,moe_scatter,moe_combine,linear_decode AFDC_KGEN_CHECK_OUT="$(cd "$dir" && pwd)/b/kcheck" CGO_ENABLED=0 go test -count=1 -run TestWriteDeviceCheck ./targets/cuda/kgen >/dev/null
	cp scripts/cuda/e2e.py scripts/cuda/kill.py scripts/cuda/serverproc.py scripts/cuda/kgen_check.py testdata/parity/hf-bf16.json "$dir/b/"
	tar -C "$dir/b" -cJf "$dir/bundle.tar.xz" .
	rm -rf "$dir/b"
	cp scripts/cuda/gpu.sh scripts/cuda/gpu2.sh "$dir/"
	;;
unpack)
	# DIR/b: the binaries, kernel cache and scripts; DIR/b/exe: the executables (gpu2.sh uses it too).
	b="$(pwd)/$dir/b"
	rm -rf "$b" && mkdir -p "$b/exe"
	python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" "$dir/bundle.tar.xz" "$b"
	for m in $cases deepseek-v3-4l; do
		for r in attention ffn; do
			cat "$b/afdc" "$b/$m-$r.payload" >"$b/exe/$m-$r"
			chmod +x "$b/exe/$m-$r"
		done
	done
	;;
run)
	out=$3
	mkdir -p "$out"
	sh "$0" unpack "$dir"
	b="$(pwd)/$dir/b"
	export AFDC_CUDA_KERNELS="$b/kcache"
	# The bf16 parity test reads HF's own bf16 figures next to the cases.
	[ -f testdata/parity/hf-bf16.json ] || cp "$b/hf-bf16.json" testdata/parity/
	nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1 || true
	rc=0
	(cd targets/cuda && "$b/cuda.test" -test.v -test.count=1 -test.run GPU -test.skip GPUNCCLSlice) >"$out/gputest.log" 2>&1 || rc=1
	grep -E 'PARITY|SPLIT|GROUPED|MIXED|GRAPHS|OPTIMES|OVERLAP|STREAM|MLAOUT|WIDE|ABSORB|STACKED|BULK|BIASROWS|FP8 |KVF8|FAIL|^ok|^PASS|panic|Error' "$out/gputest.log" | head -80 || true
	# cuBLAS's bf16 GEMMs, plain and with a bias, against float64 (one rounding).
	"$b/cublas.test" -test.v -test.count=1 -test.run 'GPULinear' >"$out/cublas.log" 2>&1 || rc=1
	grep -E 'BF16SUMS|FAIL|^ok|^PASS|panic' "$out/cublas.log" || true
	# The attention kernels (per-token, split decode, combine) against float64 and CPU references.
	python3 "$b/kgen_check.py" "$b/kcheck" "$out/kgen-attention.json" >"$out/kgen-attention.txt" 2>&1 || rc=1
	tail -n 20 "$out/kgen-attention.txt"
	# Decode speed of the DeepSeek-V3 slice (1 dense + 3 MoE layers, random weights), bf16 and FP8, batch 1-256.
	# (AFDC_GPU_DECODE_BENCH=0 skips it when `afdc bench --target cuda` runs beside: speed.sh.)
	if [ "${AFDC_GPU_DECODE_BENCH:-1}" != 0 ]; then
		(cd targets/cuda && "$b/cuda.test" -test.run '^$' -test.bench GPUDecode -test.benchtime 16x) >"$out/bench.log" 2>&1 || rc=1
		grep -E 'Benchmark|FAIL|panic|rror' "$out/bench.log" || true
	fi
	# The expert-parallel exchange on one GPU: the slice's attention program and 1 (unsharded), 2 and
	# 4 expert ranks in one process over loopback TCP, per MoE layer bytes, times and rank load
	# (AFDC_GPU_EP_BENCH=0 skips it).
	if [ "${AFDC_GPU_EP_BENCH:-1}" != 0 ]; then
		"$b/afdc" bench --target cuda -m deepseek-v3 --weights fp8 --ep 1,2,4 --batches 8,256 --steps 4 \
			--json-file "$out/ep-bench.json" >"$out/ep-bench.txt" 2>"$out/ep-bench.log" || rc=1
		cat "$out/ep-bench.txt"
	fi
	python3 "$b/e2e.py" "$b/afdc" "$b/exe" v3 testdata/parity/v3 "$out/e2e.json" >"$out/e2e.log" 2>&1 || rc=1
	tail -c 3000 "$out/e2e.log"
	# The FP8 checkpoint: the CUDA run (f32 activations) against the CPU reference.
	"$b/afdc" run --weights "$b/tiny-v3-fp8" --prompt-ids 1,2,3,4,5 --max-tokens 16 --json >"$out/fp8-cpu.json" 2>&1 || rc=1
	"$b/afdc" run --target cuda --act-dtype f32 --gpu-memory-fraction 0.05 --weights "$b/tiny-v3-fp8" --prompt-ids 1,2,3,4,5 --max-tokens 16 --json >"$out/fp8-cuda.json" 2>&1 || rc=1
	python3 -c "
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
d = max(abs(x - y) for ra, rb in zip(a['logits'], b['logits']) for x, y in zip(ra, rb))
print('FP8 checkpoint: greedy tokens equal to the CPU reference:', a['tokens'] == b['tokens'], '(%d tokens), max |dlogit| %.3g' % (len(a['tokens']), d))
sys.exit(0 if a['tokens'] == b['tokens'] and d <= 1e-3 else 1)" "$out/fp8-cpu.json" "$out/fp8-cuda.json" || rc=1
	# The sm_80 build of every parity case on this GPU (f32): greedy tokens and logits against the CPU run.
	for c in $cases; do
		"$b/afdc" run --weights "testdata/parity/$c" --prompt-ids 1,2,3,4,5 --max-tokens 16 --json >"$out/sm80-$c-cpu.json" 2>&1 || rc=1
		"$b/afdc" run --target cuda --gpu-arch sm_80 --act-dtype f32 --gpu-memory-fraction 0.05 --weights "testdata/parity/$c" \
			--prompt-ids 1,2,3,4,5 --max-tokens 16 --json >"$out/sm80-$c-cuda.json" 2>"$out/sm80-$c-cuda.log" || rc=1
		python3 -c "
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
d = max(abs(x - y) for ra, rb in zip(a['logits'], b['logits']) for x, y in zip(ra, rb))
print('sm_80 %s: greedy tokens equal to the CPU run:' % sys.argv[3], a['tokens'] == b['tokens'], '(%d tokens), max |dlogit| %.3g' % (len(a['tokens']), d))
sys.exit(0 if a['tokens'] == b['tokens'] and d <= 1e-3 else 1)" "$out/sm80-$c-cpu.json" "$out/sm80-$c-cuda.json" "$c" || rc=1
	done
	# The full-width slice: monolithic decode speed at batch 1, then the executables end to end.
	"$b/afdc" run --target cuda --random-weights 1 --model "$b/deepseek-v3-4l" --gpu-memory-fraction 0.3 \
		--prompt-ids 1,2,3,4,5,6,7,8 --max-tokens 64 >"$out/dsv3-run.log" 2>&1 || rc=1
	cat "$out/dsv3-run.log"
	# slice_archs NAME PROMPT A B: the slice in bf16 built for A and for B, 8 greedy tokens and their
	# logits: equal tokens, and the median over the tokens of each one's largest |dlogit| within 5 %
	# of the largest logit. Random weights leave near ties in the routers (256 experts, 8 chosen):
	# bf16 noise may swap one expert of one token in one layer, which moves that token's logits by
	# about 12 % and leaves the next ones as close as before (docs/perf.md, "An expert swapped at a
	# near tie"); a wrong kernel moves every token.
	slice_archs() {
		for a in $3 $4; do
			"$b/afdc" run --target cuda --gpu-arch $a --random-weights 1 --model "$b/deepseek-v3-4l" --gpu-memory-fraction 0.3 \
				--prompt-ids "$2" --max-tokens 8 --json >"$out/dsv3-$1-$a.json" 2>"$out/dsv3-$1-$a.log" || rc=1
		done
		python3 -c "
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
d = [max(abs(x - y) for x, y in zip(ra, rb)) for ra, rb in zip(a['logits'], b['logits'])]
s = max(abs(x) for r in a['logits'] for x in r)
far = sum(x > 0.05 * s for x in d)
print('%s bf16 slice, %s: greedy tokens equal to %s:' % (sys.argv[4], sys.argv[3], sys.argv[5]), a['tokens'] == b['tokens'],
      '(%d tokens), max |dlogit| a token %s of %.3g; %d past 5 %%' % (len(d), ' '.join('%.3g' % x for x in d), s, far))
sys.exit(0 if a['tokens'] == b['tokens'] and len(d) == 8 and sorted(d)[len(d) // 2] <= 0.05 * s else 1)" "$out/dsv3-$1-$3.json" "$out/dsv3-$1-$4.json" "$1" "$4" "$3" || rc=1
	}
	# sm_80 against sm_90 (the MLA decode kernels differ: the 16-head tensor-core kernel on sm_80, the
	# flash-attention one on sm_90) over 8 prompt tokens; sm_90a (the default: warpgroup-MMA decode and
	# fused prefill) against sm_90 over 300 (the fused prefill takes prompts of 64 tokens or more).
	slice_archs short 1,2,3,4,5,6,7,8 sm_90 sm_80
	slice_archs long "$(python3 -c "print(','.join(str(1 + i * 7919 % 129000) for i in range(300)))")" sm_90 sm_90a
	# The FP8 KV cache on the slice, sm_90a, sm_90 (the same kernels but for the prefill's
	# warpgroup form) and sm_80 (the CUDA-core decode), 300 prompt tokens then 8 decoded: the median
	# over the tokens of each one's largest |dlogit| within 5 % of the largest logit (the FP8 rows
	# read back are the same bits on all; on an H200 sm_80's last token flipped at a near tie while
	# every token's logits stayed within 0.08 of 5.0), tokens printed, and the distance from the
	# bf16 cache's run printed (random weights: no measure of what a trained model loses).
	long="$(python3 -c "print(','.join(str(1 + i * 7919 % 129000) for i in range(300)))")"
	for a in sm_90a sm_90 sm_80; do
		"$b/afdc" run --target cuda --gpu-arch $a --kv-cache fp8 --random-weights 1 --model "$b/deepseek-v3-4l" --gpu-memory-fraction 0.3 \
			--prompt-ids "$long" --max-tokens 8 --json >"$out/dsv3-kvfp8-$a.json" 2>"$out/dsv3-kvfp8-$a.log" || rc=1
	done
	python3 -c "
import json, sys
a, b, c = (json.load(open(f)) for f in sys.argv[1:4])
s = max(abs(x) for r in a['logits'] for x in r)
d = [max(abs(x - y) for x, y in zip(ra, rb)) for ra, rb in zip(a['logits'], b['logits'])]
e = [max(abs(x - y) for x, y in zip(ra, rc)) for ra, rc in zip(a['logits'], c['logits'])]
print('KVF8 slice: sm_90a against sm_90 tokens equal:', a['tokens'] == b['tokens'], 'max |dlogit| a token', ' '.join('%.3g' % x for x in d), 'of %.3g' % s)
print('KVF8 slice: against the bf16 cache (sm_90a): %d of %d tokens equal, max |dlogit| a token %s' % (sum(x == y for x, y in zip(a['tokens'], c['tokens'])), len(a['tokens']), ' '.join('%.3g' % x for x in e)))
sys.exit(0 if len(d) == 8 and sorted(d)[len(d) // 2] <= 0.05 * s else 1)" "$out/dsv3-kvfp8-sm_90a.json" "$out/dsv3-kvfp8-sm_90.json" "$out/dsv3-long-sm_90a.json" || rc=1
	python3 -c "
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
s = max(abs(x) for r in a['logits'] for x in r)
d = [max(abs(x - y) for x, y in zip(ra, rb)) for ra, rb in zip(a['logits'], b['logits'])]
print('KVF8 slice: sm_80 (CUDA-core decode) against sm_90 tokens equal:', a['tokens'] == b['tokens'], 'max |dlogit| a token', ' '.join('%.3g' % x for x in d), 'of %.3g' % s)
sys.exit(0 if len(d) == 8 and sorted(d)[len(d) // 2] <= 0.05 * s else 1)" "$out/dsv3-kvfp8-sm_80.json" "$out/dsv3-kvfp8-sm_90.json" || rc=1
	python3 "$b/e2e.py" "$b/afdc" "$b/exe" deepseek-v3-4l random:1 "$out/e2e-dsv3.json" --config "$b/deepseek-v3-4l" \
		--attn-mem 0.08 --ffn-mem 0.25 --mono-mem 0.3 >"$out/e2e-dsv3.log" 2>&1 || rc=1
	python3 -c "import json,sys; d=json.load(open(sys.argv[1])); d.pop('monolithic_stderr',None); print(json.dumps(d))" "$out/e2e-dsv3.json" || tail -c 3000 "$out/e2e-dsv3.log"
	exit $rc
	;;
*)
	echo "usage: $0 prepare DIR | run DIR OUT | unpack DIR" >&2
	exit 2
	;;
esac
