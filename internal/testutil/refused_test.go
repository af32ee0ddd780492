//go:build unix

package testutil

import (
	"errors"
	"net"
	"syscall"
	"testing"
	"time"
)

// The address refuses connections, and while the test runs no one can
// listen on it: the port is held, not found free and let go.
func TestRefusedAddrStaysRefused(t *testing.T) {
	addr := RefusedAddr(t)
	c, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err == nil {
		c.Close()
		t.Fatalf("%s accepted a connection", addr)
	}
	if !errors.Is(err, syscall.ECONNREFUSED) {
		t.Errorf("%s: %v, want connection refused", addr, err)
	}
	if l, err := net.Listen("tcp", addr); err == nil {
		l.Close()
		t.Errorf("another listener could take %s while the test holds it", addr)
	}
}
