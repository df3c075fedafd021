#!/usr/bin/env python3
"""The reference figure for the CUDA target's bf16 parity: HF transformers itself in bf16.

For each parity case (testdata/parity/<case>: config, checkpoint, expected.json with the fp32
greedy tokens), loads the model in bfloat16 on the GPU (eager attention), feeds each prompt with
the recorded tokens (teacher forcing, one forward without cache) and counts the positions whose
top-1 equals the recorded fp32 greedy token. Prints one line per case and writes JSON.

usage: hf_bf16.py PARITY_DIR OUT.json
"""
import json
import os
import sys

import torch
from transformers import AutoModelForCausalLM


def main():
    root, out = sys.argv[1], sys.argv[2]
    res = {}
    for case in sorted(os.listdir(root)):
        d = os.path.join(root, case)
        if not os.path.exists(os.path.join(d, "expected.json")):
            continue
        exp = json.load(open(os.path.join(d, "expected.json")))
        model = AutoModelForCausalLM.from_pretrained(d, dtype=torch.bfloat16, attn_implementation="eager").cuda().eval()
        agree = total = 0
        with torch.no_grad():
            for p in exp["prompts"]:
                ids = torch.tensor([p["prompt_ids"] + p["tokens"][:-1]], device="cuda")
                logits = model(input_ids=ids, use_cache=False).logits[0].float()
                rows = logits[len(p["prompt_ids"]) - 1 :]
                top = rows.argmax(-1).tolist()
                agree += sum(int(a == b) for a, b in zip(top, p["tokens"]))
                total += len(p["tokens"])
        res[case] = {"agree": agree, "total": total, "percent": round(100 * agree / total, 1)}
        print(f"HF bf16 {case}: teacher-forced top-1 agrees with the fp32 greedy tokens at {agree}/{total} ({100 * agree / total:.1f}%)")
        del model
        torch.cuda.empty_cache()
    json.dump(res, open(out, "w"), indent=1)


if __name__ == "__main__":
    main()
