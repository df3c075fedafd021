package connector

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"math"
	"net"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/runtime/tensor"
)

// tensorFrameBytes builds a whole f32 tensor frame the way a link writes it.
func tensorFrameBytes(m TensorMeta, data [][]float32) []byte {
	if m.DTypes == nil {
		for range m.Widths {
			m.DTypes = append(m.DTypes, tensor.F32)
		}
	}
	n := 0
	for _, d := range data {
		n += 4 * len(d)
	}
	b := appendTensorHeader(nil, m, n)
	for _, d := range data {
		for _, v := range d {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
		}
	}
	return b
}

func TestTensorFrameRoundTrip(t *testing.T) {
	m := TensorMeta{Step: 1 << 40, Layer: 60, Stage: 2, Rows: 3, Widths: []int{2, 1}, DTypes: []tensor.DType{tensor.F32, tensor.F32}}
	data := [][]float32{
		{0, float32(math.Copysign(0, -1)), float32(math.Inf(1)), float32(math.Inf(-1)), math.MaxFloat32, math.SmallestNonzeroFloat32},
		{math.Float32frombits(0x7fc00001), -1.5, 3},
	}
	if _, err := checkMeta(m, []tensor.Tensor{tensor.FromF32(data[0], 3, 2), tensor.FromF32(data[1], 3, 1)}); err != nil {
		t.Fatal(err)
	}
	fr := newTensorReader(bytes.NewReader(tensorFrameBytes(m, data)))
	kind, body, err := fr.next()
	if err != nil || kind != kindTensors {
		t.Fatalf("next = %s, %v", kind, err)
	}
	gm, gd, err := decodeTensors(body, nil)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(m, gm); d != "" {
		t.Errorf("meta (-want +got):\n%s", d)
	}
	for i := range data {
		got := gd[i].F32()
		for j := range data[i] {
			if math.Float32bits(got[j]) != math.Float32bits(data[i][j]) {
				t.Errorf("tensor %d [%d]: bits %08x, want %08x", i, j, math.Float32bits(got[j]), math.Float32bits(data[i][j]))
			}
		}
	}
	if _, _, err := fr.next(); err != io.EOF {
		t.Errorf("after the last frame: %v, want io.EOF", err)
	}
}

func TestDecodeTensorsAllocations(t *testing.T) {
	// Widths, dtypes, all values, the tensor headers and their shapes: never per element.
	for _, rows := range []int{1, 4096} {
		m := TensorMeta{Rows: rows, Widths: []int{64, 8}}
		data := [][]float32{make([]float32, rows*64), make([]float32, rows*8)}
		body := tensorFrameBytes(m, data)[5:]
		allocs := testing.AllocsPerRun(20, func() {
			if _, _, err := decodeTensors(body, nil); err != nil {
				t.Fatal(err)
			}
		})
		if allocs > 6 {
			t.Errorf("rows %d: %v allocations per decode, want at most 6", rows, allocs)
		}
	}
}

func frame(kind frameKind, body []byte) []byte {
	return append(appendFrameHeader(nil, kind, len(body)), body...)
}

func tensorBody(mut func([]byte) []byte) []byte {
	b := tensorFrameBytes(TensorMeta{Rows: 2, Widths: []int{3}}, [][]float32{make([]float32, 6)})[5:]
	return mut(append([]byte(nil), b...))
}

func TestCorruptFrames(t *testing.T) {
	le := binary.LittleEndian
	tests := []struct {
		name  string
		input []byte
		want  string
	}{
		{"zero length", []byte{0, 0, 0, 0}, "frame length 0, expected at least 1 (the kind byte)"},
		{"over the cap", le.AppendUint32(nil, MaxFrameSize+1), "frame length 67108865 exceeds the cap of 67108864 bytes"},
		{"truncated length", []byte{5, 0}, "frame length: unexpected EOF"},
		{"missing kind", []byte{5, 0, 0, 0}, "frame kind: unexpected EOF"},
		{"truncated body", []byte{9, 0, 0, 0, byte(kindStep), '{'}, "step frame body (8 bytes): unexpected EOF"},
		{"lying length", append(le.AppendUint32(nil, MaxFrameSize), byte(kindTensors), 1, 2), "tensors frame body (67108863 bytes): unexpected EOF"},
		{"step not json", frame(kindStep, []byte("{]")), "step frame: bad body"},
		{"step negative count", frame(kindStep, []byte(`{"step":1,"stages":1,"counts":[[-4]]}`)), "step 1: stage 0 peer 0 count -4, expected 0.."},
		{"step rows mismatch", frame(kindStep, []byte(`{"step":1,"stages":2,"counts":[[4]]}`)), "step 1: 1 count rows, expected one per stage (2)"},
		{"tensor header short", frame(kindTensors, []byte{1, 2, 3}), "tensors frame: 3 bytes, expected at least 21 for the header"},
		{"no tensors", frame(kindTensors, tensorBody(func(b []byte) []byte { b[20] = 0; return b })), "tensors frame: 0 tensors, expected 1..16"},
		{"too many tensors", frame(kindTensors, tensorBody(func(b []byte) []byte { b[20] = 200; return b })), "tensors frame: 200 tensors, expected 1..16"},
		{"zero width", frame(kindTensors, tensorBody(func(b []byte) []byte { b[21] = 0; return b })), "width 0 for tensor 0, expected at least 1"},
		{"dtype", frame(kindTensors, tensorBody(func(b []byte) []byte { b[25] = 200; return b })), "tensors frame: dtype code 200 for tensor 0, expected one of f32, bf16, f16, f8e4m3, i32, i64"},
		{"dtype missing", frame(kindTensors, tensorBody(func(b []byte) []byte { return b[:25] })), "tensors frame: 25 bytes, too short for 1 widths and dtypes"},
		{"payload short", frame(kindTensors, tensorBody(func(b []byte) []byte { return b[:len(b)-1] })), "payload of 23 bytes, expected rows 2 x widths [3] in dtypes [f32] = 24"},
		{"rows lie", frame(kindTensors, tensorBody(func(b []byte) []byte { b[19] = 0xff; return b })), "payload of 24 bytes, expected rows 4278190082"},
		// rows x row bytes is 2^31 x 2^33 = 2^64, which wraps to an empty payload in 64 bits.
		{"rows x widths wrap", frame(kindTensors, tensorBody(func(b []byte) []byte {
			binary.LittleEndian.PutUint32(b[16:], 1<<31)
			binary.LittleEndian.PutUint32(b[21:], 1<<30)
			b[25] = byte(tensor.I64)
			return b[:26]
		})), "tensors frame: payload of 0 bytes, expected rows 2147483648 x widths [1073741824] in dtypes [i64] = 2^64 bytes or more"},
		{"unknown kind", frame(200, nil), "unexpected kind(200) frame after the handshake"},
		{"handshake frame late", frame(kindWelcome, []byte("{}")), "unexpected welcome frame after the handshake"},
		{"abort not json", frame(kindAbort, []byte("x")), "abort frame: bad body"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// Through a live link, as a peer would see it: the link fails naming the peer.
			a, b := net.Pipe()
			h := newHub()
			l := newLink(h, RoleAttention, 3, a, linkLimits{})
			go func() { b.Write(tc.input); b.Close() }()
			fr := newFrameReader(a)
			l.prepare(fr)
			l.readLoop(fr)
			err := l.err
			var pe *PeerError
			if !errors.As(err, &pe) || pe.Rank != 3 || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("link error %v, want attention rank 3 and %q", err, tc.want)
			}
			if !strings.HasPrefix(err.Error(), "attention rank 3 ") {
				t.Errorf("error %q does not start by naming the peer", err)
			}
		})
	}
}

func TestLyingLengthAllocatesLittle(t *testing.T) {
	// A header that claims 64 MiB followed by 10 bytes must not make the reader allocate 64 MiB.
	in := append(binary.LittleEndian.AppendUint32(nil, MaxFrameSize), byte(kindTensors), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
	fr := newTensorReader(bytes.NewReader(in))
	if _, _, err := fr.next(); !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Fatalf("next = %v, want unexpected EOF", err)
	}
	if c := cap(fr.buf); c > 128<<10 {
		t.Errorf("reader buffer grew to %d bytes for 10 bytes of body", c)
	}
}

func TestFramesBackToBack(t *testing.T) {
	var in []byte
	in = append(in, frame(kindShutdown, nil)...)
	in = append(in, frame(kindStep, []byte(`{"step":2,"stages":1,"counts":[[0]]}`))...)
	big := tensorFrameBytes(TensorMeta{Rows: 300, Widths: []int{100}}, [][]float32{make([]float32, 30000)})
	in = append(in, big...)
	in = append(in, frame(kindReady, nil)...)
	fr := newTensorReader(bytes.NewReader(in))
	var kinds []string
	for {
		k, _, err := fr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		kinds = append(kinds, k.String())
	}
	if d := cmp.Diff([]string{"shutdown", "step", "tensors", "ready"}, kinds); d != "" {
		t.Errorf("kinds (-want +got):\n%s", d)
	}
}

// FuzzFrame decodes arbitrary bytes as a stream of frames: errors are fine, panics and buffers
// beyond the cap (or far beyond the input) are not.
func FuzzFrame(f *testing.F) {
	f.Add(frame(kindStep, []byte(`{"step":1,"stages":1,"counts":[[3]]}`)))
	f.Add(tensorFrameBytes(TensorMeta{Rows: 2, Widths: []int{3, 1}}, [][]float32{make([]float32, 6), {1, 2}}))
	f.Add(frame(kindHello, []byte(`{"role":"attention","rank":0}`)))
	f.Add(frame(kindAbort, []byte(`{"step":1,"reason":"x"}`)))
	f.Add(binary.LittleEndian.AppendUint32(nil, MaxFrameSize))
	f.Fuzz(func(t *testing.T, in []byte) {
		fr := newTensorReader(bytes.NewReader(in))
		for {
			k, body, err := fr.next()
			if c := cap(fr.buf); c > MaxFrameSize || c > 2*len(in)+(64<<10) {
				t.Fatalf("buffer of %d bytes for %d bytes of input", c, len(in))
			}
			if err != nil {
				return
			}
			switch k {
			case kindTensors:
				if m, data, err := decodeTensors(body, nil); err == nil {
					for i, w := range m.Widths {
						if err := data[i].Check(m.DTypes[i], m.Rows, w); err != nil {
							t.Fatalf("tensor %d: %v", i, err)
						}
					}
				}
			case kindStep:
				if h, err := decodeStep(body, 0); err == nil {
					if err := h.checkShape(1); err != nil {
						t.Fatalf("decoded step fails its own check: %v", err)
					}
				}
			default:
				var v struct {
					Hello Hello
					Addr  string
				}
				decodeJSON(k, body, &v)
			}
		}
	})
}

// newTensorReader reads frames as an established link does: tensor frames up to MaxFrameSize.
func newTensorReader(r io.Reader) *frameReader {
	fr := newFrameReader(r)
	fr.maxTensor = MaxFrameSize
	return fr
}

// TestLinkReusesLandedFrames: the buffer of a landed frame serves the reader's next frame that
// fits; one too small does not, nor one over the bound of kept bytes, and the smallest kept
// buffers make room for a newer one.
func TestLinkReusesLandedFrames(t *testing.T) {
	l := newLink(newHub(), RoleAttention, 0, nil, linkLimits{})
	a := l.spareBuf(1000)
	l.reuse(tensorFrame{buf: a})
	if b := l.spareBuf(800); len(b) != 800 || &b[0] != &a[0] {
		t.Fatalf("spareBuf(800) after a 1000-byte frame landed: a fresh buffer, expected the landed one")
	}
	if c := l.spareBuf(900); &c[0] == &a[0] {
		t.Fatal("spareBuf(900): the buffer handed out already, expected a fresh one")
	}
	l.reuse(tensorFrame{buf: make([]byte, 10)})
	if b := l.spareBuf(100); cap(b) != 100 {
		t.Fatalf("spareBuf(100) with only a 10-byte buffer kept: cap %d, expected a fresh 100", cap(b))
	}
	l.reuse(tensorFrame{buf: make([]byte, maxSpare+1)})
	if l.spareN > maxSpare {
		t.Fatalf("%d bytes kept, expected at most %d", l.spareN, maxSpare)
	}
	small, big := make([]byte, maxSpare/4), make([]byte, maxSpare/2)
	l.reuse(tensorFrame{buf: small})
	l.reuse(tensorFrame{buf: big})
	l.reuse(tensorFrame{buf: make([]byte, maxSpare/2)}) // evicts the smaller ones
	if l.spareN > maxSpare {
		t.Fatalf("%d bytes kept, expected at most %d", l.spareN, maxSpare)
	}
	for _, s := range l.spare {
		if cap(s) == len(small) && &s[:1][0] == &small[0] {
			t.Fatal("the smallest buffer was kept over a newer, larger one")
		}
	}
}
