package jsonline

import (
	"reflect"
	"testing"
)

func TestDecode(t *testing.T) {
	var d Decoder
	for _, c := range []struct {
		line string
		want Pair
		bad  bool
	}{
		{`{"written": "A b", "spoken": "a b"}`, Pair{Written: "A b", Spoken: "a b", HasWritten: true, HasSpoken: true}, false},
		{`{"id":"x-1","written":"q\"uote\u00e9\ud83d\ude00","spoken":"","extra":[1,{"y":2}]}`,
			Pair{ID: []byte(`"x-1"`), Written: "q\"uoteé😀", HasWritten: true, HasSpoken: true}, false},
		{`{"id": 17, "a": ["x", "y"], "b": []}`, Pair{ID: []byte(`17`), A: []string{"x", "y"}, HasA: true, HasB: true}, false},
		{`{"Written": "case folded by encoding/json"}`, Pair{Written: "case folded by encoding/json", HasWritten: true}, false},
		{`{"written": "x",}`, Pair{}, true},
		{`{"written": 5}`, Pair{}, true},
		{`["written"]`, Pair{}, true},
		{`{"written": "x"} trailing`, Pair{}, true},
	} {
		p, err := d.Decode(c.line)
		if c.bad {
			if err == nil {
				t.Errorf("%s: no error", c.line)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.line, err)
			continue
		}
		got := *p
		if len(got.ID) == 0 {
			got.ID = nil
		}
		if len(got.A) == 0 {
			got.A = nil
		}
		if len(got.B) == 0 {
			got.B = nil
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", c.line, got, c.want)
		}
	}
}

// The fast path must reach encoding/json's verdict on every input.
func FuzzDecodeAgrees(f *testing.F) {
	for _, s := range []string{`{"written": "A b", "spoken": "a b"}`, `{"id":1e5,"a":["\u00e9"],"b":["x"]}`,
		`{"written":"\ud800x"}`, `{"written":"\xff"}`, `{"id":-0.5e+3}`, `{"id":01}`, `{}`, ` { "x" : null } `} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		var fast, slow Decoder
		pf, errF := fast.Decode(line)
		errS := slow.slow(line)
		if (errF == nil) != (errS == nil) {
			t.Fatalf("%q: fast err %v, encoding/json err %v", line, errF, errS)
		}
		if errF != nil {
			return
		}
		ps := &slow.p
		if string(pf.ID) != string(ps.ID) || pf.Written != ps.Written || pf.Spoken != ps.Spoken ||
			pf.HasWritten != ps.HasWritten || pf.HasSpoken != ps.HasSpoken || pf.HasA != ps.HasA || pf.HasB != ps.HasB ||
			!reflect.DeepEqual(append([]string{}, pf.A...), append([]string{}, ps.A...)) ||
			!reflect.DeepEqual(append([]string{}, pf.B...), append([]string{}, ps.B...)) {
			t.Fatalf("%q:\nfast %+v\nslow %+v", line, *pf, *ps)
		}
	})
}
