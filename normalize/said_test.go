package normalize

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// A reading that says nothing ("/" read as a separator, "*" as a footnote
// mark) is never a variant: --top N lists the N most probable readings
// that say something, ranked from 0, and a text whose every reading says
// nothing ("...") is an empty_spoken reject; sampling drops them as prep's
// verbalize stage does. They were listed with spoken "".
func TestStreamListsNoReadingThatSaysNothing(t *testing.T) {
	for _, keep := range []bool{false, true} {
		v := New(DefaultStyle(), Options{KeepCasePunct: keep})
		for _, opt := range []StreamOptions{{TopN: MaxVariants}, {TopN: 1}, {TopN: 2}, {Samples: 4, Seed: 3}} {
			opt.Format = "text"
			got := map[string][]string{}
			var rejects []StreamReject
			_, err := v.Stream(context.Background(), strings.NewReader("/\n*\n...\n/ *\n"), "in", opt,
				func(o *StreamOut) error {
					if o.Variant != len(got[o.ID]) {
						t.Errorf("keep %v %+v: %s variant %d after %d", keep, opt, o.ID, o.Variant, len(got[o.ID]))
					}
					got[o.ID] = append(got[o.ID], o.Spoken)
					return nil
				},
				func(r StreamReject) error { rejects = append(rejects, r); return nil })
			if err != nil {
				t.Fatal(err)
			}
			for id, spoken := range got {
				for _, s := range spoken {
					if Comparable(s) == "" {
						t.Errorf("keep %v %+v: record %s lists a reading that says nothing: %q", keep, opt, id, spoken)
					}
				}
			}
			if len(rejects) != 1 || rejects[0].Line != 3 || rejects[0].Kind != "empty_spoken" || rejects[0].Reason != NothingToSayReason {
				t.Errorf("keep %v %+v: rejects %+v, want line 3 empty_spoken", keep, opt, rejects)
			}
			if opt.TopN == 1 && (len(got["1"]) != 1 || got["1"][0] != "slash" || len(got["2"]) != 1 || got["2"][0] != "asterisk") {
				t.Errorf("keep %v --top 1: %q, want / -> slash, * -> asterisk", keep, got)
			}
			if opt.TopN == MaxVariants && (len(got["1"]) != 2 || len(got["2"]) != 1) {
				t.Errorf("keep %v --top all: %q, want / -> slash, or; * -> asterisk", keep, got)
			}
		}
	}
}

func ExampleSaid() {
	v := New(DefaultStyle(), Options{})
	vs, _ := v.Variants("*", MaxVariants)
	for _, x := range vs {
		fmt.Printf("%q %v\n", x.Spoken, x.SaysNothing())
	}
	for _, x := range Said(vs) {
		fmt.Printf("said %q\n", x.Spoken)
	}
	// Output:
	// "asterisk" false
	// "" true
	// said "asterisk"
}

// A span read as nothing sits where it would have been said, after the
// words before it: "a / b" read "a b" puts the "/" at 1, not 0 (it took
// the end of the previous span, and there was none: plain words have no
// span).
func TestSilentSpanSitsAfterTheWordsBeforeIt(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	for text, want := range map[string]int{"a / b": 1, "the price/kg": len("the price"), "5 / 6": len("five")} {
		vs, err := v.Variants(text, MaxVariants)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, x := range vs {
			for _, sp := range x.Spans {
				if sp.Written == "/" && sp.Spoken == "" {
					found = true
					if sp.SpokenStart != want || sp.SpokenEnd != want {
						t.Errorf("%q read %q: the silent / spans [%d, %d), want [%d, %d)", text, x.Spoken, sp.SpokenStart, sp.SpokenEnd, want, want)
					}
				}
			}
		}
		if !found {
			t.Errorf("%q: no reading with a silent /", text)
		}
	}
}
