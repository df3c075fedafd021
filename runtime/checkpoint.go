package runtime

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"afdc/ir"
	"afdc/runtime/weights"
)

// modelTensor matches the names of a checkpoint of the supported families: per-layer tensors, the
// embedding, the final norm and the head. FP8 scale tensors end in _scale_inv.
var modelTensor = regexp.MustCompile(`^model\.layers\.(\d+)\.|^(model\.embed_tokens|model\.norm|lm_head)\.weight(_scale_inv)?$`)

// OpenCheckpoint opens the checkpoint folder dir and checks it against a role's manifest: every tensor
// the role loads is present with its shape and a loadable dtype (F8_E4M3 with its scale). Tensors the
// role does not load are accepted when they belong to the model (the other role's, the MTP layers');
// anything else, such as a layer index past the model's, is reported. All problems come at once.
func OpenCheckpoint(dir string, m *ir.Manifest) (*weights.Checkpoint, error) {
	ck, err := weights.Open(dir)
	if err != nil {
		return nil, err
	}
	if len(m.FP8Block) == 2 {
		ck.SetFP8Block(m.FP8Block[0], m.FP8Block[1])
	}
	want := make([]weights.Expect, len(m.Tensors))
	for i, t := range m.Tensors {
		want[i] = weights.Expect{Name: t.Name, Shape: t.Shape}
	}
	known := func(name string) bool {
		g := modelTensor.FindStringSubmatch(name)
		if g == nil {
			return false
		}
		if g[1] == "" {
			return true
		}
		l, err := strconv.Atoi(g[1])
		return err == nil && l < m.Layers+m.MTPLayers
	}
	if err := ck.Check(want, known); err != nil {
		ck.Close()
		return nil, fmt.Errorf("checkpoint %s does not fit the %s role of %s (plan %s):\n%w", dir, m.Role, m.Model, m.Plan, indent(err))
	}
	return ck, nil
}

type indented struct{ err error }

func (e indented) Error() string { return "  " + strings.ReplaceAll(e.err.Error(), "\n", "\n  ") }
func (e indented) Unwrap() error { return e.err }

func indent(err error) error { return indented{err} }
