package ir

import "testing"

// TestOpExchange: an exchange op of one of the kinds asked for yields its layer; another kind, or
// an op that is not an exchange, does not.
func TestOpExchange(t *testing.T) {
	send := &Op{Kind: OpSend, Attrs: Attrs{"layer": int64(3)}}
	remote := &Op{Kind: OpRemoteFFN, Attrs: Attrs{"layer": int64(5)}}
	if l, ok := send.Exchange(OpSend, OpRemoteFFN); !ok || l != 3 {
		t.Errorf("send of layer 3: (%d, %v), expected (3, true)", l, ok)
	}
	if l, ok := remote.Exchange(OpSend, OpRemoteFFN); !ok || l != 5 {
		t.Errorf("remote_ffn of layer 5: (%d, %v), expected (5, true)", l, ok)
	}
	if _, ok := send.Exchange(OpRecv); ok {
		t.Errorf("send asked as a recv: reported an exchange")
	}
	if _, ok := (&Op{Kind: OpAdd}).Exchange(OpSend, OpRecv, OpRemoteFFN); ok {
		t.Errorf("add: reported an exchange")
	}
}
