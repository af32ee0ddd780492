package tagging

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestSpacingWindowRefreshIsARebuild: after an edit delta judged, refresh
// leaves the cut tables as newSpacingWindow builds them on the edited
// tags, on random rows (glued stretches, "__" inside tags, pieces opening
// and closing with "_", <DELETE> and <SELF> words, moved fragments) and
// random mark edits of one or two fragments.
func TestSpacingWindowRefreshIsARebuild(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 5))
	pick := func(s string) string { return string(s[rng.IntN(len(s))]) }
	refreshed := 0
	for n := 0; n < 3000; n++ {
		m := 1 + rng.IntN(60)
		words, tags := make([]string, m), make([]string, m)
		var frag []int
		for i := range words {
			words[i] = pick("abcxyz") + pick("abcxyz")
			switch r := rng.IntN(10); {
			case r < 3:
				tags[i] = Self
			case r < 4:
				tags[i] = Delete
			default:
				var b strings.Builder
				if rng.IntN(2) == 0 {
					b.WriteString("_")
				}
				for k := 1 + rng.IntN(3); k > 0; k-- {
					b.WriteString(pick("ab12.,$ "))
					if rng.IntN(8) == 0 {
						b.WriteString("__")
					}
				}
				if rng.IntN(2) == 0 {
					b.WriteString("_")
				}
				if rng.IntN(12) == 0 {
					b.WriteString([]string{">", "<", "<<"}[rng.IntN(3)])
				}
				tags[i] = strings.TrimSpace(b.String())
				if tags[i] == "" || tags[i] == "_" || tags[i] == "__" {
					tags[i] = "_x_"
				}
				frag = append(frag, i)
			}
		}
		if len(frag) == 0 {
			continue
		}
		got, _ := Realize(words, tags)
		target := stripSpaces(got)
		w := newSpacingWindow(words, tags, target)
		if w == nil {
			continue
		}
		out := append([]string(nil), tags...)
		for e := 0; e < 20; e++ {
			var edits []edit
			for k := 1 + rng.IntN(2); k > 0; k-- {
				i := frag[rng.IntN(len(frag))]
				core, _ := splitMove(out[i])
				var nt string
				var ok bool
				if rng.IntN(2) == 0 {
					nt, ok = withStartMark(out[i], !strings.HasPrefix(core, "_"))
				} else {
					nt, ok = withEndMark(out[i], !strings.HasSuffix(core, "_"))
				}
				if ok && !slices.ContainsFunc(edits, func(x edit) bool { return x.i == i }) {
					edits = append(edits, edit{i, nt})
				}
			}
			if len(edits) == 0 {
				continue
			}
			old := make([]string, len(edits))
			for k, ed := range edits {
				old[k], out[ed.i] = out[ed.i], ed.tag
			}
			if _, ok := w.delta(out, edits); !ok {
				w.undo(edits, old)
				for k, ed := range edits {
					out[ed.i] = old[k]
				}
				continue
			}
			w.refresh()
			refreshed++
			fresh := newSpacingWindow(words, out, target)
			if !slices.Equal(w.arr, fresh.arr) || !slices.Equal(w.closes, fresh.closes) ||
				!slices.Equal(w.opensU, fresh.opensU) || !slices.Equal(w.closesU, fresh.closesU) {
				t.Fatalf("words %q tags %q, edits %v:\n closes  %v\n want    %v\n opensU  %v\n want    %v\n closesU %v\n want    %v",
					words, out, edits, w.closes, fresh.closes, w.opensU, fresh.opensU, w.closesU, fresh.closesU)
			}
		}
	}
	if refreshed < 1000 {
		t.Fatalf("only %d edits judged by the window", refreshed)
	}
}
