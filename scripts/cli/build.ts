/** `npm run build`: the production site with every page prerendered, into dist/. */
import path from 'node:path';
import { buildSite } from '../site-build/build-site.ts';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const started = performance.now();
const result = await buildSite({ rootDir, logLevel: 'info' });
const { timings: t } = result;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const reused = result.reusedBuilds.length > 0 ? ` (${result.reusedBuilds.join(' and ')} from the last build of the same inputs)` : '';
console.log(
  `Site: ${result.pages} pages prerendered into ${path.relative(rootDir, result.outDir)}/ in ${Math.round(performance.now() - started)} ms.`,
);
// Where the time went: each step's end.
const site = result.reusedSite
  ? ` · pages, offline worker and compressed copies from the last build of the same notes and bundles (${seconds(t.compression)})`
  : ` · pages ${seconds(t.pages)} · offline worker ${seconds(t.offline)} · compression ${seconds(t.compression)} (${result.reusedFiles} of ${result.compressedFiles} files from the last build)`;
console.log(`  notes ${seconds(t.notes)} · bundles ${seconds(t.bundles)}${reused} (side by side)${site}`);
