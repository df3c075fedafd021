package ncclxport

import (
	"fmt"
	"strings"
)

// GPU says where a role runs: its host and the GPU's identity there (a UUID or PCI bus id; an
// ordinal is enough when both roles read the same CUDA_VISIBLE_DEVICES). Empty fields are unknown.
type GPU struct {
	Host string
	ID   string
}

// Choose picks a pair's data plane. flag is the --transport value: "tcp" or "nccl" force it
// ("nccl" on one GPU is refused, since NCCL refuses two ranks of a communicator on one device);
// "" or "auto" chooses NCCL when the target is cuda and the two roles are known to be on
// different GPUs, of one host or of different hosts, and TCP otherwise: for the CPU target, for two
// roles sharing a GPU, and when a placement is unknown (TCP always works).
func Choose(flag, target string, attn, ffn GPU) (string, error) {
	differ := attn.Host != "" && ffn.Host != "" && (attn.Host != ffn.Host || (attn.ID != "" && ffn.ID != "" && attn.ID != ffn.ID))
	same := attn.Host != "" && attn.Host == ffn.Host && attn.ID != "" && attn.ID == ffn.ID
	switch strings.ToLower(flag) {
	case "", "auto":
		if target == "cuda" && differ {
			return Name, nil
		}
		return "tcp", nil
	case "tcp":
		return "tcp", nil
	case Name:
		if target != "cuda" {
			return "", fmt.Errorf("--transport nccl: target %s, expected cuda (NCCL moves device memory)", target)
		}
		if same {
			return "", fmt.Errorf("--transport nccl: attention and ffn share GPU %s on %s, and NCCL refuses two ranks on one GPU; expected --transport tcp (or auto)", attn.ID, attn.Host)
		}
		return Name, nil
	}
	return "", fmt.Errorf("--transport %q, expected auto, tcp or nccl", flag)
}
