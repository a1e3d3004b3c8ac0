/**
 * Checks every fenced code block of the notes with the toolchain of its language.
 *   npm run check:samples                                  every note under notes/
 *   npm run check:samples -- notes/c notes/java/4001-getting-started-with-java.md
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listSources } from './content/load.ts';
import { checkSamples } from './samples/check-all.ts';
import { extractSamples } from './samples/extract-samples.ts';
import { formatFailures, formatTotals } from './samples/report.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const targets = process.argv.length > 2 ? process.argv.slice(2) : [path.join(rootDir, 'notes')];

const files: string[] = [];
for (const target of targets.map((target) => path.resolve(target))) {
  if ((await stat(target)).isDirectory()) files.push(...(await listSources(target)).map((file) => path.join(target, file)));
  else files.push(target);
}
const samples = (
  await Promise.all(
    files.map(async (file) => extractSamples(path.relative(rootDir, file).split(path.sep).join('/'), await readFile(file, 'utf8'))),
  )
).flat();
const results = await checkSamples(samples, { rootDir });

const failures = formatFailures(results);
console.log([...failures, ...(failures.length > 0 ? [''] : []), ...formatTotals(results)].join('\n'));
console.log(`Checked ${samples.length} blocks of ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exitCode = failures.length > 0 ? 1 : 0;
