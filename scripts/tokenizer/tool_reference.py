#!/usr/bin/env python3
"""Writes the reference renders of chat templates with tools that runtime/tokenizer's tests compare against.

    python3 scripts/tokenizer/tool_reference.py testdata/tokenizers/reference/tools.json

Runs from the repository root and needs Jinja2; with transformers installed it renders in transformers' own
chat-template environment, else in one built the same way: a sandboxed environment with trim_blocks,
lstrip_blocks and loop controls, and a tojson filter that is json.dumps with ensure_ascii off by default.
For every case of scripts/tokenizer/tool_cases.json and every template it names, the render of its messages
with the tools (when the case has them, else tools=None), add_generation_prompt, the case's variables and the
special tokens of testdata/tokenizers/deepseek-v3/tokenizer_config.json. Tool call arguments reach a template
as the case writes them (JSON text) where the case file says the template reads text, and decoded where it
reads objects, as serving stacks pass them. Also the render of each tojson case, its value decoded from JSON.
"""
import json
import sys

import jinja2

try:
    import transformers
    from transformers.utils.chat_template_utils import _compile_jinja_template as compile_template

    engine = "transformers " + transformers.__version__
except ImportError:
    from jinja2.ext import loopcontrols
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    def raise_exception(message):
        raise jinja2.exceptions.TemplateError(message)

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    compile_template = env.from_string
    engine = "jinja2 " + jinja2.__version__

spec = json.load(open("scripts/tokenizer/tool_cases.json"))
config = json.load(open("testdata/tokenizers/deepseek-v3/tokenizer_config.json"))


def token(v):
    return v.get("content") if isinstance(v, dict) else v


specials = {k: token(config[k]) for k in ("bos_token", "eos_token", "pad_token", "unk_token") if config.get(k)}
templates = {}
for t in spec["templates"]:
    src = open(t["path"]).read()
    if t["path"].endswith(".json"):
        src = json.loads(src)["chat_template"]
    templates[t["name"]] = (compile_template(src), t["arguments"])

renders = []
for case in spec["cases"]:
    for name in case["templates"]:
        tmpl, arguments = templates[name]
        msgs = json.loads(json.dumps(case["messages"]))
        if arguments == "object":
            for m in msgs:
                for c in m.get("tool_calls") or []:
                    c["function"]["arguments"] = json.loads(c["function"]["arguments"])
        try:
            text = tmpl.render(messages=msgs, tools=spec["tools"] if case.get("tools") else None, documents=None,
                               add_generation_prompt=case["add_generation_prompt"], **specials, **case.get("vars", {}))
            renders.append({"case": case["name"], "template": name, "text": text})
        except Exception as e:
            renders.append({"case": case["name"], "template": name, "error": repr(e)})

tojson_renders = []
for c in spec["tojson"]:
    try:
        tojson_renders.append({"text": compile_template(c["template"]).render(x=json.loads(c["x"]))})
    except Exception as e:
        tojson_renders.append({"error": repr(e)})

json.dump({"engine": engine, "renders": renders, "tojson": tojson_renders}, open(sys.argv[1], "w"), ensure_ascii=False, indent=1)
print(engine, len(renders), "renders,", len(tojson_renders), "tojson cases")
