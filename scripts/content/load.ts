import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from './compile';

/** Reads every Markdown file under the notes folder (hidden files and a top-level README excepted). */
export async function loadSources(notesDir: string): Promise<SourceFile[]> {
  const entries = await readdir(notesDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(notesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== 'README.md' && !file.split('/').some((part) => part.startsWith('.')))
    .sort();
  return Promise.all(files.map(async (file) => ({ path: file, text: await readFile(path.join(notesDir, file), 'utf8') })));
}
