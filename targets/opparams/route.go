package opparams

import (
	"fmt"

	"afdc/ir"
)

// RouteParams selects the router math of a MoE layer (ARCH §3.2, §3.3, §4.2).
type RouteParams struct {
	Scoring   string  // "softmax" (DeepSeek-V2) or "sigmoid" (V3, GLM-4.5)
	Method    string  // "greedy", "group_limited_greedy" (V2) or "noaux_tc" (V3, GLM)
	TopK      int     // experts per token
	Groups    int     // n_group (1 disables group limiting)
	TopKGroup int     // groups kept per token
	Norm      bool    // renormalise the selected weights (norm_topk_prob); V2 lowering must pass false
	Scale     float32 // routed_scaling_factor, applied last
}

// Validate reports the first parameter that does not fit a router over `experts` experts.
func (p RouteParams) Validate(experts int) error {
	switch {
	case experts <= 0:
		return fmt.Errorf("route: experts = %d, expected > 0", experts)
	case p.Scoring != "softmax" && p.Scoring != "sigmoid":
		return fmt.Errorf("route: scoring %q, expected softmax or sigmoid", p.Scoring)
	case p.Method != "greedy" && p.Method != "group_limited_greedy" && p.Method != "noaux_tc":
		return fmt.Errorf("route: method %q, expected greedy, group_limited_greedy or noaux_tc", p.Method)
	case p.Groups <= 0 || experts%p.Groups != 0:
		return fmt.Errorf("route: groups %d does not divide experts %d", p.Groups, experts)
	case p.Method != "greedy" && (p.TopKGroup <= 0 || p.TopKGroup > p.Groups):
		return fmt.Errorf("route: topk_group %d, expected 1..groups %d", p.TopKGroup, p.Groups)
	case p.TopK <= 0:
		return fmt.Errorf("route: top_k %d, expected > 0", p.TopK)
	case !(p.Scale > 0):
		return fmt.Errorf("route: scale %v, expected > 0", p.Scale)
	}
	allowed := experts
	if p.Method != "greedy" {
		allowed = p.TopKGroup * (experts / p.Groups)
	}
	if p.TopK > allowed {
		return fmt.Errorf("route: top_k %d exceeds the %d experts in the kept groups", p.TopK, allowed)
	}
	return nil
}

// Route builds the router parameters of a moe_route op's attributes (scoring, method, top_k, groups,
// topk_group, norm, scale) and checks them against a router over experts experts.
func Route(a ir.Attrs, experts int) (RouteParams, error) {
	sc, _ := a.Str("scoring")
	m, _ := a.Str("method")
	k, _ := a.Int("top_k")
	g, _ := a.Int("groups")
	kg, _ := a.Int("topk_group")
	n, _ := a.Bool("norm")
	s, _ := a.Float("scale")
	p := RouteParams{Scoring: sc, Method: m, TopK: int(k), Groups: int(g), TopKGroup: int(kg), Norm: n, Scale: float32(s)}
	return p, p.Validate(experts)
}
