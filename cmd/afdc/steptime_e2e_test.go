package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"afdc/internal/paritytest"
)

// TestStepTimesLogged: with AFDC_STEP_TIMES=1 both executables log a line per step of a request
// (one prompt step, then one a generated token): the attention rank's rows as it sent them, the
// FFN rank's the same, each with one stream sync and one peer wait per exchanged layer (4 layers
// here) and a host rest no larger than the wall time; the tokens stay those of the unsplit model.
func TestStepTimesLogged(t *testing.T) {
	t.Setenv("AFDC_STEP_TIMES", "1")
	model := paritytest.Dir("v3")
	attn, ffn := buildExes(t, model, 1)
	info := []string{"--log-level", "info"}
	d := deployFlags(t, attn, ffn, model, 1, 1, false, info, info)
	reqs := []request{{prompt: []int32{5, 17, 3, 40, 2}, n: 3}}
	checkBitExact(t, reqs, d.sendAll(reqs), reference(t, model, model, reqs))
	d.stop()
	line := regexp.MustCompile(`msg="step time" [^\n]*?step=(\d+) rows=(\d+) wall_ms=([\d.]+) sync_ms=[\d.]+ syncs=(\d+) peer_wait_ms=[\d.]+ peer_waits=(\d+) host_ms=(-?[\d.]+)`)
	for _, p := range d.procs {
		var rows []string
		for _, m := range line.FindAllStringSubmatch(p.Output(), -1) {
			rows = append(rows, m[2])
			if m[4] != "4" || m[5] != "4" {
				t.Errorf("%s, step %s: %s syncs and %s peer waits, want 4 of each (one per layer)", p.Name, m[1], m[4], m[5])
			}
			wall, _ := strconv.ParseFloat(m[3], 64)
			host, _ := strconv.ParseFloat(m[6], 64)
			if host > wall || host < 0 {
				t.Errorf("%s, step %s: host rest %v ms of a %v ms step, want between 0 and the step", p.Name, m[1], host, wall)
			}
		}
		if got := strings.Join(rows, " "); got != "5 1 1" {
			t.Errorf("%s: steps of %q rows, want \"5 1 1\" (the prompt, then a token a step)\n%s", p.Name, got, p.Output())
		}
	}
}
