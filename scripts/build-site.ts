/** `npm run build`: the production site with every page prerendered, into dist/. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from './site/build-site.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const result = await buildSite({ rootDir, logLevel: 'info' });
console.log(
  `Site: ${result.pages} pages prerendered into ${path.relative(rootDir, result.outDir)}/ in ${Math.round(performance.now() - started)} ms.`,
);
