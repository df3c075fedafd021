#!/bin/sh
# Expert parallelism across four GPUs over NCCL, in two halves:
#
#   scripts/cuda/epnccl.sh prepare DIR   on a machine with Go and llc-19 (no GPU needed): builds afdc,
#                                        DeepSeek-V3 at full width cut to 8 layers (3 dense + 5 MoE)
#                                        as --target cuda --ep 3 executables (256 experts over 3 ranks:
#                                        86, 85, 85), the monolithic run's kernels, and the NCCL GPU
#                                        test binary (its link probe), packed as DIR/bundle.tar.xz
#                                        with this script and epnccl.py
#   sh DIR/epnccl.sh dry-run DIR OUT     anywhere: unpacks, checks that every command the run would
#                                        start is accepted by the executables' flags, and writes the
#                                        commands to OUT/plan.json; starts nothing on a GPU
#   sh DIR/epnccl.sh run DIR OUT         on a machine with 4 GPUs (CUDA driver, cuBLAS, NCCL, python3):
#                                        attention on GPU 0, expert ranks on GPUs 1-3, random FP8
#                                        weights made on the GPUs, NCCL_NVLS_ENABLE=0 in every process;
#                                        writes OUT/epnccl.json and the logs (epnccl.py says what it
#                                        measures)
set -eu
mode=${1:-}
dir=${2:-}
ranks=3
model=deepseek-v3-8l
[ -n "$dir" ] || mode=usage
case "$mode" in
prepare)
	rm -rf "$dir" && mkdir -p "$dir/b"
	CGO_ENABLED=0 go build -ldflags="-s -w" -o "$dir/b/afdc" ./cmd/afdc
	CGO_ENABLED=0 go test -tags gpu -c -o "$dir/b/ncclxport.test" ./targets/cuda/ncclxport
	kc=$(cd "$dir" && pwd)/b/kcache
	mkdir -p "$dir/b/$model"
	python3 -c "import json,sys; c=json.load(open('compiler/presets/deepseek-v3.json')); c['num_hidden_layers']=8; json.dump(c, open(sys.argv[1],'w'), indent=1)" "$dir/b/$model/config.json"
	"$dir/b/afdc" build --model "$dir/b/$model" --target cuda --ep $ranks -o "$dir/exe" >/dev/null
	# The monolithic run's kernels into the cache (it then stops for want of a driver).
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --random-weights 1 --keep-fp8 --model "$dir/b/$model" --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	size=$(wc -c <"$dir/b/afdc")
	for r in attention ffn; do
		tail -c +$((size + 1)) "$dir/exe/$model-$r" >"$dir/b/$model-$r.payload"
	done
	rm -rf "$dir/exe"
	cp scripts/cuda/epnccl.py scripts/cuda/serverproc.py "$dir/b/"
	tar -C "$dir/b" -cJf "$dir/bundle.tar.xz" .
	rm -rf "$dir/b"
	cp scripts/cuda/epnccl.sh "$dir/"
	;;
run | dry-run)
	out=${3:?usage: $0 $mode DIR OUT}
	mkdir -p "$out"
	b="$(pwd)/$dir/b"
	rm -rf "$b" && mkdir -p "$b/exe"
	python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" "$dir/bundle.tar.xz" "$b"
	for r in attention ffn; do
		cat "$b/afdc" "$b/$model-$r.payload" >"$b/exe/$model-$r"
		chmod +x "$b/exe/$model-$r"
	done
	export AFDC_CUDA_KERNELS="$b/kcache"
	# NVLink multicast can put a shared host's GPUs out of service: off in every process.
	export NCCL_NVLS_ENABLE=0
	flag=
	if [ "$mode" = dry-run ]; then
		flag=--dry-run
	else
		nvidia-smi --query-gpu=index,name,memory.total,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1 || true
		nvidia-smi topo -m >"$out/topo.txt" 2>&1 || true
	fi
	python3 "$b/epnccl.py" "$b/afdc" "$b/exe" $model "$b/$model" "$out" --ranks $ranks --probe "$b/ncclxport.test" $flag
	;;
*)
	echo "usage: $0 prepare DIR | dry-run DIR OUT | run DIR OUT" >&2
	exit 2
	;;
esac
