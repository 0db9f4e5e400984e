// Package tcpproxy is a loopback TCP proxy that fault tests put between the
// product and a real service (PostgreSQL, Redis) to cut or stall it without
// touching the shared server: Refuse closes the listener so new connections
// are refused and drops the open ones; Stall keeps connections open but
// forwards nothing, as a hung server would; Restore serves again.
package tcpproxy

import (
	"errors"
	"io"
	"net"
	"sync"
	"testing"
	"time"
)

// mode is what the proxy does with traffic.
type mode int

const (
	modeForward mode = iota
	modeStall
	modeRefuse
)

// Proxy forwards connections from Addr to a target address.
type Proxy struct {
	target string

	mu    sync.Mutex
	addr  string
	ln    net.Listener
	mode  mode
	conns map[net.Conn]struct{}
	wake  chan struct{} // closed when the mode leaves stall
	done  bool
	wg    sync.WaitGroup
}

// Start listens on a free loopback port and forwards to target until the
// test ends.
func Start(t testing.TB, target string) *Proxy {
	t.Helper()
	p := &Proxy{target: target, conns: map[net.Conn]struct{}{}, wake: make(chan struct{})}
	if err := p.listen("127.0.0.1:0"); err != nil {
		t.Fatalf("tcpproxy: %v", err)
	}
	t.Cleanup(p.Close)
	return p
}

// Addr is host:port of the proxy; it stays the same across Refuse/Restore.
func (p *Proxy) Addr() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.addr
}

func (p *Proxy) listen(addr string) error {
	var ln net.Listener
	var err error
	// The port was ours a moment ago; retry briefly if the kernel has not
	// released it yet.
	for i := 0; i < 50; i++ {
		ln, err = net.Listen("tcp", addr)
		if err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		return err
	}
	p.mu.Lock()
	p.ln, p.addr = ln, ln.Addr().String()
	p.mu.Unlock()
	p.wg.Add(1)
	go p.accept(ln)
	return nil
}

func (p *Proxy) accept(ln net.Listener) {
	defer p.wg.Done()
	for {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		if p.done || p.mode == modeRefuse {
			p.mu.Unlock()
			_ = c.Close()
			continue
		}
		p.conns[c] = struct{}{}
		p.mu.Unlock()
		p.wg.Add(1)
		go p.serve(c)
	}
}

func (p *Proxy) serve(client net.Conn) {
	defer p.wg.Done()
	defer p.forget(client)
	server, err := net.DialTimeout("tcp", p.target, 2*time.Second)
	if err != nil {
		_ = client.Close()
		return
	}
	p.mu.Lock()
	if p.done || p.mode == modeRefuse {
		p.mu.Unlock()
		_ = server.Close()
		_ = client.Close()
		return
	}
	p.conns[server] = struct{}{}
	p.mu.Unlock()
	defer p.forget(server)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); p.pipe(server, client) }()
	go func() { defer wg.Done(); p.pipe(client, server) }()
	wg.Wait()
}

// pipe copies src to dst, holding every chunk while the proxy stalls.
func (p *Proxy) pipe(dst, src net.Conn) {
	defer dst.Close()
	defer src.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			if !p.waitForward() {
				return
			}
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				return
			}
			return
		}
	}
}

// waitForward blocks while the proxy stalls; false when the connection
// should be dropped instead.
func (p *Proxy) waitForward() bool {
	for {
		p.mu.Lock()
		m, wake, done := p.mode, p.wake, p.done
		p.mu.Unlock()
		if done || m == modeRefuse {
			return false
		}
		if m == modeForward {
			return true
		}
		<-wake
	}
}

func (p *Proxy) forget(c net.Conn) {
	p.mu.Lock()
	delete(p.conns, c)
	p.mu.Unlock()
	_ = c.Close()
}

// Stall keeps accepting and holding connections but forwards no byte, like
// a server that hangs.
func (p *Proxy) Stall() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.mode == modeForward {
		p.wake = make(chan struct{})
	}
	p.mode = modeStall
}

// Refuse stops listening, so new connections are refused, and drops every
// open connection, like a server that was stopped.
func (p *Proxy) Refuse() {
	p.mu.Lock()
	prev := p.mode
	p.mode = modeRefuse
	ln := p.ln
	p.ln = nil
	conns := make([]net.Conn, 0, len(p.conns))
	for c := range p.conns {
		conns = append(conns, c)
	}
	if prev == modeStall {
		close(p.wake)
	}
	p.mu.Unlock()
	if ln != nil {
		_ = ln.Close()
	}
	for _, c := range conns {
		_ = c.Close()
	}
}

// Restore forwards again; after Refuse it listens on the same address.
func (p *Proxy) Restore() error {
	p.mu.Lock()
	prev, addr, done := p.mode, p.addr, p.done
	if done {
		p.mu.Unlock()
		return errors.New("tcpproxy: closed")
	}
	if prev == modeStall {
		close(p.wake)
	}
	p.mode = modeForward
	p.mu.Unlock()
	if prev == modeRefuse {
		return p.listen(addr)
	}
	return nil
}

// Close stops the proxy and drops every connection.
func (p *Proxy) Close() {
	p.mu.Lock()
	if p.done {
		p.mu.Unlock()
		return
	}
	p.done = true
	if p.mode == modeStall {
		close(p.wake)
	}
	ln := p.ln
	conns := make([]net.Conn, 0, len(p.conns))
	for c := range p.conns {
		conns = append(conns, c)
	}
	p.mu.Unlock()
	if ln != nil {
		_ = ln.Close()
	}
	for _, c := range conns {
		_ = c.Close()
	}
	p.wg.Wait()
}
