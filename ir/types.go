// Package ir is afdc's intermediate representation: modules of parameters and SSA functions, the op
// table that every other stage reads, the text form (printer and parser) and the verifier.
//
// It owns the data model only and imports nothing of the project.
package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// DType is an element type of a tensor.
type DType uint8

const (
	InvalidDType DType = iota
	F32
	BF16
	F16
	F8E4M3
	I32
	I64
)

var dtypeNames = [...]string{InvalidDType: "invalid", F32: "f32", BF16: "bf16", F16: "f16", F8E4M3: "f8e4m3", I32: "i32", I64: "i64"}

func (d DType) String() string {
	if int(d) < len(dtypeNames) {
		return dtypeNames[d]
	}
	return fmt.Sprintf("dtype(%d)", uint8(d))
}

// Size is the number of bytes of one element.
func (d DType) Size() int64 {
	switch d {
	case F32, I32:
		return 4
	case BF16, F16:
		return 2
	case F8E4M3:
		return 1
	case I64:
		return 8
	}
	return 0
}

// IsFloat reports whether d holds real numbers.
func (d DType) IsFloat() bool { return d == F32 || d == BF16 || d == F16 || d == F8E4M3 }

// ParseDType reads the text name of a dtype ("bf16").
func ParseDType(s string) (DType, error) {
	for i, n := range dtypeNames {
		if i != int(InvalidDType) && n == s {
			return DType(i), nil
		}
	}
	return InvalidDType, fmt.Errorf("unknown dtype %q, expected one of f32, bf16, f16, f8e4m3, i32, i64", s)
}

// Dim is one dimension of a shape: a fixed size, or a symbol bound at run time.
// The symbols in use are T (tokens of the step), B (sequences of the step) and P (the (token,
// expert) pairs an expert rank of an expert-parallel build computes in a step).
type Dim struct {
	N   int64
	Sym string // non-empty for a symbolic dimension; N is then 0
}

// Fixed returns a fixed dimension.
func Fixed(n int64) Dim { return Dim{N: n} }

// Sym returns a symbolic dimension.
func Sym(s string) Dim { return Dim{Sym: s} }

// Tokens and Seqs are the symbolic dimensions of a step.
var (
	Tokens = Sym("T")
	Seqs   = Sym("B")
	Pairs  = Sym("P")
)

func (d Dim) IsSym() bool { return d.Sym != "" }

func (d Dim) String() string {
	if d.Sym != "" {
		return d.Sym
	}
	return strconv.FormatInt(d.N, 10)
}

// Shape is a list of dimensions, outermost first.
type Shape []Dim

// Elems is the product of the fixed dimensions; ok is false when a dimension is symbolic.
func (s Shape) Elems() (n int64, ok bool) {
	n = 1
	for _, d := range s {
		if d.IsSym() {
			return 0, false
		}
		n *= d.N
	}
	return n, true
}

// Last is the innermost dimension.
func (s Shape) Last() Dim {
	if len(s) == 0 {
		return Dim{}
	}
	return s[len(s)-1]
}

func (s Shape) Equal(o Shape) bool {
	if len(s) != len(o) {
		return false
	}
	for i := range s {
		if s[i] != o[i] {
			return false
		}
	}
	return true
}

func (s Shape) String() string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = d.String()
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// Type is the type of a value or parameter: a dtype and a shape.
type Type struct {
	DType DType
	Shape Shape
}

// T builds a type from a dtype and dims given as int, int64 or Dim.
func T(dt DType, dims ...any) Type {
	s := make(Shape, len(dims))
	for i, d := range dims {
		switch v := d.(type) {
		case int:
			s[i] = Fixed(int64(v))
		case int64:
			s[i] = Fixed(v)
		case Dim:
			s[i] = v
		default:
			panic(fmt.Sprintf("ir.T: dim %d has type %T", i, d))
		}
	}
	return Type{DType: dt, Shape: s}
}

func (t Type) String() string { return t.DType.String() + t.Shape.String() }

func (t Type) Equal(o Type) bool { return t.DType == o.DType && t.Shape.Equal(o.Shape) }

// Bytes is the storage size of a fully fixed type; ok is false when a dimension is symbolic.
func (t Type) Bytes() (int64, bool) {
	n, ok := t.Shape.Elems()
	return n * t.DType.Size(), ok
}

// Role says which executable a module, or a parameter, belongs to.
type Role uint8

const (
	RoleFull Role = iota
	RoleAttention
	RoleFFN
	// RoleBoth marks a parameter that both role executables load.
	RoleBoth
)

var roleNames = [...]string{RoleFull: "full", RoleAttention: "attention", RoleFFN: "ffn", RoleBoth: "both"}

func (r Role) String() string {
	if int(r) < len(roleNames) {
		return roleNames[r]
	}
	return fmt.Sprintf("role(%d)", uint8(r))
}

// ParseRole reads a role name.
func ParseRole(s string) (Role, error) {
	for i, n := range roleNames {
		if n == s {
			return Role(i), nil
		}
	}
	return 0, fmt.Errorf("unknown role %q, expected full, attention, ffn or both", s)
}

// Loads reports whether a parameter owned by r is loaded by the executable of role exe.
func (r Role) Loads(exe Role) bool {
	return r == exe || r == RoleBoth || exe == RoleFull
}
