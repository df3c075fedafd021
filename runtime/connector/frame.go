package connector

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"unicode/utf8"

	"afdc/runtime/tensor"
)

// MaxFrameSize caps the bytes after a frame's length prefix (kind byte plus body) of a tensor frame.
// A reader never allocates more than about twice what actually arrived, and never more than its
// cap, whatever the length prefix claims. A transfer larger than one frame goes as several.
const MaxFrameSize = 64 << 20

// MinFrameLimit is the smallest tensor frame bound a side may set (Config.FrameLimit): room for the
// largest header and some rows.
const MinFrameLimit = 1 << 10

// MaxControlFrame caps every frame but tensors: hellos, step headers, errors and the rest are small
// JSON, so a peer, authenticated or not, can make a reader hold at most this much for them. Reasons
// and messages longer than maxReason are cut to fit.
const (
	MaxControlFrame = 8 << 10
	maxReason       = 4 << 10
)

// Frame layout: u32 little-endian length N (1 <= N <= MaxFrameSize), then N bytes: a 1-byte kind
// and N-1 bytes of body.
type frameKind uint8

const (
	kindHello      frameKind = 1  // attention -> ffn: Hello (JSON)
	kindRegister   frameKind = 2  // ffn rank r>0 -> ffn rank 0: registerMsg (JSON)
	kindWelcome    frameKind = 3  // listener -> dialer: welcomeMsg (JSON), the listener's hello
	kindReady      frameKind = 4  // dialer -> listener: empty body, the dialer accepts the welcome
	kindRefuse     frameKind = 5  // either side during the handshake: refuseMsg (JSON), then close
	kindRedirect   frameKind = 6  // ffn rank 0 -> attention: redirectMsg (JSON), then close
	kindStep       frameKind = 7  // attention -> ffn: StepHeader (JSON)
	kindTensors    frameKind = 8  // both ways: binary tensor frame (see encodeTensorHeader)
	kindAbort      frameKind = 9  // ffn -> attention: abortMsg (JSON), the step failed elsewhere
	kindError      frameKind = 10 // either side: errorMsg (JSON), fatal for the connection, then close
	kindShutdown   frameKind = 11 // either side: empty body, clean close
	kindJoined     frameKind = 12 // listener -> dialer after ready: joinedMsg (JSON), the dialer is in
	kindWant       frameKind = 13 // ffn -> attention: empty body, other peers began a step; send a header
	kindCollective frameKind = 14 // ffn -> attention (and attention -> expert rank): CollectiveID (JSON), a device data plane's bootstrap
	kindHeartbeat  frameKind = 15 // both ways: empty body, "still here" while the connection is idle
	kindAuth       frameKind = 16 // handshake, first with a cluster key: authMsg (JSON), see auth.go
	kindServing    frameKind = 17 // ffn -> attention: empty body, once a connection: this rank runs steps
)

var kindNames = [...]string{
	kindHello: "hello", kindRegister: "register", kindWelcome: "welcome", kindReady: "ready",
	kindRefuse: "refuse", kindRedirect: "redirect", kindStep: "step", kindTensors: "tensors",
	kindAbort: "abort", kindError: "error", kindShutdown: "shutdown", kindJoined: "joined", kindWant: "want",
	kindCollective: "collective", kindHeartbeat: "heartbeat", kindAuth: "auth",
	kindServing: "serving",
}

func (k frameKind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Control messages, JSON bodies.
type registerMsg struct {
	Hello Hello  `json:"hello"`
	Addr  string `json:"addr"` // where the registering ffn rank accepts its attention peers
}

type welcomeMsg struct {
	Hello Hello `json:"hello"`
}

// joinedMsg confirms the dialer is installed. NextStep is read in the same critical section that
// installs the peer, so every step from NextStep on waits for this peer's header, and no earlier
// step does.
type joinedMsg struct {
	NextStep uint64 `json:"next_step"`
}

type refuseMsg struct {
	By     string `json:"by"`
	Reason string `json:"reason"`
	Busy   bool   `json:"busy,omitempty"` // see RefusedError.Busy
	Auth   bool   `json:"auth,omitempty"` // see RefusedError.Auth
}

type redirectMsg struct {
	Owner int    `json:"owner"`
	Addr  string `json:"addr"` // "" while the owner has not registered yet: retry later
}

type abortMsg struct {
	Step   uint64 `json:"step"`
	Reason string `json:"reason"`
}

// CollectiveID is a device data plane's bootstrap, carried over the rendezvous connection: NCCL's
// 128-byte ncclUniqueId or HCCL's root info, made by the FFN rank and sent to each attention peer,
// which then joins the communicator with it. Transport names the data plane it is for.
type CollectiveID struct {
	Transport string `json:"transport"`
	ID        []byte `json:"id"`
}

type errorMsg struct {
	Msg string `json:"msg"`
}

// frameReader reads frames from a stream, reusing one body buffer.
type frameReader struct {
	r   io.Reader
	hdr [5]byte
	buf []byte
	// maxTensor caps a tensor frame (0: tensor frames are refused, as during a handshake); every
	// other kind is capped by MaxControlFrame. Both caps are checked before the body is read.
	maxTensor int
}

// newFrameReader reads control frames only; set maxTensor once tensors may come.
func newFrameReader(r io.Reader) *frameReader { return &frameReader{r: r} }

// formatError is a frame header that no afdc peer sends: the bytes are not this protocol.
type formatError struct{ error }

func (e formatError) Unwrap() error { return e.error }

// next reads one frame. The body is valid until the next call. A stream that ends exactly at a
// frame boundary returns io.EOF; anywhere else io.ErrUnexpectedEOF (wrapped).
func (fr *frameReader) next() (frameKind, []byte, error) {
	if _, err := io.ReadFull(fr.r, fr.hdr[:4]); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return 0, nil, fmt.Errorf("frame length: %w", err)
		}
		return 0, nil, err
	}
	n := binary.LittleEndian.Uint32(fr.hdr[:4])
	if n == 0 {
		return 0, nil, formatError{errors.New("frame length 0, expected at least 1 (the kind byte)")}
	}
	if n > MaxFrameSize {
		return 0, nil, formatError{fmt.Errorf("frame length %d exceeds the cap of %d bytes", n, MaxFrameSize)}
	}
	if _, err := io.ReadFull(fr.r, fr.hdr[4:5]); err != nil {
		return 0, nil, fmt.Errorf("frame kind: %w", eofIsUnexpected(err))
	}
	kind := frameKind(fr.hdr[4])
	switch {
	case kind == kindTensors && fr.maxTensor == 0:
		return 0, nil, errors.New("tensors frame before the handshake completed, expected control frames only")
	case kind == kindTensors && int64(n) > int64(fr.maxTensor):
		return 0, nil, fmt.Errorf("tensors frame of %d bytes exceeds the cap of %d agreed at the handshake (the peer's row limit times the plan's row bytes, at most the frame limit: a larger transfer comes as several frames)", n, fr.maxTensor)
	case kind != kindTensors && n > MaxControlFrame:
		return 0, nil, fmt.Errorf("%s frame of %d bytes exceeds the cap of %d for control frames", kind, n, MaxControlFrame)
	}
	body, err := fr.readBody(int(n) - 1)
	if err != nil {
		return 0, nil, fmt.Errorf("%s frame body (%d bytes): %w", kind, n-1, eofIsUnexpected(err))
	}
	return kind, body, nil
}

// readBody reads n bytes into the reused buffer. When the buffer must grow it grows with the data
// that actually arrives (doubling from 64 KiB), so a lying length prefix costs at most about twice
// the bytes really sent.
func (fr *frameReader) readBody(n int) ([]byte, error) {
	if n <= cap(fr.buf) {
		b := fr.buf[:n]
		_, err := io.ReadFull(fr.r, b)
		return b, err
	}
	b := fr.buf[:0]
	for len(b) < n {
		chunk := min(n-len(b), max(len(b), 64<<10))
		if cap(b)-len(b) < chunk {
			nb := make([]byte, len(b), len(b)+chunk)
			copy(nb, b)
			b = nb
		}
		m, err := io.ReadFull(fr.r, b[len(b):len(b)+chunk])
		b = b[:len(b)+m]
		if err != nil {
			fr.buf = b[:0]
			return nil, err
		}
	}
	fr.buf = b
	return b, nil
}

func eofIsUnexpected(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// appendFrameHeader appends the length prefix and kind of a frame whose body has bodyLen bytes.
func appendFrameHeader(dst []byte, kind frameKind, bodyLen int) []byte {
	dst = binary.LittleEndian.AppendUint32(dst, uint32(bodyLen+1))
	return append(dst, byte(kind))
}

// encodeJSONFrame returns a whole frame with a JSON body.
func encodeJSONFrame(dst []byte, kind frameKind, v any) ([]byte, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode %s frame: %w", kind, err)
	}
	if len(body)+1 > MaxControlFrame {
		return nil, fmt.Errorf("encode %s frame: %d bytes exceed the cap of %d for control frames", kind, len(body)+1, MaxControlFrame)
	}
	dst = appendFrameHeader(dst, kind, len(body))
	return append(dst, body...), nil
}

func decodeJSON(kind frameKind, body []byte, v any) error {
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("%s frame: bad body: %w", kind, err)
	}
	return nil
}

// TensorMeta describes one tensor frame: several row-major tensors that share a row count (the
// hidden state and, when the router runs on the attention side, its logits), each in its own dtype.
type TensorMeta struct {
	Step   uint64 // step number the tensors belong to
	Layer  int
	Stage  int
	Rows   int
	Widths []int          // one per tensor; tensor i holds Rows*Widths[i] elements
	DTypes []tensor.DType // one per tensor: its element type on the wire
}

// Wire limits of a tensor frame header; generous, but they keep a hostile header small.
const maxTensorsPerFrame = 16

// tensorFrameCap is the largest tensor frame (kind byte and body) of a peer allowed rows rows per
// step, each of rowBytes bytes (0: unknown, then limit), under a side's frame limit: a transfer no
// larger goes as one frame, a larger one as several of at most limit bytes.
func tensorFrameCap(rows, rowBytes, limit int) int {
	if rows <= 0 || rowBytes <= 0 || rows > limit/rowBytes {
		return limit
	}
	return min(limit, maxTensorHeader+rows*rowBytes)
}

// maxTensorHeader is the largest kind byte and tensor header of a frame.
const maxTensorHeader = 1 + 8 + 4 + 4 + 4 + 1 + 5*maxTensorsPerFrame

// Tensor frame body: step u64 | layer u32 | stage u32 | rows u32 | count u8 | widths count×u32 |
// dtypes count×u8 (tensor.DType codes) | payload: each tensor's rows*width elements, little-endian,
// tensor after tensor.
func tensorHeaderLen(m TensorMeta) int { return 8 + 4 + 4 + 4 + 1 + 5*len(m.Widths) }

// metaOf describes a transfer of data (all [rows, width] host tensors) under tag.
func metaOf(tag Tag, data []tensor.Tensor) TensorMeta {
	m := TensorMeta{Step: tag.Step, Layer: tag.Layer, Stage: tag.Stage, Widths: make([]int, len(data)), DTypes: make([]tensor.DType, len(data))}
	for i, t := range data {
		m.Widths[i], m.DTypes[i] = t.Width(), t.DType
		if i == 0 {
			m.Rows = t.Rows()
		}
	}
	return m
}

// checkMeta validates m against data before anything is written.
func checkMeta(m TensorMeta, data []tensor.Tensor) (payloadBytes int, err error) {
	if m.Layer < 0 || m.Layer > math.MaxUint32 || m.Stage < 0 || m.Stage > math.MaxUint32 || m.Rows < 0 || m.Rows > math.MaxUint32 {
		return 0, fmt.Errorf("tensor meta: layer %d, stage %d, rows %d, expected each in 0..%d", m.Layer, m.Stage, m.Rows, uint32(math.MaxUint32))
	}
	if len(m.Widths) == 0 || len(m.Widths) > maxTensorsPerFrame || len(m.DTypes) != len(m.Widths) {
		return 0, fmt.Errorf("tensor meta: %d tensors and %d dtypes, expected 1..%d of each", len(m.Widths), len(m.DTypes), maxTensorsPerFrame)
	}
	if len(data) != len(m.Widths) {
		return 0, fmt.Errorf("tensor data: %d tensors, expected %d (one per width)", len(data), len(m.Widths))
	}
	total := 0
	for i, w := range m.Widths {
		if w < 1 || w > math.MaxUint32 {
			return 0, fmt.Errorf("tensor meta: width %d of tensor %d, expected at least 1", w, i)
		}
		if m.DTypes[i].Size() == 0 {
			return 0, fmt.Errorf("tensor meta: tensor %d has dtype %s, expected one of f32, bf16, f16, f8e4m3, i32, i64", i, m.DTypes[i])
		}
		if err := data[i].Check(m.DTypes[i], m.Rows, w); err != nil {
			return 0, fmt.Errorf("tensor data: tensor %d: %w", i, err)
		}
		total += len(data[i].Bytes)
	}
	return total, nil
}

// appendTensorHeader appends the frame header and tensor header (everything but the payload).
func appendTensorHeader(dst []byte, m TensorMeta, payloadBytes int) []byte {
	dst = appendFrameHeader(dst, kindTensors, tensorHeaderLen(m)+payloadBytes)
	dst = binary.LittleEndian.AppendUint64(dst, m.Step)
	dst = binary.LittleEndian.AppendUint32(dst, uint32(m.Layer))
	dst = binary.LittleEndian.AppendUint32(dst, uint32(m.Stage))
	dst = binary.LittleEndian.AppendUint32(dst, uint32(m.Rows))
	dst = append(dst, byte(len(m.Widths)))
	for _, w := range m.Widths {
		dst = binary.LittleEndian.AppendUint32(dst, uint32(w))
	}
	for _, d := range m.DTypes {
		dst = append(dst, byte(d))
	}
	return dst
}

// decodeTensors parses a tensor frame body. The returned host tensors share one buffer of at
// least the payload's length from alloc (nil: a fresh allocation): they outlive the reader's
// buffer; the body itself is not retained. Tensors keep their wire
// bytes: nothing is converted, so a bf16 or fp8 payload arrives bit for bit.
func decodeTensors(body []byte, alloc func(n int) []byte) (TensorMeta, []tensor.Tensor, error) {
	var m TensorMeta
	const fixed = 8 + 4 + 4 + 4 + 1
	if len(body) < fixed {
		return m, nil, fmt.Errorf("tensors frame: %d bytes, expected at least %d for the header", len(body), fixed)
	}
	m.Step = binary.LittleEndian.Uint64(body)
	m.Layer = int(binary.LittleEndian.Uint32(body[8:]))
	m.Stage = int(binary.LittleEndian.Uint32(body[12:]))
	rows := uint64(binary.LittleEndian.Uint32(body[16:]))
	m.Rows = int(rows)
	n := int(body[20])
	if n == 0 || n > maxTensorsPerFrame {
		return m, nil, fmt.Errorf("tensors frame: %d tensors, expected 1..%d", n, maxTensorsPerFrame)
	}
	p := fixed
	if len(body) < p+5*n {
		return m, nil, fmt.Errorf("tensors frame: %d bytes, too short for %d widths and dtypes", len(body), n)
	}
	m.Widths = make([]int, n)
	m.DTypes = make([]tensor.DType, n)
	var rowBytes uint64
	for i := range n {
		w := binary.LittleEndian.Uint32(body[p:])
		if w == 0 {
			return m, nil, fmt.Errorf("tensors frame: width 0 for tensor %d, expected at least 1", i)
		}
		m.Widths[i] = int(w)
		p += 4
	}
	for i := range n {
		d := tensor.DType(body[p])
		if d.Size() == 0 {
			return m, nil, fmt.Errorf("tensors frame: dtype code %d for tensor %d, expected one of f32, bf16, f16, f8e4m3, i32, i64", body[p], i)
		}
		m.DTypes[i] = d
		rowBytes += uint64(m.Widths[i]) * uint64(d.Size())
		p++
	}
	payload := body[p:]
	// rows < 2^32 and rowBytes < 16·2^32·8 = 2^39, so rows*rowBytes can pass 2^64: a product that
	// wraps could equal a short payload and yield tensors whose shape claims more than their bytes.
	hi, want := bits.Mul64(rows, rowBytes)
	if hi != 0 {
		return m, nil, fmt.Errorf("tensors frame: payload of %d bytes, expected rows %d x widths %v in dtypes %v = 2^64 bytes or more", len(payload), rows, m.Widths, m.DTypes)
	}
	if uint64(len(payload)) != want {
		return m, nil, fmt.Errorf("tensors frame: payload of %d bytes, expected rows %d x widths %v in dtypes %v = %d", len(payload), rows, m.Widths, m.DTypes, want)
	}
	var all []byte
	if alloc != nil {
		all = alloc(len(payload))[:len(payload)]
	} else {
		all = make([]byte, len(payload))
	}
	copy(all, payload)
	data := make([]tensor.Tensor, n)
	off := 0
	for i, w := range m.Widths {
		k := m.Rows * w * int(m.DTypes[i].Size())
		data[i] = tensor.Tensor{DType: m.DTypes[i], Shape: []int{m.Rows, w}, Bytes: all[off : off+k : off+k]}
		off += k
	}
	return m, data, nil
}

// decodeStep parses and checks a step header frame body: its shape, and at most maxRows rows of
// the peer in the whole step (the limit agreed at the handshake), so the receiver never sizes a
// buffer from a count it has not bounded. The receiver checks the rest against its peers and plan.
func decodeStep(body []byte, maxRows int) (StepHeader, error) {
	var h StepHeader
	if err := decodeJSON(kindStep, body, &h); err != nil {
		return h, err
	}
	if err := h.checkShape(1); err != nil {
		return h, fmt.Errorf("step frame: %w", err)
	}
	if err := h.checkRows(maxRows); err != nil {
		return h, fmt.Errorf("step frame: %w", err)
	}
	return h, nil
}

// cut shortens s to at most n bytes (at a character boundary), so a reason fits its frame.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := n - len("…")
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}
