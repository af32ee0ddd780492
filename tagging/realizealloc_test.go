package tagging

import (
	"runtime"
	"strings"
	"testing"
)

// TestRealizeAllocatesAboutItsText: Realize allocates a few times the
// bytes of the text it writes, not a table per glued piece. mendSpacing
// realizes a row once per edit it tries, and detokenize built two
// strings.Replacer tables (about 2 KB each on first use) per piece: on a
// 640-word row of "ac/dc he's 2010 . " those tables were 1.3 GB of the
// derive's 3.4 GB. The bound (128 bytes per written byte, averaged over
// several realizations) leaves room for the slices and the regexp's
// matches (about 48 now); the old code took over 1,000.
func TestRealizeAllocatesAboutItsText(t *testing.T) {
	d := NewDeriver()
	ex, f := d.Derive(strings.Repeat("ac/dc he's 2010 . ", 20), strings.Repeat("a c d c he s twenty ten ", 20), nil, false)
	if f != nil {
		t.Fatal(f)
	}
	got, err := Realize(ex.Words, ex.Tags)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(strings.Join(strings.Fields(got), " "), "ac/dc he's 2010 . ac/dc") || strings.Contains(got, "_") {
		t.Fatalf("tags %q realize %q", ex.Tags, got)
	}
	const runs = 20
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range runs {
		if _, err := Realize(ex.Words, ex.Tags); err != nil {
			t.Fatal(err)
		}
	}
	runtime.ReadMemStats(&after)
	perByte := float64(after.TotalAlloc-before.TotalAlloc) / runs / float64(len(got))
	t.Logf("%d bytes realized, %.1f bytes allocated a byte", len(got), perByte)
	if perByte > 128 {
		t.Errorf("Realize allocated %.0f bytes for each of the %d it wrote", perByte, len(got))
	}
}
