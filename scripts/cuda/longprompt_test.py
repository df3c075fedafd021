#!/usr/bin/env python3
"""Tests of longprompt.py's parts that need no GPU and no torch: the config it writes (and, with
AFDC naming an afdc binary, that afdc's compiler takes it), the prompts, the argument checks.

usage: python3 -m unittest discover -s scripts/cuda -p longprompt_test.py
       AFDC=/path/to/afdc python3 -m unittest discover -s scripts/cuda -p longprompt_test.py
"""
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import types
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import longprompt as lp  # noqa: E402


def write_config(d, *args):
    lp.main(["config", d, *args])
    with open(os.path.join(d, "config.json")) as f:
        return json.load(f)


def preset(name):
    with open(os.path.join(lp.PRESETS, name)) as f:
        return json.load(f)


class ConfigTest(unittest.TestCase):
    def test_deepseek_v3_keeps_the_attention_widths(self):
        full = preset("deepseek-v3.json")
        with tempfile.TemporaryDirectory() as d:
            c = write_config(d)
        for k in ("hidden_size", "num_attention_heads", "num_key_value_heads", "q_lora_rank", "kv_lora_rank", "qk_nope_head_dim",
                  "qk_rope_head_dim", "v_head_dim", "rope_scaling", "rope_theta", "max_position_embeddings", "rms_norm_eps", "scoring_func",
                  "routed_scaling_factor", "n_shared_experts"):
            self.assertEqual(c[k], full[k], k)
        self.assertEqual((c["num_hidden_layers"], c["first_k_dense_replace"]), (2, 1))
        self.assertEqual((c["n_routed_experts"], c["num_experts_per_tok"], c["n_group"], c["topk_group"]), (16, 4, 8, 4))
        self.assertEqual((c["vocab_size"], c["moe_intermediate_size"], c["intermediate_size"]), (8192, 256, 2048))
        self.assertNotIn("quantization_config", c)  # bf16 weights, not FP8 blocks
        self.assertNotIn("auto_map", c)  # transformers' own classes

    def test_glm_keeps_grouped_query_attention(self):
        full = preset("glm-4.5.json")
        with tempfile.TemporaryDirectory() as d:
            c = write_config(d, "--family", "glm-4.5", "--experts", "8", "--topk", "2")
        for k in ("hidden_size", "num_attention_heads", "num_key_value_heads", "head_dim", "partial_rotary_factor", "use_qk_norm", "attention_bias"):
            self.assertEqual(c[k], full[k], k)
        self.assertEqual((c["n_routed_experts"], c["num_experts_per_tok"], c["n_group"], c["topk_group"]), (8, 2, 1, 1))
        self.assertEqual(c["eos_token_id"], 1)  # the preset's ids lie past the cut vocabulary
        self.assertNotIn("pad_token_id", c)

    def test_every_family_keeps_its_preset_attention(self):
        # V2-Lite's 16 heads without a q LoRA, V2's group-limited softmax routing, Air's GQA without
        # q and k norms: each family is its preset but for the layers and experts.
        for fam, (name, groups, changes) in lp.FAMILIES.items():
            full = preset(name)
            full.update(changes)
            with tempfile.TemporaryDirectory() as d:
                c = write_config(d, "--family", fam)
            for k in ("model_type", "hidden_size", "num_attention_heads", "num_key_value_heads", "q_lora_rank", "kv_lora_rank",
                      "head_dim", "partial_rotary_factor", "use_qk_norm", "attention_bias", "rope_scaling", "topk_method", "scoring_func"):
                self.assertEqual(c.get(k), full.get(k), (fam, k))
            self.assertIn(c["model_type"], lp.MODEL_TYPES, fam)
            self.assertEqual((c["n_group"], c["topk_group"]), groups, fam)
            self.assertEqual((c["num_hidden_layers"], c["n_routed_experts"]), (2, 16), fam)

    def test_load_config_refuses_other_models(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "config.json"), "w") as f:
                json.dump({"model_type": "llama"}, f)
            with self.assertRaises(SystemExit) as e:
                lp.load_config(d)
            self.assertIn("model_type 'llama', expected one of deepseek_v3, deepseek_v2, glm4_moe", str(e.exception))

    def test_routing_constraints(self):
        cases = [
            (["--experts", "12"], "divisible by groups"),
            (["--topk", "9"], "at most --topk-group x experts a group = 8"),
            (["--n-group", "16"], "2 or more a group"),
            (["--topk-group", "9"], "at most --n-group (8)"),
            (["--layers", "1"], "2 or more"),
            (["--vocab", "2"], "3 or more"),
        ]
        for args, want in cases:
            with tempfile.TemporaryDirectory() as d:
                with self.assertRaises(SystemExit) as e:
                    lp.main(["config", d, *args])
                self.assertIn(want, str(e.exception), args)
                self.assertFalse(os.path.exists(os.path.join(d, "config.json")), args)

    @unittest.skipUnless(os.environ.get("AFDC"), "AFDC names no afdc binary")
    def test_afdc_plans_both(self):
        for fam, want in ((f, "16 experts touched") for f in lp.FAMILIES):
            with tempfile.TemporaryDirectory() as t:
                d = os.path.join(t, "longprompt-" + fam)
                write_config(d, "--family", fam)
                p = subprocess.run([os.environ["AFDC"], "plan", "--model", d], capture_output=True, text=True)
                self.assertEqual(p.returncode, 0, p.stderr)
                self.assertIn("2 layers", p.stdout)
                self.assertIn(want, p.stdout)


class FakeIndices:
    """What RouteWatch reads of a tensor of expert indices: rows of ints, sorted as torch does."""

    def __init__(self, rows, floating=False):
        self.rows, self.floating = rows, floating

    def is_floating_point(self):
        return self.floating

    def detach(self):
        return self

    def sort(self, dim):
        self.values = FakeIndices([sorted(r) for r in self.rows], self.floating)
        return self

    def cpu(self):
        return self

    def tolist(self):
        return self.rows


class FakeGate:
    def __init__(self, out):
        self.out, self.hooks = out, []

    def register_forward_hook(self, h):
        self.hooks.append(h)

    def __call__(self, x):
        for h in self.hooks:
            h(self, (x,), self.out)
        return self.out


class RouteWatchTest(unittest.TestCase):
    def test_records_where_the_version_routes(self):
        ns = types.SimpleNamespace
        # layer 0 dense; layer 1 routes in route_tokens_to_experts (its gate returns logits only);
        # layer 2's gate returns the indices beside the weights
        block = ns(route_tokens_to_experts=lambda logits: (FakeIndices([[3, 1], [0, 2]]), FakeIndices([[0.5, 0.5]] * 2, True)),
                   gate=FakeGate(FakeIndices([[0.1, 0.9]], True)))
        routed_gate = FakeGate((FakeIndices([[2, 0]]), FakeIndices([[0.7, 0.3]], True)))
        model = ns(model=ns(layers=[ns(mlp=ns()), ns(mlp=block), ns(mlp=ns(gate=routed_gate))]))
        w = lp.RouteWatch(model)
        self.assertTrue(w.ok)
        block.gate("x")
        block.route_tokens_to_experts("logits")
        routed_gate("x")
        self.assertEqual(w.picks, {1: [[1, 3], [0, 2]], 2: [[0, 2]]})
        a, b = dict(w.picks), {1: [[1, 3], [0, 3]], 2: [[0, 2]]}
        self.assertEqual(lp.flips(a, b), (1, 3))


class PromptTest(unittest.TestCase):
    def test_ids(self):
        ids = lp.prompt_ids(4096, 8192)
        self.assertEqual(len(ids), 4096)
        self.assertTrue(all(2 <= i < 8192 for i in ids))  # never the start or end token
        self.assertEqual(ids[:300], lp.prompt_ids(300, 8192))  # a shorter prompt is a prefix
        self.assertGreater(len(set(ids)), 4000)
        with self.assertRaises(ValueError):
            lp.prompt_ids(3, 2)

    def test_prompt_command(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            lp.main(["prompt", "5", "--vocab", "100"])
        self.assertEqual(out.getvalue().strip(), ",".join(map(str, lp.prompt_ids(5, 100))))


class AfdcTest(unittest.TestCase):
    """afdc_logits against a stand-in afdc that records its arguments and prints --json's form."""

    def stand_in(self, d, rc, stdout):
        exe = os.path.join(d, "afdc")
        with open(exe, "w") as f:
            f.write("#!/bin/sh\nprintf '%s\\n' \"$@\" >" + os.path.join(d, "args") + "\necho oops >&2\n")
            f.write(f"printf '%s\\n' '{stdout}'\nexit {rc}\n")
        os.chmod(exe, 0o755)
        return exe

    def test_command_and_row(self):
        with tempfile.TemporaryDirectory() as d:
            exe = self.stand_in(d, 0, '{"tokens": [7], "logits": [[0.5, -1.25, 3]]}')
            a = lp.parser().parse_args(["run", "m", "o.json", "--afdc", exe, "--mem", "0.3"])
            row, _ = lp.afdc_logits(a, "sm_90", "/w/longprompt-deepseek-v3", [5, 6, 7], 63, os.path.join(d, "log"))
            self.assertEqual(row, [0.5, -1.25, 3])
            with open(os.path.join(d, "args")) as f:
                args = f.read().split()
            with open(os.path.join(d, "log")) as f:
                self.assertEqual(f.read().strip(), "oops")  # afdc's stderr kept
        want = ["run", "--target", "cuda", "--weights", "/w/longprompt-deepseek-v3", "--prompt-ids", "5,6,7", "--max-tokens", "1", "--json",
                "--chunk-tokens", "63", "--gpu-memory-fraction", "0.3", "--gpu-arch", "sm_90"]
        self.assertEqual(args, want)

    def test_failures(self):
        for rc, stdout, want in ((1, "", "exited with 1"), (0, '{"tokens": [1]}', "no logits rows"), (0, "not json", "")):
            with tempfile.TemporaryDirectory() as d:
                exe = self.stand_in(d, rc, stdout)
                a = lp.parser().parse_args(["run", "m", "o.json", "--afdc", exe])
                with self.assertRaises((RuntimeError, ValueError)) as e:
                    lp.afdc_logits(a, "", "m", [5], 1, os.path.join(d, "log"))
                self.assertIn(want, str(e.exception))
                with open(os.path.join(d, "args")) as f:
                    self.assertNotIn("--gpu-arch", f.read())  # "" is afdc's own default


class CompareTest(unittest.TestCase):
    ref = {300: [1.0, 4.0, -2.0, 3.5]}
    bf = {300: [1.0, 3.9, -2.0, 3.6]}  # 0.1 off, argmax kept: the bound is 4 x 0.1 = 0.4

    def run_compare(self, got, archs=("",), paths=("fused", "absorbed"), picks=({}, {})):
        return lp.compare(300, self.ref, self.bf, {300: picks[0]}, {300: picks[1]}, got, list(archs), list(paths), 4.0)

    def test_within_and_over(self):
        e, text, ok = self.run_compare({("", "fused", 300): [1.0, 4.3, -2.0, 3.5], ("", "absorbed", 300): [1.0, 3.0, -2.0, 3.6]})
        self.assertFalse(ok)
        self.assertAlmostEqual(e["bound"], 0.4)
        self.assertEqual(e["scale"], 4.0)
        self.assertAlmostEqual(e["afdc"]["fused"]["max_abs_diff"], 0.3)
        self.assertTrue(e["afdc"]["fused"]["within_bound"])
        self.assertTrue(e["afdc"]["fused"]["same_argmax"])
        self.assertAlmostEqual(e["afdc"]["absorbed"]["max_abs_diff"], 1.0)
        self.assertFalse(e["afdc"]["absorbed"]["within_bound"])
        self.assertFalse(e["afdc"]["absorbed"]["same_argmax"])  # 3.6 over 3.0
        self.assertAlmostEqual(e["fused_vs_absorbed"]["default"], 1.3)
        self.assertIn("OVER THE BOUND", text)
        e, _, ok = self.run_compare({("", "fused", 300): [1.0, 4.3, -2.0, 3.5]}, paths=("fused",))
        self.assertTrue(ok)
        self.assertNotIn("fused_vs_absorbed", e)

    def test_floor(self):
        # transformers' bf16 exact: the bound is 1 % of the largest logit, not 0
        self.bf = {300: list(self.ref[300])}
        e, _, ok = self.run_compare({("", "fused", 300): [1.0, 4.03, -2.0, 3.5]})
        self.assertAlmostEqual(e["bound"], 0.04)
        self.assertTrue(ok)

    def test_bad_rows(self):
        for x, want in (([1.0, 4.0, -2.0], "3 logits, expected 4"), ([1.0, float("nan"), -2.0, 3.5], "1 logits not finite")):
            e, text, ok = self.run_compare({("sm_90", "fused", 300): x}, archs=("sm_90", "sm_90a"))
            self.assertFalse(ok)
            self.assertEqual(e["afdc"]["fused/sm_90"], {"error": want})
            self.assertIn(want, text)

    def test_routing_flips(self):
        a = {1: [[0, 3], [1, 2], [4, 5]], 2: [[1, 2]] * 3}
        b = {1: [[0, 3], [1, 5], [4, 5]], 2: [[2, 3]] * 3}
        self.assertEqual(lp.flips(a, b), (4, 6))
        e, text, _ = self.run_compare({}, picks=(a, b))
        self.assertEqual((e["routing_rows_differing_bf16_vs_f64"], e["routing_rows"]), (4, 6))
        self.assertIn("4 of 6 rows", text)
        e, text, _ = self.run_compare({})
        self.assertIn("not recorded", text)


class FakeTensor:
    """A stand-in for a torch tensor: its dtype, where .to put it, and where it came from."""

    def __init__(self, dtype, origin, device="cpu"):
        self.dtype, self.origin, self.device = dtype, origin, device

    def to(self, device=None, dtype=None):
        return FakeTensor(dtype or self.dtype, self.origin, device or self.device)


class FakeTorch:
    float32, bfloat16 = "float32", "bfloat16"


class Rotary:
    """A rotary module: Rotary(config) builds it afresh (float32 frequencies from the config), as
    transformers' constructor does; Rotary(config, inv, orig) is one whose buffers a cast left."""

    def __init__(self, config, inv=None, orig=None):
        self.config = config
        self.inv_freq = inv or FakeTensor("float32", f"init {config}")
        self.original_inv_freq = orig


class Model:
    def __init__(self, *mods):
        self.mods = mods

    def modules(self):
        return [self, *self.mods]


class RopeTest(unittest.TestCase):
    def test_float32_copy_restored(self):
        r = Rotary("cfg", FakeTensor("bfloat16", "cast"), orig=FakeTensor("float32", "original"))
        self.assertEqual(lp.rope_in_fp32(Model(r), FakeTorch, "cuda"), 1)
        self.assertEqual((r.inv_freq.dtype, r.inv_freq.origin, r.inv_freq.device), ("float32", "original", "cuda"))

    def test_cast_copy_recomputed(self):
        # The copy was cast too: the values come from a module built afresh, not from the rounded copy.
        r = Rotary("cfg", FakeTensor("bfloat16", "cast"), orig=FakeTensor("bfloat16", "cast copy"))
        lp.rope_in_fp32(Model(r), FakeTorch, "cuda")
        self.assertEqual((r.inv_freq.dtype, r.inv_freq.origin, r.inv_freq.device), ("float32", "init cfg", "cuda"))

    def test_refusals(self):
        with self.assertRaises(SystemExit):
            lp.rope_in_fp32(Model(Rotary(None, FakeTensor("bfloat16", "cast"))), FakeTorch, "cuda")
        with self.assertRaises(SystemExit):
            lp.rope_in_fp32(Model(), FakeTorch, "cuda")


class ArgsTest(unittest.TestCase):
    def parse(self, *args):
        return lp.parser().parse_args(["run", "d", "o.json", "--afdc", "a", *args])

    def refused(self, *args):
        err = io.StringIO()
        with contextlib.redirect_stderr(err), self.assertRaises(SystemExit) as e:
            self.parse(*args)
        self.assertEqual(e.exception.code, 2)
        return err.getvalue()

    def test_defaults(self):
        a = self.parse()
        self.assertEqual(a.lengths, [64, 100, 300, 384, 1024, 4096])
        self.assertEqual(a.paths, ["fused", "absorbed"])
        self.assertEqual((a.arch, a.init, a.bound_factor, a.mem), ([""], "fanin", 4.0, 0.4))

    def test_lists(self):
        a = self.parse("--lengths", "300, 384", "--paths", "absorbed,decode", "--arch", "sm_90a,sm_90")
        self.assertEqual((a.lengths, a.paths, a.arch), ([300, 384], ["absorbed", "decode"], ["sm_90a", "sm_90"]))

    def test_bad_values(self):
        for args, want in (
            (["--lengths", "64,x"], "'x' is not an integer"),
            (["--lengths", "0"], "0 is not positive"),
            (["--lengths", "300,64,300"], "300 listed twice"),
            (["--paths", "fused,prefill"], "'prefill' is not a prompt path"),
            (["--paths", "fused,fused"], "a path listed twice"),
            (["--arch", "sm_75"], "'sm_75' is not a GPU architecture"),
            (["--arch", "sm_90,sm_90"], "an architecture listed twice"),
            (["--mem", "1.5"], "expected a fraction in (0, 1]"),
            (["--bound-factor", "-1"], "expected a positive number"),
            (["--init", "zeros"], "invalid choice"),
        ):
            self.assertIn(want, self.refused(*args), args)

    def test_missing_afdc(self):
        with self.assertRaises(SystemExit) as e:
            lp.main(["run", "d", "o.json", "--afdc", "/nonexistent/afdc"])
        self.assertIn("not an executable file", str(e.exception))


if __name__ == "__main__":
    unittest.main()
