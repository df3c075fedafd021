// Package connector owns the wire between afdc's attention and FFN executables: the rank topology,
// the rendezvous and hello handshake (with the optional cluster key), the control plane (step
// headers, aborts, errors, heartbeats, shutdown) and the data plane (per-layer, per-stage tensors
// behind the Transport interface, with a TCP implementation that shares the control connection).
//
// Roles: an attention rank dials (DialAttention) and owns the request path; an FFN rank listens
// (ListenFFN) and merges the step headers of its attention peers; Gather and Scatter collect their
// rows into one batch (fan in) and return the result (fan out) over any Transport. A device data
// plane (NCCL, HCCL) gets its bootstrap over the rendezvous (CollectiveID). Every size a peer
// declares is bounded before anything is allocated (control frames, the row limit agreed at the
// handshake, queues), and a peer that fails mid-step is dropped from that step alone
// (DroppedError). The protocol is described in docs/connector.md.
//
// The package imports only the standard library and runtime/tensor (the buffers it moves); it must
// not import the compiler, the IR or the executors (they import it).
package connector
