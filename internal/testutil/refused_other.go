//go:build !unix

package testutil

import (
	"net"
	"testing"
)

// RefusedAddr returns an address on 127.0.0.1 on which nothing listens.
// Where there are no Unix sockets to hold the port, it is a port found
// free and released, which another process could take before the test
// connects (refused_unix.go holds it).
func RefusedAddr(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}
