package dataset

import "testing"

func TestInputsFolder(t *testing.T) {
	for _, c := range []struct {
		paths []string
		want  string
	}{
		{nil, ""},
		{[]string{"/data/gtn/output-00000-of-00100"}, "/data/gtn/"},
		{[]string{"/data/gtn/a", "/data/gtn/b/c", "/data/gtnx/d"}, "/data/"},
		{[]string{"gs://b/corpus/x.txt", "gs://b/corpus/y/z.txt"}, "gs://b/corpus/"},
		{[]string{"x.txt", "in/y.txt"}, ""},
		{[]string{"in/x.txt", "/abs/y.txt"}, ""},
		{[]string{"a/x", "ab/y"}, ""},
	} {
		if got := InputsFolder(c.paths); got != c.want {
			t.Errorf("InputsFolder(%q) = %q, want %q", c.paths, got, c.want)
		}
	}
}

// RelativeTo cuts the inputs' folder from a reject's location and reason;
// UnderRoot puts it back for a message.
func TestRejectRelativeToAndUnderRoot(t *testing.T) {
	r := Reject{ID: "g:8", Location: "/d/in/g:8-10", Reason: "/d/in/g:9: invalid UTF-8 (gzip -t /d/in/g)", Raw: "/d/in/ raw kept"}
	rel := r.RelativeTo("/d/in/")
	if rel.Location != "g:8-10" || rel.Reason != "g:9: invalid UTF-8 (gzip -t g)" || rel.Raw != r.Raw || rel.ID != r.ID {
		t.Errorf("RelativeTo: %+v", rel)
	}
	back := rel.UnderRoot("/d/in/")
	if back.Location != r.Location || back.Reason != "/d/in/g:9: invalid UTF-8 (gzip -t g)" {
		t.Errorf("UnderRoot: %+v", back)
	}
	if got := r.RelativeTo(""); got != r {
		t.Errorf("RelativeTo(\"\") changed the reject: %+v", got)
	}
	// A short root is cut from the reject's own file only, never from
	// the input text its reason quotes; a reject of no input file under
	// root (a derived row's) is kept as it is.
	short := Reject{Location: "a/x.txt:3", Reason: `a/x.txt:3: cannot verbalize "n/a/b"`}
	if got := short.RelativeTo("a/"); got.Location != "x.txt:3" || got.Reason != `x.txt:3: cannot verbalize "n/a/b"` {
		t.Errorf("short root: %+v", got)
	}
	derived := Reject{Location: "x.txt:3 (row of parent version abc)", Reason: "tag"}
	if got := derived.RelativeTo("/d/in/"); got != derived {
		t.Errorf("derived reject changed: %+v", got)
	}
}
