package main

import "afdc/internal/procs"

// The tests' names for the child-process harness of package procs.
type (
	proc             = procs.Proc
	pair             = procs.Pair
	completionResult = procs.Completion
)

var (
	startProc      = procs.Start
	freeAddr       = procs.FreeAddr
	waitHealthy    = procs.WaitHealthy
	complete       = procs.Complete
	completeAll    = procs.CompleteAll
	scrapeMetrics  = procs.ScrapeMetrics
	startPair      = procs.StartPair
	startPairFlags = procs.StartPairFlags
)
