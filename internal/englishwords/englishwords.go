package englishwords

import (
	"bufio"
	"bytes"
	_ "embed"
	"sync"
)

//go:embed words.txt
var wordsTxt []byte

// Set is the list as a set, read on first use, not at start-up. It is
// shared: callers must not change it.
var Set = sync.OnceValue(func() map[string]struct{} { return ReadList(wordsTxt, 64000) })

// ReadList reads a list of entries, one a line, skipping blank lines and
// # comments, into a set sized for about size entries. normalize reads
// its other lists (names, URL names, CMU words) with it.
func ReadList(data []byte, size int) map[string]struct{} {
	set := make(map[string]struct{}, size)
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		set[line] = struct{}{}
	}
	return set
}

// Is reports whether lower-case w is an English word of the list.
func Is(w string) bool {
	_, ok := Set()[w]
	return ok
}
