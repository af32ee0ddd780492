//go:build unix

package pipelines

import "syscall"

// syscallMkfifo makes a named pipe at p.
func syscallMkfifo(p string) error { return syscall.Mkfifo(p, 0o644) }
