package tlsserve

import (
	"errors"
	"fmt"
	"net"
	"syscall"
)

// Listen binds addr for the setting named key, saying what to do when it
// cannot: a port below 1024 without the privilege, a port in use.
func Listen(key, addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	switch {
	case err == nil:
		return ln, nil
	case errors.Is(err, syscall.EACCES):
		return nil, fmt.Errorf("cannot bind %s (%s): ports below 1024 need a privilege; "+
			"grant it to the binary once (sudo setcap 'cap_net_bind_service=+ep' /path/to/portfolio), "+
			"or run it from systemd with AmbientCapabilities=CAP_NET_BIND_SERVICE (see the README), "+
			"or choose a port above 1024: %w", addr, key, err)
	case errors.Is(err, syscall.EADDRINUSE):
		return nil, fmt.Errorf("cannot bind %s (%s): the address is in use by another process "+
			"(another web server, or another instance on this machine): %w", addr, key, err)
	default:
		return nil, fmt.Errorf("cannot bind %s (%s): %w", addr, key, err)
	}
}
