package normalize

import "testing"

// TestDoctorAfterDeterminer: a drive's name stands before "Dr", so after
// an article or a possessive it is the doctor ("the drive said no" was
// 0.97 in title case and tied with the doctor at 0.46 in capitals); after
// a street's name it stays the drive.
func TestDoctorAfterDeterminer(t *testing.T) {
	checkBestAtLeast(t, 0.8, [][2]string{
		{"THE DR SAID NO", "the doctor said no"},
		{"The Dr said no", "the doctor said no"},
		{"MY DR SAID I AM FINE", "my doctor said i am fine"},
		{"Ask your Dr first.", "ask your doctor first"},
		{"Take the Ocean Dr exit", "take the ocean drive exit"},
	})
}

// TestSaintAfterMount: after a mount's or a fort's word St opens the
// saint's name ("mount s t helens" 0.18 first, "mount street helens"
// 0.10 among the readings).
func TestSaintAfterMount(t *testing.T) {
	checkBestAtLeast(t, 0.9, [][2]string{
		{"Mt St Helens", "mount saint helens"},
		{"Mt. St. Helens erupted in 1980.", "mount saint helens erupted in nineteen eighty"},
	})
	for _, text := range []string{"MT ST HELENS", "Mt St Helens", "Mt. St. Helens", "Fort St John"} {
		all, err := testV.Variants(text, 0)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		for _, r := range all {
			if containsWord(r.Spoken, "street") {
				t.Errorf("%q: reading %q %.2f, want no street after a mount or a fort", text, r.Spoken, r.Prob)
			}
		}
	}
}

// TestDRCongo: DR before Congo is the Democratic Republic, its letters
// (Google TN: "d r Congo"; "doctor congo" was 0.5).
func TestDRCongo(t *testing.T) {
	checkBestAtLeast(t, 0.8, [][2]string{
		{"DR Congo", "d r congo"},
		{"in the DR Congo", "in the d r congo"},
		{"DR SMITH", "doctor smith"},
	})
}

// TestLabelBeforeNumber: a line that is an abbreviation in capitals and
// its number alone (a form's field, a road sign) reads it as written bare
// ("q t y two" was 0.40 beside "quantity two" 0.50); a two-capital code
// before a number keeps the caps readings, and a label inside a sentence
// is no line's.
func TestLabelBeforeNumber(t *testing.T) {
	checkBestAtLeast(t, 0.9, [][2]string{
		{"QTY 2", "quantity two"},
		{"HWY 1", "highway one"},
		{"NO 5", "number five"},
	})
	for _, c := range []struct {
		text, w string
		pos     int
		want    bool
	}{
		{"QTY 2", "QTY", 0, true},
		{"  NO 5B ", "NO", 2, true},
		{"MT 2", "MT", 0, false},
		{"QTY 2 BOXES", "QTY", 0, false},
		{"The QTY 2", "QTY", 4, false},
		{"QTY", "QTY", 0, false},
	} {
		if got := labelBeforeNumber(c.text, c.w, c.pos, c.pos+len(c.w)); got != c.want {
			t.Errorf("labelBeforeNumber(%q, %q) = %v, want %v", c.text, c.w, got, c.want)
		}
	}
}
