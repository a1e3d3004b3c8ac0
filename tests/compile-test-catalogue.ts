import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type {} from './app/provided-catalogue';
import { buildContent } from '../scripts/content/build';
import { codeRunsCacheFile } from '../scripts/content/code-runs-cache';
import { noteResultsCacheFile } from '../scripts/content/note-results-cache';

const rootDir = path.resolve(import.meta.dirname, '..');

/** The catalogue the component tests' pages read (tests/app/setup.ts), compiled once per run. */
export default async function compileTestCatalogue(project: TestProject) {
  const result = await buildContent({
    rootDir,
    outDir: false,
    codeRunsCache: codeRunsCacheFile(rootDir),
    noteResultsCache: noteResultsCacheFile(rootDir),
  });
  if (!result.output) throw new Error(`The test catalogue does not compile:\n${result.report}`);
  project.provide('catalogue', { manifest: result.output.manifest, files: Object.fromEntries(result.output.files) });
}
