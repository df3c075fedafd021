package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/targets/cuda/nccl"
)

// The data plane a CUDA role process settles on, before any GPU is touched.
func TestChooseTransport(t *testing.T) {
	host, _ := os.Hostname()
	for _, tc := range []struct {
		target, flag, peer string
		device             int
		want, err          string
	}{
		{target: "cuda", flag: "auto", peer: "1", device: 0, want: "nccl"},
		{target: "cuda", flag: "auto", peer: "0", device: 0, want: "tcp"},
		{target: "cuda", flag: "auto", peer: "", device: 0, want: "tcp"},
		{target: "cuda", flag: "auto", peer: "elsewhere/0", device: 0, want: "nccl"},
		{target: "cuda", flag: "auto", peer: host + "/3", device: 3, want: "tcp"},
		{target: "cuda", flag: "tcp", peer: "1", device: 0, want: "tcp"},
		{target: "cuda", flag: "nccl", peer: "", device: 0, want: "nccl"},
		{target: "cuda", flag: "nccl", peer: "2", device: 2, err: "refuses two ranks on one GPU"},
		{target: "cuda", flag: "auto", peer: "x", err: `--peer-gpu "x": GPU "x", expected a device ordinal`},
		{target: "cuda", flag: "auto", peer: "/1", err: "empty host"},
		{target: "cuda", flag: "auto", peer: "-1", err: "expected a device ordinal"},
		{target: "cpu", flag: "auto", want: "tcp"},
		{target: "cpu", flag: "nccl", err: "--transport nccl: target cpu runs over tcp, expected auto"},
		{target: "ascend", flag: "auto", want: "hccl"},
		{target: "ascend", flag: "tcp", err: "target ascend runs over hccl"},
	} {
		planes := map[string]string{"cpu": "tcp", "cuda": "nccl", "ascend": "hccl"}
		man := &ir.Manifest{Target: tc.target, Transport: planes[tc.target]}
		f := &roleFlags{Device: tc.device}
		f.Transport, f.PeerGPU = tc.flag, tc.peer
		err := chooseTransport(man, f)
		name := tc.target + " --transport " + tc.flag + " --peer-gpu " + tc.peer
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want one containing %q", name, err, tc.err)
			}
		case err != nil:
			t.Errorf("%s: %v", name, err)
		case man.Transport != tc.want:
			t.Errorf("%s: transport %s, want %s", name, man.Transport, tc.want)
		}
	}
}

// Choosing NCCL turns NVLink multicast off unless the user set it.
func TestChooseTransportNVLS(t *testing.T) {
	t.Setenv(nccl.NVLSEnv, "")
	os.Unsetenv(nccl.NVLSEnv)
	f := &roleFlags{}
	f.Transport = "tcp"
	if err := chooseTransport(&ir.Manifest{Target: "cuda", Transport: "nccl"}, f); err != nil {
		t.Fatal(err)
	}
	if v, ok := os.LookupEnv(nccl.NVLSEnv); ok {
		t.Errorf("tcp chosen, yet %s=%q was set", nccl.NVLSEnv, v)
	}
	f.Transport = "nccl"
	if err := chooseTransport(&ir.Manifest{Target: "cuda", Transport: "nccl"}, f); err != nil {
		t.Fatal(err)
	}
	if v := os.Getenv(nccl.NVLSEnv); v != "0" {
		t.Errorf("nccl chosen: %s=%q, want 0", nccl.NVLSEnv, v)
	}
	os.Setenv(nccl.NVLSEnv, "1")
	if err := chooseTransport(&ir.Manifest{Target: "cuda", Transport: "nccl"}, f); err != nil {
		t.Fatal(err)
	}
	if v := os.Getenv(nccl.NVLSEnv); v != "1" {
		t.Errorf("the user's %s=1 became %q", nccl.NVLSEnv, v)
	}
}

// The role executables refuse a bad --transport or --peer-gpu with exit 1 or 2 and a line saying
// what was expected, before loading anything (no GPU needed).
func TestTransportFlagErrors(t *testing.T) {
	man, _ := json.Marshal(ir.Manifest{Role: "attention", Target: "cuda", Transport: "nccl", Model: "m", Plan: "p", Stages: 2})
	files := map[string][]byte{payloadManifest: man, payloadProgram: nil}
	for _, tc := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"--transport", "rdma"}, 2, "--transport"},
		{[]string{"--transport", "nccl", "--device", "1", "--peer-gpu", "1"}, 1, "NCCL refuses two ranks on one GPU; expected --transport tcp (or auto)"},
		{[]string{"--peer-gpu", "gpu1"}, 1, `--peer-gpu "gpu1": GPU "gpu1", expected a device ordinal`},
	} {
		var out, errb bytes.Buffer
		code := runRole(files, tc.args, &out, &errb)
		if code != tc.code || !strings.Contains(errb.String(), tc.err) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, code, errb.String(), tc.code, tc.err)
		}
	}
}
