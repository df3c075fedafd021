#!/usr/bin/env python3
"""The PyTorch CPU reference of `afdc bench` (the cpu target): transformers' DeepSeek-V2 at a preset's
dims (compiler/presets/MODEL.json, or a config.json path) cut to --layers decoder layers, random
weights (transformers' own init), float32, on --threads CPU threads. Like `afdc bench`, it prefills
--batch prompts of --prompt tokens (the same token ids) in one step, then decodes the batch together
greedily with the KV cache (a DynamicCache) until every sequence has --tokens new tokens, and counts
generated tokens over the wall time of the whole run (prefill included).

It prints one line per run, the last a JSON object: tokens_per_s, ms_per_step, wall_s, threads,
the attention and experts implementations transformers chose, torch and transformers versions.
--runs N repeats the timed run (after one untimed warm-up run) and reports the best.

usage: torch_ref.py --model deepseek-v2-lite --layers 2 --batch 8 --prompt 16 --tokens 16 --threads 16
"""
import argparse
import json
import os
import sys
import time

import torch
import transformers
from transformers import AutoModelForCausalLM, DeepseekV2Config, DynamicCache


def config(model, layers):
    path = model if model.endswith(".json") else os.path.join("compiler", "presets", model + ".json")
    raw = json.load(open(path))
    raw.pop("quantization_config", None)
    raw["num_hidden_layers"] = layers
    for k in ("auto_map", "architectures", "model_type", "transformers_version", "torch_dtype", "dtype"):
        raw.pop(k, None)
    return DeepseekV2Config(**raw)


def prompts(batch, prompt, vocab):
    # afdc bench's prompts: token j of sequence i is (i*131 + j*17 + 1) mod vocab.
    return torch.tensor([[(i * 131 + j * 17 + 1) % vocab for j in range(prompt)] for i in range(batch)], dtype=torch.long)


@torch.inference_mode()
def run(model, cfg, ids, tokens):
    try:
        cache = DynamicCache(config=cfg)
    except TypeError:
        cache = DynamicCache()
    t0 = time.perf_counter()
    out = model(input_ids=ids, past_key_values=cache, use_cache=True, logits_to_keep=1)
    nxt = out.logits[:, -1].argmax(-1, keepdim=True)
    pos = ids.shape[1]
    for _ in range(tokens - 1):
        posids = torch.full((ids.shape[0], 1), pos, dtype=torch.long)
        out = model(input_ids=nxt, position_ids=posids, past_key_values=out.past_key_values, use_cache=True, logits_to_keep=1)
        nxt = out.logits[:, -1].argmax(-1, keepdim=True)
        pos += 1
    return time.perf_counter() - t0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="deepseek-v2-lite")
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--prompt", type=int, default=16)
    ap.add_argument("--tokens", type=int, default=16)
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--runs", type=int, default=1)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    torch.manual_seed(0)
    cfg = config(a.model, a.layers)
    t0 = time.perf_counter()
    model = AutoModelForCausalLM.from_config(cfg, dtype=torch.float32).eval()
    print(f"model built in {time.perf_counter() - t0:.1f}s: {sum(p.numel() for p in model.parameters()) / 1e6:.0f}M parameters", file=sys.stderr)
    ids = prompts(a.batch, a.prompt, cfg.vocab_size)
    run(model, cfg, ids, 2)  # warm-up: thread pools, allocator
    best = None
    for i in range(a.runs):
        wall = run(model, cfg, ids, a.tokens)
        tps = a.batch * a.tokens / wall
        print(f"run {i}: {tps:.1f} tokens/s ({a.batch * a.tokens} tokens in {wall:.3f}s)", file=sys.stderr)
        best = wall if best is None else min(best, wall)
    print(json.dumps({
        "tokens_per_s": round(a.batch * a.tokens / best, 2), "ms_per_step": round(best * 1e3 / a.tokens, 2),
        "wall_s": round(best, 4), "threads": torch.get_num_threads(), "batch": a.batch, "prompt": a.prompt,
        "tokens": a.tokens, "layers": a.layers,
        "attention": getattr(model.config, "_attn_implementation", None),
        "experts": getattr(model.config, "_experts_implementation", None),
        "torch": torch.__version__, "transformers": transformers.__version__,
    }))


if __name__ == "__main__":
    main()
