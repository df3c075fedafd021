package targets

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"afdc/ir"
)

// profileFiles are the hardware profiles afdc ships: one JSON file per device, named NAME.json.
//
//go:embed profiles/*.json
var profileFiles embed.FS

// Figure is one number of a hardware profile with where it comes from.
type Figure struct {
	Value float64 `json:"value"`
	// Kind is "measured" (read on the device by afdc's authors, the method in Source),
	// "datasheet" (a vendor's or public document's figure) or "placeholder" (an order of magnitude
	// that nothing has measured yet; Source says what will).
	Kind   string `json:"kind"`
	Source string `json:"source"`
}

// Figure kinds.
const (
	Measured    = "measured"
	Datasheet   = "datasheet"
	Placeholder = "placeholder"
)

// Profile is a device as the planner and the cost model see it: capacities and rates in SI units.
// Every figure is required; the field's json name is its unit.
type Profile struct {
	Name    string   `json:"name"`
	Device  string   `json:"device"`
	Targets []string `json:"targets"` // the afdc targets that run on it

	MemoryBytes       Figure `json:"memory_bytes"`
	MemoryBytesPerS   Figure `json:"memory_bytes_per_s"`    // achievable HBM stream, reads and writes counted
	MatrixFLOPsPerS   Figure `json:"matrix_flops_per_s"`    // dense bf16 on the matrix units
	VectorFLOPsPerS   Figure `json:"vector_flops_per_s"`    // fp32 on the vector units
	LaunchS           Figure `json:"launch_s"`              // per kernel or library call
	ScaleUpBytesPerS  Figure `json:"scale_up_bytes_per_s"`  // one GPU's NVLink (or UB) port, each way
	ScaleUpGPUs       Figure `json:"scale_up_gpus"`         // GPUs one scale-up fabric joins
	ScaleOutBytesPerS Figure `json:"scale_out_bytes_per_s"` // one GPU's network port (IB/RoCE), each way
	LinkLatencyS      Figure `json:"link_latency_s"`        // one point-to-point transfer's fixed cost
	// StreamingCrossoverTokens is the tokens per touched expert matrix below which the target's
	// streaming kernels beat the GEMM library (a placeholder until the CUDA target's --calibrate
	// measures it); Streams applies it.
	StreamingCrossoverTokens Figure `json:"streaming_crossover_tokens"`
	// The figures below price how the target runs a program rather than the chip's peaks; the CUDA
	// target's --calibrate measures each of them.
	//
	// AttentionFLOPsPerS is the fp32 rate the target's generated attention kernel reaches on the
	// vector units: the attention core's FLOPs over its time, from a context sweep.
	AttentionFLOPsPerS Figure `json:"attention_flops_per_s"`
	// GEMMBytesPerS is the weight bandwidth the GEMM library reaches at decode shapes (few rows,
	// large weights), reads counted; GEMMFloorS the shortest one library GEMM call takes there.
	GEMMBytesPerS Figure `json:"gemm_bytes_per_s"`
	GEMMFloorS    Figure `json:"gemm_floor_s"`
	// RoutedGEMMBytesPerS is the weight bandwidth of the routed experts' GEMM path in a decode
	// step (the tokens gathered per expert, uneven counts, the library's grouped calls), which
	// reaches less than one GEMM of a fixed shape: the routed experts' weight bytes over that
	// path's device time.
	RoutedGEMMBytesPerS Figure `json:"routed_gemm_bytes_per_s"`
	// StreamingBytesPerS is the weight bandwidth the target's streaming expert kernels reach in a
	// decode step (what the routed experts' bytes cost as the batch grows).
	StreamingBytesPerS Figure `json:"streaming_bytes_per_s"`
	// SyncS is one host wait for the device (a launch and a stream synchronize, round trip).
	SyncS Figure `json:"sync_s"`
	// HostBytesPerS is a device-to-host copy into pinned memory (the step's logits and token ids).
	HostBytesPerS Figure `json:"host_bytes_per_s"`
	// StagedBytesPerS is a host-staged exchange's payload as the runtime moves it (the TCP
	// transport, afdc bench's in-process pair): Go memory copied into a pinned buffer and up to the
	// device, and down into pinned memory and out into a freshly allocated Go buffer; bytes crossing
	// each way counted.
	StagedBytesPerS Figure `json:"staged_bytes_per_s"`
}

// ProfileNames lists the shipped profiles, sorted.
func ProfileNames() []string {
	ents, err := profileFiles.ReadDir("profiles")
	if err != nil {
		panic(err) // embedded at build time
	}
	var n []string
	for _, e := range ents {
		n = append(n, strings.TrimSuffix(e.Name(), ".json"))
	}
	sort.Strings(n)
	return n
}

// LoadProfile finds a profile: a shipped name ("h200") or the path of a JSON file in the same form,
// so that a new device needs a file and no code.
func LoadProfile(nameOrPath string) (*Profile, error) {
	if strings.HasSuffix(nameOrPath, ".json") || strings.ContainsRune(nameOrPath, os.PathSeparator) {
		data, err := os.ReadFile(nameOrPath)
		if err != nil {
			return nil, fmt.Errorf("hardware profile: %w", err)
		}
		return ParseProfile(filepath.Base(nameOrPath), data)
	}
	data, err := profileFiles.ReadFile("profiles/" + nameOrPath + ".json")
	if err != nil {
		return nil, fmt.Errorf("unknown hardware %q, expected one of %s or a profile .json path", nameOrPath, strings.Join(ProfileNames(), ", "))
	}
	return ParseProfile(nameOrPath+".json", data)
}

// ParseProfile reads and checks one profile file; file names it in errors. Every problem found is
// reported, each as "file: field: what, expected what".
func ParseProfile(file string, data []byte) (*Profile, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var p Profile
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("%s: %v, expected a JSON object of the profile fields (see docs/plan.md)", file, err)
	}
	var errs []error
	bad := func(field, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: %s: %s", file, field, fmt.Sprintf(format, args...)))
	}
	if p.Name == "" {
		bad("name", "missing, expected the device's short name")
	}
	if p.Device == "" {
		bad("device", "missing, expected a description of the device")
	}
	for _, t := range p.Targets {
		if _, err := Lookup(t); err != nil {
			bad("targets", "%v", err)
		}
	}
	if len(p.Targets) == 0 {
		bad("targets", "missing, expected the afdc targets that run on this device (%s)", strings.Join(Names(), ", "))
	}
	v := reflect.ValueOf(&p).Elem()
	for i := 0; i < v.NumField(); i++ {
		f, ok := v.Field(i).Interface().(Figure)
		if !ok {
			continue
		}
		name := strings.Split(v.Type().Field(i).Tag.Get("json"), ",")[0]
		switch {
		case f == Figure{}:
			bad(name, "missing, expected {\"value\": ..., \"kind\": ..., \"source\": ...}")
			continue
		case math.IsNaN(f.Value) || math.IsInf(f.Value, 0) || f.Value <= 0:
			bad(name, "value %v, expected a positive number", f.Value)
		}
		if f.Kind != Measured && f.Kind != Datasheet && f.Kind != Placeholder {
			bad(name, "kind %q, expected %q, %q or %q", f.Kind, Measured, Datasheet, Placeholder)
		}
		if strings.TrimSpace(f.Source) == "" {
			bad(name, "source is empty, expected where the figure comes from")
		}
	}
	if n := p.ScaleUpGPUs.Value; n > 0 && n != math.Trunc(n) {
		bad("scale_up_gpus", "value %v, expected a whole number of GPUs", n)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return &p, nil
}

// Serves reports whether the profile is a device of target t.
func (p *Profile) Serves(t string) bool {
	for _, x := range p.Targets {
		if x == t {
			return true
		}
	}
	return false
}

// Streams reports whether a routed-experts layer of a decode step runs through the streaming
// kernels on this device: when its tokens·topK slots over the experts they touch under uniform
// routing (ir.ExpectedExperts) come to fewer tokens per expert matrix than the measured
// crossover. The CUDA backend decides by it and the cost model prices by it; --calibrate measures
// the crossover in the same unit.
func (p *Profile) Streams(tokens, experts, topK float64) bool {
	touched := ir.ExpectedExperts(experts, topK, tokens)
	return touched > 0 && tokens*topK/touched < p.StreamingCrossoverTokens.Value
}

// ProfileForDevice is the shipped profile of a device, by its name as the driver reports it (the
// profile whose name the device's contains, ignoring case: "NVIDIA H200" is h200), and whether
// one is.
func ProfileForDevice(device string) (*Profile, bool) {
	d := strings.ToLower(device)
	for _, n := range ProfileNames() {
		if strings.Contains(d, strings.ToLower(n)) {
			if p, err := LoadProfile(n); err == nil {
				return p, true
			}
		}
	}
	return nil, false
}
