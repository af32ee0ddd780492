package textcut_test

import (
	"fmt"

	"github.com/itnprep/itnprep/internal/textcut"
)

// A quoted id cut to a bound in bytes: at 10 the cut falls between two
// characters; at 4 it falls inside "é" (bytes 3 and 4), so it moves back
// to that character's start. The caller's message says that it was cut.
func ExamplePrefix() {
	id := "café-corpus:000123"
	fmt.Printf("%q\n", textcut.Prefix(id, 10))
	fmt.Printf("%q\n", textcut.Prefix(id, 4))
	fmt.Printf("%q\n", textcut.Prefix([]byte("short"), 10))
	// Output:
	// "café-corp"
	// "caf"
	// "short"
}

// The files a message names, the first three and a count of the rest, so
// that the message stays one line.
func ExampleList() {
	files := []string{"a.txt", "b.txt", "c.txt", "d.txt", "e.txt"}
	fmt.Println(textcut.List(files, 3))
	fmt.Println(textcut.List(files[:2], 3))
	fmt.Println(textcut.List(files, 0))
	// Output:
	// a.txt, b.txt, c.txt and 2 more
	// a.txt, b.txt
	// 5 more
}

func ExamplePlural() {
	for _, n := range []int{0, 1, 3} {
		fmt.Println(n, textcut.Plural(n, "file", "files"))
	}
	// Output:
	// 0 files
	// 1 file
	// 3 files
}
