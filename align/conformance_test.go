package align

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// The conformance tests run CPython's difflib (python3 on PATH, 3.11 in
// this project) through testdata/difflib_ref.py and demand zero
// differences in tokens, blocks, opcodes and the float64 bits of ratio,
// quick_ratio and real_quick_ratio.

type pyMode struct {
	Ratio   string              `json:"ratio"`
	QR      string              `json:"qr"`
	RQR     string              `json:"rqr"`
	Blocks  [][3]int            `json:"blocks"`
	Opcodes [][]json.RawMessage `json:"opcodes"`
}

type pyResult struct {
	A   []string `json:"a"`
	B   []string `json:"b"`
	On  *pyMode  `json:"on"`
	Off *pyMode  `json:"off"`
}

func python(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("SKIP: python3 not on PATH; the difflib conformance check needs CPython")
	}
	return p
}

// runReference feeds input to difflib_ref.py and decodes one result per
// non-blank input line.
func runReference(t testing.TB, input []byte, args ...string) []pyResult {
	t.Helper()
	py := python(t)
	cmd := exec.Command(py, append([]string{filepath.Join("testdata", "difflib_ref.py")}, args...)...)
	cmd.Stdin = bytes.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("difflib_ref.py: %v\n%s", err, stderr.String())
	}
	var res []pyResult
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var r pyResult
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("reference output line %d: %v", len(res)+1, err)
		}
		res = append(res, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return res
}

// diffMode compares the matcher's answers for the current pair with
// CPython's and describes the first difference, or returns "".
func diffMode(m *Matcher, want *pyMode) string {
	if want == nil {
		return "reference lacks this mode"
	}
	var gotBlocks [][3]int
	for _, bl := range m.MatchingBlocks() {
		gotBlocks = append(gotBlocks, [3]int{bl.A, bl.B, bl.Size})
	}
	if !slices.Equal(gotBlocks, want.Blocks) {
		return fmt.Sprintf("blocks: got %v want %v", gotBlocks, want.Blocks)
	}
	ops := m.Opcodes()
	if len(ops) != len(want.Opcodes) {
		return fmt.Sprintf("opcodes: got %d want %d", len(ops), len(want.Opcodes))
	}
	for k, op := range ops {
		w := want.Opcodes[k]
		got := fmt.Sprintf(`["%s",%d,%d,%d,%d]`, op.Tag, op.I1, op.I2, op.J1, op.J2)
		exp := fmt.Sprintf(`[%s,%s,%s,%s,%s]`, w[0], w[1], w[2], w[3], w[4])
		if got != exp {
			return fmt.Sprintf("opcode %d: got %s want %s", k, got, exp)
		}
	}
	for _, f := range []struct {
		name string
		got  float64
		want string
	}{{"ratio", m.Ratio(), want.Ratio}, {"quick_ratio", m.QuickRatio(), want.QR}, {"real_quick_ratio", m.RealQuickRatio(), want.RQR}} {
		w, err := strconv.ParseFloat(f.want, 64)
		if err != nil {
			return fmt.Sprintf("%s: bad reference %q", f.name, f.want)
		}
		if math.Float64bits(f.got) != math.Float64bits(w) {
			return fmt.Sprintf("%s: got %v (%#x) want %s (%#x)", f.name, f.got, math.Float64bits(f.got), f.want, math.Float64bits(w))
		}
		if py := PyRepr(f.got); py != f.want {
			return fmt.Sprintf("%s: PyRepr %s, python repr %s", f.name, py, f.want)
		}
	}
	return ""
}

func TestConformancePairs50k(t *testing.T) {
	anchors := testutil.SharedDir(t) + "/anchors"
	path := testutil.SharedFile(t, "anchors/data/pairs50k.jsonl")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ref := runReference(t, data, "--tokenize", anchors, "--modes", "on,off")
	pairs := readPairs(t, data)
	if len(pairs) != len(ref) {
		t.Fatalf("%d pairs, %d reference lines", len(pairs), len(ref))
	}
	if len(pairs) != 50000 {
		t.Errorf("pairs50k has %d pairs, want 50000", len(pairs))
	}
	on, off := NewAligner(true), NewAligner(false)
	tokDiffs, onDiffs, offDiffs, longPairs := 0, 0, 0, 0
	for n, p := range pairs {
		r := ref[n]
		on.Align(p.Written, p.Spoken)
		off.Align(p.Written, p.Spoken)
		a, b := on.texts()
		if !slices.Equal(a, r.A) || !slices.Equal(b, r.B) {
			if tokDiffs++; tokDiffs <= 5 {
				t.Errorf("pair %d tokens differ:\n go a=%q\n py a=%q\n go b=%q\n py b=%q", n, a, r.A, b, r.B)
			}
			continue
		}
		if len(b) >= 200 {
			longPairs++
		}
		if d := diffMode(on.Matcher(), r.On); d != "" {
			if onDiffs++; onDiffs <= 5 {
				t.Errorf("pair %d autojunk on: %s", n, d)
			}
		}
		if d := diffMode(off.Matcher(), r.Off); d != "" {
			if offDiffs++; offDiffs <= 5 {
				t.Errorf("pair %d autojunk off: %s", n, d)
			}
		}
	}
	t.Logf("pairs=%d (len(b)>=200: %d) token diffs=%d, autojunk on diffs=%d, off diffs=%d", len(pairs), longPairs, tokDiffs, onDiffs, offDiffs)
	if tokDiffs+onDiffs+offDiffs > 0 {
		t.Fatalf("%d token, %d autojunk-on, %d autojunk-off differences from CPython", tokDiffs, onDiffs, offDiffs)
	}
}

type rawPair struct {
	Written string `json:"written"`
	Spoken  string `json:"spoken"`
}

func readPairs(t testing.TB, data []byte) []rawPair {
	t.Helper()
	var pairs []rawPair
	for n, line := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var p rawPair
		if err := json.Unmarshal(line, &p); err != nil {
			t.Fatalf("line %d: %v", n+1, err)
		}
		pairs = append(pairs, p)
	}
	return pairs
}

// stressCases generates sequences over small alphabets, where long
// repeated runs, ties and popular elements are common: lengths 0..450,
// roughly half of them with len(b) >= 200 so autojunk matters.
func stressCases(seed uint64, n int) [][2][]string {
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	gen := func(length, alpha int) []string {
		s := make([]string, length)
		for i := range s {
			// A skewed draw makes some letters popular and some rare.
			x := rng.IntN(alpha)
			if rng.IntN(3) == 0 {
				x = 0
			}
			s[i] = string(rune('a' + x))
		}
		return s
	}
	out := make([][2][]string, 0, n)
	for len(out) < n {
		alpha := 1 + rng.IntN(8)
		var la, lb int
		switch rng.IntN(4) {
		case 0:
			la, lb = rng.IntN(20), rng.IntN(20)
		case 1:
			la, lb = rng.IntN(451), rng.IntN(451)
		default:
			la, lb = rng.IntN(451), 200+rng.IntN(251)
		}
		a := gen(la, alpha)
		b := []string{}
		if rng.IntN(2) == 0 && la > 0 {
			// b as a mutation of a: long shared runs.
			for _, x := range a {
				switch rng.IntN(10) {
				case 0:
				case 1:
					b = append(b, x, string(rune('a'+rng.IntN(alpha))))
				case 2:
					b = append(b, string(rune('a'+rng.IntN(alpha))))
				default:
					b = append(b, x)
				}
			}
			if len(b) > 450 {
				b = b[:450]
			}
		} else {
			b = gen(lb, alpha)
		}
		out = append(out, [2][]string{a, b})
	}
	return out
}

func stressCount(t *testing.T) int {
	if s := os.Getenv("ITNPREP_ALIGN_STRESS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("ITNPREP_ALIGN_STRESS=%q: %v", s, err)
		}
		return n
	}
	if testing.Short() {
		return 300
	}
	return 1500
}

// TestConformanceStress compares with CPython on generated sequences;
// ITNPREP_ALIGN_STRESS=N sets the number of cases (default 1500, 300 with
// -short).
func TestConformanceStress(t *testing.T) {
	cases := stressCases(1, stressCount(t))
	var in bytes.Buffer
	for _, c := range cases {
		line, _ := json.Marshal(map[string][]string{"a": c[0], "b": c[1]})
		in.Write(line)
		in.WriteByte('\n')
	}
	ref := runReference(t, in.Bytes(), "--modes", "on,off")
	if len(ref) != len(cases) {
		t.Fatalf("%d cases, %d reference lines", len(cases), len(ref))
	}
	on, off := NewAligner(true), NewAligner(false)
	diffs, long := 0, 0
	for n, c := range cases {
		if len(c[1]) >= 200 {
			long++
		}
		on.AlignTokens(c[0], c[1])
		off.AlignTokens(c[0], c[1])
		for _, x := range []struct {
			name string
			m    *Matcher
			want *pyMode
		}{{"on", on.Matcher(), ref[n].On}, {"off", off.Matcher(), ref[n].Off}} {
			if d := diffMode(x.m, x.want); d != "" {
				if diffs++; diffs <= 5 {
					t.Errorf("case %d (len a=%d b=%d) autojunk %s: %s", n, len(c[0]), len(c[1]), x.name, d)
				}
			}
		}
	}
	t.Logf("stress cases=%d (len(b)>=200: %d), differences=%d", len(cases), long, diffs)
	if diffs > 0 {
		t.Fatalf("%d differences from CPython", diffs)
	}
}
