package tagging

import "testing"

// BenchmarkDerive measures the kernel on its own (no Beam, no Parquet):
//
//	go test ./tagging -run '^$' -bench Derive
func BenchmarkDerive(b *testing.B) {
	pairs := [][2]string{
		{"In 2013 it carried over 400,000 fish.", "in twenty thirteen it carried over four hundred thousand fish"},
		{"He paid $100,000 for the house on June 3, 1998.", "he paid one hundred thousand dollars for the house on june third nineteen ninety eight"},
		{"The farm covers 10 km² near the river.", "the farm covers ten square kilometers near the river"},
		{"Call 555-1234 at 10:30 pm.", "call five five five one two three four at ten thirty p m"},
		{"It can be summarized as an error driven tagger.", "it can be summarized as an error driven tagger"},
	}
	d := NewDeriver()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p := pairs[i%len(pairs)]
		if _, f := d.Derive(p[0], p[1], nil, false); f != nil {
			b.Fatal(f)
		}
	}
}
