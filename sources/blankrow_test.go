package sources

import (
	"strings"
	"testing"
)

// TestTablesSkipLinesOfBlanks: a line of spaces (a hand-edited or
// concatenated table) holds no record, as plain text, raw GTN, the JSONL
// readers and prep text's tables read it. SPGISpeech's and Common Voice's
// readers rejected it, bad_columns "got 1", and Kaggle's GTN CSV took it
// for a damaged row of the sentence before it and rejected that good
// sentence. A line of Common Voice's separators alone is a row of empty
// fields and stays one (a reject naming its missing path).
func TestTablesSkipLinesOfBlanks(t *testing.T) {
	spgi := "  \n" + SPGIHeader + "\n" + "a/1.wav|100|It is 5.\n" + "   \n" + "\t \r\n" + "a/2.wav|100|It is 6.\n"
	pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
		return ParseSPGI("val.csv", strings.NewReader(spgi), "validation", 0, s)
	})
	if len(pairs) != 2 || len(rejects) != 0 || res.Records != 2 {
		t.Errorf("SPGISpeech: pairs %+v, rejects %+v, %d records", pairs, rejects, res.Records)
	}
	kaggle := `"sentence_id","token_id","class","before","after"` + "\n" +
		`0,0,"PLAIN","Hi","Hi"` + "\n" + "   \n" + `1,0,"PLAIN","Yo","Yo"` + "\n"
	pairs, rejects, res = collect(t, func(s Sink) (FileResult, error) {
		return ParseGTNKaggle("en_train.csv", strings.NewReader(kaggle), "train", GTNOptions{}, s)
	})
	if len(pairs) != 2 || len(rejects) != 0 || res.Records != 2 {
		t.Errorf("Kaggle GTN: pairs %+v, rejects %+v, %d records", pairs, rejects, res.Records)
	}
	cv := "   \n" + "client_id\tpath\tsentence\tlocale\n" + "c\ta.mp3\tIt is 5.\ten\n" + "   \n" + "\t\t\t\n" + "c\tb.mp3\tIt is 6.\ten\n"
	pairs, rejects, res = collect(t, func(s Sink) (FileResult, error) {
		return ParseCommonVoice("dev.tsv", strings.NewReader(cv), "validation", 0, s)
	})
	if len(pairs) != 2 || len(rejects) != 1 || rejects[0].Rule != "missing_path" || res.Records != 3 {
		t.Errorf("Common Voice: pairs %+v, rejects %+v, %d records", pairs, rejects, res.Records)
	}
}
