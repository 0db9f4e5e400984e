package tlsserve

import (
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
)

// listenFDsStart is the first file descriptor systemd passes (sd_listen_fds).
const listenFDsStart = 3

// Activated are the sockets systemd opened for the process (socket
// activation: privileged ports bound by systemd, the binary run as an
// ordinary user), read from env's LISTEN_PID, LISTEN_FDS and
// LISTEN_FDNAMES. By name ("https", "http") when the socket units name
// them (FileDescriptorName=), else in order: the first is HTTPS (or the
// one listener of plain HTTP), the second plain HTTP. Empty when systemd
// passed none to this process.
type Activated struct {
	byName map[string]net.Listener
	order  []net.Listener
}

// ActivatedListeners reads the sockets systemd passed to process pid.
func ActivatedListeners(env []string, pid int) (*Activated, error) {
	return activated(env, pid, listenFDsStart)
}

func activated(env []string, pid, start int) (*Activated, error) {
	a := &Activated{byName: map[string]net.Listener{}}
	vars := map[string]string{}
	for _, kv := range env {
		if k, v, ok := strings.Cut(kv, "="); ok && strings.HasPrefix(k, "LISTEN_") {
			vars[k] = v
		}
	}
	if vars["LISTEN_PID"] == "" || vars["LISTEN_PID"] != strconv.Itoa(pid) {
		return a, nil
	}
	n, err := strconv.Atoi(vars["LISTEN_FDS"])
	if err != nil || n < 1 {
		return nil, fmt.Errorf("systemd socket activation: LISTEN_FDS %q: want a count of sockets", vars["LISTEN_FDS"])
	}
	names := strings.Split(vars["LISTEN_FDNAMES"], ":")
	for i := range n {
		f := os.NewFile(uintptr(start+i), "systemd socket "+strconv.Itoa(i))
		ln, err := net.FileListener(f)
		_ = f.Close() // FileListener keeps its own copy
		if err != nil {
			return nil, fmt.Errorf("systemd socket activation: socket %d is not a listening stream socket: %w", i, err)
		}
		a.order = append(a.order, ln)
		if i < len(names) && names[i] != "" {
			a.byName[names[i]] = ln
		}
	}
	return a, nil
}

// Take returns the listener for name ("https" or "http"), or the socket at
// index when the sockets are not named so; nil when systemd passed none.
func (a *Activated) Take(name string, index int) net.Listener {
	if a == nil || len(a.order) == 0 {
		return nil
	}
	if ln, ok := a.byName[name]; ok {
		return ln
	}
	if _, named := a.byName["https"]; named {
		return nil
	}
	if _, named := a.byName["http"]; named {
		return nil
	}
	if index < len(a.order) {
		return a.order[index]
	}
	return nil
}
