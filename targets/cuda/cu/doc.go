// Package cu binds the CUDA driver API without cgo: the driver library is opened with dlopen through
// github.com/ebitengine/purego when first needed, so every afdc build stays CGO_ENABLED=0, builds and
// tests on machines without a GPU, and a missing driver is an error at run time that names the library.
//
// It owns the library search (LD_LIBRARY_PATH, the system's library folders, CUDA toolkits and the
// NVIDIA wheels of Python environments), the conversion of every status code into an error naming the
// call and CUDA's own error string, and thin typed wrappers over the driver calls a backend needs:
// devices, primary contexts, streams, events, memory and copies, pinned host memory, PTX modules,
// kernel launches with packed arguments, CUDA graphs and IPC memory handles. The cuBLAS and NCCL
// bindings (packages cublas and nccl beside this one) use its library loader and error type.
//
// Contexts are current per OS thread: a caller must run every call for a device on one goroutine
// locked to its OS thread (package device does that). This package keeps no per-device state.
//
// It imports nothing of the project.
package cu
