package sources_test

import (
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
