package sources

import (
	"strings"
	"testing"
)

// TestTextDamageWhy: mojibake (UTF-8 read back as Windows-1252 or
// Latin-1, once or twice) and U+FFFD are found and named; accented
// letters, curly quotes and signs in text, which are no such sequence, are
// not.
func TestTextDamageWhy(t *testing.T) {
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
		rule, why := textDamageWhy(c.text, "written")
		if rule != c.rule || !strings.Contains(why, c.want) {
			t.Errorf("textDamageWhy(%q) = %q, %q; want %q with %q", c.text, rule, why, c.rule, c.want)
		}
	}
}

// TestMojibakeIsRejectedByEveryReader: every text reader rejects a record
// whose text holds mojibake or U+FFFD as parse/mojibake or
// parse/replacement_character, naming its file and line, and reads the
// others. Before (2026-12-01, qa51) each was read as words: prep text
// published "The cafÃ© opened" spoken "the cafã copyright opened",
// "didnâ€™t" as "didnâ euro t", "cafï¿½" as "cafï one half", and GTN and
// Libriheavy published their written side so.
func TestMojibakeIsRejectedByEveryReader(t *testing.T) {
	const bad, fffd, good = "The cafÃ© opened in 2019.", "The caf\ufffd opened in 2020.", "The shop opened in 2021."
	cut := func(id, book string) string {
		return `{"id": "` + id + `", "supervisions": [{"id": "` + id + `", "custom": {"texts": ["` + book + `", "THE SHOP OPENED IN TWENTY TWENTY ONE"]}}]}`
	}
	for _, c := range []struct{ format, path, data string }{
		{"text", "in.txt", bad + "\n" + fffd + "\n" + good + "\n"},
		{"text-jsonl", "in.jsonl", `{"text": "` + bad + `"}` + "\n" + `{"text": "` + fffd + `"}` + "\n" + `{"text": "` + good + `"}` + "\n"},
		// A JSON escape is the same text: "caf\u00c3\u00a9".
		{"text-jsonl", "esc.jsonl", `{"text": "The caf\u00c3\u00a9 opened in 2019."}` + "\n" + `{"text": "The caf\ufffd opened in 2020."}` + "\n" + `{"text": "` + good + `"}` + "\n"},
		{"text-table", "in.csv", "id,text\na," + bad + "\nb," + fffd + "\nc," + good + "\n"},
		{"text-subtitles", "in.srt", "1\n00:00:01,000 --> 00:00:02,000\n" + bad + "\n\n2\n00:00:03,000 --> 00:00:04,000\n" + fffd + "\n\n3\n00:00:05,000 --> 00:00:06,000\n" + good + "\n"},
		{"spgi", "val.csv", "wav_filename|wav_filesize|transcript\na/1.wav|100|" + bad + "\na/2.wav|100|" + fffd + "\na/3.wav|100|" + good + "\n"},
		{"commonvoice", "train.tsv", "client_id\tpath\tsentence\nx\ta.mp3\t" + bad + "\nx\tb.mp3\t" + fffd + "\nx\tc.mp3\t" + good + "\n"},
		{"gtn", "output-00001-of-00100", "PLAIN\tThe\t<self>\nPLAIN\tcafÃ©\t<self>\n<eos>\t<eos>\nPLAIN\tThe\t<self>\nPLAIN\tcaf\ufffd\t<self>\n<eos>\t<eos>\nPLAIN\tThe\t<self>\nPLAIN\tshop\t<self>\n<eos>\t<eos>\n"},
		{"gtn-nemo", "GoogleTN.json", `{"text": "` + bad + `", "gt_normalized": "The cafÃ© opened in twenty nineteen."}` + "\n" + `{"text": "` + fffd + `", "gt_normalized": "x"}` + "\n" + `{"text": "` + good + `", "gt_normalized": "The shop opened in twenty twenty one."}` + "\n"},
		{"libriheavy", "cuts.jsonl", cut("c1", bad) + "\n" + cut("c2", fffd) + "\n" + cut("c3", good) + "\n"},
	} {
		f, err := LookupFormat(c.format)
		if err != nil {
			t.Fatal(err)
		}
		pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
			return f.Parse(c.path, strings.NewReader(c.data), ReadOptions{Split: "train"}, s)
		})
		rules := map[string]int{} // the format's own rule, as ReadFiles names parse/RULE (dataset.RuleName)
		for _, r := range rejects {
			rules[r.Rule]++
			if strings.Contains(r.Rule, "mojibake") || strings.Contains(r.Rule, "replacement") {
				if !strings.HasPrefix(r.Reason, c.path+":") {
					t.Errorf("%s: reason %q names no file and line", c.format, r.Reason)
				}
			}
		}
		if len(pairs) != 1 || rules["mojibake"] != 1 || rules["replacement_character"] != 1 {
			var ws []string
			for _, p := range pairs {
				ws = append(ws, p.Written)
			}
			t.Errorf("%s: pairs %q, rejects %v; want the good line and a reject each", c.format, ws, rules)
		}
	}
}
