package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/internal/testutil"
)

type opsLine struct {
	ID      json.RawMessage `json:"id"`
	Ratio   json.Number     `json:"ratio"`
	Opcodes [][]any         `json:"opcodes"`
}

func runAlignCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := dispatch(context.Background(), append([]string{"align"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

func readOps(t *testing.T, data string) []opsLine {
	t.Helper()
	var res []opsLine
	dec := json.NewDecoder(strings.NewReader(data))
	dec.UseNumber()
	for dec.More() {
		var l opsLine
		if err := dec.Decode(&l); err != nil {
			t.Fatalf("output line %d: %v", len(res)+1, err)
		}
		res = append(res, l)
	}
	return res
}

// The command's output must equal CPython difflib's on the same pairs,
// ratio printed as Python prints it.
func TestAlignCommandMatchesDifflib(t *testing.T) {
	anchors := testutil.SharedDir(t) + "/anchors"
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("SKIP: python3 not on PATH; this check needs CPython's difflib")
	}
	in := filepath.Join("testdata", "align_pairs.jsonl")
	data, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"on", "off"} {
		outPath := filepath.Join(t.TempDir(), "ops.jsonl")
		code, _, stderr := runAlignCmd(t, "--in", in, "--out", outPath, "--autojunk="+map[string]string{"on": "true", "off": "false"}[mode])
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		got, err := os.ReadFile(outPath)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(py, filepath.Join("..", "..", "align", "testdata", "difflib_ref.py"), "--tokenize", anchors, "--modes", mode)
		cmd.Stdin = bytes.NewReader(data)
		ref, err := cmd.Output()
		if err != nil {
			t.Fatalf("difflib_ref.py: %v", err)
		}
		gotLines := readOps(t, string(got))
		refLines := strings.Split(strings.TrimSpace(string(ref)), "\n")
		if len(gotLines) != len(refLines) || len(gotLines) != 7 {
			t.Fatalf("%d output lines, %d reference lines, want 7", len(gotLines), len(refLines))
		}
		wantIDs := []string{`"b1-0001"`, `"2"`, `"42"`, `"unicode"`, `"empty"`, `"one-empty"`, `"long"`}
		for k, g := range gotLines {
			type modeOut struct {
				Ratio   string          `json:"ratio"`
				Opcodes json.RawMessage `json:"opcodes"`
			}
			var r struct {
				On  *modeOut `json:"on"`
				Off *modeOut `json:"off"`
			}
			if err := json.Unmarshal([]byte(refLines[k]), &r); err != nil {
				t.Fatal(err)
			}
			want := r.On
			if mode == "off" {
				want = r.Off
			}
			gotOps, _ := json.Marshal(g.Opcodes)
			var wantOps []any
			json.Unmarshal(want.Opcodes, &wantOps)
			wantOpsJSON, _ := json.Marshal(wantOps)
			if string(g.Ratio) != want.Ratio || string(gotOps) != string(wantOpsJSON) {
				t.Errorf("line %d autojunk %s: got ratio %s ops %s\nwant ratio %s ops %s", k+1, mode, g.Ratio, gotOps, want.Ratio, wantOpsJSON)
			}
			if string(g.ID) != wantIDs[k] {
				t.Errorf("line %d: id %s, want %s", k+1, g.ID, wantIDs[k])
			}
		}
	}
}

func TestAlignCommandPretokenizedStdio(t *testing.T) {
	in := `{"a":["x","y","z"],"b":["x","z"]}` + "\n" + `{"id":"q","a":[],"b":[]}` + "\n" + `{"id":null,"a":["A"],"b":["a"]}` + "\n"
	var out, errb bytes.Buffer
	old := os.Stdin
	r, w, _ := os.Pipe()
	os.Stdin = r
	defer func() { os.Stdin = old }()
	go func() { w.WriteString(in); w.Close() }()
	code := dispatch(context.Background(), []string{"align", "--in", "-", "--out", "-", "--pretokenized"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	want := `{"id":"1","ratio":0.8,"opcodes":[["equal",0,1,0,1],["delete",1,2,1,1],["equal",2,3,1,2]]}` + "\n" +
		`{"id":"q","ratio":1.0,"opcodes":[]}` + "\n" +
		`{"id":"3","ratio":0.0,"opcodes":[["replace",0,1,0,1]]}` + "\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

// A bad line is quarantined (file, line, reason) next to the output and
// the others are aligned: nothing processed is lost.
func TestAlignCommandQuarantine(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := `{"id":42,"written":"a","spoken":"a"}` + "\n"
	for _, c := range []struct {
		name, body string
		extra      []string
		line       int
		msg        string
	}{
		{"badjson.jsonl", good + `{"written": "a", "spoken": }` + "\n" + good, nil, 2, "invalid JSON"},
		{"idtype.jsonl", good + `{"id": true, "written": "a", "spoken": "a"}` + "\n" + good, nil, 2, `field \"id\": want a string or a number, got true`},
		{"missing.jsonl", good + good + `{"written": "a"}` + "\n", nil, 3, `missing field \"spoken\" (need string fields \"written\" and \"spoken\"`},
		// Another corpus's JSONL: the reason names the line's fields, and
		// for NeMo's GTN JSONL the jq that makes align's lines.
		{"nemo.jsonl", good + `{"text": "A 5", "gt_normalized": "a five"}` + "\n" + good, nil, 2, `the line's fields: gt_normalized, text; NeMo's GTN JSONL? jq -c '{written: .text, spoken: .gt_normalized}' FILE gives align's lines)`},
		// A null is named as one (it was "need string fields"; qa16).
		{"nullwritten.jsonl", good + `{"written": null, "spoken": "a"}` + "\n" + good, nil, 2, `field \"written\" is null: expected a string`},
		// Python's NaN is named as one (it was "is null").
		{"nanwritten.jsonl", good + `{"written": NaN, "spoken": "a"}` + "\n" + good, nil, 2, `field \"written\" is NaN (a missing value as Python's json.dumps writes it): expected a string`},
		{"nulltokens.jsonl", `{"a":["x"],"b":["x"]}` + "\n" + `{"a":["x"],"b":null}` + "\n" + `{"a":["x"],"b":["x"]}` + "\n", []string{"--pretokenized"}, 2, `field \"b\" is null: expected a list of strings`},
		{"wrongtype.jsonl", `{"written": ["a"], "spoken": "a"}` + "\n" + good + good, nil, 1, `field \"written\"`},
		{"pretok.jsonl", `{"a":["x"],"b":["x"]}` + "\n" + good + `{"a":["x"],"b":["x"]}` + "\n", []string{"--pretokenized"}, 2, `missing field \"a\" (--pretokenized needs token lists`},
		// Lone surrogates are refused, never turned into U+FFFD (which
		// would make these two distinct tokens equal).
		{"surrogate.jsonl", `{"written":"\ud800","spoken":"x"}` + "\n" + good + `{"written":"\udbff","spoken":"x"}` + "\n" + good, nil, 1, `lone surrogate \\ud800`},
	} {
		in := write(c.name, c.body)
		out := filepath.Join(dir, c.name+".out")
		code, _, stderr := runAlignCmd(t, append([]string{"--in", in, "--out", out}, c.extra...)...)
		if code != 0 || !strings.Contains(stderr, "lines quarantined ("+out+".rejects.jsonl)") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%s: exit %d, stderr %q", c.name, code, stderr)
			continue
		}
		got, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(got), "\n"); n != 2 {
			t.Errorf("%s: %d lines aligned, want 2:\n%s", c.name, n, got)
		}
		rej, err := os.ReadFile(out + ".rejects.jsonl")
		if err != nil {
			t.Fatal(err)
		}
		wantLoc := fmt.Sprintf(`{"file":%q,"line":%d,"reason":`, in, c.line)
		if !strings.HasPrefix(string(rej), wantLoc) || !strings.Contains(string(rej), c.msg) {
			t.Errorf("%s: rejects %s, want %s... %s", c.name, rej, wantLoc, c.msg)
		}
	}
	// Output on stdout: rejects go to stderr, one line each.
	in := write("both.jsonl", `{"written":"\udc00","spoken":"x"}`+"\n"+good)
	code, stdout, stderr := runAlignCmd(t, "--in", in, "--out", "-")
	if code != 0 || !strings.Contains(stderr, in+":1: quarantined: field \"written\": lone surrogate \\udc00") ||
		!strings.HasPrefix(stdout, `{"id":"42",`) {
		t.Errorf("stdout mode: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if code, _, stderr := runAlignCmd(t, "--in", "x.jsonl"); code != 2 || !strings.Contains(stderr, "--out") {
		t.Errorf("missing --out: exit %d, %q", code, stderr)
	}
	if code, _, stderr := runAlignCmd(t, "--in", filepath.Join(dir, "absent.jsonl"), "--out", "-"); code != 1 || !strings.Contains(stderr, "absent.jsonl") {
		t.Errorf("absent input: exit %d, %q", code, stderr)
	}
}

// BenchmarkAlignEndToEnd runs the command's whole path (read JSONL,
// decode, tokenize, match, format, write) over pairs50k held in memory.
func BenchmarkAlignEndToEnd(b *testing.B) {
	path := testutil.SharedFile(b, "anchors/data/pairs50k.jsonl")
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	for _, aj := range []bool{true, false} {
		b.Run(fmt.Sprintf("autojunk=%v", aj), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			pairs := 0
			cpu0 := processCPU()
			for b.Loop() {
				st, err := align.AlignJSONL(context.Background(), bytes.NewReader(data), "pairs50k", discard{}, quarantine.ToText(discard{}, "align"), align.JSONLOptions{Autojunk: aj})
				if err != nil {
					b.Fatal(err)
				}
				pairs += int(st.Aligned)
			}
			b.ReportMetric(float64(pairs)/b.Elapsed().Seconds(), "pairs/s")
			if cpu := processCPU() - cpu0; cpu0 > 0 && cpu > 0 {
				b.ReportMetric(float64(pairs)/cpu, "pairs/cpu-s")
			}
		})
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// TestPairCommandsNameATable: pairs in a CSV or TSV file (a spreadsheet's
// or pandas' export) given to align or mine-pairs are refused in one line
// naming the table and the command that converts it, exit 1, no output
// left; they were "refusing to align: 0 usable pairs", every line an
// "invalid JSON" reject.
func TestPairCommandsNameATable(t *testing.T) {
	dir := t.TempDir()
	csv := writeFile(t, dir, "pairs.csv", "written,spoken\n\"Page 1 the cat\",\"the cat\"\n")
	out := filepath.Join(dir, "ops.jsonl")
	code, _, stderr := runAlignCmd(t, "--in", csv, "--out", out)
	if code != 1 || !strings.Contains(stderr, csv+`:1: the file is a CSV table (its first line "written,spoken"), not JSON Lines`) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("align: exit %d, stderr %q", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("align left %s", out)
	}
	_, stderr, code = run(t, "mine-pairs", "--runner", "direct", "--input", csv, "--output", filepath.Join(dir, "mined"))
	if code != 1 || !strings.Contains(stderr, csv+`:1: the file is a CSV table`) {
		t.Errorf("mine-pairs: exit %d, stderr %q", code, stderr)
	}
}
