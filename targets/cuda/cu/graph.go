package cu

import (
	"strconv"
	"unsafe"
)

// Graph is a CUgraph (a captured sequence of work); GraphExec is its instantiated, launchable form.
type (
	Graph     uintptr
	GraphExec uintptr
)

// Stream capture modes.
const (
	CaptureModeGlobal      = 0
	CaptureModeThreadLocal = 1 // only this thread's unsafe calls are refused during capture
	CaptureModeRelaxed     = 2
)

// BeginCapture starts recording the stream's work into a graph instead of running it.
func (s Stream) BeginCapture(mode int) error {
	return check("cuStreamBeginCapture", Result(Call(fn.streamBeginCapture, uintptr(s), uintptr(mode))))
}

// EndCapture stops recording and returns the graph.
func (s Stream) EndCapture() (Graph, error) {
	var g Graph
	err := check("cuStreamEndCapture", Result(Call(fn.streamEndCapture, uintptr(s), uintptr(unsafe.Pointer(&g)))))
	return g, err
}

// Instantiate makes a launchable graph.
func (g Graph) Instantiate() (GraphExec, error) {
	var e GraphExec
	err := check("cuGraphInstantiate", Result(Call(fn.graphInstantiate, uintptr(unsafe.Pointer(&e)), uintptr(g), 0)))
	return e, err
}

// Destroy destroys the graph (an instantiated GraphExec stays valid).
func (g Graph) Destroy() error {
	return check("cuGraphDestroy", Result(Call(fn.graphDestroy, uintptr(g))))
}

// graphExecUpdateInfo is CUgraphExecUpdateResultInfo: why an update was refused, and the nodes
// concerned.
type graphExecUpdateInfo struct {
	result              int32
	_                   int32
	errorNode, fromNode uintptr
}

// Update makes e run g's work: g must have the topology e was instantiated from (the same nodes
// and edges), only node parameters (kernel arguments, copy addresses) may differ. A refused update
// is an *Error whose Msg says the driver's reason (CUgraphExecUpdateResult); the caller should then
// destroy e rather than launch it.
func (e GraphExec) Update(g Graph) error {
	var info graphExecUpdateInfo
	r := Result(Call(fn.graphExecUpdate, uintptr(e), uintptr(g), uintptr(unsafe.Pointer(&info))))
	if r == Success {
		return nil
	}
	err := check("cuGraphExecUpdate", r).(*Error)
	err.Msg += "; " + UpdateResultName(int(info.result))
	return err
}

// UpdateResultName names a CUgraphExecUpdateResult.
func UpdateResultName(r int) string {
	names := []string{"success", "error", "topology changed", "node type changed", "function changed",
		"parameters changed", "not supported", "unsupported function change", "attributes changed"}
	if r >= 0 && r < len(names) {
		return "update result: " + names[r]
	}
	return "update result " + strconv.Itoa(r)
}

// Capturing reports whether the stream is recording a graph.
func (s Stream) Capturing() (bool, error) {
	var status int32
	err := check("cuStreamIsCapturing", Result(Call(fn.streamIsCapturing, uintptr(s), uintptr(unsafe.Pointer(&status)))))
	return status == 1, err // CU_STREAM_CAPTURE_STATUS_ACTIVE
}

// Launch replays the graph on a stream.
func (e GraphExec) Launch(s Stream) error {
	return check("cuGraphLaunch", Result(Call(fn.graphLaunch, uintptr(e), uintptr(s))))
}

// Destroy destroys the instantiated graph.
func (e GraphExec) Destroy() error {
	return check("cuGraphExecDestroy", Result(Call(fn.graphExecDestroy, uintptr(e))))
}
