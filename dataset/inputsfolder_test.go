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
	if back.Location != r.Location || back.Reason != r.Reason {
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

// TestUnderRootPutsBackEveryMention: the file RelativeTo cut the inputs'
// folder from is named under it again wherever the reason names it (a
// hint after the reason's own location: it was put back at the start
// only), but not where its name is part of another word, another file
// or text the reason quotes from the input.
func TestUnderRootPutsBackEveryMention(t *testing.T) {
	for _, c := range []struct{ reason, want string }{
		{"x.txt:4: not JSON Lines: convert it first (jq -c '.[]' x.txt > x.txt.tmp)",
			"/d/in/x.txt:4: not JSON Lines: convert it first (jq -c '.[]' /d/in/x.txt > /d/in/x.txt.tmp)"},
		{"the name ends in .gz but the file holds plain text (gzip -t x.txt.gz checks it)",
			"the name ends in .gz but the file holds plain text (gzip -t /d/in/x.txt.gz checks it)"},
		{"UTF-16 (iconv -f UTF-16 -t UTF-8 'x.txt' > OUT)", "UTF-16 (iconv -f UTF-16 -t UTF-8 '/d/in/x.txt' > OUT)"},
		{`x.txt:4: cannot verbalize "see x.txt now"`, `/d/in/x.txt:4: cannot verbalize "see x.txt now"`},
		{`x.txt:4: cannot verbalize "a \"x.txt\" b" in x.txt`, `/d/in/x.txt:4: cannot verbalize "a \"x.txt\" b" in /d/in/x.txt`},
		{"xx.txt, x.txt2, x.txt-old, x.txt/y, ax.txt: others", "xx.txt, x.txt2, x.txt-old, x.txt/y, ax.txt: others"},
		{"no file named", "no file named"},
	} {
		r := Reject{Location: "x.txt:4", Reason: c.reason}
		if got := r.UnderRoot("/d/in/"); got.Reason != c.want || got.Location != "/d/in/x.txt:4" {
			t.Errorf("UnderRoot(%q):\n got %q at %q\nwant %q", c.reason, got.Reason, got.Location, c.want)
		}
	}
	// RelativeTo then UnderRoot gives the reason back.
	r := Reject{Location: "/d/in/sub/x.txt:4", Reason: "/d/in/sub/x.txt:4: bad (gzip -t /d/in/sub/x.txt.gz)"}
	if got := r.RelativeTo("/d/in/").UnderRoot("/d/in/"); got != r {
		t.Errorf("RelativeTo then UnderRoot: %+v, want %+v", got, r)
	}
}
