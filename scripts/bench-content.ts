/**
 * Times the content compiler on synthetic catalogues (the real notes are never touched).
 *   npm run bench:content              N = 232, 2,000 and 10,000
 *   npm run bench:content -- 500 5000  other sizes
 * Each size runs in a fresh process so its peak memory is its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './content/build.ts';
import { createCompileCache } from './content/compile.ts';

const NOTES_PER_SERIES = 500;
const RECOMPILE_RUNS = 7;

interface Measurement {
  notes: number;
  coldMs: number;
  recompileMs: number;
  peakMiB: number;
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  console.log(JSON.stringify(await measure(Number(args[1]))));
} else {
  const sizes = args.length > 0 ? args.map(Number) : [232, 2_000, 10_000];
  const script = fileURLToPath(import.meta.url);
  const rows: Measurement[] = sizes.map((size) =>
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

async function measure(count: number): Promise<Measurement> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-content-'));
  try {
    const files = await generateCatalogue(root, count);
    const cache = createCompileCache();
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
      if (!again.ok || again.emitted?.written.length !== 1) throw new Error(`recompile wrote ${again.emitted?.written.length} files`);
    }
    times.sort((a, b) => a - b);
    return { notes: count, coldMs, recompileMs: times[Math.floor(times.length / 2)]!, peakMiB: process.resourceUsage().maxRSS / 1024 };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Notes of a realistic shape: headings, prose with inline code and links, a list, a table and code. */
async function generateCatalogue(root: string, count: number): Promise<{ path: string; text: string }[]> {
  const files: { path: string; text: string }[] = [];
  for (let index = 0; index < count; index++) {
    const series = `bench${String(Math.floor(index / NOTES_PER_SERIES)).padStart(2, '0')}`;
    const folder = path.join(root, 'notes', series);
    if (index % NOTES_PER_SERIES === 0) {
      await mkdir(folder, { recursive: true });
      await writeFile(
        path.join(folder, '_series.md'),
        `---\ntitle: Bench ${series}\nicon: 📘\ndescription: Synthetic notes for the benchmark.\n---\n`,
      );
    }
    const id = 100_000 + index;
    const previous = index % NOTES_PER_SERIES === 0 ? '' : `Read [the previous note](./${id - 1}-note.md) first.`;
    const text = `---\nid: ${id}\ntitle: Synthetic Note ${index}\ndescription: A generated note used to time the compiler.\ntags: [bench, synthetic, timing]\ndate: 2025-01-01\n---\n\nThis note explains \`feature${index}\` in a few paragraphs. ${previous}\n\n## Overview\n\n${'Prose with **emphasis**, a [link](https://example.com) and `inline code` to make a realistic paragraph. '.repeat(6)}\n\n- first point\n- second point with \`code\`\n- third point\n\n### Details\n\n| Option | Meaning |\n| --- | --- |\n| \`a\` | the first |\n| \`b\` | the second |\n\n\`\`\`js\nfunction feature${index}(input) {\n  return input.map((value) => value * 2);\n}\n\nconsole.log(feature${index}([1, 2, 3]));\n\`\`\`\n\n## Key points\n\n1. One.\n2. Two.\n\nClosing paragraph.\n`;
    const file = path.join(folder, `${id}-note.md`);
    await writeFile(file, text);
    files.push({ path: file, text });
  }
  return files;
}
