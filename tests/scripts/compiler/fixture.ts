import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent, CATALOGUE_DIR } from '../../../scripts/compiler/build-content';
import type { BucketFile, CatalogueManifest, NoteFile, SeriesFile } from '../../../shared/catalogue-files';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures');

/** Validates a fixture folder in place, writing nothing. */
export function checkFixture(name: string) {
  return buildContent({ rootDir: path.join(FIXTURES, name), check: true });
}

/** Copies a fixture to a temporary project root, so a test may edit notes and write the catalogue. */
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

/** Where `buildContent` writes a project's catalogue. */
export function catalogueDir(root: string): string {
  return path.join(root, CATALOGUE_DIR);
}

/** A note's file in a written catalogue, found as the app finds it: the manifest, the buckets, the series' file. */
export async function readNoteFile(dir: string, id: number): Promise<{ file: string; text: string; note: NoteFile; series: SeriesFile }> {
  const read = async (file: string) => readFile(path.join(dir, file), 'utf8');
  const manifest = JSON.parse(await read('manifest.json')) as CatalogueManifest;
  for (const bucket of manifest.buckets) {
    for (const seriesFile of Object.values(JSON.parse(await read(bucket)) as BucketFile)) {
      const series = JSON.parse(await read(seriesFile)) as SeriesFile;
      const file = series.notes[id];
      if (file) {
        const text = await read(file);
        return { file, text, note: JSON.parse(text) as NoteFile, series };
      }
    }
  }
  throw new Error(`No series of the catalogue in ${dir} has note ${id}`);
}
