package connector

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	"os"
)

// The cluster key: an optional secret every rank of a deployment holds, so that only holders can
// join. It never travels; each side proves it holds the key by an HMAC-SHA256 over both sides'
// fresh nonces and the dialer's first frame (so a proof cannot be replayed on another connection,
// nor reflected: the two proofs carry different labels):
//
//	dialer   hello/register {…, nonce: Nd}
//	listener welcome {hello, nonce: Nl, mac: HMAC(key, "afdc welcome" | Nd | Nl | SHA-256(first body))}
//	dialer   ready {mac: HMAC(key, "afdc ready" | Nl | Nd | SHA-256(first body))}
//
// The listener installs the dialer only after checking the ready MAC; the dialer answers only a
// welcome whose MAC checks. A side without the key meeting one with it is refused, naming which.

const (
	nonceLen = 32
	// MinClusterKey is the shortest cluster key accepted: 128 bits.
	MinClusterKey = 16
	maxClusterKey = 4096
)

// LoadClusterKey reads a cluster key file: its bytes, less trailing whitespace (an editor's or
// echo's newline), at least MinClusterKey of them.
func LoadClusterKey(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("--cluster-key-file: %w", err)
	}
	if st.Size() > maxClusterKey {
		return nil, fmt.Errorf("--cluster-key-file %s: %d bytes, expected a key of %d..%d bytes", path, st.Size(), MinClusterKey, maxClusterKey)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("--cluster-key-file: %w", err)
	}
	b = bytes.TrimRight(b, " \t\r\n")
	if len(b) < MinClusterKey {
		return nil, fmt.Errorf("--cluster-key-file %s: %d bytes, expected at least %d (e.g. head -c 32 /dev/urandom | base64 > FILE)", path, len(b), MinClusterKey)
	}
	return b, nil
}

func newNonce() []byte {
	b := make([]byte, nonceLen)
	rand.Read(b) // never fails (crypto/rand panics rather than return short)
	return b
}

// authMAC is the proof of the key for one direction of one handshake.
func authMAC(key []byte, label string, first, second []byte, transcript [32]byte) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("afdc " + label + "\x00"))
	m.Write(first)
	m.Write(second)
	m.Write(transcript[:])
	return m.Sum(nil)
}

// authState is one handshake's view of the cluster key.
type authState struct {
	key        []byte
	transcript [32]byte // SHA-256 of the dialer's first frame body
	dialer     []byte   // the dialer's nonce
	listener   []byte   // the listener's nonce
}

func (a *authState) welcomeMAC() []byte {
	return authMAC(a.key, "welcome", a.dialer, a.listener, a.transcript)
}

func (a *authState) readyMAC() []byte {
	return authMAC(a.key, "ready", a.listener, a.dialer, a.transcript)
}

func validNonce(n []byte) bool { return len(n) == nonceLen }
