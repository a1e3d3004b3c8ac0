import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from './compile.ts';

/** Lists every Markdown file under the notes folder (hidden files and a top-level README excepted). */
export async function listSources(notesDir: string): Promise<string[]> {
  const entries = await readdir(notesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => toNotePath(notesDir, path.join(entry.parentPath, entry.name)))
    .filter(isNoteSource)
    .sort();
}

/** Reads the listed files (paths inside the notes folder). */
export async function readSources(notesDir: string, files: readonly string[]): Promise<SourceFile[]> {
  return Promise.all(files.map(async (file) => ({ path: file, text: await readFile(path.join(notesDir, file), 'utf8') })));
}

/**
 * Brings a previous load up to date after the watcher reported `changed` files (added, edited
 * or deleted), reading only those: a rebuild of one edited note then costs one read.
 */
export async function reloadSources(
  notesDir: string,
  previous: Map<string, SourceFile>,
  changed: readonly string[],
): Promise<SourceFile[]> {
  for (const absolute of changed) {
    const file = toNotePath(notesDir, absolute);
    if (!isNoteSource(file)) continue;
    const text = await readFile(path.join(notesDir, file), 'utf8').catch(() => undefined);
    if (text === undefined) previous.delete(file);
    else previous.set(file, { path: file, text });
  }
  return [...previous.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/**
 * The files among `changed` whose text on disk is no longer the text last read into `sources`:
 * the watcher drops an event that follows another on the same file within a few milliseconds, so
 * a save read half-written (emptied, not yet filled) may never be reported again.
 */
export async function unreadChanges(
  notesDir: string,
  sources: ReadonlyMap<string, SourceFile>,
  changed: readonly string[],
): Promise<string[]> {
  const stale = await Promise.all(
    changed.map(async (absolute) => {
      const file = toNotePath(notesDir, absolute);
      if (!isNoteSource(file)) return false;
      const text = await readFile(absolute, 'utf8').catch(() => undefined);
      return text !== sources.get(file)?.text;
    }),
  );
  return changed.filter((_, index) => stale[index]);
}

function toNotePath(notesDir: string, absolute: string): string {
  return path.relative(notesDir, absolute).split(path.sep).join('/');
}

function isNoteSource(file: string): boolean {
  return file.endsWith('.md') && file !== 'README.md' && !file.startsWith('../') && !file.split('/').some((part) => part.startsWith('.'));
}
