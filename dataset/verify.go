package dataset

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/itnprep/itnprep/internal/editdist"
	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/parquet-go/parquet-go"
)

// LoadManifest reads and parses VERSION_DIR/manifest.json through fsys.
func LoadManifest(ctx context.Context, fsys FS, versionDir string) (*Manifest, error) {
	b, err := ReadAll(ctx, fsys, Join(versionDir, ManifestFile))
	if err != nil {
		if e := noVersionFolder(versionDir); e != nil {
			return nil, e
		}
		return nil, fmt.Errorf("%s: not a complete dataset version (no readable %s): %w", versionDir, ManifestFile, err)
	}
	m, err := ParseManifest(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", Join(versionDir, ManifestFile), err)
	}
	return m, nil
}

// noVersionFolder says so when a local versionDir does not exist or is a
// file ("not a complete dataset version (no readable manifest.json): open
// X/manifest.json: no such file or directory" suggested a version cut short
// where the name was mistyped); nil otherwise, and for URLs.
func noVersionFolder(versionDir string) error {
	if IsURL(versionDir) {
		return nil
	}
	st, err := os.Stat(versionDir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if near := NearVersions(versionDir); len(near) > 0 {
			return fmt.Errorf("%s: no such folder; did you mean %s? (a dataset version is OUT/NAME/VERSION, or OUT/NAME@TAG; itnprep versions list OUT lists them)", versionDir, strings.Join(near, " or "))
		}
		return fmt.Errorf("%s: no such folder (a dataset version is OUT/NAME/VERSION, or OUT/NAME@TAG; itnprep versions list OUT lists them)", versionDir)
	case err == nil && !st.IsDir():
		return fmt.Errorf("%s: a file, not a dataset version's folder (OUT/NAME/VERSION, or OUT/NAME@TAG)", versionDir)
	}
	return nil
}

// NearVersions lists the versions beside a local versionDir that does not
// exist whose ids its last element begins (a version id copied in part,
// as git's short hashes are) or is within two edits of (a typo), as their
// folders, at most three; none for a URL, or when the folder above holds
// no version. A mistyped id said "no such folder" and nothing of the
// version meant (qa95).
func NearVersions(versionDir string) []string {
	return nearNames(versionDir, func(parent string, e fs.DirEntry) bool {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			return false
		}
		_, err := os.Stat(filepath.Join(parent, e.Name(), ManifestFile))
		return err == nil
	})
}

// NearFiles is NearVersions for a local file that does not exist: the
// files beside it whose names begin with its name (preds for preds.jsonl)
// or are within two edits of it (preds.jsnol), at most three, for the
// commands' "no such file" and prep's "matches no file" (qa95).
func NearFiles(path string) []string {
	return nearNames(path, func(_ string, e fs.DirEntry) bool { return !e.IsDir() })
}

// nearNames lists the entries beside a local path that keep accepts and
// whose names begin with its last element or are within two edits of it,
// those it begins first, at most three.
func nearNames(path string, keep func(parent string, e fs.DirEntry) bool) []string {
	if IsURL(path) {
		return nil
	}
	parent, base := filepath.Split(filepath.Clean(path))
	if base == "" || base == "." {
		return nil
	}
	entries, err := os.ReadDir(cmp.Or(parent, "."))
	if err != nil {
		return nil
	}
	var prefixed, near []string
	for _, e := range entries {
		name := e.Name()
		switch {
		case !strings.HasPrefix(name, base) && editdist.Distance(base, name, 3) >= 3:
		case !keep(parent, e):
		case strings.HasPrefix(name, base):
			prefixed = append(prefixed, parent+name)
		default:
			near = append(near, parent+name)
		}
	}
	out := append(prefixed, near...)
	return out[:min(len(out), 3)]
}

// VerifyReport lists what verification found; OK is true when nothing.
type VerifyReport struct {
	Manifest *Manifest
	Problems []string
	// Notes say what is not a problem but worth knowing: a version written
	// before a column of its row kind existed (this build reads it empty).
	Notes []string
	// Warnings say what is amiss beside the version, not in it: its rows,
	// shards and accounting checked, a derived version whose parent, the
	// version its manifest names as the one it was read from, is not found
	// beside it (storage.Verify). They do not fail verification.
	Warnings []string
	Shards   int
	Rows     int64
	Bytes    int64
}

// OK reports whether the version passed every check.
func (r *VerifyReport) OK() bool { return len(r.Problems) == 0 }

func (r *VerifyReport) addf(format string, args ...any) {
	r.Problems = append(r.Problems, fmt.Sprintf(format, args...))
}

// Verify re-hashes every shard of a version, re-counts its rows from the
// Parquet footers, recomputes the version id and checks the accounting
// (read = written + rejected; rows = sum of shard rows; rejected = reject
// rows), and a tagger version's vocabulary tally against its vocabulary
// file (checkTagVocab). A returned error means the version could not be examined at all;
// problems found are in the report. Files are read through fsys.
func Verify(ctx context.Context, fsys FS, versionDir string) (*VerifyReport, error) {
	return VerifyProgress(ctx, fsys, versionDir, nil)
}

// VerifyProgress is Verify calling onShard(done, total) after each shard
// (data and reject shards) it checked, for a progress display; nil: none.
func VerifyProgress(ctx context.Context, fsys FS, versionDir string, onShard func(done, total int)) (*VerifyReport, error) {
	m, err := LoadManifest(ctx, fsys, versionDir)
	if err != nil {
		return nil, err
	}
	rep := &VerifyReport{Manifest: m}
	var dataRows, rejectRows int64
	split := map[string]int64{}
	// Each shard's own Parquet schema must be its row kind's: the data
	// shards the manifest's kind (a u2tf version holds u2tf rows), the
	// reject shards Reject rows.
	// The data shards must have the schema the manifest recorded (and the
	// id hashed), which may be an older one of the kind (see below).
	kinds := [2]string{m.Kind, "rejects"}
	schemas := [2]string{cmp.Or(m.Schema, SchemaFor(m.Kind)), SchemaOf[Reject]()}
	var dataSchema *parquet.Schema
	var repeats idRepeats
	total, done := len(m.Shards)+len(m.Rejects), 0
	for gi, group := range [][]ShardInfo{m.Shards, m.Rejects} {
		for _, sh := range group {
			count := &repeats
			if gi == 1 {
				count = nil
			}
			rows, schema, ok := verifyShard(ctx, fsys, rep, versionDir, sh, kinds[gi], schemas[gi], count)
			if gi == 0 && dataSchema == nil {
				dataSchema = schema
			}
			if done++; onShard != nil {
				onShard(done, total)
			}
			if !ok {
				continue
			}
			if gi == 0 {
				dataRows += rows
				split[sh.Split] += rows
			} else {
				rejectRows += rows
			}
		}
	}
	a := m.Accounting
	if a.Read != a.Written+a.Rejected {
		rep.addf("accounting: read %d != written %d + rejected %d", a.Read, a.Written, a.Rejected)
	}
	if dataRows != a.Rows {
		rep.addf("accounting: data shards hold %d rows, manifest says %d", dataRows, a.Rows)
	}
	if rejectRows != a.Rejected {
		rep.addf("accounting: reject shards hold %d rows, manifest says %d rejected", rejectRows, a.Rejected)
	}
	var byReason int64
	for _, n := range a.RejectedByReason {
		byReason += n
	}
	if byReason != a.Rejected {
		rep.addf("accounting: rejects by rule sum to %d, manifest says %d rejected", byReason, a.Rejected)
	}
	for s, n := range a.RowsBySplit {
		if split[s] != n {
			rep.addf("accounting: split %s: shards hold %d rows, manifest says %d", s, split[s], n)
		}
	}
	checkRepeatedIDs(rep, a, repeats)
	var inputRecords int64
	for _, in := range m.Inputs {
		inputRecords += in.Records
	}
	if inputRecords != a.Read {
		rep.addf("accounting: inputs list %d records, manifest says %d read", inputRecords, a.Read)
	}
	if id := ComputeVersionID(m); id != m.VersionID {
		rep.addf("version id: manifest says %s, content hashes to %s", m.VersionID, id)
	}
	for _, f := range m.Files {
		verifyFile(ctx, fsys, rep, versionDir, f)
	}
	checkTagVocab(ctx, fsys, rep, versionDir)
	if m.Parent != nil && m.Parent.VersionID == "" {
		rep.addf("lineage: parent version has no id")
	}
	if m.Schema != SchemaFor(m.Kind) && len(m.Shards) > 0 {
		// The id was computed over the recorded schema, so it still checks.
		// A schema that lacks only columns added later (the rules column of
		// pairs, say) is one this build reads, with those columns empty:
		// a note. Anything else is a problem.
		if missing, ok := olderSchema(dataSchema, m.Kind); ok {
			rep.Notes = append(rep.Notes, fmt.Sprintf("schema: written before the column(s) %s of its row kind existed (an older itnprep); this build reads them empty", strings.Join(missing, ", ")))
		} else {
			rep.addf("schema: the data shards' Parquet schema is not that of the %s row kind the manifest names, nor an older one of it (made by another itnprep version?)", KindName(m.Kind))
		}
	}
	sort.Strings(rep.Problems)
	return rep, nil
}

// verifyFile checks a side file's size and digest.
func verifyFile(ctx context.Context, fsys FS, rep *VerifyReport, versionDir string, f ShardInfo) {
	rc, err := fsys.Open(ctx, Join(versionDir, f.Path))
	if err != nil {
		rep.addf("%s: cannot open: %v", f.Path, err)
		return
	}
	defer rc.Close()
	n, got, err := Digest(rc, nil)
	if err != nil {
		rep.addf("%s: read error: %v", f.Path, err)
		return
	}
	if n != f.Bytes {
		rep.addf("%s: %d bytes, manifest says %d", f.Path, n, f.Bytes)
	}
	if got != f.SHA256 {
		rep.addf("%s: sha256 %s, manifest says %s", f.Path, got, f.SHA256)
	}
}

// olderSchema reports whether file, a data shard's schema, is an older
// schema of kind: every column it has is this build's column of the same
// name and type, and it lacks only the columns it returns.
func olderSchema(file *parquet.Schema, kind string) (missing []string, ok bool) {
	k, err := LookupRowKind(kind)
	if err != nil || file == nil || k.Node == nil {
		return nil, false
	}
	have := map[string]parquet.Field{}
	for _, f := range file.Fields() {
		have[f.Name()] = f
	}
	for _, f := range k.Node.Fields() {
		g, found := have[f.Name()]
		if !found {
			missing = append(missing, f.Name())
			continue
		}
		if !parquet.EqualNodes(f, g) {
			return nil, false
		}
		delete(have, f.Name())
	}
	return missing, len(have) == 0 && len(missing) > 0
}

// idRepeats counts the ids more than one row of a shard carries, summed
// over the data shards, and the smallest of them, as the shard writers
// count them for the manifest (ShardReport.DuplicateIDs).
type idRepeats struct {
	ids   int64
	first string
	// unread names a shard whose ids could not be read (counted none).
	unread string
}

// The columns that say whether a row is its record's own, as the shard
// writers count repeats (transforms' idRepeats): a pair's variant (0 or
// none: the record's row; K > 0 a verbalized variant, "x#vK") and a u2tf
// row's kind (a span row, "x#sK", repeats with its classifier row).
type (
	idOnlyRow struct {
		ID string `parquet:"id"`
	}
	idVariantRow struct {
		ID      string `parquet:"id"`
		Variant *int32 `parquet:"variant,optional"`
	}
	idKindRow struct {
		ID   string `parquet:"id"`
		Kind string `parquet:"kind"`
	}
)

// countRepeatedIDs adds the ids that more than one row of the shard f
// carries to c, counting an id once, and only when one of its rows is a
// record's own, as the shard writer counts them for the manifest (a
// record read twice with K variants is one repeated id, not K). The rows
// are sorted by id, so a repeat equals the row before it; a shard out of
// order is a problem, since a repeat could hide there.
func countRepeatedIDs(rep *VerifyReport, path string, f *parquet.File, c *idRepeats) {
	var prev, unsorted string
	had, repeated, key := false, false, false
	closeRun := func() {
		if had && repeated && key {
			c.ids++
			if c.first == "" || prev < c.first {
				c.first = prev
			}
		}
	}
	row := func(id string, own bool) bool {
		switch {
		case had && id == prev:
			repeated, key = true, key || own
			return true
		case had && id < prev:
			unsorted = strings.Clone(id)
			return false
		}
		closeRun()
		prev, had, repeated, key = strings.Clone(id), true, false, own
		return true
	}
	var err error
	switch {
	case hasColumn(f, "variant"):
		err = scanParquet(f, func(r *idVariantRow) bool { return row(r.ID, r.Variant == nil || *r.Variant == 0) })
	case hasColumn(f, "kind"):
		err = scanParquet(f, func(r *idKindRow) bool { return row(r.ID, r.Kind != U2TFSpan) })
	default:
		err = scanParquet(f, func(r *idOnlyRow) bool { return row(r.ID, true) })
	}
	if err == nil && unsorted == "" {
		closeRun()
	}
	switch {
	case err != nil:
		if c.unread == "" {
			c.unread = path
		}
		rep.addf("%s: its ids could not be read to count repeated ones: %v", path, err)
	case unsorted != "":
		if c.unread == "" {
			c.unread = path
		}
		rep.addf("%s: rows are not sorted by id (%q after %q): itnprep writes every shard sorted by id, and repeated ids cannot be counted in this one", path, unsorted, prev)
	}
}

// hasColumn reports whether f's schema has a top-level column name.
func hasColumn(f *parquet.File, name string) bool {
	for _, fd := range f.Schema().Fields() {
		if fd.Name() == name {
			return true
		}
	}
	return false
}

// scanParquet calls fn with each row of f, decoded as T (the columns T
// names), a batch at a time, until fn returns false or the rows end.
func scanParquet[T any](f *parquet.File, fn func(*T) bool) error {
	rd := parquet.NewGenericReader[T](f)
	defer rd.Close()
	buf := make([]T, scanBatch)
	for {
		clear(buf)
		n, err := rd.Read(buf)
		for k := range n {
			if !fn(&buf[k]) {
				return nil
			}
		}
		if errors.Is(err, io.EOF) || (err == nil && n == 0) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// checkRepeatedIDs compares the repeated ids the data shards hold with
// the manifest's count. A manifest that counts none leaves duplicate_ids
// out, and verify took that absence at its word: rows repeating an id
// (a record counted twice, or a file read twice) passed unseen when the
// manifest had been edited or was written before itnprep counted them.
func checkRepeatedIDs(rep *VerifyReport, a Accounting, c idRepeats) {
	if c.unread != "" || (c.ids == a.DuplicateIDs && c.first == a.FirstDuplicateID) {
		return
	}
	switch {
	case a.DuplicateIDs == 0:
		rep.addf("accounting: %d ids are carried by more than one row of the data shards (first %q), but the manifest counts none (no duplicate_ids: a version published before 2026-11-23, when nothing counted repeated ids, or a manifest edited since; prep the inputs again with their ids fixed, or with --allow-duplicate-ids to record them)", c.ids, c.first)
	case c.ids == 0:
		rep.addf("accounting: the manifest counts %d repeated ids (first %q), but no id is carried by more than one row of the data shards", a.DuplicateIDs, a.FirstDuplicateID)
	default:
		rep.addf("accounting: %d ids are carried by more than one row of the data shards (first %q), the manifest counts %d (first %q)", c.ids, c.first, a.DuplicateIDs, a.FirstDuplicateID)
	}
}

// verifyShard checks one shard's size, digest, schema and row count; with
// repeats non-nil (a data shard) it also counts the ids its rows repeat.
func verifyShard(ctx context.Context, fsys FS, rep *VerifyReport, versionDir string, sh ShardInfo, kind, schema string, repeats *idRepeats) (int64, *parquet.Schema, bool) {
	p := Join(versionDir, sh.Path)
	rc, err := fsys.Open(ctx, p)
	if err != nil {
		rep.addf("%s: cannot open: %v", sh.Path, err)
		return 0, nil, false
	}
	defer rc.Close()
	// The shard is read once in order and hashed as it passes, then
	// opened for the Parquet reader in place: a local file as it is, any
	// other (a gs:// or s3:// object) from the copy on disk made as it
	// passed (extsort.CreateUnnamed: no name is left behind). It was
	// copied into memory whole, and `train`, which verifies a version
	// before staging it, grew with a shard's size.
	ra, local := rc.(io.ReaderAt)
	var tee io.Writer
	if !local {
		tmp, err := extsort.CreateUnnamed("", "itnprep-verify-*")
		if err != nil {
			rep.addf("%s: a temporary copy to read it: %v", sh.Path, err)
			return 0, nil, false
		}
		defer tmp.Close()
		ra, tee = tmp.File, tmp.File
	}
	n, got, err := Digest(rc, tee)
	if err != nil {
		rep.addf("%s: read error: %v", sh.Path, err)
		return 0, nil, false
	}
	rep.Shards++
	rep.Bytes += n
	if n != sh.Bytes {
		rep.addf("%s: %d bytes, manifest says %d", sh.Path, n, sh.Bytes)
	}
	if got != sh.SHA256 {
		rep.addf("%s: sha256 %s, manifest says %s", sh.Path, got, sh.SHA256)
	}
	f, err := OpenParquet(ra, n)
	if err != nil {
		rep.addf("%s: %v", sh.Path, err)
		return 0, nil, false
	}
	if schema != "" && f.Schema().String() != schema {
		rep.addf("%s: its Parquet schema is not that of the %s row kind the manifest names", sh.Path, KindName(kind))
	}
	rows := f.NumRows()
	rep.Rows += rows
	if rows != sh.Rows {
		rep.addf("%s: %d rows, manifest says %d", sh.Path, rows, sh.Rows)
	}
	if repeats != nil && rows > 1 {
		countRepeatedIDs(rep, sh.Path, f, repeats)
	}
	return rows, f.Schema(), true
}
