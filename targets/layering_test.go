package targets_test

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// targetPackages are the targets' own packages; everything else under afdc/targets is shared by
// them (this package, opparams).
var targetPackages = []string{"afdc/targets/cpu", "afdc/targets/cuda", "afdc/targets/ascend"}

// targetOf is the target package p belongs to ("" for a shared one).
func targetOf(p string) string {
	for _, t := range targetPackages {
		if p == t || strings.HasPrefix(p, t+"/") {
			return t
		}
	}
	return ""
}

func goList(t *testing.T, args ...string) string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list packages with")
	}
	out, err := exec.Command(goBin, append([]string{"list"}, args...)...).Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			t.Fatalf("go list %v: %v\n%s", args, err, ee.Stderr)
		}
		t.Fatal(err)
	}
	return string(out)
}

// TestCompilerImportsNoTarget: the compiler and the passes reach the targets only through this
// package's interface and registry; none of a target's packages is among their dependencies.
func TestCompilerImportsNoTarget(t *testing.T) {
	deps := strings.Fields(goList(t, "-deps", "afdc/compiler/...", "afdc/passes/..."))
	if len(deps) == 0 {
		t.Fatal("go list gave no dependencies")
	}
	for _, d := range deps {
		if tp := targetOf(d); tp != "" {
			t.Errorf("the compiler or the passes depend on %s (target %s)", d, tp)
		}
	}
}

// TestNoTargetImportsAnother: a target's packages import shared packages (this one, opparams) and
// their own, never another target's; what two targets share lives in a shared package.
func TestNoTargetImportsAnother(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(goList(t, "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "afdc/targets/...")), "\n")
	seen := map[string]bool{}
	for _, l := range lines {
		f := strings.Fields(l)
		own := targetOf(f[0])
		seen[own] = true
		for _, imp := range f[1:] {
			if other := targetOf(imp); other != "" && other != own {
				t.Errorf("%s imports %s: a package of target %s", f[0], imp, other)
			}
		}
	}
	for _, tp := range targetPackages {
		if !seen[tp] {
			t.Errorf("go list found no package of %s: the rule above checked nothing there", tp)
		}
	}
}

// targetNames are the targets' and their transports' names, which only the targets' own packages
// and the one file of the command line that registers them may compare.
var targetNames = map[string]bool{"cpu": true, "cuda": true, "ascend": true, "tcp": true, "nccl": true, "hccl": true}

// TestNoNameComparisons: outside tests, the compiler, the passes and the compiler's command line
// (compile, plan, run) never compare a target's or transport's name, nor assert a target's concrete
// type: what differs between targets comes from the Target interface.
func TestNoNameComparisons(t *testing.T) {
	var files []string
	for _, dir := range []string{"../compiler", "../passes"} {
		m, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	for _, f := range []string{"compile.go", "plan.go", "planvalidate.go", "runcmd.go"} {
		files = append(files, filepath.Join("../cmd/afdc", f))
	}
	checked := 0
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, v := range nameUses(file) {
			t.Errorf("%s: %s", fset.Position(v.pos), v.what)
		}
	}
	if checked < 10 {
		t.Fatalf("checked %d files, expected the compiler's, the passes' and the command line's", checked)
	}
}

type violation struct {
	pos  token.Pos
	what string
}

// nameUses finds in file the comparisons (==, !=, switch cases) with a target's or transport's
// name, and the type assertions and type switches to a type of a target's package.
func nameUses(file *ast.File) []violation {
	targetImports := map[string]string{} // local name → path
	for _, imp := range file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if targetOf(p) == "" {
			continue
		}
		name := filepath.Base(p)
		if imp.Name != nil {
			name = imp.Name.Name
		}
		targetImports[name] = p
	}
	isName := func(e ast.Expr) bool {
		l, ok := e.(*ast.BasicLit)
		if !ok || l.Kind != token.STRING {
			return false
		}
		s, _ := strconv.Unquote(l.Value)
		return targetNames[s]
	}
	targetType := func(e ast.Expr) string {
		if s, ok := e.(*ast.StarExpr); ok {
			e = s.X
		}
		if sel, ok := e.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && targetImports[id.Name] != "" {
				return targetImports[id.Name] + "." + sel.Sel.Name
			}
		}
		return ""
	}
	var out []violation
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if (n.Op == token.EQL || n.Op == token.NEQ) && (isName(n.X) || isName(n.Y)) {
				out = append(out, violation{n.Pos(), "compares with a target's or transport's name"})
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if isName(e) {
					out = append(out, violation{e.Pos(), "a switch case on a target's or transport's name"})
				}
				if tt := targetType(e); tt != "" {
					out = append(out, violation{e.Pos(), "a type switch to " + tt})
				}
			}
		case *ast.TypeAssertExpr:
			if tt := targetType(n.Type); tt != "" {
				out = append(out, violation{n.Pos(), "asserts the concrete type " + tt})
			}
		}
		return true
	})
	return out
}

// TestNameUsesFinds: the scan above finds each kind of use it looks for, and passes the forms a
// build may keep (a name in a call, a flag's text, a comparison with a constant).
func TestNameUsesFinds(t *testing.T) {
	const src = `package p
import c "afdc/targets/cuda"
func f(name string, b any) {
	if name == "cuda" {}
	if "tcp" != name {}
	switch name { case "ascend": }
	_ = b.(*c.Backend)
	switch b.(type) { case *c.Backend: }
	_ = lookup("cuda")
	if name == other {}
	_ = "the cpu target"
}`
	file, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := nameUses(file)
	var whats []string
	for _, v := range got {
		whats = append(whats, v.what)
	}
	want := []string{"compares with a target's or transport's name", "compares with a target's or transport's name",
		"a switch case on a target's or transport's name", "asserts the concrete type afdc/targets/cuda.Backend",
		"a type switch to afdc/targets/cuda.Backend"}
	if strings.Join(whats, "|") != strings.Join(want, "|") {
		t.Errorf("found %q, expected %q", whats, want)
	}
}
