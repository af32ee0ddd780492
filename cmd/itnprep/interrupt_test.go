package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/itnprep/itnprep/internal/testutil"
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
	stopOnSecondSignal(sigs, cancel, make(chan struct{}), nil, "verbalize", &stderr, func(c int) { code = c }, nil)
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
		stopOnSecondSignal(sigs, cancel, returned, nil, "mine", &stderr, func(c int) { code = c }, nil)
		close(done)
	}()
	<-ctx.Done()
	close(returned)
	<-done
	if context.Cause(ctx).Error() != "terminated signal received" || code != -1 || strings.Contains(stderr.String(), "stopped at once") {
		t.Errorf("one signal, then returned: cause %v, exit %d, stderr %q; want the context cancelled and the process not ended", context.Cause(ctx), code, stderr.String())
	}
}

// TestSecondSignalAfterTheCommandReturned: a second signal that comes once
// the command has returned (main between its last line and its exit) does
// not stop the process at once: it printed "stopped at once ... removed
// its staging folder" after "interrupted; nothing published" while main
// exited 1. mayStop, false after commandEnded, tells it so; the gate is
// taken by the first and kept by a stop under way.
func TestSecondSignalAfterTheCommandReturned(t *testing.T) {
	sigs := make(chan os.Signal, 2)
	sigs <- os.Interrupt
	sigs <- syscall.SIGTERM
	_, cancel := context.WithCancelCause(context.Background())
	var stderr bytes.Buffer
	code := -1
	stopOnSecondSignal(sigs, cancel, make(chan struct{}), nil, "prep gtn", &stderr, func(c int) { code = c }, func() bool { return false })
	if code != -1 || stderr.Len() != 0 {
		t.Errorf("a second signal after the command returned: exit %d, stderr %q; want neither", code, stderr.String())
	}
	// The gate itself: once the command has ended, no stop at once begins.
	commandEnded()
	defer func() { exitGate.Lock(); exitGate.ended = false; exitGate.Unlock() }()
	if forcedExitMayBegin() {
		t.Error("forcedExitMayBegin after commandEnded: true, want false")
	}
}

// TestStillFinishingSaysTheGrace: the line a command still running after
// the first signal prints names both ways it ends, a second Ctrl-C and
// the grace after which it stops itself (it named the second only, and a
// command that ended a minute later, exit 130, seemed to fail of itself);
// with no grace it says that it will not stop itself.
func TestStillFinishingSaysTheGrace(t *testing.T) {
	for _, c := range []struct {
		grace time.Duration
		want  string
	}{
		{60 * time.Second, "itnprep: mine is still finishing after the interrupt; Ctrl-C again stops it at once, or it stops itself 60s after the interrupt (ITNPREP_INTERRUPT_GRACE)"},
		{90 * time.Minute, "itnprep: mine is still finishing after the interrupt; Ctrl-C again stops it at once, or it stops itself 1h30m0s after the interrupt (ITNPREP_INTERRUPT_GRACE)"},
		{1500 * time.Millisecond, "itnprep: mine is still finishing after the interrupt; Ctrl-C again stops it at once, or it stops itself 1.5s after the interrupt (ITNPREP_INTERRUPT_GRACE)"},
		{0, "itnprep: mine is still finishing after the interrupt; Ctrl-C again stops it at once (ITNPREP_INTERRUPT_GRACE=0: it does not stop itself)"},
	} {
		if got := stillFinishingLine("mine", c.grace); got != c.want {
			t.Errorf("grace %v: %q, want %q", c.grace, got, c.want)
		}
	}
	// Printed by the watch itself, stillFinishing after a first signal
	// that the command did not return from.
	saved := interruptGrace
	interruptGrace = 45 * time.Second
	defer func() { interruptGrace = saved }()
	sigs := make(chan os.Signal, 2)
	sigs <- os.Interrupt
	_, cancel := context.WithCancelCause(context.Background())
	var stderr testutil.LockedBuffer
	returned, done := make(chan struct{}), make(chan struct{})
	go func() {
		stopOnSecondSignal(sigs, cancel, returned, nil, "mine", &stderr, func(int) {}, nil)
		close(done)
	}()
	for deadline := time.Now().Add(time.Minute); !strings.Contains(stderr.String(), "still finishing") && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
	}
	close(returned)
	<-done
	if want := stillFinishingLine("mine", 45*time.Second) + "\n"; stderr.String() != want {
		t.Errorf("the watch said %q, want %q", stderr.String(), want)
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
	stopOnSecondSignal(sigs, cancel, make(chan struct{}), owned, "train", &stderr, func(c int) { code = c }, nil)
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
	kill, stop := secondInterrupt(tctx, func(line string) { fmt.Fprintln(&stderr, line) })
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

// TestInterruptedStreamFilterSaysWhatItsOutputHolds: align or verbalize
// stopped by Ctrl-C names the --out file it leaves and what it holds (the
// records before the signal, an incomplete result); it said only
// "interrupted", and a refused result's file is removed, so the file left
// read as a whole result.
func TestInterruptedStreamFilterSaysWhatItsOutputHolds(t *testing.T) {
	dir := t.TempDir()
	var pairs, texts strings.Builder
	for range 5000 {
		pairs.WriteString(`{"written":"a 5","spoken":"a five"}` + "\n")
		texts.WriteString("I paid $5.\n")
	}
	for _, c := range []struct{ cmd, in, want string }{
		{"align", writeFile(t, dir, "p.jsonl", pairs.String()), "pairs aligned before it, an incomplete result"},
		{"verbalize", writeFile(t, dir, "t.txt", texts.String()), "texts verbalized before it, an incomplete result"},
	} {
		out := dir + "/" + c.cmd + ".out.jsonl"
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(errors.New("interrupt signal received"))
		var stdout, stderr bytes.Buffer
		code := dispatch(ctx, []string{c.cmd, "--in", c.in, "--out", out}, &stdout, &stderr)
		data, _ := os.ReadFile(out)
		n := strings.Count(string(data), "\n")
		want := fmt.Sprintf("itnprep: %s interrupted (interrupt signal received); %s holds the %d %s\n", c.cmd, out, n, c.want)
		if code != 1 || stderr.String() != want || n == 0 || n == 5000 {
			t.Errorf("%s: exit %d, %d lines written, stderr %q; want 1 and %q", c.cmd, code, n, stderr.String(), want)
		}
	}
}

// TestAlignKeepsWhatItAlignedBeforeAReadError: a truncated gzip input
// fails align in one line, and the pairs aligned before the damage are in
// --out, as verbalize keeps its own: they stayed in align's buffer, and
// the file was left empty.
func TestAlignKeepsWhatItAlignedBeforeAReadError(t *testing.T) {
	dir := t.TempDir()
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	for i := range 20000 {
		fmt.Fprintf(zw, `{"written":"a %d","spoken":"a %d"}`+"\n", i, i)
	}
	zw.Close()
	in := writeFile(t, dir, "p.jsonl.gz", gz.String()[:gz.Len()/2])
	out := dir + "/ops.jsonl"
	_, stderr, code := run(t, "align", "--in", in, "--out", out)
	data, _ := os.ReadFile(out)
	if n := strings.Count(string(data), "\n"); code != 1 || !strings.Contains(stderr, "truncated gzip") || n < 1000 {
		t.Errorf("exit %d, %d lines in --out, stderr %q; want 1, the lines before the damage, and the read error", code, n, stderr)
	}
}

// TestStreamFilterStoppedAtOnceLeavesNoEmptyOutput: evaluate --details
// stopped by Ctrl-C before it scored a sentence removes the file it
// created, and the folders made for it, and its one line says the file
// was not written; stopped later, the line names the file and what it
// holds, as align's and verbalize's do. It left an empty --details file
// (and its new folder) that no line named.
func TestStreamFilterStoppedAtOnceLeavesNoEmptyOutput(t *testing.T) {
	dir := t.TempDir()
	preds := writeFile(t, dir, "e.jsonl", `{"id":1,"hyp":"a five","ref":"a five"}`+"\n")
	details := filepath.Join(dir, "new", "sub", "d.jsonl")
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errors.New("interrupt signal received"))
	var stdout, stderr bytes.Buffer
	code := dispatch(ctx, []string{"evaluate", "--in", preds, "--details", details}, &stdout, &stderr)
	want := "itnprep: evaluate interrupted (interrupt signal received) with no sentences scored; " + details + " not written\n"
	if code != 1 || stderr.String() != want {
		t.Errorf("evaluate stopped at once: exit %d, stderr %q; want 1 and %q", code, stderr.String(), want)
	}
	if _, err := os.Stat(filepath.Join(dir, "new")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("evaluate stopped at once left %s (stat: %v); want it removed with the empty --details file", filepath.Join(dir, "new"), err)
	}

	// Stopped after its first chunk: the file holds its lines, and says so.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stdin
	os.Stdin = r
	defer func() { os.Stdin = old; r.Close() }()
	ctx, cancel = context.WithCancelCause(context.Background())
	go func() {
		line := `{"id":1,"hyp":"a five","ref":"a five"}` + "\n"
		w.WriteString(strings.Repeat(line, 4000)) // more than one 64 KiB chunk
		time.Sleep(200 * time.Millisecond)
		cancel(errors.New("interrupt signal received"))
		w.Close()
	}()
	stderr.Reset()
	details = filepath.Join(dir, "d2.jsonl")
	code = dispatch(ctx, []string{"evaluate", "--in", "-", "--details", details, "--allow-duplicate-ids"}, &stdout, &stderr)
	data, _ := os.ReadFile(details)
	n := strings.Count(string(data), "\n")
	want = fmt.Sprintf("itnprep: evaluate interrupted (interrupt signal received); %s holds the %d sentences scored before it, an incomplete result\n", details, n)
	if code != 1 || stderr.String() != want || n == 0 || n > 4000 {
		t.Errorf("evaluate stopped after a chunk: exit %d, %d lines, stderr %q; want 1 and %q", code, n, stderr.String(), want)
	}
}

// TestPartialOnInterruptKeepsAFinishedRun: a run that ended without an
// error keeps its result when a signal comes after its last record:
// evaluate passes its scoring's error whatever it is, and a nil one was
// turned into "interrupted ... an incomplete result" of a whole result,
// or, with nothing scored (an empty input), its --details file removed.
func TestPartialOnInterruptKeepsAFinishedRun(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errors.New("interrupt signal received"))
	out := writeFile(t, t.TempDir(), "d.jsonl", "")
	for _, n := range []int64{0, 3} {
		if err := stoppedOutput(ctx, "evaluate", nil, out, n, "sentences scored"); err != nil {
			t.Errorf("%d scored, no error: %v", n, err)
		}
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("a finished run's --details: %v", err)
	}
	if err := stoppedOutput(ctx, "evaluate", context.Canceled, out, 3, "sentences scored"); err == nil || !strings.Contains(err.Error(), "holds the 3 sentences scored before it") {
		t.Errorf("an interrupted run: %v", err)
	}
}
