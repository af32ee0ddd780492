package normalize

import "testing"

func TestAmericanize(t *testing.T) {
	for w, want := range map[string]string{
		"colour": "color", "favourite": "favorite", "organisation": "organization", "realising": "realizing",
		"centre": "center", "theatres": "theaters", "travelled": "traveled", "catalogue": "catalog",
		"analyse": "analyze", "programme": "program",
		"four": "", "hour": "", "surprise": "", "rise": "", "otherwise": "", "notre": "", "house": "",
	} {
		if got := americanize(w); got != want {
			t.Errorf("americanize(%q) = %q, want %q", w, got, want)
		}
	}
}
