package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/alecthomas/kong"

	"afdc/runtime"
	"afdc/runtime/role"
	"afdc/targets"
)

// Files of a role executable's payload.
const (
	payloadManifest = role.PayloadManifest
	payloadProgram  = role.PayloadProgram
	payloadConfig   = role.PayloadConfig
)

// runRole is main for an emitted executable: the payload decides the role, its target adds its own
// flags (runtime.Executable), and package role runs it.
func runRole(files map[string][]byte, args []string, stdout, stderr io.Writer) int {
	exe := "afdc"
	if len(os.Args) > 0 {
		exe = filepath.Base(os.Args[0])
	}
	r, err := role.Open(files)
	if err != nil {
		fmt.Fprintf(stderr, "afdc: %v\n", err)
		return 2
	}
	man := r.Manifest()
	flags, target := r.Flags()
	desc := r.Description()
	if t, err := targets.Lookup(man.Target); err == nil {
		desc += fmt.Sprintf(" Target %s: %s.", man.Target, t.Info().Note)
	}
	opts := []kong.Option{kong.Description(desc),
		kong.Vars{"rendezvous": role.DefaultRendezvous, "checkbound": fmt.Sprintf("%d GiB", role.CheckWeightsBound>>30), "minstagecpu": strconv.Itoa(role.CPUMinStageTokens)}}
	if target != nil {
		opts = append(opts, kong.Embed(target))
	}
	if _, code := parseArgs(exe, flags, args, stdout, stderr, opts...); code >= 0 {
		return code
	}
	var common *role.Flags
	switch f := flags.(type) {
	case *role.AttentionFlags:
		common = &f.Flags
	case *role.FFNFlags:
		common = &f.Flags
	}
	if common.PrintManifest {
		b, _ := json.MarshalIndent(man, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	if err := r.Start(target); err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", exe, err)
		return 1
	}
	log := role.NewLogger(stderr, common.LogLevel, common.LogFormat).With("role", man.Role, "rank", common.Rank)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	context.AfterFunc(ctx, stop) // a second signal finds the default action: the process exits at once
	if err := r.Serve(ctx, flags, stderr, log); err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", exe, err)
		return 1
	}
	return 0
}

// randomSeed reads --random-weights: nil when not given.
func randomSeed(s string) (*int64, error) { return runtime.ParseSeed(s) }
