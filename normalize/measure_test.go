package normalize

import "testing"

func TestMeasure(t *testing.T) {
	checkCases(t, []caseT{
		{"12kg", "twelve kilograms", nil},
		{"1 kg", "one kilogram", nil},
		{"12KG", "twelve kilograms", nil},
		{"2.5 μm", "two point five micrometers", nil},
		{"60 km/h", "sixty kilometers per hour", nil},
		{"12/kg", "twelve per kilogram", nil},
		{"5%", "five percent", nil},
		{"5 %", "five percent", nil},
		{"2°C", "two degrees celsius", nil},
		{"38.36 km²", "thirty eight point three six square kilometers", nil},
		{"40.285 km2", "forty point two eight five square kilometers", nil},
		{"100 million kg", "one hundred million kilograms", nil},
		{"4 1/2 lbs", "four and one half pounds", []string{"four and a half pounds"}},
		{"80 s", "eighty s", []string{"eighty seconds"}},
		{"born in 5 in", "", nil},
		{"4.4x", "four point four x", []string{"four point four times"}},
		{"1,046.0 sq mi", "one thousand forty six point zero square miles", []string{"one thousand forty six point o square miles"}},
	})
}
