package tokenizer

// StreamDecoder turns ids into text as they are generated. A character whose bytes span several
// tokens (common for CJK and emoji in byte-level BPE) is held back until it is complete, so every
// delta is valid UTF-8 and the deltas, Flush included, concatenate to Decode of all the ids.
type StreamDecoder struct {
	t       *Tokenizer
	pending []byte // bytes of an unfinished character, at most 3
}

// NewStreamDecoder starts a stream. A StreamDecoder is not safe for concurrent use; one per request.
func (t *Tokenizer) NewStreamDecoder() *StreamDecoder { return &StreamDecoder{t: t} }

// Add decodes one more id and returns the text it completes, possibly "".
func (d *StreamDecoder) Add(id int32) string {
	tb := d.t.tokenBytes(id)
	if tb == nil {
		return ""
	}
	b := append(d.pending, tb...)
	keep := incompleteTail(b)
	out := string(appendLossy(nil, b[:len(b)-keep]))
	d.pending = append(d.pending[:0:0], b[len(b)-keep:]...)
	return out
}

// Flush returns what is held back, with U+FFFD for a character that never completed, and resets
// the stream.
func (d *StreamDecoder) Flush() string {
	out := string(appendLossy(nil, d.pending))
	d.pending = nil
	return out
}
