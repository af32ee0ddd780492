// Package view is itnprep's local browser for what it writes: the web
// server behind `itnprep view DIR`.
//
// For a dataset version folder it serves the rows (spans highlighted in
// both texts, filtered by split, span class, flag and text), the rejects
// (filtered by rule), the dataset card rendered from its README.md and the
// card's SVG figures. For a `mine-pairs` result folder it serves a review
// page listing each proposed rule with its mappings and examples, where a
// person approves or rejects rules and saves the rules.jsonl that
// `prep libriheavy --rules` reads (written with patterns.WriteRules and
// read back with patterns.ReadRules before the page says it is saved).
//
// Rows are read through dataset.ScanRows one batch at a time and a page
// holds at most its own rows, so a version of any size is browsed in
// constant memory; a "next" link carries the position of the next match
// (shard and row), so paging forward never rescans. Row kinds this package
// does not know (a kind added after it) are shown column by column from
// the shard's own schema.
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
