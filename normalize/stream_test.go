package normalize

import (
	"context"
	"fmt"
	"strings"
)

// A bad line is handed to reject with its line number and the stream goes
// on; numeric ids are kept as written.
func ExampleVerbalizer_Stream() {
	v := New(DefaultStyle(), Options{})
	in := "{\"id\": 42, \"text\": \"Chapter XIV\"}\n{\"id\": \n{\"text\": \"\\ud800\"}\nI have 2 cats\n"
	st, err := v.Stream(context.Background(), strings.NewReader(in), "in.jsonl", StreamOptions{Format: "auto", TopN: 1},
		func(o *StreamOut) error { fmt.Println(o.ID, o.Spoken); return nil },
		func(r StreamReject) error { fmt.Println("line", r.Line, r.Kind); return nil })
	fmt.Println(st.Read, st.Verbalized, st.Rejected, err)
	// Output:
	// 42 chapter fourteen
	// line 2 invalid_json
	// line 3 invalid_json
	// 4 i have two cats
	// 4 2 2 <nil>
}

// Under --format auto a line is JSON only when it opens a JSON object:
// wiki markup that starts with braces is a sentence (it was rejected as
// invalid JSON), and a truncated record is still an invalid one.
func ExampleVerbalizer_Stream_bracesAreText() {
	v := New(DefaultStyle(), Options{})
	in := "{{plot}} Owen is 12.\n{ \"text\": \"Chapter XIV\"}\n{\"text\": \n{}\n"
	st, _ := v.Stream(context.Background(), strings.NewReader(in), "in.txt", StreamOptions{Format: "auto", TopN: 1},
		func(o *StreamOut) error { fmt.Println(o.ID, o.Spoken); return nil },
		func(r StreamReject) error { fmt.Println("line", r.Line, r.Kind); return nil })
	fmt.Println(st.Read, st.Verbalized, st.Rejected)
	// Output:
	// 1 plot owen is twelve
	// 2 chapter fourteen
	// line 3 invalid_json
	// line 4 missing_text
	// 4 2 2
}
