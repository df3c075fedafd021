package tokenizer

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// benchText is 1 MiB of mixed text: the corpus joined by newlines and repeated, cut at a character
// boundary. scripts/tokenizer/reference.py times HuggingFace tokenizers on the same text.
func benchText() string {
	one := strings.Join(corpus(), "\n")
	s := strings.Repeat(one, (1<<20)/len(one)+1)[:1<<20]
	for !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}

// BenchmarkEncode1MiB encodes 1 MiB of mixed text, with the word cache warm (as a server sees
// after a while) and emptied before each run.
//
//	go test -run XXX -bench Encode1MiB -benchtime 10x ./runtime/tokenizer
func BenchmarkEncode1MiB(b *testing.B) {
	text := benchText()
	for _, name := range []string{"deepseek-v3", "tiny"} {
		tok := load(b, name)
		for _, cold := range []bool{false, true} {
			label := name + "/warm"
			if cold {
				label = name + "/cold"
			}
			b.Run(label, func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				var n int
				for i := 0; i < b.N; i++ {
					if cold {
						b.StopTimer()
						tok.model.resetCache()
						b.StartTimer()
					}
					ids, err := tok.Encode(text, false)
					if err != nil {
						b.Fatal(err)
					}
					n = len(ids)
				}
				b.ReportMetric(float64(n), "ids")
			})
		}
	}
}

// BenchmarkDecode1MiB decodes the ids of the same text.
func BenchmarkDecode1MiB(b *testing.B) {
	tok := load(b, "deepseek-v3")
	text := benchText()
	ids, err := tok.Encode(text, false)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	for i := 0; i < b.N; i++ {
		if tok.Decode(ids) != text {
			b.Fatal("round trip failed")
		}
	}
}
