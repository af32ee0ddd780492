package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSecondSignalRightAfterTheFirst: the first signal cancels the
// command's context and the second ends the process, exit 130, also when
// both came before the watch ran (a double Ctrl-C, a supervisor's SIGTERM
// right after a Ctrl-C). The second was missed when the second-signal
// listener began listening only once the context was done: it went to
// NotifyContext's listener alone and was swallowed. A command that
// returns after the first is not ended.
func TestSecondSignalRightAfterTheFirst(t *testing.T) {
	sigs := make(chan os.Signal, 2)
	sigs <- os.Interrupt
	sigs <- syscall.SIGTERM
	ctx, cancel := context.WithCancelCause(context.Background())
	var stderr bytes.Buffer
	code := -1
	stopOnSecondSignal(sigs, cancel, make(chan struct{}), nil, "verbalize", &stderr, func(c int) { code = c })
	if ctx.Err() == nil || context.Cause(ctx).Error() != "interrupt signal received" {
		t.Errorf("context after the first signal: %v (cause %v), want cancelled by \"interrupt signal received\"", ctx.Err(), context.Cause(ctx))
	}
	if want := "itnprep: verbalize stopped at once (terminated again); what it was writing is incomplete\n"; code != 130 || stderr.String() != want {
		t.Errorf("after the second signal: exit %d, stderr %q; want 130 and %q", code, stderr.String(), want)
	}

	// One signal, then the command returns: cancelled, not ended.
	sigs <- syscall.SIGTERM
	ctx, cancel = context.WithCancelCause(context.Background())
	stderr.Reset()
	code = -1
	returned, done := make(chan struct{}), make(chan struct{})
	go func() {
		stopOnSecondSignal(sigs, cancel, returned, nil, "mine", &stderr, func(c int) { code = c })
		close(done)
	}()
	<-ctx.Done()
	close(returned)
	<-done
	if context.Cause(ctx).Error() != "terminated signal received" || code != -1 || strings.Contains(stderr.String(), "stopped at once") {
		t.Errorf("one signal, then returned: cause %v, exit %d, stderr %q; want the context cancelled and the process not ended", context.Cause(ctx), code, stderr.String())
	}
}

// TestSecondSignalToACommandThatOwnsIt: for a command that answers the
// second signal itself (train kills its training program), the first
// cancels the context and the second closes the command's channel, also
// when both came at once, and the process is not ended for it; nothing is
// printed (the command says its own words).
func TestSecondSignalToACommandThatOwnsIt(t *testing.T) {
	sigs := make(chan os.Signal, 2)
	sigs <- os.Interrupt
	sigs <- os.Interrupt
	ctx, cancel := context.WithCancelCause(context.Background())
	owned := make(chan struct{})
	var stderr bytes.Buffer
	code := -1
	stopOnSecondSignal(sigs, cancel, make(chan struct{}), owned, "train", &stderr, func(c int) { code = c })
	select {
	case <-owned:
	default:
		t.Error("the second signal did not reach the command")
	}
	if ctx.Err() == nil || code != -1 || stderr.Len() != 0 {
		t.Errorf("context %v, exit %d, stderr %q; want cancelled, not ended, nothing said", ctx.Err(), code, stderr.String())
	}

	// Through train's secondInterrupt: the kill channel closes.
	tctx, tcancel := context.WithCancel(context.WithValue(context.Background(), secondSignalKey{}, (<-chan struct{})(owned)))
	kill, stop := secondInterrupt(tctx, &stderr)
	defer stop()
	tcancel()
	select {
	case <-kill:
	case <-time.After(time.Minute):
		t.Fatal("train's kill channel did not close after the second signal")
	}
	if !strings.Contains(stderr.String(), "Ctrl-C again to kill it without saving") {
		t.Errorf("train said %q after the first signal", stderr.String())
	}
}
