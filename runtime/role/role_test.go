package role

import (
	"context"
	"io"
	"log/slog"
	"math"
	"strings"
	"testing"
	"time"

	"afdc/ir"
	"afdc/runtime"
)

// TestFlagsCheckedAtStart: flags that make no sense, and a topology or rendezvous that the
// handshake would refuse, stop the role executable at once with the flag, its value and what is
// expected, before it loads anything or waits for peers (the last row: sane flags get as far as the
// payload, which this test has none of).
func TestFlagsCheckedAtStart(t *testing.T) {
	attention := func(edit func(*AttentionFlags)) *AttentionFlags {
		c := &AttentionFlags{Flags: Flags{Rendezvous: DefaultRendezvous, AttentionRanks: 1, FFNRanks: 1, ConnectTimeout: time.Minute, DrainTimeout: time.Minute,
			ConnectFlags: ConnectFlags{Heartbeat: time.Second, PeerSilence: 5 * time.Second}},
			HTTP: "127.0.0.1:0", PeerTimeout: time.Minute, MinStageTokens: -1, MaxSeqLen: -1, KVBlockSize: 64, MaxQueue: 256,
			WriteTimeout: time.Minute, StallTimeout: time.Minute}
		edit(c)
		return c
	}
	ffn := func(edit func(*FFNFlags)) *FFNFlags {
		c := &FFNFlags{Flags: Flags{Rendezvous: DefaultRendezvous, AttentionRanks: 1, FFNRanks: 1, ConnectTimeout: time.Minute, DrainTimeout: time.Minute,
			ConnectFlags: ConnectFlags{Heartbeat: time.Second, PeerSilence: 5 * time.Second}}, PeerTimeout: time.Minute}
		edit(c)
		return c
	}
	for _, tc := range []struct {
		name  string
		ep    int
		flags any
		want  string
	}{
		{"ffn ranks 0", 0, attention(func(c *AttentionFlags) { c.FFNRanks = 0 }), "hello: topology 1A0F: 0 ffn ranks, expected at least 1"},
		{"ffn ranks 2", 0, attention(func(c *AttentionFlags) { c.FFNRanks = 2 }), "hello: topology 1A2F: 1 attention ranks, expected at least as many as the 2 ffn ranks"},
		{"attention ranks 0", 0, attention(func(c *AttentionFlags) { c.AttentionRanks = 0 }), "hello: topology 0A1F: 0 attention ranks, expected at least as many as the 1 ffn ranks"},
		{"rank 5", 0, attention(func(c *AttentionFlags) { c.Rank = 5 }), "hello: attention rank 5 out of range: topology 1A1F has attention ranks 0..0"},
		{"rank -1", 0, attention(func(c *AttentionFlags) { c.Rank = -1 }), "hello: attention rank -1 out of range"},
		{"ep ffn ranks", 2, attention(func(c *AttentionFlags) { c.FFNRanks = 3; c.AttentionRanks = 3 }), "--ffn-ranks 3, but this program's experts are spread over 2 expert ranks (built with --ep 2), expected --ffn-ranks 2"},
		{"rendezvous", 0, attention(func(c *AttentionFlags) { c.Rendezvous = "nohostport" }), `rendezvous "nohostport": address nohostport: missing port in address, expected HOST:PORT`},
		{"ffn rendezvous", 0, ffn(func(c *FFNFlags) { c.Rendezvous = "nohostport" }), `rendezvous "nohostport": address nohostport: missing port in address, expected HOST:PORT`},
		{"ffn rank 3", 0, ffn(func(c *FFNFlags) { c.Rank = 3 }), "hello: ffn rank 3 out of range: topology 1A1F has ffn ranks 0..0"},
		{"max queue", 0, attention(func(c *AttentionFlags) { c.MaxQueue = -1 }), "--max-queue -1, expected a number of requests (0: the default 256)"},
		{"drain timeout", 0, attention(func(c *AttentionFlags) { c.DrainTimeout = -time.Second }), "--drain-timeout -1s, expected 0 (stop at once) or a positive duration"},
		{"write timeout", 0, attention(func(c *AttentionFlags) { c.WriteTimeout = -time.Second }), "--write-timeout -1s, expected 0 (none) or a positive duration"},
		{"stall timeout", 0, attention(func(c *AttentionFlags) { c.StallTimeout = -time.Second }), "--stall-timeout -1s, expected 0 (the default 30s) or a positive duration"},
		{"max seq len", 0, attention(func(c *AttentionFlags) { c.MaxSeqLen = -2 }), "--max-seq-len -2, expected -1 (the model's max_position_embeddings), 0 (no limit) or a token count"},
		{"attention peer timeout", 0, attention(func(c *AttentionFlags) { c.PeerTimeout = -time.Second }), "--peer-timeout -1s, expected 0 (wait forever) or a positive duration"},
		{"kv cache bytes", 0, attention(func(c *AttentionFlags) { c.KVCacheBytes = math.MaxInt64 }), "--kv-cache-bytes 9223372036854775807 exceeds this machine's physical memory of "},
		{"ffn max peer rows", 0, ffn(func(c *FFNFlags) { c.MaxPeerRows = -1 }), "--max-peer-rows -1, expected 0 (this rank's --max-batch-tokens) or a token count"},
		{"ffn peer timeout", 0, ffn(func(c *FFNFlags) { c.PeerTimeout = -time.Second }), "--peer-timeout -1s, expected 0 (wait forever) or a positive duration"},
		{"ffn drain timeout", 0, ffn(func(c *FFNFlags) { c.DrainTimeout = -time.Second }), "--drain-timeout -1s, expected 0 (stop at once)"},
		{"sane", 0, attention(func(*AttentionFlags) {}), "payload program"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			role := "attention"
			if _, ok := tc.flags.(*FFNFlags); ok {
				role = "ffn"
			}
			r := &Role{man: ir.Manifest{Role: role, Target: "cpu", Plan: "p", Model: "m", Stages: 1, EP: tc.ep}}
			if _, known := physicalMemory(); !known && tc.name == "kv cache bytes" {
				t.Skip("no /proc/meminfo here")
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			err := r.Serve(ctx, tc.flags, io.Discard, slog.New(slog.DiscardHandler))
			if err == nil || !strings.Contains(err.Error(), tc.want) || ctx.Err() != nil {
				t.Errorf("Serve = %v, want at once an error containing %q", err, tc.want)
			}
		})
	}
}

// TestPeerSilenceFlag: --peer-silence must be positive.
func TestPeerSilenceFlag(t *testing.T) {
	r := &Role{man: ir.Manifest{Role: "attention", Target: "cpu", Plan: "p", Model: "m", Stages: 1}}
	f := &Flags{Rendezvous: DefaultRendezvous, AttentionRanks: 1, FFNRanks: 1, ConnectFlags: ConnectFlags{Heartbeat: time.Second, PeerSilence: -time.Second}}
	if _, err := r.connectorConfig(f, nil); err == nil || !strings.Contains(err.Error(), "--peer-silence -1s: expected a positive duration") {
		t.Errorf("connectorConfig(--peer-silence -1s) = %v, want it refused", err)
	}
}

// noteFlags is a target's flags whose choice of data plane leaves a note.
type noteFlags struct{ note string }

func (f *noteFlags) ChooseTransport(*ir.Manifest) error    { return nil }
func (f *noteFlags) SetOptions(*runtime.LoadOptions) error { return nil }
func (f *noteFlags) TransportNote() string                 { return f.note }

// TestTransportNoteLogged: what a target's flags say of the data plane they settled on is a
// warning in the role's log, before anything loads; flags with nothing to say log nothing.
func TestTransportNoteLogged(t *testing.T) {
	for _, note := range []string{"--transport auto took tcp: name the other role's GPU", ""} {
		r := &Role{man: ir.Manifest{Role: "ffn", Target: "cpu", Plan: "p", Model: "m", Stages: 1, Transport: "tcp"}}
		if err := r.Start(&noteFlags{note}); err != nil {
			t.Fatal(err)
		}
		var log strings.Builder
		flags := &FFNFlags{Flags: Flags{Rendezvous: DefaultRendezvous, AttentionRanks: 1, FFNRanks: 1, ConnectTimeout: time.Minute, DrainTimeout: time.Minute,
			ConnectFlags: ConnectFlags{Heartbeat: time.Second, PeerSilence: 5 * time.Second}}, PeerTimeout: time.Minute}
		err := r.Serve(context.Background(), flags, io.Discard, NewLogger(&log, "info", "text"))
		if err == nil || !strings.Contains(err.Error(), "--weights DIR is required") {
			t.Errorf("Serve = %v, want the missing --weights' error", err)
		}
		warned := strings.Contains(log.String(), "level=WARN") && strings.Contains(log.String(), "transport=tcp")
		if warned != (note != "") || note != "" && !strings.Contains(log.String(), "name the other role's GPU") {
			t.Errorf("note %q: log %q", note, log.String())
		}
	}
}
