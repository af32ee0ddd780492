package dataset

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"

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
		return fmt.Errorf("%s: no such folder (a dataset version is OUT/NAME/VERSION, or OUT/NAME@TAG; itnprep versions list OUT lists them)", versionDir)
	case err == nil && !st.IsDir():
		return fmt.Errorf("%s: a file, not a dataset version's folder (OUT/NAME/VERSION, or OUT/NAME@TAG)", versionDir)
	}
	return nil
}

// VerifyReport lists what verification found; OK is true when nothing.
type VerifyReport struct {
	Manifest *Manifest
	Problems []string
	// Notes say what is not a problem but worth knowing: a version written
	// before a column of its row kind existed (this build reads it empty).
	Notes  []string
	Shards int
	Rows   int64
	Bytes  int64
}

// OK reports whether the version passed every check.
func (r *VerifyReport) OK() bool { return len(r.Problems) == 0 }

func (r *VerifyReport) addf(format string, args ...any) {
	r.Problems = append(r.Problems, fmt.Sprintf(format, args...))
}

// Verify re-hashes every shard of a version, re-counts its rows from the
// Parquet footers, recomputes the version id and checks the accounting
// (read = written + rejected; rows = sum of shard rows; rejected = reject
// rows). A returned error means the version could not be examined at all;
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
	total, done := len(m.Shards)+len(m.Rejects), 0
	for gi, group := range [][]ShardInfo{m.Shards, m.Rejects} {
		for _, sh := range group {
			rows, schema, ok := verifyShard(ctx, fsys, rep, versionDir, sh, kinds[gi], schemas[gi])
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

func verifyShard(ctx context.Context, fsys FS, rep *VerifyReport, versionDir string, sh ShardInfo, kind, schema string) (int64, *parquet.Schema, bool) {
	p := Join(versionDir, sh.Path)
	rc, err := fsys.Open(ctx, p)
	if err != nil {
		rep.addf("%s: cannot open: %v", sh.Path, err)
		return 0, nil, false
	}
	defer rc.Close()
	var buf bytes.Buffer
	n, got, err := Digest(rc, &buf)
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
	f, err := OpenParquet(bytes.NewReader(buf.Bytes()), n)
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
	return rows, f.Schema(), true
}
