package bench

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// cpuUse is the processor time and minor page faults of one or more processes, as the kernel
// counts them. On a shared machine the wall time of a run moves with the other work on it; the
// processor time a run takes moves much less, so the bench prints both.
type cpuUse struct {
	User, Sys time.Duration
	Faults    int64 // minor page faults: first touches of memory
	ok        bool
}

func (c cpuUse) sub(d cpuUse) cpuUse {
	return cpuUse{User: c.User - d.User, Sys: c.Sys - d.Sys, Faults: c.Faults - d.Faults, ok: c.ok && d.ok}
}

func (c cpuUse) add(d cpuUse) cpuUse {
	return cpuUse{User: c.User + d.User, Sys: c.Sys + d.Sys, Faults: c.Faults + d.Faults, ok: c.ok && d.ok}
}

// selfCPU is this process's use so far.
func selfCPU() cpuUse {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return cpuUse{}
	}
	return cpuUse{User: time.Duration(ru.Utime.Nano()), Sys: time.Duration(ru.Stime.Nano()), Faults: ru.Minflt, ok: true}
}

// clockTicks is the unit of /proc/PID/stat's times (USER_HZ, 100 on Linux).
const clockTicks = 100

// procCPU reads a running child's use from /proc/PID/stat; not ok where there is no /proc.
func procCPU(pid int) cpuUse {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return cpuUse{}
	}
	// The command name (field 2) is in parentheses and may hold spaces: fields count from its end.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return cpuUse{}
	}
	f := strings.Fields(s[i+1:])
	// After the name: state(3) ppid pgrp session tty tpgid flags minflt(10) cminflt majflt
	// cmajflt utime(14) stime(15).
	if len(f) < 13 {
		return cpuUse{}
	}
	minflt, e1 := strconv.ParseInt(f[7], 10, 64)
	ut, e2 := strconv.ParseInt(f[11], 10, 64)
	st, e3 := strconv.ParseInt(f[12], 10, 64)
	if e1 != nil || e2 != nil || e3 != nil {
		return cpuUse{}
	}
	tick := time.Second / clockTicks
	return cpuUse{User: time.Duration(ut) * tick, Sys: time.Duration(st) * tick, Faults: minflt, ok: true}
}

// perStep is the use per engine step, or "" when it could not be read.
func (c cpuUse) perStep(steps int) string {
	if !c.ok || steps <= 0 {
		return ""
	}
	n := time.Duration(steps)
	return fmt.Sprintf("; processor %.1f ms user + %.1f ms sys, %d page faults per step",
		float64(c.User/n)/1e6, float64(c.Sys/n)/1e6, c.Faults/int64(steps))
}
