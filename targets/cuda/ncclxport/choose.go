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

// Choose picks a pair's data plane. flag is the --transport value: "tcp", "nccl" or "ipc" force it
// ("nccl" on one GPU is refused, since NCCL refuses two ranks of a communicator on one device;
// "ipc" where the roles are known to be on different GPUs or hosts, since it maps one GPU's memory
// into the other process); "" or "auto" chooses, for the cuda target, NCCL when the two roles are
// known to be on different GPUs, of one host or of different hosts, and IPC when they are known to
// share one GPU; TCP otherwise: for the CPU target and when a placement is unknown (TCP always
// works).
func Choose(flag, target string, attn, ffn GPU) (string, error) {
	differ := attn.Host != "" && ffn.Host != "" && (attn.Host != ffn.Host || (attn.ID != "" && ffn.ID != "" && attn.ID != ffn.ID))
	same := attn.Host != "" && attn.Host == ffn.Host && attn.ID != "" && attn.ID == ffn.ID
	switch strings.ToLower(flag) {
	case "", "auto":
		switch {
		case target == "cuda" && differ:
			return Name, nil
		case target == "cuda" && same:
			return IPC, nil
		}
		return "tcp", nil
	case "tcp":
		return "tcp", nil
	case Name:
		if target != "cuda" {
			return "", fmt.Errorf("--transport nccl: target %s, expected cuda (NCCL moves device memory)", target)
		}
		if same {
			return "", fmt.Errorf("--transport nccl: attention and ffn share GPU %s on %s, and NCCL refuses two ranks on one GPU; expected --transport ipc (or auto)", attn.ID, attn.Host)
		}
		return Name, nil
	case IPC:
		if target != "cuda" {
			return "", fmt.Errorf("--transport ipc: target %s, expected cuda (CUDA IPC maps device memory)", target)
		}
		if differ {
			return "", fmt.Errorf("--transport ipc: attention runs on GPU %s of %s and ffn on GPU %s of %s, expected one GPU of one host (--peer-gpu naming --device); use --transport nccl (or auto) for two GPUs", orUnknown(attn.ID), attn.Host, orUnknown(ffn.ID), ffn.Host)
		}
		return IPC, nil
	}
	return "", fmt.Errorf("--transport %q, expected auto, tcp, nccl or ipc", flag)
}

func orUnknown(s string) string {
	if s == "" {
		return "(unknown)"
	}
	return s
}
