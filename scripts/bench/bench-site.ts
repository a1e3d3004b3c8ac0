/**
 * `npm run bench`: production builds of the real and synthetic notes, each in a temporary copy of the
 * project, checked against the budgets (docs/performance.md); results in .bench/site.json.
 *   npm run bench                        real notes, then the default synthetic sizes
 *   npm run bench -- 500 5000            real notes, then other sizes
 *   npm run bench -- --real              real notes only
 *   npm run bench -- --real --project <dir>   real notes with another checkout's code (an older commit)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { appendFile, cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../serve/find-chromium.ts';
import { copyProject } from '../serve/project-copy.ts';
import { serveDist } from '../serve/serve-dist.ts';
import { firstViewTransfer, type Transfer } from './first-view.ts';
import { writeSyntheticNotes } from './synthetic-notes.ts';

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
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? path.resolve(args[projectFlag + 1]!) : rootDir;
const sizes = args
  .filter((_arg, index) => index !== projectFlag + 1 || projectFlag < 0)
  .map(Number)
  .filter((size) => size > 0);
const chromium = findChromium();
if (!chromium) throw new Error('The benchmark measures page weight in Chromium: install it or set CHROME_PATH.');

/** The copies the builds ran in, removed only after the last build: a fresh deletion slows the next build (docs/performance.md). */
const copies: string[] = [];
let real: RealRows;
const rows: Row[] = [];
try {
  real = await measureRealCatalogue(project);
  printRealTable(real, project);
  if (!args.includes('--real')) for (const notes of sizes.length > 0 ? sizes : [232, 2_000, 10_000]) rows.push(await measure(notes));
} finally {
  for (const copy of copies) await rm(copy, { recursive: true, force: true });
}
const checks = rows.length > 0 ? budgets(rows) : [];
if (rows.length > 0) printTable(rows, checks);
await mkdir(path.join(rootDir, '.bench'), { recursive: true });
await writeFile(path.join(rootDir, '.bench', 'site.json'), JSON.stringify({ real, rows, checks }, null, 2));
process.exitCode = checks.every((check) => check.pass) ? 0 : 1;

interface BuildRun {
  wallSeconds: number;
  peakMiB: number;
}

interface RealRows {
  notes: number;
  cold: BuildRun[];
  warm: BuildRun[];
  edited: BuildRun[];
}

/** Times the `build` script's command under GNU time, without npm, whose own start would count. */
function timeBuild(dir: string): BuildRun {
  const script = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.build!;
  const [command, ...args] = script.split(/\s+/);
  if (command !== 'node') throw new Error(`The benchmark runs a build script that starts with node, not: ${script}`);
  const build = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %M', process.execPath, ...args], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (build.status !== 0) throw new Error(`The build in ${dir} failed:\n${build.stderr}`);
  const [, wall, peakKiB] = /BENCH ([\d.]+) (\d+)/.exec(build.stderr) ?? [];
  return { wallSeconds: Number(wall), peakMiB: Number(peakKiB) / KB };
}

/**
 * Three cold builds, each in a fresh copy with the real notes and no cache, each followed by a warm
 * one (nothing changed) and by one after an edit to a note's text.
 */
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

function printRealTable(real: RealRows, from: string) {
  const median = (runs: BuildRun[], key: keyof BuildRun) =>
    [...runs].map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  const list = (runs: BuildRun[]) => runs.map((run) => run.wallSeconds.toFixed(1)).join(', ');
  console.log(`\nReal catalogue (${real.notes} notes, code of ${path.relative(process.cwd(), from) || '.'}), npm run build:`);
  console.log('| build | median (s) | runs (s) | peak (MiB, median) |\n|---|---:|---|---:|');
  console.log(
    `| cold (no cache) | ${median(real.cold, 'wallSeconds').toFixed(1)} | ${list(real.cold)} | ${median(real.cold, 'peakMiB').toFixed(0)} |`,
  );
  console.log(
    `| warm (second build) | ${median(real.warm, 'wallSeconds').toFixed(1)} | ${list(real.warm)} | ${median(real.warm, 'peakMiB').toFixed(0)} |`,
  );
  if (real.edited.length > 0)
    console.log(
      `| one note edited, then built | ${median(real.edited, 'wallSeconds').toFixed(1)} | ${list(real.edited)} | ${median(real.edited, 'peakMiB').toFixed(0)} |`,
    );
}

async function measure(notes: number): Promise<Row> {
  const copy = await copyProject(rootDir, 'bench-site-');
  copies.push(copy);
  await writeSyntheticNotes(copy, notes, NOTES_PER_SERIES);

  const { wallSeconds, peakMiB } = timeBuild(copy);

  const { server, origin } = await serveDist(copy);
  try {
    const [home, note] = await firstViewTransfer(chromium!, [`${origin}/`, `${origin}/bench000/100010`]);
    return {
      notes,
      wallSeconds,
      peakMiB,
      msPerNote: (wallSeconds * 1000) / notes,
      distMiB: (await directorySize(path.join(copy, 'dist'))) / KB / KB,
      home: home!,
      note: note!,
    };
  } finally {
    await server.close();
  }
}

async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
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
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const first = rows[0]!;
  const last = rows.at(-1)!;
  for (const row of rows) {
    checks.push({
      budget: `N=${row.notes}: note page JS ≤ 110 KiB gzip (112,640 B)`,
      value: kb(row.note.js),
      pass: row.note.js <= 110 * KB,
    });
    checks.push({ budget: `N=${row.notes}: note page CSS ≤ 15 KB gzip`, value: kb(row.note.css), pass: row.note.css <= 15 * KB });
    checks.push({ budget: `N=${row.notes}: note page HTML ≤ 10 KB gzip`, value: kb(row.note.html), pass: row.note.html <= 10 * KB });
  }
  if (rows.length > 1) {
    const growth = last.note.total / first.note.total - 1;
    checks.push({
      budget: `note page first view at N=${last.notes} within 10% of N=${first.notes}`,
      value: `${(growth * 100).toFixed(1)}%`,
      pass: Math.abs(growth) <= 0.1,
    });
  }
  for (const row of rows) {
    if (row.notes === 232)
      checks.push({ budget: 'build of 232 notes < 8 s', value: `${row.wallSeconds.toFixed(1)} s`, pass: row.wallSeconds < 8 });
    if (row.notes === 2_000) {
      checks.push({ budget: 'build of 2,000 notes < 30 s', value: `${row.wallSeconds.toFixed(1)} s`, pass: row.wallSeconds < 30 });
      checks.push({ budget: 'build of 2,000 notes < 1 GiB peak', value: `${row.peakMiB.toFixed(0)} MiB`, pass: row.peakMiB < 1024 });
    }
  }
  for (let index = 1; index < rows.length; index++) {
    const [before, after] = [rows[index - 1]!, rows[index]!];
    checks.push({
      budget: `cost per note flat or falling, N=${before.notes} → ${after.notes} (10% noise allowed)`,
      value: `${before.msPerNote.toFixed(2)} → ${after.msPerNote.toFixed(2)} ms`,
      pass: after.msPerNote <= before.msPerNote * 1.1,
    });
  }
  return checks;
}

function printTable(rows: readonly Row[], checks: readonly Check[]) {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  console.log(
    '\n| notes | build (s) | peak (MiB) | ms per note | dist (MiB) | home HTML/JS/CSS (KB gz) | note HTML/JS/CSS (KB gz) | note total (KB gz) |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.notes} | ${row.wallSeconds.toFixed(1)} | ${row.peakMiB.toFixed(0)} | ${row.msPerNote.toFixed(2)} | ${row.distMiB.toFixed(1)} | ${kb(row.home.html)} / ${kb(row.home.js)} / ${kb(row.home.css)} | ${kb(row.note.html)} / ${kb(row.note.js)} / ${kb(row.note.css)} | ${kb(row.note.total)} |`,
    );
  }
  console.log('\n| budget | value | result |\n|---|---:|---|');
  for (const check of checks) console.log(`| ${check.budget} | ${check.value} | ${check.pass ? 'pass' : 'FAIL'} |`);
}
