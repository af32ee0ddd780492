package sources

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/flate"
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"iter"
	"path"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/klauspost/compress/zstd"

	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/internal/textdamage"
)

// DefaultMaxRecordBytes bounds one input line (1 MiB). Longer lines are
// quarantined without being held in memory.
const DefaultMaxRecordBytes = 1 << 20

// tooLongKeep is how much of a too-long line is kept, for the reject's raw text.
const tooLongKeep = 4096

// LineReader reads lines with bounded memory, normalizes CRLF and a UTF-8
// BOM at the start of a line, flags lines that are too long, not UTF-8 or contain NUL, and
// fingerprints exactly the bytes it consumed.
type LineReader struct {
	name    string
	r       *bufio.Reader
	max     int
	lineNo  int
	hash    hash.Hash
	nbytes  int64
	scratch []byte
	// jsonLines: the first record line is checked for a JSON document
	// (ExpectJSONLines); recordSeen: it was.
	jsonLines, recordSeen bool
}

// ExpectJSONLines makes Next refuse, as its error, a JSON document given
// for JSON Lines, told by the first line that is not blank (notJSONLines:
// a JSON array, a pretty-printed object). The JSONL readers (prep text's
// .jsonl, NeMo's GTN JSONL, Libriheavy's cuts) each made the check of
// their first record themselves.
func (lr *LineReader) ExpectJSONLines() { lr.jsonLines = true }

// NewLineReader reads r, naming it name in errors. maxBytes <= 0 means
// DefaultMaxRecordBytes.
func NewLineReader(name string, r io.Reader, maxBytes int) *LineReader {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxRecordBytes
	}
	return &LineReader{name: name, r: bufio.NewReaderSize(r, 64<<10), max: maxBytes, hash: sha256.New()}
}

// Line is one line of input and what is wrong with it, if anything.
type Line struct {
	No      int    // 1-based line number
	Text    []byte // without the line end; valid until the next call; truncated when TooLong
	Problem string // "" when the line is usable
	Rule    string // short rule name for the problem (for reject accounting)
	// Unterminated: the line is the input's last and ends without a line
	// end (a file cut short by an interrupted copy or download ends so, as
	// does a file whose writer left out the final newline).
	Unterminated bool
}

// cutShortHint is what a JSON line's reason adds when the line is the
// file's last, lacks its line end and its JSON stops before it is
// complete: the file was most likely cut short (`head -c`, an interrupted
// copy or download), which "invalid JSON: unexpected end of JSON input"
// alone did not say.
func cutShortHint(ln Line, rule, why string) string {
	if !ln.Unterminated || rule != "invalid_json" || !strings.Contains(why, "unexpected end of JSON input") {
		return ""
	}
	return " (the file's last line, which ends without a newline: the file cut short by an interrupted copy or download?)"
}

// Lines ranges over the lines until the end of the input: a read error
// is yielded once, with a zero Line, and ends the range (io.EOF is not
// yielded). Parsers that stop before reading a line past a cut (MaxLines)
// call Next themselves, so the fingerprint covers only what they read.
func (lr *LineReader) Lines() iter.Seq2[Line, error] {
	return func(yield func(Line, error) bool) {
		for {
			ln, err := lr.Next()
			if errors.Is(err, io.EOF) || !yield(ln, err) || err != nil {
				return
			}
		}
	}
}

// Next returns the next line, or io.EOF after the last. Other errors are
// read errors (for example a truncated gzip stream) and name file and line,
// or, after ExpectJSONLines, the refusal of a JSON document.
func (lr *LineReader) Next() (Line, error) {
	ln, err := lr.next()
	if err == nil && lr.jsonLines && !lr.recordSeen && (ln.Problem != "" || len(bytes.TrimSpace(ln.Text)) > 0) {
		lr.recordSeen = true
		if err := notJSONLines(lr.name, ln); err != nil {
			return Line{}, err
		}
	}
	return ln, err
}

// next is Next without the JSON Lines check.
func (lr *LineReader) next() (Line, error) {
	chunk, err := lr.r.ReadSlice('\n')
	lr.hash.Write(chunk)
	lr.nbytes += int64(len(chunk))
	if err == nil && len(chunk)-1 <= lr.max {
		// The whole line is in the read buffer (nearly every line): use it
		// in place, valid until the next read, without copying it.
		return lr.finish(chunk[:len(chunk)-1], false), nil
	}
	lr.scratch = lr.scratch[:0]
	tooLong := false
	for first := true; ; first = false {
		if !first {
			chunk, err = lr.r.ReadSlice('\n')
			lr.hash.Write(chunk)
			lr.nbytes += int64(len(chunk))
		}
		if !tooLong {
			n := len(lr.scratch) + len(chunk)
			if bytes.HasSuffix(chunk, []byte("\n")) {
				n-- // the line end is not part of the record
			}
			if n > lr.max {
				tooLong = true
				lr.scratch = lr.scratch[:min(len(lr.scratch), tooLongKeep)]
				keep := min(len(chunk), tooLongKeep-len(lr.scratch))
				if keep > 0 {
					lr.scratch = append(lr.scratch, chunk[:keep]...)
				}
			} else {
				lr.scratch = append(lr.scratch, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			if len(lr.scratch) == 0 && !tooLong {
				return Line{}, io.EOF
			}
		} else if err != nil {
			return Line{}, fmt.Errorf("%s:%d: read error: %w", lr.name, lr.lineNo+1, DescribeReadErr(lr.name, err))
		}
		break
	}
	ln := lr.finish(bytes.TrimSuffix(lr.scratch, []byte("\n")), tooLong)
	ln.Unterminated = err == io.EOF
	if ln.Unterminated && ln.Rule == "invalid_utf8" {
		if tail := cutRune(ln.Text); tail > 0 {
			// A file cut short inside a character: its reason suggested
			// only Latin-1 and iconv, which would garble a UTF-8 file.
			ln.Problem = fmt.Sprintf("invalid UTF-8 (the line stops inside a character: its last %d byte(s), 0x%X, begin one; the file's last line, which ends without a newline: the file cut short by an interrupted copy or download? else text in Latin-1 or Windows-1252: iconv -f WINDOWS-1252 -t UTF-8 converts it)", tail, ln.Text[len(ln.Text)-tail:])
		}
	}
	return ln, nil
}

// cutRune is the length of the incomplete character text ends with (its
// lead byte and the continuation bytes after it), 0 when text does not
// end so or holds invalid UTF-8 before it.
func cutRune(text []byte) int {
	i := len(text) - 1
	for i > 0 && len(text)-i < utf8.UTFMax && !utf8.RuneStart(text[i]) {
		i--
	}
	if i < 0 || text[i] < 0xC2 || utf8.FullRune(text[i:]) || !utf8.Valid(text[:i]) {
		return 0
	}
	return len(text) - i
}

// finish numbers a line (text without its "\n"), trims "\r" and a leading
// BOM, and checks it. A BOM is trimmed at the start of any line, not only
// the first: files saved with one and concatenated (cat a.jsonl b.jsonl)
// carry it at the start of each part, where it is never text (it made the
// line invalid JSON, a GTN class "\ufeffPLAIN", an id with an invisible
// character in front).
func (lr *LineReader) finish(text []byte, tooLong bool) Line {
	lr.lineNo++
	text = bytes.TrimSuffix(text, []byte("\r"))
	if len(text) >= 3 && text[0] == 0xEF {
		text = bytes.TrimPrefix(text, []byte("\xEF\xBB\xBF"))
	}
	ln := Line{No: lr.lineNo, Text: text}
	switch {
	case tooLong:
		ln.Problem = fmt.Sprintf("line longer than the %d-byte record limit (--max-record-bytes raises it)", lr.max)
		ln.Rule = "record_too_large"
	case plainASCII(text):
		// Nearly every line: one pass over it in 8-byte words instead of
		// utf8.Valid and then IndexByte (each line is short, so their
		// per-call set-up was most of the reading stage's checking).
	case !utf8.Valid(text):
		ln.Problem = invalidUTF8(text)
		ln.Rule = "invalid_utf8"
	case bytes.IndexByte(text, 0) >= 0:
		ln.Problem = textdamage.NULByteReason
		ln.Rule = textdamage.NULByte
	}
	return ln
}

// StdinName is how the streaming commands (align, mine, verbalize: their
// input "-" or none, cmd/itnprep's openIn) name standard input in a line
// or reason. A hint's command for it is a pipe, not a file's redirection.
const StdinName = "stdin"

// CRHint is crHint for the streaming commands' JSONL (align, mine-pairs):
// what an invalid JSON line holding a carriage return adds to its reason,
// "" for a line without one.
func CRHint(name string, line []byte) string { return crHint(name, line) }

// crHint is what a line of file name holding a carriage return (CRLF's
// is trimmed) adds to a reason or error: a file with classic Mac line
// endings (CR only) is one line, whose "columns" or "header" were the
// whole file.
func crHint(name string, line []byte) string {
	if bytes.IndexByte(line, '\r') < 0 {
		return ""
	}
	return " (the line holds carriage returns (\\r): CR-only line endings (classic Mac)? convert them first: " + trCRCommand(name) + ")"
}

// trCRCommand is the shell command that turns file name's CR line endings
// into newlines, the file named shell-quoted and the output beside it,
// ".lf" before its extension (data.txt: data.lf.txt; a compressed file is
// read through its decompressor). It named no file ("tr '\r' '\n' <
// FILE"), and a reader of a glob's reject had to find which.
//
// A gs:// or s3:// input is read and written through its cloud's command
// line (gcloud storage, aws s3), its text decompressed from standard input:
// `tr ... < gs://b/x.csv` named a path no shell opens (textCommand,
// writeTo).
//
// Standard input (StdinName) is piped through tr: `tr ... < stdin >
// stdin.lf` named a file no shell opens (align --in -).
func trCRCommand(name string) string {
	if name == StdinName {
		return "pipe it through tr '\\r' '\\n'"
	}
	slashed := filepath.ToSlash(name)
	file, base := path.Base(slashed), BaseName(name)
	ext := path.Ext(base)
	out := strings.TrimSuffix(slashed, file) + strings.TrimSuffix(base, ext) + ".lf" + ext
	if _, ok := cloudOf(name); ok {
		out = strings.TrimSuffix(name, file) + path.Base(out)
	}
	if text := textCommand(name); text != "" {
		return text + " | tr '\\r' '\\n' " + writeTo(out)
	}
	return "tr '\\r' '\\n' < " + shellquote.Quote(name) + " " + writeTo(out)
}

// invalidUTF8 says where a line stops being UTF-8 and what to do: a text
// file in Latin-1 or Windows-1252 (an old corpus, a spreadsheet's CSV)
// gave one bare "invalid UTF-8" per line with an accented letter, and the
// refusal that followed guessed "wrong kind of input?".
func invalidUTF8(text []byte) string {
	at := 0
	for at < len(text) {
		r, n := utf8.DecodeRune(text[at:])
		if r == utf8.RuneError && n <= 1 {
			break
		}
		at += n
	}
	if at >= len(text) { // not reached: the caller saw invalid UTF-8
		return "invalid UTF-8"
	}
	return fmt.Sprintf("invalid UTF-8 (byte 0x%02X at byte %d of the line; text in Latin-1 or Windows-1252? iconv -f WINDOWS-1252 -t UTF-8 converts it)", text[at], at+1)
}

// plainASCII reports whether text is all ASCII without a NUL byte, so
// valid UTF-8 with nothing to quarantine. False says only "look closer":
// finish then runs the full checks.
func plainASCII(text []byte) bool {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(text); i += 8 {
		v := binary.LittleEndian.Uint64(text[i:])
		// v&hi: a byte >= 0x80; (v-lo)&^v&hi: a zero byte (exact when no
		// byte has its high bit set, which the first test rules out).
		if v&hi != 0 || (v-lo)&^v&hi != 0 {
			return false
		}
	}
	for ; i < len(text); i++ {
		if c := text[i]; c == 0 || c >= 0x80 {
			return false
		}
	}
	return true
}

// DescribeReadErr says what a read error of the file called name means:
// compressed data that does not decode (bzip2's, or flate's in a gzip or
// zip file) names the codec and the command that checks the file; an
// unexpected EOF is a compressed stream cut short, by its codec. The codec
// is the one the decompressor found by the file's content when the error
// carries it (storage.CodecError's StreamCodec), else the one its name
// says; an unexpected EOF of none, an uncompressed stream, is said to end
// early, naming no codec (a plain gs:// file whose connection dropped was
// a "truncated gzip?"). A zip archive saved without .zip (corpus.txt) was told
// to run "gzip -t corpus.txt" and called a "truncated gzip". Any other
// error, or one it described already, is returned as it is. The prep
// readers describe their inputs' errors with it, and so does
// storage.OpenDecompressed the streaming commands' (align, mine,
// mine-pairs, evaluate), where a damaged .zst file was the decoder's
// words alone and one cut short "unexpected EOF".
func DescribeReadErr(name string, err error) error {
	if errors.As(err, new(*describedErr)) {
		return err
	}
	if d := describeReadErr(name, err); d != err {
		return &describedErr{d}
	}
	return err
}

// describedErr is an error DescribeReadErr described.
type describedErr struct{ err error }

func (e *describedErr) Error() string { return e.err.Error() }
func (e *describedErr) Unwrap() error { return e.err }

// describeReadErr is DescribeReadErr's description.
func describeReadErr(name string, err error) error {
	var bz bzip2.StructuralError
	var fl flate.CorruptInputError
	codec := streamCodec(name, err)
	switch {
	case errors.As(err, &bz):
		// A .bz2 file cut short inside its one block (files under
		// 900 kB have one) fails its checksum, not with an EOF:
		// "bzip2 data invalid: block checksum mismatch" alone said
		// nothing of the file.
		return undecodable(err, "bzip2", "a file cut short or damaged", name)
	case errors.Is(err, zip.ErrChecksum), errors.Is(err, zip.ErrFormat), errors.As(err, &fl) && codec == "zip":
		// A zip file's one member inflates with flate too: it said
		// "gzip -t a.txt.zip", which gzip cannot check. ErrFormat, read
		// from a member, is one that inflates past its size: the usual
		// failure of a zip damaged in its data, which said "zip: not a
		// valid zip file" alone.
		return undecodable(err, "zip", "a damaged file", name)
	case errors.As(err, &fl), errors.Is(err, gzip.ErrChecksum):
		return undecodable(err, "gzip", "a damaged file", name)
	case errors.Is(err, zstd.ErrWindowSizeExceeded):
		// A frame whose window passes the decoder's 512 MB (zstd
		// --long=30 or 31, as large corpora are compressed for ratio):
		// it was "a file cut short or damaged?", and the check it named,
		// zstd -t, fails too without --long=31 or --memory.
		return fmt.Errorf("%w (a zstd frame whose window is larger than the %d MB itnprep decodes with: compressed with zstd --long=30 or --long=31? recompress it with a smaller window: %s | zstd -o OUT.zst; else a damaged file: %s checks it)", err, zstd.MaxWindowSize>>20, ReadCommand(name, "zstd -dc --long=31 %s", "zstd -dc --long=31"), ReadCommand(name, "zstd -t --long=31 %s", "zstd -t --long=31"))
	case decoderCodec(err) == "zstd" && !errors.Is(err, io.ErrUnexpectedEOF):
		// The zstd decoder's own words ("corruption detected: short
		// output block 2, end 3550 != 3669", "CRC check failed") were
		// the line, with nothing of a damaged file or how to check it.
		// Its errors are told by the decompressor (storage.CodecError),
		// which passes its source's read errors on as they are.
		return undecodable(err, "zstd", "a file cut short or damaged", name)
	}
	if !errors.Is(err, io.ErrUnexpectedEOF) {
		return err
	}
	c, ok := CodecNamed(codec)
	if !ok {
		// No codec read the stream: an uncompressed file (a gs:// one
		// whose connection dropped) was called a "truncated gzip".
		return fmt.Errorf("the stream ended early (the file is read as it is, not compressed: a connection to its store that dropped, or a file that shrank while it was read?): %w", err)
	}
	// The codec known, the command that checks the whole file, as data
	// that does not decode says it.
	return fmt.Errorf("file ends in the middle of a compressed stream (truncated %s? %s checks it): %w", c.What, checkCommand(c, name), err)
}

// checkCommand is the shell command that tests the file called name,
// compressed with c, whole: "gzip -t F", or for a gs:// or s3:// file,
// which gzip cannot open, its store's command line piped into it
// (ReadCommand): `gzip -t gs://b/x.gz` was printed.
func checkCommand(c Codec, name string) string {
	return ReadCommand(name, c.Check+" %s", c.StdinCheck)
}

// undecodable describes err, compressed data of codec that does not
// decode, with its likely cause and the command (checkCommand) that
// checks the file called name: one wording and one table of commands
// for every codec, where each case spelled its command out again.
func undecodable(err error, codec, cause, name string) error {
	c, _ := CodecNamed(codec)
	return fmt.Errorf("%w (%s data that does not decode: %s? %s checks it)", err, codec, cause, checkCommand(c, name))
}

// decoderCodec is the codec whose decoder failed with err, when err says
// (storage.CodecError's StreamCodec), else "".
func decoderCodec(err error) string {
	var c interface{ StreamCodec() string }
	if errors.As(err, &c) {
		return c.StreamCodec()
	}
	return ""
}

// streamCodec is the codec of the compressed stream whose read failed with
// err: the decompressor's, when err names it, else the one name's suffix
// says (CodecOfName), else "".
func streamCodec(name string, err error) string {
	if c := decoderCodec(err); c != "" {
		return c
	}
	if c, ok := CodecOfName(name); ok {
		return c.Name
	}
	return ""
}

// Location is "name:line".
func (lr *LineReader) Location(line int) string { return fmt.Sprintf("%s:%d", lr.name, line) }

// Fingerprint returns the sha256 and count of the bytes consumed so far.
func (lr *LineReader) Fingerprint() (sha string, n int64) {
	return hex.EncodeToString(lr.hash.Sum(nil)), lr.nbytes
}

// LineNo is the number of the last line returned.
func (lr *LineReader) LineNo() int { return lr.lineNo }

// blankRow reports whether a line of a table whose fields sep separates
// holds no record: empty, or white space alone (spaces, a CR, a tab where
// tabs separate no fields), as plain text, raw GTN, the JSONL readers and
// prep text's tables read such a line. A line of spaces in SPGISpeech's
// or Common Voice's table was a bad_columns reject ("got 1"), and in
// Kaggle's GTN CSV it was taken for a damaged row of the sentence before
// it, a good sentence rejected for it. A line of separators alone
// (Common Voice's tabs) is a row of empty fields, and stays one.
func blankRow(text []byte, sep byte) bool {
	for _, c := range text {
		if c == sep || (c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v') {
			return false
		}
	}
	return true
}
