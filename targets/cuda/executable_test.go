package cuda

import (
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
		ep                 int
		want, err          string
	}{
		{target: "cuda", flag: "auto", peer: "1", device: 0, want: "nccl"},
		{target: "cuda", flag: "auto", peer: "0", device: 0, want: "ipc"},
		{target: "cuda", flag: "auto", peer: "0", device: 0, ep: 2, want: "tcp"}, // ipc carries no --ep rows
		{target: "cuda", flag: "ipc", peer: "0", device: 0, ep: 2, err: "--transport ipc: this program spreads its experts over 2 ranks"},
		{target: "cuda", flag: "ipc", peer: "0", device: 0, want: "ipc"},
		{target: "cuda", flag: "ipc", peer: "1", device: 0, err: "expected one GPU of one host"},
		{target: "cuda", flag: "auto", peer: "", device: 0, want: "tcp"},
		{target: "cuda", flag: "auto", peer: "", device: 0, ep: 2, want: "tcp"},
		{target: "cuda", flag: "auto", peer: "elsewhere/0", device: 0, want: "nccl"},
		{target: "cuda", flag: "auto", peer: host + "/3", device: 3, want: "ipc"},
		{target: "cuda", flag: "tcp", peer: "1", device: 0, want: "tcp"},
		{target: "cuda", flag: "nccl", peer: "", device: 0, want: "nccl"},
		{target: "cuda", flag: "nccl", peer: "2", device: 2, err: "refuses two ranks on one GPU"},
		{target: "cuda", flag: "auto", peer: "x", err: `--peer-gpu "x": GPU "x", expected a device ordinal`},
		{target: "cuda", flag: "auto", peer: "/1", err: "empty host"},
		{target: "cuda", flag: "auto", peer: "-1", err: "expected a device ordinal"},
	} {
		man := &ir.Manifest{Target: tc.target, Transport: "nccl", EP: tc.ep}
		f := &RoleFlags{Device: tc.device, Transport: tc.flag, PeerGPU: tc.peer}
		err := f.ChooseTransport(man)
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
		// Only auto's tcp for want of --peer-gpu is worth a warning: it may be one GPU.
		wantNote := err == nil && tc.want == "tcp" && tc.flag == "auto" && tc.peer == "" && tc.ep == 0
		if note := f.TransportNote(); (note != "") != wantNote || wantNote && !strings.Contains(note, "--peer-gpu N") {
			t.Errorf("%s: note %q, want one naming --peer-gpu: %v", name, note, wantNote)
		}
	}
	// A second choice forgets the first one's note.
	f := &RoleFlags{Transport: "auto"}
	man := &ir.Manifest{Target: "cuda", Transport: "nccl"}
	if f.ChooseTransport(man); f.TransportNote() == "" {
		t.Fatal("auto without --peer-gpu: no note")
	}
	f.PeerGPU = "0"
	if f.ChooseTransport(man); f.TransportNote() != "" || man.Transport != "ipc" {
		t.Errorf("--peer-gpu 0: note %q, transport %s; want none, ipc", f.TransportNote(), man.Transport)
	}
}

// Choosing NCCL turns NVLink multicast off unless the user set it.
func TestChooseTransportNVLS(t *testing.T) {
	t.Setenv(nccl.NVLSEnv, "")
	os.Unsetenv(nccl.NVLSEnv)
	f := &RoleFlags{Transport: "tcp"}
	if err := f.ChooseTransport(&ir.Manifest{Target: "cuda", Transport: "nccl"}); err != nil {
		t.Fatal(err)
	}
	if v, ok := os.LookupEnv(nccl.NVLSEnv); ok {
		t.Errorf("tcp chosen, yet %s=%q was set", nccl.NVLSEnv, v)
	}
	f.Transport = "nccl"
	if err := f.ChooseTransport(&ir.Manifest{Target: "cuda", Transport: "nccl"}); err != nil {
		t.Fatal(err)
	}
	if v := os.Getenv(nccl.NVLSEnv); v != "0" {
		t.Errorf("nccl chosen: %s=%q, want 0", nccl.NVLSEnv, v)
	}
	os.Setenv(nccl.NVLSEnv, "1")
	if err := f.ChooseTransport(&ir.Manifest{Target: "cuda", Transport: "nccl"}); err != nil {
		t.Fatal(err)
	}
	if v := os.Getenv(nccl.NVLSEnv); v != "1" {
		t.Errorf("the user's %s=1 became %q", nccl.NVLSEnv, v)
	}
}
