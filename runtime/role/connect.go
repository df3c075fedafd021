package role

import (
	"fmt"
	"log/slog"
	"time"

	"afdc/runtime"
	"afdc/runtime/connector"
)

// ConnectFlags are the connector's flags, shared by both role executables.
type ConnectFlags struct {
	ClusterKeyFile string        `placeholder:"FILE" help:"A secret shared by every rank of the deployment (at least 16 bytes; trailing whitespace ignored): a rank joins only if it proves it holds the same key (HMAC-SHA256 challenge in the handshake; the key never travels). Give it to all ranks or none."`
	Heartbeat      time.Duration `default:"1s" help:"How often to send a heartbeat to each peer, so a stalled process is told from an idle one. Required: peers refuse a rank that sends none."`
	PeerSilence    time.Duration `default:"5s" help:"How long a peer may send nothing, not even a heartbeat, before it counts as lost: its connection is closed, its in-flight requests fail, and it may join again. A value below 3 of the peer's heartbeat intervals (its --heartbeat) counts as 3 of them."`
	InsecureListen bool          `help:"FFN ranks without --cluster-key-file (or --tls-ca): listen on an address other than loopback anyway. Any host that reaches it may then join as a peer; use only where every host is trusted."`
	TLSCert        string        `name:"tls-cert" placeholder:"FILE" help:"PEM certificate (chain) this rank presents on the control plane, which then runs over TLS (with the TCP data plane, which shares its connections). Give every rank its own, with --tls-key; all ranks or none."`
	TLSKey         string        `name:"tls-key" placeholder:"FILE" help:"PEM private key of --tls-cert."`
	TLSCA          string        `name:"tls-ca" placeholder:"FILE" help:"PEM authority that signed every rank's certificate: listeners require and verify the dialer's certificate, dialers verify the listener's (default: the system's roots, and no check of dialers)."`
}

// connectorConfig is the connector configuration of this role: identity, limits and key. The
// frames of a peer are capped by its row limit times the plan's widest wire row.
func (r *Role) connectorConfig(f *Flags, log *slog.Logger) (connector.Config, error) {
	cfg := connector.Config{Rendezvous: f.Rendezvous, Hello: r.hello(f), Logger: log, PeerSilence: f.PeerSilence,
		RowBytes: runtime.WireRowBytes(r.man.Wire)}
	cfg.Heartbeat, cfg.InsecureListen = f.Heartbeat, f.InsecureListen
	if f.Heartbeat <= 0 {
		return cfg, fmt.Errorf("--heartbeat %v: expected a positive interval: peers refuse a rank that sends no heartbeats", f.Heartbeat)
	}
	if f.PeerSilence <= 0 {
		return cfg, fmt.Errorf("--peer-silence %v: expected a positive duration (at least 3 of the peer's heartbeat intervals)", f.PeerSilence)
	}
	if f.TLSCert != "" || f.TLSKey != "" || f.TLSCA != "" {
		tc, err := connector.LoadTLS(f.TLSCert, f.TLSKey, f.TLSCA)
		if err != nil {
			return cfg, err
		}
		cfg.TLS = tc
	}
	if f.ClusterKeyFile != "" {
		key, err := connector.LoadClusterKey(f.ClusterKeyFile)
		if err != nil {
			return cfg, err
		}
		cfg.ClusterKey = key
	}
	return cfg, nil
}
