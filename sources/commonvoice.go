package sources

import (
	"fmt"
	"io"
	"path"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// SourceCommonVoice is the source column of Common Voice rows.
const SourceCommonVoice = "commonvoice"

// CommonVoiceSplit maps a Common Voice TSV file name to its split:
// train.tsv -> train, dev.tsv -> validation, test.tsv -> test (ok false
// for the others: validated.tsv, other.tsv, invalidated.tsv, ...). The
// first release's CSVs (cv_corpus_v1's cv-valid-train.csv, cv-valid-dev.csv,
// cv-valid-test.csv) name theirs too, so that reading one gets to its
// header, which ParseCommonVoice refuses naming the command that reads it
// (it said only that the split was not in the file name).
func CommonVoiceSplit(name string) (string, bool) {
	switch strings.ToLower(BaseName(name)) {
	case "train.tsv", "cv-valid-train.csv":
		return "train", true
	case "dev.tsv", "cv-valid-dev.csv":
		return "validation", true
	case "test.tsv", "cv-valid-test.csv":
		return "test", true
	}
	return "", false
}

// commonVoiceV1Header reports whether a header line is that of Common
// Voice's first release (cv_corpus_v1, as Kaggle ships it: cv-valid-train.csv,
// ..., comma-separated, "filename,text,up_votes,down_votes,age,gender,accent,duration"):
// a CSV whose columns are named filename and text, not path and sentence.
func commonVoiceV1Header(line string) bool {
	var file, text bool
	for _, h := range strings.Split(line, ",") {
		switch strings.ToLower(strings.Trim(strings.TrimSpace(h), `"`)) {
		case "filename":
			file = true
		case "text":
			text = true
		}
	}
	return file && text
}

// cvSentenceListHint says how to read sentences that have no clips (a
// sentence list, or a TSV of sentences under a clip list's name).
const cvSentenceListHint = "read their sentences as a text corpus with prep text --text-field sentence --id-field sentence_id"

// CommonVoiceSkip says why a file of a Common Voice release is not read
// ("" when it is), so that a glob over a release's folder reads its clip
// lists and nothing twice: the side files (reported.tsv: sentences
// reported as bad, which has path and sentence columns too;
// clip_durations.tsv; validated_sentences.tsv, unvalidated_sentences.tsv)
// never; the clip lists without a standard split (validated.tsv, which
// holds the train, dev and test clips again; invalidated.tsv; other.tsv)
// with --split, and with --split-by-id when no train, dev or test list is
// read beside them (their clips would come twice, under two ids, maybe in
// two splits).
func CommonVoiceSkip(name string, c SkipContext) string {
	switch strings.ToLower(BaseName(name)) {
	case "reported.tsv", "clip_durations.tsv":
		return "Common Voice side files, not clip lists"
	case "cv-invalid.csv", "cv-other-dev.csv", "cv-other-test.csv", "cv-other-train.csv":
		// The first release's lists of clips not validated, beside its
		// cv-valid-*.csv: a glob over the release's folder failed at
		// cv-invalid.csv, first in order, "cannot tell the split from
		// the file name", before any file's header could say which
		// command reads the release (ParseCommonVoice's refusal of
		// cv-valid-*.csv names prep text).
		if c.SplitGiven {
			return ""
		}
		return "Common Voice's first release (cv_corpus_v1): clips not validated, no standard split; prep text --id-field filename --split SPLIT reads such a CSV"
	case "validated_sentences.tsv", "unvalidated_sentences.tsv":
		return "Common Voice sentence lists, not clip lists: " + cvSentenceListHint

	case "validated.tsv", "invalidated.tsv", "other.tsv":
		if c.SplitGiven {
			return ""
		}
		split := false
		for _, p := range c.Inputs {
			if _, ok := CommonVoiceSplit(p); ok {
				split = true
			}
		}
		switch {
		case c.SplitByID && !split:
			return ""
		case split:
			return "Common Voice clip lists without a standard split, beside train/dev/test (validated.tsv repeats their clips); --split NAME reads one"
		}
		return "Common Voice clip lists without a standard split; --split NAME or --split-by-id reads them"
	}
	return ""
}

// ParseCommonVoice reads a Common Voice clip TSV (train.tsv, dev.tsv,
// test.tsv, validated.tsv, ...): tab-separated, no quoting, a header naming
// the columns. Releases order and add columns differently (client_id, path,
// sentence_id, sentence, up_votes, ...), so columns are found by name. The
// sentence is the written side; the clip's file name (path) is the id. A
// file whose header lacks "path" or "sentence" is an error naming it; a row
// with the wrong number of fields or no path is rejected with its line.
func ParseCommonVoice(name string, r io.Reader, split string, maxRecordBytes int, sink Sink) (FileResult, error) {
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	lr := NewLineReader(name, r, maxRecordBytes)
	base := BaseName(name)
	var res FileResult
	var header []string
	pathCol, sentCol, localeCol := -1, -1, -1
	folderLocale := commonVoiceFolderLocale(name)
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		text := strings.TrimSuffix(string(ln.Text), "\r")
		if ln.Problem == "" && blankRow(ln.Text, '\t') {
			continue // no record: empty, or spaces alone (a line of tabs is a row of empty fields)
		}
		if header == nil {
			if ln.Problem != "" {
				// A large file with CR line endings is one line longer
				// than the record limit: say why.
				return res, fmt.Errorf("%s:%d: not a Common Voice TSV header: %s%s", name, ln.No, ln.Problem, crHint(name, ln.Text))
			}
			if strings.IndexByte(text, '\r') >= 0 {
				// CR line endings (classic Mac): the file is one line,
				// whose first row's "path" and "sentence" made it a
				// header, and the rest of the file in it was no record:
				// "no input file held a record (empty, blank lines or a
				// header only)", which said nothing of why.
				return res, fmt.Errorf("%s:%d: not a Common Voice TSV header: %q: the file's rows run on in the header's line%s", name, ln.No, headStart(text), crHint(name, []byte(text)))
			}
			header = strings.Split(strings.TrimPrefix(text, "\ufeff"), "\t")
			for i, h := range header {
				switch strings.ToLower(strings.TrimSpace(h)) { // as SPGISpeech: names without regard to case
				case "path":
					pathCol = i
				case "sentence":
					sentCol = i
				case "locale":
					localeCol = i
				}
			}
			if pathCol < 0 || sentCol < 0 {
				// Name only the columns that are missing: a header with
				// "path" but "text" instead of "sentence" must not read as
				// if "path" were absent too.
				var missing []string
				if pathCol < 0 {
					missing = append(missing, `"path"`)
				}
				if sentCol < 0 {
					missing = append(missing, `"sentence"`)
				}
				hint := ""
				if pathCol < 0 && sentCol < 0 && commonVoiceV1Header(strings.TrimPrefix(text, "\ufeff")) {
					// Common Voice's first release (Kaggle's copy): its
					// CSV was refused as "not a Common Voice TSV" with no
					// way named to read it.
					return res, fmt.Errorf("%s:%d: Common Voice's first release (cv_corpus_v1: a CSV of filename,text,...), not a clip TSV of Common Voice 2 or later (path, sentence): prep commonvoice does not read it; prep text --input %s --id-field filename --split SPLIT reads its text column, each clip's file name its id", name, ln.No, name)
				}
				if pathCol < 0 && sentCol >= 0 {
					// Sentences without clips (validated_sentences.tsv
					// renamed, a sentence corpus): it named only the
					// missing column, with no way to read them.
					hint = " (sentences without clips, as Common Voice's validated_sentences.tsv: " + cvSentenceListHint + ")"
				}
				return res, fmt.Errorf("%s:%d: not a Common Voice TSV: the header has no %s column (got %q)%s%s", name, ln.No, strings.Join(missing, " or "), dataset.TruncateRaw(text), hint, crHint(name, []byte(text)))
			}
			continue
		}
		res.Records++
		loc := lr.Location(ln.No)
		// A row's id is its clip's name (the data's, any text), so a
		// reject whose id is not read is "FILE (line N)", no row's id
		// (unreadID): "dev.tsv:5" was also the id of a clip named "5".
		rejectID := unreadID(base, ln.No, true)
		reject := func(rule, why string) {
			sink.Reject(dataset.Reject{ID: rejectID, Source: SourceCommonVoice, Location: loc, Stage: "parse", Rule: rule,
				Reason: loc + ": " + why, Raw: dataset.TruncateRaw(text)})
		}
		if ln.Problem != "" {
			reject(ln.Rule, ln.Problem)
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) < len(header) && len(cols) > max(pathCol, sentCol) && !ln.Unterminated {
			// Fewer fields than the header, the missing ones after the
			// path and the sentence: the trailing empty fields (segment,
			// variant, locale, ... most rows leave empty) of a list saved
			// by an editor that strips trailing white space. pandas and
			// Python's csv read them as empty (missing), as here; every
			// such row was a bad_columns reject, and with them most of a
			// release. A last line without its line end may be a file cut
			// short, its sentence with it: still a reject.
			cols = append(cols, make([]string, len(header)-len(cols))...)
		}
		if repeatedHeader(cols, header) {
			reject("repeated_header", repeatedHeaderWhy)
			continue
		}
		if len(cols) != len(header) {
			cut := ""
			if ln.Unterminated && len(cols) < len(header) {
				// The file's last line, without its line end: it said
				// only the count, not that the file may be cut short.
				cut = ": the file's last line, without its line end, so the file may be cut short (an interrupted copy or download?)"
			}
			reject("bad_columns", fmt.Sprintf("expected %d tab-separated columns as the header names, got %d%s", len(header), len(cols), cut))
			continue
		}
		if why := missingKeyWhy("path", cols[pathCol]); why != "" {
			// No clip, so no id: "NaN" (pandas' to_csv of a missing
			// path) was published as the id "dev.tsv:NaN", every such
			// row under it.
			reject("missing_path", why)
			continue
		}
		if why := nanTextWhy("sentence", cols[sentCol]); why != "" {
			rejectID = base + ":" + cols[pathCol] // the row's id, as a text table's
			reject("nan_text", why)
			continue
		}
		locale, from := folderLocale, "its release folder"
		if localeCol >= 0 && strings.TrimSpace(cols[localeCol]) != "" {
			locale, from = strings.TrimSpace(cols[localeCol]), "the locale column"
		}
		if locale != "" && !englishLocale(locale) {
			rejectID = base + ":" + cols[pathCol]
			reject("not_english", fmt.Sprintf("locale %q (%s): the verbalizer writes English spoken forms only, so a sentence of another language would be published half read as English (Er ist 25 Jahre alt. said er ist twenty five jahre alt)", locale, from))
			continue
		}
		sink.Pair(dataset.Pair{ID: base + ":" + cols[pathCol], Source: SourceCommonVoice, Split: split, Written: cols[sentCol],
			From: dataset.Origin{File: name, Line: int64(ln.No)}, Raw: text})
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// englishLocale reports whether a Common Voice locale is English: en, or
// en with a region (en-GB; Common Voice's English release is "en").
func englishLocale(l string) bool {
	l = strings.ToLower(l)
	return l == "en" || strings.HasPrefix(l, "en-") || strings.HasPrefix(l, "en_")
}

// commonVoiceFolderLocale is the locale of a clip list in a Common Voice
// release's layout, cv-corpus-VERSION/LOCALE/dev.tsv (LOCALE the folder
// under the one named cv-corpus-*), or "" elsewhere. Releases before the
// locale column (Common Voice 12) say the language only so.
func commonVoiceFolderLocale(name string) string {
	folders := strings.Split(path.Dir(filepath.ToSlash(name)), "/")
	if len(folders) < 2 || !strings.HasPrefix(strings.ToLower(folders[len(folders)-2]), "cv-corpus") {
		return ""
	}
	return folders[len(folders)-1]
}
