package ncclxport

import (
	"strings"
	"testing"
)

func TestChoose(t *testing.T) {
	g0 := GPU{Host: "h1", ID: "GPU-a"}
	g1 := GPU{Host: "h1", ID: "GPU-b"}
	other := GPU{Host: "h2", ID: "GPU-a"}
	for _, c := range []struct {
		flag, target string
		attn, ffn    GPU
		want, err    string
	}{
		{"auto", "cuda", g0, g1, "nccl", ""},             // two GPUs of one host
		{"", "cuda", g0, other, "nccl", ""},              // two hosts (same GPU id there means nothing)
		{"auto", "cuda", g0, g0, "ipc", ""},              // one GPU: NCCL refuses two ranks on it, IPC maps
		{"auto", "cpu", g0, g0, "tcp", ""},               // one CPU host: no device memory to map
		{"auto", "cpu", g0, g1, "tcp", ""},               // the CPU target
		{"auto", "cuda", GPU{}, g1, "tcp", ""},           // placement unknown: TCP always works
		{"auto", "cuda", GPU{Host: "h1"}, g1, "tcp", ""}, // GPU unknown on one host
		{"TCP", "cuda", g0, g1, "tcp", ""},
		{"nccl", "cuda", g0, g1, "nccl", ""},
		{"nccl", "cuda", GPU{}, GPU{}, "nccl", ""}, // forced where the placement is unknown
		{"nccl", "cuda", g0, g0, "", "share GPU GPU-a on h1"},
		{"nccl", "cpu", g0, g1, "", "expected cuda"},
		{"IPC", "cuda", g0, g0, "ipc", ""},
		{"ipc", "cuda", GPU{}, GPU{}, "ipc", ""}, // forced where the placement is unknown
		{"ipc", "cuda", g0, g1, "", "expected one GPU of one host"},
		{"ipc", "cuda", g0, other, "", "GPU GPU-a of h1 and ffn on GPU GPU-a of h2"},
		{"ipc", "cpu", g0, g0, "", "target cpu, expected cuda"},
		{"nccl", "cuda", g0, g0, "", "expected --transport ipc"},
		{"rdma", "cuda", g0, g1, "", `--transport "rdma", expected auto, tcp, nccl or ipc`},
	} {
		got, err := Choose(c.flag, c.target, c.attn, c.ffn)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Choose(%q, %s, %v, %v) = %q, %v; want an error containing %q", c.flag, c.target, c.attn, c.ffn, got, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("Choose(%q, %s, %v, %v) = %q, %v; want %q", c.flag, c.target, c.attn, c.ffn, got, err, c.want)
		}
	}
}
