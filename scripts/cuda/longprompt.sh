#!/bin/sh
# A float64 reference for prompts of 64 to 4,096 tokens (longprompt.py), in two halves:
#
#   scripts/cuda/longprompt.sh prepare DIR   here (Go, llc-19, python3 without torch): afdc, the
#                                            configs of the MODELS families (longprompt.py config) at
#                                            their real attention widths with 2 small layers and 16
#                                            small experts, and the kernels afdc runs them with (made by
#                                            --random-weights runs of the same configs, prompt
#                                            lengths and chunk sizes as run's), packed as
#                                            DIR/bundle.tar.xz
#   sh DIR/longprompt.sh run DIR OUT         on the GPU machine (CUDA driver, cuBLAS 13, PyTorch and
#                                            transformers 5), from any folder: per model, random
#                                            weights saved as bf16 safetensors, afdc run's last-row
#                                            logits through the fused prefill form and through the
#                                            decode (absorbed) attention kernels, the same model in
#                                            transformers in float64 and in bf16; one line per
#                                            length, OUT/longprompt-MODEL.json, afdc's stderr under
#                                            OUT; exits 1 when an afdc path is past its bound
#   sh DIR/longprompt.sh unpack DIR          the bundle into DIR/b (run does it first)
#
# CONFIG_ARGS (prepare's, e.g. "--no-rope-scaling" or "--n-group 1 --topk-group 1") goes to longprompt.py config; MODELS (default "deepseek-v3 glm-4.5";
# also deepseek-v2, deepseek-v2-lite, glm-4.5-air, kimi-k2), LENGTHS (default 64,100,300,384,1024,4096), PATHS
# (default fused,absorbed; decode adds --chunk-tokens 1, slow at 4,096 tokens; f32 the whole prompt with
# f32 activations) and ARCHS (default
# sm_90a; "sm_90a sm_90" runs both) are fixed at prepare (the kernels are made for them); run's
# MODELS picks among the prepared ones, SEED (default 1), INIT (fanin or hf, default fanin), BOUND
# (default 4) and MEM (afdc's --gpu-memory-fraction, default 0.4) are run's own.
set -eu
mode=${1:-}
dir=${2:-}
if [ -z "$mode" ] || [ -z "$dir" ]; then
	echo "usage: $0 prepare DIR | run DIR OUT | unpack DIR" >&2
	exit 2
fi
case "$mode" in
prepare)
	models=${MODELS:-deepseek-v3 glm-4.5}
	lengths=${LENGTHS:-64,100,300,384,1024,4096}
	paths=${PATHS:-fused,absorbed}
	archs=${ARCHS:-sm_90a}
	rm -rf "$dir" && mkdir -p "$dir/b"
	CGO_ENABLED=0 go build -ldflags="-s -w" -o "$dir/b/afdc" ./cmd/afdc
	cp scripts/cuda/longprompt.py "$dir/b/"
	kc=$(cd "$dir" && pwd)/b/kcache
	for m in $models; do
		# The folder's name is part of the kernels' key: run uses the same folder, unpacked.
		md="$dir/b/longprompt-$m"
		python3 scripts/cuda/longprompt.py config "$md" --family "$m" ${CONFIG_ARGS:-}
		"$dir/b/afdc" plan --model "$md" >/dev/null
		for a in $archs; do
			for n in $(echo "$lengths" | tr , ' '); do
				ids=$(python3 scripts/cuda/longprompt.py prompt "$n" --vocab "$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['vocab_size'])" "$md/config.json")")
				for p in $(echo "$paths" | tr , ' '); do
					f=""
					case $p in fused) c=$n ;; absorbed) c=63 ;; decode) c=1 ;; f32) c=$n f="--act-dtype f32" ;; *) echo "PATHS: $p is not fused, absorbed, decode or f32" >&2; exit 2 ;; esac
					# Without a GPU the run makes its kernels into the cache, then stops for want of a driver.
					AFDC_CUDA_KERNELS=$kc "$dir/b/afdc" run --target cuda --gpu-arch "$a" --random-weights 1 --model "$md" \
						--prompt-ids "$ids" --max-tokens 1 --json --chunk-tokens "$c" --gpu-memory-fraction 0.4 $f >/dev/null 2>"$dir/fill.log" || true
				done
			done
		done
	done
	# One bundle (PTX and launch table) per model and architecture, or the GPU machine would have none to load.
	want=$(($(echo $models | wc -w) * $(echo $archs | wc -w) * 2))
	have=$(ls "$kc" 2>/dev/null | wc -l)
	if [ "$have" -lt "$want" ]; then
		echo "kernel cache $kc: $have files, expected $want (a PTX and a launch table per model and architecture); the last run said:" >&2
		cat "$dir/fill.log" >&2
		exit 1
	fi
	rm -f "$dir/fill.log"
	printf '%s\n' "$models" >"$dir/b/models"
	printf '%s\n' "$lengths" >"$dir/b/lengths"
	printf '%s\n' "$paths" >"$dir/b/paths"
	printf '%s\n' "$archs" | tr ' ' , >"$dir/b/archs"
	tar -C "$dir/b" -cJf "$dir/bundle.tar.xz" .
	rm -rf "$dir/b"
	cp scripts/cuda/longprompt.sh "$dir/"
	;;
unpack)
	b="$(cd "$dir" && pwd)/b"
	rm -rf "$b" && mkdir -p "$b"
	python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" "$dir/bundle.tar.xz" "$b"
	;;
run)
	out=${3:-}
	if [ -z "$out" ]; then
		echo "usage: $0 run DIR OUT" >&2
		exit 2
	fi
	mkdir -p "$out"
	out=$(cd "$out" && pwd)
	sh "$0" unpack "$dir"
	b="$(cd "$dir" && pwd)/b"
	export AFDC_CUDA_KERNELS="$b/kcache"
	nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1 || true
	python3 -c "import torch, transformers; print('torch', torch.__version__, 'cuda', torch.version.cuda, 'transformers', transformers.__version__)" >>"$out/gpu.txt" 2>&1 || true
	cat "$out/gpu.txt"
	rc=0
	for m in ${MODELS:-$(cat "$b/models")}; do
		if ! grep -qw -- "$m" "$b/models"; then
			echo "MODELS: $m was not prepared (the bundle has $(cat "$b/models"))" >&2
			rc=1
			continue
		fi
		python3 "$b/longprompt.py" run "$b/longprompt-$m" "$out/longprompt-$m.json" --afdc "$b/afdc" --logs "$out" \
			--lengths "$(cat "$b/lengths")" --paths "$(cat "$b/paths")" --arch "$(cat "$b/archs")" \
			--seed "${SEED:-1}" --init "${INIT:-fanin}" --bound-factor "${BOUND:-4}" --mem "${MEM:-0.4}" 2>&1 | tee "$out/longprompt-$m.log"
		# tee hides the script's status: the JSON's ok says it.
		python3 -c "import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))['ok'] else 1)" "$out/longprompt-$m.json" 2>/dev/null || rc=1
	done
	exit $rc
	;;
*)
	echo "usage: $0 prepare DIR | run DIR OUT | unpack DIR" >&2
	exit 2
	;;
esac
