package pipelines

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/transforms"
)

// WrittenConfig configures the jobs whose inputs have a written side only
// (SPGISpeech, any text corpus): the spoken side comes from the verbalizer.
type WrittenConfig struct {
	PrepConfig
	Verbalize transforms.VerbalizeOptions
	// Split is the split for every input (prep text; prep spgi derives it
	// from the file name when empty).
	Split string
}

const (
	formatSPGI  = "spgi"
	formatText  = "text"
	formatJSONL = "text-jsonl"
)

func init() {
	transforms.RegisterFormat(formatSPGI, func(path string, r io.Reader, o transforms.ReadOptions, sink sources.Sink) (sources.FileResult, error) {
		split := o.Split
		if split == "" {
			var ok bool
			if split, ok = sources.SPGISplit(path); !ok {
				return sources.FileResult{}, fmt.Errorf("%s: cannot tell the split from the file name (train.csv, val.csv, test.csv); pass --split", path)
			}
		}
		return sources.ParseSPGI(path, r, split, o.MaxRecordBytes, sink)
	})
	transforms.RegisterFormat(formatText, func(path string, r io.Reader, o transforms.ReadOptions, sink sources.Sink) (sources.FileResult, error) {
		return sources.ParseText(path, r, o.Split, false, o.MaxRecordBytes, sink)
	})
	transforms.RegisterFormat(formatJSONL, func(path string, r io.Reader, o transforms.ReadOptions, sink sources.Sink) (sources.FileResult, error) {
		return sources.ParseText(path, r, o.Split, true, o.MaxRecordBytes, sink)
	})
}

func (c *WrittenConfig) config(source string) map[string]string {
	m := c.baseConfig(source)
	m["variants"] = strconv.Itoa(max(1, c.Verbalize.Variants))
	m["keep_case_punct"] = strconv.FormatBool(c.Verbalize.KeepCasePunct)
	m["split"] = c.Split
	style := "default"
	if c.Verbalize.StyleJSON != "" {
		h := sha256.Sum256([]byte(c.Verbalize.StyleJSON))
		style = "sha256:" + hex.EncodeToString(h[:])
	}
	m["style"] = style
	return m
}

// verbalizeAndPublish is the common tail: verbalize, shard, publish.
func (c *WrittenConfig) verbalizeAndPublish(s beam.Scope, source string, written, readRejects, stats beam.PCollection) beam.PCollection {
	c.Verbalize.Seed = c.Seed
	pairs, vRejects, hits := transforms.Verbalize(s, c.Verbalize, written)
	return c.publish(s, source, c.config(source), pairs, beam.Flatten(s, readRejects, vRejects), stats, hits)
}

// PrepSPGI builds the SPGISpeech job: read the pipe-delimited CSVs (the
// transcript is the written side), verbalize K variants per row, publish.
func PrepSPGI(s beam.Scope, cfg WrittenConfig) (beam.PCollection, error) {
	if err := cfg.Validate(); err != nil {
		return beam.PCollection{}, err
	}
	if cfg.Split == "" {
		for _, in := range cfg.Inputs {
			if _, ok := sources.SPGISplit(in); !ok {
				return beam.PCollection{}, fmt.Errorf("input %s: cannot tell the split from the file name (train.csv, val.csv, test.csv); pass --split", in)
			}
		}
	}
	written, rejects, stats := transforms.ReadFiles(s, cfg.Inputs, transforms.ReadOptions{Format: formatSPGI, Split: cfg.Split, MaxRecordBytes: cfg.MaxRecordBytes})
	return cfg.verbalizeAndPublish(s, "spgi", written, rejects, stats), nil
}

// PrepText builds the plain-text job: one sentence or document per line
// (plain text, or JSONL {"id"?, "text"} for .jsonl/.json files), verbalized
// into K variants per record.
func PrepText(s beam.Scope, cfg WrittenConfig) (beam.PCollection, error) {
	if err := cfg.Validate(); err != nil {
		return beam.PCollection{}, err
	}
	if cfg.Split == "" {
		cfg.Split = "train"
	}
	var plain, jsonl []string
	for _, in := range cfg.Inputs {
		if sources.IsJSONLName(in) {
			jsonl = append(jsonl, in)
		} else {
			plain = append(plain, in)
		}
	}
	var written, rejects, stats []beam.PCollection
	for _, group := range []struct {
		paths  []string
		format string
	}{{plain, formatText}, {jsonl, formatJSONL}} {
		if len(group.paths) == 0 {
			continue
		}
		w, r, st := transforms.ReadFiles(s, group.paths, transforms.ReadOptions{Format: group.format, Split: cfg.Split, MaxRecordBytes: cfg.MaxRecordBytes})
		written, rejects, stats = append(written, w), append(rejects, r), append(stats, st)
	}
	return cfg.verbalizeAndPublish(s, "text", beam.Flatten(s, written...), beam.Flatten(s, rejects...), beam.Flatten(s, stats...)), nil
}
