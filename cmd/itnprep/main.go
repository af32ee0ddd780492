package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/buildinfo"
	"github.com/itnprep/itnprep/internal/editdist"
	"github.com/itnprep/itnprep/internal/startup"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

// command is one subcommand. Each lives in its own cmd_*.go file and adds
// itself with register in an init function, so subcommands never touch each
// other's files.
type command struct {
	name    string // as typed, e.g. "prep" or "versions"
	summary string // one line for `itnprep help`; "{subs}" there lists subs
	// subs lists the command's subcommands (prep's sources, derive's
	// kinds, ...), or is nil: help names them and a command-line mistake
	// after one names it (`itnprep: prep gtn: ...`).
	subs func() []string
	// run executes the command. args are those after the command name.
	// Returning errUsage (or wrapping it) exits 2; other errors exit 1.
	run func(ctx context.Context, args []string, stdout, stderr io.Writer) error
	// managesGC: the command calls startup.Done (or DoneWith) itself, on
	// every path that may allocate much; until then the collector stays
	// paused as package initialization left it.
	managesGC bool
	// ownsSecondInterrupt: the command answers a second Ctrl-C itself
	// (train kills its training program's process group); for the others
	// a second one ends the process (stopOnSecondSignal).
	ownsSecondInterrupt bool
}

// commandOf returns the command args name, or nil.
func commandOf(args []string) *command {
	if len(args) == 0 {
		return nil
	}
	return commands[args[0]]
}

var commands = map[string]*command{}

func register(c *command) {
	if _, dup := commands[c.name]; dup {
		panic("itnprep: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

// exitCoder is an error that names the process exit status to use.
type exitCoder interface{ ExitCode() int }

// logLevel is the global --log-level flag. Every subcommand accepts it too
// (newFlags), so it works before or after the command name; setting it
// after start-up reconfigures logging at once.
var logLevel = new(string)

// loggingReady is set once beam.Init has run: from then on a --log-level
// given after the subcommand reconfigures the handler directly.
var loggingReady bool

type logLevelValue struct{}

func (logLevelValue) String() string {
	if logLevel == nil || *logLevel == "" {
		return "warn"
	}
	return *logLevel
}

func (logLevelValue) Set(v string) error {
	var l slog.Level
	if err := l.UnmarshalText([]byte(v)); err != nil {
		return fmt.Errorf("want debug, info, warn or error")
	}
	*logLevel = v
	if loggingReady {
		setupLogging(v)
	}
	return nil
}

const logLevelUsage = "log level: debug, info, warn or error (Beam's runners log their plans at info; debug shows a failed pipeline's full error)"

var showVersion = flag.Bool("version", false, "print the code version and exit")

func init() {
	*logLevel = "warn"
	flag.Var(logLevelValue{}, "log-level", logLevelUsage)
}

// summaryWanted: the end-of-run summary is printed unless the user asked
// for errors only.
func summaryWanted() bool {
	var l slog.Level
	return l.UnmarshalText([]byte(*logLevel)) != nil || l < slog.LevelError
}

// errShowVersion is returned by a command's flag parsing when --version
// was given after the command name; dispatch prints the version.
var errShowVersion = errors.New("--version")

// errUsage marks a command-line mistake: exit status 2, as flag does.
var errUsage = errors.New("usage error")

// requiredFlags is the usage error of a command run without flags it
// requires, each given as its name and value (an empty value: not given),
// naming those missing alone: `align --in pairs.jsonl` said "--in and
// --out are required", as if --in had not been given too. Nil when every
// one was given.
func requiredFlags(flags ...[2]string) error {
	var missing []string
	for _, f := range flags {
		if f[1] == "" {
			missing = append(missing, f[0])
		}
	}
	switch len(missing) {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("%w: %s is required", errUsage, missing[0])
	}
	return fmt.Errorf("%w: %s and %s are required", errUsage, strings.Join(missing[:len(missing)-1], ", "), missing[len(missing)-1])
}

func main() {
	// Beam's worker flags (--worker, --id, ...) precede any subcommand, so a
	// global parse stops at the subcommand name and leaves the rest to it.
	if code, ok := parseGlobalFlags(flag.CommandLine, os.Args[1:], os.Stdout, os.Stderr); !ok {
		os.Exit(code)
	}
	// Package initialization ran with the collector paused (see startup).
	// A Beam worker (no subcommand: beam.Init never returns for it) and
	// every command that does not manage the collector itself get it back
	// before they start.
	if c := commandOf(flag.Args()); c == nil || !c.managesGC {
		startup.Done()
	}
	beam.Init()
	// After Init: Beam's init hooks install their own default slog handler.
	setupLogging(*logLevel)
	loggingReady = true
	if *showVersion {
		fmt.Println(buildinfo.Get().String())
		os.Exit(0)
	}

	if err := graceFromEnv(); err != nil {
		fmt.Fprintf(os.Stderr, "itnprep: %v\n", err)
		os.Exit(2)
	}
	if err := startEnvProfiles(); err != nil {
		fmt.Fprintf(os.Stderr, "itnprep: %v\n", err)
		os.Exit(2)
	}

	returned := make(chan struct{})
	var ctx context.Context
	var stop func()
	if c := commandOf(flag.Args()); c != nil {
		ctx, stop = interruptContext(returned, c.usageName(flag.Args()[1:]), c.ownsSecondInterrupt, os.Stderr, os.Exit)
	} else {
		ctx, stop = signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	}
	code := dispatch(ctx, flag.Args(), os.Stdout, os.Stderr)
	commandEnded()
	close(returned)
	stop()
	prof.stop() // os.Exit runs no deferred calls
	os.Exit(code)
}

// parseGlobalFlags parses the flags before the command (--log-level,
// --version, Beam's worker flags). A mistake there is one line, exit 2, as
// after the command: it was Go's `invalid value "bogus" for flag
// -log-level: ...` followed by the whole help. -h and --help print the
// help, exit 0. ok is false when the process should exit with code.
func parseGlobalFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (code int, ok bool) {
	fs.Init(fs.Name(), flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	switch {
	case err == nil:
		return 0, true
	case errors.Is(err, flag.ErrHelp):
		printHelp(stdout)
		return 0, false
	}
	fmt.Fprintf(stderr, "itnprep: %v (run 'itnprep help')\n", flagError(fs, err))
	return 2, false
}

// stillFinishing is how long a command may take to stop after Ctrl-C
// before it is told that a second one stops it at once.
const stillFinishing = 2 * time.Second

// interruptContext is the context of a command that does not answer a
// second Ctrl-C itself: the first Ctrl-C or SIGTERM cancels it, and a
// second ends the process (stopOnSecondSignal). stop ends the listening.
// One listener takes both: a second listener that began listening only
// once the context was done (NotifyContext's for the context, another for
// the second signal) missed a second signal that came before it began (a
// double Ctrl-C, a supervisor's SIGTERM right after a Ctrl-C), which went
// to the context's listener alone and was swallowed. A command that owns
// the second signal (train: it kills its training program's process group
// rather than leave it running) finds it as secondSignal(ctx) instead.
func interruptContext(returned <-chan struct{}, name string, ownsSecond bool, stderr io.Writer, exit func(int)) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	var second chan struct{}
	if ownsSecond {
		second = make(chan struct{})
		ctx = context.WithValue(ctx, secondSignalKey{}, (<-chan struct{})(second))
	}
	sigs := make(chan os.Signal, 2) // the first and the second
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go stopOnSecondSignal(sigs, cancel, returned, second, name, stderr, exit, forcedExitMayBegin)
	return ctx, func() { signal.Stop(sigs); cancel(nil) }
}

// exitGate orders the two ways the process ends after a signal: the
// command returning (main exits with its status) and a stop at once (exit
// 130). A second signal that came while main was between the command's
// last line and its exit printed "stopped at once ... removed its staging
// folder" after "interrupted; nothing published" and the process still
// exited 1 (main's exit won): a line and a status that disagree
// (TestPrepStoppedAtOnceRemovesItsStaging under load). Whichever takes the
// gate first ends the process; the other says nothing more.
var exitGate struct {
	sync.Mutex
	ended bool
}

// forcedExitMayBegin reports whether a stop at once may go on: false once
// the command has returned (commandEnded). When true it keeps the gate
// until the process exits, so main cannot exit with another status.
func forcedExitMayBegin() bool {
	exitGate.Lock()
	if exitGate.ended {
		exitGate.Unlock()
		return false
	}
	return true
}

// commandEnded marks the command returned; it waits for a stop at once
// already under way, which ends the process itself.
func commandEnded() {
	exitGate.Lock()
	exitGate.ended = true
	exitGate.Unlock()
}

type secondSignalKey struct{}

// secondSignal returns the channel closed when a second Ctrl-C or SIGTERM
// comes to a command that answers it itself (ownsSecondInterrupt), or nil
// when the command runs without main's listener (tests call dispatch with
// their own context).
func secondSignal(ctx context.Context) <-chan struct{} {
	c, _ := ctx.Value(secondSignalKey{}).(<-chan struct{})
	return c
}

// signalReceived is the cause of a context cancelled by a signal, as
// NotifyContext words it ("interrupt signal received").
type signalReceived struct{ sig os.Signal }

func (s signalReceived) Error() string { return s.sig.String() + " signal received" }

// stopOnSecondSignal lets a second Ctrl-C (or SIGTERM) end a command that
// goes on after the first. The first cancels the command's context; a
// command that does not watch its context (mine mining in process, a long
// versions verify, ...) could not be stopped from the keyboard at all:
// Ctrl-C after Ctrl-C did nothing until it finished. Once the first has
// come and the command has not returned within stillFinishing, it says
// that a second one stops it at once; that one exits 130 (128 + SIGINT, as
// a shell reports a process that Ctrl-C ended), saying that what the
// command was writing is incomplete. Without a second, interruptGrace
// after the first stops it the same way: a command blocked where its
// context does not reach (a read of a stalled mount, a named pipe without
// a writer) waited for the second without a limit, and a lone SIGTERM
// never ended it. Either way what the run registered (onForcedExit: a
// publishing run's staging folder) and its temporary rejects files are
// removed first, and the line says what went or may be left. When owned is not nil the command
// answers the second itself: it is told by owned's closing, and says its
// own words after the first. mayStop (nil: always) is asked before a stop
// at once; false means the command has returned and main ends the process.
func stopOnSecondSignal(sigs <-chan os.Signal, cancel context.CancelCauseFunc, returned <-chan struct{}, owned chan<- struct{}, name string, stderr io.Writer, exit func(int), mayStop func() bool) {
	select {
	case sig := <-sigs:
		cancel(signalReceived{sig})
	case <-returned:
		return
	}
	if owned != nil {
		select {
		case <-sigs:
			close(owned)
		case <-returned:
		}
		return
	}
	t := time.NewTimer(stillFinishing)
	defer t.Stop()
	var grace <-chan time.Time
	if interruptGrace > 0 {
		g := time.NewTimer(interruptGrace)
		defer g.Stop()
		grace = g.C
	}
	for {
		select {
		case <-returned:
			return
		case <-t.C:
			fmt.Fprintln(stderr, stillFinishingLine(name, interruptGrace))
		case <-grace:
			if mayStop != nil && !mayStop() {
				return
			}
			fmt.Fprintf(stderr, "itnprep: %s stopped at once (still running %s after the interrupt); what it was writing is incomplete%s\n", name, graceSaid(interruptGrace), undoAtForcedExit())
			exit(130)
			return
		case sig := <-sigs:
			if mayStop != nil && !mayStop() {
				return
			}
			fmt.Fprintf(stderr, "itnprep: %s stopped at once (%v again); what it was writing is incomplete%s\n", name, sig, undoAtForcedExit())
			exit(130)
			return
		}
	}
}

// stillFinishingLine is what a command still running stillFinishing after
// the first signal is told: a second stops it at once, and without one it
// stops itself when grace has passed (ITNPREP_INTERRUPT_GRACE; 0: never).
// The line named the second signal only, so a user who waited saw the
// command end a minute later, exit 130, as if it had failed of itself.
func stillFinishingLine(name string, grace time.Duration) string {
	line := "itnprep: " + name + " is still finishing after the interrupt; Ctrl-C again stops it at once"
	if grace <= 0 {
		return line + " (ITNPREP_INTERRUPT_GRACE=0: it does not stop itself)"
	}
	return fmt.Sprintf("%s, or it stops itself %s after the interrupt (ITNPREP_INTERRUPT_GRACE)", line, graceSaid(grace))
}

// graceSaid is a grace as a user sets it: whole seconds below two minutes
// as seconds ("60s", the default, where Go says "1m0s"), anything else as
// Go's duration.
func graceSaid(d time.Duration) string {
	if d%time.Second == 0 && d < 2*time.Minute {
		return fmt.Sprintf("%ds", d/time.Second)
	}
	return d.String()
}

// dispatch runs the named subcommand and returns the process exit status.
func dispatch(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	commandCtx = ctx
	defer func() { commandCtx = context.Background() }()
	if len(args) == 0 {
		printHelp(stderr)
		return 2
	}
	name := args[0]
	if askedHelp(name) {
		// 'help help' and 'help --help' ask for this list, as 'help' does
		// (they were "unknown command "help"", exit 2).
		if len(args) > 1 && !askedHelp(args[1]) {
			if c, ok := commands[args[1]]; ok {
				// 'help prep gtn' is 'prep gtn --help' (it gave prep's list of
				// sources, the words after the command dropped), as git's
				// 'help' takes the subcommand too.
				sub := append(append([]string{}, args[2:]...), "--help")
				return exitStatus(c.run(ctx, sub, stdout, stderr), c.usageName(args[2:]), stderr)
			}
			fmt.Fprintf(stderr, "itnprep: unknown command %q%s (run 'itnprep help' for the list)\n", args[1], commandSuggestion(args[1]))
			return 2
		}
		printHelp(stdout)
		return 0
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "itnprep: unknown command %q%s (run 'itnprep help')\n", name, commandSuggestion(name))
		return 2
	}
	// The launcher's warnings (storage.Warn, pipelines' and storage's) are the command's own
	// stderr lines, as every line it writes there (docs/ERRORS.md); they
	// were slog records (time=... level=WARN msg=...).
	label := c.usageName(args[1:])
	ctx = storage.WithWarnings(ctx, func(msg string) {
		// --log-level error asks for errors alone, as the slog records
		// were filtered then.
		if summaryWanted() {
			fmt.Fprintf(stderr, "itnprep %s: warning: %s\n", label, oneLine(msg))
		}
	})
	// The path flags' store checks (checkStores) run under it too:
	// storage's note that gs:// is read anonymously is such a warning.
	commandCtx = ctx
	err := runRecovered(ctx, c, args[1:], stdout, stderr)
	if errors.Is(err, errShowVersion) {
		fmt.Fprintln(stdout, buildinfo.Get().String())
		return 0
	}
	if err != nil && ctx.Err() != nil {
		err = interrupted(ctx, label, err)
	}
	return exitStatus(err, label, stderr)
}

// usageName is the command as a message names it: with its subcommand
// when args start with a known one ("prep gtn"), else its own name.
func (c *command) usageName(args []string) string {
	if c.subs == nil || len(args) == 0 {
		return c.name
	}
	for _, s := range c.subs() {
		if s == args[0] {
			return c.name + " " + s
		}
	}
	return c.name
}

// runRecovered turns a panic (ours or a library's, such as a runner
// rejecting an option combination) into an ordinary error: the CLI reports
// and exits non-zero instead of dumping a stack.
func runRecovered(ctx context.Context, c *command, args []string, stdout, stderr io.Writer) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r)
		}
	}()
	return c.run(ctx, args, stdout, stderr)
}

// interrupted is the error of a command stopped by Ctrl-C or SIGTERM
// that did not say so itself (prep, derive, style fit and train do, with
// what they left): mine-pairs, evaluate --beam, mine --distributed and
// the others ended with "itnprep: interrupted: context canceled", naming
// neither the command nor the signal. A message of its own is kept after
// the command's name.
func interrupted(ctx context.Context, name string, err error) error {
	msg := err.Error()
	var ec exitCoder
	if strings.Contains(msg, "interrupted (") || errors.As(err, &ec) {
		return err
	}
	if errors.Is(err, context.Canceled) || strings.Contains(msg, context.Canceled.Error()) {
		return fmt.Errorf("%s interrupted (%v)", name, context.Cause(ctx))
	}
	return fmt.Errorf("%s interrupted (%v): %w", name, context.Cause(ctx), err)
}

// exitStatus prints err as one line, `itnprep: problem (hint)`, and returns
// the exit status: 0 for success and --help, 2 for a command-line mistake
// (a version of a kind the command does not read, *dataset.KindError, is
// one), a child's status for commands that ran one, 1 for everything else.
func exitStatus(err error, name string, stderr io.Writer) int {
	var kindErr *dataset.KindError
	if errors.As(err, &kindErr) && !errors.Is(err, errUsage) {
		// A version of a kind the command does not read: the command
		// line named the wrong version, in every command alike.
		err = fmt.Errorf("%w: %v", errUsage, err)
	}
	if (errors.Is(err, pipelines.ErrRecursiveGlob) || errors.Is(err, pipelines.ErrInputSpec)) && !errors.Is(err, errUsage) {
		// --input 'data/**/*.txt', "," naming no glob, "-", 'a{b.txt': a
		// flag value no run can read, as other bad values are (each
		// exited 1, as a failed run).
		err = fmt.Errorf("%w: %v", errUsage, err)
	}
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errUsage):
		msg := strings.TrimPrefix(strings.TrimPrefix(err.Error(), errUsage.Error()), ": ")
		// "versions head takes one version" under the name "versions head".
		msg = strings.TrimPrefix(msg, name+" ")
		if msg == "" {
			msg = "missing arguments"
		}
		fmt.Fprintf(stderr, "itnprep: %s: %s (see 'itnprep %s --help')\n", name, oneLine(msg), name)
		return 2
	}
	var pe *pipelines.PipelineError
	if errors.As(err, &pe) {
		slog.Debug("pipeline failed", "command", name, "runner", pe.Runner, "err", pe.Detail())
	} else {
		slog.Debug("command failed", "command", name, "err", err)
	}
	fmt.Fprintf(stderr, "itnprep: %s\n", oneLine(storage.Unreachable(err)))
	var ec exitCoder
	if errors.As(err, &ec) {
		// A command that ran a child process (train) exits with the
		// child's status, so scripts and schedulers see the real cause.
		if c := ec.ExitCode(); c > 0 && c < 256 {
			return c
		}
	}
	return 1
}

// oneLine keeps an error message on one line: a multi-line cause (a
// library's wrapped error) is joined with " | ", and a line that ends with
// a colon (a list's heading: "failed verification (5 problems):") with a
// space, so that no " | " follows the colon.
func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if !strings.Contains(s, "\n") {
		return s
	}
	var b strings.Builder
	last := ""
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l == "" {
			continue
		}
		switch {
		case last == "":
		case strings.HasSuffix(last, ":"):
			b.WriteString(" ")
		default:
			b.WriteString(" | ")
		}
		b.WriteString(l)
		last = l
	}
	return b.String()
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "itnprep builds versioned training data for inverse text normalization.")
	fmt.Fprintln(w, "\nUsage: itnprep <command> [flags]   (itnprep <command> --help for its flags)")
	fmt.Fprintln(w, "\nCommands:")
	for _, n := range sortedNames(commands) {
		c := commands[n]
		summary := c.summary
		if c.subs != nil {
			summary = strings.ReplaceAll(summary, "{subs}", strings.Join(c.subs(), "|"))
		}
		fmt.Fprintf(w, "  %-12s %s\n", n, summary)
	}
	fmt.Fprintln(w, "  help         this list; 'help <command> [<subcommand>]' for one command's flags (as --help)")
	fmt.Fprintln(w, "\nPipeline commands also take Beam's own flags (--runner=prism|direct|dataflow|flink|universal,")
	fmt.Fprintln(w, "--project, --region, --endpoint, --environment_type, ...), passed through unchanged.")
	fmt.Fprintln(w, "\n"+globalFlagsHelp)
}

// globalFlagsHelp names the flags every command accepts, before or after
// its name, which no command's own flag list shows.
const globalFlagsHelp = `Every command also takes, before or after its name: --log-level debug|info|warn|error
(default warn; debug adds a failed pipeline's full runner error), --cpuprofile FILE and
--memprofile FILE (local profiles of the command), --version (print the code version).`

// newFlags returns a FlagSet for a subcommand whose --help prints usage and
// the command's own flags to helpOut, the command's stdout: help asked for
// is the command's output (`itnprep prep gtn --help | less` showed nothing
// when it went to stderr), as `itnprep help` already was; mistakes stay one
// line on stderr (quietParse). withBeam also accepts every flag Beam registered
// globally (runner, project, ...) so pipeline commands pass them through;
// those are listed by name only, to keep --help readable.
func newFlags(name, usage string, helpOut io.Writer, withBeam bool) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(helpOut)
	own := map[string]bool{}
	fs.Usage = func() {
		fmt.Fprintf(helpOut, "Usage: itnprep %s\n\nFlags:\n", usage)
		n := 0
		fs.VisitAll(func(f *flag.Flag) {
			if !own[f.Name] || isFlagAlias(f) {
				return
			}
			n++
			def := ""
			if f.DefValue != "" && f.DefValue != "false" && !strings.Contains(f.Usage, "(default:") &&
				!strings.HasPrefix(f.Usage, "required") {
				// a usage that says its default in words keeps it: "(default:
				// as many as the parent) (default 0)" read as two defaults;
				// a required flag has none to say (mine's --minsup said
				// "(default 0)", a value it refuses)
				def = fmt.Sprintf(" (default %s)", f.DefValue)
			}
			fmt.Fprintf(helpOut, "  %s\n        %s%s\n", flagNames(fs, f), f.Usage, def)
		})
		if n == 0 {
			// "Flags:" over nothing (versions list, version) read like a
			// help that failed to print.
			fmt.Fprintln(helpOut, "  none of its own")
		}
		if withBeam {
			fmt.Fprintln(helpOut, "\nBeam pipeline flags are accepted too: --runner (prism by default; direct, dataflow,")
			fmt.Fprintln(helpOut, "flink, universal), --project, --region, --temp_location, --staging_location, --endpoint,")
			fmt.Fprintln(helpOut, "--environment_type, --environment_config, --dry_run, ... (see README: Running on a cluster).")
		}
		fmt.Fprintln(helpOut, "\n"+globalFlagsHelp)
	}
	// Flags defined after this call are the command's own; mark them lazily
	// at usage time by recording everything not global.
	if withBeam {
		flag.CommandLine.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	} else {
		// The global flags that are not Beam's: accepted after every
		// command as before it.
		fs.Var(logLevelValue{}, "log-level", logLevelUsage)
		fs.Var(flag.CommandLine.Lookup("version").Value, "version", "print the code version and exit")
		addProfileFlags(fs)
	}
	global := map[string]bool{}
	flag.CommandLine.VisitAll(func(f *flag.Flag) { global[f.Name] = true })
	prev := fs.Usage
	fs.Usage = func() {
		fs.VisitAll(func(f *flag.Flag) {
			if !global[f.Name] {
				own[f.Name] = true
			}
		})
		prev()
	}
	return fs
}

// parseFlags parses args and turns flag errors into errUsage and stray
// positional arguments into an error, because a silently ignored argument is
// a silently ignored input.
//
// The flag package prints its own error and the whole usage text on a bad
// flag; here a mistake is one line (exitStatus prints it) and the usage is
// printed only for --help.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := quietParse(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if fs.NArg() > 0 {
		if err := switchValueApart(fs, args, len(args)-fs.NArg()); err != nil {
			return err
		}
		if hint := expandedGlobHint(fs); hint != "" {
			return fmt.Errorf("%w: %s%s", errUsage, unexpectedArguments(fs.Args(), false), hint)
		}
		return fmt.Errorf("%w: %s", errUsage, unexpectedArguments(fs.Args(), true))
	}
	return checkParsed(fs)
}

// bound is one flag's range check for outOfRange: bad when the value
// given is outside it, want the range in words.
type bound struct {
	flag string
	bad  bool
	want string
	got  any
}

// miningBounds are the ranges of the mining flags mine and mine-pairs
// share (--max-seq-len, --partitions, --partition-size, --max-patterns).
func miningBounds(maxSeqLen, partitions, partitionSize, maxPatterns int) []bound {
	return []bound{
		{"max-seq-len", maxSeqLen < 0, "0 (unbounded) or more", maxSeqLen},
		{"partitions", partitions < 1, "1 or more", partitions},
		{"partition-size", partitionSize < 0, "0 or more", partitionSize},
		{"max-patterns", maxPatterns < 0, "0 (unbounded) or more", maxPatterns},
	}
}

// outOfRange is the usage error of the first bound that is bad, naming its
// flag, what it must be and what it got; nil when none is. A line listing
// every flag's range ("--minlen must be >= 1, --maxlen, ... >= 0,
// --partitions >= 1") left the user to find which flag was wrong (qa82).
func outOfRange(bounds ...bound) error {
	for _, b := range bounds {
		if b.bad {
			return fmt.Errorf("%w: --%s must be %s, got %v", errUsage, b.flag, b.want, b.got)
		}
	}
	return nil
}

// switchValueApart is the usage error of args[i], an argument the flags
// did not take, when it is true or false written apart from the switch
// before it (align --autojunk false): a boolean flag takes no separate
// value, so the switch was set to true and "false" left over, and the line
// said only `unexpected argument "false"`. nil otherwise.
func switchValueApart(fs *flag.FlagSet, args []string, i int) error {
	if i < 1 || i >= len(args) {
		return nil
	}
	v, err := strconv.ParseBool(args[i])
	prev := args[i-1]
	if err != nil || len(prev) < 2 || prev[0] != '-' || strings.Contains(prev, "=") {
		return nil
	}
	name := strings.TrimLeft(prev, "-")
	f := fs.Lookup(name)
	if f == nil || !isBool(f.Value) {
		return nil
	}
	if v {
		return fmt.Errorf("%w: --%s is a switch and takes no separate value: give --%s alone (or --%s=true), not --%s %s", errUsage, name, name, name, name, args[i])
	}
	neg := ""
	if strings.HasPrefix(name, "no-") {
		neg = " (or leave --" + name + " out)"
	} else if n := fs.Lookup("no-" + name); n != nil {
		neg = " (or --no-" + name + ")"
	}
	return fmt.Errorf("%w: --%s is a switch and takes no separate value: give --%s=%s%s, not --%s %s", errUsage, name, name, args[i], neg, name, args[i])
}

// unexpectedArguments names the arguments the flags did not take, each
// quoted on its own: they were quoted as one string (`unexpected argument
// "extra more --input x"`), which reads as one argument with spaces in it.
// Past five it counts the rest. The flag package stops at the first
// argument that is no flag, so a flag after it was not read: said when one
// is among them and flagNote (expandedGlobHint says it its own way).
func unexpectedArguments(args []string, flagNote bool) string {
	if len(args) == 1 {
		return fmt.Sprintf("unexpected argument %q", args[0])
	}
	const named = 5
	quoted := make([]string, 0, named)
	for _, a := range args[:min(len(args), named)] {
		quoted = append(quoted, strconv.Quote(a))
	}
	line := fmt.Sprintf("%d unexpected arguments: %s", len(args), strings.Join(quoted, " "))
	if len(args) > named {
		line += fmt.Sprintf(" and %d more", len(args)-named)
	}
	for _, a := range args[1:] {
		if flagNote && len(a) > 1 && a[0] == '-' {
			return line + fmt.Sprintf(" (flags stop at the first argument that is no flag, %q: the flags after it were not read)", args[0])
		}
	}
	return line
}

// expandedGlobHint explains stray arguments that are files following
// --input (or --in): an unquoted glob the shell expanded, --input 'DIR/*'
// typed as --input DIR/*. The flag took the first file and the parse
// stopped at the second, leaving it and every flag after it (--output
// too) as "unexpected argument"; the line said only that, quoting the
// file names and flags it had not read. "" when they are not files.
func expandedGlobHint(fs *flag.FlagSet) string {
	var name, value string
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "input" || f.Name == "in" {
			name, value = "input", f.Value.String() // the name help lists first, not the alias typed
		}
	})
	if name == "" || value == "" || dataset.IsURL(value) {
		return ""
	}
	// A folder the glob matched beside the files (Common Voice's clips/
	// under cv-corpus/en/*) is one of them when it lies in the folder the
	// first file does; the hint stopped at it, and the line named no glob.
	files, folders := 0, 0
	for _, a := range fs.Args() {
		fi, err := os.Stat(a)
		if err != nil || fi.IsDir() && filepath.Dir(filepath.Clean(a)) != filepath.Dir(filepath.Clean(value)) {
			break
		}
		if fi.IsDir() {
			folders++
		}
		files++
	}
	if files == folders {
		return "" // no file among them: a folder, not an expanded glob
	}
	noun := "files"
	if folders > 0 {
		noun = "paths"
	}
	way := fmt.Sprintf("quote the glob, --%s '%s', or join the files with commas", name, filepath.Join(filepath.Dir(value), "*"))
	if cmd := fs.Name(); !strings.HasPrefix(cmd, "prep ") && cmd != "mine-pairs" && cmd != "style fit" {
		way = fmt.Sprintf("--%s reads one file: join them into one first (cat FILES > ONE)", name)
	}
	left := fmt.Sprintf("the other %d", files)
	if files == 1 {
		left = "the other one"
	}
	// Flags after the files were left unread too; with the flags before
	// --input there are none, and the line said "with every flag after
	// them" of flags that had been read.
	switch after := len(fs.Args()) > files; {
	case after && files == 1:
		left += ", with every flag after it, was left unread"
	case after:
		left += ", with every flag after them, were left unread"
	case files == 1:
		left += " was left unread"
	default:
		left += " were left unread"
	}
	return fmt.Sprintf(" (the shell expanded a glob into %d %s: --%s took the first, %s, and %s; %s)", files+1, noun, name, value, left, way)
}

// checkParsed validates parsed flag values every command shares. Split
// names become file names and YAML keys: every --split and --*-split flag
// is checked here, before any pipeline is built. A --shards (and a
// --rows-per-row-group) given on the command line must be at least 1 (derive's default 0, "as many as the
// parent", is not one a user can type).
func checkParsed(fs *flag.FlagSet) error {
	if *showVersion {
		// --version after the command, as before it: print and exit 0.
		return errShowVersion
	}
	var splitErr error
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) {
		set[f.Name] = true
		if (f.Name == "split" || strings.HasSuffix(f.Name, "-split")) && f.Value.String() != "" && splitErr == nil {
			if err := dataset.ValidateSplit(f.Value.String()); err != nil {
				splitErr = fmt.Errorf("%w: --%s: %v", errUsage, f.Name, err)
			}
		}
		// The flag package parses "NaN" and "Inf" as floats, and a range
		// check such as `x <= 0 || x > 1` lets NaN through.
		if g, ok := f.Value.(flag.Getter); ok && splitErr == nil {
			if v, ok := g.Get().(float64); ok && (math.IsNaN(v) || math.IsInf(v, 0)) {
				splitErr = fmt.Errorf("%w: --%s must be a finite number, got %s", errUsage, f.Name, f.Value.String())
			}
		}
		if f.Name == "rows-per-row-group" && splitErr == nil {
			// prep's and derive's: 0 or below was the default cap
			// (20,000) without a word.
			if n, err := strconv.Atoi(f.Value.String()); err == nil && n < 1 {
				splitErr = fmt.Errorf("%w: --rows-per-row-group must be at least 1, got %d", errUsage, n)
			}
		}
		if f.Name == "shards" && splitErr == nil {
			if n, err := strconv.Atoi(f.Value.String()); err == nil && n < 1 {
				splitErr = fmt.Errorf("%w: --shards must be at least 1, got %d", errUsage, n)
			} else if err == nil && n > dataset.MaxShards {
				splitErr = fmt.Errorf("%w: --shards must be at most %d, got %d", errUsage, dataset.MaxShards, n)
			}
		}
	})
	if splitErr != nil {
		return splitErr
	}
	if err := checkStores(fs); err != nil {
		return err
	}
	if set["split-by-id"] {
		if err := checkSplitByID(fs.Lookup("split-by-id").Value.String(), set, fs.Lookup("split") != nil); err != nil {
			return err
		}
	}
	if fs.Lookup("runner") != nil {
		if err := pipelines.CheckRunner(runnerName()); err != nil {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
	}
	return nil
}

// commandCtx is the context of the command dispatch runs (Ctrl-C and
// SIGTERM cancel it in the CLI), for the checks its flags' parsing makes
// (checkStores), which the parsing functions' callers do not pass a
// context to.
var commandCtx = context.Background()

// checkStores checks, before anything is read, that every object store a
// path flag names can be used with this machine's settings (an s3:// path
// needs an AWS region and credentials; a gs:// bucket must answer): one
// line saying what is missing and how to set it (exit 1), instead of the
// AWS SDK's endpoint error, which an s3:// --output gave only after the
// whole input had been read. A --dry_run (which touches no store) is not
// checked. Ctrl-C ends a check that waits for a server (a gs:// listing,
// up to storage.StoreTimeout): it was made with a context nothing
// cancelled, so the command went on for 30 s after the signal.
func checkStores(fs *flag.FlagSet) error {
	if f := fs.Lookup("dry_run"); f != nil && f.Value.String() == "true" {
		// Dataflow's --dry_run builds and prints the job offline: nothing
		// is read from or written to the store.
		return nil
	}
	var err error
	fs.Visit(func(f *flag.Flag) {
		if pf, ok := f.Value.(pathFlag); !ok || pf.localOnly() != "" || err != nil {
			return
		}
		paths, perr := pipelines.InputPaths(f.Value.String())
		if perr != nil {
			// An unbalanced brace: the command says so where it reads
			// the flag; here each comma-separated part is checked.
			paths = strings.Split(f.Value.String(), ",")
		}
		for _, p := range paths {
			if e := checkScheme(commandCtx, strings.TrimSpace(p)); e != nil {
				err = fmt.Errorf("%w: --%s %v", errUsage, f.Name, e)
				return
			}
			if e := storage.CheckStore(commandCtx, strings.TrimSpace(p)); e != nil {
				if commandCtx.Err() != nil {
					e = fmt.Errorf("%s: interrupted (%v) while checking that its store answers", strings.TrimSpace(p), context.Cause(commandCtx))
				}
				err = &storeCheckError{fmt.Errorf("--%s %w", f.Name, e)}
				return
			}
		}
	})
	return err
}

// storeCheckError is checkStores' finding that a path flag's store cannot
// be used (unreachable, no credentials): no mistake in the command line,
// so usageErr passes it on as it is (exit 1, said in words by
// storage.Unreachable). Wrapped as a usage error, derive's --output,
// export's --out and view's --rules-out on an unreachable gs:// exited 2
// with the listing request's whole URL, the *url.Error lost to %v.
type storeCheckError struct{ err error }

func (e *storeCheckError) Error() string { return e.err.Error() }
func (e *storeCheckError) Unwrap() error { return e.err }

// subcommands runs a command whose first argument names what it does:
// prep's sources, derive's kinds. Without one, or with --help, it lists
// them, each with its line of docs.
type subcommands struct {
	command, what  string // "prep", "source"
	header, item   string // "Sources:", the Fprintf format of one line (name, doc)
	usage, example string // the usage line; the flags unknownSub's line shows
	runners        map[string]func(ctx context.Context, args []string, stdout, stderr io.Writer) error
	docs           map[string]string
}

func (s subcommands) run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || askedHelp(args[0]) {
		// Asked for, the list is the command's output (stdout); after a
		// bare `itnprep prep`, a usage error, it goes with the error.
		w := stdout
		if len(args) == 0 {
			w = stderr
		}
		fmt.Fprintln(w, "Usage: "+s.usage)
		fmt.Fprintln(w, s.header)
		for _, n := range sortedNames(s.runners) {
			fmt.Fprintf(w, s.item, n, s.docs[n])
		}
		fmt.Fprintf(w, "Run 'itnprep %s <%s> --help' for its flags.\n", s.command, s.what)
		if len(args) == 0 {
			return errUsage
		}
		return flag.ErrHelp
	}
	run, ok := s.runners[args[0]]
	if !ok {
		return unknownSub(args[0], s.what, s.command, s.example, sortedNames(s.runners))
	}
	return run(ctx, args[1:], stdout, stderr)
}

// askedHelp reports whether a command's first argument asks for its help:
// the words the flag package takes for it (-h, -help, --h, --help) or
// help. Each command with subcommands had its own list: `prep -help` was
// "name the source first, before -help" and `versions help` an unknown
// subcommand, where `mine -help` and `prep help` printed the help.
func askedHelp(arg string) bool {
	switch arg {
	case "-h", "-help", "--h", "--help", "help":
		return true
	}
	return false
}

// unknownSub is the usage error of a command whose first argument is not
// one of its subcommands (a source, a kind, a format). A flag there (`prep
// --input x gtn`) says the subcommand comes first; it read "unknown source
// "--input" (known: [commonvoice gtn ...])".
func unknownSub(arg, what, command, example string, known []string) error {
	if strings.HasPrefix(arg, "-") {
		return fmt.Errorf("%w: name the %s first, before %s: itnprep %s <%s> %s", errUsage, what, arg, command, strings.Join(known, "|"), example)
	}
	return fmt.Errorf("%w: unknown %s %q (known: %s)", errUsage, what, arg, strings.Join(known, ", "))
}

// checkSplitByID validates --split-by-id: its syntax, its split names (as
// --split's), and that no flag it replaces is given beside it.
func checkSplitByID(spec string, set map[string]bool, hasSplit bool) error {
	if _, err := sources.ParseSplitByID(spec); err != nil {
		return fmt.Errorf("%w: --split-by-id: %v%s", errUsage, err, oneSplitHint(err, hasSplit))
	}
	for _, other := range []string{"split", "nemo-split"} {
		if set[other] {
			return fmt.Errorf("%w: --split-by-id assigns every record's split; drop --%s (or drop --split-by-id)", errUsage, other)
		}
	}
	return nil
}

// quietParse is fs.Parse without the flag package's own error print and
// usage dump on a mistake; the usage is printed for --help only.
func quietParse(fs *flag.FlagSet, args []string) error {
	normalizeFlags(fs)
	if parseHook != nil {
		parseHook(fs)
	}
	usage, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	fs.Usage = usage
	fs.SetOutput(out)
	if errors.Is(err, flag.ErrHelp) {
		usage()
		return err
	}
	if err == nil {
		err = swallowedFlag(fs)
	}
	return flagError(fs, err)
}

// swallowedFlag finds a flag whose value is another of the command's
// flags: its own value was left out, and the flag package gave it the
// next word (`prep text --output --name foo` read "--name" as the output
// folder and said only `unexpected argument "foo"`; `evaluate --details
// --json` wrote the details to a file named "--json", printed no JSON and
// exited 0). A value that only starts with '-' (`--min-ratio -1`, the
// `-` of stdin) is no flag's name and is left alone.
func swallowedFlag(fs *flag.FlagSet) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); err != nil || ok && b.IsBoolFlag() {
			return
		}
		v := f.Value.String()
		name, _, _ := strings.Cut(strings.TrimLeft(v, "-"), "=")
		if !strings.HasPrefix(v, "-") || name == "" || fs.Lookup(name) == nil {
			return
		}
		err = fmt.Errorf("--%s took the flag %s as its value (was its value left out?): give --%s its value", f.Name, v, f.Name)
		if _, path := f.Value.(pathFlag); path {
			err = fmt.Errorf("%w; a path that starts with '-' is ./%s", err, v)
		}
	})
	return err
}

// commandSuggestion is " (did you mean prep?)" for an unknown command
// within two edits of one (preps, mine-pair, verison), as flagSuggestion
// is for a flag; "" when none is that close. A mistyped command said only
// "unknown command", where a mistyped flag named the one meant.
func commandSuggestion(name string) string {
	if len(name) < 3 {
		return ""
	}
	// Sorted: the first of equals wins, whatever the map's order.
	best := nearestName(name, slices.Sorted(maps.Keys(commands)))
	if best == "" {
		return ""
	}
	return " (did you mean " + best + "?)"
}

// nearestName is the first of names within two edits of name, and the
// nearest of those, "" when none is (a typo's suggestion, for commands and
// flags alike).
func nearestName(name string, names []string) string {
	best, bestD := "", 3
	for _, n := range names {
		if d := editdist.Distance(name, n, bestD); d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

// flagSynonyms are the words the docs use for what a flag of another name
// sets: train's --model takes the design (docs/TRAINING.md's "design",
// the seeds' "three model designs"), and `train --design u2tf` said only
// "unknown flag --design". Each maps to the flag and a word on its value.
var flagSynonyms = map[string][2]string{
	"design": {"model", "it names the design: seq2seq, tagger or u2tf"},
}

// flagSuggestion is " (did you mean --input?)" for an unknown flag name
// within two edits of one of the command's flags (a typo: --inptu,
// --ouput, --max-reject-rat), "" when none is that close.
func flagSuggestion(fs *flag.FlagSet, name string) string {
	if len(name) < 4 {
		return "" // every short name is two edits from another
	}
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) }) // in name order: the first of equals wins
	if best := nearestName(name, names); best != "" {
		return " (did you mean " + dashed(best) + "?)"
	}
	if syn, ok := flagSynonyms[name]; ok && fs.Lookup(syn[0]) != nil {
		return " (did you mean " + dashed(syn[0]) + "? " + syn[1] + ")"
	}
	// A whole word of flags the command has under longer names: prep gtn
	// --split (its splits come from file names) is one of --nemo-split,
	// --split-by-id, --split-by-text; it said only "unknown flag --split".
	var words []string
	fs.VisitAll(func(f *flag.Flag) {
		if len(words) < 3 && !strings.HasPrefix(f.Name, "no-") && slices.Contains(strings.Split(f.Name, "-"), name) {
			words = append(words, dashed(f.Name))
		}
	})
	if len(words) == 0 {
		return ""
	}
	return " (this command has " + strings.Join(words, ", ") + ")"
}

// flagError words the flag package's parse errors as the help names the
// flags, --name, and says what a value must be: `invalid value "x" for
// flag -shards: parse error` became `--shards wants a whole number, got
// "x"`, `flag provided but not defined: -nosuch` `unknown flag --nosuch`,
// `flag needs an argument: -output` `--output needs a value`. A flag's
// own error (a split name, a codec) is kept after the flag and value.
func flagError(fs *flag.FlagSet, err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		name = strings.TrimPrefix(name, "-")
		return fmt.Errorf("unknown flag %s%s", dashed(name), flagSuggestion(fs, name))
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return fmt.Errorf("%s needs a value", dashed(strings.TrimPrefix(name, "-")))
	}
	m := invalidFlagValue.FindStringSubmatch(msg)
	if m == nil {
		return err
	}
	value, name, why := m[1], m[2], m[3]
	f := fs.Lookup(name)
	if f == nil {
		return err
	}
	want := ""
	if g, ok := f.Value.(flag.Getter); ok {
		switch g.Get().(type) {
		case int, int64:
			want = "a whole number"
		case uint, uint64:
			// "--seed wants a whole number, got -1" named -1 as
			// none, which it is; the flag takes no sign.
			want = "a whole number, 0 or more"
		case float64:
			want = "a number"
		case time.Duration:
			want = "a duration with its unit (90s, 30m, 24h)"
		case bool:
			want = "true or false"
		}
	}
	switch {
	case want != "" && why == "parse error":
		return fmt.Errorf("%s wants %s, got %s", dashed(name), want, value)
	case want != "" && why == "value out of range":
		return fmt.Errorf("%s: %s is out of range", dashed(name), value)
	}
	return fmt.Errorf("%s %s: %s", dashed(name), value, why)
}

// dashed is a flag's name as help writes it: -n, --shards.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// invalidFlagValue matches the flag package's error for a value a flag
// refuses: the value (quoted), the flag's name and the reason.
var invalidFlagValue = regexp.MustCompile(`^invalid (?:boolean )?value ("(?:[^"\\]|\\.)*") for (?:flag )?-(\S+): (.*)$`)

// parseFlagsAndTexts parses args for a command that takes free text
// arguments (verbalize): flags may come before, between or after them, and
// everything after "--" is text (for a sentence that starts with '-').
func parseFlagsAndTexts(fs *flag.FlagSet, args []string) ([]string, error) {
	var texts []string
	for {
		if err := quietParse(fs, args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, fmt.Errorf("%w: %v", errUsage, err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		// The flag package stops at the first non-flag, or after "--",
		// which it consumes.
		if endedAtDashDash(fs, args) {
			texts = append(texts, rest...)
			break
		}
		texts = append(texts, rest[0])
		args = rest[1:]
	}
	return texts, checkParsed(fs)
}

// parseHook, when set (tests), sees every command's FlagSet before it is
// parsed.
var parseHook func(*flag.FlagSet)

// setupLogging sends structured logs (ours and Beam's, which uses slog's
// default logger) to stderr at the chosen level. Below debug, Beam's own
// error records are dropped: they repeat a failure the command reports as
// one line, wrapped in the execution plan (25-33 lines per record).
func setupLogging(level string) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		l = slog.LevelWarn
	}
	var h slog.Handler = slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: l})
	if l > slog.LevelDebug {
		h = quietBeamErrors{h}
	}
	slog.SetDefault(slog.New(h))
}

// quietBeamErrors drops error records logged by Beam's packages, and
// Beam's warnings that say nothing to a user (beamNoise).
type quietBeamErrors struct{ slog.Handler }

// beamNoise are the beginnings of warnings Beam logs that are not the
// user's business: the gcs filesystem's anonymous access, logged at every
// file it opens (storage.CheckStore says it once), and prism's "state
// request after bundle inactive", a worker's request racing the end of a
// bundle that failed, which printed a second line under a failed run's
// one-line error now and then; and the Dataflow runner's look at its
// staging and temporary buckets' soft-delete policy (billing advice), which
// without credentials or a network (a --dry_run offline, which the README
// says works) printed a raw "Error creating GCS client" record per bucket;
// a submission without them fails in a line of its own.
var beamNoise = []string{
	"Warning: falling back to unauthenticated GCS access",
	"state request after bundle inactive",
	"Error creating GCS client: ",
	"Error checking SoftDeletePolicy: ",
}

func (q quietBeamErrors) Handle(ctx context.Context, r slog.Record) error {
	for _, n := range beamNoise {
		if strings.HasPrefix(r.Message, n) {
			return nil
		}
	}
	if r.Level >= slog.LevelError && r.PC != 0 {
		f, _ := runtime.CallersFrames([]uintptr{r.PC}).Next()
		if strings.HasPrefix(f.Function, "github.com/apache/beam/") {
			return nil
		}
	}
	return q.Handler.Handle(ctx, r)
}

func (q quietBeamErrors) WithAttrs(as []slog.Attr) slog.Handler {
	return quietBeamErrors{q.Handler.WithAttrs(as)}
}

func (q quietBeamErrors) WithGroup(name string) slog.Handler {
	return quietBeamErrors{q.Handler.WithGroup(name)}
}

// flagLookup finds a global (Beam) flag by name.
func flagLookup(name string) *flag.Flag { return flag.CommandLine.Lookup(name) }

// sortedNames lists a map's keys in order, for help output.
func sortedNames[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
