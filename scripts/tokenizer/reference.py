#!/usr/bin/env python3
"""Writes the reference token ids and chat renders that runtime/tokenizer's tests compare against.

    HF_HUB_OFFLINE=1 python3 scripts/tokenizer/reference.py OUTDIR

Needs the `tokenizers` and `transformers` Python packages, and runs from the repository root. For each
tokenizer under testdata/tokenizers (deepseek-v3, tiny) it writes OUTDIR/<name>.ids.json: for every
string of testdata/tokenizers/corpus.json, the ids of `tokenizers`' encode without special tokens and
their decode with special tokens kept; and, for information only, the ids transformers' AutoTokenizer
gives the first 200 strings with special tokens (transformers 5.17 adds no BOS for either file and, for
DeepSeek-V3, drops whitespace: " " gives [], so it is not the reference for ids). OUTDIR/<name>.chat.json
holds transformers' apply_chat_template(tokenize=False) of every case of scripts/tokenizer/chat_cases.json,
OUTDIR/templates.json the renders of scripts/tokenizer/template_cases.json (whitespace control) in
transformers' Jinja environment, and OUTDIR/<name>.speed.json the seconds `tokenizers` takes to encode
the benchmark's 1 MiB of text.
"""
import json
import os
import sys
import time

import tokenizers
import transformers
from transformers import AutoTokenizer

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
corpus = json.load(open("testdata/tokenizers/corpus.json"))
cases = json.load(open("scripts/tokenizer/chat_cases.json"))
versions = {"tokenizers": tokenizers.__version__, "transformers": transformers.__version__}



def bench_text():
    """The benchmark's 1 MiB of mixed text: the corpus joined by newlines, repeated, cut at a character."""
    one = "\n".join(corpus)
    b = (one * (2**20 // len(one.encode()) + 1)).encode()[: 2**20]
    return b.decode("utf-8", errors="ignore")


def reference(name):
    folder = os.path.join("testdata/tokenizers", name)
    tok = tokenizers.Tokenizer.from_file(os.path.join(folder, "tokenizer.json"))
    ids = [tok.encode(s, add_special_tokens=False).ids for s in corpus]
    decoded = [tok.decode(i, skip_special_tokens=False) for i in ids]
    hf = AutoTokenizer.from_pretrained(folder)
    with_special = [hf(s)["input_ids"] for s in corpus[:200]]
    json.dump({"versions": versions, "ids": ids, "decoded": decoded, "transformers_with_special": with_special},
              open(os.path.join(out, name + ".ids.json"), "w"), ensure_ascii=False)
    renders = []
    for c in cases:
        try:
            text = hf.apply_chat_template(c["messages"], tokenize=False,
                                          add_generation_prompt=c["add_generation_prompt"])
            renders.append({"name": c["name"], "text": text})
        except Exception as e:  # a template that cannot render a case is recorded, not fatal
            renders.append({"name": c["name"], "error": repr(e)})
    json.dump({"versions": versions, "renders": renders}, open(os.path.join(out, name + ".chat.json"), "w"),
              ensure_ascii=False, indent=1)
    text = bench_text()
    t0 = time.perf_counter()
    n = len(tok.encode(text, add_special_tokens=False).ids)
    secs = time.perf_counter() - t0
    json.dump({"versions": versions, "bytes": len(text.encode()), "ids": n, "seconds": secs},
              open(os.path.join(out, name + ".speed.json"), "w"))
    print(name, "ok", len(ids), "strings", sum(map(len, ids)), "ids; 1 MiB in", secs, "s")




def templates():
    """Renders whitespace-control cases with the Jinja environment transformers renders chat templates in."""
    try:
        from transformers.utils.chat_template_utils import _compile_jinja_template as compile_template
    except ImportError:  # older layouts: build the same environment
        from jinja2.sandbox import ImmutableSandboxedEnvironment

        env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
        compile_template = env.from_string
    renders = []
    for c in json.load(open("scripts/tokenizer/template_cases.json")):
        try:
            renders.append({"text": compile_template(c["template"]).render(**c["vars"])})
        except Exception as e:
            renders.append({"error": repr(e)})
    json.dump({"versions": versions, "renders": renders}, open(os.path.join(out, "templates.json"), "w"),
              ensure_ascii=False, indent=1)
    print("templates ok", len(renders))


templates()
for name in ["deepseek-v3", "tiny"]:
    try:
        reference(name)
    except Exception as e:  # keep the other tokenizer's reference
        print(name, "failed:", repr(e))
