package launch

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// Proc is a child process with the tail of its output kept (and all of it copied to a log file).
type Proc struct {
	Name string
	cmd  *exec.Cmd
	mu   sync.Mutex
	tail bytes.Buffer
	log  io.WriteCloser
	done chan struct{}
	err  error
}

const tailBytes = 16 << 10

func (p *Proc) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.log != nil {
		p.log.Write(b)
	}
	p.tail.Write(b)
	if p.tail.Len() > 2*tailBytes {
		rest := append([]byte(nil), p.tail.Bytes()[p.tail.Len()-tailBytes:]...)
		p.tail.Reset()
		p.tail.Write(rest)
	}
	return len(b), nil
}

// Tail is the last output of the process (stdout and stderr together).
func (p *Proc) Tail() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	b := p.tail.Bytes()
	if len(b) > tailBytes {
		b = b[len(b)-tailBytes:]
	}
	return string(b)
}

// StartProc starts path with args and env added to this process's environment; logPath, when not
// empty, receives all its output. The child runs in its own process group (a Ctrl-C at the terminal
// reaches the launcher, which stops the children in order) and, on Linux, is killed if the launcher
// dies.
func StartProc(name, path string, args, env []string, logPath string) (*Proc, error) {
	p := &Proc{Name: name, done: make(chan struct{})}
	if logPath != "" {
		f, err := os.Create(logPath)
		if err != nil {
			return nil, fmt.Errorf("start %s: %w", name, err)
		}
		p.log = f
	}
	p.cmd = exec.Command(path, args...)
	p.cmd.Env = append(os.Environ(), env...)
	p.cmd.Stdout, p.cmd.Stderr = p, p
	p.cmd.SysProcAttr = childAttr()
	if err := p.cmd.Start(); err != nil {
		if p.log != nil {
			p.log.Close()
		}
		return nil, fmt.Errorf("start %s (%s): %w", name, path, err)
	}
	go func() {
		p.err = p.cmd.Wait()
		p.mu.Lock()
		if p.log != nil {
			p.log.Close()
			p.log = nil
		}
		p.mu.Unlock()
		close(p.done)
	}()
	return p, nil
}

// Pid is the process id.
func (p *Proc) Pid() int { return p.cmd.Process.Pid }

// Done is closed once the process has exited.
func (p *Proc) Done() <-chan struct{} { return p.done }

// Err is how the process ended (valid once Done is closed).
func (p *Proc) Err() error { return p.err }

// Signal sends sig unless the process has exited.
func (p *Proc) Signal(sig os.Signal) {
	select {
	case <-p.done:
	default:
		_ = p.cmd.Process.Signal(sig)
	}
}

// Stop sends SIGTERM (the executables drain on it) and kills the process if it has not exited
// within grace; it returns once the process is gone.
func (p *Proc) Stop(grace time.Duration) error {
	p.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
		return nil
	case <-time.After(grace):
		_ = p.cmd.Process.Kill()
		<-p.done
		return fmt.Errorf("%s did not stop within %v of SIGTERM; killed", p.Name, grace)
	}
}

// FreePort returns a port on host that was free a moment ago, drawn below Linux's ephemeral range
// (32768-60999) so that no outgoing connection takes it before the child binds it.
func FreePort(host string) (int, error) {
	const lo, hi = 20000, 32000
	var last error
	for range 64 {
		port := lo + rand.IntN(hi-lo)
		ln, err := net.Listen("tcp", net.JoinHostPort(host, fmt.Sprint(port)))
		if err != nil {
			last = err
			continue
		}
		ln.Close()
		return port, nil
	}
	return 0, fmt.Errorf("no free port on %s in [%d, %d) after 64 tries: %w", host, lo, hi, last)
}

const syscallTERM = syscall.SIGTERM
