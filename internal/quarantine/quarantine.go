package quarantine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/textcut"
)

// KeepBytes is how much of a rejected line a Reject keeps.
const KeepBytes = 4096

// Reject is one quarantined input line.
type Reject struct {
	File   string `json:"file"`
	Line   int64  `json:"line"`
	ID     string `json:"id,omitempty"`
	Reason string `json:"reason"`
	// Text is the line (its first KeepBytes bytes).
	Text string `json:"text"`
	// Kind is the reject's class where the command names one (verbalize:
	// invalid_json, missing_text, line_too_long, bare_cr, invalid_utf8 or
	// the verbalizer's, such as symbol, as prep names the rule
	// verbalize/symbol); empty, and left out, for the others.
	Kind string `json:"kind,omitempty"`
}

// Sink receives rejects. It is safe for concurrent use.
type Sink struct {
	mu    sync.Mutex
	w     *bufio.Writer
	f     io.Closer
	rm    func() error // removes the file when nothing was quarantined
	text  *Capped      // stderr mode
	where string
	n     int64
	err   error
	// first is the first reject added, "FILE:LINE: reason", for a
	// refusal's line (dataset.LineTally.First).
	first string
}

// ToFile writes rejects as JSONL to path (created now, so an old file
// never passes for this run's).
func ToFile(path string) (*Sink, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	return ToWriter(f, path, func() error { return os.Remove(path) }), nil
}

// ToWriter writes rejects as JSONL to w, an opened file named where (a
// local path or a gs:// or s3:// URL opened by the caller); remove deletes
// it again when Close finds nothing was quarantined.
func ToWriter(w io.WriteCloser, where string, remove func() error) *Sink {
	return &Sink{w: bufio.NewWriter(w), f: w, where: where, rm: remove}
}

// ToText reports each reject as one line, "FILE:LINE: quarantined:
// reason", on w (stderr), for the first TextLimit; the others go, with the
// ones shown, to a JSONL file in the temporary folder (NewCapped), so a
// file of bad lines does not flood the terminal and every reject is kept.
// command names the file ("align": itnprep-align-rejects-*.jsonl).
func ToText(w io.Writer, command string) *Sink {
	return &Sink{text: NewCapped(w, command), where: "stderr"}
}

// Add records r.
func (s *Sink) Add(r Reject) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.n++
	if s.n == 1 {
		s.first = fmt.Sprintf("%s:%d: %s", r.File, r.Line, r.Reason)
	}
	if len(r.Text) > KeepBytes {
		r.Text = r.Text[:KeepBytes]
	}
	if s.err != nil {
		return s.err
	}
	b, err := json.Marshal(r)
	if err != nil {
		s.err = err
		return err
	}
	if s.text != nil {
		s.err = s.text.Add(fmt.Sprintf("%s:%d: quarantined: %s\n", r.File, r.Line, r.Reason), b)
		return s.err
	}
	if _, err := s.w.Write(append(b, '\n')); err != nil {
		s.err = fmt.Errorf("writing %s: %w", s.where, err)
	}
	return s.err
}

// First is the first reject added, as "FILE:LINE: reason" ("" when
// none was): a command that reads its input in order, as the streaming
// commands do, names its first quarantined line with it when it refuses.
func (s *Sink) First() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.first
}

// Count is the number of rejects added.
func (s *Sink) Count() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n
}

// Close flushes and closes the file; a file left empty is removed, so a
// rejects file exists only when something was quarantined.
func (s *Sink) Close() error {
	if s.text != nil {
		if err := s.text.Close(); s.err == nil {
			s.err = err
		}
		return s.err
	}
	if s.f == nil {
		return s.err
	}
	err := s.err
	if ferr := s.w.Flush(); err == nil && ferr != nil {
		err = ferr
	}
	if cerr := s.f.Close(); err == nil && cerr != nil {
		err = cerr
	}
	if err == nil && s.Count() == 0 && s.rm != nil {
		err = s.rm()
	}
	s.f = nil
	return err
}

// Where says where the rejects are: the file, "stderr", or, once more
// than TextLimit went to stderr, the first ones there and all in a file.
func (s *Sink) Where() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.text != nil {
		return s.text.Where()
	}
	return s.where
}

// Summary is the one line a command prints when it quarantined lines.
func (s *Sink) Summary(command string, read int64) string {
	first := ""
	if s.text == nil {
		// Rejects in a file: the line names the first, as a refusal
		// and prep's summary do; on stderr each was shown already.
		first = s.First()
	}
	return Summary(command, s.Count(), read, s.Where(), first)
}

// Summary is Sink.Summary for n lines quarantined in where by a worker
// (a pipeline's rejects file); first, when not "", is the first of them,
// "FILE:LINE: reason", which the line ends with: "2 of 5 lines
// quarantined (ops.jsonl.rejects.jsonl)" sent a user to open the file to
// learn what was wrong with their input (qa95).
func Summary(command string, n, read int64, where, first string) string {
	lines := textcut.Plural(int(read), "line", "lines") // "1 of 1 line", not "1 of 1 lines" (a sentence given to verbalize)
	line := fmt.Sprintf("itnprep %s: %d of %d %s quarantined (%s); the others were processed", command, n, read, lines, where)
	if n == read {
		line = fmt.Sprintf("itnprep %s: %d of %d %s quarantined (%s); none was usable", command, n, read, lines, where)
	}
	if first != "" {
		line += "; first: " + textcut.Prefix(first, 400)
		if len(first) > 400 {
			line += "..."
		}
	}
	return line
}

// StoppedSummary is Sink.Summary for a command whose result is made only
// at the end of its input (evaluate's table, mine's patterns) and that
// stopped before it (a read error, an interruption): "the others were
// processed" read as if they had counted, where the result they were to
// make is lost. lost says what it is ("no scores printed"); the error
// that stopped the run comes on the next line.
func (s *Sink) StoppedSummary(command string, read int64, lost string) string {
	return fmt.Sprintf("itnprep %s: %d of the %d %s read quarantined (%s); the run stopped, %s (the next line says why)", command, s.Count(), read, textcut.Plural(int(read), "line", "lines"), s.Where(), lost)
}

// NextTo is the rejects file beside an output file: OUT.rejects.jsonl.
func NextTo(out string) string { return out + ".rejects.jsonl" }

// Lines reads lines with bounded memory: a line longer than Max is
// returned with TooLong set and only its first KeepBytes kept, and the
// reader goes on at the next line.
type Lines struct {
	r    *bufio.Reader
	max  int
	no   int64
	buf  []byte
	Name string
}

// NewLines reads r, named name in errors; max <= 0 means 64 MiB. A UTF-8
// byte order mark at the start of r is skipped (SkipBOM).
func NewLines(name string, r io.Reader, max int) *Lines {
	if max <= 0 {
		max = 64 << 20
	}
	return &Lines{r: SkipBOM(r), max: max, Name: name}
}

// SkipBOM returns a buffered reader of r without the UTF-8 byte order mark
// that Windows tools write at the start of a text file: the streaming
// commands quarantined the first JSON line of such a file as invalid
// JSON, where every prep source accepts it.
func SkipBOM(r io.Reader) *bufio.Reader {
	br := bufio.NewReaderSize(r, 64<<10)
	if b, err := br.Peek(3); err == nil && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf {
		br.Discard(3)
	}
	return br
}

// Max is the longest line accepted, in bytes.
func (l *Lines) Max() int { return l.max }

// Next returns the next line without its line end ("\n" or "\r\n"), its
// number, and whether it was too long; io.EOF after the last line. The
// bytes are valid until the next call.
func (l *Lines) Next() (line []byte, no int64, tooLong bool, err error) {
	l.buf = l.buf[:0]
	for {
		chunk, rerr := l.r.ReadSlice('\n')
		if !tooLong {
			if len(l.buf)+len(bytes.TrimSuffix(chunk, []byte("\n"))) > l.max {
				tooLong = true
				l.buf = append(l.buf, chunk[:min(len(chunk), max(0, KeepBytes-len(l.buf)))]...)
			} else {
				l.buf = append(l.buf, chunk...)
			}
		}
		if errors.Is(rerr, bufio.ErrBufferFull) {
			continue
		}
		if errors.Is(rerr, io.EOF) {
			if len(l.buf) == 0 && !tooLong {
				return nil, l.no, false, io.EOF
			}
		} else if rerr != nil {
			return nil, l.no, false, fmt.Errorf("%s:%d: read error: %w", l.Name, l.no+1, rerr)
		}
		break
	}
	l.no++
	line = bytes.TrimSuffix(l.buf, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	return TrimBOM(line), l.no, tooLong, nil
}

// InvalidUTF8 is the reason for a line that is not UTF-8, naming its first
// bad byte and the likely encoding, as the prep sources say it; "" for a
// valid line. A JSON decoder that follows encoding/json turns such bytes
// into U+FFFD without a word (align and mine-pairs did), so that two
// different lines compare equal.
func InvalidUTF8(line []byte) string {
	if utf8.Valid(line) {
		return ""
	}
	at := 0
	for at < len(line) {
		r, n := utf8.DecodeRune(line[at:])
		if r == utf8.RuneError && n <= 1 {
			break
		}
		at += n
	}
	return fmt.Sprintf("invalid UTF-8 (byte 0x%02X at byte %d of the line; text in Latin-1 or Windows-1252? iconv -f WINDOWS-1252 -t UTF-8 converts it)", line[at], at+1)
}

// TrimBOM drops a UTF-8 byte order mark at the start of a line. Files
// saved with one and concatenated (cat a.jsonl b.jsonl) carry it at the
// start of each part, where it is never text: the prep sources drop it on
// any line (sources.LineReader), and the streaming commands did on line 1
// only, so a later one made a JSON line invalid ("invalid character 'ï'")
// and went into verbalize's written text, a JSON record read as a
// sentence.
func TrimBOM(line []byte) []byte {
	if len(line) >= 3 && line[0] == 0xef && line[1] == 0xbb && line[2] == 0xbf {
		return line[3:]
	}
	return line
}

// Blank reports whether a line holds only white space (no record).
func Blank(b []byte) bool { return len(bytes.TrimSpace(b)) == 0 }
