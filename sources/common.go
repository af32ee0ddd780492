package sources

import (
	"bytes"
	"fmt"
	"path"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/internal/textfold"
)

// Sink receives a parser's output. Every record read goes to exactly one
// of Pair (possibly several times for variants, by later stages) or Reject.
type Sink struct {
	Pair   func(dataset.Pair)
	Reject func(dataset.Reject)
}

// FileResult summarizes one parsed file for the manifest.
type FileResult struct {
	Records   int64  // records read (each became a Pair or a Reject)
	SHA256    string // of the decompressed bytes consumed
	BytesRead int64
	Partial   bool // reading stopped early by design
}

// nanTextWhy says why a table's text field holds no text when it is a
// missing value as Python writes one ("nan" from csv.writer or str() of a
// float, "NaN" from pandas' to_csv(na_rep="NaN") and R-minded exports; a
// row whose text a script lost), "" otherwise: pandas reads such a field
// back as NaN, and it was published as the sentence "nan", spoken "n a
// n". column names the field ("transcript", "text", "sentence").
// The writers named are those of the spelling: a reason said csv.writer
// and str() of a "NaN", which they never write.
func nanTextWhy(column, field string) string {
	var writers string
	switch strings.TrimSpace(field) {
	case "nan":
		writers = "csv.writer, str() of a float"
	case "NaN":
		writers = `pandas' to_csv(na_rep="NaN")`
	default:
		return ""
	}
	return fmt.Sprintf("%s %q is a missing value as Python writes one (%s; pandas reads it as NaN): no text", column, field, writers)
}

// missingKeyWhy says why a row's key field (Common Voice's path,
// SPGISpeech's wav_filename: the clip that names the row, so its id) holds
// no key ("" when it holds one): it is empty, white space, or a missing
// value as Python and pandas write one (NaN, None, ...: pandasMissing), as
// a table re-saved through pandas has it. Such a row was published under
// the id "FILE:NaN" (or "FILE: "), every such row of the file under one id.
func missingKeyWhy(column, field string) string {
	v := strings.TrimSpace(field)
	switch {
	case field == "":
		return "empty " + column
	case v == "":
		return column + " holds only white space"
	case pandasMissing(v):
		return fmt.Sprintf("%s %q is a missing value as Python or pandas writes one (to_csv's na_rep, str() of None or NaN): the row names no clip, so it has no id", column, field)
	}
	return ""
}

// loneSurrogate says why a JSON line whose decoded strings are used must be
// rejected when one of them came from a lone surrogate escape ("\ud800"
// without its pair): encoding/json turns it into U+FFFD without an error,
// so the row would carry a character the file never held (Python's json
// keeps the lone surrogate, which has no UTF-8 form). The check costs
// nothing unless a used string holds U+FFFD. rule is "" when the line is
// fine.
func loneSurrogate(line []byte, used ...string) (rule, why string) {
	for _, s := range used {
		if strings.ContainsRune(s, utf8.RuneError) {
			if r := jsonline.LoneSurrogate(line); r >= 0 {
				return "invalid_json", fmt.Sprintf("lone surrogate \\u%04x in a string (half of a UTF-16 pair, not a character; rejected rather than turned into U+FFFD)", r)
			}
			return "", ""
		}
	}
	return "", ""
}

// BaseName is the file name without folders and without a .gz, .zip,
// .zst or .bz2 suffix (or an alias: .gzip, .zstd, .bzip2) in any letter
// case (CodecOfName), so a corpus gives
// the same record ids wherever it lives and whether or not it is
// compressed.
func BaseName(p string) string {
	b := path.Base(filepath.ToSlash(p))
	// A compressed file is named by what it holds: en_train.csv.zip reads,
	// is routed and gives ids as en_train.csv (and pile.jsonl.zst as
	// pile.jsonl). The suffix's case folded, as the decompressor's choice
	// by name folds it: DATA.JSONL.GZ, decompressed, was routed by ".GZ"
	// and refused as JSON Lines under a plain-text name, and a JSON array
	// in ARR.JSON.GZ was published as one text record.
	if _, suffix := codecSuffix(b); suffix != "" {
		return b[:len(b)-len(suffix)]
	}
	return b
}

// IDNames names, for --ids-with-folders, the files among paths whose
// BaseName another file shares (Spark's and the Hugging Face Hub's
// train/part-00000.parquet beside test/part-00000.parquet) by the
// shortest run of their last folders that tells them apart, with the
// BaseName: "train/part-00000.parquet". Their rows' ids then begin with
// that name instead of the bare file name, which two files gave alike (one
// id, two rows: refused). A file whose name no other shares is not in the
// map (its ids are unchanged), nor is one that nothing tells apart (x.txt
// beside x.txt.gz in one folder: the same records twice, still refused).
func IDNames(paths []string) map[string]string {
	byBase := map[string][]string{}
	for _, p := range paths {
		b := BaseName(p)
		byBase[b] = append(byBase[b], p)
	}
	out := map[string]string{}
	for base, ps := range byBase {
		if len(ps) < 2 {
			continue
		}
		folders := make([][]string, len(ps))
		for i, p := range ps {
			folders[i] = pathFolders(p)
		}
		for i, p := range ps {
			if name, ok := distinctName(folders, i, base); ok {
				out[p] = name
			}
		}
	}
	return out
}

// distinctName is the name of the i-th of files named base in folders
// (their pathFolders) by the fewest last folders that no other file's
// same number of last folders gives too (suffixName); false when even all
// its folders do.
func distinctName(folders [][]string, i int, base string) (string, bool) {
	for k := 1; k <= len(folders[i]); k++ {
		name := suffixName(folders[i], k, base)
		unique := true
		for j := range folders {
			if j != i && suffixName(folders[j], k, base) == name {
				unique = false
				break
			}
		}
		if unique {
			return name, true
		}
	}
	return "", false
}

// pathFolders lists the folders of a file's path, outermost first; an
// object store's bucket (gs://bucket/a/f) is a folder like another.
func pathFolders(p string) []string {
	slashed := filepath.ToSlash(p)
	if i := strings.Index(slashed, "://"); i >= 0 {
		slashed = slashed[i+3:]
	}
	return strings.FieldsFunc(path.Dir(slashed), func(r rune) bool { return r == '/' })
}

// suffixName is the last k folders of folders and base, joined by "/".
func suffixName(folders []string, k int, base string) string {
	if k > len(folders) {
		k = len(folders)
	}
	return strings.Join(append(append([]string(nil), folders[len(folders)-k:]...), base), "/")
}

// pathSplitWords are the words PathSplits reads as splits.
var pathSplitWords = map[string]string{
	"train": "train", "training": "train",
	"validation": "validation", "valid": "validation", "val": "validation", "dev": "validation",
	"test": "test", "testing": "test",
}

// StandardSplit is the standard split (train, validation, test) a
// version's split named split stands for, and whether it stands for one:
// the split words a path names (train or training; validation, valid,
// val or dev; test or testing), in lower case as a split is named. It is
// the one table of them: itnprep train stages such a split as the one it
// stands for and export nemo-tagger writes it to that one's file, and
// NearSplitName takes such a name for the one it stands for; the trainer
// and the export had their own list without val, and a version whose
// split was val trained on no validation rows.
func StandardSplit(split string) (string, bool) {
	s, ok := pathSplitWords[split]
	return s, ok
}

// PathSplitFound is the split PathSplits found for a file, and where: "its
// file name" or "folder NAME". Shared is true when that folder is one every
// input lies in (the one input's own folder, given alone): nothing in the
// inputs' layout tells their splits apart, so the whole corpus takes it,
// which is meant for "out/train/part-*" and not for "/home/dev/wiki.txt".
type PathSplitFound struct {
	Split, From string
	Shared      bool
}

// PathSplits is the split each file's path names, as the Hugging Face Hub
// and Spark lay a corpus out (--split-from-path): a file name whose first
// word is a split ("train-00000-of-00001.parquet", "test.jsonl",
// "dev_clean.txt"), else the innermost folder so named among the folders
// the inputs do not share ("train/part-00000.parquet" beside
// "test/part-00000.parquet") and the last folder they all share ("out/train/
// part-*" given alone). Folders above that are the corpus's place, not its
// layout: "/home/dev/corpus/part-0.parquet" names no split (it was read as
// dev, validation, without a word). The words: train or training;
// validation, valid, val or dev (validation); test or testing. A path
// naming none is not in the map.
func PathSplits(paths []string) map[string]PathSplitFound {
	folders := make([][]string, len(paths))
	for i, p := range paths {
		folders[i] = pathFolders(p)
	}
	common := sharedFolders(folders)
	out := map[string]PathSplitFound{}
	for i, p := range paths {
		first, rest, _ := strings.Cut(strings.ToLower(BaseName(p)), ".")
		first = strings.FieldsFunc(first+"-", func(r rune) bool { return r == '-' || r == '_' })[0]
		if s, ok := pathSplitWords[first]; ok {
			out[p] = PathSplitFound{Split: s, From: "its file name"}
			continue
		}
		if s, ok := wikiTextSplit(first, rest); ok {
			out[p] = PathSplitFound{Split: s, From: "its file name"}
			continue
		}
		for j := len(folders[i]) - 1; j >= max(common-1, 0); j-- {
			if s, ok := pathSplitWords[strings.ToLower(folders[i][j])]; ok {
				out[p] = PathSplitFound{Split: s, From: "folder " + folders[i][j], Shared: j < common}
				break
			}
		}
	}
	return out
}

// wikiTextSplit is the split WikiText's own file names say, wiki.SPLIT.tokens
// and wiki.SPLIT.raw (wikitext-103 and -2, Merity et al.'s release; first
// and rest are the lower-case name's parts before and after its first
// dot): wiki.valid.tokens is validation. Their first word is "wiki", so
// the three files given together went to one split without a word, the
// validation and test articles into train (--split-from-path refused
// them: "starts with no split word").
func wikiTextSplit(first, rest string) (string, bool) {
	split, ext, ok := strings.Cut(rest, ".")
	if first != "wiki" || !ok || (ext != "tokens" && ext != "raw") {
		return "", false
	}
	s, ok := pathSplitWords[split]
	return s, ok
}

// PathSplitMissWhy says, for an input PathSplits found no split for, what
// it looked at: its file name's first word and the folders it searched
// (those below the folders every input shares, and the last of these),
// and the split word a folder above them holds, which is where the inputs
// lie, not a split of them ("data/train/2024/part-0.txt" given alone: it
// looks at 2024 only). paths are all the inputs.
func PathSplitMissWhy(paths []string, p string) string {
	folders := pathFolders(p)
	all := [][]string{folders}
	for _, q := range paths {
		all = append(all, pathFolders(q))
	}
	common := sharedFolders(all)
	from := max(common-1, 0)
	looked := "no folder (the file has none)"
	if from < len(folders) && folders[from] != "." {
		looked = "folder " + strings.Join(folders[from:], "/")
		if len(paths) > 1 && common > 0 {
			looked += " (" + folders[from] + " the last folder every input shares)"
		}
	}
	why := fmt.Sprintf("its file name %q starts with no split word and it looked at %s", BaseName(p), looked)
	for j := from - 1; j >= 0; j-- {
		if s, ok := pathSplitWords[strings.ToLower(folders[j])]; ok {
			why += fmt.Sprintf("; folder %s above them is where every input lies, not a split of them: --split %s reads every input as %s", folders[j], s, s)
			break
		}
	}
	return why
}

// sharedFolders is how many leading folders (pathFolders) every path of
// folders shares; 0 for none. It counts the folders of
// dataset.InputsFolder, the one reckoning of the folder a job's inputs
// share (reject rows are named under it), over each path's folders as
// pathFolders reads them (cleaned, without a scheme or a leading "/").
func sharedFolders(folders [][]string) int {
	dirs := make([]string, len(folders))
	for i, f := range folders {
		dirs[i] = strings.Join(f, "/") + "/"
	}
	return len(strings.FieldsFunc(dataset.InputsFolder(dirs), func(r rune) bool { return r == '/' }))
}

// nameEndsIn reports whether a file's name (BaseName: without a
// compression suffix), in any case, ends in one of exts.
func nameEndsIn(p string, exts ...string) bool {
	b := strings.ToLower(BaseName(p))
	for _, e := range exts {
		if strings.HasSuffix(b, e) {
			return true
		}
	}
	return false
}

// ASRForm renders text the way an ASR system emits it: lower case, no
// punctuation or symbols, single spaces. An apostrophe between letters
// stays (don't, o'clock); other punctuation becomes a word boundary. The
// invisible characters text hides inside words (textfold.IsUnspoken: soft
// hyphen, zero-width space, ..., the zero-width (non-)joiners) are
// nothing, as the verbalizer reads them: "x\u200by" is "xy", one word as
// written (it was "x y").
func ASRForm(s string) string {
	return string(appendASRForm(make([]byte, 0, len(s)), s))
}

// appendASRForm appends ASRForm(s) to dst. ASCII, nearly all of GTN, takes
// a byte path; other runes go through unicode's tables.
func appendASRForm(dst []byte, s string) []byte { return appendASR(dst, s, false) }

// GTNSpokenForm is ASRForm for GTN's tokenized spoken text (NeMo's
// gt_normalized, "under orem 's model was n't"): a clitic
// (textfold.Clitic) after a word joins it with its apostrophe, as
// --detokenize joins it on the written side, so the spoken side is
// "under orem's model wasn't" as an ASR system writes it, not "orem s"
// and "was n't" (a word "s" and a word "n't" nobody says). Each token is
// one raw GTN token said as written (appendGTNToken, <self>), so NeMo's
// sentences and raw GTN's tokens give one spoken side.
func GTNSpokenForm(s string) string {
	if !strings.ContainsAny(s, "'’") {
		return ASRForm(s) // no apostrophe, no clitic
	}
	dst := make([]byte, 0, len(s))
	for _, tok := range strings.Fields(s) {
		dst, _ = appendGTNToken(dst, "", tok, "<self>")
	}
	return string(dst)
}

// cliticJoins reports whether tok is a clitic (textfold.Clitic: 's, n't,
// 're ...) said right after a word: spoken, the words so far, ends in a
// letter or digit. The clitic is then part of that word ("mike's",
// "don't", "twenty one's"); after nothing said, or at the start, its
// ASR form stands alone ("s").
func cliticJoins(spoken []byte, tok string) bool {
	if len(spoken) == 0 || !textfold.Clitic(tok) {
		return false
	}
	r, _ := utf8.DecodeLastRune(spoken)
	return isAlnum(r) || unicode.IsMark(r)
}

// appendASR is appendASRForm; afterWord says s continues a word dst ends
// in (a clitic joined to it), so an apostrophe first in s is between
// letters and stays: "'s" after "mike" is "'s", alone it is "s".
func appendASR(dst []byte, s string, afterWord bool) []byte {
	start := len(dst)
	space := true
	prevLetter := afterWord
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
				dst = append(dst, c)
				space, prevLetter = false, true
				continue
			case 'A' <= c && c <= 'Z':
				dst = append(dst, c+('a'-'A'))
				space, prevLetter = false, true
				continue
			case c == '\'' && prevLetter:
				if next, _ := utf8.DecodeRuneInString(s[i:]); unicode.IsLetter(next) {
					dst = append(dst, '\'')
					prevLetter = false
					continue
				}
			}
		} else {
			r, size := utf8.DecodeRuneInString(s[i:])
			i += size
			switch {
			case textfold.IsUnspoken(r):
				// Invisible, and nothing is said for it: a zero-width
				// space inside a word ("x\u200by") split it into two
				// spoken words while the written side kept one.
				continue
			case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
				dst = utf8.AppendRune(dst, unicode.ToLower(r))
				space, prevLetter = false, true
				continue
			case r == '’' && prevLetter:
				if next, _ := utf8.DecodeRuneInString(s[i:]); unicode.IsLetter(next) {
					dst = append(dst, '\'')
					prevLetter = false
					continue
				}
			}
		}
		prevLetter = false
		if !space {
			dst = append(dst, ' ')
			space = true
		}
	}
	if len(dst) > start && dst[len(dst)-1] == ' ' {
		dst = dst[:len(dst)-1]
	}
	return dst
}

// runeLen counts code points: span offsets are in code points.
func runeLen(s string) int32 { return int32(utf8.RuneCountInString(s)) }

// runeLenBytes is runeLen of a byte slice.
func runeLenBytes(b []byte) int32 { return int32(utf8.RuneCount(b)) }

// RuleHints says, for parse rules that can reject most of a run, what the
// user should do; a refused prep prints its top rule's hint. A rule whose
// remedy depends on the source (not_english) is not here: SourceRuleHints
// adds it for the source run.
var RuleHints = map[string]string{
	"mojibake":              "the text is UTF-8 that was read back as Windows-1252 or Latin-1 and saved again (\"Ã©\" for é, \"â€™\" for ’), whose pieces would be read as words and signs: repair it first, ftfy FILE -o FIXED (pip install ftfy) mends such lines, and a file wholly so is undone by iconv -f UTF-8 -t WINDOWS-1252 FILE > FIXED",
	"replacement_character": "the text holds U+FFFD (�), which a program put for bytes it could not read as UTF-8 (text of another encoding read as UTF-8): those characters are lost; read the source again in its own encoding (iconv -f WINDOWS-1252 -t UTF-8 converts a Windows-1252 file)",
	"wikitext_unk":          "WikiText's .tokens files (Salesforce/wikitext's wikitext-103-v1, wikitext-2-v1) write every word outside their vocabulary <unk>, and a paragraph holding one cannot be written: read the raw files (wiki.train.raw; wikitext-103-raw-v1, wikitext-2-raw-v1), which keep every word",
	"invalid_json":          "JSONL inputs hold one JSON object per line; a pretty-printed file spreads one over many lines (re-serialize it: jq -c . FILE; a JSON array of records: jq -c '.[]' FILE), and a file of lines that are not JSON (a CSV or TSV table, Kaldi text, plain text) is not this source's format",
}

// SourceRuleHints is RuleHints with the hints that name the source run:
// not_english's remedy is the English release's clip lists for Common
// Voice and English text for every other source. One hint named Common
// Voice's clip lists for every source, so a refused prep spgi of French
// lines was told to give cv-corpus-*/en/*.tsv.
func SourceRuleHints(source string) map[string]string {
	hints := make(map[string]string, len(RuleHints)+1)
	for rule, hint := range RuleHints {
		hints[rule] = hint
	}
	hints["not_english"] = notEnglishHint(source)
	if source == SourceLibriheavy {
		hints[ReasonNoTexts] = LibriheavyNoTextsHint
		hints[ReasonNotEnglish] = LibriheavyNotEnglishHint
	}
	return hints
}

// notEnglishHint is the remedy a prep of source refused for its
// not_english rejects names.
func notEnglishHint(source string) string {
	const own = "; a language of its own needs a verbalizer of that language"
	if source == SourceCommonVoice {
		return "itnprep's verbalizer writes English spoken forms only: give the English release's clip lists (cv-corpus-*/en/*.tsv; a clip whose locale, or release folder, names another language is rejected, and so is a sentence clearly in another language unless --language any verbalizes it as English)" + own
	}
	give := "give English text"
	if source != "" {
		give = "give prep " + source + " English text"
	}
	return "itnprep's verbalizer writes English spoken forms only: " + give + " (lines mostly of another script, or of another language's function words, are rejected; --language any verbalizes them all as English)" + own
}

// notJSONLines refuses a JSONL input whose first record line (ln) shows a
// JSON document instead of JSON Lines: a line beginning with '[' (a JSON
// array of records, pretty-printed or on one line) or a lone '{' (a
// pretty-printed object). Each of its lines was read as a record and
// rejected as invalid JSON, one reject a line ("[", "  {", `"id": "r0",`,
// ...), and the refusal spoke of many rejected records where the whole
// file is one thing in another format. The error names the file, what it
// is, what is read (one JSON object per line) and the jq command that
// converts it. nil for any other line. A line with a problem is looked
// at too: a JSON array on one line is most often longer than the record
// limit (a json.dump of 30,000 records, 2 MB), and its first bytes, which
// a too-long line keeps, say what it is; it was refused as one
// record_too_large reject whose hint, --max-record-bytes, only led to this
// message.
func notJSONLines(name string, ln Line) error {
	t := bytes.TrimSpace(ln.Text)
	var what, jq string
	switch {
	case len(t) > 0 && t[0] == '[':
		what, jq = `a JSON array ("[" begins it)`, `'.[]'`
	case string(t) == "{":
		what, jq = `a pretty-printed JSON object ("{" alone on its line)`, "."
	default:
		return nil
	}
	return fmt.Errorf("%s:%d: the file is %s, not JSON Lines: its records are read one JSON object per line; convert it first (%s)", name, ln.No, what, jqConvert(name, jq))
}

// jqConvert is the shell command that rewrites file name as JSON Lines
// through jq's filter. A .json file converts to its .jsonl beside it; a
// .jsonl (whose name a reader may need: libriheavy_cuts_dev.jsonl) in
// place. A compressed one (libriheavy_cuts_dev.jsonl.gz, as Libriheavy
// ships its manifests) is read through its decompressor and written beside
// it uncompressed, by the name it holds: jq reads no compressed data, and
// `jq -c '.[]' F.jsonl.gz > F.jsonl.gz.tmp && mv ...` failed. A gs:// or
// s3:// file is read and written through its store's command line
// (textCommand, writeTo): `jq -c '.[]' gs://b/x.json > gs://b/x.jsonl`
// opened no object and wrote a local file named gs:. Standard input
// (StdinName) is piped through jq: `jq -c '.[]' stdin > stdin.tmp` named
// a file no shell opens (align --in -).
func jqConvert(name, filter string) string {
	if name == StdinName {
		return "pipe it through jq -c " + filter
	}
	out := uncompressedName(name)
	if ext := path.Ext(out); strings.EqualFold(ext, ".json") {
		out = strings.TrimSuffix(out, ext) + ".jsonl"
	}
	write := writeTo(out)
	if out == name {
		write = replaceCommand(name)
	}
	if text := textCommand(name); text != "" {
		return fmt.Sprintf("%s | jq -c %s %s", text, filter, write)
	}
	return fmt.Sprintf("jq -c %s %s %s", filter, shellquote.Quote(name), write)
}

// uncompressedName is name less its compression's suffix (x.jsonl.gz:
// x.jsonl; BaseName), the name a conversion writes its text to; name
// itself when it has none.
func uncompressedName(name string) string {
	suffix := strings.TrimPrefix(path.Base(filepath.ToSlash(name)), BaseName(name))
	return strings.TrimSuffix(name, suffix)
}

// NotJSONLines is notJSONLines for readers outside this package (align's
// and mine-pairs' pair JSONL): text is the first non-blank line of the
// file called name, at line no.
func NotJSONLines(name string, no int, text []byte) error {
	return notJSONLines(name, Line{No: no, Text: text})
}

// NotPairLines is NotJSONLines for the JSONL of pairs (align, mine-pairs):
// a CSV or TSV table by its name (pairs.csv, pairs.tsv.gz) whose first
// line is no JSON object is refused too, naming the command that writes
// its rows as JSON Lines: a user's pairs exported from a spreadsheet or
// pandas were refused as "0 usable pairs", each line "invalid JSON:
// invalid character 'w' looking for beginning of value". (evaluate names
// a table its own way, with the fields it reads.)
func NotPairLines(name string, no int, text []byte) error {
	if err := notJSONLines(name, Line{No: no, Text: text}); err != nil {
		return err
	}
	t := bytes.TrimSpace(text)
	if len(t) > 0 && t[0] == '{' {
		return nil
	}
	table, delim := "CSV", ","
	switch {
	case nameEndsIn(name, ".tsv"):
		table, delim = "TSV", `\t`
	case !nameEndsIn(name, ".csv"):
		return nil
	}
	return fmt.Errorf("%s:%d: the file is a %s table (its first line %q), not JSON Lines: its records are read one JSON object per line; convert it first, each row an object keyed by the header (%s)", name, no, table, dataset.TruncateRawBytes(t), tableToJSONL(name, delim))
}

// tableToJSONL is the shell command that writes the rows of the CSV or TSV
// file name (delim as Python writes it) as JSON Lines beside it, each row
// an object keyed by the header (Python's csv.DictReader), through its
// decompressor or its store's command line where it needs one.
func tableToJSONL(name, delim string) string {
	py := `python3 -c 'import csv,json,sys; [print(json.dumps(r, ensure_ascii=False)) for r in csv.DictReader(sys.stdin, delimiter="` + delim + `")]'`
	out := uncompressedName(name)
	out = strings.TrimSuffix(out, path.Ext(out)) + ".jsonl"
	if text := textCommand(name); text != "" {
		return text + " | " + py + " " + writeTo(out)
	}
	return py + " < " + shellquote.Quote(name) + " " + writeTo(out)
}
