import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A file under notes/, its path relative to that folder with forward slashes. */
export interface SourceFile {
  path: string;
  text: string;
  /** Why the file could not be read as a note (a symbolic link, bytes that are not UTF-8), and where. */
  unreadable?: { line: number; column: number; message: string };
}

/**
 * Lists every Markdown file under the notes folder (hidden files and a top-level README excepted),
 * symbolic links included, so that the build reports them rather than skipping them unsaid.
 */
export async function listSources(notesDir: string): Promise<string[]> {
  const entries = await readdir(notesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && entry.name.endsWith('.md'))
    .map((entry) => toNotePath(notesDir, path.join(entry.parentPath, entry.name)))
    .filter(isNoteSource)
    .sort();
}

/** Reads the listed files (paths inside the notes folder). */
export async function readSources(notesDir: string, files: readonly string[]): Promise<SourceFile[]> {
  return Promise.all(files.map((file) => readNote(notesDir, file)));
}

/**
 * A note file's text. A symbolic link is not followed (a note could otherwise publish any file the
 * build can read), and bytes that are not UTF-8 are reported at their line, not silently replaced.
 */
async function readNote(notesDir: string, file: string): Promise<SourceFile> {
  const absolute = path.join(notesDir, file);
  if (!(await lstat(absolute)).isFile()) {
    return {
      path: file,
      text: '',
      unreadable: {
        line: 1,
        column: 1,
        message: 'is a symbolic link or special file: notes must be regular files, and links are not followed',
      },
    };
  }
  return { path: file, ...decodeNote(await readFile(absolute)) };
}

/** The UTF-8 text of a note's bytes, and where the first byte that is not UTF-8 stands, if one is. */
function decodeNote(bytes: Buffer): Pick<SourceFile, 'text' | 'unreadable'> {
  const text = bytes.toString('utf8');
  // A byte that is not UTF-8 decodes to U+FFFD, which encodes back to other bytes.
  if (!text.includes('\uFFFD')) return { text };
  const again = Buffer.from(text, 'utf8');
  let at = 0;
  while (at < bytes.length && bytes[at] === again[at]) at++;
  if (at === bytes.length && again.length === bytes.length) return { text };
  const before = bytes.subarray(0, at).toString('utf8');
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  const byte = `0x${bytes[at]!.toString(16).toUpperCase().padStart(2, '0')}`;
  return {
    text,
    unreadable: { line, column, message: `is not UTF-8: the byte ${byte} is not part of a UTF-8 character; save the file as UTF-8` },
  };
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
    const source = await readNote(notesDir, file).catch(() => undefined);
    if (source === undefined) previous.delete(file);
    else previous.set(file, source);
  }
  return [...previous.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/**
 * The files among `changed` whose text on disk differs from `sources`: the watcher drops an event that
 * follows another on the same file, so a save read half-written may never be reported again.
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
      const source = await readNote(notesDir, file).catch(() => undefined);
      return source?.text !== sources.get(file)?.text;
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
