package launch

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestStartPassesTheTopologyThrough: every rank gets the deployment's --attention-ranks and
// --ffn-ranks (more FFN ranks than attention ranks included: whether a rank takes a topology is
// its executable's to say) with its own --rank; a rank that exits while starting ends Start with
// its output, and no rank is left running.
func TestStartPassesTheTopologyThrough(t *testing.T) {
	dir := t.TempDir()
	args := filepath.Join(dir, "args")
	// The fake ranks record their flags; attention rank 1 waits until all five have, then exits
	// with a message, as an executable refusing its flags would.
	script := `#!/bin/sh
echo "$*" >> ` + args + `
case "$*" in
*"--rank 1 "*"--served-model-name"*)
	i=0
	while [ "$(wc -l < ` + args + `)" -lt 5 ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done
	echo "refusing this topology" >&2
	exit 3;;
esac
exec sleep 60
`
	exe := filepath.Join(dir, "rank")
	if err := os.WriteFile(exe, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	d, err := Start(context.Background(), Spec{Attention: exe, FFN: exe, AttentionRanks: 2, FFNRanks: 3, HTTP: "127.0.0.1:0",
		Dir: filepath.Join(dir, "logs"), AttentionArgs: []string{"--served-model-name", "m"}, StartTimeout: 2 * time.Minute, DrainTimeout: time.Second})
	if err == nil || !strings.Contains(err.Error(), "attention-1 exited while starting") || !strings.Contains(err.Error(), "refusing this topology") {
		t.Fatalf("Start = %v, expected attention-1's exit with its output", err)
	}
	b, _ := os.ReadFile(args)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d ranks started, expected 3 FFN + 2 attention:\n%s", len(lines), b)
	}
	ranks := map[string]int{}
	for _, l := range lines {
		if !strings.Contains(l, "--attention-ranks 2 --ffn-ranks 3") || !strings.Contains(l, "--cluster-key-file ") {
			t.Errorf("rank flags %q, expected --attention-ranks 2 --ffn-ranks 3 and the cluster key", l)
		}
		role := "ffn"
		if strings.Contains(l, "--served-model-name m") {
			role = "attention"
		}
		_, rest, _ := strings.Cut(l, "--rank ")
		r, _, _ := strings.Cut(rest, " ")
		ranks[role+r]++
	}
	for _, want := range []string{"ffn0", "ffn1", "ffn2", "attention0", "attention1"} {
		if ranks[want] != 1 {
			t.Errorf("rank %s started %d times, expected once: %v", want, ranks[want], ranks)
		}
	}
	for _, pid := range d.Pids() {
		if syscall.Kill(pid, 0) == nil {
			t.Errorf("rank process %d still running after Start failed", pid)
		}
	}
}

// TestStartStopsOnCancel: a deployment asked to stop while its ranks are still starting starts no
// more of them and leaves none running; a rank count past MaxRanks is refused before any starts.
func TestStartStopsOnCancel(t *testing.T) {
	dir := t.TempDir()
	started := filepath.Join(dir, "started")
	exe := filepath.Join(dir, "rank")
	if err := os.WriteFile(exe, []byte("#!/bin/sh\necho x >> "+started+"\nexec sleep 60\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		// Cancel once the first ranks have started.
		for i := 0; i < 600; i++ {
			if b, _ := os.ReadFile(started); len(b) > 0 {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		cancel()
	}()
	d, err := Start(ctx, Spec{Attention: exe, FFN: exe, AttentionRanks: 500, FFNRanks: 1, HTTP: "127.0.0.1:0",
		Dir: filepath.Join(dir, "logs"), StartTimeout: time.Minute, DrainTimeout: time.Second})
	if err == nil || !strings.Contains(err.Error(), "stopped while starting") {
		t.Fatalf("Start = %v, expected it stopped while starting ranks", err)
	}
	if n := len(d.Pids()); n >= 501 {
		t.Errorf("all %d ranks started after the cancel", n)
	}
	for _, pid := range d.Pids() {
		if syscall.Kill(pid, 0) == nil {
			t.Errorf("rank process %d still running after a cancelled Start", pid)
		}
	}

	_, err = Start(context.Background(), Spec{Attention: exe, FFN: exe, AttentionRanks: MaxRanks, FFNRanks: 1, HTTP: "127.0.0.1:0", Dir: filepath.Join(dir, "logs2")})
	if err == nil || !strings.Contains(err.Error(), "expected at most 1024 ranks") {
		t.Errorf("Start of %d ranks = %v, expected a refusal", MaxRanks+1, err)
	}
	if b, _ := os.ReadFile(started); strings.Count(string(b), "x") > 501 {
		t.Errorf("ranks started for a refused count")
	}
}
