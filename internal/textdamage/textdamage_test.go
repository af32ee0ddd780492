package textdamage

import (
	"strings"
	"testing"
)

// TestWhy: mojibake (UTF-8 read back as Windows-1252 or
// Latin-1, once or twice) and U+FFFD are found and named; accented
// letters, curly quotes and signs in text, which are no such sequence, are
// not.
func TestWhy(t *testing.T) {
	for _, c := range []struct{ text, rule, want string }{
		{"The cafÃ© opened in 2019.", "mojibake", `"Ã©" (at character 8) is "é"`},
		{"It didnâ€™t close.", "mojibake", `"â€™" (at character 8) is "’"`},
		{"It costs â‚¬5.", "mojibake", `"â‚¬" (at character 10) is "€"`},
		{"MÃ¼nchen hosted it.", "mojibake", `"Ã¼" (at character 2) is "ü"`},
		{"Reached 30 Â°C.", "mojibake", `"Â°" (at character 12) is "°"`},
		{"Tokyo (æ\u009d±äº¬) hosted.", "mojibake", `is "東"`},
		{"Hi ðŸ˜€ there", "mojibake", `is "😀"`},
		{"ï»¿The line", "mojibake", `is "\ufeff"`},
		{"Ð\u0090Ð»Ñ\u008cÑ\u0084Ð°", "mojibake", `is "А"`},
		{"The cafÃƒÂ© opened.", "mojibake", `"ÃƒÂ©" (at character 8) is "é" written as UTF-8 and read back as Windows-1252 or Latin-1, twice`},
		{"The caf\ufffd opened.", "replacement_character", "U+FFFD (the replacement character, �) in the written text at character 8"},
		{"The cafï¿½ opened.", "mojibake", `"ï¿½" (at character 8) is "�"`},
		// Not mojibake: text in its own letters and signs.
		{"The café in München served crème brûlée — 5 €, “très bon”, 30 °C, ½ price.", "", ""},
		{"«CAFÉ» and „Fuß“ and ESPAÑA, SÃO PAULO, Ö-Norm, 3×4, Ü’s", "", ""},
		{"Москва, 東京, Ελλάδα, עברית, العربية", "", ""},
		{"plain ASCII line", "", ""},
	} {
		rule, why := Why(c.text, "written")
		if rule != c.rule || !strings.Contains(why, c.want) {
			t.Errorf("Why(%q) = %q, %q; want %q with %q", c.text, rule, why, c.rule, c.want)
		}
	}
}
