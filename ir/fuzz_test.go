package ir

import (
	"os"
	"strings"
	"testing"
)

// FuzzParse checks that Parse never panics, and that whatever it accepts prints to text that parses
// again and prints identically (the printed form is a fixed point).
func FuzzParse(f *testing.F) {
	for _, file := range testdataFiles(f) {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	f.Add(builtText)
	f.Add("module @m role=full {a=[1,-2], b=NaN, c=\"\\u00e9\", d=-0.0, e=1e+300}\n")
	f.Add("module @m role=full\nparam @w : f8e4m3[3,4,4] role=ffn ckpt=\"e.*\" experts=3 block=2x2\nparam @g : f32[4] role=both\n" +
		"func @f(%x: f32[T,4], %p: i32[T]) -> (f32[T,4], f32[B,4]) {\n  %y = rms_norm %x, @g {eps=1.0} : f32[T,4]\n" +
		"  %z = last_tokens %y : f32[B,4]\n  return %y, %z\n}\n")
	f.Fuzz(func(t *testing.T, src string) {
		m, err := Parse("fuzz.afir", src)
		if err != nil {
			// The parser's last-resort recover turns a panic into this error; it is still a bug.
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("Parse panicked: %v\ninput:\n%s", err, src)
			}
			if m != nil {
				t.Fatalf("Parse returned a module with error %v", err)
			}
			return
		}
		once := Print(m)
		m2, err := Parse("printed.afir", once)
		if err != nil {
			t.Fatalf("printed text does not parse: %v\ninput:\n%s\nprinted:\n%s", err, src, once)
		}
		if twice := Print(m2); twice != once {
			t.Fatalf("print is not stable:\nfirst:\n%s\nsecond:\n%s", once, twice)
		}
	})
}
