package acl

// binding is one C function afdc calls: the library it lives in, its prototype, and where the
// reference states it.
//
// Invariant: Ref is a verbatim excerpt of the reference notes (testdata/reference.md);
// for an operator's second phase it is the reference's one template with "Xxx" standing for the
// operator's name. Proto is the full prototype, identical to Ref where Ref is a full prototype, and
// otherwise Ref's parameter list with names filled in. The tests check both, and Open checks Fn's Go
// type against Proto before registering it.
type binding struct {
	Lib   string
	Proto string
	Ref   string
	Fn    any // pointer to the Go function variable purego fills
}

// The two-phase template every aclnn operator's second phase follows (reference §3.2).
const execTemplate = "aclnnStatus aclnnXxx(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);"

// Libraries, in the order they are opened: the runtime first, the meta API before the operators
// that use it, HCCL last.
const (
	LibACL   = "libascendcl.so"
	LibNNOp  = "libnnopbase.so"
	LibOpAPI = "libopapi.so"
	LibHCCL  = "libhccl.so"
	LibHComm = "libhcomm.so"
)

// Libraries lists the shared libraries Open loads, in order.
var Libraries = []string{LibACL, LibNNOp, LibOpAPI, LibHCCL, LibHComm}

func (l *Lib) bindings() []binding {
	b := func(lib, proto, ref string, fn any) binding { return binding{lib, proto, ref, fn} }
	s := func(lib, proto string, fn any) binding { return binding{lib, proto, proto, fn} }
	rt := &l.rt
	mt := &l.meta
	op := &l.Op
	hc := &l.hccl
	out := []binding{
		// Runtime (reference §2).
		s(LibACL, "aclError aclInit(const char *configPath);", &rt.aclInit),
		s(LibACL, "aclError aclFinalize();", &rt.aclFinalize),
		s(LibACL, "aclError aclrtSetDevice(int32_t deviceId);", &rt.aclrtSetDevice),
		s(LibACL, "aclError aclrtResetDevice(int32_t deviceId);", &rt.aclrtResetDevice),
		s(LibACL, "aclError aclrtCreateStream(aclrtStream *stream);", &rt.aclrtCreateStream),
		s(LibACL, "aclError aclrtDestroyStream(aclrtStream stream);", &rt.aclrtDestroyStream),
		s(LibACL, "aclError aclrtSynchronizeStream(aclrtStream stream);", &rt.aclrtSynchronizeStream),
		s(LibACL, "aclError aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy);", &rt.aclrtMalloc),
		s(LibACL, "aclError aclrtFree(void *devPtr);", &rt.aclrtFree),
		s(LibACL, "aclError aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind);", &rt.aclrtMemcpy),
		b(LibACL, "aclError aclrtMemcpyAsync(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind, aclrtStream stream);",
			"aclError aclrtMemcpyAsync(void *dst, size_t destMax, const void *src, size_t count,\n                          aclrtMemcpyKind kind, aclrtStream stream);", &rt.aclrtMemcpyAsync),
		s(LibACL, "const char *aclGetRecentErrMsg();", &rt.aclGetRecentErrMsg),

		// aclnn meta API (reference §3.1).
		b(LibNNOp, "aclTensor *aclCreateTensor(const int64_t *viewDims, uint64_t viewDimsNum, aclDataType dataType, const int64_t *stride, int64_t offset, aclFormat format, const int64_t *storageDims, uint64_t storageDimsNum, void *tensorData);",
			"aclTensor     *aclCreateTensor(const int64_t *viewDims, uint64_t viewDimsNum, aclDataType dataType,\n                               const int64_t *stride, int64_t offset, aclFormat format,\n                               const int64_t *storageDims, uint64_t storageDimsNum, void *tensorData);", &mt.aclCreateTensor),
		b(LibNNOp, "aclScalar *aclCreateScalar(void *value, aclDataType dataType);", "aclScalar     *aclCreateScalar(void *value, aclDataType dataType);", &mt.aclCreateScalar),
		b(LibNNOp, "aclIntArray *aclCreateIntArray(const int64_t *value, uint64_t size);", "aclIntArray   *aclCreateIntArray(const int64_t *value, uint64_t size);", &mt.aclCreateIntArray),
		b(LibNNOp, "aclTensorList *aclCreateTensorList(const aclTensor *const *value, uint64_t size);", "aclTensorList *aclCreateTensorList(const aclTensor *const *value, uint64_t size);", &mt.aclCreateTensorList),
		b(LibNNOp, "aclnnStatus aclDestroyTensor(const aclTensor *arg0);", "aclnnStatus aclDestroyTensor(const aclTensor *);", &mt.aclDestroyTensor),
		b(LibNNOp, "aclnnStatus aclDestroyScalar(const aclScalar *arg0);", "aclnnStatus aclDestroyScalar(const aclScalar *);", &mt.aclDestroyScalar),
		b(LibNNOp, "aclnnStatus aclDestroyIntArray(const aclIntArray *arg0);", "aclnnStatus aclDestroyIntArray(const aclIntArray *);", &mt.aclDestroyIntArray),
		b(LibNNOp, "aclnnStatus aclDestroyTensorList(const aclTensorList *arg0);", "aclnnStatus aclDestroyTensorList(const aclTensorList *);", &mt.aclDestroyTensorList),

		// HCCL (reference §5); group start/end live in libhcomm.
		s(LibHCCL, "HcclResult HcclGetRootInfo(HcclRootInfo *rootInfo);", &hc.HcclGetRootInfo),
		s(LibHCCL, "HcclResult HcclCommInitRootInfo(uint32_t nRanks, const HcclRootInfo *rootInfo, uint32_t rank, HcclComm *comm);", &hc.HcclCommInitRootInfo),
		s(LibHCCL, "HcclResult HcclSend(void* sendBuf, uint64_t count, HcclDataType dataType, uint32_t destRank, HcclComm comm, aclrtStream stream);", &hc.HcclSend),
		s(LibHCCL, "HcclResult HcclRecv(void* recvBuf, uint64_t count, HcclDataType dataType, uint32_t srcRank,  HcclComm comm, aclrtStream stream);", &hc.HcclRecv),
		s(LibHCCL, "HcclResult HcclCommDestroy(HcclComm comm);", &hc.HcclCommDestroy),
		s(LibHCCL, "const char *HcclGetErrorString(HcclResult code);", &hc.HcclGetErrorString),
		b(LibHComm, "HcclResult HcclGroupStart();", "HcclResult HcclGroupStart();", &hc.HcclGroupStart),
		b(LibHComm, "HcclResult HcclGroupEnd();", "HcclResult HcclGroupEnd();", &hc.HcclGroupEnd),
	}
	for _, o := range operators {
		out = append(out, binding{LibOpAPI, o.proto, o.ref, op.first(o.name)})
		out = append(out, binding{LibOpAPI, "aclnnStatus aclnn" + o.name + "(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);", execTemplate, op.second(o.name)})
	}
	return out
}

// operator is one aclnn operator: its name (without the aclnn prefix) and the prototype of its first
// phase. The second phase is the template.
type operator struct {
	name  string
	proto string
	ref   string
}

func fullOp(name, proto string) operator { return operator{name, proto, proto} }

// tableOp is an operator whose reference row gives the declaration without its return type.
func tableOp(name, decl string) operator { return operator{name, "aclnnStatus " + decl, decl} }

// operators are the aclnn operators the lowering uses, with their first-phase prototypes (reference
// §4 and appendix A). Where the reference gives only the parameter list, ref is that list and proto
// the full declaration.
var operators = []operator{
	tableOp("Matmul", "aclnnMatmulGetWorkspaceSize(const aclTensor* self, const aclTensor* mat2, aclTensor* out, int8_t cubeMathType, uint64_t* workspaceSize, aclOpExecutor** executor)"),
	tableOp("Add", "aclnnAddGetWorkspaceSize(const aclTensor* self, const aclTensor* other, const aclScalar* alpha, aclTensor* out, uint64_t*, aclOpExecutor**)"),
	tableOp("Mul", "aclnnMulGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t*, aclOpExecutor**)"),
	{"Muls", "aclnnStatus aclnnMulsGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* arg3, aclOpExecutor** arg4)",
		"(const aclTensor* self, const aclScalar* other, aclTensor* out, …)"},
	tableOp("Silu", "aclnnSiluGetWorkspaceSize(const aclTensor* self, aclTensor* out, uint64_t*, aclOpExecutor**)"),
	tableOp("Softmax", "aclnnSoftmaxGetWorkspaceSize(const aclTensor* self, int64_t dim, aclTensor* out, uint64_t*, aclOpExecutor**)"),
	tableOp("ArgMax", "aclnnArgMaxGetWorkspaceSize(const aclTensor* self, int64_t dim, bool keepdim, aclTensor* out, uint64_t*, aclOpExecutor**)"),
	tableOp("Embedding", "aclnnEmbeddingGetWorkspaceSize(const aclTensor* weight, const aclTensor* indices, const aclTensor* out, uint64_t*, aclOpExecutor**)"),
	tableOp("RmsNorm", "aclnnRmsNormGetWorkspaceSize(const aclTensor *x, const aclTensor *gamma, double epsilon, const aclTensor *yOut, const aclTensor *rstdOut, uint64_t*, aclOpExecutor**)"),
	tableOp("AddRmsNorm", "aclnnAddRmsNormGetWorkspaceSize(const aclTensor *x1, const aclTensor *x2, const aclTensor *gamma, double epsilon, const aclTensor *yOut, const aclTensor *rstdOut, const aclTensor *xOut, uint64_t*, aclOpExecutor**)"),
	tableOp("SwiGlu", "aclnnSwiGluGetWorkspaceSize(const aclTensor *x, int64_t dim, const aclTensor *out, uint64_t*, aclOpExecutor**)"),
	{"RotaryPositionEmbedding", "aclnnStatus aclnnRotaryPositionEmbeddingGetWorkspaceSize(const aclTensor *x, const aclTensor *cos, const aclTensor *sin, int64_t mode, aclTensor *out, uint64_t* arg5, aclOpExecutor** arg6)",
		"(const aclTensor *x, const aclTensor *cos, const aclTensor *sin, int64_t mode, aclTensor *out, uint64_t*, aclOpExecutor**)"},
	tableOp("MoeGatingTopK", "aclnnMoeGatingTopKGetWorkspaceSize(const aclTensor *x, const aclTensor *biasOptional, int64_t k, int64_t kGroup, int64_t groupCount, int64_t groupSelectMode, int64_t renorm, int64_t normType, bool outFlag, double routedScalingFactor, double eps, const aclTensor *yOut, const aclTensor *expertIdxOut, const aclTensor *outOut, uint64_t*, aclOpExecutor**)"),
	fullOp("MoeInitRoutingV3", "aclnnStatus aclnnMoeInitRoutingV3GetWorkspaceSize(const aclTensor *x, const aclTensor *expertIdx, const aclTensor *scaleOptional, const aclTensor *offsetOptional, int64_t activeNum, int64_t expertCapacity, int64_t expertNum, int64_t dropPadMode, int64_t expertTokensNumType, bool expertTokensNumFlag, int64_t quantMode, const aclIntArray *activeExpertRangeOptional, int64_t rowIdxType, const aclTensor *expandedXOut, const aclTensor *expandedRowIdxOut, const aclTensor *expertTokensCountOrCumsumOut, const aclTensor *expandedScaleOut, uint64_t *workspaceSize, aclOpExecutor **executor);"),
	fullOp("GroupedMatmulV4", "aclnnStatus aclnnGroupedMatmulV4GetWorkspaceSize(const aclTensorList *x, const aclTensorList *weight, const aclTensorList *biasOptional, const aclTensorList *scaleOptional, const aclTensorList *offsetOptional, const aclTensorList *antiquantScaleOptional, const aclTensorList *antiquantOffsetOptional, const aclTensorList *perTokenScaleOptional, const aclTensor *groupListOptional, const aclTensorList *activationInputOptional, const aclTensorList *activationQuantScaleOptional, const aclTensorList *activationQuantOffsetOptional, int64_t splitItem, int64_t groupType, int64_t groupListType, int64_t actType, aclTensorList *out, aclTensorList *activationFeatureOutOptional, aclTensorList *dynQuantScaleOutOptional, uint64_t *workspaceSize, aclOpExecutor **executor);"),
	fullOp("MoeFinalizeRoutingV2", "aclnnStatus aclnnMoeFinalizeRoutingV2GetWorkspaceSize(const aclTensor* expandedX, const aclTensor* expandedRowIdx, const aclTensor* x1Optional, const aclTensor* x2Optional, const aclTensor* biasOptional, const aclTensor* scalesOptional, const aclTensor* expertIdxOptional, int64_t dropPadMode, const aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor);"),
}
