package chart_test

import (
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/chart"
)

func ExampleBars() {
	svg, err := chart.Bars{
		Title: "Rows per split", XLabel: "split", YLabel: "rows",
		Categories: []string{"train", "validation"},
		Series:     []chart.Series{{Name: "rows", Values: []int64{1200, 80}}},
	}.SVG()
	fmt.Println(err, strings.HasPrefix(svg, "<svg"), strings.Contains(svg, ">1200<"))
	_, err = chart.Bars{Title: "empty", Categories: []string{"a"}, Series: []chart.Series{{Values: []int64{0}}}}.SVG()
	fmt.Println(err == chart.ErrEmpty)
	// Output:
	// <nil> true true
	// true
}

func ExampleCount() {
	fmt.Println(chart.Count(950), chart.Count(12345), chart.Count(4500000))
	// Output: 950 12.3k 4.5M
}
