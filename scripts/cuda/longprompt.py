#!/usr/bin/env python3
"""A float64 reference for afdc's CUDA prompts of 64 to 4,096 tokens.

The prompt paths of `afdc run --target cuda` are set against the same model in transformers, its
bf16 weights upcast to float64 (eager attention, written here in float64 throughout), on the last
prompt row's logits; transformers in bf16 gives the size of bf16 noise. The paths (--paths):

  fused     --chunk-tokens LEN: the whole prompt in one step, every row through the fused prefill
            form (the expanded MLA attention, or GQA's fused prefill kernel)
  absorbed  --chunk-tokens 63: the first 63 rows in one step (a prompt from position 0 takes the
            fused form), then steps of 63 rows after cached ones, which go to the decode
            attention kernels (the absorbed MLA form) since they are below the 64 rows the fused
            form takes from a sequence with cached tokens
  decode    --chunk-tokens 1: one row a step after the first (slow at 4,096 tokens)
  f32       --chunk-tokens LEN --act-dtype f32: the whole prompt in one step with f32 activations
            (the f32 attention kernels): what is left of afdc's error without bf16 rounding

(A prompt of 63 tokens or fewer takes the fused form whatever the chunking.)

usage:
  longprompt.py config DIR [--family deepseek-v3|deepseek-v2|deepseek-v2-lite|glm-4.5|glm-4.5-air|kimi-k2] [--layers N] [--experts N] [--vocab N] ...
      writes DIR/config.json: the family's real attention widths, few and small layers and experts
      (no torch needed; afdc's kernels depend on these shapes, so the kernel cache is made from it)
  longprompt.py prompt LEN [--vocab N]
      prints the deterministic prompt of LEN tokens as comma-separated ids
  longprompt.py run DIR OUT.json --afdc AFDC [--lengths 64,100,300,384,1024,4096] [--paths fused,absorbed]
                    [--seed 1] [--init fanin|hf] [--arch sm_90a,sm_90] [--bound-factor 4] [--mem 0.4]
      on the GPU machine: random weights for DIR/config.json (seeded, on the CPU), saved there as bf16
      safetensors (kept when DIR holds them already from the same seed and init), afdc's last-row
      logits for every length, path and architecture, then the float64 and bf16 references; prints
      the figures per length, writes OUT.json, exits 1 when an afdc run fails or passes its bound.

The bound: afdc computes in bf16 with float32 accumulation and keeps its residual stream and logits
in float32, where transformers' bf16 run keeps them in bf16, so an afdc path that is right lands
near or below transformers' bf16 error against float64, give or take rounding placed elsewhere; the
check allows --bound-factor (4) times transformers' bf16 error, and never less than 1 % of the
largest float64 logit (a floor for a length where transformers' bf16 happens to land very close).

--init fanin (the default) draws the weights as afdc's --random-weights does (uniform, variance
1/fan_in for matrices, norms 1, biases and the router's score correction within ±0.01), the regime
where the prompt paths were seen to differ; --init hf keeps transformers' own initialisation.

Where float64 is not the whole story: transformers computes the MoE router's logits and the rotary
angles in float32 (it casts to float32 there) and so does the reference, from inverse
frequencies put back to float32 after each cast of the model (rope_in_fp32: a cast rounds them
too); the projections, attention (softmax included), norms, experts and head are float64. Those float32 parts err by
about 1e-7 of their values, bf16 by 4e-3. For GLM-4.5 (grouped-query attention, no latent)
"absorbed" means the same chunking: the rows after the first 63 go to the decode attention kernels.

Besides the logits, the run counts the rows (times MoE layers) whose routed experts differ between
transformers' bf16 and float64 runs: where bf16 noise flips the routing of many rows, a large
difference at one length is the model's sensitivity, not a wrong kernel.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time

# Kimi K2: DeepSeek-V3's class and widths with 64 heads and its own YaRN (theta 50,000, factor 32
# over 4,096 positions, beta_fast 1, beta_slow 1), read by afdc under its model_type kimi_k2.
KIMI_K2 = {
    "model_type": "kimi_k2",
    "num_attention_heads": 64,
    "num_key_value_heads": 64,
    "rope_theta": 50000.0,
    "rope_scaling": {"type": "yarn", "factor": 32.0, "original_max_position_embeddings": 4096, "beta_fast": 1.0,
                     "beta_slow": 1.0, "mscale": 1.0, "mscale_all_dim": 1.0},
    "max_position_embeddings": 131072,
}
# A family: its preset, its default expert groups and groups a token (n_group, topk_group), and
# what it changes in the preset.
FAMILIES = {
    "deepseek-v3": ("deepseek-v3.json", (8, 4), {}),
    "deepseek-v2": ("deepseek-v2.json", (8, 3), {}),
    "deepseek-v2-lite": ("deepseek-v2-lite.json", (1, 1), {}),
    "glm-4.5": ("glm-4.5.json", (1, 1), {}),
    "glm-4.5-air": ("glm-4.5-air.json", (1, 1), {}),
    "kimi-k2": ("deepseek-v3.json", (1, 1), KIMI_K2),
}
# transformers' classes by a config's model_type.
MODEL_TYPES = {
    "deepseek_v3": ("DeepseekV3Config", "DeepseekV3ForCausalLM"),
    "deepseek_v2": ("DeepseekV2Config", "DeepseekV2ForCausalLM"),
    "glm4_moe": ("Glm4MoeConfig", "Glm4MoeForCausalLM"),
    "kimi_k2": ("DeepseekV3Config", "DeepseekV3ForCausalLM"),  # its own model_type over DeepSeek-V3's class
}
LENGTHS = "64,100,300,384,1024,4096"
ARCHS = ("sm_80", "sm_90", "sm_90a")
PATHS = {"fused": None, "absorbed": 63, "decode": 1, "f32": None}  # None: the prompt's own length
PATH_FLAGS = {"f32": ["--act-dtype", "f32"]}  # afdc flags a path adds
PRESETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "compiler", "presets")


def positive_int(s):
    try:
        v = int(s)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{s!r} is not an integer, expected a positive integer")
    if v < 1:
        raise argparse.ArgumentTypeError(f"{v}: expected a positive integer")
    return v


def int_list(s):
    out = []
    for f in s.split(","):
        try:
            v = int(f.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"{s!r}: {f.strip()!r} is not an integer, expected comma-separated positive integers")
        if v < 1:
            raise argparse.ArgumentTypeError(f"{s!r}: {v} is not positive, expected comma-separated positive integers")
        if v in out:
            raise argparse.ArgumentTypeError(f"{s!r}: {v} listed twice")
        out.append(v)
    return out


def choice_list(what, one, allowed):
    """An argument type: a comma-separated list of allowed values (what names one kind, one any
    one of them), none twice."""
    def parse(s):
        out = [x.strip() for x in s.split(",")]
        for x in out:
            if x not in allowed:
                raise argparse.ArgumentTypeError(f"{s!r}: {x!r} is not a {what}, expected a comma-separated list of {', '.join(allowed)}")
        if len(set(out)) != len(out):
            raise argparse.ArgumentTypeError(f"{s!r}: {one} listed twice")
        return out
    return parse


path_list = choice_list("prompt path", "a path", PATHS)
arch_list = choice_list("GPU architecture", "an architecture", ARCHS)


def fraction(s):
    try:
        v = float(s)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{s!r} is not a number, expected a fraction in (0, 1]")
    if not 0 < v <= 1:
        raise argparse.ArgumentTypeError(f"{v}: expected a fraction in (0, 1]")
    return v


def positive_float(s):
    try:
        v = float(s)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{s!r} is not a number, expected a positive number")
    if not v > 0 or math.isinf(v):
        raise argparse.ArgumentTypeError(f"{v}: expected a positive number")
    return v


# ---------------------------------------------------------------------------------------------
# config


def make_config(family, layers, experts, topk, n_group, topk_group, vocab, inter, moe_inter):
    """The family's preset with its attention widths as they are, cut to few, small layers."""
    name = os.path.join(PRESETS, FAMILIES[family][0])
    try:
        with open(name) as f:
            c = json.load(f)
    except OSError as e:
        raise ValueError(f"the {family} preset: {e}; expected the script inside the repository (scripts/cuda), beside compiler/presets")
    for k in ("quantization_config", "auto_map", "transformers_version", "pad_token_id"):
        c.pop(k, None)
    c.update(json.loads(json.dumps(FAMILIES[family][2])))
    if experts % n_group:
        raise ValueError(f"--experts {experts} and --n-group {n_group}: expected experts divisible by groups")
    if topk_group > n_group:
        raise ValueError(f"--topk-group {topk_group}: expected at most --n-group ({n_group})")
    per_group = experts // n_group
    if c.get("topk_method") == "noaux_tc" and n_group > 1 and per_group < 2:
        raise ValueError(f"--experts {experts} in {n_group} groups: a group's score is its best two experts, expected 2 or more a group")
    if topk > topk_group * per_group:
        raise ValueError(f"--topk {topk}: expected at most --topk-group x experts a group = {topk_group * per_group}")
    c.update(
        num_hidden_layers=layers,
        first_k_dense_replace=1,
        intermediate_size=inter,
        moe_intermediate_size=moe_inter,
        n_routed_experts=experts,
        num_experts_per_tok=topk,
        n_group=n_group,
        topk_group=topk_group,
        vocab_size=vocab,
        bos_token_id=0,
        eos_token_id=1,
        torch_dtype="bfloat16",
    )
    return c


def cmd_config(a):
    if a.layers < 2:
        raise SystemExit(f"--layers {a.layers}: expected 2 or more (the first dense, the rest MoE)")
    if a.vocab < 3:
        raise SystemExit(f"--vocab {a.vocab}: expected 3 or more (ids 0 and 1 are the start and end tokens, prompts use the rest)")
    ng, tg = FAMILIES[a.family][1]
    ng = a.n_group if a.n_group is not None else ng
    tg = a.topk_group if a.topk_group is not None else tg
    try:
        c = make_config(a.family, a.layers, a.experts, a.topk, ng, tg, a.vocab, a.intermediate, a.moe_intermediate)
        if a.no_rope_scaling:
            c.pop("rope_scaling", None)
    except ValueError as e:
        raise SystemExit(str(e))
    os.makedirs(a.dir, exist_ok=True)
    with open(os.path.join(a.dir, "config.json"), "w") as f:
        json.dump(c, f, indent=1)
        f.write("\n")
    print(f"{os.path.join(a.dir, 'config.json')}: {a.family}, {a.layers} layers, {a.experts} experts of {a.moe_intermediate} (top {a.topk}), vocab {a.vocab}")


# ---------------------------------------------------------------------------------------------
# prompts


def prompt_ids(n, vocab):
    """n deterministic ids in [2, vocab) (0 and 1 are the configs' bos and eos), spread by a prime
    stride as gpu.sh's 300-token prompt is."""
    span = vocab - 2
    if span < 1:
        raise ValueError(f"vocab {vocab}: expected 3 or more ids for a prompt")
    return [2 + (1 + i * 7919) % span for i in range(n)]


def cmd_prompt(a):
    try:
        print(",".join(map(str, prompt_ids(a.len, a.vocab))))
    except ValueError as e:
        raise SystemExit(f"--vocab: {e}")


# ---------------------------------------------------------------------------------------------
# weights (torch from here on)


def load_config(d):
    p = os.path.join(d, "config.json")
    try:
        with open(p) as f:
            c = json.load(f)
    except (OSError, ValueError) as e:
        raise SystemExit(f"{p}: {e}; expected the config `longprompt.py config {d}` writes")
    if c.get("model_type") not in MODEL_TYPES:
        raise SystemExit(f"{p}: model_type {c.get('model_type')!r}, expected one of {', '.join(MODEL_TYPES)}")
    return c, c["model_type"]


def hf_classes(fam):
    """transformers' config and model classes of a model_type."""
    import transformers

    cfg, model = MODEL_TYPES[fam]
    return getattr(transformers, cfg), getattr(transformers, model)


def hf_config(c, fam):
    cfg_cls, _ = hf_classes(fam)
    d = dict(c)
    d.pop("model_type", None)  # the class's own (kimi_k2 is read as deepseek_v3)
    cfg = cfg_cls.from_dict(d)  # as a hub config.json is read
    # What the comparison rests on: transformers reads the widths and the rope scaling as afdc does.
    for k in ("hidden_size", "num_attention_heads", "num_key_value_heads", "vocab_size", "num_hidden_layers", "n_routed_experts", "num_experts_per_tok"):
        if getattr(cfg, k) != c[k]:
            raise SystemExit(f"transformers' {fam} config: {k} {getattr(cfg, k)}, expected {c[k]} from config.json")
    rs = c.get("rope_scaling")
    if rs:
        rp = getattr(cfg, "rope_parameters", None) or getattr(cfg, "rope_scaling", None) or {}
        if rp.get("rope_type", rp.get("type")) != rs["type"] or float(rp.get("factor", 0)) != float(rs["factor"]):
            raise SystemExit(f"transformers' {fam} config: rope parameters {rp}, expected {rs}")
    cfg._attn_implementation = "eager"
    cfg._experts_implementation = "eager"
    return cfg


def fanin_init(model, seed):
    """afdc's --random-weights distributions (targets/cuda/random.go's RandomScale), drawn by torch."""
    import torch

    g = torch.Generator().manual_seed(seed)
    n = 0
    tensors = sorted(list(model.named_parameters()) + [(k, b) for k, b in model.named_buffers() if k.endswith("e_score_correction_bias")])
    with torch.no_grad():
        for name, t in tensors:
            if name.endswith("norm.weight"):
                t.fill_(1.0)
            elif name.endswith(".bias") or name.endswith("e_score_correction_bias"):
                t.copy_((torch.rand(t.shape, generator=g) * 2 - 1) * 0.01)
            elif t.dim() >= 2:
                s = math.sqrt(3.0 / t.shape[-1])
                t.copy_((torch.rand(t.shape, generator=g) * 2 - 1) * s)
            else:
                t.copy_((torch.rand(t.shape, generator=g) * 2 - 1) * 0.02)
            n += 1
    return n


def split_fused_experts(path):
    """Per-expert tensor names (the hub's, which afdc reads) where transformers saved fused ones."""
    import re

    from safetensors import safe_open
    from safetensors.torch import save_file

    fused = re.compile(r"^(model\.layers\.\d+\.mlp\.experts)\.(gate_up_proj|down_proj)$")
    with safe_open(path, "pt") as f:
        names = list(f.keys())
        if not any(fused.match(k) for k in names):
            return False
        out = {}
        for k in names:
            t = f.get_tensor(k)
            m = fused.match(k)
            if not m:
                out[k] = t
                continue
            prefix, kind = m.groups()
            for e in range(t.shape[0]):
                # clone: safetensors refuses tensors that share memory
                if kind == "gate_up_proj":  # [E, 2*I, H]: the gate's rows, then the up projection's
                    i = t.shape[1] // 2
                    out[f"{prefix}.{e}.gate_proj.weight"] = t[e, :i].clone()
                    out[f"{prefix}.{e}.up_proj.weight"] = t[e, i:].clone()
                else:  # [E, H, I]
                    out[f"{prefix}.{e}.down_proj.weight"] = t[e].clone()
    save_file(out, path + ".tmp", metadata={"format": "pt"})
    os.replace(path + ".tmp", path)  # never over the file while it may still be mapped
    return True


def make_weights(d, c, fam, seed, init):
    """The model with random weights, rounded to bf16 and saved in d (config.json kept as it is).
    Returns the bf16 model on the CPU."""
    import torch

    _, model_cls = hf_classes(fam)
    cfg = hf_config(c, fam)
    torch.manual_seed(seed)
    t0 = time.time()
    model = model_cls(cfg).eval()
    if init == "fanin":
        fanin_init(model, seed)
    model = model.to(torch.bfloat16)
    stamp = os.path.join(d, "weights.json")
    want = {"seed": seed, "init": init, "config": c}
    have = None
    if os.path.exists(stamp):
        with open(stamp) as f:
            have = json.load(f)
    if have != want:
        with open(os.path.join(d, "config.json")) as f:
            text = f.read()
        for x in os.listdir(d):
            if x.endswith(".safetensors") or x.endswith(".safetensors.index.json"):
                os.remove(os.path.join(d, x))
        model.save_pretrained(d, max_shard_size="1000GB")
        with open(os.path.join(d, "config.json"), "w") as f:  # afdc's kernels were made for this text
            f.write(text)
        files = [x for x in os.listdir(d) if x.endswith(".safetensors")]
        if files != ["model.safetensors"]:
            raise SystemExit(f"{d}: transformers saved {files}, expected one model.safetensors")
        for x in os.listdir(d):
            if x not in ("config.json", "model.safetensors"):
                os.remove(os.path.join(d, x))
        split_fused_experts(os.path.join(d, "model.safetensors"))
        with open(stamp, "w") as f:
            json.dump(want, f)
    print(f"weights: {fam}, init {init}, seed {seed}, {sum(p.numel() for p in model.parameters()) / 1e6:.0f}M parameters, {time.time() - t0:.0f} s", flush=True)
    return model


# ---------------------------------------------------------------------------------------------
# afdc


def afdc_logits(a, arch, d, ids, chunk, log, flags=()):
    """afdc run's last-row logits of the prompt (row 0 of --json's logits) and its wall time."""
    cmd = [a.afdc, "run", "--target", "cuda", "--weights", d, "--prompt-ids", ",".join(map(str, ids)), "--max-tokens", "1", "--json",
           "--chunk-tokens", str(chunk), "--gpu-memory-fraction", str(a.mem), *flags]
    if arch:
        cmd += ["--gpu-arch", arch]
    t0 = time.time()
    with open(log, "w") as err:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=err, timeout=a.timeout)
    if p.returncode != 0:
        raise RuntimeError(f"afdc run exited with {p.returncode} (stderr in {log})")
    out = json.loads(p.stdout)
    rows = out.get("logits")
    if not rows or not isinstance(rows[0], list):
        raise RuntimeError(f"afdc run --json: no logits rows in {p.stdout[:200]!r}")
    return rows[0], time.time() - t0


# ---------------------------------------------------------------------------------------------
# the references


class Exact:
    """Eager attention in the tensors' own dtype throughout (transformers' eager takes its softmax in
    float32), causal, heads in groups to bound the scores' memory. Registered with transformers'
    attention interface; counts its calls so that a run can check it was the one used."""

    name = "longprompt_exact"

    def __init__(self, head_group=16):
        self.calls = 0
        self.head_group = head_group

    def __call__(self, module, query, key, value, attention_mask, scaling=None, dropout=0.0, **kw):
        import torch

        self.calls += 1
        b, h, q, dq = query.shape
        k = key.shape[2]
        if key.shape[1] != h:  # GQA: each key head serves h/kv query heads, in order
            rep = h // key.shape[1]
            key = key.repeat_interleave(rep, dim=1)
            value = value.repeat_interleave(rep, dim=1)
        if scaling is None:
            scaling = dq**-0.5
        masked = torch.ones(q, k, dtype=torch.bool, device=query.device).triu(k - q + 1)
        out = torch.empty(b, h, q, value.shape[-1], dtype=query.dtype, device=query.device)
        for h0 in range(0, h, self.head_group):
            s = torch.matmul(query[:, h0 : h0 + self.head_group], key[:, h0 : h0 + self.head_group].transpose(-1, -2)) * scaling
            s.masked_fill_(masked, -math.inf)
            p = torch.softmax(s, dim=-1)
            del s
            out[:, h0 : h0 + self.head_group] = torch.matmul(p, value[:, h0 : h0 + self.head_group])
            del p
        return out.transpose(1, 2).contiguous(), None


class RouteWatch:
    """The experts each MoE layer picks per row, for counting the rows whose picks differ between two
    runs. transformers versions route in different places: the MoE block's route_tokens_to_experts,
    or its gate (router) module, which in some versions returns the indices beside the weights.
    Both are watched, and whichever hands back an integer tensor (the expert indices) is recorded; a
    gate that returns only its logits records nothing."""

    def __init__(self, model):
        self.picks = {}
        self.ok = False
        for i, layer in enumerate(model.model.layers):
            mlp = layer.mlp
            f = getattr(mlp, "route_tokens_to_experts", None)
            if f is not None:
                mlp.route_tokens_to_experts = self._wrap(i, f)
                self.ok = True
            gate = getattr(mlp, "gate", None)
            if gate is not None and hasattr(gate, "register_forward_hook"):
                gate.register_forward_hook(self._hook(i))
                self.ok = True

    def _record(self, i, r):
        idx = next((x for x in (r if isinstance(r, tuple) else (r,)) if hasattr(x, "is_floating_point") and not x.is_floating_point()), None)
        if idx is not None:
            self.picks[i] = idx.detach().sort(-1).values.cpu().tolist()

    def _wrap(self, i, f):
        def g(*args, **kw):
            r = f(*args, **kw)
            self._record(i, r)
            return r

        return g

    def _hook(self, i):
        def h(module, inputs, output):
            self._record(i, output)

        return h


def flips(a, b):
    """Rows (over layers) whose expert picks differ, of all rows: a and b map a layer to each row's
    sorted expert indices."""
    n = d = 0
    for i in a:
        if i in b and len(a[i]) == len(b[i]):
            d += sum(x != y for x, y in zip(a[i], b[i]))
            n += len(a[i])
    return d, n


def rope_in_fp32(model, torch, device):
    """Puts every rotary embedding's inverse frequencies back to float32 after a cast of the whole
    model. nn.Module.to rounds floating-point buffers too, and a bf16 inv_freq puts the rotary phase
    off by up to 2^-9 of it: 0.13 rad at position 300, 0.45 at 1,023, 1.8 at 4,095 at DeepSeek's 64
    rope dims, which moved this reference's logits by more than afdc's bf16 did. from_pretrained keeps
    the buffer in float32. The values come from transformers' copy (original_inv_freq) while a cast
    has left it float32; else from a rotary module built afresh from the module's config (transformers
    5 keeps that copy as a buffer, so the model's first cast to bf16 rounded it too); a rotary module
    with neither is refused. Returns how many it restored."""
    n = 0
    for mod in model.modules():
        buf = getattr(mod, "inv_freq", None)
        if buf is None:
            continue
        orig = getattr(mod, "original_inv_freq", None)
        if orig is not None and orig.dtype == torch.float32:
            inv = orig
        elif getattr(mod, "config", None) is not None:
            inv = type(mod)(mod.config).inv_freq  # built on the CPU in float32, as from_pretrained does
            if inv.dtype != torch.float32:
                raise SystemExit(f"{type(mod).__name__} built afresh: inv_freq {inv.dtype}, expected float32")
        else:
            raise SystemExit(f"{type(mod).__name__}: inv_freq has no float32 source (original_inv_freq {getattr(orig, 'dtype', None)}, no config to build it again)")
        mod.inv_freq = inv.to(device=device, dtype=torch.float32)
        n += 1
    if n == 0:
        raise SystemExit("no rotary embedding with an inv_freq buffer in the model: the float32 rope cannot be restored")
    return n


def hf_rows(model, prompts, watch):
    """The last row's logits (float64, as a list) and the expert picks of every prompt."""
    import torch

    rows, picks = {}, {}
    with torch.no_grad():
        for n, ids in prompts.items():
            x = torch.tensor([ids], device="cuda")
            rows[n] = model(input_ids=x, use_cache=False).logits[0, -1].double().cpu().tolist()
            picks[n] = dict(watch.picks)
            watch.picks = {}
    return rows, picks


def use_attention(model, name):
    """Switches the model's attention to name (transformers' own call where it has one)."""
    try:
        model.set_attn_implementation(name)
    except Exception:  # an older call, or one that refuses names it does not know: the config's own key
        model.config._attn_implementation = name


def argmax(x):
    return max(range(len(x)), key=x.__getitem__)


def max_diff(x, y):
    return max(abs(u - v) for u, v in zip(x, y))


def compare(n, ref, bf, picks64, picksbf, got, archs, paths, factor):
    """One length's figures (a JSON object), its printed lines, and whether every afdc path that ran
    is within the bound. ref, bf: length -> logits (lists); got: (arch, path, length) -> logits."""
    r = ref[n]
    scale = max(abs(v) for v in r)
    top = argmax(r)
    hb = max_diff(bf[n], r)
    bound = max(factor * hb, 0.01 * scale)
    fl, rows = flips(picks64[n], picksbf[n])
    e = {"tokens": n, "scale": scale, "f64_argmax": top, "hf_bf16": {"max_abs_diff": hb, "same_argmax": argmax(bf[n]) == top},
         "bound": bound, "routing_rows_differing_bf16_vs_f64": fl, "routing_rows": rows, "afdc": {}}
    routing = f"expert picks of {fl} of {rows} rows x MoE layers differ from float64's" if rows else "expert picks not recorded"
    lines = [f"{n:5d} tokens: scale {scale:.3f}, bound {bound:.4f}; HF bf16 {hb:.4f} (argmax {'same' if e['hf_bf16']['same_argmax'] else 'differs'}; {routing})"]
    ok = True
    for arch in archs:
        for p in paths:
            x = got.get((arch, p, n))
            if x is None:
                continue  # the run failed; it is listed
            key = f"{p}/{arch}" if len(archs) > 1 else p
            bad = None
            if len(x) != len(r):
                bad = f"{len(x)} logits, expected {len(r)}"
            elif not all(math.isfinite(v) for v in x):
                bad = f"{sum(not math.isfinite(v) for v in x)} logits not finite"
            if bad:
                ok = False
                e["afdc"][key] = {"error": bad}
                lines.append(f"  afdc {key}: {bad}")
                continue
            d = max_diff(x, r)
            same = argmax(x) == top
            e["afdc"][key] = {"max_abs_diff": d, "same_argmax": same, "within_bound": d <= bound}
            ok = ok and d <= bound
            lines.append(f"  afdc {key:16s} {d:.3g} (argmax {'same' if same else 'differs'}){'' if d <= bound else '  OVER THE BOUND'}")
        f, a = got.get((arch, "fused", n)), got.get((arch, "absorbed", n))
        if f is not None and a is not None and len(f) == len(a):
            e.setdefault("fused_vs_absorbed", {})[arch if arch else "default"] = max_diff(f, a)
    return e, "\n".join(lines), ok


def cmd_run(a):
    import torch
    from transformers import AttentionInterface

    c, fam = load_config(a.dir)
    name = os.path.basename(os.path.normpath(a.dir))  # the model's name in logs and the summary
    for n in a.lengths:
        if n + 1 > c["max_position_embeddings"]:
            raise SystemExit(f"--lengths: {n} tokens and one more pass the model's {c['max_position_embeddings']} positions")
    prompts = {n: prompt_ids(n, c["vocab_size"]) for n in a.lengths}
    os.makedirs(a.logs, exist_ok=True)
    model = make_weights(a.dir, c, fam, a.seed, a.init)

    # afdc first, while this process holds nothing on the GPU.
    got, failed = {}, []
    for arch in a.arch:
        for n in a.lengths:
            for p in a.paths:
                chunk = PATHS[p] or n
                log = os.path.join(a.logs, f"afdc-{name}-{arch or 'default'}-{n}-{p}.log")
                try:
                    got[(arch, p, n)], secs = afdc_logits(a, arch, a.dir, prompts[n], chunk, log, PATH_FLAGS.get(p, ()))
                    print(f"afdc {arch or 'default'} {p} {n} tokens (--chunk-tokens {chunk}): {secs:.1f} s", flush=True)
                except (RuntimeError, subprocess.TimeoutExpired, ValueError) as e:
                    failed.append(f"{arch or 'default'} {p} {n}: {e}")
                    print(f"afdc {arch or 'default'} {p} {n} tokens: {e}", flush=True)

    # The references: float64 from the same bf16 values, then bf16 itself.
    exact = Exact()
    AttentionInterface.register(Exact.name, exact)
    m = model.to(torch.float64).cuda()  # in place: the bf16 values, exactly
    rope_in_fp32(m, torch, "cuda")
    use_attention(m, Exact.name)
    watch = RouteWatch(m)
    t0 = time.time()
    ref, picks64 = hf_rows(m, prompts, watch)
    want = len(prompts) * c["num_hidden_layers"]
    if exact.calls != want:
        raise SystemExit(f"the float64 attention ran {exact.calls} times, expected {want}: transformers did not use it")
    print(f"float64 reference: {time.time() - t0:.0f} s", flush=True)
    m = m.to(torch.bfloat16)  # float64 holds bf16 values exactly: the same weights again
    rope_in_fp32(m, torch, "cuda")
    torch.cuda.empty_cache()
    use_attention(m, "eager")
    bf, picksbf = hf_rows(m, prompts, watch)
    del m, model
    torch.cuda.empty_cache()

    res = {"model": name, "model_type": fam, "archs": [x or "default" for x in a.arch], "paths": a.paths, "init": a.init, "seed": a.seed, "bound_factor": a.bound_factor,
           "routing_watched": watch.ok,
           "config": {k: c[k] for k in ("hidden_size", "num_attention_heads", "num_key_value_heads", "num_hidden_layers", "n_routed_experts", "num_experts_per_tok", "vocab_size")},
           "lengths": [], "failed_runs": failed}
    ok = not failed
    print(f"{name}: max |logit - float64| of the prompt's last row")
    for n in a.lengths:
        e, line, good = compare(n, ref, bf, picks64, picksbf, got, a.arch, a.paths, a.bound_factor)
        res["lengths"].append(e)
        ok = ok and good
        print(line, flush=True)
    res["ok"] = ok
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)
    print(f"{name}: {'every afdc path within its bound' if ok else 'FAILED: ' + ('; '.join(failed) or 'an afdc path over its bound')}")
    return 0 if ok else 1


def parser():
    ap = argparse.ArgumentParser(description="A float64 reference for afdc's CUDA prompts of 64 to 4,096 tokens (see the module's text).")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("config", help="write DIR/config.json")
    p.add_argument("dir")
    p.add_argument("--family", choices=list(FAMILIES), default="deepseek-v3")
    p.add_argument("--layers", type=positive_int, default=2, help="decoder layers, the first dense (default 2)")
    p.add_argument("--experts", type=positive_int, default=16, help="routed experts (default 16)")
    p.add_argument("--topk", type=positive_int, default=4, help="experts a token (default 4)")
    p.add_argument("--n-group", type=positive_int, help="expert groups (default: 8 for deepseek-v3 and v2, else 1)")
    p.add_argument("--no-rope-scaling", action="store_true", help="leave the preset's rope scaling (YaRN) out: plain rope")
    p.add_argument("--topk-group", type=positive_int, help="groups a token (default: 4 for deepseek-v3, 3 for deepseek-v2, else 1)")
    p.add_argument("--vocab", type=positive_int, default=8192, help="vocabulary (default 8192)")
    p.add_argument("--intermediate", type=positive_int, default=2048, help="the dense layer's intermediate size (default 2048)")
    p.add_argument("--moe-intermediate", type=positive_int, default=256, help="an expert's intermediate size (default 256)")
    p = sub.add_parser("prompt", help="print the prompt of LEN tokens")
    p.add_argument("len", type=positive_int)
    p.add_argument("--vocab", type=positive_int, default=8192)
    p = sub.add_parser("run", help="the comparison, on the GPU machine")
    p.add_argument("dir", help="the folder with config.json (the weights are written there)")
    p.add_argument("out", help="the JSON summary")
    p.add_argument("--afdc", required=True, help="the afdc binary")
    p.add_argument("--lengths", type=int_list, default=int_list(LENGTHS), help=f"prompt lengths (default {LENGTHS})")
    p.add_argument("--paths", type=path_list, default=["fused", "absorbed"], help="afdc's prompt paths: fused, absorbed, decode, f32 (default fused,absorbed)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--init", choices=("fanin", "hf"), default="fanin")
    p.add_argument("--arch", type=arch_list, default=[""], help="afdc's --gpu-arch, a comma-separated list: each is run (default afdc's own)")
    p.add_argument("--bound-factor", type=positive_float, default=4.0, help="afdc's error bound in multiples of HF bf16's (default 4)")
    p.add_argument("--mem", type=fraction, default=0.4, help="afdc run's --gpu-memory-fraction (default 0.4)")
    p.add_argument("--timeout", type=positive_float, default=300.0, help="seconds an afdc run may take (default 300)")
    p.add_argument("--logs", default=".", help="the folder for afdc's stderr logs (default .)")
    return ap


def main(argv=None):
    a = parser().parse_args(argv)
    if a.cmd == "config":
        return cmd_config(a)
    if a.cmd == "prompt":
        return cmd_prompt(a)
    if a.cmd == "run":
        if not os.path.isfile(a.afdc) or not os.access(a.afdc, os.X_OK):
            raise SystemExit(f"--afdc {a.afdc}: not an executable file")
        try:
            import torch  # noqa: F401
            import transformers  # noqa: F401
        except ImportError as e:
            raise SystemExit(f"longprompt.py run: {e}; expected PyTorch with CUDA and transformers 5")
        return cmd_run(a)


if __name__ == "__main__":
    sys.exit(main() or 0)
