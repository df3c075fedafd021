package kgen

import "fmt"

// Verify checks a kernel's structural rules, the ones the builder cannot check as it goes: every
// operand is defined before its use and in an enclosing block (so it dominates the use once lowered),
// memory ops address a pointer parameter, shared loads an array, Set a variable of its type, loops
// count in i32 and conditions are bool. Messages name the value and the rule.
func Verify(k *Kernel) error {
	v := &verifier{k: k, defined: map[*Value]bool{}}
	return v.block(k.Body)
}

type verifier struct {
	k       *Kernel
	defined map[*Value]bool
}

func (vf *verifier) block(vs []*Value) error {
	var local []*Value
	defer func() { // values of a nested block go out of scope with it
		for _, v := range local {
			delete(vf.defined, v)
		}
	}()
	for _, v := range vs {
		if err := vf.value(v); err != nil {
			return fmt.Errorf("kernel %s: v%d (%s): %w", vf.k.Name, v.ID, v.Op, err)
		}
		vf.defined[v] = true
		local = append(local, v)
	}
	return nil
}

func (vf *verifier) value(v *Value) error {
	for i, a := range v.Args {
		if !vf.defined[a] {
			return fmt.Errorf("operand %d is v%d, which is not defined before it in an enclosing block", i, a.ID)
		}
	}
	ptr := func(i int) error {
		a := v.Args[i]
		if a.Op != OpParam || vf.k.Params[a.Aux].Kind != PPtr {
			return fmt.Errorf("operand %d is v%d (%s), expected a pointer parameter", i, a.ID, a.Op)
		}
		if a.Elem != v.Elem {
			return fmt.Errorf("element %s, expected the pointer's %s", v.Elem, a.Elem)
		}
		return nil
	}
	i32 := func(i int) error {
		if v.Args[i].Type != TI32 {
			return fmt.Errorf("operand %d is %s, expected i32", i, v.Args[i].Type)
		}
		return nil
	}
	switch v.Op {
	case OpShflIdx:
		if t := v.Args[0].Type; (t != TI32 && t != TF32) || v.Aux < 0 || v.Aux > 31 {
			return fmt.Errorf("broadcast of a %s from lane %d, expected an i32 or f32 from lane 0..31", t, v.Aux)
		}
	case OpParam:
		if v.Aux < 0 || int(v.Aux) >= len(vf.k.Params) {
			return fmt.Errorf("parameter %d of %d", v.Aux, len(vf.k.Params))
		}
	case OpLoad:
		if err := ptr(0); err != nil {
			return err
		}
		if v.Elem == EF8 {
			return fmt.Errorf("scalar load of %s, expected LoadV (16 bytes, decoded in registers)", v.Elem)
		}
		return i32(1)
	case OpLoadV:
		if err := ptr(0); err != nil {
			return err
		}
		if t := v.Args[1].Type; t != TI32 && t != TI64 {
			return fmt.Errorf("operand 1 is %s, expected i32 or i64", t)
		}
	case OpMMA, OpPackH2:
		return verifyMMA(v)
	case OpExp2, OpLdMatrix, OpCpAsync, OpStoreV, OpStoreF2, OpPackBF2, OpMax:
		return verifyWarpMem(v, vf.k)
	case OpSAddr, OpMbar, OpTMALoad, OpWGMMA, OpWGOut, OpAsync:
		return verifyHopper(v, vf.k)
	case OpV4:
		for i, a := range v.Args {
			if a.Type != TI32 || len(v.Args) != 4 {
				return fmt.Errorf("v4 of %d values, operand %d %s, expected four i32", len(v.Args), i, a.Type)
			}
		}
	case OpLane:
		if v.Args[0].Type != TV4 || v.Aux < 0 || v.Aux > 3 {
			return fmt.Errorf("lane %d of a %s, expected lane 0..3 of a %s", v.Aux, v.Args[0].Type, TV4)
		}
	case OpStore:
		if err := ptr(0); err != nil {
			return err
		}
		if v.Elem == EF8 {
			return fmt.Errorf("store into a %s buffer, expected f32, bf16 or an integer buffer", v.Elem)
		}
		if want := v.Elem.value(); v.Args[2].Type != want {
			return fmt.Errorf("stores %s into a %s buffer, expected %s", v.Args[2].Type, v.Elem, want)
		}
		return i32(1)
	case OpSLoad, OpSStore:
		if a := v.Args[0]; a.Op != OpShared && a.Op != OpTable {
			return fmt.Errorf("operand 0 is v%d (%s), expected a shared array or table", a.ID, a.Op)
		}
		if v.Op == OpSStore && v.Args[0].Op == OpTable {
			return fmt.Errorf("stores into a constant table")
		}
		if v.Op == OpSStore && v.Args[2].Type != v.Args[0].Type {
			return fmt.Errorf("stores %s into a %s array", v.Args[2].Type, v.Args[0].Type)
		}
		return i32(1)
	case OpSLoadV, OpSStoreV:
		if a := v.Args[0]; a.Op != OpShared || a.Type != TI32 {
			return fmt.Errorf("operand 0 is v%d (%s %s), expected an i32 shared array", a.ID, a.Op, a.Type)
		}
		if v.Op == OpSStoreV && v.Args[2].Type != TV4 {
			return fmt.Errorf("stores %s as 16 bytes, expected a v4 (4 words)", v.Args[2].Type)
		}
		return i32(1)
	case OpSet:
		if v.Args[0].Op != OpVar {
			return fmt.Errorf("operand 0 is v%d (%s), expected a variable", v.Args[0].ID, v.Args[0].Op)
		}
	case OpGet:
		if v.Args[0].Op != OpVar {
			return fmt.Errorf("operand 0 is v%d (%s), expected a variable", v.Args[0].ID, v.Args[0].Op)
		}
	case OpLoop:
		for i := range 3 {
			if err := i32(i); err != nil {
				return err
			}
		}
		vf.defined[v] = true // the induction variable is visible in the body
		defer delete(vf.defined, v)
		return vf.block(v.Body)
	case OpWhile:
		if a := v.Args[0]; a.Op != OpVar || a.Type != TI32 {
			return fmt.Errorf("operand 0 is v%d (%s %s), expected an i32 variable", a.ID, a.Op, a.Type)
		}
		if err := i32(1); err != nil {
			return err
		}
		vf.defined[v] = true // the index is visible in the body
		defer delete(vf.defined, v)
		return vf.block(v.Body)
	case OpAtomicAdd:
		if err := ptr(0); err != nil {
			return err
		}
		if v.Elem != EI32 {
			return fmt.Errorf("atomic add on a %s buffer, expected i32", v.Elem)
		}
		if err := i32(1); err != nil {
			return err
		}
		return i32(2)
	case OpIf:
		if v.Args[0].Type != TBool {
			return fmt.Errorf("condition is %s, expected bool", v.Args[0].Type)
		}
		if err := vf.block(v.Body); err != nil {
			return err
		}
		return vf.block(v.Else)
	}
	return nil
}
