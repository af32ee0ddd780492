package quarantine_test

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/itnprep/itnprep/internal/quarantine"
)

// The loop every streaming command (align, evaluate, verbalize, mine,
// mine-pairs) runs: read bounded lines, skip blank ones, set a bad line
// aside with its file, line and reason, and go on; the summary says how
// many were quarantined and where. The byte-order marks of two
// concatenated files are dropped on any line, and a line that is not
// UTF-8 is named with its first bad byte. ToText prints each reject as a
// line (on stderr in the commands; here on stdout, for the Output).
func ExampleLines() {
	in := "\ufeff{\"id\":\"1\"}\nnot json\n\n\ufeff{\"id\":\"3\"}\n{\"id\":\"caf\xe9\"}\n"
	lines := quarantine.NewLines("preds.jsonl", strings.NewReader(in), 0)
	rejects := quarantine.ToText(os.Stdout, "evaluate")
	var read int64
	for {
		line, no, _, err := lines.Next()
		if err == io.EOF {
			break
		}
		if quarantine.Blank(line) {
			continue
		}
		read++
		reason := quarantine.InvalidUTF8(line)
		if reason == "" && !json.Valid(line) {
			reason = "invalid JSON"
		}
		if reason != "" {
			_ = rejects.Add(quarantine.Reject{File: lines.Name, Line: no, Reason: reason, Text: string(line)})
		}
	}
	_ = rejects.Close()
	fmt.Println(rejects.Summary("evaluate", read))
	// Output:
	// preds.jsonl:2: quarantined: invalid JSON
	// preds.jsonl:5: quarantined: invalid UTF-8 (byte 0xE9 at byte 11 of the line; text in Latin-1 or Windows-1252? iconv -f WINDOWS-1252 -t UTF-8 converts it)
	// itnprep evaluate: 2 of 4 lines quarantined (stderr); the others were processed
}
