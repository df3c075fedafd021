package cu

import "unsafe"

// Stream is a CUstream; the zero Stream is the legacy default stream.
type Stream uintptr

// Stream creation flags.
const (
	StreamDefault     = 0
	StreamNonBlocking = 1 // no implicit synchronisation with the legacy default stream
)

// StreamCreate creates a stream in the current context.
func StreamCreate(flags uint32) (Stream, error) {
	var s Stream
	err := check("cuStreamCreate", Result(Call(fn.streamCreate, uintptr(unsafe.Pointer(&s)), uintptr(flags))))
	return s, err
}

// StreamCreateWithPriority creates a stream with a priority (lower numbers run first).
func StreamCreateWithPriority(flags uint32, priority int) (Stream, error) {
	var s Stream
	err := check("cuStreamCreateWithPriority", Result(Call(fn.streamCreateWithPriority,
		uintptr(unsafe.Pointer(&s)), uintptr(flags), uintptr(int32(priority)))))
	return s, err
}

// Synchronize waits for the stream's work.
func (s Stream) Synchronize() error {
	return check("cuStreamSynchronize", Result(Call(fn.streamSynchronize, uintptr(s))))
}

// Done reports whether the stream's work has finished, without waiting.
func (s Stream) Done() (bool, error) {
	r := Result(Call(fn.streamQuery, uintptr(s)))
	if r == ErrorNotReady {
		return false, nil
	}
	return r == Success, check("cuStreamQuery", r)
}

// Destroy destroys the stream once its work is done.
func (s Stream) Destroy() error {
	return check("cuStreamDestroy", Result(Call(fn.streamDestroy, uintptr(s))))
}

// WaitEvent makes the stream's later work wait for the event's last record.
func (s Stream) WaitEvent(e Event) error {
	return check("cuStreamWaitEvent", Result(Call(fn.streamWaitEvent, uintptr(s), uintptr(e), 0)))
}

// Event is a CUevent.
type Event uintptr

// Event creation flags.
const (
	EventDefault       = 0
	EventBlockingSync  = 1
	EventDisableTiming = 2 // cheaper where only ordering is wanted
)

// EventCreate creates an event in the current context.
func EventCreate(flags uint32) (Event, error) {
	var e Event
	err := check("cuEventCreate", Result(Call(fn.eventCreate, uintptr(unsafe.Pointer(&e)), uintptr(flags))))
	return e, err
}

// Record records the event at the stream's current end.
func (e Event) Record(s Stream) error {
	return check("cuEventRecord", Result(Call(fn.eventRecord, uintptr(e), uintptr(s))))
}

// Synchronize waits for the event's last record.
func (e Event) Synchronize() error {
	return check("cuEventSynchronize", Result(Call(fn.eventSynchronize, uintptr(e))))
}

// Done reports whether the event's last record has completed, without waiting.
func (e Event) Done() (bool, error) {
	r := Result(Call(fn.eventQuery, uintptr(e)))
	if r == ErrorNotReady {
		return false, nil
	}
	return r == Success, check("cuEventQuery", r)
}

// Destroy destroys the event.
func (e Event) Destroy() error {
	return check("cuEventDestroy", Result(Call(fn.eventDestroy, uintptr(e))))
}

// ElapsedMs is the time in milliseconds between two completed records (start before end).
func ElapsedMs(start, end Event) (float32, error) {
	var ms float32
	err := check("cuEventElapsedTime", Result(Call(fn.eventElapsedTime,
		uintptr(unsafe.Pointer(&ms)), uintptr(start), uintptr(end))))
	return ms, err
}
