//go:build unix

package testutil

import (
	"fmt"
	"syscall"
	"testing"
)

// RefusedAddr returns an address on 127.0.0.1 that refuses connections
// until the test ends: a TCP socket bound to a free port and never
// listening, held open. A port found free, released and then used (the
// helpers this replaces) could be taken in between by another process on
// a busy machine, and a connection the test expected refused was
// accepted; nothing else can bind a port this socket holds.
func RefusedAddr(t testing.TB) string {
	t.Helper()
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		t.Fatalf("socket: %v", err)
	}
	t.Cleanup(func() { syscall.Close(fd) })
	if err := syscall.Bind(fd, &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}); err != nil {
		t.Fatalf("bind 127.0.0.1:0: %v", err)
	}
	sa, err := syscall.Getsockname(fd)
	if err != nil {
		t.Fatalf("getsockname: %v", err)
	}
	return fmt.Sprintf("127.0.0.1:%d", sa.(*syscall.SockaddrInet4).Port)
}
