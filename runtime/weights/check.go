package weights

import (
	"errors"
	"fmt"
	"slices"
)

// Expect is a tensor a role needs, with its shape.
type Expect struct {
	Name  string
	Shape []int64
}

// Check compares the checkpoint with the tensors a role needs and returns every problem at once
// (errors.Join), one line each, naming the file and tensor: a wanted tensor missing, of another
// shape, of a dtype Float32 cannot load, or F8_E4M3 without a usable scale tensor; and any tensor
// present that is neither wanted, nor the scale of a wanted F8_E4M3 tensor, nor known(name). known
// may be nil; it lets a role accept tensors that belong to the other role or that nobody reads.
func (c *Checkpoint) Check(want []Expect, known func(name string) bool) error {
	var errs []error
	accounted := make(map[string]bool, len(want))
	for _, w := range want {
		accounted[w.Name] = true
		e, ok := c.tensors[w.Name]
		if !ok {
			errs = append(errs, fmt.Errorf("%s: tensor %q: missing, expected shape %s", c.dir, w.Name, shapeString(w.Shape)))
			continue
		}
		info := e.info
		where := fmt.Sprintf("%s: tensor %q", info.File, w.Name)
		if !slices.Equal(info.Shape, w.Shape) {
			errs = append(errs, fmt.Errorf("%s: shape %s, expected %s", where, shapeString(info.Shape), shapeString(w.Shape)))
		}
		if !Loadable(info.DType) {
			errs = append(errs, fmt.Errorf("%s: dtype %s cannot be loaded, expected %s", where, info.DType, loadableList))
			continue
		}
		if info.DType == "F8_E4M3" {
			accounted[ScaleName(w.Name)] = true
			if p := c.scaleProblem(info); p != "" {
				errs = append(errs, fmt.Errorf("%s: %s", where, p))
			}
		}
	}
	for _, name := range c.names {
		if accounted[name] || known != nil && known(name) {
			continue
		}
		errs = append(errs, fmt.Errorf("%s: tensor %q: unexpected, neither wanted by this role nor known", c.tensors[name].info.File, name))
	}
	return errors.Join(errs...)
}
