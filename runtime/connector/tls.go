package connector

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
)

// LoadTLS makes the TLS configuration of the control plane from PEM files, as a Kubernetes TLS
// Secret holds them: certFile and keyFile are this rank's certificate (chain) and private key,
// presented when it listens and when it dials; caFile, when not "", is the authority that signed
// every rank's certificate: a listener then requires and verifies the dialer's certificate, and a
// dialer verifies the listener's against it (without it, against the system's roots). Each file is
// read as a regular file of bounded size.
func LoadTLS(certFile, keyFile, caFile string) (*tls.Config, error) {
	if certFile == "" || keyFile == "" {
		return nil, fmt.Errorf("tls: --tls-cert %q and --tls-key %q, expected both (every rank presents its own certificate)", certFile, keyFile)
	}
	certPEM, err := readPEM("--tls-cert", certFile)
	if err != nil {
		return nil, err
	}
	keyPEM, err := readPEM("--tls-key", keyFile)
	if err != nil {
		return nil, err
	}
	cert, err := tls.X509KeyPair(certPEM, keyPEM)
	if err != nil {
		return nil, fmt.Errorf("tls: --tls-cert %s with --tls-key %s: %w", certFile, keyFile, err)
	}
	c := &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS13}
	if caFile != "" {
		caPEM, err := readPEM("--tls-ca", caFile)
		if err != nil {
			return nil, err
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(caPEM) {
			return nil, fmt.Errorf("tls: --tls-ca %s: no PEM certificate in it, expected the authority that signed the ranks' certificates", caFile)
		}
		c.RootCAs, c.ClientCAs, c.ClientAuth = pool, pool, tls.RequireAndVerifyClientCert
	}
	return c, nil
}

// maxPEMFile bounds a certificate, key or CA file.
const maxPEMFile = 1 << 20

func readPEM(flag, path string) ([]byte, error) {
	return readBounded(flag, path, maxPEMFile)
}
