package clean

import (
	"strings"
	"testing"
)

func TestITNFlags(t *testing.T) {
	cases := []struct{ text, want string }{
		{"I was born in 1969.", "digits"},
		{"The price is $1", "digits"},
		{"On the 3rd of May.", "digits"},
		{"CHAPTER XIV. The Return", "roman,allcaps"},
		{"Chapter I. Down the hole.", "roman"},
		{"Book V begins.", "roman"},
		{"Henry VIII had six wives.", "roman"},
		{"Louis XIV and 1715.", "digits,roman"},
		{"Then I went home.", ""},
		{"A cat sat.", ""},
		{"NASA launched it.", "allcaps"},
		{"Turn up the MIX on the CD.", "allcaps"},
		{"Chapter LI continues.", "roman"},
		{"the pages xiv and xv", ""},
		{"He said OK.", "allcaps"},
		{"Plain words only.", ""},
		{"", ""},
	}
	for _, c := range cases {
		if got := ITNFlags(c.text).String(); got != c.want {
			t.Errorf("ITNFlags(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

func TestFlagNames(t *testing.T) {
	f := FlagAllCaps | FlagDigits | FlagRoman
	if got := strings.Join(f.Names(), " "); got != "digits roman allcaps" {
		t.Errorf("names %q", got)
	}
	if Flags(0).Names() != nil {
		t.Error("no flags must give nil")
	}
}
