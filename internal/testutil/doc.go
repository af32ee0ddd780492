// Package testutil holds helpers shared by the tests of several packages,
// never imported by code that ships:
//
//   - the reference material and programs a test needs, and skipping
//     loudly (a "SKIP:" line naming what to install) when one is absent,
//     so that a missing fixture never passes silently: SharedDir and
//     SharedFile (the project's shared/ folder of corpora), ModuleRoot,
//     DebianPython (/usr/bin/python3, which sees Debian's python3-*
//     packages) and Tool (rsvg-convert, chromium, node: a failure instead
//     of a skip under ITNPREP_REQUIRE_TOOLS=1, as scripts/test.sh runs);
//   - the test binary's own temporary folder (InOwnTempDir, OwnTempDir),
//     which takes with it the empty loopback-worker folders Beam's prism
//     runner leaves for every job;
//   - measuring that a reader streams rather than holds a file (HeapMeter,
//     LiveHeap, MeteredFS: the live heap read each MiB of reads);
//   - small fixtures: Tree (the files under a folder, to compare what a run
//     left), Zip (a one-file archive for the readers), LockedBuffer (a
//     buffer a logger or a child process writes while the test reads it)
//     and RefusedAddr (an address that refuses connections, for the
//     unreachable-store messages).
package testutil
