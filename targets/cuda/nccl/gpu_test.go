//go:build gpu

package nccl

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"

	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/cu/cutest"
)

// onGPU locks the calling goroutine to its thread with device 0's primary context current.
func onGPU(t testing.TB) func() {
	t.Helper()
	if err := Load(); err != nil {
		t.Skipf("no NCCL here: %v", err)
	}
	return cutest.OnDevice0(t)
}

func ok(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestGPUVersionAndEnv(t *testing.T) {
	defer onGPU(t)()
	v, err := Version()
	ok(t, err)
	t.Logf("NCCL %d, %s=%q; libraries: %s", v, NVLSEnv, os.Getenv(NVLSEnv), strings.Join(cu.Loaded(), " "))
	if v < 22800 {
		t.Errorf("NCCL version %d, want 2.28 or newer", v)
	}
	if os.Getenv(NVLSEnv) != "0" {
		t.Errorf("%s = %q after Load, want 0", NVLSEnv, os.Getenv(NVLSEnv))
	}
}

// One rank sends to itself in a group: the path a same-process exchange takes, and the one NCCL
// allows on a single GPU.
func TestGPUSingleRankSendRecv(t *testing.T) {
	defer onGPU(t)()
	id, err := GetUniqueID()
	ok(t, err)
	if id == (UniqueID{}) {
		t.Fatalf("GetUniqueID returned all zeros")
	}
	comm, err := CommInitRank(1, id, 0)
	ok(t, err)
	n, err1 := comm.Count()
	r, err2 := comm.Rank()
	d, err3 := comm.Device()
	ok(t, errors.Join(err1, err2, err3))
	if n != 1 || r != 0 || d != 0 {
		t.Errorf("communicator: %d ranks, rank %d, device %d; want 1, 0, 0", n, r, d)
	}
	const count = 2 << 20 // 4 MB of bf16
	src := make([]byte, 2*count)
	rg := rand.New(rand.NewPCG(4, 4))
	for i := range src {
		src[i] = byte(rg.Uint32())
	}
	sd, err := cu.MemAlloc(len(src))
	ok(t, err)
	rd, err := cu.MemAlloc(len(src))
	ok(t, err)
	defer cu.MemFree(sd)
	defer cu.MemFree(rd)
	ok(t, cu.CopyHtoD(sd, src))
	s, err := cu.StreamCreate(cu.StreamNonBlocking)
	ok(t, err)
	defer s.Destroy()
	ok(t, GroupStart())
	ok(t, comm.Send(sd, count, Bfloat16, 0, s))
	ok(t, comm.Recv(rd, count, Bfloat16, 0, s))
	ok(t, GroupEnd())
	ok(t, s.Synchronize())
	got := make([]byte, len(src))
	ok(t, cu.CopyDtoH(got, rd))
	if !bytes.Equal(got, src) {
		t.Errorf("a self send/recv of 4 MB changed the bytes")
	}
	ok(t, comm.AsyncError())
	if err := comm.Send(sd, count, Bfloat16, 3, s); err == nil || !strings.Contains(err.Error(), "ncclSend") {
		t.Errorf("a send to rank 3 of 1: %v, want an error naming ncclSend", err)
	}
	ok(t, comm.Destroy())
	// Abort is what a lost peer calls for; it ends a communicator that has no work pending too.
	comm2, err := CommInitRank(1, must(GetUniqueID())(t), 0)
	ok(t, err)
	ok(t, comm2.Abort())
}

// Two ranks on one GPU: NCCL documents one rank per device; this records what it does.
func TestGPUTwoRanksOneGPU(t *testing.T) {
	defer onGPU(t)()
	id, err := GetUniqueID()
	ok(t, err)
	comms := make([]Comm, 2)
	errs := make([]error, 2)
	ctx0 := cutest.Context0(t)
	var wg sync.WaitGroup
	for r := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			if errs[r] = ctx0.SetCurrent(); errs[r] == nil {
				comms[r], errs[r] = CommInitRank(2, id, r)
			}
		}()
	}
	wg.Wait()
	if errs[0] == nil && errs[1] == nil {
		t.Logf("NCCL accepted two ranks on one GPU")
		for _, c := range comms {
			ok(t, c.Destroy())
		}
		return
	}
	for r, err := range errs {
		if err != nil && !strings.Contains(err.Error(), "ncclCommInitRank(rank") {
			t.Errorf("rank %d: %v, want an error naming ncclCommInitRank", r, err)
		}
		t.Logf("rank %d: %v", r, err)
		if err == nil {
			comms[r].Abort()
		}
	}
}

func must[T any](v T, err error) func(testing.TB) T {
	return func(t testing.TB) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}
