package runtime_test

import (
	"context"
	"errors"
	"os/exec"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
)

// TestLayering: the runtime never imports a target or the compiler (targets implement its
// interfaces and cmd registers them), the role executables' composition root (role) included, and
// the attention server samples without a target's kernels.
func TestLayering(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list dependencies with")
	}
	for _, pkg := range []string{"./...", "./role", "./serve"} {
		out, err := exec.Command(goBin, "list", "-deps", pkg).Output()
		if err != nil {
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				t.Fatalf("go list -deps %s: %v\n%s", pkg, err, ee.Stderr)
			}
			t.Fatal(err)
		}
		for _, dep := range strings.Fields(string(out)) {
			if strings.HasPrefix(dep, "afdc/targets") || dep == "afdc/compiler" || strings.HasPrefix(dep, "afdc/compiler/") {
				t.Errorf("runtime package %s depends on %s", pkg, dep)
			}
		}
	}
}

// TestLoadRefusesMissingTarget: a manifest for a target this binary has no backend for is refused,
// naming the target and what the binary runs.
func TestLoadRefusesMissingTarget(t *testing.T) {
	runtime.Register("fake", func(*ir.Module, runtime.Weights, runtime.LoadOptions) (runtime.Backend, error) {
		return &fakeDevice{name: "fake:0"}, nil
	})
	_, err := runtime.Load(&ir.Manifest{Target: "cuda"}, nil, nil, runtime.LoadOptions{})
	if err == nil || !strings.Contains(err.Error(), "target cuda: this executable has no cuda backend (it runs fake") {
		t.Errorf("Load of a cuda manifest = %v", err)
	}
	be, err := runtime.Load(&ir.Manifest{Target: "fake"}, nil, nil, runtime.LoadOptions{})
	if err != nil || be.Target() != "fake" {
		t.Errorf("Load of a fake manifest = %v, %v", be, err)
	}
}

// TestPlaneFor: TCP needs no registered plane, a registered one is found by its transport name, and
// one nobody registered is refused naming what the binary has.
func TestPlaneFor(t *testing.T) {
	if p, err := runtime.PlaneFor("tcp"); p != nil || err != nil {
		t.Errorf("PlaneFor(tcp) = %v, %v; want none", p, err)
	}
	runtime.RegisterPlane("fakeplane", fakePlane{})
	if p, err := runtime.PlaneFor("fakeplane"); err != nil || p != (fakePlane{}) {
		t.Errorf("PlaneFor(fakeplane) = %v, %v", p, err)
	}
	if _, err := runtime.PlaneFor("rdma"); err == nil || !strings.Contains(err.Error(), "transport rdma: this executable has no rdma data plane (it has tcp, fakeplane") {
		t.Errorf("PlaneFor(rdma) = %v", err)
	}
	if x := runtime.ExecutableOf("none"); x.Flags != nil || x.Probe != nil || x.KVElemBytes != 0 {
		t.Errorf("ExecutableOf an unregistered target = %+v, want the zero value", x)
	}
}

type fakePlane struct{}

func (fakePlane) Prepare(*runtime.AttentionPlane) error { return nil }
func (fakePlane) Attention(context.Context, *runtime.AttentionPlane) (runtime.FFNPeer, func() error, error) {
	return nil, nil, errors.New("fake")
}
func (fakePlane) FFN(context.Context, *runtime.FFNPlane) (connector.Transport, func() error, error) {
	return nil, nil, errors.New("fake")
}
