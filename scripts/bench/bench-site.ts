/**
 * `npm run bench`: production builds of the real and synthetic notes, each in a temporary copy of the
 * project, checked against the budgets (docs/performance.md); results in .bench/site.json.
 *   npm run bench                        real notes, the C/C++ compiler in the page, then the default synthetic sizes
 *   npm run bench -- 500 5000            real notes, then other sizes
 *   npm run bench -- --real              real notes and the C/C++ compiler only
 *   npm run bench -- --real --project <dir>   real notes with another checkout's code (an older commit)
 *   npm run bench -- --real --starlight       real notes, then Starlight building the same notes (scripts/bench/starlight-comparison.ts)
 */
import { readFileSync } from 'node:fs';
import { appendFile, cp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyProject } from '../serve/project-copy.ts';
import { serveDist } from '../serve/serve-dist.ts';
import { median, requireChromium, ROOT_DIR as rootDir, saveResults, timeNode, type BuildRun } from './bench-kit.ts';
import { cFamilyBudgets, measureCFamily, printCFamilyTable, type CFamilyTiming } from './c-family-timing.ts';
import { firstSearchTransfer, firstViewTransfer, type Transfer } from './first-view.ts';
import type { SearchHead } from '../../shared/search-index.ts';
import { writeSyntheticNotes } from './synthetic-notes.ts';
import { measureStarlight, type StarlightFigures } from './starlight-comparison.ts';

// About the size of the largest real series.
const NOTES_PER_SERIES = 50;
const KB = 1024;
/** The note an author edits between the warm build and the next one, and the edit (a sentence of its body). */
const EDITED_NOTE = path.join('notes', 'react', '105-jsx-basics.md');
const EDIT = '\n\nOne more sentence, added by the benchmark.\n';

interface Row {
  notes: number;
  wallSeconds: number;
  peakMiB: number;
  msPerNote: number;
  distMiB: number;
  home: Transfer;
  note: Transfer;
  /** The search dialog's first query on a note page: gzip bytes and files downloaded. */
  search: { bytes: number; files: number };
  /** The full-text index on disk: its head, shards and notes' files. */
  searchIndexMiB: number;
}

const { values, positionals } = parseArgs({
  options: { real: { type: 'boolean' }, project: { type: 'string' }, starlight: { type: 'boolean' } },
  allowPositionals: true,
});
const project = values.project ? path.resolve(values.project) : rootDir;
const sizes = positionals.map(Number).filter((size) => size > 0);
const chromium = requireChromium('The benchmark measures page weight in Chromium');

/** The copies the builds ran in, removed only after the last build: a fresh deletion slows the next build (docs/performance.md). */
const copies: string[] = [];
let real: RealRows;
let cFamily: CFamilyTiming;
let starlight: StarlightFigures | undefined;
const rows: Row[] = [];
try {
  real = await measureRealCatalogue(project);
  printRealTable(real, project);
  if (values.starlight) {
    starlight = await measureStarlight(path.join(project, 'notes'));
    printStarlightTable(starlight, real);
  }
  // This checkout's compiler files and runner, whatever --project names: the build's code is what that option compares.
  cFamily = await measureCFamily(3);
  printCFamilyTable(cFamily);
  if (!values.real) for (const notes of sizes.length > 0 ? sizes : [232, 2_000, 10_000]) rows.push(await measure(notes));
} finally {
  for (const copy of copies) await rm(copy, { recursive: true, force: true });
}
const checks = [
  ...realChecks(real),
  ...(starlight ? starlightChecks(starlight, real) : []),
  ...cFamilyBudgets(cFamily),
  ...(rows.length > 0 ? budgets(rows) : []),
];
printTable(rows, checks);
await saveResults('site', { real, starlight, cFamily, rows, checks });
process.exitCode = checks.every((check) => check.pass) ? 0 : 1;

interface RealRows {
  notes: number;
  cold: BuildRun[];
  warm: BuildRun[];
  edited: BuildRun[];
}

/** Times the `build` script's command. */
function timeBuild(dir: string): BuildRun {
  const script = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.build!;
  const [command, ...args] = script.split(/\s+/);
  if (command !== 'node') throw new Error(`The benchmark runs a build script that starts with node, not: ${script}`);
  return timeNode(dir, args);
}

/** Three cold builds in fresh copies with the real notes, each followed by a warm one and one after a note's text changed. */
async function measureRealCatalogue(from: string): Promise<RealRows> {
  const result: RealRows = { notes: 0, cold: [], warm: [], edited: [] };
  for (let run = 0; run < 3; run++) {
    const copy = await copyProject(from, 'bench-real-');
    copies.push(copy);
    await cp(path.join(from, 'notes'), path.join(copy, 'notes'), { recursive: true });
    result.cold.push(timeBuild(copy));
    result.warm.push(timeBuild(copy));
    await appendFile(path.join(copy, EDITED_NOTE), EDIT);
    result.edited.push(timeBuild(copy));
    result.notes = (await readdir(path.join(copy, 'notes'), { recursive: true })).filter((file) => /\/\d+-[^/]+\.md$/.test(file)).length;
  }
  return result;
}

/** The median of one figure of a set of builds. */
function medianOf(runs: BuildRun[], key: keyof BuildRun): number {
  return median(runs.map((run) => run[key]));
}

function listRuns(runs: BuildRun[]): string {
  return runs.map((run) => run.wallSeconds.toFixed(1)).join(', ');
}

function printRealTable(real: RealRows, from: string) {
  console.log(`\nReal catalogue (${real.notes} notes, code of ${path.relative(process.cwd(), from) || '.'}), npm run build:`);
  console.log('| build | median (s) | runs (s) | peak (MiB, median) |\n|---|---:|---|---:|');
  for (const [build, runs] of [
    ['cold (no cache)', real.cold],
    ['warm (second build)', real.warm],
    ['one note edited, then built', real.edited],
  ] as const) {
    console.log(`| ${build} | ${medianOf(runs, 'wallSeconds').toFixed(1)} | ${listRuns(runs)} | ${medianOf(runs, 'peakMiB').toFixed(0)} |`);
  }
}

/** How many times faster our median build is than Starlight's, cold and warm. */
function speedUps(starlight: StarlightFigures, real: RealRows) {
  const ratio = (theirs: BuildRun[], ours: BuildRun[]) => medianOf(theirs, 'wallSeconds') / medianOf(ours, 'wallSeconds');
  return { cold: ratio(starlight.cold, real.cold), warm: ratio(starlight.warm, real.warm) };
}

function printStarlightTable(starlight: StarlightFigures, real: RealRows) {
  const faster = speedUps(starlight, real);
  console.log(
    `\nStarlight ${starlight.packages['@astrojs/starlight']} (Astro ${starlight.packages.astro}), the same ${starlight.notes} notes, medians:`,
  );
  console.log('| build | Starlight (s) | runs (s) | peak (MiB) | ours (s) | ours faster |\n|---|---:|---|---:|---:|---:|');
  for (const [build, theirs, ours, ratio] of [
    ['cold (no cache)', starlight.cold, real.cold, faster.cold],
    ['warm (second build)', starlight.warm, real.warm, faster.warm],
  ] as const) {
    console.log(
      `| ${build} | ${medianOf(theirs, 'wallSeconds').toFixed(1)} | ${listRuns(theirs)} | ${medianOf(theirs, 'peakMiB').toFixed(0)} | ${medianOf(ours, 'wallSeconds').toFixed(1)} | ${ratio.toFixed(1)}x |`,
    );
  }
}

function realChecks(real: RealRows): Check[] {
  const peak = medianOf(real.cold, 'peakMiB');
  return [{ budget: 'real notes: cold build peak memory < 600 MiB (median)', value: `${peak.toFixed(0)} MiB`, pass: peak < 600 }];
}

function starlightChecks(starlight: StarlightFigures, real: RealRows): Check[] {
  const { cold, warm } = speedUps(starlight, real);
  return [
    { budget: 'cold build at least 3x faster than Starlight', value: `${cold.toFixed(1)}x`, pass: cold >= 3 },
    { budget: 'warm build at least 6x faster than Starlight', value: `${warm.toFixed(1)}x`, pass: warm >= 6 },
  ];
}

async function measure(notes: number): Promise<Row> {
  const copy = await copyProject(rootDir, 'bench-site-');
  copies.push(copy);
  await writeSyntheticNotes(copy, notes, NOTES_PER_SERIES);

  const { wallSeconds, peakMiB } = timeBuild(copy);

  const { server, origin } = await serveDist(copy);
  try {
    const [home, note] = await firstViewTransfer(chromium, [
      { url: `${origin}/`, heading: '' },
      { url: `${origin}/bench000/100010`, heading: 'Synthetic Note 10' },
    ]);
    // A word of every synthetic note's text.
    const search = await firstSearchTransfer(chromium, `${origin}/bench000/100010`, 'realistic');
    return {
      notes,
      wallSeconds,
      peakMiB,
      msPerNote: (wallSeconds * 1000) / notes,
      distMiB: (await directorySize(path.join(copy, 'dist'))) / KB / KB,
      home: home!,
      note: note!,
      search,
      searchIndexMiB: (await searchIndexSize(path.join(copy, 'dist'))) / KB / KB,
    };
  } finally {
    await server.close();
  }
}

/** The bytes of the full-text index as the site serves it, uncompressed: the head and its folder. */
async function searchIndexSize(distDir: string): Promise<number> {
  const catalogue = path.join(distDir, 'assets', 'catalogue');
  const head = (await readdir(catalogue)).find((file) => /^full-text\.[\w-]+\.json$/.test(file))!;
  const folder = (JSON.parse(readFileSync(path.join(catalogue, head), 'utf8')) as SearchHead).folder;
  return (await stat(path.join(catalogue, head))).size + (await directorySize(path.join(catalogue, folder), /\.json$/));
}

async function directorySize(dir: string, only?: RegExp): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && (!only || only.test(entry.name))) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

interface Check {
  budget: string;
  value: string;
  pass: boolean;
}

function budgets(rows: readonly Row[]): Check[] {
  const checks: Check[] = [];
  const check = (budget: string, value: string, pass: boolean) => checks.push({ budget, value, pass });
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const first = rows[0]!;
  const last = rows.at(-1)!;
  for (const { notes, note, search } of rows) {
    if (notes >= 10_000) check(`N=${notes}: search's first query ≤ 150 KB gzip`, kb(search.bytes), search.bytes <= 150 * KB);
    check(`N=${notes}: note page JS ≤ 110 KiB gzip (112,640 B)`, kb(note.js), note.js <= 110 * KB);
    check(`N=${notes}: note page CSS ≤ 15 KB gzip`, kb(note.css), note.css <= 15 * KB);
    check(`N=${notes}: note page HTML ≤ 10 KB gzip`, kb(note.html), note.html <= 10 * KB);
  }
  if (rows.length > 1) {
    const growth = last.note.total / first.note.total - 1;
    check(
      `note page first view at N=${last.notes} within 10% of N=${first.notes}`,
      `${(growth * 100).toFixed(1)}%`,
      Math.abs(growth) <= 0.1,
    );
  }
  for (const { notes, wallSeconds, peakMiB } of rows) {
    if (notes === 232) check('build of 232 notes < 8 s', `${wallSeconds.toFixed(1)} s`, wallSeconds < 8);
    if (notes === 2_000) {
      check('build of 2,000 notes < 30 s', `${wallSeconds.toFixed(1)} s`, wallSeconds < 30);
      check('build of 2,000 notes < 1 GiB peak', `${peakMiB.toFixed(0)} MiB`, peakMiB < 1024);
    }
  }
  for (let index = 1; index < rows.length; index++) {
    const [before, after] = [rows[index - 1]!, rows[index]!];
    check(
      `cost per note flat or falling, N=${before.notes} → ${after.notes} (10% noise allowed)`,
      `${before.msPerNote.toFixed(2)} → ${after.msPerNote.toFixed(2)} ms`,
      after.msPerNote <= before.msPerNote * 1.1,
    );
  }
  return checks;
}

function printTable(rows: readonly Row[], checks: readonly Check[]) {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  if (rows.length > 0)
    console.log(
      '\n| notes | build (s) | peak (MiB) | ms per note | dist (MiB) | home HTML/JS/CSS (KB gz) | note HTML/JS/CSS (KB gz) | note total (KB gz) | search first query (KB gz, files) | search index (MiB) |',
    );
  if (rows.length > 0) console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.notes} | ${row.wallSeconds.toFixed(1)} | ${row.peakMiB.toFixed(0)} | ${row.msPerNote.toFixed(2)} | ${row.distMiB.toFixed(1)} | ${kb(row.home.html)} / ${kb(row.home.js)} / ${kb(row.home.css)} | ${kb(row.note.html)} / ${kb(row.note.js)} / ${kb(row.note.css)} | ${kb(row.note.total)} | ${kb(row.search.bytes)}, ${row.search.files} | ${row.searchIndexMiB.toFixed(1)} |`,
    );
  }
  console.log('\n| budget | value | result |\n|---|---:|---|');
  for (const check of checks) console.log(`| ${check.budget} | ${check.value} | ${check.pass ? 'pass' : 'FAIL'} |`);
}
