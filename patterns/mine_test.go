package patterns

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/internal/testutil"
)

// mineToBytes mines db and returns the sorted output lines.
func mineToBytes(t testing.TB, db *Database, opt Options, memLimit int) []byte {
	t.Helper()
	var out bytes.Buffer
	sw := NewSortedWriter(db, &out, memLimit, t.TempDir())
	if err := Mine(db, opt, sw.Add); err != nil {
		t.Fatal(err)
	}
	if err := sw.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// TestAnchorConformance compares the complete output with the independent
// Python engine of ../shared/anchors/prefixspan_anchor.py, run here.
func TestAnchorConformance(t *testing.T) {
	in := testutil.SharedFile(t, "anchors/data/mismatch_seqs.jsonl")
	script := testutil.SharedFile(t, "anchors/prefixspan_anchor.py")
	py := testutil.DebianPython(t)
	f, err := os.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	db, err := ReadJSONL(f, in, 0)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if db.Len() != 239597 {
		t.Fatalf("read %d sequences, want 239597", db.Len())
	}
	for _, minsup := range []int{20, 5} {
		t.Run(fmt.Sprint("minsup", minsup), func(t *testing.T) {
			want := filepath.Join(t.TempDir(), "anchor.jsonl")
			cmd := exec.Command(py, script, in, "--engine", "own", "--minsup", fmt.Sprint(minsup),
				"--maxlen", "6", "--out", want)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("anchor: %v\n%s", err, stderr.String())
			}
			t.Logf("anchor: %s", strings.TrimSpace(stderr.String()))
			wantB, err := os.ReadFile(want)
			if err != nil {
				t.Fatal(err)
			}
			got := mineToBytes(t, db, Options{MinSupport: minsup, MaxLen: 6}, 0)
			if !bytes.Equal(got, wantB) {
				gl, wl := strings.Split(string(got), "\n"), strings.Split(string(wantB), "\n")
				for i := 0; i < min(len(gl), len(wl)); i++ {
					if gl[i] != wl[i] {
						t.Fatalf("line %d differs:\n go:     %s\n anchor: %s\n(%d vs %d lines)", i+1, gl[i], wl[i], len(gl), len(wl))
					}
				}
				t.Fatalf("outputs differ in length: go %d lines, anchor %d", len(gl), len(wl))
			}
			t.Logf("%d patterns identical", bytes.Count(got, []byte("\n")))
		})
	}
}

// bruteForce enumerates every distinct subsequence of each sequence up to
// maxlen and counts sequences per pattern.
func bruteForce(seqs [][]string, minsup, minlen, maxlen int) []Result {
	counts := map[string]int{}
	pats := map[string][]string{}
	for _, s := range seqs {
		seen := map[string]bool{}
		var rec func(start int, cur []string)
		rec = func(start int, cur []string) {
			if len(cur) > 0 {
				k := strings.Join(cur, "\x00")
				if !seen[k] {
					seen[k] = true
					counts[k]++
					pats[k] = slices.Clone(cur)
				}
			}
			if len(cur) == maxlen {
				return
			}
			for i := start; i < len(s); i++ {
				rec(i+1, append(cur, s[i]))
			}
		}
		rec(0, nil)
	}
	var rs []Result
	for k, c := range counts {
		if c >= minsup && len(pats[k]) >= minlen {
			rs = append(rs, Result{c, pats[k]})
		}
	}
	SortResults(rs)
	return rs
}

func randomSeqs(r *rand.Rand, n, maxLen int, alphabet []string) [][]string {
	seqs := make([][]string, n)
	for i := range seqs {
		l := r.IntN(maxLen + 1)
		for range l {
			seqs[i] = append(seqs[i], alphabet[r.IntN(len(alphabet))])
		}
	}
	return seqs
}

func TestBruteForce(t *testing.T) {
	alphabet := []string{"a", "b", "c", "|", "é", "ab", "", "Z"}
	for trial := range 300 {
		r := rand.New(rand.NewPCG(uint64(trial), 6))
		seqs := randomSeqs(r, 1+r.IntN(25), 1+r.IntN(9), alphabet[:2+r.IntN(len(alphabet)-1)])
		minsup := 1 + r.IntN(4)
		minlen := r.IntN(3)
		maxlen := 1 + r.IntN(5)
		want := bruteForce(seqs, minsup, minlen, maxlen)
		got, err := MineAll(NewDatabase(seqs, 0), Options{MinSupport: minsup, MinLen: minlen, MaxLen: maxlen})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 && len(want) == 0 {
			continue
		}
		if !slices.EqualFunc(got, want, func(a, b Result) bool {
			return a.Support == b.Support && slices.Equal(a.Pattern, b.Pattern)
		}) {
			t.Fatalf("trial %d (minsup %d minlen %d maxlen %d) seqs %q:\n got  %v\n want %v",
				trial, minsup, minlen, maxlen, seqs, got, want)
		}
		// The support recounter must agree on every reported pattern.
		cands := make([][]string, len(want))
		for i, w := range want {
			cands[i] = w.Pattern
		}
		sups := CountSupports(NewDatabase(seqs, 0), cands)
		for i, w := range want {
			if sups[i] != w.Support {
				t.Fatalf("trial %d: CountSupports(%q) = %d, want %d", trial, w.Pattern, sups[i], w.Support)
			}
		}
	}
}

func TestSortedWriterSpills(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	seqs := randomSeqs(r, 400, 12, []string{"a", "b", "c", "d", "e", "|", "f"})
	db := NewDatabase(seqs, 0)
	opt := Options{MinSupport: 3, MaxLen: 5}
	inMem := mineToBytes(t, db, opt, 0)
	spilled := mineToBytes(t, db, opt, 256) // dozens of runs
	if !bytes.Equal(inMem, spilled) {
		t.Fatal("spilled output differs from in-memory output")
	}
	var want bytes.Buffer
	rs, _ := MineAll(db, opt)
	for _, x := range rs {
		want.Write(AppendLine(nil, x.Support, x.Pattern))
	}
	if !bytes.Equal(inMem, want.Bytes()) {
		t.Fatal("SortedWriter output differs from MineAll")
	}
}

func TestMaxSeqLenSkips(t *testing.T) {
	db := NewDatabase([][]string{{"a", "b"}, {"a", "b", "c", "d"}, {"a"}}, 3)
	if db.Len() != 2 || db.Skipped != 1 {
		t.Fatalf("Len %d Skipped %d, want 2 and 1", db.Len(), db.Skipped)
	}
}

func TestResolveMinSupport(t *testing.T) {
	for _, c := range []struct {
		in   float64
		n    int
		want int
		err  bool
	}{
		{5, 100, 5, false}, {0.001, 239597, 240, false}, {0.5, 3, 2, false},
		{0.0000001, 10, 1, false}, {0, 10, 0, true}, {-1, 10, 0, true}, {2.5, 10, 0, true},
	} {
		got, err := ResolveMinSupport(c.in, c.n)
		if (err != nil) != c.err || got != c.want {
			t.Errorf("ResolveMinSupport(%v, %d) = %d, %v; want %d, err %v", c.in, c.n, got, err, c.want, c.err)
		}
	}
}

func TestReadJSONLErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"[\"a\"]\n[1]\n", "x.jsonl:2: element 0 is a number, not a string"},
		{"[\"a\"]\n\n[\"a\"\n", "x.jsonl:3: invalid JSON"},
		{"{\"x\": 1}\n", `x.jsonl:1: object without a "seq" array`},
		// align's output and a pair name the step that reads them (qa92).
		{"{\"id\":\"1\",\"ratio\":0.5,\"opcodes\":[[\"equal\",0,1,0,1]]}\n", `x.jsonl:1: object without a "seq" array (a line of align's output, its opcodes): mine reads mismatch sequences`},
		{"{\"written\":\"Mr. X\",\"spoken\":\"mister x\"}\n", `object without a "seq" array (a written and spoken pair): mine reads mismatch sequences (a JSON array of strings or {"seq": [...]}, as mine-pairs writes them to mismatches.jsonl); mine-pairs --input PAIRS.jsonl`},
		{"\"a\"\n", "x.jsonl:1: want a JSON array of strings, got a string"},
	} {
		_, err := ReadJSONL(strings.NewReader(c.in), "x.jsonl", 0)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadJSONL(%q) error %v, want %q", c.in, err, c.want)
		}
	}
	db, err := ReadJSONL(strings.NewReader("[\"a\\u00e9\", \"\\\"\"]\n{\"seq\": [\"b\"]}\n  [ ]  \n"), "x", 0)
	if err != nil {
		t.Fatal(err)
	}
	if db.Len() != 3 || !slices.Equal(db.Strings(db.Seq(0)), []string{"aé", `"`}) || db.Item(db.Seq(1)[0]) != "b" {
		t.Fatalf("decoded %d sequences: %q", db.Len(), db.Strings(db.Seq(0)))
	}
}

func TestAppendLineEscapes(t *testing.T) {
	got := string(AppendLine(nil, 7, []string{"a\"b", "\\", "\n\t\x01\x7f", "é€😀", "<&>"}))
	want := `[7, ["a\"b", "\\", "\n\t\u0001` + "\x7f" + `", "é€😀", "<&>"]]` + "\n"
	if got != want {
		t.Fatalf("got %s want %s", got, want)
	}
}

func FuzzMine(f *testing.F) {
	f.Add([]byte("[\"a\", \"b\", \"|\", \"c\"]\n[\"a\", \"|\"]\n[\"b\", \"a\"]\n"), uint8(1), uint8(3))
	f.Add([]byte("{\"seq\": [\"x\"]}\n[\"\\u00e9\"]\n"), uint8(2), uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, minsup, maxlen uint8) {
		db, err := ReadJSONL(bytes.NewReader(data), "fuzz", 10)
		if err != nil {
			return
		}
		var seqs [][]string
		for i := range db.Len() {
			seqs = append(seqs, db.Strings(db.Seq(i)))
		}
		opt := Options{MinSupport: 1 + int(minsup%4), MaxLen: 1 + int(maxlen%4)}
		got, err := MineAll(db, opt)
		if err != nil {
			t.Fatal(err)
		}
		if len(seqs) > 30 {
			return
		}
		want := bruteForce(seqs, opt.MinSupport, 1, opt.MaxLen)
		if len(got)+len(want) > 0 && !slices.EqualFunc(got, want, func(a, b Result) bool {
			return a.Support == b.Support && slices.Equal(a.Pattern, b.Pattern)
		}) {
			t.Fatalf("mine differs from brute force:\n got  %v\n want %v", got, want)
		}
	})
}

func loadMismatchSeqs(b *testing.B) *Database {
	in := testutil.SharedFile(b, "anchors/data/mismatch_seqs.jsonl")
	f, err := os.Open(in)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	db, err := ReadJSONL(f, in, 0)
	if err != nil {
		b.Fatal(err)
	}
	return db
}

// BenchmarkMine measures mining alone (as the anchor's "mine=" figure) on
// ../shared/anchors/data/mismatch_seqs.jsonl, maxlen 6.
func BenchmarkMine(b *testing.B) {
	db := loadMismatchSeqs(b)
	for _, minsup := range []int{20, 5} {
		b.Run(fmt.Sprint("minsup", minsup), func(b *testing.B) {
			n := 0
			for b.Loop() {
				n = 0
				if err := Mine(db, Options{MinSupport: minsup, MaxLen: 6}, func(int, []int32) error { n++; return nil }); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n), "patterns")
		})
	}
}

// BenchmarkRead measures parsing and interning the JSONL file.
func BenchmarkRead(b *testing.B) {
	in := testutil.SharedFile(b, "anchors/data/mismatch_seqs.jsonl")
	data, err := os.ReadFile(in)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := ReadJSONL(bytes.NewReader(data), in, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func TestReadResults(t *testing.T) {
	rs := []Result{{3, []string{"a", "|"}}, {2, []string{"\"", "é\n"}}}
	var b []byte
	for _, r := range rs {
		b = AppendLine(b, r.Support, r.Pattern)
	}
	got, err := ReadResults(bytes.NewReader(b), "p.jsonl")
	if err != nil || !slices.EqualFunc(got, rs, func(a, b Result) bool { return a.Support == b.Support && slices.Equal(a.Pattern, b.Pattern) }) {
		t.Fatalf("round trip: %v %v", got, err)
	}
	for _, c := range []struct{ in, want string }{
		{"[1, [\"a\"]]\n[0, [\"a\"]]\n", "p.jsonl:2: support must be a positive integer"},
		{"[1, []]\n", "p.jsonl:1: pattern must be a non-empty array"},
		{"[1]\n", "p.jsonl:1: want [support, [items...]], got 1 elements"},
		{"{}\n", "p.jsonl:1: invalid JSON"},
	} {
		if _, err := ReadResults(strings.NewReader(c.in), "p.jsonl"); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadResults(%q) = %v, want %q", c.in, err, c.want)
		}
	}
}

func ExampleMine() {
	db := NewDatabase([][]string{{"mr", ".", "|", "mister"}, {"mr", ".", "|", "mister"}, {",", "|"}}, 0)
	_ = Mine(db, Options{MinSupport: 2, MinLen: 3, MaxLen: 4}, func(support int, p []int32) error {
		fmt.Println(support, db.Strings(p)) // pattern order; SortedWriter sorts by support
		return nil
	})
	// Output:
	// 2 [. | mister]
	// 2 [mr . mister]
	// 2 [mr . |]
	// 2 [mr . | mister]
	// 2 [mr | mister]
}

func ExampleCountSupports() {
	db := NewDatabase([][]string{{"a", "b", "|"}, {"b", "a", "|"}, {"a", "|", "b"}}, 0)
	fmt.Println(CountSupports(db, [][]string{{"a", "b"}, {"a", "|"}, {"zzz"}}))
	// Output: [2 3 0]
}

// A line that is not a sequence is quarantined with its number, reason and
// text, never decoded into a different sequence: invalid UTF-8 and lone
// surrogate escapes (encoding/json turns both into U+FFFD), a line over
// MaxLineBytes (never held whole), a CRLF line end and a BOM are no errors.
func TestScanJSONLQuarantine(t *testing.T) {
	huge := "[\"" + strings.Repeat("x", MaxLineBytes) + "\"]"
	in := "\ufeff[\"a\"]\r\n[\"b\\ud800\"]\n[\"\xff\"]\n\r\n" + huge + "\n[\"\\ud83d\\ude00\"]\n{\"seq\": 1}\n[\"c\"]"
	type rej struct {
		line   int
		reason string
		n      int
	}
	var got []string
	var rejects []rej
	err := ScanJSONLQuarantine(strings.NewReader(in), "s.jsonl", func(line int, seq [][]byte) error {
		var toks []string
		for _, t := range seq {
			toks = append(toks, string(t))
		}
		got = append(got, fmt.Sprint(line, toks))
		return nil
	}, func(line int, reason string, text []byte) error {
		rejects = append(rejects, rej{line, reason, len(text)})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"1 [a]", "6 [😀]", "8 [c]"}; !slices.Equal(got, want) {
		t.Errorf("sequences %q, want %q", got, want)
	}
	want := []rej{
		{2, `lone surrogate \ud800 in a string (not a Unicode character; rejected rather than turned into U+FFFD)`, 11},
		{3, "invalid UTF-8 (byte 0xFF at byte 3 of the line; text in Latin-1 or Windows-1252? iconv -f WINDOWS-1252 -t UTF-8 converts it)", 5},
		{5, fmt.Sprintf("line longer than %d bytes", MaxLineBytes), quarantine.KeepBytes},
		{7, "want a JSON array of strings, got a number", 10},
	}
	if !slices.Equal(rejects, want) {
		t.Errorf("rejects\n %v\nwant\n %v", rejects, want)
	}
	// Without a reject function the first bad line is the error.
	if err := ScanJSONL(strings.NewReader(in), "s.jsonl", func(int, [][]byte) error { return nil }); err == nil ||
		err.Error() != `s.jsonl:2: lone surrogate \ud800 in a string (not a Unicode character; rejected rather than turned into U+FFFD)` {
		t.Errorf("strict scan: %v", err)
	}
}

// TestSortedWriterRunsHaveNoName: the runs a SortedWriter spills are
// unnamed while it is open, so a process that ends before Close or
// Discard (mine ended at once by a second Ctrl-C, or killed) leaves none
// in the temporary folder: it left every itnprep-patterns-*.run there. The
// output is the same as without spills.
func TestSortedWriterRunsHaveNoName(t *testing.T) {
	var in strings.Builder
	for range 40 {
		in.WriteString(`["a","b","c","d","e","f","g","h","i","j"]` + "\n")
	}
	db, err := ReadJSONL(strings.NewReader(in.String()), "s.jsonl", 0)
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	var out bytes.Buffer
	sw := NewSortedWriter(db, &out, 4096, tmp) // a run every few hundred patterns
	if err := Mine(db, Options{MinSupport: 2}, sw.Add); err != nil {
		t.Fatal(err)
	}
	if len(sw.runs) < 2 {
		t.Fatalf("%d runs spilled, want several", len(sw.runs))
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("%d of %d spilled runs are named in the temporary folder while mining: %v", len(left), len(sw.runs), left)
	}
	if err := sw.Close(); err != nil {
		t.Fatal(err)
	}
	if got, want := out.Bytes(), mineToBytes(t, db, Options{MinSupport: 2}, 1<<30); !bytes.Equal(got, want) {
		t.Errorf("output with spills differs from the one without (%d and %d bytes)", len(got), len(want))
	}
}

// TestMaxPatternsBound: a search that finds more than MaxPatterns frequent
// patterns ends with a *TooManyPatternsError naming the bound and the
// minimum support, after no more than MaxPatterns emitted; one that finds
// exactly MaxPatterns gives the output it gives without a bound, byte for
// byte; and MineJSONL, stopped, writes nothing. (mine-pairs --minsup 2
// over repeated long mismatches grew to 12 GB before it was killed.)
func TestMaxPatternsBound(t *testing.T) {
	for trial := range 50 {
		r := rand.New(rand.NewPCG(uint64(trial), 47))
		seqs := randomSeqs(r, 2+r.IntN(20), 2+r.IntN(9), []string{"a", "b", "c", "|", "d", "e"})
		opt := Options{MinSupport: 1 + r.IntN(3), MinLen: r.IntN(3), MaxLen: 1 + r.IntN(5)}
		all, err := MineAll(NewDatabase(seqs, 0), opt)
		if err != nil {
			t.Fatal(err)
		}
		if len(all) < 2 {
			continue
		}
		want := mineToBytes(t, NewDatabase(seqs, 0), opt, 0)
		bounded := opt
		bounded.MaxPatterns = len(all)
		if got := mineToBytes(t, NewDatabase(seqs, 0), bounded, 0); !bytes.Equal(got, want) {
			t.Fatalf("trial %d: MaxPatterns %d (the count found) changed the output:\n%s\nwant\n%s", trial, len(all), got, want)
		}
		bounded.MaxPatterns = len(all) - 1
		emitted := 0
		err = Mine(NewDatabase(seqs, 0), bounded, func(int, []int32) error { emitted++; return nil })
		var tm *TooManyPatternsError
		if !errors.As(err, &tm) || tm.Limit != len(all)-1 || tm.MinSupport != opt.MinSupport || emitted != len(all)-1 {
			t.Fatalf("trial %d: MaxPatterns %d of %d patterns: err %v, %d emitted; want a TooManyPatternsError after %d", trial, len(all)-1, len(all), err, emitted, len(all)-1)
		}
	}

	// 200 identical sequences of 20 distinct items: at minsup 2 every
	// subsequence up to maxlen 6 is frequent (60,459 patterns).
	var in strings.Builder
	for range 200 {
		in.WriteString(`["a","b","c","d","e","f","g","h","i","j","|","k","l","m","n","o","p","q","r","s"]` + "\n")
	}
	var out bytes.Buffer
	_, err := MineJSONL(strings.NewReader(in.String()), "boom.jsonl", &out, JSONLOptions{MinSupport: 2, MaxLen: 6, MaxPatterns: 1000})
	if err == nil || err.Error() != "too many patterns: more than 1000 frequent patterns at minimum support 2, stopped by --max-patterns 1000: raise --minsup (or give a share, e.g. --minsup 0.002), lower --maxlen, or raise --max-patterns" {
		t.Errorf("MineJSONL of 200 identical sequences at minsup 2: %v", err)
	}
	if out.Len() != 0 {
		t.Errorf("a stopped MineJSONL wrote %d bytes", out.Len())
	}
}
