package transforms

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/buildinfo"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

// PublishedMarker is written into the staging folder when the finalizer
// has decided: it holds the run's RunResult as JSON (the version folder, or
// why the guard refused to publish), for the launcher to report.
const PublishedMarker = "PUBLISHED"

// RunResult is what the finalizer tells the launcher: the version folder
// (empty when refused), the guard's refusal and the run's accounting, for
// the summary a person reads at the end of a run.
type RunResult struct {
	Dir        string             `json:"dir,omitempty"`
	Refused    string             `json:"refused,omitempty"`
	Accounting dataset.Accounting `json:"accounting"`
	// FirstReject is the run's first reject in input order (file, then
	// line: firstReject; nil when none was rejected), so the summary and a
	// refusal, which publishes no rejects to browse, name one rejected
	// record and where it came from.
	FirstReject *dataset.Reject `json:"first_reject,omitempty"`
	// EmptyInputs are the input files of a prep run that held no record
	// (an empty file, a header only, blank lines only), sorted: the summary
	// names them, since a file that adds nothing is otherwise only a 0 in
	// the manifest, and a refused empty run names them as its reason.
	EmptyInputs []string `json:"empty_inputs,omitempty"`
	// PartialInputs are the input files a prep run read only in part, by
	// design (GTN's test file to the standard test set's end), sorted:
	// the summary names them, where only the card's input table said
	// "(partial by design)" and the lines after the cut went unread
	// without a word.
	PartialInputs []string `json:"partial_inputs,omitempty"`
	// PublishedBefore is the creation time of the earlier run that had
	// published this version id (the same inputs, settings and rows), ""
	// when this run published it: its folder and manifest were kept as
	// they were, so the summary says so rather than "published" alone (a
	// re-run on another runner, or with a newer itnprep, changed nothing
	// on disk, and the manifest still names the first run's runner, code
	// and time).
	PublishedBefore string `json:"published_before,omitempty"`
	// PublishedMeanwhile says that the run of PublishedBefore published
	// the version while this run was publishing it (runs of the same
	// inputs and settings started at once): this run found no version
	// when it began, and the other's manifest came first
	// (storage.PublishClaimed). Three such runs all said "published".
	PublishedMeanwhile bool `json:"published_meanwhile,omitempty"`
	// Repaired are the files of that earlier version that were missing
	// or did not match its manifest (a shard cut short by an interrupted
	// copy, one removed by hand), each "path: problem", replaced by this
	// run's staged copies, which have the manifest's bytes
	// (storage.RepairPublished), and the card and figures missing or cut
	// short, drawn again from its manifest (storage.RepairCard): the
	// summary says so, where it said "kept as it was" over a version every
	// reader refused.
	Repaired []string `json:"repaired,omitempty"`
	// EmptySplits are the splits --split-by-id named that got no row
	// (each "name (about N of the records by its share)"), in the order --split-by-id names them: the
	// summary says so, since a version without the validation split a
	// trainer reads, or the test split an evaluation does, was published
	// in silence (20 records over train=98,validation=1,test=1).
	EmptySplits []string `json:"empty_splits,omitempty"`
	// Replaced is the folder of the version the dataset's latest tag
	// named before this run moved it ("" when it named none or this
	// version), and ReplacedChanges what differs from it
	// (storage.LatestChanges: settings, inputs, else the code): the
	// summary says so in a line, where a run whose flags or inputs had
	// changed since the last published a new version id and said nothing
	// of why.
	Replaced        string   `json:"replaced,omitempty"`
	ReplacedChanges []string `json:"replaced_changes,omitempty"`
	// DuplicateFrom says where the rows of the first repeated id
	// (Accounting.FirstDuplicateID) were read, "read from a.jsonl:1 and
	// a.jsonl:3" (idLines; for a derive's rows, which carry no origin, the
	// inputs whose names begin it), "" when nothing says; the summary of a
	// run published with --allow-duplicate-ids names them, as a refusal
	// does.
	DuplicateFrom string `json:"duplicate_from,omitempty"`
	// SplitDuplicateFrom is the same for the first id in two splits
	// (Accounting.FirstSplitDuplicateID): the inputs named by the id, or
	// the file of each split (splitInputs).
	SplitDuplicateFrom string `json:"split_duplicate_from,omitempty"`
}

// publishedBefore is the creation time of the earlier run whose version
// m's id names, "" when there is none or this run published it (a
// retried finalizer of this run whose first try got as far as the
// manifest). storage.Publish keeps an earlier run's version as it is and
// removes this run's staged shards only once the tag has moved, so a retry
// of that finalizer still finds them; a try of this run that published
// moved them into the version (on gs:// and s3:// a copy, then a delete).
// The first staged file tells the two apart (storage.PublishedBy, which
// storage.PublishClaimed asks too).
func publishedBefore(ctx context.Context, cfg PublishConfig, m *dataset.Manifest) string {
	old, err := storage.LoadManifest(ctx, dataset.Join(cfg.Output, cfg.Name, m.VersionID))
	if err != nil || old.VersionID != m.VersionID {
		return ""
	}
	return storage.PublishedBy(ctx, cfg.Staging, m, old)
}

// DescribeReject is a reject in one line: where it came from (its
// location, else its id), its rule and its reason (cut at 200 bytes).
func DescribeReject(r *dataset.Reject) string {
	where := r.Location
	if where == "" {
		where = r.ID
	}
	// Most reasons begin with the record's location already
	// ("x.txt:2: written: empty ..."): said once, not
	// "x.txt:2: basic/empty_text: x.txt:2: written: ...".
	reason := strings.TrimPrefix(r.Reason, where+": ")
	if line, rest, ok := lineWithin(r.Location, reason); ok {
		// A record of several lines ("g:8-10") whose reason names
		// the line of it at fault ("g:9: ..."): the file said once.
		reason = "line " + line + ": " + rest
	}
	if len(reason) > 200 {
		reason = textcut.Prefix(reason, 200) + "..."
	}
	return where + ": " + r.Rule + ": " + strings.Join(strings.Fields(reason), " ")
}

// lineWithin reports whether reason begins with "FILE:N: " for the FILE of
// a location "FILE:A-B" and A <= N <= B, and returns N and the rest.
func lineWithin(location, reason string) (line, rest string, ok bool) {
	i := strings.LastIndexByte(location, ':')
	if i < 0 {
		return "", "", false
	}
	file, span := location[:i], location[i+1:]
	first, last, isRange := strings.Cut(span, "-")
	after, inFile := strings.CutPrefix(reason, file+":")
	if !isRange || !inFile {
		return "", "", false
	}
	line, rest, found := strings.Cut(after, ": ")
	a, errA := strconv.Atoi(first)
	b, errB := strconv.Atoi(last)
	n, errN := strconv.Atoi(line)
	if !found || errA != nil || errB != nil || errN != nil || n < a || n > b {
		return "", "", false
	}
	return line, rest, true
}

// firstReject is the run's reject that comes first in the input (by file,
// then line number: rejectBefore), a selection's only when every reject
// is one (rejectFirst), the first of its reject shards' firsts
// (WrittenShard.FirstReject: each shard's writer sees every row); nil when
// none was rejected. It was the first row of the first reject shard, and
// then the first among the first rows of every shard, 10,000 in all:
// shards are split by a hash of the id and sorted by id as a string, so
// past 10,000 rejects a file whose line 1 was no reject (a table's header)
// was named at "x:10", its "x:2" after every "x:1..." id, and the summary
// said among how many it was the first. The shards' bytes are as they
// were.
func firstReject(rejects []WrittenShard) *dataset.Reject {
	var first *dataset.Reject
	for i := range rejects {
		r := &rejects[i].FirstReject
		if rejects[i].Info.Rows == 0 || *r == (dataset.Reject{}) {
			continue
		}
		if first == nil || rejectFirst(r, first) {
			first = r
		}
	}
	if first == nil {
		return nil
	}
	c := *first
	return &c
}

// rejectFirst says whether a is named before b as the run's first reject:
// a record a stage could not use before one a selection set aside
// (dataset.SelectStage: select/wikitext_heading, select/itn_only), else
// the first in the input (rejectBefore). A WikiText file's first reject is
// its title line, and an --itn-only run's a sentence without digits, so
// the summary and a refusal named that (`first in the input:
// wiki.train.raw:2: select/wikitext_heading: ...`), set aside by design,
// and not the first record the run lost (qa71, qa72).
func rejectFirst(a, b *dataset.Reject) bool {
	if sa, sb := a.Selected(), b.Selected(); sa != sb {
		return sb
	}
	return rejectBefore(a, b)
}

// rejectBefore orders rejects by where they were read: the file of their
// location, then its line number ("x.jsonl:9" before "x.jsonl:10"; a
// derive's "ID (row of parent version V)" by its id), then id.
func rejectBefore(a, b *dataset.Reject) bool {
	fa, na, ra := splitLocation(a.Location)
	fb, nb, rb := splitLocation(b.Location)
	if fa != fb {
		return fa < fb
	}
	if na != nb {
		return na < nb
	}
	if ra != rb {
		return ra < rb
	}
	return a.ID < b.ID
}

// splitLocation splits "FILE:LINE[-LAST]..." into FILE, LINE and the rest;
// a location without a line number after its last colon is its own file,
// line -1.
func splitLocation(loc string) (file string, line int64, rest string) {
	i := strings.LastIndexByte(loc, ':')
	if i < 0 {
		return loc, -1, ""
	}
	j := i + 1
	for j < len(loc) && loc[j] >= '0' && loc[j] <= '9' {
		j++
	}
	n, err := strconv.ParseInt(loc[i+1:j], 10, 64)
	if err != nil {
		return loc, -1, ""
	}
	return loc[:i], n, loc[j:]
}

// RuleHit counts one firing of a cleaning rule that edited (not rejected) a
// record; stages emit them and Publish sums them into the manifest.
type RuleHit struct {
	Rule  string
	Count int64
}

// PublishConfig describes the version being built.
type PublishConfig struct {
	Output  string // root folder: versions go to Output/Name/<version id>
	Name    string
	Staging string // where shards were written
	Source  string
	Shards  int
	Config  map[string]string // every option that shapes the data
	Seed    uint64
	Runner  string
	Created string // RFC 3339, outside the version id
	Code    buildinfo.Info
	// Derived versions (`itnprep derive`): the row kind of the data shards
	// ("" for pairs), the parent version, and whether a version without
	// rows must fail (a derive that keeps nothing is an error).
	Kind        string
	Parent      *dataset.Parent
	RequireRows bool
	// RefusalHints maps a reject rule's full name (`<stage>/<rule>`) to
	// what the user should do instead; when the guard refuses a run whose
	// top reject rule has a hint, the one-line refusal ends with it. The
	// pipeline that owns the rules fills it (a derive passes its kernel's
	// hints), so the shared finalizer knows no kernel.
	RefusalHints map[string]string
	// RejectRoot is the folder cut from the reject rows' file names
	// (SinkConfig.RejectRoot); the run's first reject is named with it put
	// back, as the inputs were given.
	RejectRoot string
	// Guard refuses to publish an empty or mostly rejected run; it is
	// policy, not data, so it is not part of Config or the version id.
	Guard dataset.Guard
	// License is the dataset card's license id ("" = card.DefaultLicense);
	// not hashed into the version id.
	License string
	// IDsWithFolders says the inputs' ids begin with their sources.IDNames
	// (--ids-with-folders), so a refusal for a repeated id names the
	// inputs whose ids begin as it does (idInputs).
	IDsWithFolders bool
	// Inputs are the files the job's readers were given (the paths a
	// prep passed to ReadFiles; a derive's parent shards, by their paths
	// in the parent). Each reports its FileStat once read to its end, and
	// the finalizer publishes nothing while one has not: prism, after a
	// read failed, sometimes ran the finalizer anyway with the readers'
	// side inputs empty, and an --allow-empty run published a version of
	// 0 rows from 21 input files, 20 of them good (exit 1, "the run ended
	// after its finalizer had committed the version"). Zero: no check.
	// Not part of the version id.
	Inputs InputSet
	// ParentDir is a derive's parent version folder, where a refusal for
	// a repeated id finds the parent rows that carry it (parentRows). Not
	// part of the version id.
	ParentDir string
}

// SideFile is a file a stage wrote into the staging folder for the version
// (a derived version's vocabulary), with the card sections that describe
// it and the figures it holds as data (named tallies the finalizer puts
// into the manifest's stats: ManifestParts.Tallies); the finalizer lists
// it in the manifest and publishes it.
type SideFile struct {
	Info     dataset.ShardInfo
	Sections []dataset.CardSection
	Tallies  []dataset.Tally
}

type publishFn struct {
	Cfg PublishConfig
}

func (fn *publishFn) ProcessElement(ctx context.Context, _ []byte,
	dataIt func(*WrittenShard) bool, rejIt func(*WrittenShard) bool,
	filesIt func(*FileStat) bool, rulesIt func(*string, *int64) bool,
	sideIt func(*SideFile) bool, repeatsIt func(*int64) bool, emit func(string)) error {
	cfg := fn.Cfg
	// A run cancelled before its finalizer began publishes nothing: the
	// direct runner does not stop a job whose context is done, and went
	// on to publish a Ctrl-C'd run (exit 0, after "Ctrl-C again stops it
	// at once"); its DoFns get that context, so the finalizer sees it.
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("the run was cancelled before its finalizer began: %w", err)
	}
	// Everything below writes into the staging folder or moves out of it
	// (empty shards, the version, the marker): a cancelled run's finalizer
	// does not begin, one begun is waited for.
	end, err := beginStagingWrite(cfg.Staging)
	if err != nil {
		return err
	}
	defer end()
	parts := dataset.ManifestParts{
		Name: cfg.Name, Source: cfg.Source, Config: cfg.Config, Seed: cfg.Seed,
		Code: cfg.Code, Runner: cfg.Runner, Created: cfg.Created, Rules: map[string]int64{},
		Kind: cfg.Kind, Parent: cfg.Parent, License: cfg.License,
	}
	var sf SideFile
	for sideIt(&sf) {
		parts.Files = append(parts.Files, sf.Info)
		parts.Sections = append(parts.Sections, sf.Sections...)
		parts.Tallies = append(parts.Tallies, sf.Tallies...)
		sf = SideFile{}
	}
	var ws WrittenShard
	for dataIt(&ws) {
		parts.Data = append(parts.Data, ws)
		ws = WrittenShard{}
	}
	for rejIt(&ws) {
		parts.Rejects = append(parts.Rejects, ws)
		ws = WrittenShard{}
	}
	var fs FileStat
	inputSplits := map[string][]string{}
	for filesIt(&fs) {
		parts.Inputs = append(parts.Inputs, dataset.InputInfo{Path: fs.Path, Size: fs.Size, BytesRead: fs.BytesRead, SHA256: fs.SHA256, Records: fs.Records, Partial: fs.Partial})
		inputSplits[fs.Path] = fs.Splits
		fs = FileStat{}
	}
	if err := checkInputsRead(cfg.Inputs, parts.Inputs); err != nil {
		return err
	}
	var rule string
	var n int64
	for rulesIt(&rule, &n) {
		parts.Rules[rule] += n
	}
	if parts.Data, err = fillEmptyShards(ctx, cfg, parts.Data, true); err != nil {
		return err
	}
	if parts.Rejects, err = fillEmptyShards(ctx, cfg, parts.Rejects, false); err != nil {
		return err
	}
	m, err := dataset.BuildManifest(parts)
	if err != nil {
		return fmt.Errorf("refusing to publish: %w", err)
	}
	if cfg.Kind == "" {
		// Written 0 too (a derived version counts none and writes
		// nothing), outside the version id, as all Accounting.
		var repeats int64
		for repeatsIt(&n) {
			repeats += n
		}
		m.Accounting.RepeatedPairs = &repeats
	}
	// A shard writer sees the ids of its own split only; an id in two
	// splits is found by merging the ids of the splits' shards.
	dups, err := storage.SplitDuplicates(ctx, cfg.Staging, m.Shards)
	if err != nil {
		return fmt.Errorf("checking ids across splits: %w", err)
	}
	a := &m.Accounting
	a.SplitDuplicateIDs, a.FirstSplitDuplicateID, a.FirstSplitDuplicateSplits = dups.IDs, dups.FirstID, dups.FirstSplits
	// The lines of the first id in two splits are read from the sink's
	// runs now, before a refusal or the commit removes them.
	var splitLines string
	if cfg.Kind == "" {
		splitLines = splitIDLines(ctx, cfg.Staging, dups.FirstID, dups.FirstSplits, cfg.Shards, parts.Inputs)
	}
	// from says where the rows of a repeated id were read (the refusal's
	// and the summary's words; "" when nothing says).
	from := func(id string) string {
		if id == "" {
			return ""
		}
		if cfg.Kind != "" && cfg.ParentDir != "" {
			var splits []string
			if id == a.FirstDuplicateID {
				splits = duplicateSplits(id, parts.Data)
			}
			if id == a.FirstSplitDuplicateID {
				splits = a.FirstSplitDuplicateSplits
			}
			return parentRows(ctx, cfg.ParentDir, id, splits, m.Inputs)
		}
		if id == m.Accounting.FirstSplitDuplicateID && splitLines != "" {
			// Every row of the id, split by split, before idLines's rows
			// of one shard: an id repeated in train and also in test was
			// said to be "in test and train, read from" its two train
			// lines (the first repeated id's words, fromBoth).
			return splitLines
		}
		if id == m.Accounting.FirstDuplicateID {
			if w := idLines(id, parts.Data); w != "" {
				return w
			}
		}
		if w := idInputs(id, cfg.Kind, m.Inputs, cfg.IDsWithFolders); w != "" || id != m.Accounting.FirstSplitDuplicateID {
			return w
		}
		return splitInputs(m.Accounting.FirstSplitDuplicateSplits, m.Inputs, inputSplits)
	}
	guardErr := cfg.Guard.CheckFrom(m.Accounting, repeatedIDHints(cfg.RefusalHints, m.Accounting, parts.Data), from)
	if cfg.RequireRows && m.Accounting.Rows == 0 && !cfg.Guard.AllowEmpty {
		// --allow-empty publishes it, as it does a prep's: derive took the
		// flag ("publish a version even when no record was written") and
		// refused all the same.
		guardErr = fmt.Errorf("refusing to publish: the %s derive kept no row: every parent row was rejected (top rules: %s)%s (--allow-empty publishes it anyway)",
			cfg.Kind, dataset.TopRules(m.Accounting.RejectedByReason, 3), refusalHint(m.Accounting.RejectedByReason, cfg.RefusalHints))
	}
	if guardErr == nil && cfg.Kind == "" {
		// A pair version every record of which parsed can still be the
		// wrong input: its texts swapped, already spoken, or ids.
		var sense dataset.Sense
		for _, ws := range parts.Data {
			sense.Merge(ws.Sense)
		}
		if !verbalizedSource[cfg.Source] {
			// A spoken side read from the corpus (GTN's, Libriheavy's,
			// NeMo's cases) is its gold: a row said as written is what
			// the corpus holds, not a verbalizer that had nothing to do.
			sense.SpokenForm, sense.FirstSpokenForm = 0, dataset.SenseRow{}
		}
		guardErr = cfg.Guard.CheckSense(sense)
	}
	first := firstReject(parts.Rejects)
	if first != nil && cfg.RejectRoot != "" {
		// Its file as the run's inputs named it, in the summary and a refusal.
		r := first.UnderRoot(cfg.RejectRoot)
		first = &r
	}
	if guardErr != nil && first != nil && m.Accounting.Rejected > 0 {
		guardErr = fmt.Errorf("%w; first reject: %s", guardErr, DescribeReject(first))
	}
	empty := emptyInputs(cfg.Kind, m.Inputs)
	if guardErr != nil && m.Accounting.Read == 0 && len(empty) > 0 {
		guardErr = fmt.Errorf("%w; no input file held a record (empty, blank lines or a header only): %s", guardErr, textcut.List(empty, 3))
	}
	if err := guardErr; err != nil {
		// Refused: nothing moves into a version folder. The staged shards
		// are removed here (the launcher may not be able to list a remote
		// staging folder), and the reason goes to the launcher as data, so
		// it prints one line instead of a failed pipeline's dump.
		for _, group := range [][]dataset.ShardInfo{m.Shards, m.Rejects} {
			for _, sh := range group {
				_ = storage.Remove(ctx, dataset.Join(cfg.Staging, sh.Path))
			}
		}
		if rerr := RemoveRuns(ctx, StagedRunsDir(cfg.Staging)); rerr != nil {
			return rerr
		}
		return writeResult(ctx, cfg.Staging, RunResult{Refused: err.Error(), Accounting: m.Accounting, FirstReject: first, EmptyInputs: empty})
	}
	files, err := card.Files(m)
	if err != nil {
		return err
	}
	before := publishedBefore(ctx, cfg, m)
	replaced, changes := storage.LatestChanges(ctx, cfg.Output, cfg.Name, m)
	var repaired []string
	if before != "" {
		if repaired, err = storage.RepairPublished(ctx, cfg.Output, cfg.Name, cfg.Staging, m); err != nil {
			return err
		}
		// The card and figures, which the manifest does not list, drawn
		// from the kept manifest where missing or cut short.
		fixed, err := repairCard(ctx, dataset.Join(cfg.Output, cfg.Name, m.VersionID))
		if err != nil {
			return err
		}
		repaired = append(repaired, fixed...)
	}
	// The manifest commits the version: not once the run has ended (a
	// worker process of its own learns it from the run's EndedMark), and
	// a run that ends after the claim knows a version may be there.
	pub, err := storage.PublishClaimed(ctx, cfg.Output, cfg.Name, cfg.Staging, m, files, func() error { return claimCommit(ctx, cfg.Staging) })
	if err != nil {
		return err
	}
	dir, meanwhile := pub.Dir, false
	if before == "" && pub.By != "" {
		// Another run of the same version id published it while this
		// one was publishing (runs started at once): it found no
		// manifest above, and the other's came first.
		before, meanwhile = pub.By, true
	}
	if pub.Raced {
		// This run's card, written before the manifest it lost, names
		// its own creation time: the card of the manifest kept replaces
		// it.
		if err := redrawCard(ctx, dir); err != nil {
			return err
		}
	}
	// The version is committed: no merge will run again, so the sorted
	// runs the merges read (kept for their retries) can go.
	if err := RemoveRuns(ctx, StagedRunsDir(cfg.Staging)); err != nil {
		return err
	}
	dupFrom, splitDupFrom := fromBoth(from, m.Accounting.FirstDuplicateID, m.Accounting.FirstSplitDuplicateID)
	if err := writeResult(ctx, cfg.Staging, RunResult{Dir: dir, Accounting: m.Accounting, FirstReject: first, EmptyInputs: empty, PartialInputs: partialInputs(cfg.Kind, m.Inputs), PublishedBefore: before, PublishedMeanwhile: meanwhile, Repaired: repaired,
		Replaced: replaced, ReplacedChanges: changes, EmptySplits: emptySplits(m),
		DuplicateFrom: dupFrom, SplitDuplicateFrom: splitDupFrom}); err != nil {
		return err
	}
	emit(dir)
	return nil
}

// repairCard rewrites the dataset card and figures of the version in dir,
// published by an earlier run, that are missing or cut short, drawn from
// that version's own manifest (its creation time, runner and code, which
// the card names, not this run's) as card.Files drew them when it was
// published (storage.RepairCard). It returns each "path: problem".
func repairCard(ctx context.Context, dir string) ([]string, error) {
	files, err := keptCard(ctx, dir)
	if err != nil {
		return nil, err
	}
	return storage.RepairCard(ctx, dir, files)
}

// redrawCard writes the dataset card and figures of the version in dir
// again, drawn from its manifest as card.Files drew them when it was
// published: a run that lost the race to publish the version wrote its
// own over the winner's (the same but for its creation time, runner and
// code) before it found the winner's manifest. Every run that loses
// draws it again after the winner's manifest exists, and the winner drew
// its own before, so the last card written is the manifest's.
func redrawCard(ctx context.Context, dir string) error {
	files, err := keptCard(ctx, dir)
	if err != nil {
		return err
	}
	return storage.WriteFiles(ctx, dir, files)
}

// keptCard is the dataset card and figures of the version in dir as
// card.Files draws them from the manifest it holds (repairCard,
// redrawCard).
func keptCard(ctx context.Context, dir string) (map[string][]byte, error) {
	m, err := storage.LoadManifest(ctx, dir)
	if err != nil {
		return nil, err
	}
	return card.Files(m)
}

// idLines says where the rows of id, the first repeated id, were read, by
// the origins their shard's writer kept ("read from a/notes.txt:1 and
// b/notes.txt:1", "read from twice.jsonl:2, twice.jsonl:5 and 1 more
// row"); "" when no shard kept any (a derived version's rows carry no
// origin). Of the shards that report id first (one per split it repeats
// in), the first by path speaks, so the line does not depend on the order
// the runner hands them over. It named the files alone, by their names
// that begin the id (idInputs), and nothing for an id that begins with no
// file's name (a Libriheavy cut id), where a file that gives an id twice
// needed a grep, and two same-named files left the lines to be found.
func idLines(id string, shards []WrittenShard) string {
	var best *WrittenShard
	for i := range shards {
		ws := &shards[i]
		if ws.FirstDuplicateID == id && len(ws.FirstDuplicateFrom) > 0 && (best == nil || ws.Info.Path < best.Info.Path) {
			best = ws
		}
	}
	if best == nil {
		return ""
	}
	from := best.FirstDuplicateFrom
	return readFrom(from, best.FirstDuplicateRows-int64(len(from)))
}

// readFrom is where a repeated id's rows were read, the places shown
// named in full: "read from a:1 and b:2", or with more rows than shown,
// "read from a:1, a:2, a:9 and 2 more rows". idLines (rows in one split)
// and splitIDLines (rows in two) had a copy each.
func readFrom(shown []string, more int64) string {
	if more > 0 {
		return fmt.Sprintf("read from %s and %d more %s", strings.Join(shown, ", "), more, textcut.Plural(int(more), "row", "rows"))
	}
	return "read from " + joinAnd(shown)
}

// joinAnd is "a", "a and b", "a, b and c": the files and rows a refusal
// names, each in full ("" for none).
func joinAnd(items []string) string {
	if n := len(items); n > 1 {
		return strings.Join(items[:n-1], ", ") + " and " + items[n-1]
	}
	return strings.Join(items, "")
}

// splitInputs names the inputs an id in two splits was read from (splits,
// as the refusal names them) when it begins with no file's name (a
// Libriheavy cut id, in both the dev and the test cut file) and each of
// those splits was read from one file alone, whose rows all went there:
// "read from cuts_test.jsonl and cuts_dev.jsonl"; "" otherwise (a split
// of many files, or files whose rows spread over splits, --split-by-id's:
// nothing then says which file holds the id). The refusal named no input
// there.
func splitInputs(splits []string, inputs []dataset.InputInfo, of map[string][]string) string {
	file := map[string]string{}
	for _, in := range inputs {
		s := of[in.Path]
		if len(s) != 1 || !slices.Contains(splits, s[0]) {
			continue
		}
		if _, two := file[s[0]]; two {
			return ""
		}
		file[s[0]] = in.Path
	}
	var from []string
	for _, sp := range splits {
		f, ok := file[sp]
		if !ok {
			return ""
		}
		from = append(from, f)
	}
	if len(from) < 2 {
		return ""
	}
	return "read from " + joinAnd(from)
}

// idInputs says which inputs of a prep run (kind "") the rows of a
// repeated id were read from: those whose ids begin with their name and a
// colon (sources.BaseName, or with withFolders the name sources.IDNames
// gives it), as every reader's ids do that number a file's records
// ("notes.txt:1" from a/notes.txt and b/notes.txt: the same file name in
// two folders, or a file beside its compressed copy; "corpus.jsonl:s1"
// from corpus.jsonl alone, whose records give one id twice). The rows
// themselves carry no origin into the sink, so this names files, not
// lines; "" when no input's name begins the id (an id a corpus gives
// without its file's name, a derived version's).
func idInputs(id, kind string, inputs []dataset.InputInfo, withFolders bool) string {
	if kind != "" {
		return ""
	}
	var names map[string]string
	if withFolders {
		paths := make([]string, len(inputs))
		for i, in := range inputs {
			paths[i] = in.Path
		}
		names = sources.IDNames(paths)
	}
	var from []string
	for _, in := range inputs {
		name, ok := names[in.Path]
		if !ok {
			name = sources.BaseName(in.Path)
		}
		if strings.HasPrefix(id, name+":") {
			from = append(from, in.Path)
		}
	}
	switch len(from) {
	case 0:
		return ""
	case 1:
		return "its rows all read from " + from[0]
	}
	if len(from) <= 3 {
		// "a and b", "a, b and c" (listFew's "a, b, c" read as a list cut short)
		return "read from " + joinAnd(from)
	}
	return "read from " + textcut.List(from, 3)
}

// emptySplits lists the splits of the manifest's --split-by-id that hold
// no row, each with the records its share would give on average, in the
// order the option names them; none when no row was written at all (a
// refusal, or --allow-empty, says that) or the option was not given.
func emptySplits(m *dataset.Manifest) []string {
	spec, err := sources.ParseSplitByID(m.Config["split_by_id"])
	if err != nil || len(spec) == 0 || m.Accounting.Rows == 0 {
		return nil
	}
	total := spec.TotalWeight()
	var out []string
	for _, sh := range spec {
		if m.Accounting.RowsBySplit[sh.Name] == 0 {
			n, prec := float64(m.Accounting.Written)*sh.Weight/total, 0
			if n < 1 {
				prec = 2
			}
			out = append(out, fmt.Sprintf("%s (about %.*f of the %d records by its share)", sh.Name, prec, n, m.Accounting.Written))
		}
	}
	return out
}

// emptyInputs lists, sorted, the input files of a prep run (kind "", rows
// of pairs) that held no record and were read whole; a derived version's
// inputs are its parent's shards, of which an empty one is normal.
func emptyInputs(kind string, inputs []dataset.InputInfo) []string {
	if kind != "" {
		return nil
	}
	var out []string
	for _, in := range inputs {
		if in.Records == 0 && !in.Partial {
			out = append(out, in.Path)
		}
	}
	sort.Strings(out)
	return out
}

// partialInputs lists, sorted, the input files of a prep run (kind "")
// read only in part, by design.
func partialInputs(kind string, inputs []dataset.InputInfo) []string {
	if kind != "" {
		return nil
	}
	var out []string
	for _, in := range inputs {
		if in.Partial {
			out = append(out, in.Path)
		}
	}
	sort.Strings(out)
	return out
}

func writeResult(ctx context.Context, staging string, r RunResult) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return storage.WriteAtomic(ctx, dataset.Join(staging, PublishedMarker), append(b, '\n'))
}

// fillEmptyShards writes empty shards for the indices no row hashed to, so
// a split's shard list is always complete (NNNNN-of-MMMMM for every N).
func fillEmptyShards(ctx context.Context, cfg PublishConfig, have []WrittenShard, data bool) ([]WrittenShard, error) {
	if len(have) == 0 {
		return have, nil
	}
	present := map[string]bool{}
	splits := map[string]bool{}
	for _, s := range have {
		present[s.Info.Path] = true
		splits[s.Info.Split] = true
	}
	out := append([]WrittenShard(nil), have...)
	for split := range splits {
		for i := 0; i < cfg.Shards; i++ {
			rel := dataset.RejectShardPath(i, cfg.Shards)
			var info dataset.ShardInfo
			var err error
			if data {
				rel = dataset.DataShardPath(split, i, cfg.Shards)
				if present[rel] {
					continue
				}
				info, err = writeEmptyShard(ctx, cfg.Staging, rel, cfg.Kind)
				info.Split = split
			} else {
				if present[rel] {
					continue
				}
				info, err = writeShardFile[dataset.Reject](ctx, cfg.Staging, rel, nil, 0)
			}
			if err != nil {
				return nil, err
			}
			out = append(out, WrittenShard{Info: info, Stats: dataset.NewStats()})
		}
	}
	return out, nil
}

// InputSet is what the finalizer checks the FileStats it got against
// (PublishConfig.Inputs): how many files the readers were given and a
// digest of their paths. Not the paths themselves: the read already
// carries them in the job's graph, and a second copy in the finalizer's
// would double what 100,000 inputs add to a graph Dataflow caps at 10 MB.
type InputSet struct {
	Count  int
	Digest string
}

// NewInputSet is the InputSet of the files paths names (each once).
func NewInputSet(paths []string) InputSet {
	uniq := slices.Compact(slices.Sorted(slices.Values(paths)))
	return InputSet{Count: len(uniq), Digest: pathsDigest(uniq)}
}

// pathsDigest is the sha256 of sorted, distinct paths, NUL-separated.
func pathsDigest(sorted []string) string {
	h := sha256.New()
	for _, p := range sorted {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// checkInputsRead is an error when the FileStats got are not those of
// every file of want (a zero want checks nothing), nil otherwise.
func checkInputsRead(want InputSet, got []dataset.InputInfo) error {
	if want.Count == 0 {
		return nil
	}
	paths := make([]string, 0, len(got))
	for _, in := range got {
		paths = append(paths, in.Path)
	}
	read := NewInputSet(paths)
	switch {
	case read == want:
		return nil
	case read.Count < want.Count:
		return fmt.Errorf("refusing to publish: %d of the %d input files not read to their end: a reader failed, and the runner went on to the finalizer; nothing is published",
			want.Count-read.Count, want.Count)
	}
	return fmt.Errorf("refusing to publish: the %d files read are not the %d input files given; nothing is published", read.Count, want.Count)
}

// writeEmptyShard writes a data shard with no rows in the schema of kind.
func writeEmptyShard(ctx context.Context, staging, rel, kind string) (dataset.ShardInfo, error) {
	k, err := dataset.LookupRowKind(kind)
	if err != nil {
		return dataset.ShardInfo{}, err
	}
	info := dataset.ShardInfo{Path: rel}
	err = storage.WriteAtomicFunc(ctx, dataset.Join(staging, rel), func(w io.Writer) error {
		n, sha, err := k.WriteEmpty(w)
		info.Bytes, info.SHA256 = n, sha
		return err
	})
	if err != nil {
		return info, fmt.Errorf("write shard %s: %w", rel, err)
	}
	return info, nil
}

// Publish writes the version: it sums rule hits, then runs the finalizer
// once, after every shard is written (side inputs make it wait), and returns
// a PCollection holding the version folder. repeats holds the counts of
// rows that repeat a pair of their split (RepeatedPairs), summed into
// Accounting.RepeatedPairs.
func Publish(s beam.Scope, cfg PublishConfig, data, rejects, fileStats, ruleHits, repeats beam.PCollection) beam.PCollection {
	s = s.Scope("Publish")
	if cfg.Config == nil {
		cfg.Config = map[string]string{}
	}
	return publish(s, cfg, data, rejects, fileStats, ruleHits, beam.CreateList(s, []SideFile{}), repeats)
}

// PublishDerived is Publish for derived versions: sideFiles (SideFile)
// were written into the staging folder and are published with the shards.
func PublishDerived(s beam.Scope, cfg PublishConfig, data, rejects, fileStats, ruleHits, sideFiles beam.PCollection) beam.PCollection {
	s = s.Scope("Publish")
	if cfg.Config == nil {
		cfg.Config = map[string]string{}
	}
	return publish(s, cfg, data, rejects, fileStats, ruleHits, sideFiles, beam.CreateList(s, []int64{}))
}

func publish(s beam.Scope, cfg PublishConfig, data, rejects, fileStats, ruleHits, sideFiles, repeats beam.PCollection) beam.PCollection {
	kv := beam.ParDo(s, ruleHitKV, ruleHits)
	sums := stats.SumPerKey(s, kv)
	return beam.ParDo(s, &publishFn{Cfg: cfg}, beam.Impulse(s),
		beam.SideInput{Input: data}, beam.SideInput{Input: rejects},
		beam.SideInput{Input: fileStats}, beam.SideInput{Input: sums},
		beam.SideInput{Input: sideFiles}, beam.SideInput{Input: repeats})
}

func ruleHitKV(h RuleHit) (string, int64) { return h.Rule, h.Count }

// NoRuleHits is an empty RuleHit collection for pipelines without edit rules.
func NoRuleHits(s beam.Scope) beam.PCollection {
	return beam.CreateList(s, []RuleHit{})
}

// ErrNotPublished means the pipeline ended without publishing a version.
var ErrNotPublished = errors.New("pipeline finished but published no version")

// ReadResult returns what the finalizer recorded in the staging folder. A
// refused run returns its result and an error wrapping dataset.ErrRefused.
func ReadResult(ctx context.Context, staging string) (RunResult, error) {
	var r RunResult
	b, err := storage.ReadFile(ctx, dataset.Join(staging, PublishedMarker))
	if err != nil {
		return r, fmt.Errorf("%w: %v", ErrNotPublished, err)
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return r, fmt.Errorf("%w: unreadable result: %v", ErrNotPublished, err)
	}
	if r.Refused != "" {
		return r, fmt.Errorf("%w%s", dataset.ErrRefused, strings.TrimPrefix(r.Refused, dataset.ErrRefused.Error()))
	}
	return r, nil
}

func init() {
	beam.RegisterType(reflect.TypeOf((*SideFile)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*RuleHit)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*PublishConfig)(nil)).Elem())
}

// writeShardFile writes rows (already sorted) as one shard under staging;
// the finalizer uses it for the empty shards no row hashed to.
func writeShardFile[T any](ctx context.Context, staging, rel string, rows []T, rowsPerGroup int64) (dataset.ShardInfo, error) {
	info := dataset.ShardInfo{Path: rel, Rows: int64(len(rows))}
	err := storage.WriteAtomicFunc(ctx, dataset.Join(staging, rel), func(w io.Writer) error {
		n, sha, err := dataset.WriteRows(w, rows, rowsPerGroup)
		info.Bytes, info.SHA256 = n, sha
		return err
	})
	if err != nil {
		return info, fmt.Errorf("write shard %s: %w", rel, err)
	}
	return info, nil
}

// refusalHint returns "; hint" when the most frequent of rules has a
// remedy in hints, or "".
func refusalHint(rules map[string]int64, hints map[string]string) string {
	if hint, ok := hints[dataset.TopRule(rules)]; ok {
		return "; " + hint
	}
	return ""
}

// repeatedIDHints is hints with the remedy for repeated ids replaced by
// RepeatedSameHint's where the rows of the first repeated id carry the
// same text, every shard holding them says so (rows repeated whole:
// --dedupe sets them aside), and hints gives one; hints itself otherwise.
func repeatedIDHints(hints map[string]string, a dataset.Accounting, data []WrittenShard) map[string]string {
	same, ok := hints[dataset.RepeatedSameHint]
	if !ok || a.DuplicateIDs == 0 {
		return hints
	}
	found := false
	for _, ws := range data {
		if ws.FirstDuplicateID == a.FirstDuplicateID {
			if !ws.FirstDuplicateSame {
				return hints
			}
			found = true
		}
	}
	if !found {
		return hints
	}
	out := maps.Clone(hints)
	out[dataset.RepeatedIDsHint] = same
	return out
}

// verbalizedSource names the preps whose spoken side itnprep's verbalizer
// writes (the written-only sources), the ones Sense.SpokenForm judges.
var verbalizedSource = map[string]bool{"text": true, "spgi": true, "commonvoice": true}
