package trainer_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/itnprep/itnprep/trainer"
)

// TestMain doubles as a fake training program (the exec helper pattern):
// with TRAINER_FAKE set, the test binary behaves as the child would.
func TestMain(m *testing.M) {
	switch os.Getenv("TRAINER_FAKE") {
	case "":
		os.Exit(m.Run())
	case "train":
		fmt.Println(`{"event":"start","max_steps":3}`)
		fmt.Fprintln(os.Stderr, "a warning")
		for i := 1; i <= 3; i++ {
			fmt.Printf(`{"event":"step","step":%d,"max_steps":3,"loss":%d.5,"tokens_per_s":100}`+"\n", i, 4-i)
		}
		fmt.Println("not an event")
		fmt.Println("  ")
		fmt.Println(`{"event":"done","step":3,"args":` + strconv.Quote(strings.Join(os.Args[1:], "|")) + `}`)
		os.Exit(0)
	case "fail":
		fmt.Fprintln(os.Stderr, "Traceback (most recent call last):")
		fmt.Fprintln(os.Stderr, "AssertionError: embed_dim must be divisible by num_heads")
		fmt.Fprintln(os.Stderr, "  ")
		os.Exit(7)
	case "sigint":
		// Behaves like itn_train.py: SIGINT means save and exit 130.
		c := make(chan os.Signal, 1)
		signal.Notify(c, os.Interrupt)
		fmt.Println(`{"event":"start","max_steps":100}`)
		<-c
		fmt.Println(`{"event":"interrupted","step":1}`)
		os.Exit(130)
	case "stubborn":
		signal.Ignore(os.Interrupt)
		fmt.Println(`{"event":"start","max_steps":100}`)
		time.Sleep(time.Minute)
		os.Exit(0)
	}
}

func fake(mode string, args ...string) trainer.Process {
	return trainer.Process{Argv: append([]string{os.Args[0]}, args...), Env: []string{"TRAINER_FAKE=" + mode}}
}

func TestProcessStreamsEventsAndLog(t *testing.T) {
	var log, errb bytes.Buffer
	var events []trainer.Event
	p := fake("train", "--x", "a b", "$(rm -rf /)")
	p.Log, p.Stderr = &log, &errb
	p.OnEvent = func(e trainer.Event) { events = append(events, e) }
	var bad []string
	p.OnBadLine = func(n int, line []byte, err error) { bad = append(bad, fmt.Sprintf("%d %s: %v", n, line, err)) }
	if err := p.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	// The one stdout line that is not an event is reported, with its
	// number; the blank line is not.
	if len(bad) != 1 || bad[0] != "5 not an event: not a JSON object" {
		t.Fatalf("bad lines %q", bad)
	}
	var names []string
	for _, e := range events {
		names = append(names, e.Name)
	}
	if got := strings.Join(names, ","); got != "start,step,step,step,done" {
		t.Fatalf("events %s", got)
	}
	if events[3].Step != 3 || events[3].Loss != 1.5 || events[1].MaxSteps != 3 {
		t.Fatalf("step event fields: %+v", events[3])
	}
	// Arguments arrive as argv words, untouched by any shell.
	if !strings.Contains(string(events[4].Raw), `--x|a b|$(rm -rf /)`) {
		t.Fatalf("argv not passed verbatim: %s", events[4].Raw)
	}
	for _, want := range []string{"not an event", "a warning", `"event":"done"`} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("log lacks %q", want)
		}
	}
	if strings.TrimSpace(errb.String()) != "a warning" {
		t.Errorf("stderr passthrough: %q", errb.String())
	}
}

func TestProcessExitCodePropagates(t *testing.T) {
	err := fake("fail").Run(context.Background())
	var ee *trainer.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 7 || ee.Interrupted {
		t.Fatalf("got %v, want exit status 7", err)
	}
	// One line that says why: the program's last stderr line (a Python
	// traceback's names the error), and where the whole log is.
	ee.Log = "/runs/r/train.log"
	if want := "training program failed with exit status 7: AssertionError: embed_dim must be divisible by num_heads (see /runs/r/train.log)"; err.Error() != want {
		t.Fatalf("error %q\nwant  %q", err, want)
	}
}

// TestProcessFailureLineOnce: a failed run whose stderr reached the user
// (train without --quiet) printed the program's error line and then the
// same line again in itnprep's own; it now points above instead.
func TestProcessFailureLineOnce(t *testing.T) {
	var errb bytes.Buffer
	p := fake("fail")
	p.Stderr = &errb
	err := p.Run(context.Background())
	var ee *trainer.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("got %v", err)
	}
	ee.Log = "/runs/r/train.log"
	const line = "AssertionError: embed_dim must be divisible by num_heads"
	if got := strings.Count(errb.String()+"\n"+err.Error(), line); got != 1 {
		t.Fatalf("the error line printed %d times:\nstderr: %s\nerror: %s", got, errb.String(), err)
	}
	if want := "training program failed with exit status 7 (its last line, above, says why; see /runs/r/train.log)"; err.Error() != want {
		t.Fatalf("error %q\nwant  %q", err, want)
	}
}

func TestProcessCancelSendsSIGINT(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	var names []string
	p := fake("sigint")
	p.Grace = 30 * time.Second
	p.OnEvent = func(e trainer.Event) {
		mu.Lock()
		names = append(names, e.Name)
		mu.Unlock()
		if e.Name == "start" {
			cancel()
		}
	}
	err := p.Run(ctx)
	var ee *trainer.ExitError
	if !errors.As(err, &ee) || ee.Code != 130 || !ee.Interrupted {
		t.Fatalf("got %v, want interrupted with status 130", err)
	}
	// The first Ctrl-C, answered by saving: itnprep exits 1, as every
	// command does after it (130 is a second Ctrl-C's, docs/ERRORS.md).
	if ee.ExitCode() != 1 {
		t.Errorf("itnprep's status after an interrupt the program saved at: %d, want 1", ee.ExitCode())
	}
	if strings.Join(names, ",") != "start,interrupted" {
		t.Fatalf("the child did not get to save: events %v", names)
	}
}

// TestProcessKilledOnSecondRequest: a program that does not stop after
// SIGINT waited out the whole grace period (60 s by default) even when the
// user pressed Ctrl-C again; closing Kill kills it at once.
func TestProcessKilledOnSecondRequest(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	kill := make(chan struct{})
	p := fake("stubborn")
	p.Grace, p.Kill = time.Hour, kill
	p.OnEvent = func(e trainer.Event) {
		if e.Name == "start" {
			cancel()
			time.AfterFunc(100*time.Millisecond, func() { close(kill) })
		}
	}
	done := make(chan error, 1)
	go func() { done <- p.Run(ctx) }()
	select {
	case err := <-done:
		var ee *trainer.ExitError
		if !errors.As(err, &ee) || ee.Code != 128+int(syscall.SIGKILL) || !ee.Interrupted {
			t.Fatalf("got %v, want killed (status %d)", err, 128+int(syscall.SIGKILL))
		}
		// A second Ctrl-C stops every command at once with 130 (it was
		// SIGKILL's 137 here).
		if !ee.KilledAtOnce || ee.ExitCode() != 130 {
			t.Errorf("killed at the second request: KilledAtOnce %v, itnprep's status %d; want true and 130", ee.KilledAtOnce, ee.ExitCode())
		}
	case <-time.After(2 * time.Minute): // a hang detector: the kill is at once
		t.Fatal("closing Kill did not end the run")
	}
}

func TestProcessKilledAfterGrace(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	p := fake("stubborn")
	p.Grace = 200 * time.Millisecond
	p.OnEvent = func(e trainer.Event) {
		if e.Name == "start" {
			cancel()
		}
	}
	err := p.Run(ctx)
	var ee *trainer.ExitError
	if !errors.As(err, &ee) || ee.Code != 128+int(syscall.SIGKILL) || !ee.Interrupted {
		t.Fatalf("got %v, want killed (status %d)", err, 128+int(syscall.SIGKILL))
	}
	// No second Ctrl-C: an interrupted run, exit 1, though --grace ran out.
	if ee.KilledAtOnce || ee.ExitCode() != 1 {
		t.Errorf("killed after --grace: KilledAtOnce %v, itnprep's status %d; want false and 1", ee.KilledAtOnce, ee.ExitCode())
	}
}

// TestParseEvent: an event parses; every other line is an error saying
// what is wrong with it (they were dropped without a word, a bare NaN
// from the program among them, which cost a run its metrics).
func TestParseEvent(t *testing.T) {
	for line, want := range map[string]string{
		"plain text":                           "not a JSON object",
		"":                                     "an empty line",
		`{"step":1}`:                           `a JSON object without an "event" name`,
		`{"event":"step","step":1,"loss":NaN}`: "not a valid progress event: invalid character 'N'",
		`{"event":"done","step":3`:             "not a valid progress event: unexpected end of JSON input",
		`{"event":"step","step":"12"}`:         "not a valid progress event: json: cannot unmarshal string",
		`{"event":"stpe","step":1}`:            `an unknown event "stpe"`,
		`{"event":"start"} {"event":"step"}`:   "not a valid progress event: invalid character '{' after top-level value",
	} {
		if _, err := trainer.ParseEvent([]byte(line)); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", line, err, want)
		}
	}
	e, err := trainer.ParseEvent([]byte(` {"event":"step","step":12,"loss":2.5,"tokens_per_s":9.5} `))
	if err != nil || e.Name != "step" || e.Step != 12 || e.Loss != 2.5 || e.TokensPerS != 9.5 {
		t.Fatalf("got %+v %v", e, err)
	}
}

// FuzzParseEvent: any line the child prints is either an event or not,
// never a panic, and an event always has a name.
func FuzzParseEvent(f *testing.F) {
	f.Add([]byte(`{"event":"step","step":1,"loss":2.5}`))
	f.Add([]byte(`{"event":""}`))
	f.Add([]byte("Traceback (most recent call last):"))
	f.Add([]byte(`{"step": "x"}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		if e, err := trainer.ParseEvent(line); err == nil && e.Name == "" {
			t.Fatalf("event without a name from %q", line)
		}
	})
}

// TestInterruptedErrorNamesTheProgramsStatus: an interrupted run's line
// says whose status 130 is: itnprep exits 1 after the first Ctrl-C, and
// "training interrupted (exit status 130)" above $? = 1 read as a
// contradiction.
func TestInterruptedErrorNamesTheProgramsStatus(t *testing.T) {
	e := &trainer.ExitError{Code: 130, Interrupted: true, Checkpoint: "run/checkpoints/last.pt", Step: 7}
	want := "training interrupted (the training program's exit status 130); checkpoint run/checkpoints/last.pt (step 7): continue with the same command and --resume"
	if e.Error() != want || e.ExitCode() != 1 {
		t.Errorf("got %q, exit %d\nwant %q, exit 1", e.Error(), e.ExitCode(), want)
	}
}
