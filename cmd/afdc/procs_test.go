package main

import (
	"afdc/internal/procs"
	"afdc/targets/cuda/bench"
)

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

// plan --validate's arithmetic under the names its tests use.
var (
	validateRows      = bench.ValidateRows
	readCudaReport    = bench.ReadReport
	validateTolerance = bench.ValidateTolerance
)
