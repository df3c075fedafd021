package compiler

import (
	"fmt"
	"html"
	"math"
	"strings"
)

// PlanSVG draws tokens/s/GPU against the attention:FFN ratio r: one point per r of the plan's curve
// (filled where the bundle meets the TPOT, hollow where it does not), the chosen r marked, and the
// monolithic replica as a dashed line. Hand-written SVG, no dependency.
func PlanSVG(p *Plan) string {
	const w, h, left, right, top, bottom = 640.0, 400.0, 70.0, 20.0, 40.0, 50.0
	maxR, maxY := 1.0, p.Monolithic.TokensPerSPerGPU
	for _, c := range p.Curve {
		maxR = math.Max(maxR, float64(c.R))
		maxY = math.Max(maxY, c.TokensPerSPerGPU)
	}
	maxY = niceCeil(maxY * 1.05)
	x := func(r float64) float64 { return left + (r-0.5)/(maxR)*(w-left-right) }
	y := func(v float64) float64 { return h - bottom - v/maxY*(h-top-bottom) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif" font-size="12">`+"\n", w, h, w, h)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(&b, `<text x="%.0f" y="20" font-size="14">%s</text>`+"\n", left, html.EscapeString(fmt.Sprintf(
		"%s on %s: tokens/s/GPU against r (TPOT %.4g ms, context %.0f, batch %d)", p.Model, p.Hardware, p.TPOTms, p.Context, p.Attention.Batch)))
	// Axes and ticks.
	fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black"/>`+"\n", left, h-bottom, w-right, h-bottom)
	fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black"/>`+"\n", left, top, left, h-bottom)
	for i := 0; i <= 4; i++ {
		v := maxY * float64(i) / 4
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#ddd"/><text x="%.1f" y="%.1f" text-anchor="end">%.4g</text>`+"\n",
			left, y(v), w-right, y(v), left-6, y(v)+4, v)
	}
	step := math.Max(1, math.Ceil(maxR/16))
	for r := 1.0; r <= maxR; r += step {
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle">%.0f</text>`+"\n", x(r), h-bottom+16, r)
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle">r (attention instances per FFN instance)</text>`+"\n", (left+w-right)/2, h-12)
	fmt.Fprintf(&b, `<text x="16" y="%.1f" transform="rotate(-90 16 %.1f)" text-anchor="middle">tokens/s/GPU</text>`+"\n", (top+h-bottom)/2, (top+h-bottom)/2)
	// Monolithic replica.
	if m := p.Monolithic.TokensPerSPerGPU; m > 0 {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#888" stroke-dasharray="6 4"/><text x="%.1f" y="%.1f" fill="#555" text-anchor="end">monolithic, %d GPUs: %.4g</text>`+"\n",
			left, y(m), w-right, y(m), w-right, y(m)-6, p.Monolithic.GPUs, m)
	}
	// The curve.
	var pts []string
	for _, c := range p.Curve {
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(float64(c.R)), y(c.TokensPerSPerGPU)))
	}
	if len(pts) > 1 {
		fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="#1f77b4"/>`+"\n", strings.Join(pts, " "))
	}
	for _, c := range p.Curve {
		fill := "#1f77b4"
		if !c.MeetsTPOT {
			fill = "white"
		}
		fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3.5" fill="%s" stroke="#1f77b4"><title>r=%d S=%d TPOT %.4g ms: %.4g tokens/s/GPU</title></circle>`+"\n",
			x(float64(c.R)), y(c.TokensPerSPerGPU), fill, c.R, c.Stages, c.TPOTModelms, c.TokensPerSPerGPU)
	}
	r := float64(p.Ratio.R)
	fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#d62728"/><text x="%.1f" y="%.1f" fill="#d62728">r=%d: %.4g tokens/s/GPU (r*=%.4g, %s)</text>`+"\n",
		x(r), top, x(r), h-bottom, x(r)+4, top+12, p.Ratio.R, p.TokensPerSPerGPU, p.Ratio.RStar, p.Ratio.Regime)
	b.WriteString("</svg>\n")
	return b.String()
}

// niceCeil rounds up to 1, 2 or 5 times a power of ten.
func niceCeil(v float64) float64 {
	if v <= 0 {
		return 1
	}
	e := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 5, 10} {
		if v <= m*e {
			return m * e
		}
	}
	return 10 * e
}
