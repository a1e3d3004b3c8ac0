/**
 * Checks every fenced code block of the notes with the toolchain of its language.
 *   npm run test:samples                                  every note under notes/
 *   npm run test:samples -- notes/c notes/java/4001-getting-started-with-java.md
 */
import path from 'node:path';
import { readTargets } from '../note-source/load.ts';
import { checkSamples } from '../samples/check-all.ts';
import { extractSamples } from '../note-source/extract-samples.ts';
import { formatFailures, formatTotals } from '../samples/report.ts';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const started = performance.now();
const targets = process.argv.length > 2 ? process.argv.slice(2) : [path.join(rootDir, 'notes')];

// Read as the content build reads notes: a symbolic link is not followed, bytes that are not UTF-8 are not replaced.
const sources = await readTargets(rootDir, targets);
const unreadable = sources.flatMap(({ path: file, unreadable }) =>
  unreadable ? [`${file}:${unreadable.line}:${unreadable.column} error: ${unreadable.message}`] : [],
);
const samples = sources.filter((source) => !source.unreadable).flatMap((source) => extractSamples(source.path, source.text));
const results = await checkSamples(samples, { rootDir });

const failures = [...unreadable, ...formatFailures(results)];
console.log([...failures, ...(failures.length > 0 ? [''] : []), ...formatTotals(results)].join('\n'));
console.log(`Checked ${samples.length} blocks of ${sources.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exitCode = failures.length > 0 ? 1 : 0;
