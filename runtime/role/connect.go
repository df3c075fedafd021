package role

import (
	"log/slog"
	"time"

	"afdc/runtime"
	"afdc/runtime/connector"
)

// ConnectFlags are the connector's flags, shared by both role executables.
type ConnectFlags struct {
	ClusterKeyFile string        `placeholder:"FILE" help:"A secret shared by every rank of the deployment (at least 16 bytes; trailing newlines ignored): a rank joins only if it proves it holds the same key (HMAC-SHA256 challenge in the handshake; the key never travels). Give it to all ranks or none."`
	Heartbeat      time.Duration `default:"1s" help:"How often to send a heartbeat to each peer, so a stalled process is told from an idle one. 0 sends none (peers then never time this rank out for silence)."`
	PeerSilence    time.Duration `default:"5s" help:"How long a peer may send nothing, not even a heartbeat, before it counts as lost: its connection is closed, its in-flight requests fail, and it may join again. At least 3 of the peer's heartbeat intervals."`
}

// connectorConfig is the connector configuration of this role: identity, limits and key. The
// frames of a peer are capped by its row limit times the plan's widest wire row.
func (r *Role) connectorConfig(f *Flags, log *slog.Logger) (connector.Config, error) {
	cfg := connector.Config{Rendezvous: f.Rendezvous, Hello: r.hello(f), Logger: log, PeerSilence: f.PeerSilence,
		RowBytes: runtime.WireRowBytes(r.man.Wire)}
	cfg.Heartbeat = f.Heartbeat
	if f.Heartbeat == 0 {
		cfg.Heartbeat = -1 // the flag's 0 means none; the Config's 0 means the default
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
