module afdc

go 1.26.0

require (
	github.com/alecthomas/kong v1.17.0
	github.com/ardanlabs/jinja v1.8.0
	github.com/dlclark/regexp2/v2 v2.13.0
	github.com/ebitengine/purego v0.11.3
	github.com/google/go-cmp v0.7.0
	github.com/llir/llvm v0.3.6
	github.com/prometheus/client_golang v1.25.0
	golang.org/x/sys v0.48.0
	gonum.org/v1/gonum v0.17.0
)

require (
	github.com/beorn7/perks v1.0.1 // indirect
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/mewmew/float v0.0.0-20201204173432-505706aa38fa // indirect
	github.com/munnerz/goautoneg v0.0.0-20191010083416-a7dc8b61c822 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/prometheus/client_model v0.6.3 // indirect
	github.com/prometheus/common v0.72.0 // indirect
	github.com/prometheus/procfs v0.22.0 // indirect
	golang.org/x/mod v0.35.0 // indirect
	golang.org/x/sync v0.22.0 // indirect
	golang.org/x/tools v0.44.1-0.20260420230617-19499e7caabc // indirect
	google.golang.org/protobuf v1.36.12 // indirect
)
