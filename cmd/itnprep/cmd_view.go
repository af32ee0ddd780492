package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"strconv"

	"github.com/itnprep/itnprep/view"
)

func init() {
	register(&command{
		name:    "view",
		summary: "browse a dataset version (rows, rejects, card, figures) or review a mine-pairs result, in a local web page",
		run:     runView,
	})
}

// viewReady is called with the URL once the server listens (tests hook it).
var viewReady = func(string) {}

func runView(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("view", "view VERSION_DIR|OUT/NAME@TAG|MINE_PAIRS_DIR [--port P] [--host H] [--rules-out FILE] [--page-size N]", stderr, false)
	port := fs.Int("port", 8377, "TCP port; 0 picks a free one")
	host := fs.String("host", "127.0.0.1", "address to bind: the loopback interface by default (0.0.0.0 shares the page with the network)")
	rulesOut := fs.String("rules-out", "", "review: save the reviewed rules here instead of over the folder's rules.jsonl")
	pageSize := fs.Int("page-size", 50, "rows per page")
	if err := parseInterspersed(fs, args); err != nil {
		return usageErr(err)
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("%w: view takes one folder: a dataset version or a mine-pairs output", errUsage)
	}
	if *port < 0 || *port > 65535 || *pageSize < 1 || *pageSize > 10000 {
		return fmt.Errorf("%w: --port must be 0..65535 and --page-size 1..10000", errUsage)
	}
	dir, err := resolveVersion(ctx, fs.Arg(0)) // OUT/NAME@TAG works too
	if err != nil {
		return err
	}
	s, err := view.New(dir, view.Options{RulesOut: *rulesOut, PageSize: *pageSize})
	if err != nil {
		return err
	}
	l, err := view.Listen(net.JoinHostPort(*host, strconv.Itoa(*port)))
	if err != nil {
		return err
	}
	what := "dataset version"
	if s.Mode() == view.ModeReview {
		what = "rules review"
	}
	u := view.URL(l)
	fmt.Fprintf(stderr, "view: serving the %s of %s; stop with Ctrl-C\n", what, dir)
	fmt.Fprintln(stdout, u)
	viewReady(u)
	return view.Serve(ctx, l, s)
}
