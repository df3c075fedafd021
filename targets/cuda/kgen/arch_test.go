package kgen_test

import (
	"context"
	"strings"
	"testing"

	"afdc/targets/cuda/kgen"
)

// TestParseArch checks the accepted --gpu-arch values, the default, and the message for others.
func TestParseArch(t *testing.T) {
	for in, want := range map[string]kgen.Arch{"": kgen.SM90a, "sm_80": kgen.SM80, "sm_90": kgen.SM90, "sm_90a": kgen.SM90a} {
		if got, err := kgen.ParseArch(in); err != nil || got != want {
			t.Errorf("ParseArch(%q) = %q, %v, want %q", in, got, err, want)
		}
	}
	_, err := kgen.ParseArch("sm_75")
	if err == nil || err.Error() != `gpu arch "sm_75", expected one of sm_80, sm_90, sm_90a` {
		t.Errorf("ParseArch(sm_75): %v", err)
	}
}

// TestCheckPTX feeds CheckPTX PTX fragments that break each of its rules.
func TestCheckPTX(t *testing.T) {
	head := func(a string) string { return "//\n.version 8.0\n.target " + a + "\n.address_size 64\n" }
	for _, tc := range []struct {
		name, ptx string
		arch      kgen.Arch
		want      string // "" passes
	}{
		{"ampere mma", head("sm_80") + "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f1}, {%r1}, {%r2}, {%f2};", kgen.SM80, ""},
		{"wrong target", head("sm_90") + "ret;", kgen.SM80, `PTX .target line ".target sm_90", expected ".target sm_80"`},
		{"no target", "ret;", kgen.SM90, `PTX .target line "", expected ".target sm_90"`},
		{"wgmma on ampere", head("sm_80") + "wgmma.fence.sync.aligned;", kgen.SM80, `sm_80 PTX uses "wgmma.", an instruction Ampere does not have`},
		{"tma on ampere", head("sm_80") + "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3}], [%r4];", kgen.SM80, `sm_80 PTX uses "cp.async.bulk", an instruction Ampere does not have`},
		{"setmaxnreg on ampere", head("sm_80") + "setmaxnreg.inc.sync.aligned.u32 240;", kgen.SM80, `sm_80 PTX uses "setmaxnreg", an instruction Ampere does not have`},
		{"fp8 mma on ampere", head("sm_80") + "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%f1}, {%r1}, {%r2}, {%f2};", kgen.SM80, "sm_80 PTX uses mma.sync m16n8k32 with e4m3 inputs, a shape Ampere does not run"},
		{"grid dependency on ampere", head("sm_80") + "griddepcontrol.wait;", kgen.SM80, `sm_80 PTX uses "griddepcontrol.", an instruction Ampere does not have`},
		{"grid dependency on sm_90", head("sm_90") + "griddepcontrol.wait;\ngriddepcontrol.launch_dependents;", kgen.SM90, ""},
		{"wgmma on sm_90", head("sm_90") + "wgmma.commit_group.sync.aligned;", kgen.SM90, `sm_90 PTX uses "wgmma.", which needs sm_90a`},
		{"wgmma on sm_90a", head("sm_90a") + "wgmma.commit_group.sync.aligned;\nsetmaxnreg.dec.sync.aligned.u32 40;", kgen.SM90a, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := kgen.CheckPTX(tc.ptx, tc.arch)
			if (err == nil) != (tc.want == "") || (err != nil && err.Error() != tc.want) {
				t.Errorf("CheckPTX: %v, want %q", err, tc.want)
			}
		})
	}
}

// TestArchPTX compiles DeepSeek-V3's and GLM-4.5's role programs for every architecture: llc accepts
// each, the PTX names the architecture and the ISA version it needs, sm_80's has the Ampere tensor-core
// products and no Hopper instruction (CheckPTX, run by GenerateFor), sm_90's and sm_90a's kernels all
// wait for their predecessor (dependent launches), and sm_80 and sm_90 get the same kernels but for
// that (the LLVM IR does not depend on the architecture there).
func TestArchPTX(t *testing.T) {
	tc := toolchain(t)
	if testing.Short() {
		t.Skip("skipping: -short (llc over two presets for three architectures takes tens of seconds)")
	}
	for _, model := range []string{"deepseek-v3", "glm-4.5"} {
		for _, m := range roleModules(t, model, "cuda") {
			lls := map[kgen.Arch]string{}
			for _, arch := range kgen.Arches {
				b, err := kgen.GenerateFor(context.Background(), m, tc, arch)
				if err != nil {
					t.Fatalf("%s %s %s: %v", model, m.Role, arch, err)
				}
				lls[arch] = b.LL
				if b.Arch != arch {
					t.Errorf("%s %s: bundle records %q, want %q", model, m.Role, b.Arch, arch)
				}
				// Hopper's kernels wait for their predecessor first thing, so they launch dependently.
				waits, entries := strings.Count(b.PTX, "griddepcontrol.wait;"), strings.Count(b.PTX, ".entry ")
				if dep := arch != kgen.SM80; b.DependentLaunch != dep || (dep && waits != entries) || (!dep && waits != 0) {
					t.Errorf("%s %s %s: dependent launch %v, %d of %d kernels wait for their predecessor; want %v and all or none",
						model, m.Role, arch, b.DependentLaunch, waits, entries, dep)
				}
				if !strings.Contains(b.PTX, "\n.target "+string(arch)+"\n") {
					t.Errorf("%s %s %s: no .target %s line", model, m.Role, arch, arch)
				}
				ver := ".version 8.0"
				if arch == kgen.SM80 {
					ver = ".version 7.0"
				}
				if !strings.Contains(b.PTX, "\n"+ver+"\n") {
					t.Errorf("%s %s %s: PTX lacks %q", model, m.Role, arch, ver)
				}
				if arch == kgen.SM80 && model == "deepseek-v3" && m.Role.String() == "attention" && !strings.Contains(b.PTX, "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32") {
					t.Errorf("deepseek-v3 attention sm_80: no bf16 mma.sync, expected the tensor-core MLA decode")
				}
				if model == "deepseek-v3" && m.Role.String() == "attention" {
					insns := []string{"cp.async.cg.shared.global", "cp.async.wait_group", "ex2.approx.ftz.f32"}
					switch arch {
					case kgen.SM80: // the fused prefill's values
						insns = append(insns, "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16")
					case kgen.SM90: // and the flash-attention decode's q and keys
						insns = append(insns, "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16", "ldmatrix.sync.aligned.m8n8.x4.shared.b16")
					case kgen.SM90a: // the seesaw decode's products, copies and hand-offs, the warpgroup prefill's, the bulk copies
						insns = append(insns, "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16", "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16",
							"cp.async.mbarrier.arrive.noinc.shared::cta.b64", "bar.arrive 1, 256;", "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16",
							"createpolicy.fractional.L2::evict_first.b64", "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint")
					}
					for _, insn := range insns {
						if !strings.Contains(b.PTX, insn) {
							t.Errorf("deepseek-v3 attention %s: PTX lacks %s, expected the flash-attention kernels'", arch, insn)
						}
					}
				}
				// GLM-4.5's decode attention takes the tensor-core GQA kernel on every architecture.
				if gqa := definedKernels(b.LL, "gqa_decode_"); model == "glm-4.5" && m.Role.String() == "attention" &&
					(len(gqa) != 1 || !strings.HasSuffix(gqa[0], "_mma")) {
					t.Errorf("glm-4.5 attention %s: GQA decode kernels %v, expected one _mma", arch, gqa)
				}
				for _, l := range b.Launches {
					if !strings.Contains(b.PTX, ".entry "+l.Name+"(") {
						t.Errorf("%s %s %s: PTX has no entry %s", model, m.Role, arch, l.Name)
					}
				}
			}
			// Only the MLA decode kernel (and the output kernels below) differs: the 16-head
			// tensor-core kernel on sm_80 (whose PTX Ada runs, with too little shared memory for the
			// flash-attention kernel), the flash-attention kernel on sm_90, the warpgroup kernel's
			// seesaw form on sm_90a, with its bulk-copy form beside it.
			fa80, fa90, wg := decodeKernels(lls[kgen.SM80]), decodeKernels(lls[kgen.SM90]), decodeKernels(lls[kgen.SM90a])
			if model == "deepseek-v3" && m.Role.String() == "attention" && (len(fa80) != 1 || !strings.HasSuffix(fa80[0], "_mma_w8") ||
				len(fa90) != 1 || !strings.HasSuffix(fa90[0], "_fa") || len(wg) != 2 || !strings.HasSuffix(wg[0], "_ss") || !strings.HasSuffix(wg[1], "_ss_bulk")) {
				t.Errorf("deepseek-v3 attention: MLA decode kernels %v on sm_80, %v on sm_90, %v on sm_90a; expected one _mma_w8, one _fa, _ss and _ss_bulk", fa80, fa90, wg)
			}
			// Hopper's builds merge a few rows' splits with the output absorption (mla_out: one
			// kernel for 1, 2, 4 and 8 token slots); sm_80's keep the combine and cuBLAS.
			out80, out90, outA := definedKernels(lls[kgen.SM80], "mla_out_"), definedKernels(lls[kgen.SM90], "mla_out_"), definedKernels(lls[kgen.SM90a], "mla_out_")
			if model == "deepseek-v3" && m.Role.String() == "attention" && (len(out80) != 0 || len(out90) != 4 || len(outA) != 4) {
				t.Errorf("deepseek-v3 attention: mla_out kernels %v on sm_80, %v on sm_90, %v on sm_90a; expected none, 4, 4", out80, out90, outA)
			}
			// (Their loops' metadata nodes come last in the module: the definitions are left out.)
			if noMetadata(dropKernels(lls[kgen.SM80], fa80)) != noMetadata(dropKernels(noGridDependency(lls[kgen.SM90]), append(fa90, out90...))) {
				t.Errorf("%s %s: sm_80 and sm_90 LLVM IR differ past the MLA decode and output kernels", model, m.Role)
			}
		}
	}
}

// decodeKernels lists the MLA decode kernels an LLVM module defines.
func decodeKernels(ll string) []string { return definedKernels(ll, "mla_decode_") }

// definedKernels lists the kernels an LLVM module defines whose names start with prefix.
func definedKernels(ll, prefix string) []string {
	var out []string
	for _, line := range strings.Split(ll, "\n") {
		if !strings.HasPrefix(line, "define ") {
			continue
		}
		at := strings.Index(line, "@")
		name, _, _ := strings.Cut(line[at+1:], "(")
		if strings.HasPrefix(name, prefix) {
			out = append(out, name)
		}
	}
	return out
}

// noGridDependency is an LLVM module without its grid dependency control (the calls and their
// declarations: inline assembly is lowered in place).
func noGridDependency(ll string) string {
	return dropLines(ll, func(line string) bool { return strings.Contains(line, "griddepcontrol") })
}

// noMetadata is an LLVM module without its metadata definitions (the lines that begin with "!").
func noMetadata(ll string) string {
	return dropLines(ll, func(line string) bool { return strings.HasPrefix(line, "!") })
}

// dropLines is text without the lines drop reports.
func dropLines(text string, drop func(line string) bool) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if !drop(line) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// dropKernels is an LLVM module without the definitions of the kernels names and their globals.
func dropKernels(ll string, names []string) string {
	var out []string
	skip := false
	for _, line := range strings.Split(ll, "\n") {
		mine := false
		for _, n := range names {
			mine = mine || strings.Contains(line, "@"+n+"(") || strings.Contains(line, "@"+n+"_") || strings.Contains(line, "@"+n+".")
		}
		switch {
		case skip:
			skip = line != "}"
		case mine && strings.HasPrefix(line, "define "):
			skip = true
		case !mine && line != "" && !strings.HasPrefix(line, "declare "):
			// (Declarations come in the order of first use, which the dropped kernels change.)
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}
