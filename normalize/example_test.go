package normalize_test

import (
	"fmt"

	"github.com/itnprep/itnprep/normalize"
)

func ExampleVerbalizer_Variants() {
	v := normalize.New(nil, normalize.Options{})
	vs, err := v.Variants("It cost $5.50 in 2010.", 4)
	if err != nil {
		panic(err)
	}
	for _, x := range vs {
		fmt.Printf("%.3f %s\n", x.Prob, x.Spoken)
	}
	// Output:
	// 0.499 it cost five dollars fifty cents in twenty ten
	// 0.299 it cost five dollars and fifty cents in twenty ten
	// 0.100 it cost five dollars fifty in twenty ten
	// 0.100 it cost five point five zero dollars in twenty ten
}

func ExampleVerbalizer_Sample() {
	v := normalize.New(nil, normalize.Options{KeepCasePunct: true})
	x, err := v.Sample("Dr. Smith arrived at 10:30 p.m.", 42, "record-17", 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(x.Spoken)
	for _, sp := range x.Spans {
		fmt.Printf("%s %q -> %q\n", sp.Class, sp.Written, sp.Spoken)
	}
	// Output:
	// doctor Smith arrived at ten thirty p m.
	// abbreviation "Dr." -> "doctor"
	// time "10:30 p.m" -> "ten thirty p m"
}

func ExampleVerbalizer_Variants_unverbalizable() {
	v := normalize.New(nil, normalize.Options{})
	_, err := v.Variants("smile ☺", 1)
	fmt.Println(err)
	// Output:
	// cannot verbalize symbol '☺' (U+263A) at byte 6
}

func ExampleParseStyle() {
	style, err := normalize.ParseStyle([]byte(`{"units": {"kg": {"singular": "kilo", "plural": "kilos"}}}`))
	if err != nil {
		panic(err)
	}
	best, _ := normalize.New(style, normalize.Options{}).Best("3 kg")
	fmt.Println(best.Spoken)
	// Output:
	// three kilos
}

func ExampleVerbalizer_ClassReadings() {
	v := normalize.New(nil, normalize.Options{})
	rs, _ := v.ClassReadings(normalize.Year, "1905")
	fmt.Println(rs[0].Spoken)
	// Output:
	// nineteen o five
}

// A sentence pair cut into the pieces style fit counts: its ambiguous
// tokens with a word of context, and the gold words each takes.
func ExampleFitter_Split() {
	f, err := normalize.NewFitter(nil, normalize.FitOptions{})
	if err != nil {
		panic(err)
	}
	ps, err := f.Split(normalize.FitPair{
		Written: "It closed in 2016 and reopened on the 21st of May.",
		Spoken:  "it closed in twenty sixteen and reopened on the twenty first of may",
		Count:   1,
	})
	if err != nil {
		panic(err)
	}
	for _, p := range ps.Pieces {
		fmt.Printf("%q -> %q\n", p.Written, p.Spoken)
	}
	// Output:
	// "in 2016 and" -> "in twenty sixteen and"
	// "the 21st of May." -> "the twenty first of may"
}
