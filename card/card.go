package card

import (
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/mdtable"
	"github.com/itnprep/itnprep/sources"
)

// File is the dataset card's name in each version folder.
const File = "README.md"

// DefaultLicense is the card's license when none is given: the data
// inherits its source corpora's terms, which differ (see SourceLicense).
const DefaultLicense = "other"

// Files renders the card and its figures: paths relative to the version
// folder and their contents. The manifest's Kind picks the row kind.
func Files(m *dataset.Manifest) (map[string][]byte, error) {
	k, err := Lookup(m.Kind)
	if err != nil {
		return nil, err
	}
	figs, omitted, err := Common(m)
	if err != nil {
		return nil, err
	}
	own, ownOmitted := k.Figures(m)
	figs = append(figs, own...)
	omitted = append(omitted, ownOmitted...)
	text, err := Render(m, k, figs, omitted)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{File: []byte(text)}
	for _, f := range figs {
		if _, dup := out[f.File]; dup {
			return nil, fmt.Errorf("card: two figures named %s", f.File)
		}
		out[f.File] = []byte(f.SVG)
	}
	return out, nil
}

// SourceLicense says, for each source itnprep reads, under which terms its
// corpus is published; a version built from it inherits them.
var SourceLicense = map[string]string{
	"commonvoice": "Mozilla Common Voice's sentences are published under CC0-1.0 (public domain dedication); its recordings are not read.",
	"gtn":         "Google Text Normalization data (Sproat & Jaitly) is published under CC BY 4.0.",
	"libriheavy":  "Libriheavy (Kang et al. 2023) is published under Apache-2.0; its book texts come from Project Gutenberg and its audio from LibriVox (public domain in the US).",
	"nemo-cases":  "NVIDIA NeMo text processing's test cases are published under Apache-2.0.",
	"spgi":        "SPGISpeech (O'Neill et al. 2021) is Kensho's, free for non-commercial use under Kensho's own terms only.",
	"text":        "The text was supplied by the user: its own license applies.",
}

// licenseSentence is the card's License section.
func licenseSentence(m *dataset.Manifest) string {
	lic := m.License
	if lic == "" {
		lic = DefaultLicense
	}
	src := SourceLicense[m.Source]
	if src == "" {
		src = fmt.Sprintf("The terms of source %q are not recorded by itnprep: check them before use.", m.Source)
	}
	// A derived version (derive tagger, u2tf) keeps its parent's license:
	// --license is prep's, which derive does not take.
	if lic == DefaultLicense && m.Parent != nil {
		return "License `other`: rows are derived from their source corpus and keep its terms. " + src +
			" A derived version keeps its parent's license: choose a license id when the parent is built, with `prep`'s `--license`."
	}
	if lic == DefaultLicense {
		return "License `other`: rows are derived from their source corpus and keep its terms. " + src +
			" Choose a license id at build time with `--license`."
	}
	if m.Parent != nil {
		return fmt.Sprintf("License `%s` (its parent version's, given with `prep`'s `--license` when the parent was built). Rows are derived from their source corpus: %s", lic, src)
	}
	return fmt.Sprintf("License `%s` (given with `--license` when the version was built). Rows are derived from their source corpus: %s", lic, src)
}

// sizeCategory is the Hub's size_categories bucket for n rows.
func sizeCategory(n int64) string {
	bounds := []struct {
		lim  int64
		name string
	}{{1e3, "n<1K"}, {1e4, "1K<n<10K"}, {1e5, "10K<n<100K"}, {1e6, "100K<n<1M"}, {1e7, "1M<n<10M"},
		{1e8, "10M<n<100M"}, {1e9, "100M<n<1B"}, {1e10, "1B<n<10B"}, {1e11, "10B<n<100B"}, {1e12, "100B<n<1T"}}
	for _, b := range bounds {
		if n < b.lim {
			return b.name
		}
	}
	return "n>1T"
}

// SplitSize is one split's entry in dataset_info.
type SplitSize struct {
	Name     string
	Examples int64
	Bytes    int64 // bytes of the split's Parquet shards
	Shards   int
}

// Splits sums the manifest's data shards per split, in name order.
func Splits(m *dataset.Manifest) []SplitSize {
	by := map[string]*SplitSize{}
	for _, s := range m.Shards {
		sp := by[s.Split]
		if sp == nil {
			sp = &SplitSize{Name: s.Split}
			by[s.Split] = sp
		}
		sp.Examples += s.Rows
		sp.Bytes += s.Bytes
		sp.Shards++
	}
	out := make([]SplitSize, 0, len(by))
	for _, n := range sortedKeys(by) {
		out = append(out, *by[n])
	}
	return out
}

// Render returns the README.md of a version: the YAML header, then counts
// per split and per rule, the figures (and why any is left out), license,
// inputs and configuration.
func Render(m *dataset.Manifest, k Kind, figs []Figure, omitted []string) (string, error) {
	feats, err := Features(k.Schema)
	if err != nil {
		return "", fmt.Errorf("card: features of kind %s: %w", k.Name, err)
	}
	splits := Splits(m)
	var b strings.Builder
	lic := m.License
	if lic == "" {
		lic = DefaultLicense
	}
	b.WriteString("---\n")
	fmt.Fprintf(&b, "pretty_name: %s\n", q(fmt.Sprintf("%s (itnprep %s, version %s)", m.Name, m.Source, m.VersionID)))
	fmt.Fprintf(&b, "license: %s\n", q(lic))
	if lic == DefaultLicense {
		// The Hub's card spec: with license "other", license_name names it
		// and license_link points at the file that states it (this card).
		fmt.Fprintf(&b, "license_name: %s\nlicense_link: %s\n", q("itnprep-source-terms"), q("README.md"))
	}
	b.WriteString("language:\n")
	for _, l := range Languages(m) {
		fmt.Fprintf(&b, "- %s\n", l) // codes of a-z only (sources.ValidNeMoLanguage)
	}
	writeList(&b, "task_categories", k.TaskCategories)
	writeList(&b, "tags", k.Tags)
	writeList(&b, "size_categories", []string{sizeCategory(m.Accounting.Rows)})
	// A version without rows (--allow-empty) has no split, so no config:
	// the Hub's configs field is optional, and its data_files is a string,
	// a list of strings or a list of {split, path}; an empty list, which
	// this wrote (fin7), passes that check but is read by datasets'
	// sanitize_patterns as the default split's patterns, a "train" split
	// of no file, which the version does not have. Left out, the Hub finds
	// no data file in data/ and says so, which is what the version holds.
	// dataset_info's splits is written empty ("[]"), not as a null value a
	// YAML reader takes for a missing list.
	if len(splits) > 0 {
		b.WriteString("configs:\n- config_name: default\n  data_files:\n")
		for _, sp := range splits {
			fmt.Fprintf(&b, "  - split: %s\n    path: %s\n", q(sp.Name), q(fmt.Sprintf("data/%s-*.parquet", sp.Name)))
		}
	}
	b.WriteString("dataset_info:\n  features:\n")
	writeFeatures(&b, feats, "  ")
	b.WriteString("  splits:")
	b.WriteString(emptyList(len(splits)))
	var total int64
	for _, sp := range splits {
		fmt.Fprintf(&b, "  - name: %s\n    num_bytes: %d\n    num_examples: %d\n", q(sp.Name), sp.Bytes, sp.Examples)
		total += sp.Bytes
	}
	fmt.Fprintf(&b, "  download_size: %d\n  dataset_size: %d\n", total, total)
	fmt.Fprintf(&b, "itnprep_version_id: %s\n", q(m.VersionID))
	fmt.Fprintf(&b, "itnprep_kind: %s\n---\n\n", q(dataset.KindName(k.Name)))

	fmt.Fprintf(&b, "# %s — version %s\n\n", m.Name, m.VersionID)
	if m.Parent != nil {
		// The parent as `versions show` and the viewer name it (NAME/ID).
		fmt.Fprintf(&b, "**%s** rows derived from version `%s` (source %s), built by itnprep (%s).\n", dataset.KindName(m.Kind), m.Parent.Ref(), m.Source, m.Code.String())
	} else {
		fmt.Fprintf(&b, "Rows of kind **%s** from **%s**, built by itnprep (%s).\n", dataset.KindName(k.Name), m.Source, m.Code.String())
	}
	fmt.Fprintf(&b, "Columns: %s\n\n", k.Columns)
	if len(splits) == 0 {
		b.WriteString("It holds no row (published with `--allow-empty`), so its header declares no split and no config, and `data/` holds no file to load.\n\n")
	} else {
		b.WriteString("Load it with `datasets.load_dataset(\"parquet\", data_dir=\"<this folder>/data\")` (or from the Hub, where the header above declares the splits); `num_bytes` are the split's Parquet bytes.\n\n")
	}

	a := m.Accounting
	b.WriteString("## Counts\n\n| what | records |\n|---|---:|\n")
	rowsLabel := k.Rows
	if rowsLabel == "" {
		rowsLabel = "rows (variants count separately)"
	}
	fmt.Fprintf(&b, "| read | %d |\n| written | %d |\n| rejected | %d |\n| %s | %d |\n", a.Read, a.Written, a.Rejected, rowsLabel, a.Rows)
	if a.DuplicateIDs > 0 {
		// Published with --allow-duplicate-ids: say so where a user of
		// the data looks, since rows are usually joined by id.
		note := ""
		if m.Parent != nil {
			// A derived version's records are its parent's rows: a
			// record the parent repeated counts once per verbalized
			// variant here (pipelines.DerivedRepeatsNote).
			note = "; counted by this version's records, each a row of the parent, a verbalized variant too"
		}
		fmt.Fprintf(&b, "| ids carried by more than one row (published with `--allow-duplicate-ids`; first: %s%s) | %d |\n", mdtable.Cell(mdtable.Code(a.FirstDuplicateID)), note, a.DuplicateIDs)
	}
	if a.SplitDuplicateIDs > 0 {
		fmt.Fprintf(&b, "| ids in more than one split (published with `--allow-duplicate-ids`; first: %s in %s) | %d |\n", mdtable.Cell(mdtable.Code(a.FirstSplitDuplicateID)), strings.Join(a.FirstSplitDuplicateSplits, " and "), a.SplitDuplicateIDs)
	}
	if n, _ := a.Repeats(); n > 0 {
		// Exact repeats within a split weigh a sentence twice in training
		// and, in a test split, in the score.
		how := "published as separate rows; `prep --dedupe` keeps one"
		if m.Config["dedupe"] == "true" {
			how = "set aside by `--dedupe` as `select/repeated_pair`, the first of each kept"
		}
		fmt.Fprintf(&b, "| rows repeating the written and spoken text of an earlier row of their split (%s) | %d |\n", how, n)
	}
	b.WriteString("\n")
	b.WriteString("| split | rows | shards | bytes |\n|---|---:|---:|---:|\n")
	for _, sp := range splits {
		fmt.Fprintf(&b, "| %s | %d | %d | %d |\n", sp.Name, sp.Examples, sp.Shards, sp.Bytes)
	}
	b.WriteString("\n## Rules\n\n")
	if len(a.RejectedByReason) == 0 && len(m.Rules) == 0 && len(m.Stats.RuleRows.Keys) == 0 {
		b.WriteString("No record was rejected and no cleaning rule edited a record.\n\n")
	} else {
		b.WriteString("Rejections count records; edits count rule hits (a rule can edit a record several times, and a record it edited may be rejected later); rows counts the rows whose `rules` column names the rule (variants count separately).\n\n")
		b.WriteString("| rule | kind | count | rows |\n|---|---|---:|---:|\n")
		for _, r := range sortedKeys(a.RejectedByReason) {
			fmt.Fprintf(&b, "| %s | rejected | %d | |\n", mdtable.Cell(r), a.RejectedByReason[r])
		}
		edited := map[string]bool{}
		for _, r := range sortedKeys(m.Rules) {
			edited[r] = true
			fmt.Fprintf(&b, "| %s | edited | %d | %d |\n", mdtable.Cell(r), m.Rules[r], ruleRows(m.Stats.RuleRows, r))
		}
		for i, r := range m.Stats.RuleRows.Keys {
			if !edited[r] { // rows carry a rule no stage counted: a derived or hand-built version
				fmt.Fprintf(&b, "| %s | edited | | %d |\n", mdtable.Cell(r), m.Stats.RuleRows.Counts[i])
			}
		}
		b.WriteString("\n")
	}
	for _, sec := range m.Sections {
		fmt.Fprintf(&b, "## %s\n\n%s\n", sec.Title, strings.TrimRight(sec.Body, "\n")+"\n")
	}
	b.WriteString("## Figures\n\n")
	for _, f := range figs {
		fmt.Fprintf(&b, "![%s](%s)\n\n", f.Title, f.File)
	}
	if len(omitted) > 0 {
		b.WriteString("Not drawn:\n\n")
		for _, o := range omitted {
			fmt.Fprintf(&b, "- %s\n", o)
		}
		b.WriteString("\n")
	}
	b.WriteString("## License\n\n" + licenseSentence(m) + "\n\n")
	b.WriteString("## Inputs\n\n| path | records | bytes read | sha256 |\n|---|---:|---:|---|\n")
	for _, in := range m.Inputs {
		part := ""
		if in.Partial {
			part = " (partial by design)"
		}
		// The name as a code span: a renderer that passes HTML (the
		// Hub's) took a file named "<i>x&y.txt" for markup, showing
		// "x&y.txt" in italics.
		fmt.Fprintf(&b, "| %s%s | %d | %d | `%s` |\n", mdtable.Cell(mdtable.Code(path.Base(in.Path))), part, in.Records, in.BytesRead, in.SHA256[:min(16, len(in.SHA256))])
	}
	b.WriteString("\n## Configuration\n\n| option | value |\n|---|---|\n")
	for _, key := range sortedKeys(m.Config) {
		fmt.Fprintf(&b, "| %s | %s |\n", mdtable.Cell(key), mdtable.Cell(mdtable.Code(m.Config[key])))
	}
	fmt.Fprintf(&b, "\nCreated %s. Verify with `itnprep versions verify <this folder>`.\n", m.Created)
	return b.String(), nil
}

func writeList(b *strings.Builder, key string, vals []string) {
	if len(vals) == 0 {
		return
	}
	v := append([]string(nil), vals...)
	sort.Strings(v)
	fmt.Fprintf(b, "%s:\n", key)
	for _, s := range v {
		fmt.Fprintf(b, "- %s\n", q(s))
	}
}

// writeFeatures writes features in the datasets library's YAML form:
// "- name: x" with "dtype", "sequence" (list of scalars), "list" (list of
// records, its fields nested) or "struct".
func writeFeatures(b *strings.Builder, feats []Feature, indent string) {
	for _, f := range feats {
		fmt.Fprintf(b, "%s- name: %s\n", indent, q(f.Name))
		switch {
		case f.Dtype != "":
			fmt.Fprintf(b, "%s  dtype: %s\n", indent, f.Dtype)
		case f.Sequence != "":
			fmt.Fprintf(b, "%s  sequence: %s\n", indent, f.Sequence)
		case f.List != nil:
			fmt.Fprintf(b, "%s  list:\n", indent)
			writeFeatures(b, f.List, indent+"  ")
		default:
			fmt.Fprintf(b, "%s  struct:\n", indent)
			writeFeatures(b, f.Struct, indent+"  ")
		}
	}
}

// q quotes a YAML scalar: Go's quoted form is a valid YAML double-quoted
// string (same escapes), so names with ':' or '#' stay strings.
func q(s string) string { return strconv.Quote(s) }

// ruleRows is the number of rows carrying rule (0 when none does).
func ruleRows(t dataset.Tally, rule string) int64 {
	for i, k := range t.Keys {
		if k == rule {
			return t.Counts[i]
		}
	}
	return 0
}

// emptyList ends a YAML key whose list has n items: " []" when it has none.
func emptyList(n int) string {
	if n == 0 {
		return " []\n"
	}
	return "\n"
}

// Languages are the card's language codes: those a run was told its data
// is in (prep nemo-cases --language records "language" in the config: de,
// or es_en for Spanish-English code-switching, es and en); for a
// nemo-cases version without it (--language auto), the languages of the
// NeMo folders its inputs were read from (de/data_text_normalization/,
// sources.NeMoCaseLanguage, the language its ids begin with), English for
// a file in no such folder; else English, the only language itnprep's
// verbalizer writes. A German version of NeMo's test cases was carded
// "en", and with --language auto still was, its ids beginning "de/".
// A derived version (derive tagger, derive u2tf) has its parent's, which
// derive records in its manifest's parent (dataset.Parent.Languages); it
// was carded English whatever its parent's language.
// The inputs' paths are outside the version id, as the card is.
func Languages(m *dataset.Manifest) []string {
	// prep text --language any records "any" (no line refused for its
	// language), no language code: its card is English, the language its
	// rows are verbalized in (it said "language: - any").
	if l := m.Config["language"]; l != "" && l != sources.LanguageAny {
		return strings.Split(l, "_")
	}
	if m.Parent != nil {
		// A derived version's rows are in its parent's language(s),
		// recorded with its lineage (derive names it; a manifest of
		// before 2026-11-30 has none: English).
		if len(m.Parent.Languages) > 0 {
			return m.Parent.Languages
		}
		return []string{"en"}
	}
	if m.Source != sources.SourceNeMoCases {
		return []string{"en"}
	}
	var langs []string
	seen := map[string]bool{}
	for _, in := range m.Inputs {
		l := sources.NeMoCaseLanguage(in.Path)
		if l == "" {
			l = "en"
		}
		for _, code := range strings.Split(l, "_") {
			if !seen[code] {
				seen[code] = true
				langs = append(langs, code)
			}
		}
	}
	if len(langs) == 0 {
		return []string{"en"}
	}
	return langs
}
