// Package card renders a dataset version's card: the README.md with a
// complete Hugging Face dataset-card YAML header (configs and data_files per
// split, dataset_info with features and split sizes, license, language,
// task_categories, pretty_name) followed by counts, rules, inputs,
// configuration and the figures, which it also renders (SVG, via chart/).
//
// Everything comes from the manifest and the row kind's Parquet schema, so
// the card can never disagree with the data. A row kind (dataset.Manifest's
// Kind) supplies its own schema, column description, task categories and
// figures through Register; the pairs kind is registered here, and derived
// kinds (tagger rows, Universal-2-TF rows) register theirs from their own
// packages with the figure helpers exported here (Lengths, Similarity,
// TagCoverage, ...).
//
// The package is pure: Files returns file contents and the storage layer
// writes them (before the manifest, so a version is complete or absent).
package card
