package cuda

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"afdc/ir"
	"afdc/targets/cuda/kgen"
)

// Files of a cuda executable's payload: the role program's PTX and its launch table.
const (
	FilePTX    = "kernels.ptx"
	FileLaunch = "kernels.json"
)

// KernelCacheEnv names a folder of pre-built kernel bundles (KEY.ptx and KEY.kernels.json, KEY from
// ModuleKey, the GPU architecture and the kernel generator's fingerprint), for running programs
// that were not built into an executable on a machine without llc: the GPU tests. Where llc
// exists, bundles generated there are written to it.
const KernelCacheEnv = "AFDC_CUDA_KERNELS"

// PayloadFiles are the payload entries of a role executable carrying bundle.
func PayloadFiles(b *kgen.Bundle) (map[string][]byte, error) {
	table, err := json.Marshal(b)
	if err != nil {
		return nil, err
	}
	return map[string][]byte{FilePTX: []byte(b.PTX), FileLaunch: table}, nil
}

// ModuleKey names a module's kernel bundle: a hash of its text.
func ModuleKey(mod *ir.Module) string {
	h := sha256.Sum256([]byte(ir.Print(mod)))
	return hex.EncodeToString(h[:12])
}

// Kernels is KernelsFor the default GPU architecture.
func Kernels(mod *ir.Module, files map[string][]byte) (*kgen.Bundle, error) {
	return KernelsFor(mod, files, kgen.DefaultArch)
}

// checkArch refuses kernels built for a GPU architecture the device (compute capability
// major.minor) cannot run: sm_90 PTX needs 9.0 or newer, sm_90a exactly 9.0.
func checkArch(arch kgen.Arch, major, minor int) error {
	if arch == "" {
		arch = kgen.DefaultArch
	}
	if major < arch.Major() || (arch.Hopper() && (major != 9 || minor != 0)) {
		hint := "sm_80 (compute capability 8.0 and newer)"
		if major >= 9 {
			hint = "sm_90 (compute capability 9.0 and newer)"
		}
		return fmt.Errorf("kernels built for %s, but the device is compute capability %d.%d: rebuild with --gpu-arch %s", arch, major, minor, hint)
	}
	return nil
}

// cacheKey names a module's bundle for arch in the kernel cache folder, made by this build's
// kernel generator (kgen.Fingerprint): bundles another build of afdc left in the folder are not
// this build's kernels, whatever their module, and are not read.
func cacheKey(mod *ir.Module, arch kgen.Arch) string {
	return ModuleKey(mod) + "-" + string(arch) + "-" + kgen.Fingerprint()
}

// KernelsFor finds the kernels of mod: the executable's payload files, else the kernel cache folder,
// else kgen with llc for arch (writing the result to the cache folder when one is named).
func KernelsFor(mod *ir.Module, files map[string][]byte, arch kgen.Arch) (*kgen.Bundle, error) {
	arch, err := kgen.ParseArch(string(arch)) // "" is the default
	if err != nil {
		return nil, err
	}
	if ptx, ok := files[FilePTX]; ok {
		return parseBundle(ptx, files[FileLaunch], "the executable's payload")
	}
	dir := os.Getenv(KernelCacheEnv)
	key := cacheKey(mod, arch)
	if dir != "" {
		ptx, err1 := os.ReadFile(filepath.Join(dir, key+".ptx"))
		table, err2 := os.ReadFile(filepath.Join(dir, key+".kernels.json"))
		if err1 == nil && err2 == nil {
			b, err := parseBundle(ptx, table, dir)
			if err == nil && b.Arch != "" && b.Arch != arch {
				return nil, fmt.Errorf("kernel cache %s: %s holds kernels for %s, expected %s (remove it, or build with --gpu-arch %s)", dir, key+".kernels.json", b.Arch, arch, b.Arch)
			}
			return b, err
		}
	}
	tc, err := kgen.FindToolchain()
	if err != nil {
		where := KernelCacheEnv
		if dir != "" {
			where = fmt.Sprintf("%s (%s has no %s.ptx: bundles are made per afdc build and GPU architecture)", KernelCacheEnv, dir, key)
		}
		return nil, fmt.Errorf("module %s (%s): no PTX in the payload or %s, and none can be made here: %w", mod.Name, mod.Role, where, err)
	}
	b, err := kgen.GenerateFor(context.Background(), mod, tc, arch)
	if err != nil {
		return nil, err
	}
	if dir != "" {
		pf, err := PayloadFiles(b)
		if err != nil {
			return nil, err
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, err
		}
		for name, data := range map[string][]byte{key + ".ptx": pf[FilePTX], key + ".kernels.json": pf[FileLaunch]} {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				return nil, err
			}
		}
	}
	return b, nil
}

func parseBundle(ptx, table []byte, where string) (*kgen.Bundle, error) {
	var b kgen.Bundle
	if err := json.Unmarshal(table, &b); err != nil {
		return nil, fmt.Errorf("%s: launch table %s: %w", where, FileLaunch, err)
	}
	if len(b.Launches) == 0 || len(ptx) == 0 {
		return nil, fmt.Errorf("%s: %d bytes of PTX and %d kernels, expected both", where, len(ptx), len(b.Launches))
	}
	if len(b.Pending) > 0 {
		return nil, fmt.Errorf("%s: ops without kernels %v, expected none", where, b.Pending)
	}
	b.PTX = string(ptx)
	return &b, nil
}
