#!/usr/bin/env python3
"""Writes the tiny byte-level BPE tokenizer of the tiny presets (vocab_size 96): ids 0-95.

    python3 scripts/tokenizer/make_tiny.py testdata/tokenizers/tiny

Ids: 0 <s> (BOS), 1 </s> (EOS), 2 <unk>, 3 <|system|> (lstrip), 4 <|user|> (rstrip),
5 <|assistant|> (single_word), then the byte runes of newline and space, ASCII letters, digits and
eleven punctuation marks, then 15 merges. Every other byte becomes <unk> (one per run of them in a
word). The added tokens' flags are set so the reference checks this package's handling of them.
"""
import json
import os
import sys

added = [
    dict(content="<s>"), dict(content="</s>"), dict(content="<unk>"),
    dict(content="<|system|>", lstrip=True), dict(content="<|user|>", rstrip=True),
    dict(content="<|assistant|>", single_word=True),
]
chars = ["Ċ", "Ġ"] + [chr(c) for c in range(ord("a"), ord("z") + 1)] + [chr(c) for c in range(ord("A"), ord("Z") + 1)]
chars += [str(d) for d in range(10)] + list(".,!?'\":;-()")
merges = [("Ġ", "t"), ("h", "e"), ("Ġt", "he"), ("i", "n"), ("e", "r"), ("Ġ", "a"), ("o", "n"), ("r", "e"),
          ("Ġ", "s"), ("a", "n"), ("o", "r"), ("e", "n"), ("Ġ", "w"), ("Ġ", "o"), ("Ġ", "i")]

vocab = {}
for a in added:
    vocab[a["content"]] = len(vocab)
for c in chars:
    vocab[c] = len(vocab)
for l, r in merges:
    vocab[l + r] = len(vocab)
assert len(vocab) == 96, len(vocab)

tok = {
    "version": "1.0",
    "truncation": None,
    "padding": None,
    "added_tokens": [dict(id=vocab[a["content"]], content=a["content"], single_word=a.get("single_word", False),
                          lstrip=a.get("lstrip", False), rstrip=a.get("rstrip", False), normalized=False,
                          special=True) for a in added],
    "normalizer": None,
    "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
        {"type": "Split", "pattern": {"Regex": "\\p{N}"}, "behavior": "Isolated", "invert": False},
        {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": True},
    ]},
    "post_processor": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False, "use_regex": True},
    "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True},
    "model": {"type": "BPE", "dropout": None, "unk_token": "<unk>", "continuing_subword_prefix": None,
              "end_of_word_suffix": None, "fuse_unk": True, "byte_fallback": False, "ignore_merges": False,
              "vocab": vocab, "merges": [l + " " + r for l, r in merges]},
}
config = {
    "tokenizer_class": "PreTrainedTokenizerFast",
    "add_bos_token": True,
    "add_eos_token": False,
    "bos_token": "<s>",
    "eos_token": "</s>",
    "unk_token": "<unk>",
    "model_max_length": 4096,
    "chat_template": (
        "{{ bos_token }}{% for m in messages %}"
        "{% if m['role'] == 'system' %}<|system|>\n{{ m['content'] }}\n"
        "{% elif m['role'] == 'user' %}<|user|>\n{{ m['content'] }}\n"
        "{% elif m['role'] == 'assistant' %}<|assistant|>\n"
        "{% if m['content'] is not none %}{{ m['content'] }}{% endif %}"
        "{% if m['tool_calls'] is defined %}{% for c in m['tool_calls'] %}"
        "call {{ c['function']['name'] }} {{ c['function']['arguments'] }}\n{% endfor %}{% endif %}"
        "{{ eos_token }}\n"
        "{% elif m['role'] == 'tool' %}<|user|>\nresult: {{ m['content'] }}\n"
        "{% endif %}{% endfor %}"
        "{% if add_generation_prompt %}<|assistant|>\n{% endif %}"
    ),
}
dst = sys.argv[1]
os.makedirs(dst, exist_ok=True)
with open(os.path.join(dst, "tokenizer.json"), "w") as f:
    json.dump(tok, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(dst, "tokenizer_config.json"), "w") as f:
    json.dump(config, f, ensure_ascii=False, indent=1)
    f.write("\n")
