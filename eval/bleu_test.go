package eval

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

func corpusBLEU(t *testing.T, pairs ...[2]string) (float64, BLEUStats) {
	t.Helper()
	sc := NewScorer(Options{})
	var total Counts
	for _, p := range pairs {
		s, err := sc.Score(&Record{Hyp: p[0], Ref: p[1]})
		if err != nil {
			t.Fatal(err)
		}
		total.Add(s.Counts)
	}
	score, _, _ := total.BLEU.Score()
	return score, total.BLEU
}

// No sacrebleu was reachable in this session (no device machine lent), so
// the expected values are worked by hand from sacrebleu's compute_bleu:
// precisions p_n in percent, score = BP * exp(sum(log p_n) / 4).
func TestBLEUByHand(t *testing.T) {
	cases := []struct {
		name  string
		pairs [][2]string
		want  float64
	}{
		{
			// hyp 1-grams the cat sat on the mat: "the" clipped to 1 -> 5/6;
			// 2-grams 3/5 (the cat, cat sat, sat on); 3-grams 2/4; 4-grams
			// 1/3; BP 1 (6 = 6). (83.33*60*50*33.33)^(1/4) = 8333333.3^(1/4)
			// = 53.7285.
			"clipping", [][2]string{{"the cat sat on the mat", "the cat sat on a mat"}}, 53.728497,
		},
		{
			// 4/5, 2/4, then no 3-gram and no 4-gram match: "exp"
			// smoothing gives 100/(2*3) and 100/(4*2);
			// (80*50*16.667*12.5)^(1/4) = 833333.3^(1/4) = 30.2138.
			"exp smoothing", [][2]string{{"a b c d e", "a b x d e"}}, 30.213753,
		},
		{
			// all precisions 100, BP = exp(1 - 5/4) = 0.77880.
			"brevity penalty", [][2]string{{"a b c d", "a b c d e"}}, 77.880078,
		},
		{
			// no 4-gram at all: sacrebleu stops at total 0, leaving
			// precision 0, whose my_log is -9999999999: score 0.
			"short hypothesis", [][2]string{{"a b c", "a b c"}}, 0,
		},
		{
			// 13a splits "mat." into "mat ." and "$3.50" into "$ 3.50";
			// corpus sums over the two sentences: 1-grams 9/9, 2-grams
			// 7/7, 3-grams 5/5, 4-grams 3/3 -> 100.
			"tokenized corpus", [][2]string{{"the cat sat on the mat.", "the cat sat on the mat ."}, {"it is $3.50", "it is $ 3.50"}}, 100,
		},
		{"no match", [][2]string{{"x y z w", "a b c d"}}, 0},
	}
	for _, tc := range cases {
		got, st := corpusBLEU(t, tc.pairs...)
		if math.Abs(got-tc.want) > 1e-5 {
			t.Errorf("%s: BLEU %.6f, want %.6f (stats %+v)", tc.name, got, tc.want, st)
		}
	}
}

func TestTokenize13aExamples(t *testing.T) {
	cases := map[string]string{
		"Hello, world!":           "Hello , world !",
		"It costs $3.50.":         "It costs $ 3.50 .",
		"1,000-2,000 people":      "1,000 - 2,000 people",
		"e.g. the U.S.A., ok":     "e . g . the U . S . A . , ok",
		"don't (really) &amp; \"": "don't ( really ) & \"",
		"a\u00a0b":                "a b",
		"  trailing  \t":          "trailing",
	}
	for in, want := range cases {
		if got := strings.Join(Tokenize13a(in), " "); got != want {
			t.Errorf("Tokenize13a(%q) = %q, want %q", in, got, want)
		}
	}
}

// python13a is sacrebleu's 13a tokenizer (tokenizer_13a.py and
// tokenizer_re.py) written out with Python's own re module: the
// reference our byte scanner must agree with.
const python13a = `
import json, re, sys
RE = [(re.compile(r'([\{-\~\[-\` + "`" + ` -\&\(-\+\:-\@\/])'), r' \1 '),
      (re.compile(r'([^0-9])([\.,])'), r'\1 \2 '),
      (re.compile(r'([\.,])([^0-9])'), r' \1 \2'),
      (re.compile(r'([0-9])(-)'), r'\1 \2 ')]
def tok13a(line):
    line = line.rstrip()
    line = line.replace('<skipped>', '').replace('-\n', '').replace('\n', ' ')
    line = line.replace('&quot;', '"').replace('&amp;', '&').replace('&lt;', '<').replace('&gt;', '>')
    line = ' {} '.format(line)
    for r, s in RE:
        line = r.sub(s, line)
    return ' '.join(line.strip().split())
for l in sys.stdin:
    print(json.dumps(tok13a(json.loads(l))))
`

// TestTokenize13aAgainstPythonRegex runs the 13a regular expressions in
// Python on every hyp and ref of metrics_sample.jsonl plus edge cases and
// compares with Tokenize13a.
func TestTokenize13aAgainstPythonRegex(t *testing.T) {
	py := testutil.DebianPython(t)
	inputs := []string{"a..b", "3..4", ".,.,", "x-\ny", "1-2-3", "-1", "a.b.c,d", "10.5,2", "Mr.Smith",
		"é.", "ü,5", "e.g. the U.S.A., ok", "<skipped>x", "&amp;quot;", "a\tb\u2028c", "\x1cx", "tail.", ",lead", "2,", "…. ,"}
	data, err := os.ReadFile(testutil.SharedFile(t, "anchors/data/metrics_sample.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		var r Record
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		if err := ParseRecord(line, &r); err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, r.Hyp, r.Ref)
	}
	var stdin bytes.Buffer
	for _, s := range inputs {
		b, _ := json.Marshal(s)
		stdin.Write(b)
		stdin.WriteByte('\n')
	}
	cmd := exec.Command(py, "-c", python13a)
	cmd.Stdin = &stdin
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(inputs) {
		t.Fatalf("python gave %d lines for %d inputs", len(lines), len(inputs))
	}
	bad := 0
	for i, s := range inputs {
		var want string
		if err := json.Unmarshal([]byte(lines[i]), &want); err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(Tokenize13a(s), " "); got != want {
			bad++
			if bad < 5 {
				t.Errorf("%q: got %q, python %q", s, got, want)
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d differ", bad, len(inputs))
	}
	t.Logf("%d strings tokenized identically", len(inputs))
}
