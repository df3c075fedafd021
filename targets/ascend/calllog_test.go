package ascend_test

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// callLog is a parsed log of the recording fake.
type callLog struct {
	lines []logLine
}

// logLine is one call: its name, its key=value arguments in order, and the handle it returned
// (create calls) or its status (when failing).
type logLine struct {
	name string
	args []kv
	ret  string
	note string // for "# ..." lines
}

type kv struct{ k, v string }

func (l logLine) get(k string) string {
	for _, a := range l.args {
		if a.k == k {
			return a.v
		}
	}
	return ""
}

// layerRE finds the layer numbers of the executor's notes, which differ between equal layers.
var layerRE = regexp.MustCompile(`layer \d+`)

func parseLog(text string) callLog {
	var out callLog
	for _, raw := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if raw == "" {
			continue
		}
		if n, ok := strings.CutPrefix(raw, "# "); ok {
			out.lines = append(out.lines, logLine{note: n})
			continue
		}
		f := strings.Fields(raw)
		l := logLine{name: f[0]}
		for i := 1; i < len(f); i++ {
			if f[i] == "->" && i+1 < len(f) {
				l.ret = f[i+1]
				i++
				continue
			}
			k, v, ok := strings.Cut(f[i], "=")
			if !ok {
				k, v, _ = strings.Cut(f[i], "<-")
				k += "<-"
			}
			l.args = append(l.args, kv{k, v})
		}
		out.lines = append(out.lines, l)
	}
	return out
}

var dtypeNames = map[string]string{"0": "f32", "1": "f16", "3": "i32", "9": "i64", "27": "bf16"}

// render is the golden text of the step part of a log (after the "step" note): one line per
// operator with its tensors described (dtype, dims, strides when not row-major, offset), no
// addresses and no handles; runtime copies and HCCL calls with their sizes; the executor's notes.
// A layer whose calls equal the previous layer's of the same stage prints as one line. On the
// attention side a block opens with the receive of the previous layer's result.
func render(l callLog) string {
	desc := map[string]string{}
	var blocks []struct{ head, body string }
	var cur strings.Builder
	head := "step inputs"
	flush := func() {
		blocks = append(blocks, struct{ head, body string }{head, cur.String()})
		cur.Reset()
	}
	started := false
	for _, ln := range l.lines {
		if ln.note != "" {
			if ln.note == "step" {
				started = true
				continue
			}
			if !started {
				continue
			}
			if strings.HasPrefix(ln.note, "stage ") {
				if head != "" {
					flush()
				}
				head = ln.note
				continue
			}
			if strings.HasPrefix(ln.note, "recv ") && !strings.Contains(ln.note, " peer ") {
				// The attention side receives a layer's result just before it runs the next layer
				// of that stage: the receive opens that stage's block, whose head follows.
				flush()
				head = ""
			}
			fmt.Fprintf(&cur, "  # %s\n", ln.note)
			continue
		}
		switch ln.name {
		case "aclCreateTensor":
			dims, st := ln.get("dims"), ln.get("strides")
			d := dtypeNames[ln.get("dtype")] + dims
			if !rowMajor(dims, st) {
				d += "/" + st
			}
			if o := ln.get("offset"); o != "0" {
				d += "+" + o
			}
			desc[ln.ret] = d
			continue
		case "aclCreateScalar":
			desc[ln.ret] = "scalar(" + ln.get("value") + ")"
			continue
		case "aclCreateIntArray":
			desc[ln.ret] = "ints" + ln.get("values")
			continue
		case "aclCreateTensorList":
			var ds []string
			for _, h := range strings.Split(strings.Trim(ln.get("tensors"), "[]"), ",") {
				ds = append(ds, desc[h])
			}
			desc[ln.ret] = "list[" + strings.Join(ds, ",") + "]"
			continue
		}
		if !started || strings.HasPrefix(ln.name, "aclDestroy") {
			continue
		}
		switch {
		case strings.HasSuffix(ln.name, "GetWorkspaceSize"):
			fmt.Fprintf(&cur, "  %s", strings.TrimSuffix(strings.TrimPrefix(ln.name, "aclnn"), "GetWorkspaceSize"))
			for _, a := range ln.args {
				switch {
				case a.k == "executor<-":
				case a.k == "ws<-":
					fmt.Fprintf(&cur, " ws=%s", a.v)
				case strings.HasPrefix(a.v, "h"):
					fmt.Fprintf(&cur, " %s=%s", a.k, desc[a.v])
				default:
					fmt.Fprintf(&cur, " %s=%s", a.k, a.v)
				}
			}
			cur.WriteString("\n")
		case strings.HasPrefix(ln.name, "aclnn"):
			// the launch: checked by the invariants, implied in the golden text
		case ln.name == "aclrtMemcpyAsync" || ln.name == "aclrtMemcpy":
			fmt.Fprintf(&cur, "  %s count=%s kind=%s\n", ln.name, ln.get("count"), ln.get("kind"))
		case ln.name == "HcclSend" || ln.name == "HcclRecv":
			peer := ln.get("destRank") + ln.get("srcRank")
			fmt.Fprintf(&cur, "  %s count=%s dataType=%s peer=%s\n", ln.name, ln.get("count"), ln.get("dataType"), peer)
		case ln.name == "aclrtMalloc":
			fmt.Fprintf(&cur, "  aclrtMalloc size=%s\n", ln.get("size"))
		default:
			fmt.Fprintf(&cur, "  %s\n", ln.name)
		}
	}
	flush()
	var b strings.Builder
	prev := map[string]struct{ head, body string }{}
	for _, bl := range blocks {
		if bl.head == "" && bl.body == "" {
			continue
		}
		stage, _, _ := strings.Cut(strings.TrimPrefix(bl.head, "stage "), " ")
		if p, ok := prev[stage]; ok && layerRE.ReplaceAllString(p.body, "layer L") == layerRE.ReplaceAllString(bl.body, "layer L") && bl.body != "" {
			fmt.Fprintf(&b, "%s: as %s\n", bl.head, strings.TrimPrefix(p.head, "stage "+stage+" "))
			continue
		}
		prev[stage] = bl
		fmt.Fprintf(&b, "%s\n%s", bl.head, bl.body)
	}
	return b.String()
}

func rowMajor(dims, strides string) bool {
	d, s := ints(dims), ints(strides)
	n := int64(1)
	for i := len(d) - 1; i >= 0; i-- {
		if d[i] != 1 && s[i] != n {
			return false
		}
		n *= d[i]
	}
	return true
}

func ints(s string) []int64 {
	var out []int64
	for _, f := range strings.Split(strings.Trim(s, "[]"), ",") {
		if f == "" {
			continue
		}
		v, _ := strconv.ParseInt(f, 10, 64)
		out = append(out, v)
	}
	return out
}
