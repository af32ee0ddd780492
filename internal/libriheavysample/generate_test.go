package libriheavysample

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/sources"
)

func committedSample(t *testing.T) []byte {
	t.Helper()
	p := filepath.Join(testutil.ModuleRoot(t), "testdata", "libriheavy", "libriheavy_cuts_dev.jsonl.gz")
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The committed sample is exactly what the generator writes, so it can be
// regenerated (go run ./testdata/gen/libriheavy) and reviewed as code.
func TestCommittedSampleIsGenerated(t *testing.T) {
	if !bytes.Equal(committedSample(t), Generate(DefaultSeed)) {
		t.Fatal("testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz differs from Generate(DefaultSeed): run go run ./testdata/gen/libriheavy")
	}
	if !bytes.Equal(Generate(DefaultSeed), Generate(DefaultSeed)) {
		t.Fatal("Generate is not deterministic")
	}
	if bytes.Equal(Generate(DefaultSeed), Generate(DefaultSeed+1)) {
		t.Fatal("the seed has no effect")
	}
}

// Every line is a valid cut in the lhotse structure, ids are unique, and the
// planted phenomena are all present.
func TestSampleContent(t *testing.T) {
	data := committedSample(t)
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	seen := map[string]bool{}
	want := map[string]func(sources.Cut) bool{
		"page number":  func(c sources.Cut) bool { return strings.Contains(c.Book, "] ") && strings.Contains(c.Book, "[1") },
		"illustration": func(c sources.Cut) bool { return strings.Contains(c.Book, "[Illustration: ") },
		"footnote":     func(c sources.Cut) bool { return strings.Contains(c.Book, "[Footnote ") },
		"money": func(c sources.Cut) bool {
			return strings.Contains(c.Book, "$") && strings.Contains(c.Transcript, "DOLLARS")
		},
		"pounds": func(c sources.Cut) bool {
			return strings.Contains(c.Book, "£") && strings.Contains(c.Transcript, "POUNDS")
		},
		"title": func(c sources.Cut) bool {
			return strings.Contains(c.Book, "Mr. ") && strings.Contains(c.Transcript, "MISTER")
		},
		"roman": func(c sources.Cut) bool {
			return strings.Contains(c.Book, " VIII") || strings.Contains(c.Book, "George III")
		},
		"read by":         func(c sources.Cut) bool { return strings.Contains(c.Transcript, "READ BY") },
		"end of chapter":  func(c sources.Cut) bool { return strings.Contains(c.Transcript, "END OF CHAPTER") },
		"filler":          func(c sources.Cut) bool { return strings.Contains(" "+c.Transcript+" ", " UM ") },
		"bad ascii":       func(c sources.Cut) bool { return strings.ContainsAny(c.Book, "@|=") },
		"accent":          func(c sources.Cut) bool { return strings.Contains(c.Book, "é") },
		"typographic":     func(c sources.Cut) bool { return strings.ContainsAny(c.Book, "“—’") },
		"partial at edge": func(c sources.Cut) bool { return !strings.HasSuffix(c.Book, ".") },
	}
	found := map[string]bool{}
	n := 0
	for sc.Scan() {
		n++
		c, err := sources.ParseCut(sc.Bytes())
		if err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		if seen[c.ID] {
			t.Fatalf("line %d: duplicate id %s", n, c.ID)
		}
		seen[c.ID] = true
		if c.Book == "" || c.Transcript == "" || c.Transcript != strings.ToUpper(c.Transcript) {
			t.Errorf("line %d: empty side or transcript not upper case: %+v", n, c)
		}
		if c.Duration <= 0 || c.Speaker == "" || c.RecordingID == "" || c.TextPath == "" || c.EndByte-c.BeginByte != int64(len(c.Book)) {
			t.Errorf("line %d: incomplete cut %+v", n, c)
		}
		for name, f := range want {
			if f(c) {
				found[name] = true
			}
		}
	}
	if n < 200 {
		t.Errorf("%d cuts, want at least 200", n)
	}
	for name := range want {
		if !found[name] {
			t.Errorf("no cut shows %s", name)
		}
	}
	if gz := Gzip(data); len(gz) > 200<<10 {
		t.Errorf("sample is %d bytes compressed; keep it small", len(gz))
	}
}

func TestSpeak(t *testing.T) {
	cases := map[string]string{
		"In 1847 Mr. Hale paid $40.":            "in eighteen forty seven mister hale paid forty dollars",
		"On March 3, 1825, at 6:30 and 7:00.":   "on march third eighteen twenty five at six thirty and seven o'clock",
		"Henry VIII and CHAPTER XIV, the 21st.": "henry the eighth and chapter fourteen the twenty first",
		"It cost $3.50 or £1, 33 per cent.":     "it cost three dollars and fifty cents or one pound thirty three per cent",
		"In 1905 and 2004 and 1900, $15,000.":   "in nineteen oh five and two thousand four and nineteen hundred fifteen thousand dollars",
		"She said, \"well-known\" &c.":          "she said well known et cetera",
	}
	for in, want := range cases {
		if got := strings.Join(speak(in), " "); got != want {
			t.Errorf("speak(%q)\n got %q\nwant %q", in, got, want)
		}
	}
}
