package sources

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// isASSName reports whether p names an Advanced SubStation Alpha or
// SubStation Alpha file (.ass, .ssa), the subtitles fansubs and Aegisub
// write, whose cues are the [Events] section's Dialogue lines.
func isASSName(p string) bool { return nameEndsIn(p, ".ass", ".ssa") }

// assOverride matches an override block ({\i1}, {\pos(10,20)}, {\k20}) or
// an author's comment in braces, never spoken.
var assOverride = regexp.MustCompile(`\{[^{}]*\}`)

// assDrawing matches an override that switches drawing mode on ({\p1}):
// the text after it, to a {\p0}, is vector drawing commands (m 0 0 l 100
// 0), no words.
var assDrawing = regexp.MustCompile(`\\p[1-9]`)

// assDefaultFields is the number of fields of a Dialogue line when the
// [Events] section has no Format line: ASS's Layer, Start, End, Style,
// Name, MarginL, MarginR, MarginV, Effect, Text, and SSA's, Marked first
// instead of Layer, both ten.
const assDefaultFields = 10

// ParseASS reads an Advanced SubStation Alpha (.ass) or SubStation Alpha
// (.ssa) file: one record per Dialogue line of its [Events] section, its
// Text field (the last, which may hold commas) with its override blocks
// ({\i1}, {\an8}) and drawings removed and its line breaks (\N, \n) and
// hard spaces (\h) written as spaces; the script's other lines (its
// [Script Info], styles, Comment lines, fonts) are no records. The id is
// FILE:LINE. A Dialogue line with fewer fields than the section's Format
// line names is a bad_columns reject naming its line; a Dialogue line
// whose text is empty (a cue of drawing or positioning alone) is no
// record, as a SubRip cue without text is none.
func ParseASS(name string, r io.Reader, split string, maxRecordBytes int, sink Sink) (FileResult, error) {
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	lr := NewLineReader(name, r, maxRecordBytes)
	base := BaseName(name)
	var res FileResult
	section, fields := "", assDefaultFields
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		text := string(ln.Text)
		if ln.No == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		t := strings.TrimSpace(text)
		if ln.Problem == "" && strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") {
			section = strings.ToLower(t)
			continue
		}
		if section != "[events]" {
			continue
		}
		key, value, ok := strings.Cut(t, ":")
		if ln.Problem == "" && ok && strings.EqualFold(strings.TrimSpace(key), "Format") {
			fields = max(len(strings.Split(value, ",")), 1)
			continue
		}
		if !ok || !strings.EqualFold(strings.TrimSpace(key), "Dialogue") {
			continue // Comment:, Picture:, Sound:, Movie:, Command: lines say nothing
		}
		res.Records++
		id, loc := fmt.Sprintf("%s:%d", base, ln.No), lr.Location(ln.No)
		reject := func(rule, why string) {
			sink.Reject(dataset.Reject{ID: id, Source: "text", Location: loc, Stage: "parse", Rule: rule,
				Reason: loc + ": " + why, Raw: dataset.TruncateRaw(text)})
		}
		if ln.Problem != "" {
			reject(ln.Rule, ln.Problem)
			continue
		}
		parts := strings.SplitN(value, ",", fields)
		if len(parts) < fields {
			reject("bad_columns", fmt.Sprintf("a Dialogue line of %d comma-separated fields, where the [Events] section's Format names %d (its text the last): cut short?", len(parts), fields))
			continue
		}
		words := assText(parts[fields-1])
		if words == "" {
			res.Records--
			continue
		}
		sink.Pair(dataset.Pair{ID: id, Source: "text", Split: split, Written: words, From: dataset.Origin{File: name, Line: int64(ln.No)}})
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// assText is a Dialogue line's text as said: override blocks and the
// drawings they switch on removed, \N and \n (line breaks) and \h (a hard
// space) spaces, the words single-spaced.
func assText(s string) string {
	var b strings.Builder
	drawing := false
	for len(s) > 0 {
		loc := assOverride.FindStringIndex(s)
		if loc == nil {
			loc = []int{len(s), len(s)}
		}
		if !drawing {
			b.WriteString(s[:loc[0]])
		}
		if loc[1] > loc[0] {
			// Removed, not spaced: karaoke times each syllable of a
			// word ({\k20}Ka{\k30}ra{\k25}o{\k40}ke).
			block := s[loc[0]:loc[1]]
			if assDrawing.MatchString(block) {
				drawing = true
			} else if strings.Contains(block, `\p0`) {
				drawing = false
			}
		}
		s = s[loc[1]:]
	}
	r := strings.NewReplacer(`\N`, " ", `\n`, " ", `\h`, " ")
	return strings.Join(strings.Fields(r.Replace(b.String())), " ")
}
