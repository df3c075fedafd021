module afdc

go 1.26.0

require (
	github.com/alecthomas/kong v1.17.0
	github.com/ardanlabs/jinja v1.8.0
	github.com/dlclark/regexp2/v2 v2.13.0
	github.com/ebitengine/purego v0.11.3
	github.com/google/go-cmp v0.7.0
	gonum.org/v1/gonum v0.17.0
)
