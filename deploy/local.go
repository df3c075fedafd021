package deploy

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime/launch"
	"afdc/runtime/weights"
)

// Local is afdc serve: one compiled model's ranks as child processes of this machine behind one
// endpoint.
type Local struct {
	Artifact *compiler.Artifact
	Model    string // as the user named it (a preset, a folder, a hub id)
	Choices
	Stages int // the executables' micro-batch stages (for the build folder's name)
	// Weights is the checkpoint folder; "" takes the model's, and a preset without one serves
	// deterministic random weights of Seed.
	Weights, Tokenizer, ServedModelName string
	Seed                                uint64
	// Devices is the accelerators the ranks are spread over and DeviceArgs the flags that put a
	// rank on device i; nil DeviceArgs: a host target.
	Devices    int
	DeviceArgs func(i int) []string
	HTTP       string
	// Dir is where the executables are built (and reused), with the ranks' logs; "" is the user
	// cache folder.
	Dir                        string
	StartTimeout, DrainTimeout time.Duration
	Args                       []string // more flags for every rank
	AttentionArgs              []string // more flags for the attention ranks only
	// Build writes the executables (DIR/NAME-attention, DIR/NAME-ffn) and the manifests into dir.
	Build func(dir string) error
	Log   io.Writer // what the user reads
}

// Run builds or reuses the executables, starts the deployment, and serves until ctx ends (then
// drains and stops every rank) or a rank exits by itself.
func (l *Local) Run(ctx context.Context) error {
	a := l.Artifact
	if l.Dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			return fmt.Errorf("--dir: no user cache folder (%v); give --dir", err)
		}
		l.Dir = filepath.Join(cache, "afdc", "serve", fmt.Sprintf("%s-%s-s%d", a.Config.Name, l.Target, l.Stages))
	}
	exes, reused, err := l.buildOrReuse()
	if err != nil {
		return err
	}
	fmt.Fprintf(l.Log, "executables (%s): %s, %s\n", map[bool]string{true: "reused", false: "built"}[reused], exes[0], exes[1])
	if err := l.weights(); err != nil {
		return err
	}
	var attnArgs []string
	if l.Tokenizer != "" {
		attnArgs = append(attnArgs, "--tokenizer", l.Tokenizer)
	}
	if l.ServedModelName != "" {
		attnArgs = append(attnArgs, "--served-model-name", l.ServedModelName)
	}
	attnArgs = append(attnArgs, l.AttentionArgs...)
	spec := launch.Spec{Attention: exes[0], FFN: exes[1], Args: append([]string{"--weights", l.Weights, "--log-format", "json"}, l.Args...),
		AttentionArgs: attnArgs, AttentionRanks: l.AttentionRanks, FFNRanks: l.EP, HTTP: l.HTTP, Dir: filepath.Join(l.Dir, "logs"),
		StartTimeout: l.StartTimeout, DrainTimeout: l.DrainTimeout, Log: l.Log}
	if l.DeviceArgs != nil {
		spec.Devices, spec.DeviceArgs = max(l.Devices, 1), l.DeviceArgs
	}
	d, err := launch.Start(ctx, spec)
	if err != nil {
		return err
	}
	served := l.ServedModelName
	if served == "" {
		served = a.Config.Name
	}
	fmt.Fprintf(l.Log, "serving %s at %s/v1 (%d attention ranks, %d FFN ranks); Ctrl-C stops\n", served, d.URL(), l.AttentionRanks, l.EP)
	var exited error
	select {
	case <-ctx.Done():
		fmt.Fprintln(l.Log, "stopping: draining the running requests")
	case p := <-d.Exited():
		exited = fmt.Errorf("%s exited (%v); stopping the others. Its last output:\n%s", p.Name, p.Err(), p.Tail())
	}
	if err := d.Stop(); err != nil {
		return err
	}
	fmt.Fprintln(l.Log, "stopped")
	return exited
}

// weights sets l.Weights: the model's folder, or for a preset without one a random checkpoint
// written once into the build folder.
func (l *Local) weights() error {
	if l.Weights != "" {
		return nil
	}
	dir, err := compiler.ModelDir(l.Model)
	if err != nil || dir != "" {
		l.Weights = dir
		return err
	}
	cfg := l.Artifact.Config
	l.Weights = filepath.Join(l.Dir, randomWeightsDir(cfg.Name, cfg.Raw, l.Seed))
	if _, err := os.Stat(filepath.Join(l.Weights, "config.json")); err != nil {
		full, err := compiler.Lower(cfg, compiler.LowerOptions{})
		if err != nil {
			return err
		}
		if _, _, err := weights.WriteRandom(full, cfg.Name, cfg.Raw, l.Seed, l.Weights, "f32", 2<<30, 8<<30, nil); err != nil {
			return err
		}
	}
	fmt.Fprintf(l.Log, "%s is a preset with no checkpoint: serving deterministic random weights (seed %d; --weights DIR for real ones)\n", l.Model, l.Seed)
	return nil
}

// randomWeightsDir is the folder of a preset's random checkpoint within the build folder: keyed by
// the model, its config and the seed, so that serving another model (or the same name with another
// config) from the same folder writes its own instead of finding one that does not fit.
func randomWeightsDir(name string, rawConfig []byte, seed uint64) string {
	sum := sha256.Sum256(rawConfig)
	return fmt.Sprintf("random-weights-%s-%d-%x", name, seed, sum[:4])
}

// buildOrReuse writes the executables into l.Dir unless the ones there were built by this afdc
// for the same plan (their manifests unchanged, the executables newer than afdc).
func (l *Local) buildOrReuse() ([]string, bool, error) {
	a := l.Artifact
	exes := []string{filepath.Join(l.Dir, a.Config.Name+"-attention"), filepath.Join(l.Dir, a.Config.Name+"-ffn")}
	self, err := os.Executable()
	if err != nil {
		return nil, false, err
	}
	reuse := true
	for _, r := range []ir.Role{ir.RoleAttention, ir.RoleFFN} {
		want, _ := json.MarshalIndent(a.Manifest(r), "", "  ")
		have, err := os.ReadFile(filepath.Join(l.Dir, a.Config.Name+"-"+r.String()+".json"))
		reuse = reuse && err == nil && bytes.Equal(bytes.TrimSpace(have), bytes.TrimSpace(want))
	}
	for _, x := range exes {
		st, err := os.Stat(x)
		sst, serr := os.Stat(self)
		reuse = reuse && err == nil && serr == nil && st.ModTime().After(sst.ModTime())
	}
	if reuse {
		return exes, true, nil
	}
	if err := os.MkdirAll(l.Dir, 0o755); err != nil {
		return nil, false, err
	}
	if err := l.Build(l.Dir); err != nil {
		return nil, false, err
	}
	return exes, false, nil
}
