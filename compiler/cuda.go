package compiler

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"afdc/ir"
	"afdc/targets/cuda/kgen"
)

// DeviceKernels generates the CUDA kernels of both role programs for the GPU architecture arch: LLVM
// IR, PTX by llc, and the launch table. Only the cuda target has device kernels; a missing llc is an
// error that says how to install one.
func (a *Artifact) DeviceKernels(ctx context.Context, arch kgen.Arch) (map[ir.Role]*kgen.Bundle, error) {
	if a.Target.Name != "cuda" {
		return nil, fmt.Errorf("device kernels: target %q, expected cuda", a.Target.Name)
	}
	tc, err := kgen.FindToolchain()
	if err != nil {
		return nil, fmt.Errorf("target cuda: %w", err)
	}
	out := map[ir.Role]*kgen.Bundle{}
	for _, m := range []*ir.Module{a.Attention, a.FFN} {
		b, err := kgen.GenerateFor(ctx, m, tc, arch)
		if err != nil {
			return nil, err
		}
		out[m.Role] = b
	}
	return out, nil
}

// WriteDeviceKernels writes each role's kernels next to its program: NAME-ROLE.ll (the LLVM IR),
// NAME-ROLE.ptx and NAME-ROLE.kernels.json (the launch table the executable embeds). It returns the
// bundles too, for the executables' payloads.
func (a *Artifact) WriteDeviceKernels(ctx context.Context, dir string, arch kgen.Arch) (map[ir.Role]*kgen.Bundle, []string, error) {
	bs, err := a.DeviceKernels(ctx, arch)
	if err != nil {
		return nil, nil, err
	}
	written, err := writeBundles(a, bs, dir)
	return bs, written, err
}

func writeBundles(a *Artifact, bs map[ir.Role]*kgen.Bundle, dir string) ([]string, error) {
	var written []string
	for _, role := range []ir.Role{ir.RoleAttention, ir.RoleFFN} {
		b := bs[role]
		base := filepath.Join(dir, a.Config.Name+"-"+role.String())
		table, err := json.MarshalIndent(b, "", "  ")
		if err != nil {
			return written, err
		}
		for _, f := range []struct {
			path string
			data []byte
		}{{base + ".ll", []byte(b.LL)}, {base + ".ptx", []byte(b.PTX)}, {base + ".kernels.json", append(table, '\n')}} {
			if err := os.WriteFile(f.path, f.data, 0o644); err != nil {
				return written, fmt.Errorf("write %s: %w", f.path, err)
			}
			written = append(written, f.path)
		}
	}
	return written, nil
}
