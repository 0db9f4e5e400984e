package tcpproxy

import (
	"bufio"
	"net"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// echoServer answers every line with the same line.
func echoServer(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				r := bufio.NewReader(c)
				for {
					line, err := r.ReadString('\n')
					if err != nil {
						return
					}
					_, _ = c.Write([]byte(line))
				}
			}()
		}
	}()
	return ln.Addr().String()
}

func roundTrip(addr string, timeout time.Duration) (string, error) {
	c, err := net.DialTimeout("tcp", addr, timeout)
	if err != nil {
		return "", err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(timeout))
	if _, err := c.Write([]byte("ping\n")); err != nil {
		return "", err
	}
	return bufio.NewReader(c).ReadString('\n')
}

func TestProxyForwardsRefusesStallsAndRestores(t *testing.T) {
	p := Start(t, echoServer(t))
	got, err := roundTrip(p.Addr(), time.Second)
	require.NoError(t, err)
	assert.Equal(t, "ping\n", got)

	p.Refuse()
	_, err = roundTrip(p.Addr(), 300*time.Millisecond)
	assert.Error(t, err, "a refused proxy does not answer")

	require.NoError(t, p.Restore())
	got, err = roundTrip(p.Addr(), time.Second)
	require.NoError(t, err, "restored on the same address")
	assert.Equal(t, "ping\n", got)

	p.Stall()
	_, err = roundTrip(p.Addr(), 300*time.Millisecond)
	var ne net.Error
	require.ErrorAs(t, err, &ne)
	assert.True(t, ne.Timeout(), "a stalled proxy accepts but never answers")

	require.NoError(t, p.Restore())
	got, err = roundTrip(p.Addr(), time.Second)
	require.NoError(t, err)
	assert.Equal(t, "ping\n", got)
}
