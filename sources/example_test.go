package sources_test

import (
	"errors"
	"fmt"

	"github.com/itnprep/itnprep/sources"
)

func ExampleParseCut() {
	line := `{"id": "dev/77/quiet_shore_librivox_64kb_mp3/quietshore_01_lane_64kb_3", "start": 41.2, "duration": 6.1,
	 "supervisions": [{"id": "dev/77/quiet_shore_librivox_64kb_mp3/quietshore_01_lane_64kb_3", "speaker": "77",
	 "custom": {"texts": ["On May 3, 1902, Dr. Lane arrived.", "ON MAY THIRD NINETEEN O TWO DOCTOR LANE ARRIVED"]}}],
	 "type": "MonoCut"}`
	cut, err := sources.ParseCut([]byte(line))
	if err != nil {
		panic(err)
	}
	fmt.Println(cut.ID)
	fmt.Println(cut.Book)
	fmt.Println(cut.Transcript)
	fmt.Println(cut.Duration, cut.Speaker)

	_, err = sources.ParseCut([]byte(`{"id": "c9", "supervisions": [{"custom": {"texts": ["Only a book."]}}]}`))
	fmt.Println(err)
	// Output:
	// dev/77/quiet_shore_librivox_64kb_mp3/quietshore_01_lane_64kb_3
	// On May 3, 1902, Dr. Lane arrived.
	// ON MAY THIRD NINETEEN O TWO DOCTOR LANE ARRIVED
	// 6.1 77
	// one_text: cut c9: supervisions[0].custom.texts has only the book text, no transcript
}

func ExampleLibriheavySplit() {
	for _, f := range []string{"libriheavy_cuts_medium.jsonl.gz", "gs://b/libriheavy_cuts_dev.jsonl.gz", "libriheavy_cuts_test_other_large.jsonl.gz"} {
		subset, split, _ := sources.LibriheavySplit(f)
		fmt.Println(subset, split)
	}
	// Output:
	// medium train
	// dev validation
	// test_other_large test
}

// A .json cut manifest is one JSON list of cuts (lhotse's CutSet.to_file
// writes a .json name so), which prep libriheavy does not read: the error
// is ErrCutList, with the command that converts it to JSON Lines.
func ExampleLibriheavySplit_cutList() {
	_, _, err := sources.LibriheavySplit("libriheavy_cuts_dev.json")
	fmt.Println(errors.Is(err, sources.ErrCutList))
	fmt.Println(err)
	// Output:
	// true
	// libriheavy_cuts_dev.json: a .json cut manifest, which lhotse writes as one JSON list of cuts, not JSON Lines: convert it (jq -c '.[]' libriheavy_cuts_dev.json > libriheavy_cuts_dev.jsonl) and give that
}

// ParquetUnread refuses, before anything is read, a .parquet input of a
// source that reads no Parquet, naming prep text's flags for the Hugging
// Face Hub's Parquet copy where it knows the corpus's columns; any other
// name, or a source that reads Parquet (prep text), passes.
func ExampleParquetUnread() {
	fmt.Println(sources.ParquetUnread(sources.SourceCommonVoice, nil, "cv/dev.parquet"))
	fmt.Println(sources.ParquetUnread(sources.SourceNeMoCases, nil, "test_cases_cardinal.parquet"))
	fmt.Println(sources.ParquetUnread(sources.SourceCommonVoice, nil, "cv/dev.tsv"))
	fmt.Println(sources.ParquetUnread("text", nil, "corpus.parquet"))
	// Output:
	// input cv/dev.parquet: a Parquet file, which prep commonvoice does not read (it reads the corpus's own files); prep text reads a Parquet copy's text column, the spoken side verbalized as prep commonvoice makes it: prep text --input cv/dev.parquet --text-field sentence --id-field path
	// input test_cases_cardinal.parquet: a Parquet file, which prep nemo-cases does not read: it reads the corpus's own text files
	// <nil>
	// <nil>
}
