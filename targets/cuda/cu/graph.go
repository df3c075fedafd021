package cu

import "unsafe"

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

// Launch replays the graph on a stream.
func (e GraphExec) Launch(s Stream) error {
	return check("cuGraphLaunch", Result(Call(fn.graphLaunch, uintptr(e), uintptr(s))))
}

// Destroy destroys the instantiated graph.
func (e GraphExec) Destroy() error {
	return check("cuGraphExecDestroy", Result(Call(fn.graphExecDestroy, uintptr(e))))
}
