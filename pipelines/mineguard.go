package pipelines

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// InputStatsFile is the file, in a mining job's runs folder, of its inputs'
// accounting: one transforms.InputStat JSON line per input file. It is
// read on the launching machine (ReadInputStats) before RemoveMineRuns.
const InputStatsFile = "inputs.stats.jsonl"

// InputStatsPath is the accounting file of the runs folder runs.
func InputStatsPath(runs string) string { return dataset.Join(runs, InputStatsFile) }

// ReadInputStats sums the inputs' accounting a mining job wrote under runs
// and names the first line of rejects (a quarantine.Reject JSONL file in
// file and line order, as the job writes it) as "FILE:LINE: reason". The
// tally's Input and Unit are the caller's to fill.
func ReadInputStats(ctx context.Context, runs, rejects string) (dataset.LineTally, error) {
	t := dataset.LineTally{Rejects: rejects}
	r, err := storage.Open(ctx, InputStatsPath(runs))
	if err != nil {
		return t, fmt.Errorf("reading the job's input accounting: %w", err)
	}
	defer r.Close()
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		var st transforms.InputStat
		if err := json.Unmarshal(sc.Bytes(), &st); err != nil {
			return t, fmt.Errorf("%s: %w", InputStatsPath(runs), err)
		}
		t.Read += st.Read
		t.Quarantined += st.Quarantined
		t.Skipped += st.Skipped
	}
	if err := sc.Err(); err != nil {
		return t, fmt.Errorf("%s: %w", InputStatsPath(runs), err)
	}
	if t.Quarantined > 0 {
		if t.First, err = firstReject(ctx, rejects); err != nil {
			return t, err
		}
	}
	return t, nil
}

// firstReject is the first line of a rejects file as "FILE:LINE: reason".
func firstReject(ctx context.Context, path string) (string, error) {
	r, err := storage.Open(ctx, path)
	if err != nil {
		return "", err
	}
	defer r.Close()
	line, err := bufio.NewReaderSize(r, 64<<10).ReadBytes('\n')
	if err != nil && err != io.EOF {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	var rj quarantine.Reject
	if err := json.Unmarshal(line, &rj); err != nil {
		return "", fmt.Errorf("%s:1: %w", path, err)
	}
	return fmt.Sprintf("%s:%d: %s", rj.File, rj.Line, rj.Reason), nil
}

// RemoveMinedResults removes what a refused or failed mine-pairs run left
// in its output folder (and any earlier run's rules and report, which
// would otherwise pass for this run's), keeping the rejects when
// keepRejects: a refusal's reasons are in them. The caller removes the
// folders the run made (internal/madedirs): this removed the output
// folder whenever it was left empty, one that was there before the run
// too.
func RemoveMinedResults(ctx context.Context, output string, keepRejects bool) error {
	files := []string{MinedMismatchesFile, MinedPatternsFile, MinedRulesFile, MinedReportFile}
	if !keepRejects {
		files = append(files, MinedRejectsFile)
	}
	for _, f := range files {
		p := dataset.Join(output, f)
		if found, err := storage.List(ctx, p); err != nil || len(found) == 0 {
			continue
		}
		if err := storage.Remove(ctx, p); err != nil {
			return err
		}
	}
	return nil
}
