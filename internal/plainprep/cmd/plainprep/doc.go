// Command plainprep runs `prep gtn`'s work as a plain Go loop (package
// plainprep), the reference of scripts/bench-speed.sh. It prints one line
// per shard (path, rows, sha256) and then the row count.
//
//	plainprep -out DIR [-shards 4] [-compression zstd] [-cpuprofile FILE] FILE...
package main
