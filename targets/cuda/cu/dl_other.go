//go:build !linux

package cu

import (
	"errors"
	"runtime"
)

var errNotLinux = errors.New("the CUDA target runs on linux only, this is " + runtime.GOOS)

func dlopen(string) (uintptr, error)         { return 0, errNotLinux }
func dlsym(uintptr, string) (uintptr, error) { return 0, errNotLinux }

// Call is never reached where no library opens.
func Call(fn uintptr, args ...uintptr) uintptr { panic(errNotLinux) }

// RegisterFunc is never reached where no library opens.
func RegisterFunc(fptr any, fn uintptr) { panic(errNotLinux) }
