package sources

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/jsonline"
)

// nemoLine is NeMo's sentence-level GTN form (GoogleTN.json).
type nemoLine struct {
	Text         *string `json:"text"`
	GTNormalized *string `json:"gt_normalized"`
}

// ParseNeMoGTN reads NeMo's sentence-level GTN JSONL
// ({"text": written, "gt_normalized": spoken} per line). The spoken side is
// reduced to ASR form (lower case, no punctuation, a clitic joined to its
// word: GTNSpokenForm). This form carries no
// token classes, so its pairs have no spans. Each non-blank line is one
// record: a pair, or a reject naming the line and the problem.
func ParseNeMoGTN(name string, r io.Reader, split string, opts GTNOptions, sink Sink) (FileResult, error) {
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	lang := newGTNLanguageCheck(name, opts.CheckEnglish)
	sink = lang.wrap(sink)
	lr := NewLineReader(name, r, opts.MaxRecordBytes)
	lr.ExpectJSONLines()
	base := BaseName(name)
	var res FileResult
	for {
		if opts.MaxLines > 0 && lr.LineNo() >= opts.MaxLines {
			res.Partial = true
			break
		}
		ln, err := lr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return res, err
		}
		if len(bytes.TrimSpace(ln.Text)) == 0 && ln.Problem == "" {
			continue // a blank line, or one of blanks (as text and lhotse JSONL read them)
		}
		res.Records++
		id := fmt.Sprintf("%s:%d", base, ln.No)
		reject := func(rule, why string) {
			if rule == "invalid_json" {
				why += crHint(name, ln.Text) // CR line endings: one line
			}
			sink.Reject(dataset.Reject{
				ID: id, Source: "gtn", Location: lr.Location(ln.No), Stage: "parse", Rule: rule,
				Reason: fmt.Sprintf("%s: %s%s", lr.Location(ln.No), why, cutShortHint(ln, rule, why)), Raw: dataset.TruncateRawBytes(ln.Text),
			})
		}
		if ln.Problem != "" {
			reject(ln.Rule, ln.Problem)
			continue
		}
		if what := jsonline.NotObject(ln.Text); what != "" {
			// null decodes into a struct as nothing: the line was
			// named by its missing "text".
			reject("invalid_json", "invalid JSON line: want an object, got "+what)
			continue
		}
		var v nemoLine
		line := jsonline.PythonJSON(ln.Text) // NaN, Infinity as Python writes them: null
		if err := json.Unmarshal(line, &v); err != nil {
			reject(jsonReject(err))
			continue
		}
		if v.Text == nil || v.GTNormalized == nil {
			missing := "text"
			if v.Text != nil {
				missing = "gt_normalized"
			}
			if isLhotseCut(line) {
				// A lhotse cut (a Libriheavy manifest given to prep gtn or
				// style fit) names its prep first, as prep libriheavy names
				// prep gtn for a NeMo line: the reject listed the cut's
				// fields alone, and with the remedy after them (a cut has
				// eight) a refusal's first reject, cut at 200 bytes
				// (transforms.DescribeReject), lost it.
				reject("missing_field", `a lhotse cut, as Libriheavy's manifests hold, not {"text": written, "gt_normalized": spoken}: prep libriheavy reads it`+fieldsHint(line, ""))
				continue
			}
			reject("missing_field", `want {"text": written, "gt_normalized": spoken}; "`+missing+`" `+jsonline.AbsentWhy(ln.Text, missing, true, textAside)+fieldsHint(line, ""))
			continue
		}
		if rule, why := loneSurrogate(line, *v.Text, *v.GTNormalized); rule != "" {
			reject(rule, why)
			continue
		}
		if strings.TrimSpace(*v.Text) == "" {
			reject("empty_text", `empty text: "text" holds no written word`)
			continue
		}
		spoken := GTNSpokenForm(dropGTNPauses(*v.GTNormalized, *v.Text))
		if spoken == "" {
			// Punctuation only ("." / "."): as for raw GTN, a pair with
			// nothing spoken is no training example.
			reject("empty_spoken", `"gt_normalized" has no spoken word (punctuation only or empty)`)
			continue
		}
		written := *v.Text
		if opts.Detokenize {
			written = Detokenize(written)
		}
		sink.Pair(dataset.Pair{ID: id, Source: "gtn", Split: split, Written: written, Spoken: spoken,
			From: dataset.Origin{File: name, Line: int64(ln.No)}})
		if err := lang.stop(); err != nil {
			return res, err
		}
	}
	if err := lang.end(); err != nil {
		return res, err
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// dropGTNPauses removes from a NeMo line's spoken side the tokens "sil",
// GTN's mark of a pause (a telephone number's groups: "five five five sil
// one two three four"), which raw GTN and Kaggle's readers leave out
// (appendGTNSpoken) and no person says: a JSONL a user made from raw GTN's
// spoken column kept them as a word (qa72). NeMo's GoogleTN.json holds
// none. A line whose written side holds "sil" as a word of its own (a
// word kept as written, PLAIN) is left as it is: which "sil" is the word
// and which a pause, the sentence form does not say.
func dropGTNPauses(spoken, written string) string {
	if !strings.Contains(spoken, "sil") || slices.Contains(strings.Fields(written), "sil") {
		return spoken
	}
	words := strings.Fields(spoken)
	out := words[:0]
	for _, w := range words {
		if w != "sil" {
			out = append(out, w)
		}
	}
	if len(out) == len(words) {
		return spoken
	}
	return strings.Join(out, " ")
}

// Detokenize joins GTN's space-separated punctuation to its neighbours,
// writes PTB quote tokens (two backquotes, two apostrophes) as the
// straight quote " and leaves out a period after a token that ends in one
// ("p.m. ." is "p.m.").
func Detokenize(s string) string {
	toks := splitSpaces(s)
	out := make([]byte, 0, len(s))
	var dt detokenizer
	dt.plan(toks)
	for i, t := range toks {
		next := ""
		if i+1 < len(toks) {
			next = toks[i+1]
		}
		if joins := dt.joins(t, next); i > 0 && !joins {
			out = append(out, ' ')
		}
		if dt.drop {
			continue
		}
		out = append(out, detokenQuote(t)...)
	}
	return string(out)
}

func splitSpaces(s string) []string {
	var out []string
	start := -1
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' || s[i] == '\t' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}
