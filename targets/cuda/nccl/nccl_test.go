package nccl

import (
	"os"
	"strings"
	"testing"
	"unsafe"

	"afdc/targets/cuda/cu"
)

func TestSetSafeEnv(t *testing.T) {
	t.Setenv(NVLSEnv, "1") // restores the variable after the test
	if SetSafeEnv() || os.Getenv(NVLSEnv) != "1" {
		t.Errorf("SetSafeEnv overrode the user's %s=1, want it kept", NVLSEnv)
	}
	os.Unsetenv(NVLSEnv)
	if !SetSafeEnv() || os.Getenv(NVLSEnv) != "0" {
		t.Errorf("SetSafeEnv with %s unset left %q, want 0", NVLSEnv, os.Getenv(NVLSEnv))
	}
}

// NCCL reads its variables with libc's getenv, not Go's os.Getenv: the variable must reach the C
// environment, which purego's runtime hooks do for os.Setenv. Checked through libc itself.
func TestSafeEnvReachesC(t *testing.T) {
	libc, err := cu.OpenLibrary("libc.so.6", "")
	if err != nil {
		t.Skipf("no libc.so.6 to ask: %v", err)
	}
	getenv, err := libc.Sym("getenv")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(NVLSEnv, "1")
	os.Unsetenv(NVLSEnv)
	SetSafeEnv()
	name := []byte(NVLSEnv + "\x00")
	got := cu.GoString((*byte)(ptrOf(cu.Call(getenv, uintptr(unsafe.Pointer(&name[0]))))))
	if got != "0" {
		t.Errorf("libc getenv(%s) = %q after SetSafeEnv, want \"0\"", NVLSEnv, got)
	}
}

func TestResultNames(t *testing.T) {
	for r, want := range map[Result]string{Success: "ncclSuccess", InvalidUsage: "ncclInvalidUsage", InProgress: "ncclInProgress", 42: "", -1: ""} {
		if got := ResultName(r); got != want {
			t.Errorf("ResultName(%d) = %q, want %q", r, got, want)
		}
	}
	err := check("ncclSend(4 elements to rank 1)", 6)
	if ce, ok := err.(*cu.Error); !ok || ce.Name != "ncclRemoteError" || !strings.HasPrefix(err.Error(), "ncclSend(4 elements to rank 1): ncclRemoteError (6)") {
		t.Errorf("check = %v, want a *cu.Error naming the call and ncclRemoteError", err)
	}
}

func TestCommInitRankChecksRank(t *testing.T) {
	for _, c := range [][2]int{{2, 2}, {2, -1}, {0, 0}} {
		_, err := CommInitRank(c[0], UniqueID{}, c[1])
		if err == nil || !strings.Contains(err.Error(), "expected 0 ≤ rank < nranks") {
			t.Errorf("CommInitRank(%d ranks, rank %d): %v, want a rank error", c[0], c[1], err)
		}
	}
}

func TestLoadWithoutLibraries(t *testing.T) {
	_, err := GetUniqueID()
	if err == nil {
		t.Skip("NCCL loads here; the missing-library message is tested where it does not")
	}
	if !strings.Contains(err.Error(), "libcuda.so.1") && !strings.Contains(err.Error(), Library) {
		t.Errorf("GetUniqueID without CUDA: %q, want it to name the missing library", err)
	}
}
