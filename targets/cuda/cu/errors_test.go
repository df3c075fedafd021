package cu

import (
	"math"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

func TestErrorText(t *testing.T) {
	for _, c := range []struct {
		e    Error
		want string
	}{
		{Error{Call: "cuMemAlloc(64 bytes)", Code: 2, Name: "CUDA_ERROR_OUT_OF_MEMORY", Msg: "out of memory"},
			"cuMemAlloc(64 bytes): CUDA_ERROR_OUT_OF_MEMORY (2): out of memory"},
		{Error{Call: "ncclSend", Code: 6, Name: "ncclRemoteError"}, "ncclSend: ncclRemoteError (6)"},
		{Error{Call: "cublasGemmEx", Code: 7, Msg: "an invalid value was used"}, "cublasGemmEx: error 7: an invalid value was used"},
		{Error{Call: "cuInit", Code: 999}, "cuInit: error 999"},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("Error() = %q, want %q", got, c.want)
		}
	}
}

func TestGoString(t *testing.T) {
	b := []byte("hello\x00world")
	if got := GoString(&b[0]); got != "hello" {
		t.Errorf("GoString = %q, want %q", got, "hello")
	}
	if got := GoString(nil); got != "" {
		t.Errorf("GoString(nil) = %q, want \"\"", got)
	}
}

func TestArgsPacking(t *testing.T) {
	a := NewArgs(2) // fewer slots than parameters: appends must not break earlier ones
	a.Ptr(0x7f00_1234_5678_9abc).I32(-3).U32(0xdeadbeef).F32(1.5).I64(-(5<<32 + 7)).U64(1 << 63)
	want := [][]byte{
		{0xbc, 0x9a, 0x78, 0x56, 0x34, 0x12, 0x00, 0x7f},
		{0xfd, 0xff, 0xff, 0xff},
		{0xef, 0xbe, 0xad, 0xde},
		le32(math.Float32bits(1.5)),
		le64(negBig),
		{0, 0, 0, 0, 0, 0, 0, 0x80},
	}
	if a.Len() != len(want) {
		t.Fatalf("Len = %d, want %d", a.Len(), len(want))
	}
	for i, w := range want {
		if got := a.Param(i); !slices.Equal(got, w) {
			t.Errorf("param %d = % x, want % x", i, got, w)
		}
	}
	p := a.pointers()
	ptrs := unsafe.Slice((*unsafe.Pointer)(p), a.Len())
	for i, q := range ptrs {
		if q != unsafe.Pointer(&a.vals[i]) {
			t.Errorf("pointer %d does not point at slot %d", i, i)
		}
		if uintptr(q)%8 != 0 {
			t.Errorf("slot %d at %p is not 8-byte aligned", i, q)
		}
	}
	if a.Reset().Len() != 0 || a.I32(4).Len() != 1 || !slices.Equal(a.Param(0), []byte{4, 0, 0, 0}) {
		t.Errorf("after Reset the Args holds %d params (% x), want one: 04 00 00 00", a.Len(), a.Param(0))
	}
	if NewArgs(0).pointers() != nil {
		t.Errorf("an empty Args passes a parameter array, want nil")
	}
}

var negBig = func() uint64 { v := -(int64(5)<<32 + 7); return uint64(v) }()

func le32(v uint32) []byte { return []byte{byte(v), byte(v >> 8), byte(v >> 16), byte(v >> 24)} }
func le64(v uint64) []byte { return append(le32(uint32(v)), le32(uint32(v>>32))...) }

func TestIpcHandleHex(t *testing.T) {
	var h IpcMemHandle
	for i := range h.Reserved {
		h.Reserved[i] = byte(i * 7)
	}
	back, err := ParseIpcMemHandle(h.Hex())
	if err != nil || back != h {
		t.Fatalf("ParseIpcMemHandle(Hex()) = %v, %v; want the handle back", back, err)
	}
	for _, bad := range []string{"", "zz", h.Hex()[:126], h.Hex() + "00"} {
		if _, err := ParseIpcMemHandle(bad); err == nil || !strings.Contains(err.Error(), "expected 64 hex-encoded bytes") {
			t.Errorf("ParseIpcMemHandle(%.20q): %v, want an error saying what is expected", bad, err)
		}
	}
}

func TestHostBufSpan(t *testing.T) {
	mem := make([]byte, 64)
	h := &HostBuf{p: unsafe.Pointer(&mem[0]), n: len(mem)}
	if err := h.span("copy", 16, 48); err != nil {
		t.Errorf("span [16,64) of 64 bytes: %v, want nil", err)
	}
	for _, c := range [][2]int{{-1, 4}, {60, 8}, {0, 65}, {4, -1}} {
		err := h.span("cuMemcpyHtoDAsync", c[0], c[1])
		if err == nil || !strings.Contains(err.Error(), "cuMemcpyHtoDAsync: bytes") || !strings.Contains(err.Error(), "64-byte pinned buffer") {
			t.Errorf("span(%d, %d): %v, want an error naming the call and the buffer's size", c[0], c[1], err)
		}
	}
	h.Bytes()[3] = 9
	if mem[3] != 9 {
		t.Errorf("Bytes does not alias the buffer")
	}
	var freed HostBuf
	if err := freed.span("cuMemcpyDtoHAsync", 0, 1); err == nil || !strings.Contains(err.Error(), "freed") {
		t.Errorf("span of a freed buffer: %v, want an error saying it is freed", err)
	}
}

func TestSizeChecksBeforeTheDriver(t *testing.T) {
	if _, err := MemAlloc(0); err == nil || !strings.Contains(err.Error(), "expected a positive size") {
		t.Errorf("MemAlloc(0): %v, want a size error", err)
	}
	if _, err := MemHostAlloc(-5, 0); err == nil || !strings.Contains(err.Error(), "expected a positive size") {
		t.Errorf("MemHostAlloc(-5): %v, want a size error", err)
	}
}
