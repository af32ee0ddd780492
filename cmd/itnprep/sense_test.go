package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrepRefusesSuspectInput: inputs every record of which parses but
// whose version would be nonsense (qa85) were published without a word: a
// GTN file with its written and spoken columns swapped (the spoken side
// "june 3 1998"), an SPGISpeech CSV whose header names its columns in
// another order (every transcript a clip's file name, said "four f one c
// ..."), text already in spoken form (each row its own target) and an HTML
// page saved as .txt ("</body>" said "body"). Each is refused in one line
// naming the count, the first row and the remedy; --allow-suspect
// publishes it.
func TestPrepRefusesSuspectInput(t *testing.T) {
	tmp := t.TempDir()
	// GTN raw with before/after swapped for every verbalized token.
	gtnDir := filepath.Join(tmp, "gtn")
	if err := os.MkdirAll(gtnDir, 0o755); err != nil {
		t.Fatal(err)
	}
	var g strings.Builder
	for _, s := range []string{"1998", "12", "45", "7"} {
		g.WriteString("PLAIN\tIn\t<self>\nCARDINAL\t" + map[string]string{"1998": "nineteen ninety eight", "12": "twelve", "45": "forty five", "7": "seven"}[s] + "\t" + s + "\nPUNCT\t.\tsil\n<eos>\t<eos>\n")
	}
	writeFile(t, gtnDir, "output-00000-of-00100", g.String())
	spgiDir := filepath.Join(tmp, "spgi")
	if err := os.MkdirAll(spgiDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, spgiDir, "train.csv", "transcript|wav_filesize|wav_filename\n"+
		"4f1c2a9e/3.wav|41284|Good morning, and welcome to the call.\n"+
		"4f1c2a9e/7.wav|38916|Revenue grew 12% to $4.2 billion.\n"+
		"4f1c2a9e/9.wav|40011|Thank you, operator.\n")
	var spoken, html strings.Builder
	for _, s := range []string{"the meeting starts at ten thirty", "she paid twelve dollars", "we met on may third", "it was quiet", "the train leaves at seven", "call me tomorrow", "he scored two goals", "they sold forty cars", "the room holds fifty people", "nobody spoke"} {
		spoken.WriteString(s + "\n")
	}
	html.WriteString("<!DOCTYPE html>\n<html lang=\"en\">\n<body>\n<p>Revenue grew 12% in 2021.</p>\n</body>\n</html>\n")
	spokenTxt := writeFile(t, tmp, "spoken.txt", spoken.String())
	pageTxt := writeFile(t, tmp, "page.txt", html.String())
	// A list of tags after a sentence: the first tag is on line 2, whose
	// id, "list.txt:2", sorts after "list.txt:10" as a string; the refusal
	// named list.txt:10 (qa86), where a user looks for the first.
	list := "Revenue grew 12% in 2021.\n"
	for i := 2; i <= 12; i++ {
		list += fmt.Sprintf("<li>Item %d</li>\n", i)
	}
	listTxt := writeFile(t, tmp, "list.txt", list)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "gtn", "--input", gtnDir + "/*"}, `refusing to publish: the spoken side holds more digits than the written side in 4 of the 4 records with a digit (100%; first: "output-00000-of-00100:1": written "In nineteen ninety eight .", spoken "in 1998"): are the written and spoken texts swapped`},
		{[]string{"prep", "spgi", "--input", spgiDir + "/train.csv"}, `refusing to publish: the written side of 3 of 3 records is a file name or an id, not a sentence (100%; first: "train.csv:Good morning, and welcome to the call." at ` + spgiDir + `/train.csv:2: written "4f1c2a9e/3.wav"`},
		{[]string{"prep", "text", "--input", pageTxt, "--split", "train"}, `refusing to publish: the written side of 5 of 5 records holds an HTML or XML tag (100%; first: "page.txt:1": written "<!DOCTYPE html>"`},
		{[]string{"prep", "text", "--input", listTxt, "--split", "train"}, `refusing to publish: the written side of 11 of 12 records holds an HTML or XML tag (92%; first: "list.txt:2": written "<li>Item 2</li>"`},
		{[]string{"prep", "text", "--input", spokenTxt, "--split", "train"}, `refusing to publish: 10 of 10 records verbalize to themselves (100%: no digit, one letter case, the spoken side the same words; first: "spoken.txt:1": written "the meeting starts at ten thirty", spoken "the meeting starts at ten thirty"): is this text already spoken form?`},
	} {
		out := filepath.Join(tmp, "out-"+filepath.Base(c.args[3]))
		prepFails(t, out, c.args, c.want, "(pass --allow-suspect to publish anyway)")
		args := append(append([]string{}, c.args...), "--output", out, "--runner", "direct", "--allow-suspect")
		prepOK(t, args...)
	}
}
