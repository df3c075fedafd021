// Package quietnet wraps TCP and Unix connections so that their reads and writes do not wake the
// Go runtime's monitor thread.
//
// A process whose goroutines all wait on the network lets the runtime's monitor thread (sysmon)
// sleep until woken. The first ordinary system call after that wakes it and resets it to polling
// every 20 µs for a millisecond or more before it backs off again; each poll takes a core for a
// moment. A role executable makes such a call at the start of every burst of work (reading the
// peer's tensors, then writing the streamed tokens), so on a host with as many busy threads as
// cores every exchange costs dozens of preemptions of the kernels' threads: on 2 cores the two
// processes of a split decode step switched context about 650 times a step, against 125 for the
// monolithic engine doing the same work.
//
// The reads and writes of a Conn are made as raw system calls on the socket the net package
// already made non-blocking: they return at once, and a call that would block waits in the
// network poller exactly as a net.Conn's would, deadlines included. Only the scheduler's
// bookkeeping of "in a system call" is skipped, which is safe because a non-blocking call never
// holds its thread.
package quietnet
