#!/usr/bin/env python3
"""The eager peer of `afdc bench --target cuda`: issue 8's DeepSeek-V3-shaped slice through
transformers' DeepseekV3 in PyTorch eager, on the same dims, batches and contexts.

The slice is the preset config (compiler/presets/MODEL.json, or a config.json path) cut to --layers
decoder layers, the first --dense of them dense, its quantization_config dropped (bf16 weights).
The model is built on the GPU in bf16 with random weights (transformers' own init), SDPA attention
and the grouped_mm experts backend (torch._grouped_mm). For each context, the KV cache (a
DynamicCache, transformers' default) is filled with random keys and values of context - --lead
tokens rather than by a prefill (afdc's bench passes its own lead, so both decode at the same
lengths), then for each batch --steps decode steps are timed after 2 untimed: the step by CUDA
events around the model call (last token's logits only), each layer's attention and MLP by
CUDA events recorded in forward pre-hooks and hooks. A configuration that does not fit in memory is
reported with its error instead of figures.

Prints a JSON list on stdout, one object per (context, batch): step_ms, attention_ms (one layer,
mean), dense_ffn_ms, moe_ffn_ms (one layer, means), or error. Progress goes to stderr.

usage: peer_deepseek_v3.py --model deepseek-v3 --layers 4 --dense 1 --contexts 1024,4096 \
    --batches 1,8,64,256 --steps 16
"""
import argparse
import json
import os
import sys

import torch
from transformers import AutoModelForCausalLM, DeepseekV3Config, DynamicCache


def config(model, layers, dense):
    path = model if model.endswith(".json") else os.path.join("compiler", "presets", model + ".json")
    if os.path.isdir(model):
        path = os.path.join(model, "config.json")
    raw = json.load(open(path))
    raw.pop("quantization_config", None)
    raw["num_hidden_layers"] = layers
    raw["first_k_dense_replace"] = dense
    for k in ("auto_map", "architectures", "model_type", "transformers_version", "torch_dtype", "dtype"):
        raw.pop(k, None)
    return DeepseekV3Config(**raw)


def build(cfg):
    kw = dict(dtype=torch.bfloat16, attn_implementation="sdpa")
    with torch.device("cuda"):
        try:
            model = AutoModelForCausalLM.from_config(cfg, experts_implementation="grouped_mm", **kw)
        except TypeError:
            # An older keyword set: build, then switch the experts backend if the model can.
            model = AutoModelForCausalLM.from_config(cfg, **kw)
            if hasattr(model, "set_experts_implementation"):
                model.set_experts_implementation("grouped_mm")
    return model.eval()


class LayerTimer:
    """CUDA events around each layer's self_attn and mlp forward, summed per kind."""

    def __init__(self, model, dense):
        self.on = False
        self.pending = []  # (kind, start, end)
        for i, layer in enumerate(model.model.layers):
            self.hook(layer.self_attn, "attention")
            self.hook(layer.mlp, "dense_ffn" if i < dense else "moe_ffn")

    def hook(self, mod, kind):
        def pre(_m, _a):
            if self.on:
                e = torch.cuda.Event(enable_timing=True)
                e.record()
                self.pending.append([kind, e, None])

        def post(_m, _a, _o):
            if self.on:
                e = torch.cuda.Event(enable_timing=True)
                e.record()
                for p in reversed(self.pending):
                    if p[0] == kind and p[2] is None:
                        p[2] = e
                        break

        mod.register_forward_pre_hook(pre)
        mod.register_forward_hook(post)

    def totals(self):
        torch.cuda.synchronize()
        out, n = {}, {}
        for kind, s, e in self.pending:
            out[kind] = out.get(kind, 0.0) + s.elapsed_time(e)
            n[kind] = n.get(kind, 0) + 1
        self.pending = []
        return out, n


def run(model, cfg, timer, context, batch, steps, lead):
    heads = cfg.num_attention_heads
    qk = cfg.qk_nope_head_dim + cfg.qk_rope_head_dim
    fill = context - lead
    try:
        cache = DynamicCache(config=cfg)
    except TypeError:
        cache = DynamicCache()
    for l in range(cfg.num_hidden_layers):
        k = torch.randn(batch, heads, fill, qk, device="cuda", dtype=torch.bfloat16)
        v = torch.randn(batch, heads, fill, cfg.v_head_dim, device="cuda", dtype=torch.bfloat16)
        cache.update(k, v, l)
        del k, v
    ids = torch.randint(0, cfg.vocab_size, (batch, 1), device="cuda")
    pos = fill
    step_ms, layer_ms, layer_n = 0.0, {}, {}
    with torch.no_grad():
        for n in range(steps + 2):
            timing = n >= 2
            timer.on = timing
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record()
            posids = torch.full((batch, 1), pos, device="cuda", dtype=torch.long)
            out = model(input_ids=ids, position_ids=posids, past_key_values=cache, use_cache=True, logits_to_keep=1)
            ids = out.logits[:, -1].argmax(-1, keepdim=True)
            e.record()
            torch.cuda.synchronize()
            if timing:
                step_ms += s.elapsed_time(e)
            t, c = timer.totals()
            if timing:
                for k in t:
                    layer_ms[k] = layer_ms.get(k, 0.0) + t[k]
                    layer_n[k] = layer_n.get(k, 0) + c[k]
            cache = out.past_key_values
            pos += 1
    timer.on = False
    res = {"step_ms": step_ms / steps}
    for k in ("attention", "dense_ffn", "moe_ffn"):
        if layer_n.get(k):
            res[k + "_ms"] = layer_ms[k] / layer_n[k]
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="deepseek-v3")
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--dense", type=int, default=1)
    ap.add_argument("--contexts", default="1024,4096")
    ap.add_argument("--batches", default="1,8,64,256")
    ap.add_argument("--steps", type=int, default=16)
    ap.add_argument("--lead", type=int, default=1, help="fill the cache to context - LEAD tokens (afdc's bench passes its own, so both decode at the same lengths)")
    a = ap.parse_args()
    cfg = config(a.model, a.layers, a.dense)
    model = build(cfg)
    impl = getattr(model.config, "_experts_implementation", None)
    print(f"peer: {a.layers} layers ({a.dense} dense), experts implementation {impl}, attention {model.config._attn_implementation}", file=sys.stderr)
    timer = LayerTimer(model, a.dense)
    results = []
    for context in [int(x) for x in a.contexts.split(",")]:
        for batch in [int(x) for x in a.batches.split(",")]:
            row = {"context": context, "batch": batch, "experts_implementation": str(impl)}
            try:
                row.update(run(model, cfg, timer, context, batch, a.steps, a.lead))
            except torch.cuda.OutOfMemoryError as ex:
                row["error"] = "out of memory: " + str(ex).split("\n")[0][:200]
            timer.pending = []
            torch.cuda.empty_cache()
            print("peer:", json.dumps(row), file=sys.stderr, flush=True)
            results.append(row)
    json.dump(results, sys.stdout)
    print()


if __name__ == "__main__":
    main()
