package dataset_test

import (
	"fmt"

	"github.com/itnprep/itnprep/dataset"
)

// A GTN file whose written and spoken columns were swapped parses whole:
// Sense counts its rows whose spoken side holds the digits, and the guard
// refuses the version unless AllowSuspect.
func ExampleGuard_CheckSense() {
	rows := []dataset.Pair{
		{ID: "gtn:1", Written: "june third nineteen ninety eight", Spoken: "june 3 1998"},
		{ID: "gtn:2", Written: "route sixty six", Spoken: "route 66"},
		{ID: "gtn:3", Written: "seven pm", Spoken: "7 pm"},
		{ID: "gtn:4", Written: "The station opened .", Spoken: "the station opened"},
	}
	var s dataset.Sense
	for i := range rows {
		s.Add(&rows[i])
	}
	fmt.Println(s.Records, s.DigitRecords, s.SpokenDigits)
	fmt.Println(dataset.DefaultGuard().CheckSense(s) != nil)
	fmt.Println(dataset.Guard{AllowSuspect: true}.CheckSense(s) == nil)
	// Output:
	// 4 3 3
	// true
	// true
}
