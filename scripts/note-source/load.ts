import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file under notes/, its path relative to that folder with forward slashes. */
export interface SourceFile {
  path: string;
  text: string;
  /** Why the file could not be read as a note (a symbolic link, bytes that are not UTF-8), and where. */
  unreadable?: { line: number; column: number; message: string };
}

/** A note's text as every step reads it: authors' editors differ, and a byte-order mark or CRLF changes nothing. */
export function normalisedText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** Every Markdown file under the notes folder (not hidden files or a top-level README), links included so the build reports them. */
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

/** A note's text: a symbolic link is not followed (it could publish any file) and bytes that are not UTF-8 are reported. */
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

/** Brings a previous load up to date by reading only the `changed` files the watcher reported. */
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

/** The `changed` files whose text on disk differs from `sources`: the watcher may drop the event of a save's second half. */
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

/** The notes a command names (folders or files), read as readSources reads them, each path relative to `rootDir` with `/`. */
export async function readTargets(rootDir: string, targets: readonly string[]): Promise<SourceFile[]> {
  const read = await Promise.all(
    targets.map(async (target) => {
      const absolute = path.resolve(target);
      const [dir, files] = (await stat(absolute)).isDirectory()
        ? [absolute, await listSources(absolute)]
        : [path.dirname(absolute), [path.basename(absolute)]];
      const sources = await readSources(dir, files);
      return sources.map((source) => ({ ...source, path: path.relative(rootDir, path.join(dir, source.path)).split(path.sep).join('/') }));
    }),
  );
  return read.flat();
}
