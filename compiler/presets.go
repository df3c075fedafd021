package compiler

import (
	"embed"
	"io/fs"
	"slices"
	"strings"
)

// presetFiles holds the built-in configs: the real models afdc targets (as published, transformers
// 4.x dialect) and tiny models of each family (100K-300K parameters, float32) for fast tests.
//
//go:embed presets/*.json
var presetFiles embed.FS

// presetNames is the sorted list of preset names, read once from the embedded folder.
var presetNames = func() []string {
	entries, err := fs.ReadDir(presetFiles, "presets")
	if err != nil {
		panic("compiler: embedded presets unreadable: " + err.Error()) // the embed directive guarantees the folder
	}
	var names []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".json"); ok {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}()

// Presets returns the names of the built-in configs, sorted.
func Presets() []string { return slices.Clone(presetNames) }

// PresetJSON returns the config.json of a preset; ok is false when name is not a preset.
func PresetJSON(name string) ([]byte, bool) {
	if _, found := slices.BinarySearch(presetNames, name); !found {
		return nil, false
	}
	data, err := presetFiles.ReadFile("presets/" + name + ".json")
	return data, err == nil
}
