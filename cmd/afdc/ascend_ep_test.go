package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"afdc/targets/ascend/acl/fakeacl"
)

// TestAscendExpertParallelBuild: afdc build --target ascend --ep 3 writes both executables, whose
// manifests record the sharding (ep, and per MoE layer its ranks and expert map); started on the
// recording fake, each loads and then stops before connecting, saying that an --ep build's
// exchange runs over tcp only so far (docs/ascend.md, "Not done").
func TestAscendExpertParallelBuild(t *testing.T) {
	fakeDir := t.TempDir()
	if _, err := fakeacl.Build(fakeDir); errors.Is(err, fakeacl.ErrNoCompiler) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
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
	w := t.TempDir()
	afdc(t, "init-weights", "--model", "tiny-deepseek-v3", "-o", w)
	for _, c := range []struct {
		role string
		args []string
	}{
		{"attention", []string{"--ffn-ranks", "3", "--kv-cache-bytes", "1048576"}},
		{"ffn", []string{"--ffn-ranks", "3", "--rank", "1"}},
	} {
		cmd := exec.Command(filepath.Join(out, "tiny-deepseek-v3-"+c.role), append([]string{"--weights", w, "--rendezvous", "127.0.0.1:1"}, c.args...)...)
		cmd.Env = append(os.Environ(), "AFDC_ASCEND_LIB_DIR="+fakeDir, "AFDC_FAKE_ACL_LOG="+filepath.Join(out, c.role+".calls"))
		b, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 || !strings.Contains(string(b), "an --ep build's dispatch and combine run over tcp so far") {
			t.Errorf("%s of an --ep ascend build on the fake: %v, output %q; expected exit 1 saying the --ep exchange runs over tcp only so far", c.role, err, b)
		}
	}
}
