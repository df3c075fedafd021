#!/bin/sh
# The CUDA IPC data plane on one GPU, in two halves as prefill.sh:
#
#   scripts/cuda/ipc.sh prepare DIR    here (Go, llc-19): afdc, the executables of a tiny DeepSeek-V3
#                                      and of the DeepSeek-V3 slice (full width, 1 dense + 3 MoE
#                                      layers), their kernels, and the ncclxport GPU test, packed as
#                                      DIR/bundle.tar.xz
#   sh DIR/ipc.sh run DIR OUT          on the GPU machine, from the repository root: the plane's GPU
#                                      test (two processes on the GPU, exact round trips, a killed FFN,
#                                      two attention processes); per model, greedy tokens and fp32
#                                      logits through afdc run, the executables over tcp and over ipc
#                                      (prefill.py --logits, --compare); the slice's prefill time to
#                                      first token through the executables over tcp and ipc beside the
#                                      monolithic bench (afdc bench --prefill). Logs and JSON under OUT.
#   sh DIR/ipc.sh unpack DIR           the bundle into DIR/b and the executables into DIR/b/exe (run
#                                      does it first; attention.sh reuses it)
#
# SHAPES (default 4096x1,2048x8) and RUNS (default 3) as prefill.sh; GPU_ARCH (default sm_90a, afdc's own) is
# prepare's --gpu-arch for the executables and kernels, which run and attention.sh's run keep; STAGES, when set,
# is prepare's --stages for the executables (one stage lets a 16,384-token step's arenas fit one GPU).
set -eu
mode=$1
dir=$2
shapes=${SHAPES:-4096x1,2048x8}
runs=${RUNS:-3}
case "$mode" in
prepare)
	rm -rf "$dir" && mkdir -p "$dir/b/slice" "$dir/b/tiny"
	CGO_ENABLED=0 go build -ldflags="-s -w" -o "$dir/b/afdc" ./cmd/afdc
	arch=${GPU_ARCH:-sm_90a}
	echo "$arch" >"$dir/b/arch"
	kc=$(cd "$dir" && pwd)/b/kcache
	python3 -c "import json,sys; c=json.load(open('compiler/presets/deepseek-v3.json')); c['num_hidden_layers']=4; c['first_k_dense_replace']=1; c.pop('quantization_config', None); json.dump(c, open(sys.argv[1],'w'), indent=1)" "$dir/b/slice/config.json"
	cp compiler/presets/tiny-deepseek-v3.json "$dir/b/tiny/config.json"
	for m in slice tiny; do
		"$dir/b/afdc" build --model "$dir/b/$m" --target cuda --gpu-arch "$arch" ${STAGES:+--stages $STAGES} -o "$dir/exe" >/dev/null
		# The monolithic run's kernels; it stops for want of a driver.
		AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --gpu-arch "$arch" --random-weights 1 --model "$dir/b/$m" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	done
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" bench --target cuda --gpu-arch "$arch" -m deepseek-v3 --weights bf16 --prefill 16x1 >/dev/null 2>&1 || true
	size=$(wc -c <"$dir/b/afdc")
	for m in slice tiny; do
		for r in attention ffn; do
			tail -c +$((size + 1)) "$dir/exe/$m-$r" >"$dir/b/$m-$r.payload"
		done
	done
	rm -rf "$dir/exe"
	CGO_ENABLED=0 go test -tags gpu -ldflags="-s -w" -c -o "$dir/b/ncclxport.test" ./targets/cuda/ncclxport
	cp scripts/cuda/prefill.py scripts/cuda/serverproc.py "$dir/b/"
	tar -C "$dir/b" -cJf "$dir/bundle.tar.xz" .
	rm -rf "$dir/b"
	cp scripts/cuda/ipc.sh "$dir/"
	;;
unpack)
	# DIR/b: afdc, the kernel cache, prefill.py and the GPU test; DIR/b/exe: the executables
	# (attention.sh uses it too).
	b="$(pwd)/$dir/b"
	rm -rf "$b" && mkdir -p "$b/exe"
	python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" "$dir/bundle.tar.xz" "$b"
	for m in slice tiny; do
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
	nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1 || true
	rc=0
	(cd targets/cuda/ncclxport && AFDC_GPU_OUT="$out" timeout 100 "$b/ncclxport.test" -test.v -test.count=1 -test.run 'GPUIPC|TestIPC') >"$out/gputest.log" 2>&1 || rc=1
	grep -E '^(=== RUN|--- |ok|PASS|FAIL)|trial|panic' "$out/gputest.log" | head -30 || true
	# The slice's attention rank over ipc keeps its payloads on the device, in a transfer ring of
	# 0.94 GiB at 4,096 rows that its KV cache once grew into (it did not start at 0.3: an arena of
	# 17.3 GiB, 16.5 left of 41.9); the ring is now reserved first, and 0.34 and 0.56 (both planes)
	# leave room besides.
	# Per model: the executables over tcp and over ipc (greedy tokens and logits, then for the slice
	# the prefill timing), then afdc run's tokens and logits, then all three compared bit for bit.
	for m in slice tiny; do
		if [ $m = tiny ]; then mem="--attn-mem 0.05 --ffn-mem 0.05 --mono-mem 0.1 --vocab 96"; sh="64x1"; r=1; else mem="--attn-mem 0.34 --ffn-mem 0.56"; sh=$shapes; r=$runs; fi
		for tr in tcp ipc; do
			# auto picks ipc for --peer-gpu 0 beside --device 0; tcp is forced.
			if [ $tr = ipc ]; then ta="--peer-gpu 0"; else ta="--transport tcp --peer-gpu 0"; fi
			timeout 200 python3 "$b/prefill.py" "$out/exe-$m-$tr.json" --shapes "$sh" --runs "$r" --exe "$b/exe/$m-attention,$b/exe/$m-ffn" \
				--exe-args "--max-batch-tokens 4096 $ta" --attn-args "--chunk-tokens 4096" $mem --logits "$b/logits-$m-$tr.json" >"$out/exe-$m-$tr.log" 2>&1 || rc=1
			grep '^exe' "$out/exe-$m-$tr.log" | tail -n 4
		done
		timeout 200 python3 "$b/prefill.py" "$out/mono-$m.json" --mono "$b/afdc,$b/$m" --arch "$(cat "$b/arch")" --logits "$b/logits-$m-mono.json" $mem >"$out/mono-$m.log" 2>&1 || rc=1
		tail -c 300 "$out/mono-$m.log"; echo
		python3 "$b/prefill.py" "$out/compare-$m.json" --compare "$b/logits-$m-mono.json,$b/logits-$m-tcp.json,$b/logits-$m-ipc.json" || rc=1
	done
	# The monolithic prefill form of the same prompts (prefill.sh's bench line).
	timeout 150 "$b/afdc" bench --target cuda --gpu-arch "$(cat "$b/arch")" -m deepseek-v3 --weights bf16 --prefill "$shapes" --prefill-step 4096 --steps "$runs" \
		--json-file "$out/bench-4096.json" >"$out/bench-4096.txt" 2>"$out/bench-4096.log" || rc=1
	cat "$out/bench-4096.txt"
	exit $rc
	;;
*)
	echo "usage: $0 prepare DIR | run DIR OUT | unpack DIR" >&2
	exit 2
	;;
esac
