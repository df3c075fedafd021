#!/usr/bin/env python3
"""The PyTorch eager reference of `afdc bench --target cuda`: the DeepSeek-V3-shaped benchmark slice through
transformers' DeepseekV3 in PyTorch eager, on the same dims, batches and contexts.

The slice is the preset config (compiler/presets/MODEL.json, or a config.json path) cut to --layers
decoder layers, the first --dense of them dense, its quantization_config dropped (bf16 weights).
The model is built on the GPU in bf16 with random weights (transformers' own init), SDPA attention
and the grouped_mm experts backend (torch._grouped_mm). For each context and batch, the KV cache (a
DynamicCache, transformers' default) holds context - --lead tokens of random keys and values rather
than a prefill's (afdc's bench passes its own lead, so both decode at the same lengths). What a
layer caches is not assumed: transformers versions differ (all heads' keys of qk_head_dim, or fewer
"heads" of other widths), so one real decode step of the model writes the cache first, and each
layer's keys and values are then replaced by random tensors of the same shapes with the sequence
dimension (-2) grown to the fill. Then --steps decode steps are timed after 2 untimed: the step by
CUDA events around the model call (last token's logits only), each layer's attention and MLP by
CUDA events recorded in forward pre-hooks and hooks. A configuration that fails (out of memory, or
anything else) is reported with its error instead of figures, and the others still run.

Prints one JSON object a line on stdout as each (context, batch) finishes, so a run stopped early
keeps what it measured: step_ms, attention_ms (one layer, mean), dense_ffn_ms, moe_ffn_ms (one layer,
means), cache_shapes (layer 0's keys and values), or error. Progress goes to stderr.

usage: reference_deepseek_v3.py --model deepseek-v3 --layers 4 --dense 1 --contexts 1024,4096 \
    --batches 1,8,64,256 --steps 16
"""
import argparse
import gc
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


def cache_kv(cache, layer):
    """The keys and values one layer of a DynamicCache holds (the layers API of transformers >= 4.56,
    else the older key_cache/value_cache lists)."""
    if hasattr(cache, "layers"):
        ly = cache.layers[layer]
        return ly.keys, ly.values
    return cache.key_cache[layer], cache.value_cache[layer]


def set_cache_kv(cache, layer, k, v):
    if hasattr(cache, "layers"):
        cache.layers[layer].keys, cache.layers[layer].values = k, v
    else:
        cache.key_cache[layer], cache.value_cache[layer] = k, v


def random_cache(model, cfg, batch, fill):
    """A cache of fill random tokens per sequence in the shapes the model itself writes: one decode
    step at position 0 makes each layer's entry, then every entry is replaced by random values with
    its sequence dimension grown to fill."""
    try:
        cache = DynamicCache(config=cfg)
    except TypeError:
        cache = DynamicCache()
    ids = torch.randint(0, cfg.vocab_size, (batch, 1), device="cuda")
    posids = torch.zeros((batch, 1), device="cuda", dtype=torch.long)
    out = model(input_ids=ids, position_ids=posids, past_key_values=cache, use_cache=True, logits_to_keep=1)
    cache = out.past_key_values
    del out
    for l in range(cfg.num_hidden_layers):
        k, v = cache_kv(cache, l)
        ks, vs = list(k.shape), list(v.shape)
        ks[-2], vs[-2] = fill, fill
        set_cache_kv(cache, l, None, None)
        del k, v
        set_cache_kv(cache, l, torch.randn(ks, device="cuda", dtype=torch.bfloat16),
                     torch.randn(vs, device="cuda", dtype=torch.bfloat16))
    if hasattr(cache, "_seen_tokens"):
        cache._seen_tokens = fill
    got = cache.get_seq_length()
    if got != fill:
        raise RuntimeError(f"the random cache holds {got} tokens, expected {fill}")
    return cache


def run(model, cfg, timer, context, batch, steps, lead):
    fill = context - lead
    step_ms, layer_ms, layer_n = 0.0, {}, {}
    with torch.no_grad():
        cache = random_cache(model, cfg, batch, fill)
        shapes = [tuple(t.shape) for t in cache_kv(cache, 0)]
        ids = torch.randint(0, cfg.vocab_size, (batch, 1), device="cuda")
        pos = fill
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
            del out
            pos += 1
    timer.on = False
    res = {"step_ms": step_ms / steps, "cache_shapes": [list(x) for x in shapes]}
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
    print(f"reference: {a.layers} layers ({a.dense} dense), experts implementation {impl}, attention {model.config._attn_implementation}", file=sys.stderr)
    timer = LayerTimer(model, a.dense)
    for context in [int(x) for x in a.contexts.split(",")]:
        for batch in [int(x) for x in a.batches.split(",")]:
            row = {"context": context, "batch": batch, "experts_implementation": str(impl)}
            try:
                row.update(run(model, cfg, timer, context, batch, a.steps, a.lead))
            except torch.cuda.OutOfMemoryError as ex:
                row["error"] = "out of memory: " + str(ex).split("\n")[0][:200]
            except Exception as ex:  # one configuration's failure must not lose the others' figures
                row["error"] = f"{type(ex).__name__}: " + str(ex).split("\n")[0][:200]
            timer.on = False
            timer.pending = []
            gc.collect()
            torch.cuda.empty_cache()
            print("reference:", json.dumps(row), file=sys.stderr, flush=True)
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
