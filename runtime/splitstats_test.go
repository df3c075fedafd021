package runtime_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"afdc/runtime"
)

// TestSplitStats: the split engine reports every layer's exchange of every stage, in its
// layer-major, stage-minor order, with the payload bytes each way and a round trip, and each stage
// once per step, in order, at times that do not go back, and the step once, with its rows, at the
// last stage's time or later.
func TestSplitStats(t *testing.T) {
	layers := []int{0, 1, 3}
	const width = 4
	ad := &fakeDevice{name: "fake:0", width: width, layers: layers}
	fd := &fakeDevice{name: "fake:1", width: width, layers: layers}
	e, err := runtime.NewSplitEngine(&fakeAttn{fakeDevice: ad, vocab: 5, tokensOnly: false}, &runtime.LocalFFN{FFN: &fakeFFN{fd}}, 2)
	if err != nil {
		t.Fatal(err)
	}
	var exchanges []string
	var rtts []time.Duration
	var stages []int
	var times []time.Duration
	var stepRows []int
	var stepTimes []time.Duration
	e.SetStats(runtime.SplitStats{
		Step: func(rows int, d time.Duration) {
			stepRows = append(stepRows, rows)
			stepTimes = append(stepTimes, d)
		},
		Exchange: func(layer, stage, sent, received int, rtt time.Duration) {
			exchanges = append(exchanges, fmt.Sprintf("L%d s%d %d/%d", layer, stage, sent, received))
			rtts = append(rtts, rtt)
		},
		Stage: func(stage int, d time.Duration) {
			stages = append(stages, stage)
			times = append(times, d)
		},
	})
	// Three tokens: the first sequence's two in stage 0, the other's one in stage 1.
	steps := []runtime.SeqStep{{ID: 1, Tokens: []int32{3, 4}}, {ID: 2, Tokens: []int32{9}, Past: 7}}
	if _, err := e.Step(context.Background(), steps); err != nil {
		t.Fatal(err)
	}
	rows := []int{2, 1}
	var want []string
	for _, l := range layers {
		for s, r := range rows {
			n := r * width * 4 // f32 both ways
			want = append(want, fmt.Sprintf("L%d s%d %d/%d", l, s, n, n))
		}
	}
	if fmt.Sprint(exchanges) != fmt.Sprint(want) {
		t.Errorf("exchanges %v, want %v", exchanges, want)
	}
	for i, d := range rtts {
		if d <= 0 {
			t.Errorf("exchange %s: round trip %v, want > 0 on a host data plane", exchanges[i], d)
		}
	}
	if fmt.Sprint(stages) != "[0 1]" || len(times) != 2 || times[0] <= 0 || times[1] < times[0] {
		t.Errorf("stages %v at %v, want [0 1] at nondecreasing times > 0", stages, times)
	}
	if fmt.Sprint(stepRows) != "[3]" || len(times) != 2 || stepTimes[0] < times[1] {
		t.Errorf("steps of %v rows at %v, want one of [3] rows at or after the last stage's %v", stepRows, stepTimes, times)
	}
}

// TestSplitStatsAllocs: observing a step allocates nothing beyond the step itself.
func TestSplitStatsAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocation counts from run to run")
	}
	layers := []int{0, 1, 3}
	steps := []runtime.SeqStep{{ID: 1, Tokens: []int32{3, 4}}, {ID: 2, Tokens: []int32{9}, Past: 7}}
	allocs := func(stats runtime.SplitStats) float64 {
		ad := &fakeDevice{name: "fake:0", width: 4, layers: layers}
		fd := &fakeDevice{name: "fake:1", width: 4, layers: layers}
		e, err := runtime.NewSplitEngine(&fakeAttn{fakeDevice: ad, vocab: 5, tokensOnly: false}, &runtime.LocalFFN{FFN: &fakeFFN{fd}}, 2)
		if err != nil {
			t.Fatal(err)
		}
		e.SetStats(stats)
		step := func() {
			ad.log, fd.log = ad.log[:0], fd.log[:0] // the fake's own log would otherwise grow unevenly
			if _, err := e.Step(context.Background(), steps); err != nil {
				t.Fatal(err)
			}
		}
		step() // the fakes' arenas and logs reach their size
		return testing.AllocsPerRun(20, step)
	}
	var bytes int
	var seen time.Duration
	without := allocs(runtime.SplitStats{})
	with := allocs(runtime.SplitStats{
		Exchange: func(_, _, sent, received int, rtt time.Duration) { bytes += sent + received; seen += rtt },
		Stage:    func(_ int, d time.Duration) { seen += d },
		Step:     func(rows int, d time.Duration) { bytes += rows; seen += d },
	})
	if with != without || bytes == 0 {
		t.Errorf("a step allocates %v times with observers and %v without (observed %d bytes), want the same", with, without, bytes)
	}
}
