/**
 * Checks every fenced code block of every note with the toolchain of its language.
 *   npm run check:samples                      every note
 *   npm run check:samples -- notes/c notes/java/4001-getting-started-with-java.md
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listSources, readSources } from './content/load.ts';
import { checkSamples } from './samples/check-all.ts';
import { extractSamples } from './samples/extract-samples.ts';
import { formatFailures, formatTotals } from './samples/report.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const notesDir = path.join(rootDir, 'notes');
const started = performance.now();

const only = process.argv.slice(2).map((arg) => path.relative(notesDir, path.resolve(arg)).split(path.sep).join('/'));
const files = (await listSources(notesDir)).filter(
  (file) => only.length === 0 || only.some((prefix) => file === prefix || file.startsWith(`${prefix}/`) || prefix === ''),
);
const sources = await readSources(notesDir, files);
const samples = sources.flatMap((source) => extractSamples(`notes/${source.path}`, source.text));
const results = await checkSamples(samples, { rootDir });

const lines = [...formatFailures(results), ...(results.some((result) => result.failures.length > 0) ? [''] : []), ...formatTotals(results)];
console.log(lines.join('\n'));
console.log(`Checked ${samples.length} blocks in ${files.length} notes in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exitCode = results.some((result) => result.failures.length > 0) ? 1 : 0;
