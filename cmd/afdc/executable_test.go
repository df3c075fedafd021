package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"afdc/ir"
)

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
		{[]string{"--transport", "nccl", "--device", "1", "--peer-gpu", "1"}, 1, "NCCL refuses two ranks on one GPU; expected --transport ipc (or auto)"},
		{[]string{"--transport", "ipc", "--device", "0", "--peer-gpu", "1"}, 1, "expected one GPU of one host (--peer-gpu naming --device)"},
		{[]string{"--transport", "ipc", "--device", "0", "--peer-gpu", "elsewhere/0"}, 1, "expected one GPU of one host"},
		{[]string{"--peer-gpu", "gpu1"}, 1, `--peer-gpu "gpu1": GPU "gpu1", expected a device ordinal`},
	} {
		var out, errb bytes.Buffer
		code := runRole(files, tc.args, &out, &errb)
		if code != tc.code || !strings.Contains(errb.String(), tc.err) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, code, errb.String(), tc.code, tc.err)
		}
	}
}

// A role executable's --help lists the flags of its own target only: the CUDA flags on a CUDA
// executable, none of them on a CPU or Ascend one, which refuse them as unknown.
func TestRoleHelpListsItsTargetsFlags(t *testing.T) {
	cudaOnly := []string{"--device", "--gpu-memory-fraction", "--random-weights", "--keep-fp8", "--cuda-graphs", "--transport", "--peer-gpu"}
	for _, tc := range []struct{ target, transport string }{{"cpu", "tcp"}, {"cuda", "nccl"}, {"ascend", "hccl"}} {
		for _, r := range []string{"attention", "ffn"} {
			man, _ := json.Marshal(ir.Manifest{Role: r, Target: tc.target, Transport: tc.transport, Model: "m", Plan: "p", Stages: 2})
			files := map[string][]byte{payloadManifest: man, payloadProgram: nil}
			var out, errb bytes.Buffer
			if code := runRole(files, []string{"--help"}, &out, &errb); code != 0 {
				t.Fatalf("%s %s --help: exit %d, %s", tc.target, r, code, errb.String())
			}
			help := out.String()
			if !strings.Contains(help, "--rendezvous") || !strings.Contains(help, "Target "+tc.target+": ") {
				t.Errorf("%s %s --help lacks the common flags or the target's note:\n%s", tc.target, r, help)
			}
			for _, f := range cudaOnly {
				if has := strings.Contains(help, f); has != (tc.target == "cuda") {
					t.Errorf("%s %s --help: lists %s = %v", tc.target, r, f, has)
				}
			}
			if tc.target != "cuda" {
				out.Reset()
				errb.Reset()
				if code := runRole(files, []string{"--transport", "tcp"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "unknown flag --transport") {
					t.Errorf("%s %s --transport tcp: exit %d, stderr %q; want exit 2 and an unknown flag", tc.target, r, code, errb.String())
				}
			}
		}
	}
}
