package acl_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"afdc/targets/ascend/acl"
	"afdc/targets/ascend/acl/fakeacl"
)

// fake builds the recording fake once per test binary.
func fake(t *testing.T) (string, *fakeacl.Control) {
	t.Helper()
	dir, err := fakeacl.Build(t.TempDir())
	if errors.Is(err, fakeacl.ErrNoCompiler) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	c, err := fakeacl.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	return dir, c
}

func TestOpenWithoutCANNNamesTheLibrary(t *testing.T) {
	_, err := acl.Open(acl.Options{Dir: t.TempDir()})
	var miss *acl.MissingLibraryError
	if !errors.As(err, &miss) {
		t.Fatalf("Open in an empty folder: %v, expected a MissingLibraryError", err)
	}
	if miss.Lib != acl.LibACL || !strings.Contains(err.Error(), "libascendcl.so") {
		t.Errorf("error %q names %s, expected libascendcl.so first", err, miss.Lib)
	}
}

// writeWS is a workspace that records what it was asked.
type writeWS struct{ asked []uint64 }

func (w *writeWS) Get(n uint64) (uintptr, error) { w.asked = append(w.asked, n); return 0x9000, nil }

func TestFakeRecordsCallsAndFailures(t *testing.T) {
	dir, ctl := fake(t)
	l, err := acl.Open(acl.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(t.TempDir(), "calls.log")
	if err := ctl.Start(log); err != nil {
		t.Fatal(err)
	}
	if err := l.Init(0); err != nil {
		t.Fatal(err)
	}
	s, err := l.CreateStream()
	if err != nil {
		t.Fatal(err)
	}
	x, err := l.CreateTensor(acl.Desc{DType: acl.DTBF16, Dims: []int64{3, 4}, Strides: []int64{8, 1}, Offset: 2, Storage: 24, Base: 0x100000})
	if err != nil {
		t.Fatal(err)
	}
	ws := &writeWS{}
	if err := l.Launch("Silu", s, ws, func(size *uint64, ex *uintptr) int32 { return l.Op.Silu(x, x, size, ex) }); err != nil {
		t.Fatal(err)
	}
	want := fakeacl.WorkspaceSize("aclnnSiluGetWorkspaceSize")
	if want > 0 && (len(ws.asked) != 1 || ws.asked[0] != want) || want == 0 && len(ws.asked) != 0 {
		t.Errorf("workspace asked %v, expected the fake's %d once (none for 0)", ws.asked, want)
	}
	ctl.Fail("aclrtMalloc", 200000)
	_, err = l.Malloc(64)
	for _, part := range []string{"aclrtMalloc", "200000", "ACL_ERROR_BAD_ALLOC", "fake failure injected into aclrtMalloc"} {
		if err == nil || !strings.Contains(err.Error(), part) {
			t.Errorf("injected failure reported as %v, expected it to contain %q", err, part)
		}
	}
	ctl.Fail("HcclSend", 4)
	if err := l.Send(0x100000, 12, acl.HcclBF16, 1, 7, s); err == nil || !strings.Contains(err.Error(), "HcclSend returned 4") {
		t.Errorf("HCCL failure reported as %v, expected HcclSend returned 4", err)
	}
	ctl.Stop()
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	for _, w := range []string{
		"aclInit configPath=\"(null)\"",
		"aclCreateTensor -> h2 dtype=27 dims=[3,4] strides=[8,1] offset=2 format=2 storage=[24] data=0x100000",
		"aclnnSiluGetWorkspaceSize self=h2 out=h2 ws<-",
		"aclrtMalloc -> 0x100000 size=64 policy=0 -> 200000",
		"HcclSend sendBuf=0x100000 count=12 dataType=11 destRank=1 comm=h7 stream=h1 -> 4",
	} {
		found := false
		for _, l := range lines {
			found = found || strings.HasPrefix(l, w)
		}
		if !found {
			t.Errorf("log lacks a line starting %q; log:\n%s", w, b)
		}
	}
}

// TestPrototypesMatchReference checks every bound prototype against the reference copy
// (testdata/reference.md, the source docs/ascend.md cites): the excerpt is there verbatim, and the
// full prototype bound says the same as the excerpt.
func TestPrototypesMatchReference(t *testing.T) {
	raw, err := os.ReadFile("testdata/reference.md")
	if err != nil {
		t.Fatal(err)
	}
	ref := squash(string(raw))
	for _, b := range acl.BindingsForTest() {
		p, err := acl.ParseProto(b.Proto)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if !strings.Contains(ref, squash(b.Ref)) {
			t.Errorf("%s: reference excerpt %q is not in the reference", p.Name, b.Ref)
			continue
		}
		var r acl.Proto
		switch {
		case strings.Contains(b.Ref, "aclnnXxx("):
			r, err = acl.ParseProto(strings.Replace(b.Ref, "aclnnXxx", p.Name, 1))
		case strings.HasPrefix(b.Ref, p.Name+"("):
			r, err = acl.ParseProto(p.Ret + " " + b.Ref)
		case strings.HasPrefix(b.Ref, "("):
			// A parameter list; "…" stands for the two trailing parameters of every first phase.
			r, err = acl.ParseProto(p.Ret + " " + p.Name + strings.Replace(b.Ref, "…", "uint64_t*, aclOpExecutor**", 1))
		default:
			r, err = acl.ParseProto(b.Ref)
		}
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		if r.Ret != p.Ret || r.Name != p.Name || len(r.Params) != len(p.Params) {
			t.Errorf("bound %s\n   reference %s", p, r)
			continue
		}
		for i := range r.Params {
			named := !strings.HasPrefix(r.Params[i].Name, "arg")
			if r.Params[i].Type != p.Params[i].Type || named && r.Params[i].Name != p.Params[i].Name {
				t.Errorf("%s parameter %d: bound %q, reference %q", p.Name, i, p.Params[i], r.Params[i])
			}
		}
	}
}

func squash(s string) string { return strings.Join(strings.Fields(s), " ") }

func TestParseProto(t *testing.T) {
	p, err := acl.ParseProto("aclTensorList *aclCreateTensorList(const aclTensor *const *value, uint64_t size);")
	if err != nil {
		t.Fatal(err)
	}
	want := acl.Proto{Ret: "aclTensorList*", Name: "aclCreateTensorList", Params: []acl.CParam{{"const aclTensor* const*", "value"}, {"uint64_t", "size"}}}
	if !reflect.DeepEqual(p, want) {
		t.Errorf("parsed %#v, expected %#v", p, want)
	}
	for _, bad := range []string{"aclInit", "int (x)", "int f(int a,)"} {
		if _, err := acl.ParseProto(bad); err == nil {
			t.Errorf("ParseProto(%q) accepted, expected an error", bad)
		}
	}
}

func TestGoTypeCheckRejectsMismatch(t *testing.T) {
	p, err := acl.ParseProto("aclnnStatus aclnnSoftmaxGetWorkspaceSize(const aclTensor* self, int64_t dim, aclTensor* out, uint64_t*, aclOpExecutor**)")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		fn   any
		want string
	}{
		{func(uintptr, float64, uintptr, *uint64, *uintptr) int32 { return 0 }, "parameter 1 (int64_t dim) is Go float64"},
		{func(uintptr, int64, uintptr, *uint64) int32 { return 0 }, "takes 4 arguments, expected 5"},
		{func(uintptr, int64, uintptr, *uint64, *uintptr) float64 { return 0 }, "result aclnnStatus is Go float64"},
	} {
		err := acl.CheckGoType(p, reflect.TypeOf(c.fn))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%T: %v, expected %q", c.fn, err, c.want)
		}
	}
	if err := acl.CheckGoType(p, reflect.TypeOf(func(uintptr, int64, uintptr, *uint64, *uintptr) int32 { return 0 })); err != nil {
		t.Errorf("matching type rejected: %v", err)
	}
}
