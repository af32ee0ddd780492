package clean

import (
	"os"
	"strings"
	"testing"
)

// TestTranscriptProfilesOnSample runs both profiles over the repository's
// transcript sample (one line per artifact: HTML tags, speaker labels,
// emojis, brackets, runs of punctuation, ...): each line's text after
// cleaning, or its drop rule, and the rules that fired.
func TestTranscriptProfilesOnSample(t *testing.T) {
	data, err := os.ReadFile("../testdata/transcript/sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	type out struct{ text, hits string } // text "DROP:rule" for drops
	same := func(text, hits string) [2]out { return [2]out{{text, hits}, {text, hits}} }
	want := [][2]out{ // classifier, seq2seq
		same("Welcome to the show, everyone.", "remove_html_tags"),
		same("We paid $5 for the tickets.", "remove_speaker_labels"),
		same("I will call you at 3 pm.", "remove_speaker_labels"),
		same("That was great and we laughed.", "remove_emojis collapse_spaces"),
		same("The meeting starts at 10 tomorrow.", "remove_brackets collapse_spaces"),
		{{"Really? Are you sure, about that?", "collapse_punctuation"}, {"DROP:fine_filter", "collapse_punctuation fine_filter"}},
		same("We won the game.", "exclamation_to_period"),
		same("The price is 20 dollars.", "collapse_spaces"),
		same("And then it ended.", "strip_leading_punct capitalize_sentences"),
		{{"Mr. Brown met Dr. Jones in 2019.", "standardize_titles"}, {"DROP:fine_filter", "standardize_titles fine_filter"}},
		same("It is OK with me, OK.", "collapse_punctuation standardize_ok"),
		same("I went home. Then i slept at 11.", "capitalize_sentences"),
		{{"So, umm, I think we should go.", "lowercase_fillers"}, {"DROP:fine_filter", "lowercase_fillers fine_filter"}},
		same("I was thinking... maybe we should leave.", "lowercase_after_ellipsis"),
		same("Thank you for joining, your help matters.", "lowercase_you"),
		same("Qué? The symbol is here.", "replace_symbols collapse_spaces"),
		same("DROP:coarse_filter", "coarse_filter"),
		same("DROP:coarse_filter", "coarse_filter"),
		{{"Yes, no, maybe, so, then, fine, sure, right.", ""}, {"DROP:fine_filter", "fine_filter"}},
		{{"We went to the market and then we went home and had dinner with our old friends again", ""}, {"DROP:fine_filter", "fine_filter"}},
		same("On May 3 we paid $123 for 2 tickets.", ""),
		same("", "remove_brackets"),
	}
	if len(lines) != len(want) {
		t.Fatalf("sample has %d lines, table %d", len(lines), len(want))
	}
	for p, profile := range TranscriptProfiles {
		cfg, err := TranscriptProfile(profile)
		if err != nil {
			t.Fatal(err)
		}
		s, err := TranscriptWith(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for i, ln := range lines {
			r := s.Apply(ln)
			got := out{r.Text(), strings.Join(r.Hits, " ")}
			if r.Dropped {
				got.text = "DROP:" + r.Rule
			}
			if got != want[i][p] {
				t.Errorf("%s line %d %q:\n got %+v\nwant %+v", profile, i+1, ln, got, want[i][p])
			}
		}
	}
	if _, err := TranscriptProfile("fast"); err == nil {
		t.Error("unknown profile accepted")
	}
}
