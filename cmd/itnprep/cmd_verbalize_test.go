package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/normalize"
)

func runVerbalizeCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := dispatch(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func decodeVerbalizeOut(t *testing.T, s string) []normalize.StreamOut {
	t.Helper()
	var outs []normalize.StreamOut
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		if line == "" {
			continue
		}
		var o normalize.StreamOut
		if err := json.Unmarshal([]byte(line), &o); err != nil {
			t.Fatalf("output line %q: %v", line, err)
		}
		outs = append(outs, o)
	}
	return outs
}

func TestVerbalizeTextAndJSONL(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte("I paid $5 in 2010.\n\n{\"id\":\"r2\",\"text\":\"Chapter XIV\"}\n"), 0o644)
	code, out, errs := runVerbalizeCmd(t, "verbalize", "--in", in, "--seed", "7")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	outs := decodeVerbalizeOut(t, out)
	if len(outs) != 2 {
		t.Fatalf("want 2 lines (blank skipped), got %d: %s", len(outs), out)
	}
	if outs[0].ID != "1" || outs[1].ID != "r2" {
		t.Errorf("ids %q %q, want line number 1 and r2", outs[0].ID, outs[1].ID)
	}
	if outs[1].Spoken != "chapter fourteen" || outs[1].Written != "Chapter XIV" {
		t.Errorf("got %+v", outs[1])
	}
	if !strings.HasPrefix(outs[0].Spoken, "i paid five dollars in ") || len(outs[0].Spans) != 2 {
		t.Errorf("got %+v", outs[0])
	}
	// The same seed gives the same output; the sample is reproducible.
	_, again, _ := runVerbalizeCmd(t, "verbalize", "--in", in, "--seed", "7")
	if again != out {
		t.Errorf("same seed, different output:\n%s\n%s", out, again)
	}
}

func TestVerbalizeVariantsAndSamples(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	os.WriteFile(in, []byte("{\"id\":\"x\",\"text\":\"in 2010\"}\n"), 0o644)
	outPath := filepath.Join(dir, "out.jsonl")
	code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", in, "--out", outPath, "--top", "all", "--format", "jsonl")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, _ := os.ReadFile(outPath)
	outs := decodeVerbalizeOut(t, string(data))
	if len(outs) < 3 || outs[0].Spoken != "in twenty ten" || outs[0].Variant != 0 || outs[1].Variant != 1 {
		t.Fatalf("variants: %+v", outs)
	}
	total := 0.0
	for i, o := range outs {
		total += o.Prob
		if i > 0 && o.Prob > outs[i-1].Prob {
			t.Errorf("variants not sorted by probability: %+v", outs)
		}
	}
	if total < 0.999 || total > 1.001 {
		t.Errorf("all variants' probabilities sum to %v, want 1", total)
	}
	code, out, _ := runVerbalizeCmd(t, "verbalize", "--in", in, "--samples", "3", "--variant-floor", "0", "--seed", "1")
	if code != 0 || len(decodeVerbalizeOut(t, out)) != 3 {
		t.Fatalf("samples: exit %d, %s", code, out)
	}
}

func TestVerbalizeKeepCaseAndStyle(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte("Hello, World: 2 kg.\n"), 0o644)
	style := filepath.Join(dir, "style.json")
	os.WriteFile(style, []byte(`{"units": {"kg": {"singular": "kilo", "plural": "kilos"}}}`), 0o644)
	code, out, errs := runVerbalizeCmd(t, "verbalize", "--in", in, "--keep-case-punct", "--style", style, "--top", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if got := decodeVerbalizeOut(t, out)[0].Spoken; got != "Hello, World: two kilos." {
		t.Errorf("got %q", got)
	}
}

func TestVerbalizeErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	// A bad line (invalid JSON, a wrongly typed field, a lone surrogate,
	// no text) is quarantined with its line and reason; the lines before
	// and after it are verbalized and written; numeric ids are kept.
	os.WriteFile(bad, []byte("{\"id\":\"a\",\"text\":\"ok\"}\n{\"id\": \n{\"id\":42,\"text\":\"two\"}\n"+
		"{\"id\":5,\"text\":7}\n{\"text\":\"\\ud800\"}\n{\"id\":\"n\"}\nlast line\n{\"id\":\"z\",\"text\":null}\n"), 0o644)
	code, out, errs := runVerbalizeCmd(t, "verbalize", "--in", bad)
	outs := decodeVerbalizeOut(t, out)
	if code != 1 || len(outs) != 3 || outs[0].ID != "a" || outs[1].ID != "42" || outs[2].ID != "7" ||
		!strings.Contains(errs, "bad.jsonl:2: quarantined: invalid JSON") ||
		!strings.Contains(errs, `bad.jsonl:4: quarantined: field "text": expected a string, got JSON number`) ||
		!strings.Contains(errs, `bad.jsonl:8: quarantined: field "text" is null: expected a string`) ||
		!strings.Contains(errs, `bad.jsonl:5: quarantined: field "text": lone surrogate \ud800`) ||
		!strings.Contains(errs, `bad.jsonl:6: quarantined: JSON record has no "text" field`) ||
		// Above --max-reject-rate: refused in one line naming the first,
		// without the summary that said "the others were processed".
		strings.Contains(errs, "the others were processed") ||
		!strings.Contains(errs, "itnprep: refusing to verbalize: quarantined 5 of 8 lines read (62.5%, above --max-reject-rate 0.5; first: "+bad+":2: invalid JSON") {
		t.Errorf("exit %d, out %v, stderr %q", code, outs, errs)
	}
	rej := filepath.Join(dir, "rej.txt")
	os.WriteFile(rej, []byte("fine\nctrl \x01 char\n"), 0o644)
	rejOut := filepath.Join(dir, "rejects.jsonl")
	code, out, errs = runVerbalizeCmd(t, "verbalize", "--in", rej, "--rejects", rejOut)
	// One line of two rejected: exit 0, as every quarantining command
	// (it was 1 for any rejected line, where align exited 0).
	if code != 0 || !strings.Contains(errs, "itnprep verbalize: 1 of 2 lines quarantined ("+rejOut+"); the others were processed") || len(decodeVerbalizeOut(t, out)) != 1 {
		t.Errorf("exit %d, stderr %q, out %q", code, errs, out)
	}
	data, _ := os.ReadFile(rejOut)
	if !strings.Contains(string(data), `"line":2`) || !strings.Contains(string(data), "control character") || !strings.Contains(string(data), `"kind":"control"`) {
		t.Errorf("rejects file: %s", data)
	}
	// --rejects - reports on stderr, as align's and mine's: it wrote the
	// rejects' JSON to stdout, among the verbalized lines.
	code, out, errs = runVerbalizeCmd(t, "verbalize", "--in", rej, "--rejects", "-")
	if outs := decodeVerbalizeOut(t, out); code != 0 || len(outs) != 1 || !strings.Contains(errs, rej+":2: quarantined: control character") {
		t.Errorf("--rejects -: exit %d, out %q, stderr %q", code, out, errs)
	}
	// A carriage return inside a plain line (classic Mac line endings) is
	// rejected as prep text rejects it; it was verbalized as one text,
	// "three 3\rfour 4" said "three three four four".
	crIn := filepath.Join(dir, "cr.txt")
	os.WriteFile(crIn, []byte("one 1\r\ntwo 2\nthree 3\rfour 4\n"), 0o644)
	code, out, errs = runVerbalizeCmd(t, "verbalize", "--in", crIn)
	if outs := decodeVerbalizeOut(t, out); code != 0 || len(outs) != 2 || outs[1].Written != "two 2" ||
		!strings.Contains(errs, crIn+":3: quarantined: a carriage return (\\r) inside the line: a file with CR line endings (classic Mac)?") {
		t.Errorf("bare CR: exit %d, out %v, stderr %q", code, outs, errs)
	}
	// A style file the verbalizer refuses is named with the problem.
	badStyle := filepath.Join(dir, "bad-style.json")
	os.WriteFile(badStyle, []byte(`{"distributions": {"year": {"weights": {"pair": -1}}}}`), 0o644)
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", rej, "--style", badStyle); code != 1 ||
		!strings.Contains(errs, "bad-style.json: style: distribution year") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("bad --style: exit %d, stderr %q", code, errs)
	}
	// A style file from an older version, lacking a reading this one has,
	// is refused with the reading's name, not read without it.
	oldStyle := filepath.Join(dir, "old-style.json")
	os.WriteFile(oldStyle, []byte(`{"distributions": {"telephone": {"weights": {"digits": 1}}}}`), 0o644)
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", rej, "--style", oldStyle); code != 1 ||
		!strings.Contains(errs, "old-style.json: style: distribution telephone lacks reading hundred") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("old --style: exit %d, stderr %q", code, errs)
	}
	// style fit's report (STYLE.md, Markdown) given as the style is named
	// as such; the JSON parser said only "invalid character '#'".
	report := filepath.Join(dir, "fitted.json.md")
	os.WriteFile(report, []byte("# style fit report\n\nlog-likelihood ...\n"), 0o644)
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", rej, "--style", report); code != 1 ||
		!strings.Contains(errs, "fitted.json.md: a Markdown file (style fit's report") || !strings.Contains(errs, "give the style's JSON file ("+filepath.Join(dir, "fitted.json")+")") {
		t.Errorf("--style REPORT.md: exit %d, stderr %q", code, errs)
	}
	if code, _, _ := runVerbalizeCmd(t, "verbalize", "--top", "zero"); code != 2 {
		t.Errorf("bad --top: exit %d, want 2", code)
	}
	// --top and --samples choose readings differently: both is a usage
	// error, not --samples silently ignored.
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", rej, "--top", "2", "--samples", "3"); code != 2 || !strings.Contains(errs, "not both") {
		t.Errorf("--top with --samples: exit %d, stderr %q", code, errs)
	}
	// --variant-floor and --seed shape --samples draws; with --top they
	// were accepted and ignored.
	for _, flagArgs := range [][]string{{"--variant-floor", "0.2"}, {"--seed", "7"}} {
		args := append([]string{"verbalize", "--in", rej, "--top", "2"}, flagArgs...)
		if code, _, errs := runVerbalizeCmd(t, args...); code != 2 || !strings.Contains(errs, flagArgs[0]+" shapes --samples draws") {
			t.Errorf("--top with %s: exit %d, stderr %q", flagArgs[0], code, errs)
		}
	}
	// A missing style file is named as the --style flag's, in the words
	// of a missing --in (it was Go's "open X: no such file or directory").
	nope := filepath.Join(dir, "nope.json")
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", rej, "--style", nope); code != 1 || errs != "itnprep: --style: "+nope+": no such file\n" {
		t.Errorf("missing --style: exit %d, stderr %q", code, errs)
	}
	// A JSON mistake in a style file is placed by line and column, as a
	// rule config's is: it named no place in a file of many lines.
	typo := filepath.Join(dir, "typo-style.json")
	os.WriteFile(typo, []byte("{\n  \"distributions\": {}\n  \"word_readings\": {}\n}\n"), 0o644)
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", rej, "--style", typo); code != 1 ||
		!strings.HasPrefix(errs, "itnprep: --style: "+typo+": line 3, column 3: style: invalid character '\"' after object key:value pair") {
		t.Errorf("--style with a JSON mistake: exit %d, stderr %q", code, errs)
	}
	// A misspelt key is placed at the key: encoding/json names only the
	// field, and a style file is hundreds of lines.
	os.WriteFile(typo, []byte("{\n  \"distributions\": {},\n  \"wieghts\": {}\n}\n"), 0o644)
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", rej, "--style", typo); code != 1 ||
		errs != "itnprep: --style: "+typo+": line 3, column 3: style: json: unknown field \"wieghts\"\n" {
		t.Errorf("--style with a misspelt key: exit %d, stderr %q", code, errs)
	}
	// A positional argument is a sentence (TestVerbalizeSentencesAsArguments),
	// but not beside --in.
	if code, _, _ := runVerbalizeCmd(t, "verbalize", "--in", rej, "stray"); code != 2 {
		t.Errorf("stray argument beside --in: exit %d, want 2", code)
	}
}

// A new user types `itnprep verbalize "some text"`: each argument is one
// sentence, flags may follow it, "--" lets a sentence start with '-', and
// an argument that looks like JSON is still a sentence.
func TestVerbalizeSentencesAsArguments(t *testing.T) {
	code, out, errs := runVerbalizeCmd(t, "verbalize", "Chapter XIV", "--top", "1", "-34 degrees?", "--", "-5 {x}", `{"text":"7"}`)
	if code == 0 {
		t.Fatalf("'-34 degrees?' before -- is a flag and must be refused; got exit 0: %s", out)
	}
	if !strings.Contains(errs, "-34 degrees?") {
		t.Errorf("the refusal should name the bad flag: %s", errs)
	}
	code, out, errs = runVerbalizeCmd(t, "verbalize", "Chapter XIV", "--top", "1", "", "--", "-5 {x}", `{"text":"7"}`)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	outs := decodeVerbalizeOut(t, out)
	want := []struct{ id, written, spoken string }{
		{"1", "Chapter XIV", "chapter fourteen"},
		{"3", "-5 {x}", "minus five x"},
		{"4", `{"text":"7"}`, "text seven"},
	}
	if len(outs) != len(want) {
		t.Fatalf("want %d lines (the blank argument skipped, --top 1 after the first applied to all), got %d:\n%s", len(want), len(outs), out)
	}
	for i, w := range want {
		if outs[i].ID != w.id || outs[i].Written != w.written || outs[i].Spoken != w.spoken {
			t.Errorf("line %d: got id %q %q -> %q, want %q %q -> %q", i, outs[i].ID, outs[i].Written, outs[i].Spoken, w.id, w.written, w.spoken)
		}
	}
	code, _, errs = runVerbalizeCmd(t, "verbalize", "--in", "x.txt", "Chapter XIV")
	if code != 2 || !strings.Contains(errs, "not both") {
		t.Errorf("arguments and --in: exit %d, %s", code, errs)
	}
	code, _, errs = runVerbalizeCmd(t, "verbalize", "one\ntwo")
	if code != 2 || !strings.Contains(errs, "argument 1 holds a line break") {
		t.Errorf("a line break in an argument: exit %d, %s", code, errs)
	}
	code, _, errs = runVerbalizeCmd(t, "verbalize", "I paid \u0007 dollars")
	if code != 1 || !strings.Contains(errs, "argument:1: quarantined: control character U+0007") {
		t.Errorf("a reject names the argument: exit %d, %s", code, errs)
	}
}

// TestAlignAndVerbalizeSayWhenNothingWasRead: an empty input (or one of
// blank lines) gave an empty output, exit 0 and not a word on stderr, a
// result that passes silently for one. align and verbalize refuse it as
// evaluate and mine do (exit 1, one line), and with --allow-empty say it
// in one line, exit 0.
func TestAlignAndVerbalizeSayWhenNothingWasRead(t *testing.T) {
	tmp := t.TempDir()
	empty := writeFile(t, tmp, "empty.jsonl", "")
	blank := writeFile(t, tmp, "blank.txt", "\n  \n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"align", "--in", empty, "--out", "-"}, "itnprep align: no pair read from " + empty + " (an empty input, or blank lines only); nothing written"},
		{[]string{"verbalize", "--in", blank}, "itnprep verbalize: no text read from " + blank + " (an empty input, or blank lines only); nothing written"},
	} {
		stdout, stderr, code := run(t, c.args...)
		refusal := "itnprep: refusing to " + c.args[0] + ": no "
		if code != 1 || stdout != "" || !strings.HasPrefix(stderr, refusal) || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "--allow-empty") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q...", c.args, code, stdout, stderr, refusal)
		}
		stdout, stderr, code = run(t, append(c.args, "--allow-empty")...)
		if code != 0 || stdout != "" || strings.TrimSpace(stderr) != c.want {
			t.Errorf("%v --allow-empty: exit %d, stdout %q, stderr %q; want %q", c.args, code, stdout, stderr, c.want)
		}
	}
	// Something read: no such line.
	if _, stderr, _ := run(t, "verbalize", "I paid $5."); strings.Contains(stderr, "no text read") {
		t.Errorf("a text was read: %s", stderr)
	}
}

// TestVerbalizeSaysItReadsTheTerminal: `itnprep verbalize` with neither
// sentences nor --in reads stdin; on a terminal it says so and how to end
// (it waited on the keyboard without a word, as if hung), and on a pipe or
// a file it says nothing.
func TestVerbalizeSaysItReadsTheTerminal(t *testing.T) {
	old, oldStdin := stdinIsTerminal, os.Stdin
	t.Cleanup(func() { stdinIsTerminal, os.Stdin = old, oldStdin })
	empty, err := os.Open(writeFile(t, t.TempDir(), "empty.txt", ""))
	if err != nil {
		t.Fatal(err)
	}
	defer empty.Close()
	os.Stdin = empty // the test binary's own may be a pipe that stays open
	const hint = "itnprep verbalize: reading sentences from the terminal, one per line (Ctrl-D ends them"
	for _, tty := range []bool{true, false} {
		stdinIsTerminal = func() bool { return tty }
		// An empty stdin: --allow-empty, so that it is no refusal.
		_, stderr, _ := run(t, "verbalize", "--allow-empty")
		if strings.Contains(stderr, hint) != tty {
			t.Errorf("terminal %v: stderr %q", tty, stderr)
		}
		// Sentences as arguments: nothing is read from the terminal.
		if _, stderr, _ := run(t, "verbalize", "I paid $5."); strings.Contains(stderr, hint) {
			t.Errorf("arguments, terminal %v: stderr %q", tty, stderr)
		}
	}
}

// TestVerbalizeKeepsAnInvisibleMarkInWritten: a byte-order mark inside a
// line (not at its start, where every reader drops it) stays in "written",
// which is the input byte for byte and which the spans' offsets index;
// prep's cleaning (basic/remove_invisible) removes it, and verbalize, which
// cleans nothing (docs/ERRORS.md says why), reads through it: the spoken
// side is the one of the line without the mark.
func TestVerbalizeKeepsAnInvisibleMarkInWritten(t *testing.T) {
	const plain, marked = "It costs 50 dollars.", "It costs 5\ufeff0 dollars."
	var outs []normalize.StreamOut
	for _, text := range []string{plain, marked} {
		code, out, errs := runVerbalizeCmd(t, "verbalize", "--top", "1", text)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", text, code, errs)
		}
		outs = append(outs, decodeVerbalizeOut(t, out)...)
	}
	if len(outs) != 2 {
		t.Fatalf("want one line each, got %+v", outs)
	}
	o := outs[1]
	if o.Written != marked || o.Spoken != outs[0].Spoken || o.Spoken != "it costs fifty dollars" {
		t.Errorf("written %q spoken %q; want the input as given and the unmarked line's spoken %q", o.Written, o.Spoken, outs[0].Spoken)
	}
	if len(o.Spans) != 1 || string([]rune(o.Written)[o.Spans[0].WrittenStart:o.Spans[0].WrittenEnd]) != "5\ufeff0" {
		t.Errorf("spans %+v do not index the written text with its mark", o.Spans)
	}
}

// TestVerbalizeRejectsMojibake: a line whose text holds mojibake (UTF-8 read
// back as Windows-1252 or Latin-1: "cafÃ©", "â‚¬5") or U+FFFD is
// quarantined, as prep's readers reject it (parse/mojibake,
// parse/replacement_character), in a file, on stdin and as an argument:
// one line naming FILE:LINE (stdin:LINE, argument:N) and the problem,
// counted among the rejects, and the other lines verbalized. Before,
// verbalize wrote "The cafÃ© opened" as "the cafã copyright opened" and
// "cafï¿½" as "cafï one half", and quarantined "â‚¬5" and U+FFFD as
// symbols it cannot verbalize ('¬', '�').
func TestVerbalizeRejectsMojibake(t *testing.T) {
	const lines = "The cafÃ© opened in 2019.\n{\"id\": \"j\", \"text\": \"It costs \\u00e2\\u0082\\u00ac5.\"}\nThe caf\ufffd opened.\nThe shop opened in 2021.\n"
	check := func(how, name, errs string, code int, out string) {
		t.Helper()
		outs := decodeVerbalizeOut(t, out)
		if code != 0 || len(outs) != 1 || outs[0].Written != "The shop opened in 2021." ||
			!strings.Contains(errs, name+`:1: quarantined: mojibake in the written text: "Ã©" (at character 8) is "é"`) ||
			!strings.Contains(errs, name+`:2: quarantined: mojibake in the written text: "â\u0082¬" (at character 10) is "€"`) ||
			!strings.Contains(errs, name+":3: quarantined: U+FFFD (the replacement character, �) in the written text at character 8") ||
			!strings.Contains(errs, "3 of 4 lines quarantined") {
			t.Errorf("%s: exit %d, out %q, stderr %q", how, code, out, errs)
		}
	}
	in := writeFile(t, t.TempDir(), "in.txt", lines)
	code, out, errs := runVerbalizeCmd(t, "verbalize", "--in", in, "--max-reject-rate", "1")
	check("--in", in, errs, code, out)

	old := os.Stdin
	t.Cleanup(func() { os.Stdin = old })
	r, w, _ := os.Pipe()
	os.Stdin = r
	go func() { w.WriteString(lines); w.Close() }()
	code, out, errs = runVerbalizeCmd(t, "verbalize", "--max-reject-rate", "1")
	check("stdin", "stdin", errs, code, out)

	code, out, errs = runVerbalizeCmd(t, "verbalize", "--max-reject-rate", "1", "--format", "auto", "The cafÃ© opened in 2019.", `{"id": "j", "text": "It costs \u00e2\u0082\u00ac5."}`, "The caf\ufffd opened.", "The shop opened in 2021.")
	check("arguments", "argument", errs, code, out)

	// --rejects: each one's kind is the rule prep names it by.
	rej := filepath.Join(t.TempDir(), "rej.jsonl")
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", in, "--max-reject-rate", "1", "--rejects", rej); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, _ := os.ReadFile(rej)
	var kinds []string
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r struct{ Kind string }
		json.Unmarshal([]byte(l), &r)
		kinds = append(kinds, r.Kind)
	}
	if strings.Join(kinds, ",") != "mojibake,mojibake,replacement_character" {
		t.Errorf("rejects' kinds %q: %s", kinds, b)
	}
}

// TestVerbalizeRefusesFilesThatAreNotSentences: a file (or stdin) that
// prep text refuses as another kind of file read as sentences, a raw Google
// TN file, a Kaldi data directory's text or segments file, subtitles under
// a plain-text name, is refused by verbalize in the same line (exit 1, the
// --out file removed): it wrote "PLAIN The <self>" as "plain the self",
// each Kaldi line with its utterance id read aloud ("one o eight nine ...
// he hoped ..."), a cue's number and timing line as numbers. A sentence
// given as an argument is one, whatever it holds; a file of sentences is
// read as before. WikiText, which prep text reads as such, is refused
// naming prep text (verbalize writes each line's reading as it reads it). So are a CSV or TSV table by its name, which prep text
// reads by its text column (--format text reads its lines), and a Parquet
// file.
func TestVerbalizeRefusesFilesThatAreNotSentences(t *testing.T) {
	dir := t.TempDir()
	parquetBytes, err := os.ReadFile("../../testdata/text-parquet/wikipedia.parquet")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, data, want string }{
		{"output-00001-of-00100", "PLAIN\tThe\t<self>\nCARDINAL\t5\tfive\n<eos>\t<eos>\n", `output-00001-of-00100:1: "PLAIN\tThe\t<self>" is a raw Google TN token line`},
		{"text", "1089-134686-0000 HE HOPED THERE WOULD BE STEW FOR DINNER\n1089-134686-0001 STUFF IT INTO YOU\n", `text:2: the lines start with utterance ids ("1089-134686-0000", "1089-134686-0001"), so this is a Kaldi or ESPnet "text" file`},
		{"segments", "1089-134686-0000 1089-134686 0.00 10.43\n", "segments:1: this is a Kaldi data directory's segments file (utterance id, recording id, start and end seconds), which holds no text; verbalize reads sentences"},
		// WikiText, which prep text reads as such.
		{"wiki.valid.tokens", " \n = A = \n \n It sold 1 @,@ 000 copies . \n", `wiki.valid.tokens:4: " It sold 1 @,@ 000 copies . " holds WikiText's marked separator "@,@"`},
		{"subs.txt", "1\n00:00:01,000 --> 00:00:02,000\nIt costs $5.\n", `subs.txt:2: "00:00:01,000 --> 00:00:02,000" is a subtitle file's (SubRip or WebVTT) line, so this is subtitles under a plain-text name; verbalize reads sentences: prep text reads a file named .srt or .vtt cue by cue`},
		// SPGISpeech's train.csv was verbalized header and all, each row
		// with its clip's path read aloud; a Parquet file was 15 lines of
		// nul_byte and invalid_utf8 rejects that suggested Windows-1252.
		{"train.csv", "wav_filename|wav_filesize|transcript\na/1.wav|10|It costs $5.\n", "train.csv: a CSV table by its name, which verbalize would read row by row as sentences, its header and separators as words: prep text reads such a table by its text column (prep text --input FILE --text-field COLUMN)"},
		{"clips.TSV", "path\tsentence\na.mp3\tIt costs $5.\n", "clips.TSV: a TSV table by its name"},
		{"wiki.parquet", string(parquetBytes), "wiki.parquet: a Parquet file, not lines of text: this command reads JSONL (or sentences, one a line)"},
	} {
		in := writeFile(t, dir, c.name, c.data)
		out := filepath.Join(dir, c.name+".out.jsonl")
		code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", in, "--out", out)
		if _, err := os.Stat(out); code != 1 || !strings.Contains(errs, c.want) || err == nil {
			t.Errorf("%s: exit %d, --out kept: %v, stderr %q; want exit 1, no --out, %q", c.name, code, err == nil, errs, c.want)
		}
	}
	old := os.Stdin
	t.Cleanup(func() { os.Stdin = old })
	r, w, _ := os.Pipe()
	os.Stdin = r
	go func() { w.WriteString("1089-134686-0000 HE HOPED\n1089-134686-0001 STUFF IT\n"); w.Close() }()
	if code, _, errs := runVerbalizeCmd(t, "verbalize"); code != 1 || !strings.Contains(errs, "stdin:2: the lines start with utterance ids") || !strings.Contains(errs, "(pipe them through cut -d' ' -f2-)") {
		t.Errorf("stdin: exit %d, stderr %q", code, errs)
	}
	// An argument is a sentence; so is each line of a file of sentences.
	if code, out, errs := runVerbalizeCmd(t, "verbalize", "PLAIN\tThe\t<self>"); code != 0 || len(decodeVerbalizeOut(t, out)) != 1 {
		t.Errorf("argument: exit %d, out %q, stderr %q", code, out, errs)
	}
	// --format text reads a table's lines as sentences, as asked.
	csv := writeFile(t, dir, "lines.csv", "It costs $5.\nIt is 6.\n")
	if code, out, errs := runVerbalizeCmd(t, "verbalize", "--in", csv, "--format", "text"); code != 0 || len(decodeVerbalizeOut(t, out)) != 2 {
		t.Errorf("--format text of a .csv: exit %d, out %q, stderr %q", code, out, errs)
	}
	in := writeFile(t, dir, "plain.txt", "Call 1-800-555-0199 before 5 p.m.\n\nIt costs $5.\n")
	if code, out, errs := runVerbalizeCmd(t, "verbalize", "--in", in); code != 0 || len(decodeVerbalizeOut(t, out)) != 2 {
		t.Errorf("sentences: exit %d, out %q, stderr %q", code, out, errs)
	}
}

// TestVerbalizeNamesANULByteAsPrepDoes: a line holding a NUL byte is
// quarantined as kind nul_byte with prep's reason (parse/nul_byte, "NUL
// byte in line"), one stderr line naming the file and line; it was kind
// control, "control character U+0000", where prep text says nul_byte of
// the same file.
func TestVerbalizeNamesANULByteAsPrepDoes(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.txt", "It was 5.\nnul \x00 here\nIt is 6.\n")
	rej := filepath.Join(dir, "rejects.jsonl")
	code, out, errs := runVerbalizeCmd(t, "verbalize", "--in", in, "--rejects", rej)
	if code != 0 || len(decodeVerbalizeOut(t, out)) != 2 || !strings.Contains(errs, "itnprep verbalize: 1 of 3 lines quarantined") {
		t.Fatalf("exit %d, out %q, stderr %q", code, out, errs)
	}
	b, _ := os.ReadFile(rej)
	if !strings.Contains(string(b), `"line":2,"id":"2","reason":"NUL byte in line"`) || !strings.Contains(string(b), `"kind":"nul_byte"`) {
		t.Errorf("rejects: %s", b)
	}
	code, _, errs = runVerbalizeCmd(t, "verbalize", "--in", in)
	if code != 0 || !strings.Contains(errs, in+":2: quarantined: NUL byte in line") {
		t.Errorf("stderr: exit %d, %q", code, errs)
	}
}
