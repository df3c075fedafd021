package acl

// Binding is the test's view of a binding row.
type Binding = binding

// BindingsForTest lists the bindings of an unloaded Lib.
func BindingsForTest() []binding { return (&Lib{}).bindings() }

// CheckGoType exposes the binding check.
var CheckGoType = checkGoType
