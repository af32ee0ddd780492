package tagging

import (
	"fmt"
	"testing"
)

func TestZZVerb20(t *testing.T) {
	d := NewDeriver()
	for _, c := range [][2]string{
		{"The RX 2540 M1 server .", "the r x two five four o m one server"},
		{"The RX 2540 M1 .", "the r x two five four o m one"},
		{"A 5 MB file .", "a five m b file"},
	} {
		ex, f := d.Derive(c[0], c[1], nil, false)
		t.Logf("%q: %v tags %v sem %s target %q", c[0], f, ex.Tags, fmt.Sprint(ex.Semiotic), ex.Target)
	}
}
