package tokenizer

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// The reference files are written by scripts/tokenizer/reference.py with HuggingFace's tokenizers
// and transformers (versions recorded in each file).
const testdata = "../../testdata/tokenizers"

var (
	loadOnce sync.Map // name → *Tokenizer
	corpus   = sync.OnceValue(func() []string {
		var c []string
		mustReadJSON(filepath.Join(testdata, "corpus.json"), &c)
		return c
	})
)

func mustReadJSON(path string, v any) {
	data, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		panic(path + ": " + err.Error())
	}
}

// load returns the named test tokenizer, loaded once per test binary.
func load(tb testing.TB, name string) *Tokenizer {
	tb.Helper()
	if t, ok := loadOnce.Load(name); ok {
		return t.(*Tokenizer)
	}
	t, err := Load(filepath.Join(testdata, name))
	if err != nil {
		tb.Fatal(err)
	}
	loadOnce.Store(name, t)
	return t
}

type referenceIDs struct {
	IDs     [][]int32 `json:"ids"`
	Decoded []string  `json:"decoded"`
}

func TestReferenceIDs(t *testing.T) {
	for _, name := range []string{"deepseek-v3", "tiny"} {
		t.Run(name, func(t *testing.T) {
			tok := load(t, name)
			var ref referenceIDs
			mustReadJSON(filepath.Join(testdata, "reference", name+".ids.json"), &ref)
			c := corpus()
			if len(c) < 1000 || len(ref.IDs) != len(c) || len(ref.Decoded) != len(c) {
				t.Fatalf("corpus has %d strings and the reference %d ids, %d decodes; expected the same number, at least 1000", len(c), len(ref.IDs), len(ref.Decoded))
			}
			bad, newer := 0, 0
			for i, s := range c {
				got, err := tok.Encode(s, false)
				if err != nil {
					t.Errorf("corpus[%d] %q: %v", i, abbrev(s), err)
					continue
				}
				want := ref.IDs[i]
				if want == nil {
					want = []int32{}
				}
				if diff := cmp.Diff(want, got); diff != "" {
					if r, ok := unassigned(s); ok {
						// Go's Unicode tables are older than the reference's regex engine's: a
						// character assigned since is in no class here (\p{L} and the like), so
						// the pre-tokenizer may cut its word elsewhere.
						newer++
						t.Logf("corpus[%d] %q differs from the reference; it has %U, which Unicode %s does not assign", i, abbrev(s), r, unicode.Version)
						continue
					}
					if bad++; bad <= 10 {
						t.Errorf("corpus[%d] %q: ids (-reference +got):\n%s", i, abbrev(s), diff)
					}
				}
				if dec := tok.Decode(ref.IDs[i]); dec != ref.Decoded[i] {
					t.Errorf("corpus[%d]: Decode(reference ids) = %q, reference %q", i, abbrev(dec), abbrev(ref.Decoded[i]))
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d strings encode differently from the reference", bad, len(c))
			}
			if newer > 10 {
				t.Errorf("%d strings differ through characters newer than Unicode %s, expected a handful", newer, unicode.Version)
			}
		})
	}
}

// unassigned returns the first rune of s that Go's Unicode tables assign to no category.
func unassigned(s string) (rune, bool) {
	for _, r := range s {
		assigned := false
		for name, table := range unicode.Categories {
			if len(name) == 2 && name != "Cn" && unicode.Is(table, r) {
				assigned = true
				break
			}
		}
		if !assigned {
			return r, true
		}
	}
	return 0, false
}

// TestRoundTrip checks decode(encode(s)) == s. The tiny tokenizer maps bytes outside its alphabet
// to <unk> and its role tokens strip whitespace, so it is checked where the reference round-trips.
func TestRoundTrip(t *testing.T) {
	for _, name := range []string{"deepseek-v3", "tiny"} {
		t.Run(name, func(t *testing.T) {
			tok := load(t, name)
			var ref referenceIDs
			mustReadJSON(filepath.Join(testdata, "reference", name+".ids.json"), &ref)
			checked := 0
			for i, s := range corpus() {
				ids, err := tok.Encode(s, false)
				if err != nil {
					t.Fatal(err)
				}
				if ref.Decoded[i] != s {
					if name == "deepseek-v3" {
						t.Errorf("corpus[%d]: the reference does not round-trip %q", i, abbrev(s))
					}
					continue
				}
				checked++
				if got := tok.Decode(ids); got != s {
					t.Errorf("corpus[%d]: decode(encode(%q)) = %q", i, abbrev(s), abbrev(got))
				}
			}
			if checked < 100 {
				t.Errorf("round trip checked on %d strings, expected at least 100", checked)
			}
		})
	}
}

func TestBOS(t *testing.T) {
	for _, tc := range []struct {
		name     string
		bos, eos int32
		bosText  string
	}{
		{"deepseek-v3", 0, 1, "<｜begin▁of▁sentence｜>"},
		{"tiny", 0, 1, "<s>"},
	} {
		tok := load(t, tc.name)
		if tok.BOS() != tc.bos || tok.EOS() != tc.eos || !tok.AddsBOS() {
			t.Errorf("%s: BOS %d EOS %d adds BOS %v, expected %d %d true", tc.name, tok.BOS(), tok.EOS(), tok.AddsBOS(), tc.bos, tc.eos)
		}
		if !tok.IsSpecial(tc.bos) || !tok.IsSpecial(tc.eos) || tok.IsSpecial(10) {
			t.Errorf("%s: IsSpecial(BOS, EOS, 10) = %v %v %v, expected true true false", tc.name, tok.IsSpecial(tc.bos), tok.IsSpecial(tc.eos), tok.IsSpecial(10))
		}
		if id, ok := tok.TokenID(tc.bosText); !ok || id != tc.bos {
			t.Errorf("%s: TokenID(%q) = %d %v, expected %d", tc.name, tc.bosText, id, ok, tc.bos)
		}
		for _, s := range []string{"", "Hello there", tc.bosText + "x"} {
			plain, _ := tok.Encode(s, false)
			with, _ := tok.Encode(s, true)
			if diff := cmp.Diff(append([]int32{tc.bos}, plain...), with); diff != "" {
				t.Errorf("%s: Encode(%q, true) is not BOS + Encode(%q, false) (-want +got):\n%s", tc.name, s, s, diff)
			}
		}
	}
	// Without tokenizer_config.json there is no BOS to add.
	data, err := os.ReadFile(filepath.Join(testdata, "tiny", "tokenizer.json"))
	if err != nil {
		t.Fatal(err)
	}
	tok, err := New(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if ids, _ := tok.Encode("hi", true); tok.BOS() != -1 || len(ids) != 2 {
		t.Errorf("no config: BOS %d, Encode(\"hi\", true) = %v, expected -1 and two ids", tok.BOS(), ids)
	}
}

func TestDecodeUnknownAndInvalid(t *testing.T) {
	tok := load(t, "deepseek-v3")
	hello, _ := tok.Encode("hello", false)
	if got := tok.Decode(append([]int32{-1, 1 << 30}, hello...)); got != "hello" {
		t.Errorf("Decode with unknown ids = %q, expected them skipped", got)
	}
	// Byte runes of 0xE4 0xB8 (the start of 中) then 'a': one U+FFFD for the truncated character.
	var ids []int32
	for _, b := range []byte{0xE4, 0xB8, 'a', 0xFF} {
		id, ok := tok.TokenID(string(byteToRune[b]))
		if !ok {
			t.Fatalf("no token for byte %#x", b)
		}
		ids = append(ids, id)
	}
	if got := tok.Decode(ids); got != "\uFFFDa\uFFFD" {
		t.Errorf("Decode(E4 B8 'a' FF) = %q, expected %q", got, "\uFFFDa\uFFFD")
	}
}

func TestEncodeInvalidUTF8(t *testing.T) {
	tok := load(t, "tiny")
	_, err := tok.Encode("ok\xffno", false)
	want := "tokenizer: encode: invalid UTF-8 at byte 2, expected UTF-8 text"
	if err == nil || err.Error() != want {
		t.Errorf("Encode(invalid UTF-8) error = %v, expected %q", err, want)
	}
}

// TestStreamDecoder checks that every delta is valid UTF-8 and that the deltas add up to Decode,
// on the corpus and on ids cut mid-character.
func TestStreamDecoder(t *testing.T) {
	tok := load(t, "deepseek-v3")
	check := func(what string, ids []int32) {
		d := tok.NewStreamDecoder()
		var got string
		for _, id := range ids {
			delta := d.Add(id)
			if !utf8.ValidString(delta) {
				t.Fatalf("%s: delta %q is not valid UTF-8", what, delta)
			}
			got += delta
		}
		got += d.Flush()
		if want := tok.Decode(ids); got != want {
			t.Errorf("%s: stream gave %q, Decode %q", what, abbrev(got), abbrev(want))
		}
	}
	multi := 0
	for i, s := range corpus() {
		ids, _ := tok.Encode(s, false)
		for _, id := range ids {
			if tok.Decode([]int32{id}) != string(appendTokenBytes(nil, tok.model.tokens[min(int(id), len(tok.model.tokens)-1)])) {
				multi++ // a token that is part of a character: the case streaming must handle
				break
			}
		}
		check(fmt.Sprintf("corpus[%d]", i), ids)
	}
	if multi < 10 {
		t.Errorf("only %d corpus strings have a token that splits a character, expected more to exercise streaming", multi)
	}
	// Single bytes of "中😀" then an ASCII token, and a dangling lead byte at the end.
	var ids []int32
	for _, b := range []byte("中😀a\xe4") {
		id, _ := tok.TokenID(string(byteToRune[b]))
		ids = append(ids, id)
	}
	check("bytes", ids)
	// Random runs of single-byte tokens: truncated, overlong and surrogate sequences included.
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 2000; n++ {
		var ids []int32
		for k := rng.IntN(12); k >= 0; k-- {
			b := []byte{0xE4, 0xB8, 0xAD, 0xF0, 0x9F, 0x98, 0x80, 0xED, 0xA0, 0xC0, 0xFF, 'a', 0x80}[rng.IntN(13)]
			id, _ := tok.TokenID(string(byteToRune[b]))
			ids = append(ids, id)
		}
		check(fmt.Sprintf("random %d", n), ids)
	}
	d := tok.NewStreamDecoder()
	var deltas []string
	for _, id := range ids {
		deltas = append(deltas, d.Add(id))
	}
	deltas = append(deltas, d.Flush())
	want := []string{"", "", "中", "", "", "", "😀", "a", "", "\uFFFD"}
	if diff := cmp.Diff(want, deltas); diff != "" {
		t.Errorf("deltas (-want +got):\n%s", diff)
	}
}

func TestConcurrentEncode(t *testing.T) {
	tok := load(t, "deepseek-v3")
	var ref referenceIDs
	mustReadJSON(filepath.Join(testdata, "reference", "deepseek-v3.ids.json"), &ref)
	c := corpus()
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(c); i += 8 {
				got, _ := tok.Encode(c[i], false)
				if len(got) != len(ref.IDs[i]) || !slices.Equal(got, ref.IDs[i]) {
					errs <- c[i]
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for s := range errs {
		t.Errorf("concurrent encode of %q differs from the reference", abbrev(s))
	}
}

// TestWordCacheSkipsLongWords: a word longer than maxCachedWord is encoded without being cached
// (its ids are the same as a cached word's would be), so a client cannot fill the cache with
// megabyte words; a short word is cached.
func TestWordCacheSkipsLongWords(t *testing.T) {
	tok, err := Load(filepath.Join(testdata, "tiny")) // its own cache, not the shared one
	if err != nil {
		t.Fatal(err)
	}
	b := tok.model
	long := strings.Repeat("ab", 1000)
	first, err := tok.Encode(long, false)
	if err != nil {
		t.Fatal(err)
	}
	if b.cacheLen != 0 {
		t.Errorf("%d words cached after one word of %d letters, want 0 (longer than %d bytes)", b.cacheLen, len(long), maxCachedWord)
	}
	if again, _ := tok.Encode(long, false); !slices.Equal(again, first) {
		t.Errorf("encoding the long word again gave %v, want %v", again, first)
	}
	if _, err := tok.Encode("hello", false); err != nil {
		t.Fatal(err)
	}
	if b.cacheLen != 1 {
		t.Errorf("%d words cached after a short word, want 1", b.cacheLen)
	}
}
