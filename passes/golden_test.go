package passes

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"afdc/internal/testflags"
	"afdc/ir"
)

// TestGolden runs every testdata/<pass>/<case>.afir: the full module it holds goes through the
// pipeline up to and including <pass>, and the state that results (the modules, and after wire the
// schema and plan) or the first error must equal <case>.out.afir. A first line
// "# options: stages=N gate_on=G version=V ep=N" sets the options.
func TestGolden(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join("testdata", "*", "*.afir"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, in := range inputs {
		if strings.HasSuffix(in, ".out.afir") {
			continue
		}
		n++
		pass := filepath.Base(filepath.Dir(in))
		t.Run(pass+"/"+strings.TrimSuffix(filepath.Base(in), ".afir"), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			got := runGolden(t, in, string(src), pass)
			out := strings.TrimSuffix(in, ".afir") + ".out.afir"
			testflags.Golden(t, out, got)
		})
	}
	if n == 0 {
		t.Fatal("no golden inputs under testdata/")
	}
}

func runGolden(t *testing.T, file, src, pass string) string {
	t.Helper()
	opts, err := goldenOptions(src)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	full, err := ir.Parse(file, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	s := &State{Full: full, Opts: opts}
	found := false
	for _, p := range Pipeline {
		if err := p.Fn(s); err != nil {
			return fmt.Sprintf("# error in pass %s:\n%s\n", p.Name, err)
		}
		if err := verifyAll(s); err != nil {
			t.Fatalf("verify after pass %s: %v", p.Name, err)
		}
		if p.Name == pass {
			found = true
			break
		}
	}
	if !found {
		t.Fatalf("testdata folder %q names no pass, expected one of %v", pass, Names())
	}
	var b strings.Builder
	if s.Attention == nil {
		b.WriteString(ir.Print(s.Full))
	} else {
		b.WriteString("# attention\n" + ir.Print(s.Attention) + "\n# ffn\n" + ir.Print(s.FFN))
	}
	if s.Plan != "" {
		fmt.Fprintf(&b, "\n# plan %s\n", s.Plan)
		for _, ls := range s.Schema {
			fmt.Fprintf(&b, "# layer %d %s to=%s from=%s bytes/token=%d",
				ls.Layer, ls.Kind, wireList(ls.ToFFN), wireList(ls.FromFFN), ls.BytesPerToken())
			if ls.Ranks > 0 {
				fmt.Fprintf(&b, " ranks=%d top_k=%d map=%v", ls.Ranks, ls.TopK, ls.Map)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

func wireList(ts []WireTensor) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = fmt.Sprintf("%s:%s[%d]", t.Name, t.DType, t.Width)
	}
	return strings.Join(parts, ",")
}

// goldenOptions reads the "# options:" line at the top of a golden input.
func goldenOptions(src string) (Options, error) {
	var o Options
	first, _, _ := strings.Cut(src, "\n")
	rest, ok := strings.CutPrefix(first, "# options:")
	if !ok {
		return o, nil
	}
	for _, kv := range strings.Fields(rest) {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "stages":
			n, err := strconv.Atoi(v)
			if err != nil {
				return o, fmt.Errorf("options: stages %q, expected an integer", v)
			}
			o.Stages = n
		case "gate_on":
			o.GateOn = v
		case "version":
			o.Version = v
		case "ep":
			n, err := strconv.Atoi(v)
			if err != nil {
				return o, fmt.Errorf("options: ep %q, expected an integer", v)
			}
			o.EP = n
		default:
			return o, fmt.Errorf("options: unknown key %q, expected stages, gate_on, version or ep", k)
		}
	}
	return o, nil
}
