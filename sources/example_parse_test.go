package sources_test

import (
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// printSink prints every record a parser hands over: a pair with its id and
// sides, a reject with its rule and reason.
func printSink() sources.Sink {
	return sources.Sink{
		Pair: func(p dataset.Pair) { fmt.Printf("pair %s %s %q spoken=%q\n", p.ID, p.Split, p.Written, p.Spoken) },
		Reject: func(r dataset.Reject) {
			fmt.Printf("reject %s %s: %s\n", r.ID, dataset.RuleName(r.Stage, r.Rule), r.Reason)
		},
	}
}

func ExampleParseSPGI() {
	csv := "wav_filename|wav_filesize|transcript\n" +
		"a1/1.wav|17644|It rose 4% in Q3.\n" +
		"a1/2.wav|12 KB|A bad size.\n"
	split, _ := sources.SPGISplit("val.csv")
	res, err := sources.ParseSPGI("val.csv", strings.NewReader(csv), split, 1<<20, printSink())
	fmt.Println(res.Records, err)
	// Output:
	// pair val.csv:a1/1.wav validation "It rose 4% in Q3." spoken=""
	// reject val.csv (line 3) parse/bad_wav_filesize: val.csv:3: wav_filesize "12 KB" is not an integer
	// 2 <nil>
}

func ExampleParseText() {
	text := "Call me at 5 pm.\n\nThe 2nd of May.\n"
	res, err := sources.ParseText("notes.txt", strings.NewReader(text), "train", false, 1<<20, printSink())
	fmt.Println(res.Records, err)
	// Output:
	// pair notes.txt:1 train "Call me at 5 pm." spoken=""
	// pair notes.txt:3 train "The 2nd of May." spoken=""
	// 2 <nil>
}

func ExampleNewLineReader() {
	lr := sources.NewLineReader("in.txt", strings.NewReader("short\nthis line is too long\nok\n"), 10)
	for {
		ln, err := lr.Next()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Printf("%s %q problem=%q\n", lr.Location(ln.No), ln.Text, ln.Problem)
	}
	// Output:
	// in.txt:1 "short" problem=""
	// in.txt:2 "this line is too long" problem="line longer than the 10-byte record limit (--max-record-bytes raises it)"
	// in.txt:3 "ok" problem=""
	// EOF
}

func ExampleLineReader_Lines() {
	lr := sources.NewLineReader("in.txt", strings.NewReader("one\n\nthree"), 1<<10)
	for ln, err := range lr.Lines() {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%s %q\n", lr.Location(ln.No), ln.Text)
	}
	fmt.Println("lines read:", lr.LineNo())
	// Output:
	// in.txt:1 "one"
	// in.txt:2 ""
	// in.txt:3 "three"
	// lines read: 3
}
