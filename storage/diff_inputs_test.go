package storage

import (
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestInputChangesPairsFilesOfOneNameByTheirFolders: a corpus whose files
// share names in two folders (NeMo's test cases: test_cases_cardinal.txt
// in data_text_normalization/ and data_inverse_text_normalization/), read
// again from another copy with other bytes (CRLF line ends), was listed
// as every such file removed and added; each pairs with the file of its
// own folders, and a file whose folders tell nothing stays apart.
func TestInputChangesPairsFilesOfOneNameByTheirFolders(t *testing.T) {
	in := func(path, sha string) dataset.InputInfo {
		return dataset.InputInfo{Path: path, SHA256: sha, Records: 1}
	}
	a := &dataset.Manifest{Inputs: []dataset.InputInfo{
		in("lf/en/data_text_normalization/test_cases_cardinal.txt", "1"),
		in("lf/en/data_inverse_text_normalization/test_cases_cardinal.txt", "2"),
		in("lf/en/data_text_normalization/test_cases_money.txt", "3"),
		in("x/a/notes.txt", "5"), in("x/b/notes.txt", "6"),
	}}
	b := &dataset.Manifest{Inputs: []dataset.InputInfo{
		in("crlf/en/data_text_normalization/test_cases_cardinal.txt", "1r"),
		in("crlf/en/data_inverse_text_normalization/test_cases_cardinal.txt", "2r"),
		in("crlf/en/data_text_normalization/test_cases_money.txt", "3r"),
		in("y/notes.txt", "7"),
	}}
	var got []string
	for _, c := range inputChanges(a, b) {
		got = append(got, c.Change+" "+c.Path)
	}
	want := []string{
		"added y/notes.txt",
		"changed lf/en/data_inverse_text_normalization/test_cases_cardinal.txt -> crlf/en/data_inverse_text_normalization/test_cases_cardinal.txt",
		"changed lf/en/data_text_normalization/test_cases_cardinal.txt -> crlf/en/data_text_normalization/test_cases_cardinal.txt",
		"changed lf/en/data_text_normalization/test_cases_money.txt -> crlf/en/data_text_normalization/test_cases_money.txt",
		"removed x/a/notes.txt",
		"removed x/b/notes.txt",
	}
	slices.Sort(got)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
