package doclinks

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// link matches a Markdown link's target: [text](target), the target without spaces.
var link = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// fence matches a code fence line; links inside fenced code are not links.
var fence = regexp.MustCompile("^\\s*```")

// TestDocLinks: every relative link of README.md and docs/*.md names a file of the repository, and
// every #fragment a heading of the page it points at.
func TestDocLinks(t *testing.T) {
	root := filepath.Join("..", "..")
	pages, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	pages = append(pages, filepath.Join(root, "README.md"))
	if len(pages) < 2 {
		t.Fatalf("found %d pages, expected README.md and docs/*.md", len(pages))
	}
	checked := 0
	for _, page := range pages {
		for _, target := range links(t, page) {
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			checked++
			file, frag, _ := strings.Cut(target, "#")
			path := page
			if file != "" {
				path = filepath.Join(filepath.Dir(page), file)
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s: link %q: %v", rel(root, page), target, err)
				continue
			}
			if frag != "" && strings.HasSuffix(path, ".md") && !anchors(t, path)[frag] {
				t.Errorf("%s: link %q: %s has no heading with the anchor #%s", rel(root, page), target, rel(root, path), frag)
			}
		}
	}
	if checked == 0 {
		t.Error("no relative link checked, expected the docs to link each other")
	}
}

// links are the link targets of a Markdown page outside code fences.
func links(t *testing.T, page string) []string {
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	inFence := false
	for line := range strings.Lines(string(b)) {
		if fence.MatchString(line) {
			inFence = !inFence
			continue
		}
		if inFence {
			continue
		}
		for _, m := range link.FindAllStringSubmatch(line, -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// anchors are the GitHub anchors of a page's headings: lower case, spaces to hyphens, punctuation
// other than hyphens and underscores dropped; a repeated heading gets -1, -2, ...
func anchors(t *testing.T, page string) map[string]bool {
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	out := map[string]bool{}
	inFence := false
	for line := range strings.Lines(string(b)) {
		if fence.MatchString(line) {
			inFence = !inFence
			continue
		}
		if inFence || !strings.HasPrefix(line, "#") {
			continue
		}
		a := slug(strings.TrimLeft(strings.TrimSpace(line), "#"))
		if n := seen[a]; n > 0 {
			out[a+"-"+itoa(n)] = true
		} else {
			out[a] = true
		}
		seen[a]++
	}
	return out
}

func slug(h string) string {
	var sb strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(h)) {
		switch {
		case r == ' ':
			sb.WriteByte('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 && isLetter(r):
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

func isLetter(r rune) bool { return strings.ToLower(string(r)) != strings.ToUpper(string(r)) }

func itoa(n int) string {
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

func rel(root, p string) string {
	if r, err := filepath.Rel(root, p); err == nil {
		return r
	}
	return p
}

// TestSlug: the anchors GitHub gives headings with code, punctuation and repeats.
func TestSlug(t *testing.T) {
	for h, want := range map[string]string{
		"IR":                                   "ir",
		"`afdc bench --target cuda --gpus`: x": "afdc-bench---target-cuda---gpus-x",
		"Split MLA decode attention (H200)":    "split-mla-decode-attention-h200",
	} {
		if got := slug(h); got != want {
			t.Errorf("slug(%q) = %q, want %q", h, got, want)
		}
	}
}
