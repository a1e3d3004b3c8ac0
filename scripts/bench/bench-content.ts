/**
 * Times the content compiler on synthetic catalogues, each size in a fresh process so its peak memory is its own.
 *   npm run bench:content              the default sizes
 *   npm run bench:content -- 500 5000  other sizes
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildContent } from '../compiler/build-content.ts';
import { createBuildCache } from '../compiler/build-cache.ts';
import { median } from './bench-kit.ts';
import { writeSyntheticNotes } from './synthetic-notes.ts';

const NOTES_PER_SERIES = 500;
const RECOMPILE_RUNS = 7;

const args = process.argv.slice(2);
if (args[0] === '--child') {
  console.log(JSON.stringify(await measure(Number(args[1]))));
} else {
  const sizes = args.length > 0 ? args.map(Number) : [232, 2_000, 10_000];
  const script = import.meta.filename;
  const rows: Awaited<ReturnType<typeof measure>>[] = sizes.map((size) =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', script, '--child', String(size)], { encoding: 'utf8', maxBuffer: 1 << 20 }),
    ),
  );
  console.log('notes   cold (ms)  per note (ms)  one changed note (ms, median)  peak memory (MiB)');
  for (const row of rows) {
    console.log(
      `${String(row.notes).padStart(6)}  ${row.coldMs.toFixed(0).padStart(9)}  ${(row.coldMs / row.notes).toFixed(3).padStart(13)}  ${row.recompileMs.toFixed(1).padStart(29)}  ${row.peakMiB.toFixed(0).padStart(17)}`,
    );
  }
}

async function measure(count: number) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-content-'));
  try {
    const files = await writeSyntheticNotes(root, count, NOTES_PER_SERIES);
    const cache = createBuildCache();
    let started = performance.now();
    const cold = await buildContent({ rootDir: root, cache, threads: Number(process.env.BENCH_THREADS ?? os.availableParallelism()) });
    const coldMs = performance.now() - started;
    if (!cold.ok) throw new Error(cold.report);

    const times: number[] = [];
    for (let run = 0; run < RECOMPILE_RUNS; run++) {
      const changed = files[(run * 37) % files.length]!;
      await writeFile(changed.path, changed.text.replace('Closing paragraph.', `Closing paragraph, edit ${run}.`));
      started = performance.now();
      // As in the dev server, whose watcher names the changed file.
      const again = await buildContent({ rootDir: root, cache, changed: [changed.path] });
      times.push(performance.now() - started);
      const notesWritten = again.written?.filter((file) => file.startsWith('notes/')).length;
      if (!again.ok || notesWritten !== 1) throw new Error(`recompile wrote ${notesWritten} note files`);
    }
    return { notes: count, coldMs, recompileMs: median(times), peakMiB: process.resourceUsage().maxRSS / 1024 };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
