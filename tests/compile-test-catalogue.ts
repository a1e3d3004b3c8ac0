import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type {} from './src/provided-catalogue';
import { buildContent } from '../scripts/compiler/build-content';
import { readBuildCache } from '../scripts/compiler/build-cache';

const rootDir = path.resolve(import.meta.dirname, '..');
/** A small fixture site of 13 series: an author's edit to a real note can never fail a component test. */
const fixtureDir = path.join(rootDir, 'tests', 'fixtures', 'app-notes');
const cacheDir = path.join(rootDir, '.cache', 'test-catalogue');

/** The catalogue the component tests' pages read (tests/src/setup.ts), compiled once per run. */
export default async function compileTestCatalogue(project: TestProject) {
  const result = await buildContent({
    rootDir: fixtureDir,
    outDir: false,
    cache: readBuildCache(cacheDir),
  });
  if (!result.output) throw new Error(`The test catalogue does not compile:\n${result.report}`);
  project.provide('catalogue', { manifest: result.output.manifest, files: Object.fromEntries(result.output.files) });
}
