package jsonline

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

// AppendString writes what CPython's json.dumps(s, ensure_ascii=False)
// writes (checked against /usr/bin/python3 when it is there), and
// encoding/json reads it back as s (invalid UTF-8 as U+FFFD).
func TestAppendStringIsPythonsJSON(t *testing.T) {
	cases := []string{"", "a\"b", `\`, "\n\t\r\b\f\x01\x1f\x7f", "é€😀", "<&>\u2028", "bad\xffbyte"}
	var lines []string
	for _, s := range cases {
		got := AppendString(nil, s)
		var back string
		if err := json.Unmarshal(got, &back); err != nil || back != strings.ToValidUTF8(s, "\uFFFD") {
			t.Errorf("%q: wrote %s, read back %q (%v)", s, got, back, err)
		}
		lines = append(lines, string(got))
	}
	py, err := exec.LookPath("/usr/bin/python3")
	if err != nil {
		t.Skip("SKIP: no /usr/bin/python3 to compare with json.dumps")
	}
	// Python gets the strings as \u escapes of their runes, so the
	// comparison does not depend on how the arguments are passed.
	var args []string
	for _, s := range cases {
		args = append(args, strings.ToValidUTF8(s, "\uFFFD"))
	}
	enc, _ := json.Marshal(args)
	out, err := exec.Command(py, "-c", "import json,sys\nfor s in json.loads(sys.argv[1]): print(json.dumps(s, ensure_ascii=False))", string(enc)).Output()
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	for i := range cases {
		if i >= len(want) || lines[i] != want[i] {
			t.Errorf("%q: wrote %s, Python writes %s", cases[i], lines[i], want[min(i, len(want)-1)])
		}
	}
}
