#!/usr/bin/env python3
"""Writes the tokenizer test corpus: a JSON array of varied strings, the same every run.

    python3 scripts/tokenizer/make_corpus.py > testdata/tokenizers/corpus.json

The strings cover ASCII, whitespace runs (spaces, tabs, newlines, CRLF, Unicode spaces), digit runs,
code, CJK, emoji (with joiners, skin tones, flags), combining marks, right-to-left and Indic scripts,
control characters, the added tokens of both test tokenizers inside text, the empty string and long
strings. reference.py turns it into reference ids.
"""
import json
import random
import sys

rng = random.Random(20261130)
out = []


def add(s):
    out.append(s)


add("")
for c in range(0x20, 0x7F):
    add(chr(c))
for s in ["\t", "\n", "\r", "\r\n", "\x0b", "\x0c", "\x00", "\x01", "\x1c", "\x1f", "\x7f", "\x85", "\xa0",
          "\u1680", "\u2000", "\u200b", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff", "\ufffd"]:
    add(s)
    add("a" + s + "b")
    add(s * 3 + "x")

sentences = [
    "Hello, world!", "The quick brown fox jumps over the lazy dog.", "I'm sure they'll've done it, won't they?",
    "It's 3:45pm on 2024-06-01; the price is $1,234.56 (or €1.234,56).", "Don't STOP believing... OK?!",
    "e-mail: someone@example.com, url: https://example.org/a/b?c=d&e=f#g", "C++ and C# and F# are languages.",
    "He said \"yes\" -- then 'no'.", "   leading spaces", "trailing spaces   ", "mid    spaces   here",
    "tabs\tand\t\ttabs", "line one\nline two\n\nline four\n", "windows\r\nline\r\nends", "\n\n\n", "   \n   \n",
    "snake_case_name and camelCaseName and SCREAMING_CASE", "a.b.c.d", "...", "!!!???", "--", "__init__",
    "naïve café résumé coöperate", "Ångström Øresund straße", "ÀÉÎÕÜ àéîõü",
]
for s in sentences:
    add(s)

cjk = [
    "你好，世界！", "今天天气很好，我们去公园散步吧。", "深度求索是一家人工智能公司。", "中文English混合text测试123",
    "こんにちは、世界。", "ひらがなとカタカナとカンジ", "東京タワーは高いです。", "안녕하세요 세계", "한국어 문장입니다.",
    "繁體中文測試：機器學習與深度學習", "数字１２３和全角ＡＢＣ", "「引号」『书名』【括号】", "ｶﾀｶﾅ半角",
]
for s in cjk:
    add(s)

emoji = [
    "😀", "I ❤️ you", "👍🏽 nice", "👨‍👩‍👧‍👦 family", "🇫🇷🇯🇵 flags", "🏳️‍🌈", "🤖🧠💡", "emoji😀inside😀words",
    "1️⃣ 2️⃣ #️⃣", "©️®️™️", "🫠🫡🪿 newer", "😀" * 20,
]
for s in emoji:
    add(s)

marks = [
    "e\u0301", "a\u0308o\u0308u\u0308", "n\u0303", "\u0915\u094d\u0937", "नमस्ते दुनिया", "हिन्दी भाषा",
    "مرحبا بالعالم", "العربية ١٢٣", "שלום עולם", "Привет, мир!", "Ελληνικά γράμματα", "สวัสดีชาวโลก",
    "ภาษาไทย", "ქართული", "Հայերեն", "தமிழ்", "বাংলা", "z\u0336\u0337a\u0338l\u0334g\u0335o",
    "Tiếng Việt có dấu", "Zalgo: H\u0334\u0310e\u0335\u0311l\u0336\u0312l\u0337o\u0338",
]
for s in marks:
    add(s)

code = [
    "def f(x):\n    return x ** 2\n",
    "for i in range(10):\n\tprint(i)\n",
    "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hi\")\n}\n",
    "int main(void) { return 0; }",
    "{\"key\": [1, 2, 3], \"nested\": {\"a\": null, \"b\": true}}",
    "<html><body><div class=\"x\">text</div></body></html>",
    "SELECT id, name FROM users WHERE age >= 18 ORDER BY name;",
    "x = a[i][j] + b->c * (d / e) % f;",
    "if (a && b || !c) { x += 1; } else { x -= 1; }",
    "$ ls -la | grep foo > out.txt 2>&1",
    "#include <stdio.h>\n#define MAX(a,b) ((a)>(b)?(a):(b))",
    "const re = /^[a-z]+$/gi;",
    "    indented\n        more\n            most",
    "```python\nprint('x')\n```",
    "a<b>c</b>d<br/>",
    "fn main() -> Result<(), Box<dyn Error>> { Ok(()) }",
    "lambda x: x if x > 0 else -x",
    "// comment\n/* block */\n# hash",
    "@decorator\nclass A(B, metaclass=M): pass",
    "0x1F 0b1010 0o17 1e-9 3.14159 -42 +7",
]
for s in code:
    add(s)

ds_added = ["<｜begin▁of▁sentence｜>", "<｜end▁of▁sentence｜>", "<｜▁pad▁｜>", "<｜User｜>", "<｜Assistant｜>",
            "<｜fim▁hole｜>", "<｜fim▁begin｜>", "<｜fim▁end｜>", "<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>",
            "<｜tool▁call▁begin｜>", "<｜tool▁call▁end｜>", "<｜tool▁sep｜>", "<｜tool▁outputs▁begin｜>",
            "<｜tool▁outputs▁end｜>", "<｜tool▁output▁begin｜>", "<｜tool▁output▁end｜>", "<|EOT|>"]
tiny_added = ["<s>", "</s>", "<unk>", "<|system|>", "<|user|>", "<|assistant|>"]
for t in ds_added + tiny_added:
    add(t)
    add("x" + t + "y")
    add("  " + t + "  ")
    add("\n" + t + "\n")
    add(t + t)
    add(t[:-1])  # a truncated token is plain text
for _ in range(40):
    parts = [rng.choice(ds_added + tiny_added + sentences + cjk) for _ in range(rng.randint(2, 6))]
    add(rng.choice(["", " ", "\n", "  "]).join(parts))

for n in [1, 2, 3, 4, 5, 6, 7, 10, 16, 33]:
    add("7" * n)
    add(" " * n)
    add("\t" * n)
    add("\n" * n)
    add(" " * n + "x")
    add("x" + " " * n)
    add(" \n" * n)
for _ in range(40):
    add(str(rng.randint(0, 10 ** rng.randint(1, 25))))
    add(f"{rng.uniform(-1e6, 1e6):.{rng.randint(0, 8)}f}")
add("٠١٢٣٤٥٦٧٨٩ ०१२३ ①②③ ½ ² Ⅻ")

# Random strings from several alphabets, to reach corners no list above thought of.
alphabets = [
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "0123456789",
    " \t\n\r",
    "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
    "的一是不了人我在有他这为之大来以个中上们",
    "あいうえおかきくけこアイウエオカキクケコ",
    "가나다라마바사아자차카타파하",
    "àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿ",
    "αβγδεζηθικλμνξοπρστυφχψω",
    "абвгдежзийклмнопрстуфхцчшщыэюя",
    "😀😃😄😁😆😅😂🤣🥲☺️😊😇🙂🙃😉",
    "\u0300\u0301\u0302\u0303\u0308\u030a\u0327",
    "∀∂∃∅∇∈∉∋∏∑−∗√∝∞∠∧∨∩∪∫≈≠≡≤≥",
    "€£¥₹₽¢₩",
    "\u00a0\u2003\u3000\u200b\u200d",
]
while len(out) < 1150:
    k = rng.randint(1, 4)
    pool = "".join(rng.sample(alphabets, k))
    add("".join(rng.choice(pool) for _ in range(rng.randint(1, 60))))

# Random code points from the Basic Multilingual Plane and beyond, skipping surrogates.
for _ in range(60):
    cps = []
    for _ in range(rng.randint(1, 12)):
        c = rng.randint(0x20, 0x2FFFF)
        if 0xD800 <= c <= 0xDFFF:
            c = 0x4E00
        cps.append(chr(c))
    add("".join(cps))

# Long strings.
add(" ".join(rng.choice(sentences) for _ in range(400)))
add("".join(rng.choice(cjk) for _ in range(300)))
add("a" * 5000)
add(" " * 3000)
add("\n" * 1000 + "end")
add("1234567890" * 300)
add("".join(rng.choice(code) for _ in range(100)))

json.dump(out, sys.stdout, ensure_ascii=False, indent=0)
sys.stdout.write("\n")
