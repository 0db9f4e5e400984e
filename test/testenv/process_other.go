//go:build !linux

package testenv

import "syscall"

// dieWithParent: only Linux can tie a child's life to its parent's; the
// test's cleanup stops the server elsewhere.
func dieWithParent() *syscall.SysProcAttr { return nil }
