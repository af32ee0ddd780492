// Package view is itnprep's local browser for what it writes: the web
// server behind `itnprep view DIR`.
//
// For a dataset version folder it serves the rows (spans highlighted in
// both texts, with the cleaning rules that edited each; filtered by split,
// span class, flag, rule and text), the rejects
// (filtered by rule), the dataset card rendered from its README.md and the
// card's SVG figures. For a `mine-pairs` result folder it serves a review
// page listing each proposed rule with its mappings and examples, where a
// person approves or rejects rules and saves the rules.jsonl that
// `prep libriheavy --rules` reads (written with patterns.WriteRules and
// read back with patterns.ReadRules before the page says it is saved).
//
// A derived version's overview links its parent when the parent is
// published beside it (dataset.ParentDir: the same output root): the
// server keeps one Server for each version of its lineage found there and
// serves its pages under /v/NAME/ID/, their root links rebased there
// (Server.rebase), so no other folder under the root is reachable.
//
// Rows are listed in input order (order.go): by id, a number by its
// value (dataset.IDLess), which for FILE:LINE ids is the order of the
// input's files and lines; rejects by location. A list's first page
// reads the id column of its shards alone and keeps one packed position
// a row (8 bytes); a page reads its own rows by seeking
// (dataset.ReadRowsAt); a filter is a bit a row from one scan, kept for
// its next pages, so a filtered list is counted and has a last page too
// (makePager). A list over orderMaxRows rows, or a remote one whose shards
// the cache cannot hold, is paged shard by shard instead (dataset.ScanRows
// one batch at a time; a "next" link carries the position of the next
// match, so paging forward never rescans), and the page says which order
// it shows. An order or a filter's matches is built once, by the first
// page that asks, outside any lock held by other pages: pages of the same
// list wait for that build, every other page is served at once (order.go's
// await; at most maxBuilds run together). Row kinds this package
// does not know (a kind added after it) are shown column by column from
// the shard's own schema.
//
// Folders may live on any Beam filesystem (gs://, s3://; memfs:// in the
// tests): every file is reached through Files, which the CLI fills with
// storage.FS, so this package itself imports no Beam code. Small files (the
// manifest, the card, its figures, rules.jsonl, report.md) are read through
// it on each request, and a review is saved with its WriteAtomic (temp +
// rename, copy + delete on object stores) and read back through it. Shards
// are the exception: Parquet needs random access (the footer, then the row
// groups a page reads) and object-store readers only stream, so a remote
// shard is copied whole into a local temporary folder the first time a page
// reads it, checked against the manifest's size and sha256, and reused by
// later pages. That cache is lazy rather than a copy of the whole version
// at start because a version may be far larger than the few shards a person
// pages through; it is bounded (Options.CacheBytes, `--cache-mb`, least
// recently read shards deleted first), announced on stderr with its folder
// and the version's total size, and deleted by Server.Close when the
// command exits. Local folders are read in place, never copied.
//
// The assets (HTML templates, one stylesheet) are embedded: the page needs
// no network and no script. Pages are plain HTML forms, so every action is
// an HTTP request the handler tests replay with httptest; the browser test
// drives Debian's headless chromium over the DevTools protocol.
//
// The server binds the loopback interface unless told otherwise. Saving
// rules requires a per-server token in the form, so another web page open
// in the same browser cannot post a review.
package view
