#!/bin/sh
# The CUDA target's GPU acceptance run, in two halves:
#
#   scripts/cuda/gpu.sh prepare DIR      on a machine with Go and llc-19 (no GPU needed): builds afdc,
#                                        the GPU test binary, every kernel bundle the tests and the
#                                        monolithic runs load, and the executables of the parity
#                                        case v3, packed as DIR/bundle.tar.xz
#   sh DIR/gpu.sh run DIR OUT       on the GPU machine (CUDA driver, cuBLAS 13, python3), from
#                                        the repository root (it needs testdata/parity): the GPU tests
#                                        (parity of every case, split against monolithic) and the
#                                        executables end to end; logs and JSON under OUT
#
# Where one machine has Go, llc and a GPU, run both. docs/perf.md records the output.
set -eu
mode=$1
dir=$2
case "$mode" in
prepare)
	# Everything the GPU machine needs travels as one xz archive (Go binaries shrink about 3x), so it
	# fits a small upload: DIR/bundle.tar.xz and this script.
	rm -rf "$dir" && mkdir -p "$dir/b"
	CGO_ENABLED=0 go build -ldflags="-s -w" -o "$dir/b/afdc" ./cmd/afdc
	CGO_ENABLED=0 go test -tags gpu -ldflags="-s -w" -c -o "$dir/b/cuda.test" ./targets/cuda
	kc=$(cd "$dir" && pwd)/b/kcache
	# Without a GPU the tests make their kernels into the cache and skip.
	AFDC_CUDA_KERNELS=$kc CGO_ENABLED=0 go test -tags gpu -count=1 -run GPU ./targets/cuda >/dev/null
	AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --weights testdata/parity/v3 --prompt-ids 1 --max-tokens 1 >/dev/null 2>&1 || true
	"$dir/b/afdc" build --model testdata/parity/v3 --target cuda -o "$dir/exe" >/dev/null
	# An executable is afdc with its payload appended: ship only the payloads.
	size=$(wc -c <"$dir/b/afdc")
	for r in attention ffn; do
		tail -c +$((size + 1)) "$dir/exe/v3-$r" >"$dir/b/v3-$r.payload"
	done
	rm -rf "$dir/exe"
	cp scripts/cuda/e2e.py "$dir/b/"
	tar -C "$dir/b" -cJf "$dir/bundle.tar.xz" .
	rm -rf "$dir/b"
	cp scripts/cuda/gpu.sh "$dir/"
	;;
run)
	out=$3
	mkdir -p "$out"
	root=$(pwd)
	b="$root/$dir/b"
	rm -rf "$b" && mkdir -p "$b/exe"
	python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" "$dir/bundle.tar.xz" "$b"
	for r in attention ffn; do
		cat "$b/afdc" "$b/v3-$r.payload" >"$b/exe/v3-$r"
		chmod +x "$b/exe/v3-$r"
	done
	export AFDC_CUDA_KERNELS="$b/kcache"
	nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1 || true
	rc=0
	(cd targets/cuda && "$b/cuda.test" -test.v -test.count=1 -test.run GPU) >"$out/gputest.log" 2>&1 || rc=1
	grep -E 'PARITY|SPLIT|FAIL|^ok|^PASS|panic|Error' "$out/gputest.log" | head -80 || true
	python3 "$b/e2e.py" "$b/afdc" "$b/exe" v3 testdata/parity/v3 "$out/e2e.json" >"$out/e2e.log" 2>&1 || rc=1
	tail -c 3000 "$out/e2e.log"
	exit $rc
	;;
*)
	echo "usage: $0 prepare DIR | run DIR OUT" >&2
	exit 2
	;;
esac
