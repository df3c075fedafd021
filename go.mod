module afdc

go 1.26

require (
	github.com/alecthomas/kong v1.17.0
	github.com/ebitengine/purego v0.11.3
	github.com/google/go-cmp v0.7.0
	gonum.org/v1/gonum v0.17.0
)
