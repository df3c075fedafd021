// Package acl binds the CANN runtime (libascendcl.so), the aclnn meta and operator APIs
// (libnnopbase.so, libopapi.so) and HCCL (libhccl.so, libhcomm.so) through purego, so afdc stays
// CGO_ENABLED=0 and one binary runs on hosts with and without CANN.
//
// It owns the C prototypes of every function afdc calls (protos.go; a test checks each against the
// reference notes copied into testdata/reference.md), the Go function types they are registered
// with (checked against the prototypes at load), the enum values, and status checking: every failed
// call is reported with the call's name, its status and aclGetRecentErrMsg (HcclGetErrorString for
// HCCL).
// It knows nothing of afdc's IR; the lowering lives in the parent package.
//
// purego passes at most 32 arguments, so no function with more is bound (see docs/ascend.md for the
// fused operators left out for that reason).
package acl
