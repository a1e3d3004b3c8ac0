import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from '../../scripts/content/build';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** Validates a fixture folder in place, writing nothing. */
export function checkFixture(name: string) {
  return buildContent({ rootDir: path.join(FIXTURES, name), check: true });
}

/** Copies a fixture to a temporary project root, so a test may edit notes and emit output. */
export async function copyFixture(name: string): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), `notes-${name}-`));
  await cp(path.join(FIXTURES, name), root, { recursive: true });
  return root;
}

/** Every file under a folder, by its path relative to the folder, with its text. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files[path.relative(dir, path.join(entry.parentPath, entry.name))] = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return files;
}
