package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rewriteSampleCuts returns the first n cuts of the committed Libriheavy
// sample, each passed through edit, as JSON lines.
func rewriteSampleCuts(t *testing.T, n int, edit func(cut map[string]any)) []byte {
	t.Helper()
	var out bytes.Buffer
	sc := bufio.NewScanner(bytes.NewReader(sampleJSONL(t)))
	sc.Buffer(nil, 1<<20)
	for i := 0; i < n && sc.Scan(); i++ {
		var cut map[string]any
		if err := json.Unmarshal(sc.Bytes(), &cut); err != nil {
			t.Fatal(err)
		}
		edit(cut)
		b, err := json.Marshal(cut)
		if err != nil {
			t.Fatal(err)
		}
		out.Write(append(b, '\n'))
	}
	return out.Bytes()
}

// TestPrepLibriheavyBookTextOnlyManifestNamesTheDownload: the manifests
// libriheavy's run.sh stage 2 writes (cases_and_punc/lhotse/ and
// upper_no_punc/lhotse/, under the downloaded files' names) and icefall's
// local/prepare_manifest.py keep the book text alone, as
// supervisions[0].text, custom removed. Every cut is a no_texts reject;
// the refusal names the downloaded manifests (qa83: it said "pass
// --allow-empty", and its first reject's reason was cut before the words
// that say why).
func TestPrepLibriheavyBookTextOnlyManifestNamesTheDownload(t *testing.T) {
	tmp := t.TempDir()
	lines := rewriteSampleCuts(t, 3, func(cut map[string]any) {
		sup := cut["supervisions"].([]any)[0].(map[string]any)
		text := sup["custom"].(map[string]any)["texts"].([]any)[0]
		delete(sup, "custom")
		delete(cut, "custom")
		sup["text"] = text
	})
	dir := filepath.Join(tmp, "cases_and_punc", "lhotse")
	os.MkdirAll(dir, 0o755)
	writeFile(t, dir, "libriheavy_cuts_dev.jsonl", string(lines))
	_, stderr, code := run(t, "prep", "libriheavy", "--input", filepath.Join(dir, "*"), "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	for _, want := range []string{"parse/no_texts 3", "as downloaded", "pkufool/libriheavy", "run.sh stage 2", "prepare_manifest.py"} {
		if code != 1 || !strings.Contains(stderr, want) {
			t.Errorf("exit %d, want 1 and %q in stderr:\n%s", code, want, stderr)
		}
	}
}

// TestPrepLibriheavyJSONListNamesTheConversion: a .json manifest, lhotse's
// JSON list of cuts (CutSet.to_file), is refused with the command that
// converts it, no --split offered (none reads it); it was "want a .jsonl
// file ... give the split explicitly (--split)", and with --split a second
// refusal, the JSON array's (qa83).
func TestPrepLibriheavyJSONListNamesTheConversion(t *testing.T) {
	tmp := t.TempDir()
	cuts := strings.Split(strings.TrimSpace(string(rewriteSampleCuts(t, 2, func(map[string]any) {}))), "\n")
	in := writeFile(t, tmp, "libriheavy_cuts_dev.json", "["+strings.Join(cuts, ",")+"]\n")
	_, stderr, code := run(t, "prep", "libriheavy", "--input", in, "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	if code != 1 || !strings.Contains(stderr, "lhotse writes as one JSON list of cuts") || !strings.Contains(stderr, "jq -c '.[]'") || strings.Contains(stderr, "--split") {
		t.Errorf("exit %d, stderr %s", code, stderr)
	}
}

// TestPrepLibriheavyRefusesAnotherLanguage: a lhotse manifest whose
// supervisions say another language than English (Multilingual
// LibriSpeech's "German") was published by prep libriheavy as English
// pairs, carded en. Each cut is a parse/not_english reject, and the run
// refused naming Libriheavy's English manifests.
func TestPrepLibriheavyRefusesAnotherLanguage(t *testing.T) {
	tmp := t.TempDir()
	lines := rewriteSampleCuts(t, 3, func(cut map[string]any) {
		cut["supervisions"].([]any)[0].(map[string]any)["language"] = "German"
	})
	in := writeFile(t, tmp, "libriheavy_cuts_dev.jsonl", string(lines))
	_, stderr, code := run(t, "prep", "libriheavy", "--input", in, "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	for _, want := range []string{"parse/not_english 3", `supervisions[0].language "German", not English`, "Libriheavy's cuts are English"} {
		if code != 1 || !strings.Contains(stderr, want) {
			t.Errorf("exit %d, want 1 and %q in stderr:\n%s", code, want, stderr)
		}
	}
}
