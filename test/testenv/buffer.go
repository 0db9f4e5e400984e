package testenv

import (
	"bytes"
	"sync"
)

// Buffer collects a server's output while the test reads it: the server
// (or exec's copying goroutines) writes from other goroutines, so every
// access takes the lock.
type Buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

// Write appends p.
func (s *Buffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String returns everything written so far.
func (s *Buffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
