#!/usr/bin/env bash
# Runs itnprep's main job on the sample data shipped in testdata/ and checks
# the result. The last line printed is the new GTN dataset version folder.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-out}
rev=$(git rev-parse HEAD 2>/dev/null || echo unknown)
go build -ldflags "-X github.com/itnprep/itnprep/internal/buildinfo.Revision=$rev" -o bin/itnprep ./cmd/itnprep

echo "== prep gtn (prism runner) on testdata/gtn (raw GTN, plain and gzip)" >&2
gtn=$(bin/itnprep prep gtn --input 'testdata/gtn/*' --output "$OUT" --quiet | tail -n 1)
bin/itnprep versions verify "$gtn" >&2
bin/itnprep versions show "$gtn" >&2
echo "$gtn"
