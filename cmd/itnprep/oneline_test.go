package main

import "testing"

// TestOneLine: a multi-line error is one line; a list's heading ending in
// a colon is followed by its first item, not by " | " (train's "failed
// verification (5 problems): | accounting ..." before).
func TestOneLine(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain error", "plain error"},
		{"open x: no such file\n  caused by y", "open x: no such file | caused by y"},
		{"dataset version v failed verification (2 problems):\n  accounting: a\n  shard b: c",
			"dataset version v failed verification (2 problems): accounting: a | shard b: c"},
		{"\n\nfirst\n\n second \n", "first | second"},
	} {
		if got := oneLine(tc.in); got != tc.want {
			t.Errorf("oneLine(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
