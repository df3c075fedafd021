package main

import (
	"context"
	"encoding/binary"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"afdc/internal/paritytest"
)

// The fault acceptance runs of the connector (docs/perf.md has their figures). They take minutes,
// so they run only when asked: AFDC_FAULT_TRIALS=1 go test ./cmd/afdc -run TestFaultAcceptance -v

func faultTrials(t *testing.T) {
	if os.Getenv("AFDC_FAULT_TRIALS") == "" {
		t.Skip("set AFDC_FAULT_TRIALS=1 to run the fault acceptance trials")
	}
}

// argOf returns the value of flag name in args.
func argOf(args []string, name string) string {
	if i := slices.Index(args, name); i >= 0 && i+1 < len(args) {
		return args[i+1]
	}
	return ""
}

// vmHWM is a process's peak resident set (Linux), in KiB.
func vmHWM(pid int) int {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmHWM:" {
			n, _ := strconv.Atoi(f[1])
			return n
		}
	}
	return 0
}

// TestFaultAcceptanceFFNKilled: 1A1F; in each of 20 trials, 4 requests are in flight when the FFN
// is killed: each must end with an error within 5 s of the kill; after a restart the next request
// must succeed.
func TestFaultAcceptanceFFNKilled(t *testing.T) {
	faultTrials(t)
	model := paritytest.Dir("v2")
	attn, ffnExe := buildExes(t, model, 2)
	d := deploy(t, attn, ffnExe, model, 1, 1, false)
	var worst time.Duration
	inflight, ok := 0, 0
	for trial := range 20 {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		type res struct {
			err error
			at  time.Time
		}
		results := make(chan res, 4)
		for i := range 4 {
			go func() {
				_, err := complete(ctx, d.urls[0], map[string]any{"prompt": []int32{int32(3 + i), 4, 5}, "max_tokens": 2000, "temperature": 0, "ignore_eos": true})
				results <- res{err, time.Now()}
			}()
		}
		time.Sleep(150 * time.Millisecond) // the requests are decoding
		ffn := d.procs[0]
		ffn.Cmd.Process.Kill()
		killed := time.Now()
		ffn.Wait(5 * time.Second)
		for range 4 {
			r := <-results
			if r.err == nil {
				if r.at.After(killed) {
					t.Errorf("trial %d: a request in flight at the kill succeeded", trial)
				}
				continue
			}
			inflight++
			if dt := r.at.Sub(killed); dt > worst {
				worst = dt
			}
			if r.at.Sub(killed) > 5*time.Second {
				t.Errorf("trial %d: an in-flight request ended %v after the kill, want within 5s: %v", trial, r.at.Sub(killed), r.err)
			}
		}
		again, err := startProc("ffn again", ffnExe, ffn.Cmd.Args[1:]...)
		if err != nil {
			t.Fatal(err)
		}
		d.procs[0] = again
		if err := waitHealthy(ctx, d.urls[0], again); err != nil {
			t.Fatalf("trial %d: %v\n%s", trial, err, d.logs())
		}
		if _, err := complete(ctx, d.urls[0], map[string]any{"prompt": []int32{5, 6, 7}, "max_tokens": 4, "temperature": 0}); err != nil {
			t.Errorf("trial %d: first request after the restart: %v", trial, err)
		} else {
			ok++
		}
		cancel()
	}
	t.Logf("FFN killed 20 times: %d requests in flight at the kill, all ended with an error, the slowest %v after the kill; first request after each restart: %d/20 succeeded",
		inflight, worst.Round(time.Millisecond), ok)
}

// TestFaultAcceptanceAttentionRank1: 2A1F; attention rank 1 is killed and restarted 10 times, then
// stopped for longer than the FFN's --peer-silence and resumed 10 times, while both ranks serve
// requests; rank 0 must lose none.
func TestFaultAcceptanceAttentionRank1(t *testing.T) {
	faultTrials(t)
	model := paritytest.Dir("v2-lite")
	attnExe, ffnExe := buildExes(t, model, 2)
	d := deploy(t, attnExe, ffnExe, model, 2, 1, false, "--peer-silence", "2s")
	var sent0, lost0, sent1, failed1 atomic.Int64
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for w := range 4 { // two clients per rank, requests back to back
		rank := w % 2
		wg.Go(func() {
			for ctx.Err() == nil {
				rctx, rcancel := context.WithTimeout(ctx, 60*time.Second)
				_, err := complete(rctx, d.urls[rank], map[string]any{"prompt": []int32{int32(4 + w), 5, 6}, "max_tokens": 24, "temperature": 0})
				rcancel()
				if ctx.Err() != nil {
					return
				}
				if rank == 0 {
					sent0.Add(1)
					if err != nil {
						lost0.Add(1)
						t.Errorf("rank 0 lost a request: %v", err)
					}
				} else {
					sent1.Add(1)
					if err != nil {
						failed1.Add(1)
						time.Sleep(50 * time.Millisecond) // rank 1 is down: do not spin
					}
				}
			}
		})
	}
	wait := func(d time.Duration) { time.Sleep(d) }
	fatal := func(format string, args ...any) { // stop the clients first, so they report nothing after the test
		cancel()
		wg.Wait()
		t.Fatalf(format, args...)
	}
	rank1 := 2 // FFN rank first, then attention ranks 0 and 1
	for trial := range 10 {
		wait(300 * time.Millisecond)
		p := d.procs[rank1]
		p.Cmd.Process.Kill()
		p.Wait(5 * time.Second)
		wait(300 * time.Millisecond)
		again, err := startProc(fmt.Sprintf("attention rank 1 (trial %d)", trial), attnExe, p.Cmd.Args[1:]...)
		if err != nil {
			fatal("%v", err)
		}
		d.procs[rank1] = again
		hctx, hcancel := context.WithTimeout(context.Background(), 30*time.Second)
		if err := waitHealthy(hctx, d.urls[1], again); err != nil {
			fatal("kill trial %d: %v\n%s", trial, err, d.logs())
		}
		hcancel()
	}
	killed0, killedLost := sent0.Load(), lost0.Load()
	for trial := range 10 {
		wait(300 * time.Millisecond)
		p := d.procs[rank1]
		stopProc(t, p)
		wait(3 * time.Second) // past the FFN's --peer-silence of 2s: rank 1 is dropped
		p.Cmd.Process.Signal(syscall.SIGCONT)
		hctx, hcancel := context.WithTimeout(context.Background(), 30*time.Second)
		if err := waitHealthy(hctx, d.urls[1], p); err != nil {
			fatal("stop trial %d: %v\n%s", trial, err, d.logs())
		}
		hcancel()
	}
	cancel()
	wg.Wait()
	t.Logf("rank 1 killed 10 times: rank 0 served %d requests, lost %d; rank 1 stopped 10 times: rank 0 served %d more, lost %d; rank 1 saw %d of %d fail",
		killed0, killedLost, sent0.Load()-killed0, lost0.Load()-killedLost, failed1.Load(), sent1.Load())
}

// TestFaultAcceptanceHostilePeers: while rank 0 serves, 16 connections each declare a 64 MiB hello
// and stream data, 16 send garbage, 16 claim tensor frames before any handshake; the FFN's peak
// resident set grows by less than 64 MiB and every request of rank 0 succeeds.
func TestFaultAcceptanceHostilePeers(t *testing.T) {
	faultTrials(t)
	model := paritytest.Dir("v2")
	attn, ffnExe := buildExes(t, model, 2)
	d := deploy(t, attn, ffnExe, model, 1, 1, false)
	ffn := d.procs[0]
	rdv := argOf(ffn.Cmd.Args, "--rendezvous")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if _, err := complete(ctx, d.urls[0], map[string]any{"prompt": []int32{5, 6, 7}, "max_tokens": 8, "temperature": 0}); err != nil {
		t.Fatal(err)
	}
	before := vmHWM(ffn.Cmd.Process.Pid)
	var wg sync.WaitGroup
	junk := make([]byte, 64<<10)
	for i := range 48 {
		wg.Go(func() {
			c, err := net.Dial("tcp", rdv)
			if err != nil {
				return
			}
			defer c.Close()
			c.SetDeadline(time.Now().Add(5 * time.Second))
			switch i % 3 {
			case 0:
				c.Write(append(binary.LittleEndian.AppendUint32(nil, 64<<20), 1))
				for range 1024 {
					if _, err := c.Write(junk); err != nil {
						return
					}
				}
			case 1:
				c.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\n\r\n"))
			case 2:
				c.Write(append(binary.LittleEndian.AppendUint32(nil, 64<<20), 8))
				c.Write(junk)
			}
			c.Read(make([]byte, 1))
		})
	}
	served := 0
	for range 20 {
		if _, err := complete(ctx, d.urls[0], map[string]any{"prompt": []int32{5, 6, 7}, "max_tokens": 8, "temperature": 0}); err != nil {
			t.Errorf("rank 0 during the attack: %v", err)
		} else {
			served++
		}
	}
	wg.Wait()
	after := vmHWM(ffn.Cmd.Process.Pid)
	t.Logf("FFN peak RSS %d KiB before, %d KiB after 48 hostile connections (16 x 64 MiB hellos); rank 0 served %d/20 during the attack", before, after, served)
	if after-before > 64<<10 {
		t.Errorf("FFN peak RSS grew by %d MiB, want < 64 MiB", (after-before)>>10)
	}
}

// TestClusterKeyExecutables: an FFN started with --cluster-key-file refuses an attention rank without
// the key (which exits naming it) and keeps waiting; one with the same key joins and serves.
func TestClusterKeyExecutables(t *testing.T) {
	model := paritytest.Dir("v2")
	attnExe, ffnExe := buildExes(t, model, 2)
	key := filepath.Join(t.TempDir(), "cluster.key")
	if err := os.WriteFile(key, []byte("a-shared-secret-of-32-characters\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	rdv, _ := freeAddr()
	common := []string{"--weights", model, "--rendezvous", rdv, "--connect-timeout", "30s"}
	ffn, err := startProc("ffn", ffnExe, append(common, "--cluster-key-file", key)...)
	if err != nil {
		t.Fatal(err)
	}
	defer ffn.Stop(5 * time.Second)
	httpAddr, _ := freeAddr()
	stranger, err := startProc("attention without the key", attnExe, append(common, "--http", httpAddr)...)
	if err != nil {
		t.Fatal(err)
	}
	if err := stranger.Wait(20 * time.Second); err == nil || !strings.Contains(stranger.Output(), "cluster key: ffn rank 0 requires one and the dialer sent a hello frame, not its challenge") {
		t.Fatalf("attention without the key: %v, want it to exit naming the key\n%s", err, stranger.Output())
	}
	httpAddr, _ = freeAddr()
	att, err := startProc("attention", attnExe, append(common, "--http", httpAddr, "--cluster-key-file", key)...)
	if err != nil {
		t.Fatal(err)
	}
	defer att.Stop(5 * time.Second)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := waitHealthy(ctx, "http://"+httpAddr, att, ffn); err != nil {
		t.Fatalf("%v\n%s\n%s", err, att.Output(), ffn.Output())
	}
	if _, err := complete(ctx, "http://"+httpAddr, map[string]any{"prompt": []int32{5, 6, 7}, "max_tokens": 4, "temperature": 0}); err != nil {
		t.Fatalf("keyed pair: %v", err)
	}
}
