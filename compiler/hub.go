package compiler

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// A HuggingFace hub id, ORG/NAME, as the hub spells repository names.
var hubID = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*$`)

// HubCache is the local HuggingFace hub cache: HF_HUB_CACHE, else HF_HOME/hub, else
// ~/.cache/huggingface/hub.
func HubCache() string {
	if d := os.Getenv("HF_HUB_CACHE"); d != "" {
		return d
	}
	if d := os.Getenv("HF_HOME"); d != "" {
		return filepath.Join(d, "hub")
	}
	home, err := os.UserHomeDir()
	if err != nil {
		home = "~"
	}
	return filepath.Join(home, ".cache", "huggingface", "hub")
}

// IsHubID reports whether model reads as a hub id (ORG/NAME) rather than a path: it matches the
// hub's spelling and names nothing on disk.
func IsHubID(model string) bool {
	if !hubID.MatchString(model) {
		return false
	}
	_, err := os.Stat(model)
	return errors.Is(err, fs.ErrNotExist)
}

// ResolveHub finds hub id ORG/NAME in the local cache: the snapshot that refs/main names. It never
// downloads; an id that is not there is an error naming the path searched.
func ResolveHub(id string) (string, error) {
	org, name, _ := strings.Cut(id, "/")
	repo := filepath.Join(HubCache(), "models--"+org+"--"+name)
	ref, err := os.ReadFile(filepath.Join(repo, "refs", "main"))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("hub id %s: not in the local HuggingFace cache (searched %s; the cache is HF_HUB_CACHE, else HF_HOME/hub, else ~/.cache/huggingface/hub), expected a downloaded snapshot: afdc downloads nothing (huggingface-cli download %s fetches it)", id, repo, id)
		}
		return "", fmt.Errorf("hub id %s: %w", id, err)
	}
	hash := strings.TrimSpace(string(ref))
	if hash == "" || strings.ContainsAny(hash, `/\`) || hash == "." || hash == ".." {
		return "", fmt.Errorf("hub id %s: %s holds %q, expected a snapshot's commit hash", id, filepath.Join(repo, "refs", "main"), hash)
	}
	snap := filepath.Join(repo, "snapshots", hash)
	if st, err := os.Stat(snap); err != nil || !st.IsDir() {
		return "", fmt.Errorf("hub id %s: refs/main names snapshot %s, which is not in %s, expected the snapshot folder", id, hash, filepath.Join(repo, "snapshots"))
	}
	return snap, nil
}

// hubName is the model's name for a folder inside the hub cache (…/models--ORG--NAME/snapshots/
// HASH): NAME, not the hash; "" for any other folder.
func hubName(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	parent := filepath.Dir(abs)
	if filepath.Base(parent) != "snapshots" {
		return ""
	}
	repo := filepath.Base(filepath.Dir(parent))
	rest, ok := strings.CutPrefix(repo, "models--")
	if !ok {
		return ""
	}
	_, name, ok := strings.Cut(rest, "--")
	if !ok || name == "" {
		return ""
	}
	return name
}

// ModelDir is the checkpoint folder model names (a folder, a hub id resolved in the cache, or the
// folder of a config.json), or "" for a preset.
func ModelDir(model string) (string, error) {
	if _, ok := PresetJSON(model); ok {
		return "", nil
	}
	if IsHubID(model) {
		return ResolveHub(model)
	}
	st, err := os.Stat(model)
	if err != nil {
		return "", fmt.Errorf("load %s: %w", model, err)
	}
	if st.IsDir() {
		return model, nil
	}
	return filepath.Dir(model), nil
}
