package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"os"
	"syscall"

	"github.com/apache/beam/sdks/v2/go/container/pool"
)

func main() {
	boot := flag.String("boot", "", "Beam's Go boot program (go build github.com/apache/beam/sdks/v2/go/container)")
	port := flag.Int("port", 0, "port to listen on (0: a free one)")
	flag.Parse()
	if *boot == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: workerpool --boot PATH [--port N]")
		os.Exit(2)
	}
	if _, err := os.Stat(*boot); err != nil {
		log.Fatalf("workerpool: --boot: %v", err)
	}
	// As boot --worker_pool does: its workers read the pool's id.
	os.Setenv("BEAM_GO_WORKER_POOL_ID", fmt.Sprint(os.Getpid()))
	ctx := context.Background()
	srv, p, err := listen(ctx, *port, *boot)
	if err != nil {
		log.Fatalf("workerpool: %v", err)
	}
	defer srv.Stop(ctx)
	fmt.Printf("workerpool: listening on port %d\n", p)
	if err := srv.ServeAndWait(); err != nil {
		log.Fatalf("workerpool: %v", err)
	}
}

// listen starts the pool on port, or on a free port when port is 0. The
// pool opens its own listener from a number, so a free port is found
// first and may be taken by another process before the pool binds it;
// then another is tried.
func listen(ctx context.Context, port int, boot string) (*pool.Process, int, error) {
	if port != 0 {
		srv, err := pool.New(ctx, port, boot)
		return srv, port, err
	}
	var err error
	for range 10 {
		var p int
		if p, err = freePort(); err != nil {
			return nil, 0, err
		}
		var srv *pool.Process
		if srv, err = pool.New(ctx, p, boot); err == nil {
			return srv, p, nil
		}
		if !errors.Is(err, syscall.EADDRINUSE) {
			return nil, 0, err
		}
	}
	return nil, 0, err
}

func freePort() (int, error) {
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}
