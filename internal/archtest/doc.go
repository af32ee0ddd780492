// Package archtest holds no code, only tests of the repository's shape as
// docs/ARCHITECTURE.md describes it: which packages stay plain Go (no Beam
// package among their dependencies, direct or indirect) and how long a
// function in cmd/itnprep may grow before it is workflow logic that belongs
// in a package, that cmd/itnprep reads no dataset rows itself (no
// Parquet library, no row reader of dataset/ or storage/), that every
// package has a doc.go saying what it owns, that docs/ARCHITECTURE.md
// names every package and every command (and names no command that is
// not registered), and that the scripts that
// compile (demo.sh, soak.sh, fuzz.sh, calibration.sh, most benchmark
// scripts: the list in TestScriptsTakeTheSemaphore) source scripts/sem.sh and run
// their builds and benchmark binaries through the machine's build semaphore
// (SEM: gosem, or nothing inside a gosem slot: TestSemShRunsBareInASlot).
package archtest
