#!/bin/sh
# Expert parallelism on one GPU, in two halves:
#
#   scripts/cuda/ep.sh prepare DIR    on a machine with Go and llc-19 (no GPU needed): builds afdc,
#                                     DeepSeek-V3 at full width cut to 8 layers (3 dense + 5 MoE) as
#                                     --target cuda --ep 4 executables, and the monolithic run's
#                                     kernels, packed as DIR/bundle.tar.xz with this script
#   sh DIR/ep.sh run DIR OUT          on the GPU machine (CUDA driver, cuBLAS, python3): the
#                                     monolithic CUDA run, then 4 expert ranks and 1 attention
#                                     process sharing the GPU (random FP8 weights made on the GPU);
#                                     logs and OUT/ep.json
#
# AFDC_EP_MAP=scattered at prepare places expert e of every MoE layer on rank e mod 4 (--expert-map)
# instead of contiguous blocks: each rank must still hold exactly 1/4 of the routed experts' bytes.
set -eu
mode=$1
dir=$2
ranks=4
case "$mode" in
prepare)
	rm -rf "$dir" && mkdir -p "$dir/b"
	CGO_ENABLED=0 go build -ldflags="-s -w" -o "$dir/b/afdc" ./cmd/afdc
	kc=$(cd "$dir" && pwd)/b/kcache
	mkdir -p "$dir/b/deepseek-v3-8l"
	python3 -c "import json,sys; c=json.load(open('compiler/presets/deepseek-v3.json')); c['num_hidden_layers']=8; json.dump(c, open(sys.argv[1],'w'), indent=1)" "$dir/b/deepseek-v3-8l/config.json"
	emap=""
	if [ "${AFDC_EP_MAP:-}" = scattered ]; then
		python3 -c "import json,sys; n=int(sys.argv[2]); json.dump({'ranks': n, 'layers': {str(l): [e % n for e in range(256)] for l in range(3, 8)}}, open(sys.argv[1],'w'))" "$dir/b/map.json" $ranks
		emap="--expert-map $dir/b/map.json"
	fi
	"$dir/b/afdc" build --model "$dir/b/deepseek-v3-8l" --target cuda --ep $ranks $emap -o "$dir/exe" >/dev/null
	# The monolithic run's kernels into the cache (it then stops for want of a driver).
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --random-weights 1 --keep-fp8 --model "$dir/b/deepseek-v3-8l" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	size=$(wc -c <"$dir/b/afdc")
	for r in attention ffn; do
		tail -c +$((size + 1)) "$dir/exe/deepseek-v3-8l-$r" >"$dir/b/deepseek-v3-8l-$r.payload"
	done
	rm -rf "$dir/exe"
	cp scripts/cuda/ep.py scripts/cuda/serverproc.py "$dir/b/"
	tar -C "$dir/b" -cJf "$dir/bundle.tar.xz" .
	rm -rf "$dir/b"
	cp scripts/cuda/ep.sh "$dir/"
	;;
run)
	out=$3
	mkdir -p "$out"
	b="$(pwd)/$dir/b"
	rm -rf "$b" && mkdir -p "$b/exe"
	python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" "$dir/bundle.tar.xz" "$b"
	for r in attention ffn; do
		cat "$b/afdc" "$b/deepseek-v3-8l-$r.payload" >"$b/exe/deepseek-v3-8l-$r"
		chmod +x "$b/exe/deepseek-v3-8l-$r"
	done
	export AFDC_CUDA_KERNELS="$b/kcache"
	nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1 || true
	python3 "$b/ep.py" "$b/afdc" "$b/exe" deepseek-v3-8l "$b/deepseek-v3-8l" "$out/ep.json" --ranks $ranks
	;;
*)
	echo "usage: $0 prepare DIR | run DIR OUT" >&2
	exit 2
	;;
esac
