package connector

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	"io"
	"net"
	"os"
)

// The cluster key: an optional secret every rank of a deployment holds, so that only holders can
// join. It never travels. Its challenge is the first exchange of every connection, before anything
// about the deployment (hello, plan, rank, rows) is sent, compared or acted on; each side proves it
// holds the key by an HMAC-SHA256 over both sides' fresh nonces (so a proof cannot be replayed on
// another connection, nor reflected: the two proofs carry different labels):
//
//	dialer   auth {nonce: Nd}
//	listener auth {nonce: Nl, mac: HMAC(key, "afdc listener\0" | Nd | Nl)}
//	dialer   auth {mac: HMAC(key, "afdc dialer\0" | Nl | Nd)}
//
// The dialer answers only a listener whose MAC checks; the listener reads the dialer's hello only
// after the dialer's MAC checks. A side without the key meeting one with it is refused, naming which.

const (
	nonceLen = 32
	// MinClusterKey is the shortest cluster key accepted: 128 bits.
	MinClusterKey = 16
	// MaxSecretFile is the largest key file read (cluster key, API key): a secret is short, and a
	// path naming a device or a huge file must not be read without limit.
	MaxSecretFile = 4096
)

// ReadSecretFile reads the secret file given to flag (e.g. "--cluster-key-file"): a regular file of
// at most MaxSecretFile bytes. A directory, a device (/dev/zero), a pipe or a larger file is refused
// with an error saying what was found, before more than MaxSecretFile+1 bytes are read.
func ReadSecretFile(flag, path string) ([]byte, error) {
	return readBounded(flag, path, MaxSecretFile)
}

// readBounded reads a regular file of at most limit bytes.
func readBounded(flag, path string, limit int) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s %s: a %s, expected a regular file", flag, path, fileKind(st.Mode()))
	}
	b, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	if len(b) > limit {
		return nil, fmt.Errorf("%s %s: more than %d bytes, expected at most %d", flag, path, limit, limit)
	}
	return b, nil
}

func fileKind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "directory"
	case m&os.ModeDevice != 0:
		return "device"
	case m&os.ModeNamedPipe != 0:
		return "named pipe"
	case m&os.ModeSocket != 0:
		return "socket"
	}
	return "special file"
}

// LoadClusterKey reads a cluster key file: its bytes, less trailing whitespace (an editor's or
// echo's newline), at least MinClusterKey of them.
func LoadClusterKey(path string) ([]byte, error) {
	b, err := ReadSecretFile("--cluster-key-file", path)
	if err != nil {
		return nil, err
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

func validNonce(n []byte) bool { return len(n) == nonceLen }

// authMAC is the proof of the key for one direction of one handshake.
func authMAC(key []byte, label string, first, second []byte) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("afdc " + label + "\x00"))
	m.Write(first)
	m.Write(second)
	return m.Sum(nil)
}

// authMsg is one frame of the key's challenge (kindAuth).
type authMsg struct {
	Nonce []byte `json:"nonce,omitempty"`
	MAC   []byte `json:"mac,omitempty"`
}

func keyRefusal(who string) string {
	return fmt.Sprintf("cluster key: the dialer did not prove it holds %s's cluster key (is its --cluster-key-file missing or another key?)", who)
}

// dialAuth runs the dialer's half of the key's challenge on conn (deadlines already set): local
// names this side in a refusal. fr is the reader of conn's frames, used for the rest of the
// handshake too.
func dialAuth(conn net.Conn, fr *frameReader, key []byte, local string) error {
	nd := newNonce()
	b, _ := encodeJSONFrame(nil, kindAuth, authMsg{Nonce: nd})
	if _, err := conn.Write(b); err != nil {
		return fmt.Errorf("send the key's challenge: %w", err)
	}
	k, body, err := fr.next()
	if err != nil {
		return fmt.Errorf("await the key's answer: %w", err)
	}
	switch k {
	case kindRefuse:
		return decodeRefusal(body)
	case kindAuth:
	default:
		return fmt.Errorf("await the key's answer: got a %s frame, expected auth or refuse", k)
	}
	var a authMsg
	if err := decodeJSON(k, body, &a); err != nil {
		return err
	}
	if !validNonce(a.Nonce) || !hmac.Equal(a.MAC, authMAC(key, "listener", nd, a.Nonce)) {
		// Nothing the listener said can be trusted: name only the key.
		reason := fmt.Sprintf("cluster key: the listener did not prove it holds %s's cluster key (is its --cluster-key-file missing or another key?)", local)
		b, _ := encodeJSONFrame(nil, kindRefuse, refuseMsg{By: local, Reason: reason, Auth: true})
		conn.Write(b)
		return &RefusedError{By: local, Reason: reason, Auth: true}
	}
	b, _ = encodeJSONFrame(nil, kindAuth, authMsg{MAC: authMAC(key, "dialer", a.Nonce, nd)})
	if _, err := conn.Write(b); err != nil {
		return fmt.Errorf("send the key's proof: %w", err)
	}
	return nil
}

// acceptAuth runs the listener's half of the key's challenge, the dialer's challenge (first)
// already read. self names this side. It returns nil once the dialer proved the key; a refusal
// (sent to the dialer) is a *RefusedError with Auth set.
func acceptAuth(conn net.Conn, fr *frameReader, key []byte, self string, first authMsg) error {
	if !validNonce(first.Nonce) {
		return sendAuthRefusal(conn, self, fmt.Sprintf("cluster key: %s expects a %d-byte challenge, got %d bytes", self, nonceLen, len(first.Nonce)))
	}
	nl := newNonce()
	b, _ := encodeJSONFrame(nil, kindAuth, authMsg{Nonce: nl, MAC: authMAC(key, "listener", first.Nonce, nl)})
	if _, err := conn.Write(b); err != nil {
		return fmt.Errorf("send the key's answer: %w", err)
	}
	k, body, err := fr.next()
	if err != nil {
		return fmt.Errorf("await the key's proof: %w", err)
	}
	var a authMsg
	switch {
	case k == kindRefuse:
		// Whatever it says, a dialer that has not proved the key is a stranger: its refusal is
		// about the key, so that it never ends a waiting rank.
		err := decodeRefusal(body)
		if r, ok := err.(*RefusedError); ok {
			r.Auth = true
		}
		return err
	case k != kindAuth || decodeJSON(k, body, &a) != nil:
		return sendAuthRefusal(conn, self, fmt.Sprintf("cluster key: %s expected the dialer's proof of the key, got a %s frame", self, k))
	case !hmac.Equal(a.MAC, authMAC(key, "dialer", nl, first.Nonce)):
		return sendAuthRefusal(conn, self, keyRefusal(self))
	}
	return nil
}

func sendAuthRefusal(conn net.Conn, self, reason string) error {
	b, _ := encodeJSONFrame(nil, kindRefuse, refuseMsg{By: self, Reason: cut(reason, maxReason), Auth: true})
	conn.Write(b)
	return &RefusedError{By: self, Reason: reason, Auth: true}
}
