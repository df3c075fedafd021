package ir

import "encoding/json"

// jsonModule is the JSON form of a module: the same facts as the text form, for tools.
type jsonModule struct {
	Name   string      `json:"name"`
	Role   string      `json:"role"`
	Attrs  Attrs       `json:"attrs,omitempty"`
	Params []jsonParam `json:"params"`
	Funcs  []jsonFunc  `json:"funcs"`
}

type jsonParam struct {
	Name    string  `json:"name"`
	DType   string  `json:"dtype"`
	Shape   []int64 `json:"shape"`
	Role    string  `json:"role"`
	Ckpt    string  `json:"ckpt"`
	Experts int64   `json:"experts,omitempty"`
	Block   []int64 `json:"block,omitempty"`
}

type jsonFunc struct {
	Name    string   `json:"name"`
	Args    []string `json:"args"` // types, values numbered 0..
	Body    []jsonOp `json:"body"`
	Results []int    `json:"results"`
}

type jsonOp struct {
	Result  *int     `json:"result,omitempty"`
	Op      string   `json:"op"`
	Args    []int    `json:"args,omitempty"`
	Weights []string `json:"weights,omitempty"`
	Attrs   Attrs    `json:"attrs,omitempty"`
	Type    string   `json:"type,omitempty"`
}

// PrintJSON renders a module as JSON, the text form's facts for tools (values numbered as in the text form: arguments first).
func PrintJSON(m *Module) ([]byte, error) {
	jm := jsonModule{Name: m.Name, Role: m.Role.String(), Attrs: m.Attrs, Params: []jsonParam{}}
	for _, p := range m.Params {
		jp := jsonParam{Name: p.Name, DType: p.Type.DType.String(), Role: p.Role.String(), Ckpt: p.Ckpt, Experts: p.Experts}
		for _, d := range p.Type.Shape {
			jp.Shape = append(jp.Shape, d.N)
		}
		if p.Block != [2]int64{} {
			jp.Block = p.Block[:]
		}
		jm.Params = append(jm.Params, jp)
	}
	for _, f := range m.Funcs {
		jf := jsonFunc{Name: f.Name, Body: []jsonOp{}, Results: []int{}}
		num := map[*Value]int{}
		for i, a := range f.Args {
			num[a] = i
			jf.Args = append(jf.Args, a.Type.String())
		}
		n := len(f.Args)
		for _, op := range f.Body {
			jo := jsonOp{Op: op.Info().Name, Attrs: op.Attrs}
			for _, a := range op.Args {
				jo.Args = append(jo.Args, num[a])
			}
			for _, w := range op.Weights {
				jo.Weights = append(jo.Weights, w.Name)
			}
			if op.Result != nil {
				num[op.Result] = n
				r := n
				jo.Result = &r
				jo.Type = op.Result.Type.String()
				n++
			}
			jf.Body = append(jf.Body, jo)
		}
		for _, r := range f.Results {
			jf.Results = append(jf.Results, num[r])
		}
		jm.Funcs = append(jm.Funcs, jf)
	}
	return json.MarshalIndent(jm, "", "  ")
}
