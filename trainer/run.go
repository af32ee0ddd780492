package trainer

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Event is one progress line of the training program: a JSON object with
// an "event" field ("start", "step", "valid", "checkpoint", "predictions",
// "done", "interrupted"). The typed fields are those the launcher shows;
// Raw keeps the whole line for the run record.
type Event struct {
	Name       string  `json:"event"`
	Step       int64   `json:"step"`
	MaxSteps   int64   `json:"max_steps"`
	Loss       float64 `json:"loss"`
	TokensPerS float64 `json:"tokens_per_s"`
	// Stage names the model a step or valid event is about when a design
	// trains more than one (u2tf: "classifier", then "span"); "" else.
	Stage string          `json:"stage"`
	Raw   json.RawMessage `json:"-"`
}

// Events are the event names the program prints (itn_train.py's emit).
var Events = []string{"start", "step", "valid", "checkpoint", "predictions", "done", "interrupted"}

// ParseEvent reads one stdout line of the program. Its stdout carries only
// progress events (everything else goes to stderr), so a line that is not
// one is an error naming what is wrong with it: not a JSON object, JSON
// that does not parse (a bare NaN, a cut line), a field of the wrong type,
// no "event" name, or a name the program never prints.
func ParseEvent(line []byte) (Event, error) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return Event{}, errors.New("an empty line")
	}
	if line[0] != '{' {
		return Event{}, errors.New("not a JSON object")
	}
	var e Event
	if err := json.Unmarshal(line, &e); err != nil {
		return Event{}, fmt.Errorf("not a valid progress event: %v", err)
	}
	if e.Name == "" {
		return Event{}, errors.New(`a JSON object without an "event" name`)
	}
	if !slices.Contains(Events, e.Name) {
		return Event{}, fmt.Errorf("an unknown event %q", e.Name)
	}
	e.Raw = append(json.RawMessage(nil), line...)
	return e, nil
}

// ExitError carries the child's exit status so the CLI can exit with it,
// and what the user needs next: why it failed (its last stderr line) and
// where its log is, or where an interrupted run saved and how to go on.
type ExitError struct {
	Code        int
	Interrupted bool
	// KilledAtOnce: a second Ctrl-C (Process.Kill) killed the interrupted
	// program without waiting for it to save.
	KilledAtOnce bool
	// LastLine is the last non-empty line the program wrote on stderr
	// (a Python traceback's last line names the error).
	LastLine string
	// Shown: LastLine has already reached the user's terminal
	// (Process.Stderr streamed it), so the error does not repeat it. A
	// failed run printed the program's error line and then the same line
	// again in itnprep's own; a run whose stderr was not shown (train
	// --quiet) still names it.
	Shown bool
	// Log is the run's train.log, when known.
	Log string
	// Checkpoint and Step are where an interrupted run saved, when it did.
	Checkpoint string
	Step       int64
	// Hint says what a known failure means and what to do, when known.
	Hint string
}

func (e *ExitError) Error() string {
	if e.Interrupted {
		// The program's status, named as its: itnprep itself exits 1 (or
		// 130 at a second Ctrl-C, ExitCode), and "(exit status 130)" above
		// an exit status of 1 read as a contradiction.
		msg := fmt.Sprintf("training interrupted (the training program's exit status %d)", e.Code)
		if e.Checkpoint == "" {
			return msg + "; no checkpoint was saved"
		}
		return fmt.Sprintf("%s; checkpoint %s (step %d): continue with the same command and --resume", msg, e.Checkpoint, e.Step)
	}
	msg := fmt.Sprintf("training program failed with exit status %d", e.Code)
	see := "see "
	switch {
	case e.LastLine != "" && e.Shown:
		see = "its last line, above, says why; see "
	case e.LastLine != "":
		msg += ": " + e.LastLine
	}
	if e.Hint != "" {
		msg += "; " + e.Hint
	}
	log := e.Log
	if log == "" {
		log = "train.log"
	}
	return msg + " (" + see + log + ")"
}

// ExitCode is the status itnprep exits with: the program's own when it
// failed; for an interrupted run, what every command exits with after
// Ctrl-C (docs/ERRORS.md, "Exit status"): 1 after the first, which the
// program answered by saving and exiting (its own 130 is run.json's
// exit_code), and 130 when a second one killed it at once. itnprep train
// exited 130 at the first Ctrl-C and 137 (SIGKILL's) at the second, the
// other way round from every other command.
func (e *ExitError) ExitCode() int {
	switch {
	case e.Interrupted && e.KilledAtOnce:
		return 130
	case e.Interrupted:
		return 1
	}
	return e.Code
}

// Process is a local training process (plain or under torchrun).
type Process struct {
	Argv []string
	Env  []string // added to the inherited environment
	Dir  string
	// Log receives every line of the child's stdout and stderr.
	Log io.Writer
	// Stderr receives the child's stderr lines as they come (may be nil).
	Stderr io.Writer
	// OnEvent is called, from one goroutine, for every progress event.
	OnEvent func(Event)
	// OnBadLine is called, from the same goroutine, for every non-blank
	// stdout line that is not a progress event (n counts stdout lines
	// from 1); the line is in Log either way.
	OnBadLine func(n int, line []byte, err error)
	// Grace is how long a cancelled run may take to save and exit after
	// SIGINT before it is killed.
	Grace time.Duration
	// Kill, once closed (a second Ctrl-C), kills a cancelled run at once
	// instead of waiting out Grace; nil waits.
	Kill <-chan struct{}
}

// Run starts the child with argv (no shell), streams its output, and waits.
// Cancelling ctx sends SIGINT to the child's process group (the program
// saves a checkpoint and exits 130; torchrun's workers get it too) and kills
// the group after Grace. A non-zero exit is an *ExitError.
func (p Process) Run(ctx context.Context) error {
	if len(p.Argv) == 0 {
		return errors.New("empty command")
	}
	cmd := exec.Command(p.Argv[0], p.Argv[1:]...)
	cmd.Dir = p.Dir
	cmd.Env = append(os.Environ(), p.Env...)
	cmd.Stdin = nil
	ownProcessGroup(cmd)
	grace := p.Grace
	if grace <= 0 {
		grace = 60 * time.Second
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", p.Argv[0], err)
	}
	exited := make(chan struct{})
	defer close(exited)
	var killedAtOnce atomic.Bool
	go func() {
		select {
		case <-ctx.Done():
			interrupt(cmd.Process)
			select {
			case <-exited:
			case <-time.After(grace):
				kill(cmd.Process)
			case <-p.Kill:
				killedAtOnce.Store(true)
				kill(cmd.Process)
			}
		case <-exited:
		}
	}()
	var logMu sync.Mutex
	logLine := func(line []byte) {
		if p.Log == nil {
			return
		}
		logMu.Lock()
		defer logMu.Unlock()
		p.Log.Write(line)
		p.Log.Write([]byte{'\n'})
	}
	var lastErrLine []byte // the stderr goroutine's; read after wg.Wait
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64<<10), 16<<20)
		n := 0
		for sc.Scan() {
			n++
			logLine(sc.Bytes())
			if len(bytes.TrimSpace(sc.Bytes())) == 0 {
				continue // nothing said, nothing lost
			}
			e, err := ParseEvent(sc.Bytes())
			switch {
			case err != nil && p.OnBadLine != nil:
				p.OnBadLine(n, sc.Bytes(), err)
			case err == nil && p.OnEvent != nil:
				p.OnEvent(e)
			}
		}
		if err := sc.Err(); err != nil && p.OnBadLine != nil {
			// A line over the scanner's 16 MiB: the rest is drained unread.
			p.OnBadLine(n+1, nil, fmt.Errorf("stdout could not be read from here on (%v); the rest is not in train.log", err))
		}
		io.Copy(io.Discard, stdout)
	}()
	go func() {
		defer wg.Done()
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 64<<10), 16<<20)
		for sc.Scan() {
			logLine(sc.Bytes())
			if l := bytes.TrimSpace(sc.Bytes()); len(l) > 0 {
				lastErrLine = append(lastErrLine[:0], l[:min(len(l), 500)]...)
			}
			if p.Stderr != nil {
				fmt.Fprintf(p.Stderr, "%s\n", sc.Bytes())
			}
		}
		io.Copy(io.Discard, stderr)
	}()
	wg.Wait()
	werr := cmd.Wait()
	interrupted := ctx.Err() != nil
	var ee *exec.ExitError
	switch {
	case werr == nil:
		return nil
	case errors.As(werr, &ee):
		code := ee.ExitCode()
		if code < 0 { // killed by a signal
			code = 128 + signalNumber(ee)
		}
		return &ExitError{Code: code, Interrupted: interrupted, KilledAtOnce: killedAtOnce.Load(), LastLine: string(lastErrLine), Shown: p.Stderr != nil}
	case interrupted:
		return &ExitError{Code: 130, Interrupted: true, KilledAtOnce: killedAtOnce.Load()}
	default:
		return werr
	}
}
