package compiler

// The targets the compiler's tests build for register themselves at init, as they do in the
// afdc binary (cmd/afdc/targets.go); the compiler itself imports none.
import (
	"testing"

	_ "afdc/targets/ascend"
	_ "afdc/targets/cpu"
	_ "afdc/targets/cuda"
)

// TestDeviceArch: a build's device architecture is checked against its target before anything is
// lowered, and kept on the artifact for the target's files.
func TestDeviceArch(t *testing.T) {
	cfg, err := LoadConfig("tiny-deepseek-v2")
	if err != nil {
		t.Fatal(err)
	}
	a, err := Compile(cfg, BuildOptions{Target: "cuda", DeviceArch: "sm_80"})
	if err != nil || a.DeviceArch != "sm_80" {
		t.Fatalf("cuda sm_80: %v, artifact arch %q", err, a.DeviceArch)
	}
	for _, c := range []struct{ target, arch, want string }{
		{"cuda", "sm_75", `device architecture "sm_75" for target cuda, expected one of sm_90a, sm_80, sm_90`},
		{"cpu", "sm_80", `device architecture "sm_80": target cpu generates no device code, expected none`},
	} {
		if _, err := Compile(cfg, BuildOptions{Target: c.target, DeviceArch: c.arch}); err == nil || err.Error() != c.want {
			t.Errorf("%s %s: %v, want %q", c.target, c.arch, err, c.want)
		}
	}
}
