//go:build gpu

package cu

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
)

var (
	ctxOnce sync.Once
	ctx0    Context
	ctxErr  error
)

// onGPU locks the test's goroutine to its thread and makes device 0's primary context current there;
// the caller defers the returned unlock. Without a driver or a device the test is skipped.
func onGPU(t testing.TB) func() {
	t.Helper()
	if err := Load(); err != nil {
		t.Skipf("no CUDA driver here: %v", err)
	}
	ctxOnce.Do(func() {
		var n int
		if n, ctxErr = DeviceCount(); ctxErr == nil && n == 0 {
			ctxErr = os.ErrNotExist
		}
		if ctxErr == nil {
			var d Device
			if d, ctxErr = DeviceGet(0); ctxErr == nil {
				ctx0, ctxErr = d.PrimaryCtxRetain()
			}
		}
	})
	if ctxErr != nil {
		t.Skipf("no usable CUDA device: %v", ctxErr)
	}
	runtime.LockOSThread()
	if err := ctx0.SetCurrent(); err != nil {
		runtime.UnlockOSThread()
		t.Fatal(err)
	}
	return runtime.UnlockOSThread
}

// must(f())(t) is f's value, or the test's end with f's error.
func must[T any](v T, err error) func(testing.TB) T {
	return func(t testing.TB) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

func ok(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestGPUDeviceInfo(t *testing.T) {
	defer onGPU(t)()
	d := must(DeviceGet(0))(t)
	name := must(d.Name())(t)
	major := must(d.Attribute(AttrComputeCapabilityMajor))(t)
	minor := must(d.Attribute(AttrComputeCapabilityMinor))(t)
	sms := must(d.Attribute(AttrMultiprocessorCount))(t)
	warp := must(d.Attribute(AttrWarpSize))(t)
	total := must(d.TotalMem())(t)
	free, total2, err := MemGetInfo()
	ok(t, err)
	ver := must(DriverVersion())(t)
	t.Logf("libraries: %s", strings.Join(Loaded(), " "))
	t.Logf("device 0: %s, sm_%d%d, %d SMs, %.1f GiB (%.1f free), driver CUDA %d.%d",
		name, major, minor, sms, float64(total)/(1<<30), float64(free)/(1<<30), ver/1000, ver%1000/10)
	if name == "" || major < 7 || sms <= 0 || warp != 32 || total == 0 || total2 != total || free > total || ver < 12000 {
		t.Errorf("implausible device: name %q cc %d.%d sms %d warp %d total %d/%d free %d driver %d",
			name, major, minor, sms, warp, total, total2, free, ver)
	}
	if _, err := DeviceGet(1 << 20); err == nil || !strings.Contains(err.Error(), "cuDeviceGet") || !strings.Contains(err.Error(), "CUDA_ERROR_INVALID_DEVICE") {
		t.Errorf("DeviceGet of a device that does not exist: %v, want an error naming the call and CUDA's error", err)
	}
}

func randomBytes(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 1))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func TestGPUMemcpyRoundTrip(t *testing.T) {
	defer onGPU(t)()
	const n = 1<<20 + 12
	src := randomBytes(n, 1)
	a, b := must(MemAlloc(n))(t), must(MemAlloc(n))(t)
	defer MemFree(a)
	defer MemFree(b)
	ok(t, CopyHtoD(a, src))
	ok(t, CopyDtoD(b, a, n))
	got := make([]byte, n)
	ok(t, CopyDtoH(got, b))
	if !bytes.Equal(got, src) {
		t.Fatalf("HtoD → DtoD → DtoH changed the bytes")
	}
	s := must(StreamCreate(StreamNonBlocking))(t)
	defer s.Destroy()
	ok(t, MemsetD32Async(a, math.Float32bits(-2.5), n/4, s))
	ok(t, CopyDtoDAsync(b.Add(4), a, 8, s))
	ok(t, s.Synchronize())
	ok(t, CopyDtoH(got, b))
	if f := math.Float32frombits(binary.LittleEndian.Uint32(got[8:])); f != -2.5 || !bytes.Equal(got[:4], src[:4]) || !bytes.Equal(got[12:], src[12:]) {
		t.Errorf("memset + 8-byte async copy to offset 4: word 2 = %v, want -2.5 and the rest untouched", f)
	}
	ok(t, MemsetD8(b, 0x5a, n))
	ok(t, CopyDtoH(got, b))
	if bytes.Count(got, []byte{0x5a}) != n {
		t.Errorf("MemsetD8 left bytes other than 0x5a")
	}
	if _, err := MemAlloc(1 << 50); err == nil || !strings.Contains(err.Error(), "CUDA_ERROR_OUT_OF_MEMORY") {
		t.Errorf("MemAlloc of a petabyte: %v, want CUDA_ERROR_OUT_OF_MEMORY", err)
	}
}

func TestGPUPinnedCopies(t *testing.T) {
	defer onGPU(t)()
	const n = 4 << 20
	h1, h2 := must(MemHostAlloc(n, HostAllocPortable))(t), must(MemHostAlloc(n, 0))(t)
	defer h1.Free()
	defer h2.Free()
	copy(h1.Bytes(), randomBytes(n, 2))
	d := must(MemAlloc(n))(t)
	defer MemFree(d)
	s := must(StreamCreate(StreamNonBlocking))(t)
	defer s.Destroy()
	ok(t, CopyHtoDAsync(d, h1, 0, n, s))
	ok(t, CopyDtoHAsync(h2, 1024, d, n-1024, s))
	ok(t, s.Synchronize())
	if !bytes.Equal(h2.Bytes()[1024:], h1.Bytes()[:n-1024]) {
		t.Errorf("pinned HtoD then DtoH to offset 1024 changed the bytes")
	}
	if err := CopyDtoHAsync(h2, 1, d, n, s); err == nil {
		t.Errorf("a copy past the pinned buffer's end was accepted")
	}
}

// The PTX exercises every parameter kind Args packs: y[i] = a·x[i] + b + off + (big >> 32) for i < n.
const testPTX = `
.version 7.8
.target sm_90
.address_size 64

.visible .entry affine(.param .u64 p_y, .param .u64 p_x, .param .f32 p_a, .param .f32 p_b,
	.param .u32 p_n, .param .s32 p_off, .param .s64 p_big)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .f32 %f<8>;
	.reg .b64 %rd<10>;
	ld.param.u64 %rd1, [p_y];
	ld.param.u64 %rd2, [p_x];
	ld.param.f32 %f1, [p_a];
	ld.param.f32 %f2, [p_b];
	ld.param.u32 %r1, [p_n];
	ld.param.s32 %r2, [p_off];
	ld.param.s64 %rd3, [p_big];
	mov.u32 %r3, %ctaid.x;
	mov.u32 %r4, %ntid.x;
	mov.u32 %r5, %tid.x;
	mad.lo.s32 %r6, %r3, %r4, %r5;
	setp.ge.u32 %p1, %r6, %r1;
	@%p1 bra DONE;
	cvta.to.global.u64 %rd4, %rd2;
	cvta.to.global.u64 %rd5, %rd1;
	mul.wide.u32 %rd6, %r6, 4;
	add.s64 %rd7, %rd4, %rd6;
	ld.global.f32 %f3, [%rd7];
	fma.rn.f32 %f4, %f3, %f1, %f2;
	cvt.rn.f32.s32 %f5, %r2;
	add.f32 %f4, %f4, %f5;
	shr.s64 %rd8, %rd3, 32;
	cvt.rn.f32.s64 %f6, %rd8;
	add.f32 %f4, %f4, %f6;
	add.s64 %rd9, %rd5, %rd6;
	st.global.f32 [%rd9], %f4;
DONE:
	ret;
}

.visible .entry inc(.param .u64 p_x, .param .u32 p_n)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<6>;
	griddepcontrol.wait;
	griddepcontrol.launch_dependents;
	ld.param.u64 %rd1, [p_x];
	ld.param.u32 %r1, [p_n];
	mov.u32 %r3, %ctaid.x;
	mov.u32 %r4, %ntid.x;
	mov.u32 %r5, %tid.x;
	mad.lo.s32 %r6, %r3, %r4, %r5;
	setp.ge.u32 %p1, %r6, %r1;
	@%p1 bra INCDONE;
	cvta.to.global.u64 %rd2, %rd1;
	mul.wide.u32 %rd3, %r6, 4;
	add.s64 %rd4, %rd2, %rd3;
	ld.global.f32 %f1, [%rd4];
	add.f32 %f2, %f1, 0f3F800000;
	st.global.f32 [%rd4], %f2;
INCDONE:
	ret;
}

.visible .entry empty()
{
	ret;
}
`

func affineRef(x []float32) []float32 {
	y := make([]float32, len(x))
	for i, v := range x {
		y[i] = v*0.5 + 0.25 - 3 + 5 // every value exact in float32
	}
	return y
}

func floats(b []byte) []float32 {
	f := make([]float32, len(b)/4)
	for i := range f {
		f[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return f
}

func floatBytes(f []float32) []byte {
	b := make([]byte, 4*len(f))
	for i, v := range f {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

type affineKernel struct {
	mod    Module
	affine Function
	empty  Function
}

func loadAffine(t testing.TB) affineKernel {
	m := must(ModuleLoadPTX(testPTX))(t)
	return affineKernel{m, must(m.Function("affine"))(t), must(m.Function("empty"))(t)}
}

func (k affineKernel) launch(y, x DevicePtr, n int, s Stream) error {
	args := NewArgs(7).Ptr(y).Ptr(x).F32(0.5).F32(0.25).U32(uint32(n)).I32(-3).I64(5<<32 + 7)
	return k.affine.Launch(D1((n+127)/128), D1(128), 0, s, args)
}

func TestGPUKernelLaunch(t *testing.T) {
	defer onGPU(t)()
	k := loadAffine(t)
	defer k.mod.Unload()
	const n = 1000 // not a multiple of the block: the bound check matters
	x := make([]float32, n+8)
	for i := range x {
		x[i] = float32(i%977) - 400
	}
	xd, yd := must(MemAlloc(4*len(x)))(t), must(MemAlloc(4*len(x)))(t)
	defer MemFree(xd)
	defer MemFree(yd)
	ok(t, CopyHtoD(xd, floatBytes(x)))
	ok(t, MemsetD32(yd, math.Float32bits(7), len(x)))
	ok(t, k.launch(yd, xd, n, 0))
	ok(t, CtxSynchronize())
	got := make([]byte, 4*len(x))
	ok(t, CopyDtoH(got, yd))
	y, want := floats(got), affineRef(x[:n])
	for i := range n {
		if y[i] != want[i] {
			t.Fatalf("y[%d] = %v, want %v", i, y[i], want[i])
		}
	}
	for i := n; i < len(x); i++ {
		if y[i] != 7 {
			t.Fatalf("y[%d] = %v past n, want it untouched (7)", i, y[i])
		}
	}
	if _, err := k.mod.Function("nope"); err == nil || !strings.Contains(err.Error(), `cuModuleGetFunction("nope")`) {
		t.Errorf("a missing kernel: %v, want an error naming it", err)
	}
	_, err := ModuleLoadPTX(".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry bad() { bogus.instr %r1; }\n")
	if err == nil || !strings.Contains(err.Error(), "cuModuleLoadDataEx") {
		t.Fatalf("bad PTX: %v, want an error naming cuModuleLoadDataEx", err)
	}
	t.Logf("bad PTX is reported as: %v", err)
}

// TestGPULaunchDependent chains launches that may each start while the one before runs: every
// launch adds one to each element in place, after griddepcontrol.wait, so a launch that read before
// its predecessor finished would lose increments.
func TestGPULaunchDependent(t *testing.T) {
	defer onGPU(t)()
	if !DependentLaunch() {
		t.Skip("the driver has no cuLaunchKernelEx")
	}
	m := must(ModuleLoadPTX(testPTX))(t)
	defer m.Unload()
	inc := must(m.Function("inc"))(t)
	s := must(StreamCreate(StreamNonBlocking))(t)
	defer s.Destroy()
	const n, launches = 1 << 20, 300
	xd := must(MemAlloc(4 * n))(t)
	defer MemFree(xd)
	ok(t, MemsetD32(xd, 0, n))
	args := NewArgs(2)
	for i := range launches {
		args.Reset().Ptr(xd).U32(n)
		if i%50 == 49 { // an ordinary launch among them orders as before
			ok(t, inc.Launch(D1(n/256), D1(256), 0, s, args))
			continue
		}
		ok(t, inc.LaunchDependent(D1(n/256), D1(256), 0, s, args))
	}
	ok(t, s.Synchronize())
	got := make([]byte, 4*n)
	ok(t, CopyDtoH(got, xd))
	for i, v := range floats(got) {
		if v != launches {
			t.Fatalf("x[%d] = %v after %d dependent increments, want %d", i, v, launches, launches)
		}
	}
}

func TestGPUEventsTiming(t *testing.T) {
	defer onGPU(t)()
	k := loadAffine(t)
	defer k.mod.Unload()
	s := must(StreamCreate(StreamNonBlocking))(t)
	defer s.Destroy()
	start, end := must(EventCreate(EventDefault))(t), must(EventCreate(EventDefault))(t)
	defer start.Destroy()
	defer end.Destroy()
	const n = 1 << 24
	xd, yd := must(MemAlloc(4*n))(t), must(MemAlloc(4*n))(t)
	defer MemFree(xd)
	defer MemFree(yd)
	ok(t, start.Record(s))
	for range 20 {
		ok(t, k.launch(yd, xd, n, s))
	}
	ok(t, end.Record(s))
	ok(t, end.Synchronize())
	done := must(end.Done())(t)
	ms := must(ElapsedMs(start, end))(t)
	if !done || !(ms > 0) {
		t.Errorf("after Synchronize: done %v, elapsed %v ms; want done and a positive time", done, ms)
	}
	t.Logf("20 launches over 2×64 MiB: %.3f ms, %.0f GB/s", ms, 20*8*float64(n)/float64(ms)/1e6)
	// A second stream waits for the first one's event: its copy sees the kernel's output.
	s2 := must(StreamCreate(StreamNonBlocking))(t)
	defer s2.Destroy()
	ok(t, MemsetD32Async(xd, math.Float32bits(2), n, s))
	ok(t, k.launch(yd, xd, n, s))
	ok(t, end.Record(s))
	ok(t, s2.WaitEvent(end))
	ok(t, CopyDtoDAsync(xd, yd, 4*n, s2))
	ok(t, s2.Synchronize())
	got := make([]byte, 16)
	ok(t, CopyDtoH(got, xd.Add(4*(n-4))))
	for _, v := range floats(got) {
		if v != affineRef([]float32{2})[0] {
			t.Fatalf("copy ordered after the event read %v, want the kernel's output %v", v, affineRef([]float32{2})[0])
		}
	}
}

func TestGPUGraphReplay(t *testing.T) {
	defer onGPU(t)()
	k := loadAffine(t)
	defer k.mod.Unload()
	s := must(StreamCreate(StreamNonBlocking))(t)
	defer s.Destroy()
	const n = 4096
	xd, yd, zd := must(MemAlloc(4*n))(t), must(MemAlloc(4*n))(t), must(MemAlloc(4*n))(t)
	defer MemFree(xd)
	defer MemFree(yd)
	defer MemFree(zd)
	step := func() error { // two dependent kernels: z = f(f(x))
		if err := k.launch(yd, xd, n, s); err != nil {
			return err
		}
		return k.launch(zd, yd, n, s)
	}
	ok(t, s.BeginCapture(CaptureModeThreadLocal))
	if err := step(); err != nil {
		s.EndCapture()
		t.Fatal(err)
	}
	g := must(s.EndCapture())(t)
	exec := must(g.Instantiate())(t)
	ok(t, g.Destroy())
	defer exec.Destroy()
	for round := range 3 {
		x := make([]float32, n)
		for i := range x {
			x[i] = float32((i*(round+3))%1013) - 500
		}
		ok(t, CopyHtoD(xd, floatBytes(x)))
		ok(t, step())
		ok(t, s.Synchronize())
		eager := make([]byte, 4*n)
		ok(t, CopyDtoH(eager, zd))
		ok(t, MemsetD32(zd, 0, n))
		ok(t, exec.Launch(s))
		ok(t, s.Synchronize())
		replay := make([]byte, 4*n)
		ok(t, CopyDtoH(replay, zd))
		if !bytes.Equal(eager, replay) {
			t.Fatalf("round %d: graph replay differs from eager", round)
		}
		if want := affineRef(affineRef(x[:1]))[0]; floats(replay)[0] != want {
			t.Fatalf("round %d: z[0] = %v, want %v", round, floats(replay)[0], want)
		}
	}
}

// IPC handles only open in another process: the test runs its own binary as the child.
func TestGPUIpcChild(t *testing.T) {
	hexHandle := os.Getenv("AFDC_TEST_IPC_HANDLE")
	if hexHandle == "" {
		t.Skip("run by TestGPUIpc as its child process")
	}
	defer onGPU(t)()
	h := must(ParseIpcMemHandle(hexHandle))(t)
	n := must(strconv.Atoi(os.Getenv("AFDC_TEST_IPC_BYTES")))(t)
	p := must(IpcOpenMemHandle(h))(t)
	got := make([]byte, n)
	ok(t, CopyDtoH(got, p))
	if !bytes.Equal(got, randomBytes(n, 3)) {
		t.Fatalf("child: the mapped allocation differs from what the parent wrote")
	}
	ok(t, MemsetD8(p, 0xa5, n/2)) // the parent checks it sees this write
	ok(t, CtxSynchronize())
	ok(t, IpcCloseMemHandle(p))
}

func TestGPUIpc(t *testing.T) {
	defer onGPU(t)()
	const n = 1 << 16
	d := must(MemAlloc(n))(t)
	defer MemFree(d)
	ok(t, CopyHtoD(d, randomBytes(n, 3)))
	h := must(IpcGetMemHandle(d))(t)
	if _, err := IpcOpenMemHandle(h); err == nil {
		t.Errorf("opening a handle in its own process succeeded, want the driver's refusal")
	} else {
		t.Logf("own-process open refused as expected: %v", err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestGPUIpcChild$", "-test.v")
	cmd.Env = append(os.Environ(), "AFDC_TEST_IPC_HANDLE="+h.Hex(), "AFDC_TEST_IPC_BYTES="+strconv.Itoa(n))
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestGPUIpcChild") {
		t.Fatalf("child process: %v\n%s", err, out)
	}
	got := make([]byte, n)
	ok(t, CopyDtoH(got, d))
	want := randomBytes(n, 3)
	for i := range n / 2 {
		want[i] = 0xa5
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the child's write through the IPC mapping is not visible to the parent")
	}
}

// BenchmarkGPUCopyDtoD measures device-to-device copy bandwidth with events, counting the bytes read
// and written.
func BenchmarkGPUCopyDtoD(b *testing.B) {
	defer onGPU(b)()
	const n = 2 << 30
	src, dst := must(MemAlloc(n))(b), must(MemAlloc(n))(b)
	defer MemFree(src)
	defer MemFree(dst)
	s := must(StreamCreate(StreamNonBlocking))(b)
	defer s.Destroy()
	start, end := must(EventCreate(0))(b), must(EventCreate(0))(b)
	ok(b, CopyDtoDAsync(dst, src, n, s)) // warm up
	b.ResetTimer()
	ok(b, start.Record(s))
	for range b.N {
		ok(b, CopyDtoDAsync(dst, src, n, s))
	}
	ok(b, end.Record(s))
	ok(b, end.Synchronize())
	ms := must(ElapsedMs(start, end))(b)
	b.ReportMetric(2*float64(n)*float64(b.N)/(float64(ms)/1e3)/1e12, "TB/s")
	b.SetBytes(2 * n)
}

// BenchmarkGPULaunch measures the host's cost of one launch through purego (ns/op) and the device's
// time per empty kernel back to back (us/kernel).
func BenchmarkGPULaunch(b *testing.B) {
	defer onGPU(b)()
	k := loadAffine(b)
	s := must(StreamCreate(StreamNonBlocking))(b)
	defer s.Destroy()
	start, end := must(EventCreate(0))(b), must(EventCreate(0))(b)
	args := NewArgs(0)
	ok(b, k.empty.Launch(D1(1), D1(32), 0, s, args))
	ok(b, s.Synchronize())
	b.ResetTimer()
	ok(b, start.Record(s))
	for range b.N {
		if err := k.empty.Launch(D1(1), D1(32), 0, s, args); err != nil {
			b.Fatal(err)
		}
	}
	ok(b, end.Record(s))
	b.StopTimer()
	ok(b, end.Synchronize())
	ms := must(ElapsedMs(start, end))(b)
	b.ReportMetric(float64(ms)*1e3/float64(b.N), "us/kernel")
}

// BenchmarkGPUGraphLaunch measures a replayed graph of 100 empty kernels (us/kernel on the device).
func BenchmarkGPUGraphLaunch(b *testing.B) {
	defer onGPU(b)()
	k := loadAffine(b)
	s := must(StreamCreate(StreamNonBlocking))(b)
	defer s.Destroy()
	ok(b, s.BeginCapture(CaptureModeThreadLocal))
	for range 100 {
		ok(b, k.empty.Launch(D1(1), D1(32), 0, s, nil))
	}
	g := must(s.EndCapture())(b)
	exec := must(g.Instantiate())(b)
	defer exec.Destroy()
	start, end := must(EventCreate(0))(b), must(EventCreate(0))(b)
	ok(b, exec.Launch(s))
	ok(b, s.Synchronize())
	b.ResetTimer()
	ok(b, start.Record(s))
	for range b.N {
		ok(b, exec.Launch(s))
	}
	ok(b, end.Record(s))
	ok(b, end.Synchronize())
	ms := must(ElapsedMs(start, end))(b)
	b.ReportMetric(float64(ms)*1e3/float64(100*b.N), "us/kernel")
}

// TestGPUGraphUpdate: an instantiated graph updated with a capture of the same kernels on other
// buffers writes the new buffer on replay and leaves the old one alone; a capture of a different
// topology is refused with the driver's reason.
func TestGPUGraphUpdate(t *testing.T) {
	defer onGPU(t)()
	k := loadAffine(t)
	defer k.mod.Unload()
	s := must(StreamCreate(StreamNonBlocking))(t)
	defer s.Destroy()
	const n = 1024
	xd, yd, z1, z2 := must(MemAlloc(4*n))(t), must(MemAlloc(4*n))(t), must(MemAlloc(4*n))(t), must(MemAlloc(4*n))(t)
	for _, p := range []DevicePtr{xd, yd, z1, z2} {
		defer MemFree(p)
	}
	capture := func(kernels int, z DevicePtr) Graph {
		ok(t, s.BeginCapture(CaptureModeThreadLocal))
		if c, err := s.Capturing(); err != nil || !c {
			s.EndCapture()
			t.Fatalf("Capturing = %v, %v during a capture", c, err)
		}
		for i := range kernels {
			src, dst := xd, yd
			if i == kernels-1 {
				dst = z
			}
			if i > 0 {
				src = yd
			}
			if err := k.launch(dst, src, n, s); err != nil {
				s.EndCapture()
				t.Fatal(err)
			}
		}
		return must(s.EndCapture())(t)
	}
	g1 := capture(2, z1)
	exec := must(g1.Instantiate())(t)
	defer exec.Destroy()
	ok(t, g1.Destroy())
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i%97) - 40
	}
	ok(t, CopyHtoD(xd, floatBytes(x)))
	ok(t, MemsetD32(z1, 0, n))
	ok(t, MemsetD32(z2, 0, n))
	g2 := capture(2, z2)
	ok(t, exec.Update(g2))
	ok(t, g2.Destroy())
	ok(t, exec.Launch(s))
	ok(t, s.Synchronize())
	got1, got2 := make([]byte, 4*n), make([]byte, 4*n)
	ok(t, CopyDtoH(got1, z1))
	ok(t, CopyDtoH(got2, z2))
	if want := affineRef(affineRef(x[:1]))[0]; floats(got2)[0] != want || floats(got1)[0] != 0 {
		t.Fatalf("after the update z1[0] = %v, z2[0] = %v; want 0 and %v", floats(got1)[0], floats(got2)[0], want)
	}
	g3 := capture(3, z1)
	defer g3.Destroy()
	err := exec.Update(g3)
	if err == nil || !strings.Contains(err.Error(), "update result") {
		t.Fatalf("update to a graph of 3 kernels from one of 2: %v, want a refusal naming the update result", err)
	}
	t.Logf("refused update: %v", err)
}
