package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/targets/ascend/acl/fakeacl"
)

// TestAscendExpertParallelBuild: afdc build --target ascend --ep 3 writes both executables, whose
// manifests record the sharding (ep, and per MoE layer its ranks and expert map).
func TestAscendExpertParallelBuild(t *testing.T) {
	out := t.TempDir()
	afdc(t, "build", "--model", "tiny-deepseek-v3", "--target", "ascend", "--ep", "3", "-o", out)
	for _, role := range []string{"attention", "ffn"} {
		b, err := os.ReadFile(filepath.Join(out, "tiny-deepseek-v3-"+role+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var man struct {
			EP   int `json:"ep"`
			Wire []struct {
				Ranks int     `json:"ranks"`
				Map   []int64 `json:"expert_map"`
			} `json:"wire"`
		}
		if err := json.Unmarshal(b, &man); err != nil {
			t.Fatal(err)
		}
		if man.EP != 3 || len(man.Wire) != 2 {
			t.Fatalf("%s manifest: ep %d, %d wire layers, expected ep 3 and the 2 MoE layers", role, man.EP, len(man.Wire))
		}
		for _, w := range man.Wire {
			per := map[int64]int{}
			for _, r := range w.Map {
				per[r]++
			}
			if w.Ranks != 3 || per[0] != 6 || per[1] != 5 || per[2] != 5 {
				t.Errorf("%s manifest: %d ranks holding %v experts, expected 3 ranks holding 6, 5 and 5", role, w.Ranks, per)
			}
		}
	}
}

// ascendEP is an --ep deployment of tiny-deepseek-v3's Ascend executables on the recording fake,
// each process with its own call log.
type ascendEP struct {
	t          *testing.T
	out, w     string
	rdv        string
	attention  int
	experts    int
	procs      map[string]*proc
	logs       map[string][]string // per process name, its call logs (one per start)
	urls       []string            // the attention ranks' HTTP bases
	expertHTTP []string
}

func (d *ascendEP) start(name, role string, args ...string) {
	d.t.Helper()
	log := filepath.Join(d.out, fmt.Sprintf("%s.%d.calls", strings.ReplaceAll(name, " ", "-"), len(d.logs[name])))
	d.logs[name] = append(d.logs[name], log)
	d.t.Setenv("AFDC_FAKE_ACL_LOG", log) // inherited by the process started now
	common := []string{"--weights", d.w, "--rendezvous", d.rdv, "--connect-timeout", "60s", "--log-level", "info",
		"--ffn-ranks", fmt.Sprint(d.experts), "--attention-ranks", fmt.Sprint(d.attention)}
	p, err := startProc(name, filepath.Join(d.out, "tiny-deepseek-v3-"+role), append(common, args...)...)
	if err != nil {
		d.t.Fatal(err)
	}
	d.procs[name] = p
}

func (d *ascendEP) dump() string {
	var b strings.Builder
	for _, p := range d.procs {
		fmt.Fprintf(&b, "--- %s\n%s", p.Name, p.Output())
	}
	return b.String()
}

// calls is the fake's log of name's start i, each call on its own line after a newline.
func (d *ascendEP) calls(name string, i int) string {
	d.t.Helper()
	b, err := os.ReadFile(d.logs[name][i])
	if err != nil {
		d.t.Fatal(err)
	}
	return "\n" + string(b)
}

// lines are the log's calls of fn, as their key=value fields.
func callsOf(log, fn string) []map[string]string {
	var out []map[string]string
	for _, ln := range strings.Split(log, "\n") {
		if ln == fn || strings.HasPrefix(ln, fn+" ") {
			out = append(out, callFields(ln))
		}
	}
	return out
}

func startAscendEP(t *testing.T, fakeDir string, attention, experts int) *ascendEP {
	t.Helper()
	d := &ascendEP{t: t, out: t.TempDir(), w: t.TempDir(), attention: attention, experts: experts,
		procs: map[string]*proc{}, logs: map[string][]string{}}
	afdc(t, "build", "--model", "tiny-deepseek-v3", "--target", "ascend", "--ep", fmt.Sprint(experts), "-o", d.out)
	afdc(t, "init-weights", "--model", "tiny-deepseek-v3", "-o", d.w)
	var err error
	if d.rdv, err = freeAddr(); err != nil {
		t.Fatal(err)
	}
	t.Setenv("AFDC_ASCEND_LIB_DIR", fakeDir)
	for r := range experts {
		h, err := freeAddr()
		if err != nil {
			t.Fatal(err)
		}
		d.expertHTTP = append(d.expertHTTP, "http://"+h)
		args := []string{"--rank", fmt.Sprint(r), "--http", h}
		if r > 0 {
			args = append(args, "--listen", "127.0.0.1:0")
		}
		d.start(fmt.Sprintf("expert %d", r), "ffn", args...)
	}
	for a := range attention {
		h, err := freeAddr()
		if err != nil {
			t.Fatal(err)
		}
		d.urls = append(d.urls, "http://"+h)
		d.start(fmt.Sprintf("attention %d", a), "attention", "--rank", fmt.Sprint(a), "--http", h, "--kv-cache-bytes", "1048576")
	}
	t.Cleanup(func() {
		for _, p := range d.procs {
			p.Stop(5 * time.Second)
		}
	})
	return d
}

// checkGeneration checks that start i of every process joined one communicator of A+N ranks as its
// own HCCL rank (expert rank n as n, attention rank a as N+a), with the root only expert rank 0
// made: gen is the communicator's place in each log (0: the first joined, -1: the last, which
// must not be the first).
func (d *ascendEP) checkGeneration(starts map[string]int, gen map[string]int) {
	d.t.Helper()
	var roots []string
	var ranks []int
	for name, i := range starts {
		log := d.calls(name, i)
		inits := callsOf(log, "HcclCommInitRootInfo")
		g := gen[name]
		if g < 0 {
			g = len(inits) - 1
			if g < 1 {
				d.t.Errorf("%s: %d communicators joined, expected a new one after the first", name, len(inits))
				continue
			}
		}
		if len(inits) <= g {
			d.t.Errorf("%s: %d communicators joined, expected at least %d\n%s", name, len(inits), g+1, d.dump())
			continue
		}
		c := inits[g]
		if c["nRanks"] != fmt.Sprint(d.attention+d.experts) {
			d.t.Errorf("%s: a communicator of %s ranks, expected %d", name, c["nRanks"], d.attention+d.experts)
		}
		var role string
		var n int
		fmt.Sscanf(name, "%s %d", &role, &n)
		want := n
		if role == "attention" {
			want = d.experts + n
		}
		if c["rank"] != fmt.Sprint(want) {
			d.t.Errorf("%s joined as HCCL rank %s, expected %d", name, c["rank"], want)
		}
		r, _ := strconv.Atoi(c["rank"])
		ranks = append(ranks, r)
		roots = append(roots, c["root"])
		if got := len(callsOf(log, "HcclGetRootInfo")); (name == "expert 0") != (got > 0) {
			d.t.Errorf("%s made %d root ids, expected expert rank 0 alone to make them", name, got)
		}
	}
	slices.Sort(ranks)
	if len(slices.Compact(ranks)) != d.attention+d.experts || len(slices.Compact(slices.Clone(roots))) != 1 {
		d.t.Errorf("HCCL ranks %v with roots %v, expected %d distinct ranks and one root", ranks, roots, d.attention+d.experts)
	}
}

// serve asks every attention rank for a 3-token completion and checks that the expert ranks ran
// the steps: each received every attention rank's routing over HCCL, and each attention rank sent
// every expert rank its routing.
func (d *ascendEP) serve(ctx context.Context) {
	d.t.Helper()
	for a, u := range d.urls {
		res, err := complete(ctx, u, map[string]any{"prompt": []int32{3, 1, 4, 1, 5}, "max_tokens": 3, "temperature": 0, "ignore_eos": true})
		if err != nil {
			d.t.Fatalf("attention rank %d: %v\n%s", a, err, d.dump())
		}
		if len(res.Choices) != 1 || len(res.Choices[0].TokenIDs) != 3 {
			d.t.Errorf("attention rank %d: completion %+v, expected 3 tokens", a, res)
		}
	}
}

// TestAscendExpertParallelDeployment runs the executables of tiny-deepseek-v3 built with --target
// ascend --ep N on the recording fake as A attention × N expert ranks (1 × 2, and 2 × 3 with 16
// experts as 6, 5, 5): they meet over the rendezvous, expert rank 0's root id reaches every rank
// (the other expert ranks through the attention ranks), every rank joins one communicator of A+N
// ranks as its own rank, and completions run through every rank (every attention rank sends every
// expert rank its routing over HCCL, and each expert rank receives it). In the 2 × 3 deployment
// expert rank 1 is then killed while both attention ranks stream: each stream fails naming it,
// /health turns 503 naming it, and once it is back a new communicator forms at every rank (a new
// root id from expert rank 0, the old communicator destroyed) and completions run again.
func TestAscendExpertParallelDeployment(t *testing.T) {
	fakeDir := t.TempDir()
	if _, err := fakeacl.Build(fakeDir); errors.Is(err, fakeacl.ErrNoCompiler) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ attention, experts int }{{1, 2}, {2, 3}} {
		t.Run(fmt.Sprintf("%dx%d", c.attention, c.experts), func(t *testing.T) {
			d := startAscendEP(t, fakeDir, c.attention, c.experts)
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			for _, u := range d.urls {
				if err := waitHealthy(ctx, u, slices.Collect(maps.Values(d.procs))...); err != nil {
					t.Fatalf("%v\n%s", err, d.dump())
				}
			}
			d.serve(ctx)
			first := map[string]int{}
			for name := range d.procs {
				first[name] = 0
			}
			d.checkGeneration(first, first)
			for a := range c.attention {
				log := d.calls(fmt.Sprintf("attention %d", a), 0)
				for n := range c.experts {
					if !slices.ContainsFunc(callsOf(log, "HcclSend"), func(f map[string]string) bool { return f["destRank"] == fmt.Sprint(n) }) {
						t.Errorf("attention rank %d sent expert rank %d nothing, expected its routing every layer", a, n)
					}
				}
			}
			for n := range c.experts {
				// The fake's HCCL does not block: wait for the expert rank to have run the steps.
				var recvs int
				for {
					recvs = 0
					for _, f := range callsOf(d.calls(fmt.Sprintf("expert %d", n), 0), "HcclRecv") {
						if r, _ := strconv.Atoi(f["srcRank"]); r >= c.experts {
							recvs++
						}
					}
					if recvs > 0 || ctx.Err() != nil {
						break
					}
					time.Sleep(20 * time.Millisecond)
				}
				if recvs == 0 {
					t.Errorf("expert rank %d received nothing from the attention ranks, expected their routing", n)
				}
			}
			if c.attention == 1 {
				return
			}

			// Expert rank 1 vanishes while both attention ranks stream.
			errs := make([]error, c.attention)
			var wg sync.WaitGroup
			started := make([]chan struct{}, c.attention)
			for a, u := range d.urls {
				started[a] = make(chan struct{})
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[a] = streamTokens(ctx, u, []int32{2, 7, 1}, 200, started[a])
				}()
			}
			for a := range started {
				select {
				case <-started[a]:
				case <-ctx.Done():
					t.Fatalf("attention rank %d's stream did not start\n%s", a, d.dump())
				}
			}
			victim := d.procs["expert 1"]
			victim.Cmd.Process.Kill()
			victim.Wait(5 * time.Second)
			wg.Wait()
			for a, err := range errs {
				if err == nil || !strings.Contains(err.Error(), "expert rank 1") {
					t.Errorf("attention rank %d's stream across the kill: %v, expected an error naming expert rank 1", a, err)
				}
				t.Logf("attention rank %d's stream across the kill: %v", a, err)
			}
			for a, u := range d.urls {
				if code, body := epGet(t, u+"/health"); code != 503 || !strings.Contains(body, "expert rank 1") {
					t.Errorf("attention rank %d /health with expert rank 1 gone: %d %q, expected 503 naming it", a, code, body)
				}
			}
			d.start("expert 1", "ffn", "--rank", "1", "--http", strings.TrimPrefix(d.expertHTTP[1], "http://"), "--listen", "127.0.0.1:0")
			for _, u := range d.urls {
				if err := waitHealthy(ctx, u, slices.Collect(maps.Values(d.procs))...); err != nil {
					t.Fatalf("%v\n%s", err, d.dump())
				}
			}
			d.serve(ctx)
			// The new generation: every process that lived through it joined a second communicator
			// after destroying the first; the restarted rank joined its first.
			latest, gen := map[string]int{}, map[string]int{}
			for name := range d.procs {
				latest[name] = len(d.logs[name]) - 1
				gen[name] = -1
			}
			gen["expert 1"] = 0
			d.checkGeneration(latest, gen)
			for name, i := range latest {
				if name == "expert 1" {
					continue
				}
				log := d.calls(name, i)
				inits := strings.Index(log, "\nHcclCommInitRootInfo ")
				second := inits + 1 + strings.Index(log[inits+1:], "\nHcclCommInitRootInfo ")
				if destroy := strings.Index(log, "\nHcclCommDestroy "); destroy < 0 || destroy > second {
					t.Errorf("%s: the first communicator was not destroyed before the second was joined", name)
				}
			}
			if n := len(callsOf(d.calls("expert 0", 0), "HcclGetRootInfo")); n < 2 {
				t.Errorf("expert rank 0 made %d root ids, expected a new one for the new generation", n)
			}
		})
	}
}
