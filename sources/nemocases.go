package sources

import (
	"bufio"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"

	"github.com/itnprep/itnprep/dataset"
	langtag "golang.org/x/text/language"
)

// SourceNeMoCases is the source column of rows read from NeMo
// text-processing test-case files.
const SourceNeMoCases = "nemo-cases"

// Directions of a NeMo test-case file.
const (
	DirectionTN  = "tn"  // written~spoken (data_text_normalization)
	DirectionITN = "itn" // spoken~written (data_inverse_text_normalization)
)

// FlagCased flags a row read from a cased test-case file
// (test_cases_<class>_cased.txt), beside its direction's flag.
const FlagCased = "cased"

// NeMoCaseFlags are the flags a nemo-cases row can carry: its direction
// and FlagCased (the flags column's values, which the view's flag filter
// offers for a nemo-cases version).
func NeMoCaseFlags() []string { return []string{DirectionTN, DirectionITN, FlagCased} }

// NeMoCaseDirection is the direction of a test-case file: given ("tn",
// "itn") wins; "" or "auto" takes it from the folders, the nearest that
// names one deciding: a folder name holding "inverse"
// (data_inverse_text_normalization) or the word "itn" means ITN, any other
// TN. Another value is an error. ParseNeMoCases
// goes further when no folder names the direction (nemoFolderDirection
// finds none): it reads the file's first cases (sniffNeMoDirection).
func NeMoCaseDirection(p, given string) (string, error) {
	switch strings.ToLower(given) {
	case DirectionTN:
		return DirectionTN, nil
	case DirectionITN:
		return DirectionITN, nil
	case "", "auto":
	default:
		return "", fmt.Errorf("unknown direction %q (want tn, itn or auto)", given)
	}
	if d, _ := nemoFolderDirection(p); d == DirectionITN {
		return DirectionITN, nil
	}
	return DirectionTN, nil
}

// nemoFolderDirection reads the direction from the folders of p, the
// nearest to the file first: "inverse" in a folder name, or a folder named
// by the word "itn" (itn/, en_itn/, itn-cases/), is ITN; "normalization"
// (data_text_normalization) or the word "tn" is TN. The nearest folder
// that says decides, so a checkout under ~/itn/ or /data/tn/ does not
// turn NeMo's own data_text_normalization/ around. ok is false when no
// folder says.
func nemoFolderDirection(p string) (dir string, ok bool) {
	folders := strings.Split(strings.ToLower(path.Dir(filepath.ToSlash(p))), "/")
	for i := len(folders) - 1; i >= 0; i-- {
		switch f := folders[i]; {
		case strings.Contains(f, "inverse") || hasWord(f, "itn"):
			return DirectionITN, true
		case strings.Contains(f, "normalization") || hasWord(f, "tn"):
			return DirectionTN, true
		}
	}
	return "", false
}

// nemoLanguage is the shape of NeMo's language folders: en, de, zh, es_en,
// hi_en.
var nemoLanguage = regexp.MustCompile(`^[a-z]{2,3}(_[a-z]{2,3})?$`)

// ValidNeMoLanguage reports whether code is a language code as NeMo's
// test-case folders name them (two or three lower-case letters, or two
// such codes joined by "_": en, de, es_en), each part a language of the
// IANA subtag registry (golang.org/x/text/language), which prep gtn and
// prep nemo-cases --language take. A code of the right shape that names
// no language ("xx", "zz": a typo or a placeholder) was taken and written
// on the card as the pairs' language.
func ValidNeMoLanguage(code string) bool {
	if !nemoLanguage.MatchString(code) {
		return false
	}
	for _, part := range strings.Split(code, "_") {
		if _, err := langtag.ParseBase(part); err != nil {
			return false
		}
	}
	return true
}

// NeMoCaseLanguage is the language folder of a test-case file in NeMo's
// layout (<lang>/data_text_normalization/<file> or
// <lang>/data_inverse_text_normalization/<file>, <lang> an ISO 639-1 code
// or two joined by "_": isLanguageFolder), or "" when the file is not laid
// out so: a
// folder of another name (nemo-tn-tests-en/data_text_normalization/) says
// no language, and only --language names one then.
func NeMoCaseLanguage(p string) string {
	folders := strings.Split(path.Dir(filepath.ToSlash(p)), "/")
	if len(folders) < 2 {
		return ""
	}
	data, lang := strings.ToLower(folders[len(folders)-1]), folders[len(folders)-2]
	if !strings.HasPrefix(data, "data_") || !strings.HasSuffix(data, "normalization") || !isLanguageFolder(lang) {
		return ""
	}
	return lang
}

// isLanguageFolder reports whether a folder above data_*_normalization is
// a language of NeMo's layout: an ISO 639-1 code, or two joined by "_"
// (es_en, hi_en), as every language folder of NeMo's tests is named. The
// shape alone (two or three lower-case letters) took a user's folder for
// one: nc/, tmp/, old/ or out/data_text_normalization/ gave ids
// "tmp/tn/..." and a card of language "tmp".
func isLanguageFolder(name string) bool {
	if !nemoLanguage.MatchString(name) {
		return false
	}
	for _, code := range strings.Split(name, "_") {
		if !strings.Contains(iso6391, " "+code+" ") {
			return false
		}
	}
	return true
}

// iso6391 lists ISO 639-1's two-letter language codes, space-separated
// and with a space at each end.
const iso6391 = " aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu "

// hasWord reports whether w occurs in s with no letter or digit on either
// side.
func hasWord(s, w string) bool {
	isAlnum := func(i int) bool {
		return i >= 0 && i < len(s) && ('a' <= s[i] && s[i] <= 'z' || '0' <= s[i] && s[i] <= '9')
	}
	for from := 0; ; {
		k := strings.Index(s[from:], w)
		if k < 0 {
			return false
		}
		at := from + k
		if !isAlnum(at-1) && !isAlnum(at+len(w)) {
			return true
		}
		from = at + 1
	}
}

// sniffNeMoDirection tells a case file's direction from its cases when no
// folder names it (test_cases_money.txt copied into a flat folder): a TN
// case's input is the written form, with more digits and symbols ($, %,
// /, :) than its spoken output ("$5~five dollars"), an ITN case the
// reverse; with none on either side ("Dr.~doctor" / "doctor~dr."), the
// spoken form is the longer. head is the file's first bytes; ties are TN.
func sniffNeMoDirection(head []byte) string {
	score := 0
	for _, line := range strings.Split(string(head), "\n") {
		left, right, ok := strings.Cut(strings.TrimRight(line, "\r"), "~")
		if !ok || strings.HasPrefix(line, "~") {
			continue
		}
		right, _, _ = strings.Cut(right, "~")
		switch d := writtenMarks(left) - writtenMarks(right); {
		case d > 0:
			score += 2
		case d < 0:
			score -= 2
		case len(right) > len(left):
			score++
		case len(right) < len(left):
			score--
		}
	}
	if score < 0 {
		return DirectionITN
	}
	return DirectionTN
}

// writtenMarks counts what only a written form holds: digits, and
// currency, percent, math and other symbols.
func writtenMarks(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsDigit(r) || unicode.IsSymbol(r) || strings.ContainsRune("%/:#@&", r) {
			n++
		}
	}
	return n
}

// NeMoCaseClass is the class a test-case file name stands for:
// test_cases_<class>[_cased].txt -> upper-case <class> (CARDINAL, MONEY,
// NORMALIZE_WITH_AUDIO), and whether the file holds cased ITN inputs. A
// suffix that says how a class's cases are written or judged, not what
// they are, is no part of the class (nemoClassQualifiers: Russian
// test_cases_cardinal_normalize_with_audio.txt holds cardinals and
// test_cases_ordinal_hard.txt ordinals, whose rows were classed
// CARDINAL_NORMALIZE_WITH_AUDIO and ORDINAL_HARD, a file's name and no
// class). A name without the test_cases_ prefix gives its stem less a
// test_ prefix (Hebrew's test_full_sentences.txt: FULL_SENTENCES).
func NeMoCaseClass(p string) (class string, cased bool) {
	stem := strings.TrimSuffix(BaseName(p), ".txt")
	if c, ok := strings.CutPrefix(stem, "test_cases_"); ok {
		stem = c
	} else if c, ok := strings.CutPrefix(stem, "test_"); ok && c != "" {
		stem = c
	}
	if c, ok := strings.CutSuffix(stem, "_cased"); ok && c != "" {
		stem, cased = c, true
	}
	for _, q := range nemoClassQualifiers {
		if c, ok := strings.CutSuffix(stem, q); ok && c != "" {
			stem = c
			break
		}
	}
	return strings.ToUpper(stem), cased
}

// nemoClassQualifiers are the suffixes of NeMo's test-case file names
// (after the class, before .txt) that qualify a class's cases: read in
// the block format of several acceptable outputs (_normalize_with_audio;
// alone, test_cases_normalize_with_audio.txt, its cases are of every
// class, and NORMALIZE_WITH_AUDIO stays their class) or harder cases of
// it (_hard).
var nemoClassQualifiers = []string{"_normalize_with_audio", "_hard"}

// nemoSniffBytes is how much of a case file sniffNeMoDirection reads
// (NeMo's files are a few KB; the first cases tell).
const nemoSniffBytes = 64 << 10

// isNeMoBlockFile reports whether a test-case file uses the block format
// of NeMo's get_test_cases_multiple (test_cases_normalize_with_audio.txt).
func isNeMoBlockFile(p string) bool {
	return strings.Contains(BaseName(p), "normalize_with_audio")
}

// nemoCaseFile is what every record of one test-case file shares.
type nemoCaseFile struct {
	name, idBase, split, direction, class string
	flags                                 []string
	sink                                  Sink
}

// emit turns one case (input and its acceptable outputs, in the file's
// direction) into rows: the first output is row id, the K-th further one
// row id#vK with variant K (variant is set only when a case has several
// outputs). ITN cases are swapped so Written is always the written form.
// Each row carries one span covering the whole text with the file's class
// (the files say no more than that) and the flags (direction, "cased").
func (f *nemoCaseFile) emit(id string, from dataset.Origin, raw, input string, outputs []string) {
	loc := from.String()
	if strings.TrimSpace(input) == "" || len(outputs) == 0 {
		f.reject(id, loc, raw, "nemo_empty_side", "empty input side")
		return
	}
	for _, o := range outputs {
		if strings.TrimSpace(o) == "" {
			f.reject(id, loc, raw, "nemo_empty_side", "empty expected output")
			return
		}
	}
	for k, o := range outputs {
		row := dataset.Pair{ID: id, Source: SourceNeMoCases, Split: f.split, Written: input, Spoken: o,
			Flags: append([]string(nil), f.flags...), From: from}
		if f.direction == DirectionITN {
			row.Written, row.Spoken = o, input
		}
		if k > 0 {
			row.ID = fmt.Sprintf("%s#v%d", id, k)
		}
		if len(outputs) > 1 {
			row.Variant = dataset.Int32(int32(k))
		}
		row.Spans = []dataset.Span{{Class: f.class, Written: row.Written, Spoken: row.Spoken,
			WrittenEnd: runeLen(row.Written), SpokenEnd: runeLen(row.Spoken)}}
		f.sink.Pair(row)
	}
}

// nemoBareCRReason is the reason of a test-case line holding a carriage
// return (CRLF's is trimmed): the file called name has CR line endings, so
// its cases are one line (NeMo's reader, Python's universal newlines, ends
// a line there; itnprep's reads, as every format's, end one at "\n").
func nemoBareCRReason(name string) string {
	return "a carriage return (\\r) inside the line: a file with CR line endings (classic Mac)? convert them first (" + trCRCommand(name) + "), or its cases run together as one"
}

func (f *nemoCaseFile) reject(id, loc, raw, rule, why string) {
	f.sink.Reject(dataset.Reject{ID: id, Source: SourceNeMoCases, Location: loc, Stage: "parse", Rule: rule,
		Reason: loc + ": " + why, Raw: dataset.TruncateRaw(raw)})
}

// ParseNeMoCases reads one NeMo text-processing test-case file
// (NVIDIA/NeMo-text-processing tests/.../data_text_normalization/*.txt,
// written~spoken, and data_inverse_text_normalization/*.txt,
// spoken~written). Every line is one case split on "~" exactly as NeMo's
// parse_test_case_file does (no trimming: whitespace is part of the case);
// more than one "~" gives several acceptable outputs. An empty line holds
// no case and is skipped (it was a nemo_no_separator reject); a line
// without "~", or with an empty (or blank) side, is rejected with its line
// and a rule.
// test_cases_normalize_with_audio.txt is read in its block format instead
// (parseNeMoBlocks). Ids are "<direction>/<file>:<line>": the TN and ITN
// folders hold files of the same names. In NeMo's own layout,
// tests/nemo_text_processing/<lang>/data_..._normalization/, the id starts
// with the language ("de/itn/test_cases_cardinal.txt:3"), since every
// language has files of the same names and one run may read several. direction is "tn", "itn" or ""
// (from the path, NeMoCaseDirection).
func ParseNeMoCases(name string, r io.Reader, split, direction string, maxRecordBytes int, sink Sink) (FileResult, error) {
	return ParseNeMoCasesIn(name, r, split, direction, "", maxRecordBytes, sink)
}

// ParseNeMoCasesIn is ParseNeMoCases for the cases of one language:
// language ("" or "auto": the file's folder in NeMo's layout,
// NeMoCaseLanguage) starts every id, "<language>/<tn|itn>/<file>:<line>",
// whatever folder the file lies in. A file in NeMo's layout under another
// language's folder is an error naming both (its ids would say a language
// its cases are not in).
func ParseNeMoCasesIn(name string, r io.Reader, split, direction, language string, maxRecordBytes int, sink Sink) (FileResult, error) {
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	lang, err := NeMoCaseFileLanguage(name, language)
	if err != nil {
		return FileResult{}, err
	}
	dir, err := NeMoCaseDirection(name, direction)
	if err != nil {
		return FileResult{}, fmt.Errorf("%s: %w", name, err)
	}
	if _, named := nemoFolderDirection(name); !named && (direction == "" || strings.EqualFold(direction, "auto")) && !isNeMoBlockFile(name) {
		// No folder says: read the first cases (Peek does not consume, so
		// the line reader still reads and fingerprints every byte).
		br := bufio.NewReaderSize(r, nemoSniffBytes)
		head, _ := br.Peek(nemoSniffBytes)
		dir, r = sniffNeMoDirection(head), br
	}
	class, cased := NeMoCaseClass(name)
	idBase := dir + "/" + BaseName(name)
	if lang != "" {
		idBase = lang + "/" + idBase
	}
	f := &nemoCaseFile{name: name, idBase: idBase, split: split, direction: dir, class: class,
		flags: []string{dir}, sink: sink}
	if cased {
		f.flags = append(f.flags, FlagCased)
	}
	lr := NewLineReader(name, r, maxRecordBytes)
	if isNeMoBlockFile(name) {
		return parseNeMoBlocks(lr, f)
	}
	var res FileResult
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		if len(ln.Text) == 0 && ln.Problem == "" {
			// An empty line holds no case, as in every other format (a
			// line of blanks does: its input is blank, a reject).
			continue
		}
		res.Records++
		id := fmt.Sprintf("%s:%d", f.idBase, ln.No)
		loc := lr.Location(ln.No)
		text := string(ln.Text)
		if ln.Problem != "" {
			f.reject(id, loc, text, ln.Rule, ln.Problem)
			continue
		}
		if strings.IndexByte(text, '\r') >= 0 {
			// A file with CR line endings (classic Mac) is one line: its
			// cases, split on "~", were published as one case whose
			// outputs ran into the next inputs ("one\r21") without a word.
			f.reject(id, loc, text, "bare_cr", nemoBareCRReason(f.name))
			continue
		}
		parts := strings.Split(text, "~")
		if len(parts) < 2 {
			f.reject(id, loc, text, "nemo_no_separator", `no "~" between input and expected output`)
			continue
		}
		f.emit(id, dataset.Origin{File: f.name, Line: int64(ln.No)}, text, parts[0], parts[1:])
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// parseNeMoBlocks reads the block format of NeMo's get_test_cases_multiple:
// a line starting with "~" holds the input with every "~" removed, each
// following line one acceptable output, up to the next "~" line. As NeMo
// does, lines are trimmed of surrounding space; blank lines hold nothing
// and are skipped. A block is one record (id: its "~" line); a block with
// no output, or with an unreadable line, is rejected whole, and an output
// line before the first block is a record rejected on its own.
func parseNeMoBlocks(lr *LineReader, f *nemoCaseFile) (FileResult, error) {
	var res FileResult
	type block struct {
		start, end int
		input      string
		outputs    []string
		raw        strings.Builder
		problem    string
		rule       string
	}
	var cur *block
	flush := func() {
		if cur == nil {
			return
		}
		res.Records++
		id := fmt.Sprintf("%s:%d", f.idBase, cur.start)
		loc := lr.Location(cur.start)
		if cur.end > cur.start {
			loc = fmt.Sprintf("%s-%d", loc, cur.end)
		}
		switch {
		case cur.problem != "":
			f.reject(id, loc, cur.raw.String(), cur.rule, cur.problem)
		case len(cur.outputs) == 0:
			f.reject(id, loc, cur.raw.String(), "nemo_no_outputs", "a \"~\" input line with no expected output after it")
		default:
			f.emit(id, dataset.Origin{File: f.name, Line: int64(cur.start), Last: int64(cur.end)}, cur.raw.String(), cur.input, cur.outputs)
		}
		cur = nil
	}
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		text := string(ln.Text)
		if ln.Problem == "" && strings.IndexByte(text, '\r') >= 0 {
			// CR line endings: a block's lines run together as one.
			ln.Problem, ln.Rule = nemoBareCRReason(f.name), "bare_cr"
		}
		if strings.HasPrefix(text, "~") {
			flush()
			cur = &block{start: ln.No, end: ln.No, input: strings.ReplaceAll(strings.TrimSpace(text), "~", "")}
			cur.raw.WriteString(text)
			if ln.Problem != "" {
				cur.problem, cur.rule = ln.Problem, ln.Rule
			}
			continue
		}
		if strings.TrimSpace(text) == "" && ln.Problem == "" {
			continue
		}
		if cur == nil {
			res.Records++
			id := fmt.Sprintf("%s:%d", f.idBase, ln.No)
			rule, why := "nemo_output_without_input", "an expected output before the first \"~\" input line"
			if ln.Problem != "" {
				rule, why = ln.Rule, ln.Problem
			}
			f.reject(id, lr.Location(ln.No), text, rule, why)
			continue
		}
		cur.end = ln.No
		cur.raw.WriteString("\n" + text)
		if ln.Problem != "" && cur.problem == "" {
			cur.problem, cur.rule = fmt.Sprintf("line %d: %s", ln.No, ln.Problem), ln.Rule
		}
		cur.outputs = append(cur.outputs, strings.TrimSpace(text))
	}
	flush()
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// NeMoCaseFileLanguage is the language of the test-case file name under
// prep nemo-cases --language: "" or "auto" read it from the file's folder
// (NeMoCaseLanguage, "" when none says); a code is every file's language,
// and a file in NeMo's layout whose folder names another one is an error
// naming the file, its folder's language and the flag.
func NeMoCaseFileLanguage(name, language string) (string, error) {
	folder := NeMoCaseLanguage(name)
	if language == "" || language == "auto" {
		return folder, nil
	}
	if !ValidNeMoLanguage(language) {
		return "", fmt.Errorf("--language %q is not a language code of NeMo's folders (en, de, es_en) or auto", language)
	}
	if folder != "" && folder != language {
		return "", fmt.Errorf("%s: lies in NeMo's folder of language %s (%s/data_..._normalization/), not --language %s: give --language auto to take each file's language from its folder, or only %s's files", name, folder, folder, language, language)
	}
	return language, nil
}
