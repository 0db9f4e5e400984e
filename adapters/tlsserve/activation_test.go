package tlsserve

import (
	"net"
	"strconv"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// passSockets puts two listening sockets at fds start and start+1, as
// systemd does at 3 and 4, and returns their addresses.
func passSockets(t *testing.T, start int) []string {
	t.Helper()
	var addrs []string
	for i := range 2 {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		f, err := ln.(*net.TCPListener).File()
		require.NoError(t, err)
		require.NoError(t, syscall.Dup2(int(f.Fd()), start+i))
		addrs = append(addrs, ln.Addr().String())
		_ = f.Close()
		_ = ln.Close() // the duplicate keeps the socket open
	}
	return addrs
}

func TestSystemdSocketActivation(t *testing.T) {
	const start = 200
	addrs := passSockets(t, start)
	env := []string{"LISTEN_PID=42", "LISTEN_FDS=2", "LISTEN_FDNAMES=http:https"}
	a, err := activated(env, 42, start)
	require.NoError(t, err)
	https, plain := a.Take("https", 0), a.Take("http", 1)
	require.NotNil(t, https)
	require.NotNil(t, plain)
	assert.Equal(t, addrs[1], https.Addr().String(), "by name")
	assert.Equal(t, addrs[0], plain.Addr().String())
	_ = https.Close()
	_ = plain.Close()

	// Unnamed: in order. Another process's sockets: none.
	addrs = passSockets(t, start)
	a, err = activated([]string{"LISTEN_PID=42", "LISTEN_FDS=2"}, 42, start)
	require.NoError(t, err)
	assert.Equal(t, addrs[0], a.Take("https", 0).Addr().String())
	assert.Equal(t, addrs[1], a.Take("http", 1).Addr().String())
	_ = a.Take("https", 0).Close()
	_ = a.Take("http", 1).Close()
	a, err = activated([]string{"LISTEN_PID=" + strconv.Itoa(43), "LISTEN_FDS=2"}, 42, start)
	require.NoError(t, err)
	assert.Nil(t, a.Take("https", 0))
	_, err = activated([]string{"LISTEN_PID=42", "LISTEN_FDS=x"}, 42, start)
	assert.ErrorContains(t, err, "LISTEN_FDS")
}
