package acl

import (
	"fmt"
	"strings"
)

// Proto is a parsed C prototype: what the signature check and the recording fake read.
type Proto struct {
	Ret    string // return type, normalised ("aclnnStatus", "const char*", "aclTensor*")
	Name   string
	Params []CParam
}

// CParam is one parameter: its normalised type ("const aclTensor*", "int64_t", "uint64_t*") and its
// name, or "argN" where the prototype leaves it out.
type CParam struct {
	Type string
	Name string
}

// ParseProto reads one C function declaration as the reference writes it:
// `aclnnStatus aclnnSiluGetWorkspaceSize(const aclTensor* self, aclTensor* out, uint64_t*, aclOpExecutor**)`.
// Pointer stars are normalised to stick to the type; a trailing semicolon is allowed.
func ParseProto(s string) (Proto, error) {
	s = strings.TrimSuffix(strings.TrimSpace(s), ";")
	open, close := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
	if open < 0 || close < open || strings.TrimSpace(s[close+1:]) != "" {
		return Proto{}, fmt.Errorf("prototype %q: expected `ret name(params)`", s)
	}
	head := normType(s[:open])
	i := strings.LastIndexAny(head, " *")
	if i < 0 {
		return Proto{}, fmt.Errorf("prototype %q: expected a return type before the name", s)
	}
	p := Proto{Ret: strings.TrimSpace(head[:i+1]), Name: head[i+1:]}
	if p.Name == "" || p.Ret == "" {
		return Proto{}, fmt.Errorf("prototype %q: expected a return type and a name", s)
	}
	args := strings.TrimSpace(s[open+1 : close])
	if args == "" || args == "void" {
		return p, nil
	}
	for n, a := range strings.Split(args, ",") {
		a = normType(a)
		if a == "" {
			return Proto{}, fmt.Errorf("prototype %s: parameter %d is empty", p.Name, n+1)
		}
		cp := CParam{Type: a, Name: fmt.Sprintf("arg%d", n)}
		// The last word is the name unless the parameter is a bare type ("uint64_t*", "int64_t").
		if j := strings.LastIndexAny(a, " *"); j >= 0 && j < len(a)-1 && !isTypeWord(a[j+1:]) {
			cp.Type, cp.Name = strings.TrimSpace(a[:j+1]), a[j+1:]
		}
		p.Params = append(p.Params, cp)
	}
	return p, nil
}

// String prints the prototype in normalised form.
func (p Proto) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s(", p.Ret, p.Name)
	for i, a := range p.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %s", a.Type, a.Name)
	}
	b.WriteString(")")
	return b.String()
}

// normType collapses spaces and attaches stars to the type: "const aclTensor *x" -> "const aclTensor* x".
func normType(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	s = strings.ReplaceAll(s, " *", "*")
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		b.WriteByte(s[i])
		if s[i] == '*' && i+1 < len(s) && s[i+1] != '*' && s[i+1] != ' ' {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// isTypeWord reports whether a bare word is a type, so "int64_t" alone is not taken for a name.
func isTypeWord(w string) bool {
	switch w {
	case "int", "bool", "double", "float", "char", "void", "size_t":
		return true
	}
	return strings.HasSuffix(w, "_t") || strings.HasPrefix(w, "acl") || strings.HasPrefix(w, "Hccl")
}
