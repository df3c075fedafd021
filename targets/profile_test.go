package targets_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/targets"
	// The shipped profiles name the targets that run on them; each registers itself at init.
	_ "afdc/targets/ascend"
	_ "afdc/targets/cpu"
	_ "afdc/targets/cuda"
)

// TestShippedProfiles loads every shipped profile and checks the H200's measured figures are the
// ones measured on the device (copy bandwidth counting reads and writes, bf16 GEMM on random data).
func TestShippedProfiles(t *testing.T) {
	names := targets.ProfileNames()
	for _, want := range []string{"ascend-910c", "b200", "h100", "h200"} {
		p, err := targets.LoadProfile(want)
		if err != nil {
			t.Fatalf("%s: %v", want, err)
		}
		if p.Name != want {
			t.Errorf("%s.json names itself %q", want, p.Name)
		}
	}
	if len(names) != 4 {
		t.Errorf("profiles %v, expected 4", names)
	}
	h, _ := targets.LoadProfile("h200")
	// Every device-to-device copy read on the H200 (three readings by hand, two calibrations) gave
	// 4.24-4.29 TB/s, reads and writes counted; the datasheet's 4.8 would fail.
	if h.MemoryBytesPerS.Kind != targets.Measured || h.MemoryBytesPerS.Value < 4.24e12 || h.MemoryBytesPerS.Value > 4.29e12 {
		t.Errorf("h200 bandwidth %+v, expected measured 4.24-4.29 TB/s", h.MemoryBytesPerS)
	}
	if h.MatrixFLOPsPerS.Kind != targets.Measured || h.MatrixFLOPsPerS.Value < 7.69e14 || h.MatrixFLOPsPerS.Value > 7.98e14 {
		t.Errorf("h200 matrix rate %+v, expected measured 769-798 TFLOP/s", h.MatrixFLOPsPerS)
	}
	if !h.Serves("cuda") || h.Serves("ascend") {
		t.Errorf("h200 targets %v, expected cuda only", h.Targets)
	}
}

// TestProfileErrors checks that every bad profile is reported as "file: field: what, expected what".
func TestProfileErrors(t *testing.T) {
	good, err := os.ReadFile("profiles/h200.json")
	if err != nil {
		t.Fatal(err)
	}
	edit := func(old, new string) string { return strings.Replace(string(good), old, new, 1) }
	const bw = `"value": 4.2420536863139653e12` // memory_bytes_per_s as h200.json writes it
	if !strings.Contains(string(good), bw) {
		t.Fatalf("h200.json lacks %s: the cases below would edit nothing", bw)
	}
	for _, tc := range []struct{ name, data, want string }{
		{"negative", edit(bw, `"value": -1`), "x.json: memory_bytes_per_s: value -1, expected a positive number"},
		{"kind", edit(`"kind": "measured"`, `"kind": "guessed"`), `x.json: memory_bytes_per_s: kind "guessed", expected "measured", "datasheet" or "placeholder"`},
		{"source", edit(`"source": "NVIDIA H200 Tensor Core GPU datasheet: 141 GB HBM3e"`, `"source": " "`), "x.json: memory_bytes: source is empty, expected where the figure comes from"},
		{"missing", edit(`"launch_s"`, `"unused_s"`), `x.json: json: unknown field "unused_s"`},
		{"target", edit(`"targets": ["cuda"]`, `"targets": ["tpu"]`), `x.json: targets: unknown target "tpu"`},
		{"gpus", edit(`"scale_up_gpus": {"value": 8`, `"scale_up_gpus": {"value": 8.5`), "x.json: scale_up_gpus: value 8.5, expected a whole number of GPUs"},
		{"absent", `{"name": "x", "device": "d", "targets": ["cuda"]}`, "x.json: launch_s: missing, expected"},
		{"syntax", `{"name": `, "x.json: unexpected EOF, expected a JSON object"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := targets.ParseProfile("x.json", []byte(tc.data))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, expected it to contain %q", err, tc.want)
			}
		})
	}
	// Several problems are reported together.
	_, err = targets.ParseProfile("x.json", []byte(edit(bw, `"value": 0`)+""))
	if err == nil {
		t.Fatal("a zero bandwidth was accepted")
	}
	two := strings.Replace(edit(bw, `"value": 0`), `"value": 7.9e14`, `"value": 0`, 1)
	if _, err := targets.ParseProfile("x.json", []byte(two)); err == nil || strings.Count(err.Error(), "expected a positive number") != 2 {
		t.Errorf("two bad figures gave %v, expected both reported", err)
	}
}

// TestLoadProfileFile reads a profile from a path and names unknown shipped profiles.
func TestLoadProfileFile(t *testing.T) {
	data, _ := os.ReadFile("profiles/h100.json")
	path := filepath.Join(t.TempDir(), "mine.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := targets.LoadProfile(path)
	if err != nil || p.Name != "h100" {
		t.Fatalf("LoadProfile(%s) = %v, %v", path, p, err)
	}
	if _, err := targets.LoadProfile("h300"); err == nil || !strings.Contains(err.Error(), `unknown hardware "h300", expected one of ascend-910c, b200, h100, h200`) {
		t.Errorf("error %v", err)
	}
}

// FuzzParseProfile feeds arbitrary bytes to the profile reader: it must return a profile or an
// error naming the file, never panic.
func FuzzParseProfile(f *testing.F) {
	for _, n := range targets.ProfileNames() {
		data, _ := os.ReadFile("profiles/" + n + ".json")
		f.Add(data)
	}
	f.Add([]byte(`{"name": "x", "memory_bytes": {"value": 1e400}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := targets.ParseProfile("f.json", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.json: ") {
				t.Fatalf("error %q does not start with the file name", err)
			}
			return
		}
		if p.MemoryBytesPerS.Value <= 0 || p.Name == "" {
			t.Fatalf("accepted %+v", p)
		}
	})
}

// TestStreams: the routed experts stream below the measured crossover in tokens per touched expert
// matrix; on the shipped H200 profile (DeepSeek-V3: 256 experts, top-8) that is up to batch 15,
// with batch 16 (the calibration's first batch where the GEMMs won) on the GEMMs; a larger
// crossover moves the switch up.
func TestStreams(t *testing.T) {
	p, err := targets.LoadProfile("h200")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		tokens float64
		want   bool
	}{{1, true}, {8, true}, {15, true}, {16, false}, {64, false}, {256, false}} {
		if got := p.Streams(c.tokens, 256, 8); got != c.want {
			t.Errorf("h200, %v tokens: streams %v, expected %v", c.tokens, got, c.want)
		}
	}
	p.StreamingCrossoverTokens.Value = 2.5
	if !p.Streams(32, 256, 8) || p.Streams(128, 256, 8) {
		t.Errorf("crossover 2.5: batch 32 (1.8 tokens per touched expert) should stream, 128 (4.2) should not")
	}
	if p.Streams(0, 256, 8) {
		t.Errorf("no tokens: streams, expected nothing to stream")
	}
}

// TestProfileForDevice: a device finds the shipped profile whose name its own contains, whatever
// the case; an unknown one finds none.
func TestProfileForDevice(t *testing.T) {
	for dev, want := range map[string]string{"NVIDIA H200": "h200", "NVIDIA H100 80GB HBM3": "h100", "NVIDIA B200": "b200"} {
		p, ok := targets.ProfileForDevice(dev)
		if !ok || p.Name != want {
			t.Errorf("%q: %v %v, expected the %s profile", dev, p, ok, want)
		}
	}
	if p, ok := targets.ProfileForDevice("NVIDIA A100-SXM4-80GB"); ok {
		t.Errorf("A100: found %s, expected none", p.Name)
	}
}
