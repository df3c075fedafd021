package acl

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"unsafe"

	"github.com/ebitengine/purego"
)

// Options say where the libraries are.
type Options struct {
	// Dir is the folder holding the libraries. Empty means: $AFDC_ASCEND_LIB_DIR, else
	// $ASCEND_HOME_PATH/lib64, else the bare names, which the dynamic loader looks up in
	// LD_LIBRARY_PATH as CANN's set_env.sh sets it.
	Dir string
}

// MissingLibraryError is what Open returns on a machine without CANN: the first library that could
// not be loaded.
type MissingLibraryError struct {
	Lib    string // e.g. "libascendcl.so"
	Path   string // what was passed to dlopen
	Detail string // the loader's message
}

func (e *MissingLibraryError) Error() string {
	where := ""
	if e.Path != e.Lib {
		where = " from " + e.Path
	}
	return fmt.Sprintf("ascend: cannot load %s%s: %s; expected the CANN toolkit: run its set_env.sh, or set ASCEND_HOME_PATH or AFDC_ASCEND_LIB_DIR",
		e.Lib, where, e.Detail)
}

// Lib is the loaded CANN and HCCL libraries. A Lib is used from one OS thread at a time: ACL binds a
// context to the calling thread, so the caller locks its goroutine to a thread (see the executor).
type Lib struct {
	rt   runtimeFns
	meta metaFns
	Op   Ops
	hccl hcclFns

	handles map[string]uintptr
	Dir     string // where the libraries were found ("" = the loader's search path)
}

type runtimeFns struct {
	aclInit                func(configPath *byte) int32
	aclFinalize            func() int32
	aclrtSetDevice         func(dev int32) int32
	aclrtResetDevice       func(dev int32) int32
	aclrtCreateStream      func(stream *uintptr) int32
	aclrtDestroyStream     func(stream uintptr) int32
	aclrtSynchronizeStream func(stream uintptr) int32
	aclrtMalloc            func(devPtr *uintptr, size uint64, policy int32) int32
	aclrtFree              func(devPtr uintptr) int32
	aclrtMemcpy            func(dst uintptr, destMax uint64, src uintptr, count uint64, kind int32) int32
	aclrtMemcpyAsync       func(dst uintptr, destMax uint64, src uintptr, count uint64, kind int32, stream uintptr) int32
	aclGetRecentErrMsg     func() string
}

type metaFns struct {
	aclCreateTensor      func(viewDims *int64, viewDimsNum uint64, dataType int32, stride *int64, offset int64, format int32, storageDims *int64, storageDimsNum uint64, data uintptr) uintptr
	aclCreateScalar      func(value unsafe.Pointer, dataType int32) uintptr
	aclCreateIntArray    func(value *int64, size uint64) uintptr
	aclCreateTensorList  func(value *uintptr, size uint64) uintptr
	aclDestroyTensor     func(t uintptr) int32
	aclDestroyScalar     func(s uintptr) int32
	aclDestroyIntArray   func(a uintptr) int32
	aclDestroyTensorList func(l uintptr) int32
}

type hcclFns struct {
	HcclGetRootInfo      func(root unsafe.Pointer) int32
	HcclCommInitRootInfo func(nRanks uint32, root unsafe.Pointer, rank uint32, comm *uintptr) int32
	HcclSend             func(buf uintptr, count uint64, dt int32, peer uint32, comm uintptr, stream uintptr) int32
	HcclRecv             func(buf uintptr, count uint64, dt int32, peer uint32, comm uintptr, stream uintptr) int32
	HcclCommDestroy      func(comm uintptr) int32
	HcclGetErrorString   func(code int32) string
	HcclGroupStart       func() int32
	HcclGroupEnd         func() int32
}

// ExecFn is every operator's second phase: launch on a stream with a workspace.
type ExecFn = func(workspace uintptr, workspaceSize uint64, executor uintptr, stream uintptr) int32

type (
	ws   = *uint64
	exec = *uintptr
)

// Ops are the first phases, one Go type per prototype, and the second phases by name.
type Ops struct {
	Matmul                  func(self, mat2, out uintptr, cubeMathType int8, w ws, e exec) int32
	Add                     func(self, other, alpha, out uintptr, w ws, e exec) int32
	Mul                     func(self, other, out uintptr, w ws, e exec) int32
	Muls                    func(self, other, out uintptr, w ws, e exec) int32
	Silu                    func(self, out uintptr, w ws, e exec) int32
	Softmax                 func(self uintptr, dim int64, out uintptr, w ws, e exec) int32
	ArgMax                  func(self uintptr, dim int64, keepdim bool, out uintptr, w ws, e exec) int32
	Embedding               func(weight, indices, out uintptr, w ws, e exec) int32
	RmsNorm                 func(x, gamma uintptr, eps float64, y, rstd uintptr, w ws, e exec) int32
	AddRmsNorm              func(x1, x2, gamma uintptr, eps float64, y, rstd, x uintptr, w ws, e exec) int32
	SwiGlu                  func(x uintptr, dim int64, out uintptr, w ws, e exec) int32
	RotaryPositionEmbedding func(x, cos, sin uintptr, mode int64, out uintptr, w ws, e exec) int32
	MoeGatingTopK           func(x, bias uintptr, k, kGroup, groupCount, groupSelectMode, renorm, normType int64, outFlag bool, routedScalingFactor, eps float64, y, expertIdx, out uintptr, w ws, e exec) int32
	MoeInitRoutingV3        func(x, expertIdx, scale, offset uintptr, activeNum, expertCapacity, expertNum, dropPadMode, expertTokensNumType int64, expertTokensNumFlag bool, quantMode int64, activeExpertRange uintptr, rowIdxType int64, expandedX, expandedRowIdx, expertTokensCount, expandedScale uintptr, w ws, e exec) int32
	GroupedMatmulV4         func(x, weight, bias, scale, offset, antiquantScale, antiquantOffset, perTokenScale, groupList, activationInput, activationQuantScale, activationQuantOffset uintptr, splitItem, groupType, groupListType, actType int64, out, activationFeatureOut, dynQuantScaleOut uintptr, w ws, e exec) int32
	MoeFinalizeRoutingV2    func(expandedX, expandedRowIdx, x1, x2, bias, scales, expertIdx uintptr, dropPadMode int64, out uintptr, w ws, e exec) int32

	exec map[string]*ExecFn
}

func (o *Ops) first(name string) any {
	f := reflect.ValueOf(o).Elem().FieldByName(name)
	if !f.IsValid() {
		panic("acl: no first-phase field for operator " + name)
	}
	return f.Addr().Interface()
}

func (o *Ops) second(name string) any {
	if o.exec == nil {
		o.exec = map[string]*ExecFn{}
	}
	f := new(ExecFn)
	o.exec[name] = f
	return f
}

// Open loads the libraries and binds every function. On a machine without CANN it returns a
// *MissingLibraryError naming the first library that is missing; a library that lacks a function
// is reported with the function's name.
func Open(o Options) (*Lib, error) {
	dir := o.Dir
	if dir == "" {
		dir = os.Getenv("AFDC_ASCEND_LIB_DIR")
	}
	if dir == "" {
		if home := os.Getenv("ASCEND_HOME_PATH"); home != "" {
			dir = filepath.Join(home, "lib64")
		}
	}
	l := &Lib{handles: map[string]uintptr{}, Dir: dir}
	for _, name := range Libraries {
		path := name
		if dir != "" {
			path = filepath.Join(dir, name)
		}
		// RTLD_GLOBAL: libopapi resolves the meta API from libnnopbase, as torch_npu loads them.
		h, err := purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err != nil {
			return nil, &MissingLibraryError{Lib: name, Path: path, Detail: err.Error()}
		}
		l.handles[name] = h
	}
	for _, b := range l.bindings() {
		p, err := ParseProto(b.Proto)
		if err != nil {
			return nil, err
		}
		if err := checkGoType(p, reflect.TypeOf(b.Fn).Elem()); err != nil {
			return nil, fmt.Errorf("ascend: binding %s: %w", p.Name, err)
		}
		sym, err := purego.Dlsym(l.handles[b.Lib], p.Name)
		if err != nil {
			return nil, fmt.Errorf("ascend: %s has no function %s (%v); expected a CANN with the operators of docs/ascend.md", b.Lib, p.Name, err)
		}
		if err := register(b.Fn, sym); err != nil {
			return nil, fmt.Errorf("ascend: binding %s: %w", p.Name, err)
		}
	}
	return l, nil
}

// register binds fn to sym; purego panics on a signature it cannot pass on this architecture, which
// becomes an error naming the function rather than a crash at start.
func register(fn any, sym uintptr) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	purego.RegisterFunc(fn, sym)
	return nil
}

// Close unloads the libraries.
func (l *Lib) Close() error {
	var errs []error
	for i := len(Libraries) - 1; i >= 0; i-- {
		if h, ok := l.handles[Libraries[i]]; ok {
			if err := purego.Dlclose(h); err != nil {
				errs = append(errs, fmt.Errorf("close %s: %w", Libraries[i], err))
			}
		}
	}
	l.handles = nil
	return errors.Join(errs...)
}

// Prototypes returns every bound C prototype, parsed, in binding order: what the recording fake
// implements.
func Prototypes() []Proto {
	var out []Proto
	for _, b := range (&Lib{}).bindings() {
		p, err := ParseProto(b.Proto)
		if err != nil {
			panic(err) // the table is checked by TestPrototypesParse
		}
		out = append(out, p)
	}
	return out
}

// goKinds maps a normalised C type to the Go kinds that carry it through purego's C ABI.
func goKinds(ctype string) []reflect.Kind {
	c := strings.TrimPrefix(ctype, "const ")
	switch {
	case c == "char*":
		return []reflect.Kind{reflect.Pointer, reflect.String}
	case strings.HasSuffix(c, "*"):
		return []reflect.Kind{reflect.Uintptr, reflect.Pointer, reflect.UnsafePointer}
	}
	switch c {
	case "aclrtStream", "aclrtEvent", "aclrtContext", "HcclComm":
		return []reflect.Kind{reflect.Uintptr}
	case "int64_t":
		return []reflect.Kind{reflect.Int64}
	case "uint64_t", "size_t":
		return []reflect.Kind{reflect.Uint64}
	case "int32_t", "aclError", "aclnnStatus", "HcclResult", "aclDataType", "aclFormat",
		"aclrtMemcpyKind", "aclrtMemMallocPolicy", "HcclDataType":
		return []reflect.Kind{reflect.Int32}
	case "uint32_t":
		return []reflect.Kind{reflect.Uint32}
	case "int8_t":
		return []reflect.Kind{reflect.Int8}
	case "bool":
		return []reflect.Kind{reflect.Bool}
	case "double":
		return []reflect.Kind{reflect.Float64}
	}
	return nil
}

// checkGoType checks that a Go function type passes the prototype's arguments: same count (at most
// purego's 32), each of a kind that carries its C type, and a matching result.
func checkGoType(p Proto, t reflect.Type) error {
	if t.Kind() != reflect.Func {
		return fmt.Errorf("Go binding is %s, expected a func", t)
	}
	if len(p.Params) > 32 {
		return fmt.Errorf("%d parameters, expected at most 32 (purego's limit)", len(p.Params))
	}
	if t.NumIn() != len(p.Params) {
		return fmt.Errorf("Go binding takes %d arguments, expected %d as in %s", t.NumIn(), len(p.Params), p)
	}
	for i, a := range p.Params {
		ks := goKinds(a.Type)
		if ks == nil {
			return fmt.Errorf("parameter %s has C type %q, which has no Go mapping", a.Name, a.Type)
		}
		if !containsKind(ks, t.In(i).Kind()) {
			return fmt.Errorf("parameter %d (%s %s) is Go %s, expected one of %v", i, a.Type, a.Name, t.In(i), ks)
		}
	}
	if t.NumOut() != 1 {
		return fmt.Errorf("Go binding returns %d values, expected 1", t.NumOut())
	}
	if ks := goKinds(p.Ret); !containsKind(ks, t.Out(0).Kind()) {
		return fmt.Errorf("result %s is Go %s, expected one of %v", p.Ret, t.Out(0), ks)
	}
	return nil
}

func containsKind(ks []reflect.Kind, k reflect.Kind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}
