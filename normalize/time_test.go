package normalize

import "testing"

func TestTime(t *testing.T) {
	checkCases(t, []caseT{
		{"10:29", "ten twenty nine", nil},
		{"10:05", "ten oh five", []string{"ten zero five"}},
		{"01:00", "one o'clock", []string{"one"}},
		{"12:00 pm", "twelve p m", []string{"twelve pm"}},
		{"2 a.m.", "two a m", nil},
		{"5pm", "five p m", nil},
		{"1:59 p.m. EST", "one fifty nine p m e s t", []string{"one fifty nine pm est"}},
		{"14:10:30", "fourteen hours ten minutes and thirty seconds", nil},
		{"5pm-7 pm", "five p m to seven p m", nil},
		{"10:30 then", "ten thirty then", nil},
	})
}
