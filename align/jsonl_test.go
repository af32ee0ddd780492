package align

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/itnprep/itnprep/internal/quarantine"
)

// A line that is not a usable pair is quarantined (here on stdout) and the
// others are aligned; every id is written as a JSON string (42 -> "42").
func ExampleAlignJSONL() {
	in := `{"id": 42, "written": "Mr. Smith", "spoken": "mister smith"}
{"written": "\ud800", "spoken": "x"}
{"id": "b", "written": "a b", "spoken": "a b"}
`
	var out bytes.Buffer
	st, err := AlignJSONL(context.Background(), strings.NewReader(in), "pairs.jsonl", &out, quarantine.ToText(os.Stdout, "align"), JSONLOptions{Autojunk: true})
	fmt.Print(out.String())
	fmt.Println(st.Read, st.Aligned, st.Rejected, err)
	// Output:
	// pairs.jsonl:2: quarantined: field "written": lone surrogate \ud800 in a string (not a Unicode character; rejected rather than turned into U+FFFD)
	// {"id":"42","ratio":0.4,"opcodes":[["replace",0,2,0,1],["equal",2,3,1,2]]}
	// {"id":"b","ratio":1.0,"opcodes":[["equal",0,2,0,2]]}
	// 3 2 1 <nil>
}
