/**
 * Compiles notes/ into the catalogue, build/catalogue/.
 *   npm run content          compile and write
 *   npm run content:check    validate only, write nothing
 */
import os from 'node:os';
import path from 'node:path';
import { buildContent } from '../compiler/build-content.ts';
import { readBuildCache } from '../compiler/build-cache.ts';

const rootDir = path.resolve(import.meta.dirname, '..', '..');

const result = await buildContent({
  rootDir,
  check: process.argv.includes('--check'),
  threads: os.availableParallelism(),
  cache: readBuildCache(path.join(rootDir, '.cache')),
});
console.log(result.report);
process.exitCode = result.ok ? 0 : 1;
