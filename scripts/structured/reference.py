"""Judges the structured-output test texts with the jsonschema package.

Reads testdata/structured/cases.json (schemas with hand-written texts) and walks.json (answers
the grammar wrote at random: go test ./runtime/structured -run TestSchemaWalks -update-walks) and
writes testdata/structured/reference.json: every text with "valid", whether it validates against
its schema (Draft 2020-12, formats asserted where the package can check them). OpenAPI's "nullable": true, which JSON Schema does not know, is read as
"or null", as the grammar reads it.

    python3 scripts/structured/reference.py
"""
import copy
import json
import os

import jsonschema

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "testdata", "structured")


def openapi_nullable(s):
    """Returns s with each "nullable": true schema turned into anyOf [it, null]."""
    if isinstance(s, list):
        return [openapi_nullable(x) for x in s]
    if not isinstance(s, dict):
        return s
    out = {k: openapi_nullable(v) for k, v in s.items()}
    if out.pop("nullable", False) is True:
        keep = {k: v for k, v in out.items() if k not in ("$defs", "definitions")}
        rest = {k: v for k, v in out.items() if k in ("$defs", "definitions")}
        return dict(rest, anyOf=[keep, {"type": "null"}])
    return out


def valid(schema, text):
    try:
        value = json.loads(text)
    except ValueError:
        return False
    v = jsonschema.Draft202012Validator(openapi_nullable(copy.deepcopy(schema)),
                                        format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    return v.is_valid(value)


def main():
    with open(os.path.join(ROOT, "cases.json")) as f:
        cases = json.load(f)
    with open(os.path.join(ROOT, "walks.json")) as f:
        walks = json.load(f)
    for c in cases:
        texts = c["texts"] + [{"text": t} for t in walks.get(c["name"], [])]
        for t in texts:
            t["valid"] = valid(c["schema"], t["text"])
        c["texts"] = texts
    with open(os.path.join(ROOT, "reference.json"), "w") as f:
        json.dump(cases, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
