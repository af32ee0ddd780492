// Audits derived dataset versions (derive tagger, derive u2tf) as their
// users read them, with DuckDB as an independent Parquet reader (qa65,
// 2026-12-02). For each version folder given:
//
//   - both kinds: every parent row (the version the manifest names, beside
//     it under the same root) is kept or rejected exactly once, read =
//     written + rejected, the rejects by rule and each with a reason, the
//     rows per split, and the card's counts agree with the rows counted here;
//   - tagger: one tag per input word, no empty tag or tag with white space,
//     every fragment in tagger/vocab.tsv (NeMo's label map would raise a
//     KeyError otherwise), vocab.tsv's counts at least the kept train rows'
//     (they are counted before the tag_oov rejects: docs/tagger.md), the
//     semiotic spans in order, inside the words and in GTN's classes, and
//     the tags realized by NeMo's realize_output written out here apart
//     from the Go code (both its "<<": after the last <SELF> word, and to
//     the start of the word's class run) equal the target ignoring spaces;
//     it counts the exact ones, the input equal to the parent's spoken side
//     and the target's characters found in order in the case-folded
//     written side;
//   - u2tf: label lists as long as the tokens and from their label sets,
//     tokens lower case, the span rows exactly the ITN runs (ended at a . or ? label) and mixed
//     tokens (index, range, split, id, context input), and the classifier
//     row realized with its span outputs equal to the parent's written text.
//
// Usage: node scripts/duckdb/audit-derived.mjs VERSION_DIR...  (npm install
// --prefix scripts/duckdb first). One JSON line per version; "problems"
// lists what disagrees.
import { DuckDBInstance } from '@duckdb/node-api';
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
const inst = await DuckDBInstance.create(':memory:');
const con = await inst.connect();
async function q(sql) { return (await con.runAndReadAll(sql)).getRowObjectsJson(); }
const NEMO = new Set(["ADDRESS","CARDINAL","DATE","DECIMAL","DIGIT","ELECTRONIC","FRACTION","LETTERS","MEASURE","MONEY","ORDINAL","PLAIN","PUNCT","TELEPHONE","TIME","VERBATIM"]);
function swapOf(o){ if(o.endsWith('>>'))return 'LR'; if(o.endsWith('<<'))return 'LL'; if(o.endsWith('>'))return 'SR'; if(o.endsWith('<'))return 'SL'; return null; }
// NeMo realize_output, r1.9+ (labels) or the pre-label one (labels null: after last <SELF>)
function nemoRealize(words, tags, labels) {
  const seq = words.map((w,i)=>{ const t=tags[i]; if(t==='<SELF>')return {tag:'<SELF>',out:w}; if(t==='<DELETE>')return {tag:'<DELETE>',out:''}; return {tag:t,out:t}; });
  seq.forEach(s=>s.swap=swapOf(s.out));
  const out = seq.map(s=>s.out), otag = seq.map(s=>s.tag);
  const n = seq.length; let last=-1, prevEnd=-1, cur='';
  for (let i=0;i<n;i++){
    const pm = i-1<0? n-1 : i-1;
    if (seq[i].swap==='SL' || seq[pm].swap==='SR') { [out[pm],out[i]]=[out[i],out[pm]]; [otag[pm],otag[i]]=[otag[i],otag[pm]]; }
    if (labels) {
      if (labels[i]!==cur){ prevEnd=i-1; cur=labels[i]; }
      if (seq[i].swap==='LL'){ const t=out.splice(i,1)[0]; const g=otag.splice(i,1)[0]; out.splice(prevEnd+1,0,t); otag.splice(prevEnd+1,0,g); }
    } else {
      if (seq[i].tag==='<SELF>') last=i;
      if (seq[i].swap==='LL' && last>-1 && i-last>=2){ const t=out.splice(i,1)[0]; const g=otag.splice(i,1)[0]; out.splice(last+1,0,t); otag.splice(last+1,0,g);}
    }
  }
  const s = out.join(' ').replace(/[<>]/g,'');
  const frags = s.split(/(_[^ ][^_]+[^ ]_)/);
  const res = frags.map(f => (f.startsWith('_')&&f.endsWith('_')) ? f.replace(/[ _]/g,'') : f.trim().replace(/_/g,''));
  return res.join(' ').replace(/ +/g,' ');
}
const nospace = s => s.replace(/\s+/g,'');
function fold(s){ return s.toLowerCase().replace(/ß/g,'ss'); }
function isSubseq(a, b){ let j=0; for (const ch of a){ while(j<b.length && b[j]!==ch) j++; if(j===b.length) return false; j++; } return true; }
function parentDir(v, m){ const root=dirname(dirname(v)); return join(root, m.parent.name, m.parent.version_id); }
function cardCounts(v){
  const t = readFileSync(join(v,'README.md'),'utf8'); const o={};
  for (const k of ['read','written','rejected']) { const r=t.match(new RegExp('\\| '+k+' \\| (\\d+) \\|')); if(r) o[k]=+r[1]; }
  const r=t.match(/\| rows \([^)]*\) \| (\d+) \|/); if(r) o.rows=+r[1];
  o.splits={}; for (const mm of t.matchAll(/^\| (train|test|validation) \| (\d+) \| (\d+) \| (\d+) \|/gm)) o.splits[mm[1]]=+mm[2];
  return o;
}
async function common(v, m, rows, problems) {
  const a = m.accounting;
  const P = parentDir(v,m);
  if (!existsSync(P)) { problems.push('parent missing '+P); return null; }
  const pm = JSON.parse(readFileSync(join(P,'manifest.json'),'utf8'));
  if (pm.version_id !== m.parent.version_id) problems.push('parent id mismatch');
  if (m.config.parent !== m.parent.version_id) problems.push('config.parent != parent.version_id');
  const parent = await q(`select * from read_parquet('${P}/data/*.parquet')`);
  const rej = existsSync(join(v,'rejects')) && readdirSync(join(v,'rejects')).length ? await q(`select * from read_parquet('${v}/rejects/*.parquet')`) : [];
  if (a.read !== parent.length) problems.push(`read ${a.read} != parent rows ${parent.length}`);
  if (a.read !== a.written + a.rejected) problems.push(`read != written+rejected`);
  if (rej.length !== a.rejected) problems.push(`reject rows ${rej.length} != rejected ${a.rejected}`);
  const byRule={}; for (const r of rej){ byRule[r.rule]=(byRule[r.rule]||0)+1; if(!r.reason) problems.push('reject without reason '+r.id); }
  if (JSON.stringify(Object.entries(byRule).sort())!==JSON.stringify(Object.entries(a.rejected_by_rule||{}).sort())) problems.push('rejected_by_rule mismatch '+JSON.stringify(byRule));
  // ids: kept (classifier / tagger rows) + rejected == parent ids
  const pid = new Map(parent.map(p=>[p.id,p]));
  const seen = new Map();
  for (const id of rows) seen.set(id,(seen.get(id)||0)+1);
  for (const r of rej) seen.set(r.id,(seen.get(r.id)||0)+1);
  for (const [id,c] of seen) { if(!pid.has(id)) problems.push('row id not in parent '+id); else if(c!==1) problems.push(`parent id ${id} kept/rejected ${c} times`); }
  for (const id of pid.keys()) if(!seen.has(id)) { problems.push('parent row lost '+id); }
  const card = cardCounts(v);
  for (const k of ['read','written','rejected','rows']) if (card[k]!==undefined && card[k]!==a[k]) problems.push(`card ${k} ${card[k]} != ${a[k]}`);
  for (const [s,n] of Object.entries(card.splits)) if ((a.rows_by_split||{})[s]!==n) problems.push(`card split ${s} ${n} != ${a.rows_by_split[s]}`);
  return { pid, rej, parent };
}
async function tagger(v, m) {
  const problems=[]; const st={rows:0, exactNew:0, exactOld:0, sameNew:0, sameOld:0, inputIsSpoken:0, targetSubseq:0};
  const rows = await q(`select * from read_parquet('${v}/data/*.parquet')`);
  st.rows=rows.length;
  const a=m.accounting;
  if (rows.length!==a.rows || rows.length!==a.written) problems.push(`rows ${rows.length} vs manifest rows ${a.rows} written ${a.written}`);
  const bySplit={}; rows.forEach(r=>bySplit[r.split]=(bySplit[r.split]||0)+1);
  if (JSON.stringify(Object.entries(bySplit).sort())!==JSON.stringify(Object.entries(a.rows_by_split).sort())) problems.push('rows_by_split mismatch '+JSON.stringify(bySplit));
  const c = await common(v,m,rows.map(r=>r.id),problems); if(!c) return {problems,st};
  const vocab = new Map(readFileSync(join(v,'tagger/vocab.tsv'),'utf8').split('\n').filter(Boolean).map(l=>{const [f,n]=l.split('\t');return [f,+n];}));
  const trainCount=new Map(); const ex=[];
  for (const r of rows) {
    const words = r.input.split(' ');
    const tags = r.tags;
    const bad = (w)=>{ problems.push(`${r.id}: ${w}`); };
    if (words.some(w=>w===''||/\s/.test(w))) bad('empty/space word');
    if (tags.length!==words.length) { bad('tags/words length'); continue; }
    for (const t of tags) { if (t===''||/\s/.test(t)) bad('bad tag '+JSON.stringify(t)); if (t!=='<SELF>'&&t!=='<DELETE>') { if(!vocab.has(t)) bad('fragment not in vocab.tsv '+t); if (r.split===m.config.vocab_split) trainCount.set(t,(trainCount.get(t)||0)+1); if (/^<|[^<>]>.|<[^<]/.test(t.replace(/(<<|<|>)$/,'')) ) bad('mark inside fragment '+t);} }
    const labels = words.map(()=> 'PLAIN'); let prev=0;
    for (const s of r.semiotic) { if (!NEMO.has(s.class)) bad('class '+s.class); if (s.start<prev||s.end<=s.start||s.end>words.length) bad('span order/range '+JSON.stringify(s)); for(let k=s.start;k<s.end&&k<words.length;k++) labels[k]=s.class; prev=s.end; }
    const rn = nemoRealize(words,tags,labels), ro = nemoRealize(words,tags,null);
    if (rn===r.target) st.exactNew++; if (rn.trim()===r.target) st.exactTrim=(st.exactTrim||0)+1; else if ((st.trimEx=st.trimEx||[]).length<3) st.trimEx.push([r.input,tags.join(" "),r.target,rn]); if (ro===r.target) st.exactOld++;
    if (nospace(rn)===nospace(r.target)) st.sameNew++; else if (ex.length<5) ex.push({id:r.id, input:r.input, tags:tags.join(' '), target:r.target, realized:rn});
    if (nospace(ro)===nospace(r.target)) st.sameOld++;
    const p = c.pid.get(r.id);
    if (p) {
      if (p.spoken === r.input) st.inputIsSpoken++; else if ((st.spEx=st.spEx||[]).length<3) st.spEx.push([p.spoken,r.input]);
      if (isSubseq(nospace(r.target), nospace(fold(p.written)))) st.targetSubseq++; else (st.subseqEx=st.subseqEx||[]).push([r.id,p.written,r.target]);
    }
  }
  for (const [f,n] of vocab) if ((trainCount.get(f)||0)>n) problems.push(`vocab.tsv ${f} ${n} < kept train rows' ${trainCount.get(f)}`);
  st.ex=ex;
  return {problems, st};
}
async function u2tf(v, m) {
  const problems=[]; const st={cls:0, span:0, exactWritten:0, selfSpans:0, emptyOut:0, deg:[]};
  const rows = await q(`select * from read_parquet('${v}/data/*.parquet')`);
  const a=m.accounting;
  const cls = rows.filter(r=>r.kind==='classifier'), spans=rows.filter(r=>r.kind==='span');
  st.cls=cls.length; st.span=spans.length;
  if (rows.length!==a.rows) problems.push(`rows ${rows.length} != ${a.rows}`);
  if (cls.length!==a.written) problems.push(`classifier rows ${cls.length} != written ${a.written}`);
  if (cls.length+spans.length!==rows.length) problems.push('other kinds');
  const c = await common(v,m,cls.map(r=>r.id),problems); if(!c) return {problems,st};
  const byRow = new Map(); for (const s of spans){ if(!byRow.has(s.row_id)) byRow.set(s.row_id,[]); byRow.get(s.row_id).push(s); }
  const L=+(m.config.context||'2,2').split(',')[0], R=+(m.config.context||'2,2').split(',')[1];
  for (const r of cls) {
    const bad=(w)=>problems.push(`${r.id}: ${w}`);
    const n=r.tokens.length;
    if (n===0) bad('no tokens');
    if (r.punct.length!==n||r.case.length!==n||r.itn.length!==n) { bad('label lengths'); continue; }
    r.tokens.forEach((t,i)=>{ if(!t||/\s/.test(t)) bad('bad token'); if(t!==t.toLowerCase()) bad('token not lower '+t); if(!['O','.',',','?'].includes(r.punct[i])) bad('punct '+r.punct[i]); if(!['lower','cap','upper','mixed'].includes(r.case[i])) bad('case '+r.case[i]); if(r.itn[i]!==0&&r.itn[i]!==1) bad('itn'); });
    // ranges
    const ranges=[]; for(let i=0;i<n;){ if(r.itn[i]===1){let j=i+1; while(j<n&&r.itn[j]===1&&r.punct[j-1]!=='.'&&r.punct[j-1]!=='?')j++; ranges.push([i,j,'itn']); i=j;} else if (r.case[i]==='mixed'){ranges.push([i,i+1,'mixed']); i++;} else i++; }
    const sp = (byRow.get(r.id)||[]).sort((x,y)=>x.span_index-y.span_index);
    if (sp.length!==ranges.length) { bad(`span rows ${sp.length} != ranges ${ranges.length}`); continue; }
    sp.forEach((s,k)=>{
      const [st0,en]=ranges[k];
      if (s.span_index!==k||s.span_start!==st0||s.span_end!==en) bad('span range '+JSON.stringify([s.span_index,s.span_start,s.span_end,st0,en]));
      if (s.split!==r.split) bad('span split');
      const inp=[...r.tokens.slice(Math.max(0,st0-L),st0),'<span>',...r.tokens.slice(st0,en),'</span>',...r.tokens.slice(en,en+R)].join(' ');
      if (s.input!==inp) bad('span input '+JSON.stringify([s.input,inp]));
      if (s.output!==s.output.trim()) bad('span output untrimmed');
      if (s.output==='') st.emptyOut++;
      const toks=r.tokens.slice(st0,en).join(' ');
      if (ranges[k][2]==='itn' && s.output.toLowerCase()===toks) { st.selfSpans++; if (st.deg.length<8) st.deg.push([r.id,s.input,s.output]); }
      if (s.id!==`${r.id}#s${k}`) bad('span id '+s.id);
    });
    // realize
    let out=''; let k=0;
    const word=(s,lab)=>{ const mk=lab==='O'?'':lab; if(s===''){ if(out.length) out+=mk; return;} if(out.length) out+=' '; out+=s+mk; };
    for (let i=0;i<n;){ if(k<ranges.length&&ranges[k][0]===i){ word(sp[k].output.trim(), r.punct[ranges[k][1]-1]); i=ranges[k][1]; k++; continue; }
      const t=r.tokens[i], cs=r.case[i]; const w= cs==='lower'?t: cs==='cap'? (t.charAt(0).toUpperCase()+t.slice(1)) : t.toUpperCase(); word(w,r.punct[i]); i++; }
    const p=c.pid.get(r.id);
    if (p) { if (out===p.written) st.exactWritten++; else if(!st.wEx||st.wEx.length<4){ (st.wEx=st.wEx||[]).push([r.id,p.written,out]); } }
  }
  return {problems, st};
}
for (const v of process.argv.slice(2)) {
  const m = JSON.parse(readFileSync(join(v,'manifest.json'),'utf8'));
  const r = m.kind==='tagger' ? await tagger(v,m) : await u2tf(v,m);
  if (r.problems.length) process.exitCode = 1;
  console.log(JSON.stringify({v, kind:m.kind, nprob:r.problems.length, problems:r.problems.slice(0,8), st:r.st}));
}
