// Reads dataset versions with DuckDB, an independent Parquet reader (the
// Go code writes with parquet-go and tests read back with arrow-go), and
// checks them against their manifests:
//
//   - every data and rejects shard: DuckDB's row count equals the shard's
//     rows in the manifest;
//   - every split: the rows of its shards, counted by the split column,
//     equal accounting.rows_by_split; the rejects add up to
//     accounting.rejected;
//   - a sample of rows per shard (the first three and the last, by
//     file_row_number): ids ascend, each row's split is its shard's, and
//     for pairs every span's code-point offsets cut its written and spoken
//     texts out of the row's;
//   - pairs: the rows carrying each cleaning rule (the rules column) equal
//     stats.rule_rows, and every row's rules are sorted and distinct.
//
// It prints one JSON line per version: its folder and the sampled rows as
// DuckDB read them (for the Go test to compare with its own reader), and
// exits 1 naming the version, shard and problem on any mismatch.
//
// Usage: node scripts/duckdb/check.mjs VERSION_DIR...
//        node scripts/duckdb/check.mjs --serve
// With --serve it reads one version folder per line on stdin and answers
// each with one JSON line that also lists the problems found, so a test
// binary starts DuckDB once and checks every version it publishes.
// Install: npm install --prefix scripts/duckdb (scripts/test.sh does it).
import { DuckDBInstance } from '@duckdb/node-api';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/duckdb/check.mjs VERSION_DIR... | --serve');
  process.exit(2);
}

const instance = await DuckDBInstance.create(':memory:');
const db = await instance.connect();
let problems = [];
let warnings = [];

const sqlString = (s) => "'" + s.replaceAll("'", "''") + "'";

async function rows(sql) {
  const reader = await db.runAndReadAll(sql);
  return reader.getRowObjectsJson();
}

// codePoints slices like Python's str, which the offsets count in.
function cut(s, start, end) {
  return Array.from(s).slice(start, end).join('');
}

function checkSample(dir, kind, shard, sample) {
  let prev = null;
  for (const { pos, row } of sample) {
    const where = `${dir}: ${shard.path} row ${pos} (id ${row.id})`;
    if (prev !== null && !(prev <= row.id)) {
      problems.push(`${where}: ids out of order (${prev} before ${row.id})`);
    }
    prev = row.id;
    if (shard.split !== undefined && shard.split !== '' && row.split !== undefined && row.split !== shard.split) {
      problems.push(`${where}: split ${row.split} in a ${shard.split} shard`);
    }
    if (kind === '' && Array.isArray(row.spans)) {
      for (const sp of row.spans) {
        const w = cut(row.written, sp.written_start, sp.written_end);
        const s = cut(row.spoken, sp.spoken_start, sp.spoken_end);
        if (w !== sp.written || s !== sp.spoken) {
          problems.push(`${where}: span ${sp.class} offsets cut ${JSON.stringify(w)}/${JSON.stringify(s)}, span holds ${JSON.stringify(sp.written)}/${JSON.stringify(sp.spoken)}`);
        }
      }
    }
  }
}

async function checkShard(dir, kind, shard) {
  const path = sqlString(join(dir, shard.path));
  let n;
  try {
    [{ n }] = await rows(`SELECT count(*)::INTEGER AS n FROM read_parquet(${path})`);
  } catch (e) {
    // Known finding: a reject's raw input may hold bytes that are not
    // UTF-8 (the bad input it quarantines), in a STRING column, which
    // DuckDB refuses to decode. Count such a shard's rows from its footer
    // and say so instead of failing every bad-input test.
    if (kind !== 'rejects' || !/Invalid string encoding/.test(e.message)) throw e;
    [{ n }] = await rows(`SELECT num_rows::INTEGER AS n FROM parquet_file_metadata(${path})`);
    warnings.push(`${dir}: ${shard.path}: DuckDB refuses its strings (not UTF-8: a quarantined raw input); rows counted from the footer, no sample`);
    if (n !== shard.rows) {
      problems.push(`${dir}: ${shard.path}: the footer says ${n} rows, the manifest says ${shard.rows}`);
    }
    return { path: shard.path, rows: n, sample: [] };
  }
  if (n !== shard.rows) {
    problems.push(`${dir}: ${shard.path}: DuckDB reads ${n} rows, the manifest says ${shard.rows}`);
  }
  if (n === 0) {
    return { path: shard.path, rows: n, sample: [] };
  }
  const picks = [...new Set([0, 1, 2, n - 1].filter((i) => i < n))];
  let got;
  try {
    got = await rows(`SELECT * FROM read_parquet(${path}, file_row_number = true) WHERE file_row_number IN (${picks.join(',')}) ORDER BY file_row_number`);
  } catch (e) {
    // The same finding as above, met when the strings are decoded.
    if (kind !== 'rejects' || !/Invalid string encoding/.test(e.message)) throw e;
    warnings.push(`${dir}: ${shard.path}: DuckDB refuses its strings (not UTF-8: a quarantined raw input); rows counted, no sample`);
    return { path: shard.path, rows: n, sample: [] };
  }
  const sample = got.map((r) => {
    const pos = Number(r.file_row_number);
    delete r.file_row_number;
    return { pos, row: r };
  });
  checkSample(dir, kind, shard, sample);
  return { path: shard.path, rows: n, sample };
}

// checkRuleRows counts, with DuckDB, the rows whose rules column names each
// cleaning rule and compares with the manifest's stats.rule_rows; every
// row's list must be sorted and without repeats.
async function checkRuleRows(dir, m) {
  const list = '[' + m.shards.map((sh) => sqlString(join(dir, sh.path))).join(', ') + ']';
  const got = await rows(`SELECT r, count(*)::INTEGER AS n FROM (SELECT unnest(rules) AS r FROM read_parquet(${list})) GROUP BY r ORDER BY r`);
  const want = new Map((m.stats.rule_rows.keys ?? []).map((k, i) => [k, m.stats.rule_rows.counts[i]]));
  const seen = new Map(got.map((g) => [g.r, g.n]));
  for (const [rule, n] of seen) {
    if (want.get(rule) !== n) {
      problems.push(`${dir}: DuckDB finds ${n} rows carrying rule ${rule}, stats.rule_rows says ${want.get(rule) ?? 0}`);
    }
  }
  for (const [rule, n] of want) {
    if (!seen.has(rule)) {
      problems.push(`${dir}: stats.rule_rows counts ${n} rows carrying rule ${rule}, DuckDB finds none`);
    }
  }
  const [{ bad }] = await rows(`SELECT count(*)::INTEGER AS bad FROM read_parquet(${list}) WHERE rules <> list_sort(list_distinct(rules))`);
  if (bad > 0) {
    problems.push(`${dir}: ${bad} rows have a rules list that is not sorted and distinct`);
  }
}

async function checkVersion(dir) {
  let m;
  try {
    m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  } catch (e) {
    problems.push(`${dir}: no readable manifest.json: ${e.message}`);
    return { dir, shards: [] };
  }
  const kind = m.kind ?? '';
  const shards = [];
  const bySplit = {};
  for (const sh of m.shards ?? []) {
    shards.push(await checkShard(dir, kind, sh));
    (bySplit[sh.split] ??= []).push(sh.path);
  }
  const want = m.accounting?.rows_by_split ?? {};
  for (const [split, paths] of Object.entries(bySplit)) {
    const list = '[' + paths.map((p) => sqlString(join(dir, p))).join(', ') + ']';
    const got = await rows(`SELECT split, count(*)::INTEGER AS n FROM read_parquet(${list}) GROUP BY split ORDER BY split`);
    const other = got.filter((g) => g.split !== split);
    if (other.length > 0) {
      problems.push(`${dir}: the ${split} shards hold rows of split(s) ${other.map((g) => g.split).join(', ')}`);
    }
    const n = got.filter((g) => g.split === split).reduce((a, g) => a + g.n, 0);
    if (n !== (want[split] ?? 0)) {
      problems.push(`${dir}: split ${split}: DuckDB counts ${n} rows, accounting.rows_by_split says ${want[split] ?? 0}`);
    }
  }
  for (const split of Object.keys(want)) {
    if (!(split in bySplit) && want[split] !== 0) {
      problems.push(`${dir}: split ${split} has ${want[split]} rows in the accounting but no shard`);
    }
  }
  if (kind === '' && m.stats?.rule_rows !== undefined && (m.shards ?? []).length > 0) {
    await checkRuleRows(dir, m);
  }
  let rejected = 0;
  for (const sh of m.rejects ?? []) {
    const r = await checkShard(dir, 'rejects', { ...sh, split: undefined });
    rejected += r.rows;
    shards.push(r);
  }
  if ((m.rejects ?? []).length > 0 && rejected !== (m.accounting?.rejected ?? 0)) {
    problems.push(`${dir}: DuckDB reads ${rejected} reject rows, accounting.rejected says ${m.accounting?.rejected ?? 0}`);
  }
  return { dir, kind, shards };
}

if (dirs[0] === '--serve') {
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() === '') continue;
    problems = [];
    warnings = [];
    let out;
    try {
      out = await checkVersion(line.trim());
    } catch (e) {
      out = { dir: line.trim(), shards: [] };
      problems.push(`${line.trim()}: ${e.message}`);
    }
    out.problems = problems;
    out.warnings = warnings;
    console.log(JSON.stringify(out));
  }
} else {
  for (const dir of dirs) {
    try {
      console.log(JSON.stringify(await checkVersion(dir)));
    } catch (e) {
      problems.push(`${dir}: ${e.message}`);
    }
  }
  for (const w of warnings) console.error(`duckdb-check: warning: ${w}`);
  if (problems.length > 0) {
    for (const p of problems) console.error(`duckdb-check: ${p}`);
    process.exit(1);
  }
}
