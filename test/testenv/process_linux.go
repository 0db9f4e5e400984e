package testenv

import "syscall"

// dieWithParent makes a server a test starts die with the test process,
// so that a test binary killed on a timeout leaves no server behind.
func dieWithParent() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
