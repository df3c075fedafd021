package connector

import (
	"fmt"
	"slices"
)

// StepHeader announces one step before its tensors. Counts[stage][peer] is the number of tokens of
// that peer in that stage; an attention rank sends one column (Counts[stage][0], its own tokens);
// the ffn rank's merged header has one column per peer, in PeersOf order.
//
// Rules (docs/connector.md): every attention rank sends a header for every step it takes part in,
// with strictly increasing step numbers, even when it has no tokens (zero counts), so the ffn rank
// never waits for it; a transfer with zero rows is never put on the wire, and both sides skip it.
type StepHeader struct {
	Step    uint64  `json:"step"`
	Stages  int     `json:"stages"`
	Counts  [][]int `json:"counts"`
	Warmup  bool    `json:"warmup,omitempty"`
	Capture bool    `json:"capture,omitempty"` // graph capture step
}

// maxStepRows bounds one count of a step header: a count beyond it is a bad header, whatever the
// row limit agreed.
const maxStepRows = MaxFrameSize / 4

// checkShape checks Stages/Counts agree and every row has cols non-negative counts.
func (h StepHeader) checkShape(cols int) error {
	if h.Stages < 1 {
		return fmt.Errorf("step %d: stages %d, expected at least 1", h.Step, h.Stages)
	}
	if len(h.Counts) != h.Stages {
		return fmt.Errorf("step %d: %d count rows, expected one per stage (%d)", h.Step, len(h.Counts), h.Stages)
	}
	for s, row := range h.Counts {
		if len(row) != cols {
			return fmt.Errorf("step %d: stage %d has %d counts, expected %d", h.Step, s, len(row), cols)
		}
		for i, c := range row {
			if c < 0 || c > maxStepRows {
				return fmt.Errorf("step %d: stage %d peer %d count %d, expected 0..%d", h.Step, s, i, c, maxStepRows)
			}
		}
	}
	return nil
}

// checkRows checks that the one column of an attention rank's header holds at most maxRows rows
// over all stages (the limit agreed at the handshake; <= 0: only checkShape's bound).
func (h StepHeader) checkRows(maxRows int) error {
	if maxRows <= 0 {
		return nil
	}
	total := 0
	for _, row := range h.Counts {
		for _, c := range row {
			total += c // each count is at most maxStepRows and there are few: no overflow
		}
	}
	if total > maxRows {
		return fmt.Errorf("step %d: %d rows in all stages, expected at most %d (the row limit agreed at the handshake)", h.Step, total, maxRows)
	}
	return nil
}

// Total returns the number of tokens of all peers in stage s.
func (h StepHeader) Total(stage int) int {
	if stage < 0 || stage >= len(h.Counts) {
		return 0
	}
	t := 0
	for _, c := range h.Counts[stage] {
		t += c
	}
	return t
}

func (h StepHeader) clone() StepHeader {
	c := h
	c.Counts = make([][]int, len(h.Counts))
	for i, r := range h.Counts {
		c.Counts[i] = slices.Clone(r)
	}
	return c
}

// Tag names one transfer of the data plane: a layer's tensors of one stage of one step. Tags travel
// on the control plane (the step header fixes which transfers a step has, and in what order), so a
// transport whose wire carries no tags (NCCL, HCCL) matches transfers by order alone; the TCP
// transport also writes the tag into each frame and checks it on arrival.
type Tag struct {
	Step  uint64
	Layer int
	Stage int
}

func (t Tag) String() string {
	return fmt.Sprintf("layer %d stage %d of step %d", t.Layer, t.Stage, t.Step)
}
