import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Catalogue } from './compile.ts';

const HEADER = '// Generated from notes/ by scripts/content. Do not edit: run `npm run content`.\n';

export interface EmitResult {
  written: string[];
  removed: string[];
}

/**
 * Writes the catalogue as TypeScript modules: an index of note metadata and series info,
 * and one module per body, loaded on demand. Each file is replaced atomically, and only when
 * its content changed; bodies are written before the index that points at them.
 */
export async function emitCatalogue(
  catalogue: Catalogue,
  outDir: string,
  typesModule: string,
  known?: Map<string, string>,
): Promise<EmitResult> {
  const bodiesDir = path.join(outDir, 'bodies');
  await mkdir(bodiesDir, { recursive: true });
  const written: string[] = [];
  const write = (file: string, content: string, identity?: string) => {
    if (writeIfChanged(file, content, known, identity)) written.push(file);
  };

  const bodyFiles = new Set(catalogue.notes.map((note) => `${note.meta.id}.ts`));
  for (const note of catalogue.notes) {
    write(
      path.join(bodiesDir, `${note.meta.id}.ts`),
      `${HEADER}const body: string = ${JSON.stringify(note.body)};\nexport default body;\n`,
      note.body,
    );
  }

  const loaders = catalogue.notes.map((note) => `  ${note.meta.id}: () => import('./bodies/${note.meta.id}'),`).join('\n');
  write(
    path.join(outDir, 'body-loaders.ts'),
    `${HEADER}/** Each note body is its own chunk, fetched when the note is opened. */\nexport const bodyLoaders: Readonly<Record<number, () => Promise<{ default: string }>>> = {\n${loaders}\n};\n`,
  );

  const importPath = toImportPath(path.relative(outDir, typesModule));
  write(
    path.join(outDir, 'catalog.ts'),
    [
      HEADER,
      `import type { NoteMeta, SeriesInfo } from '${importPath}';\n\n`,
      `/** Every note's metadata, by ascending id. */\nexport const notes: readonly NoteMeta[] = ${JSON.stringify(
        catalogue.notes.map((note) => note.meta),
        null,
        1,
      )};\n\n`,
      `/** Every known series key: the navigation's, then any other folder under notes/. */\nexport const seriesKeys: readonly string[] = ${JSON.stringify(catalogue.seriesKeys)};\n\n`,
      `export const seriesInfo: readonly SeriesInfo[] = ${JSON.stringify(catalogue.series, null, 1)};\n`,
    ].join(''),
  );

  const removed: string[] = [];
  for (const file of await readdir(bodiesDir)) {
    if (!bodyFiles.has(file)) {
      await rm(path.join(bodiesDir, file), { force: true });
      known?.delete(path.join(bodiesDir, file));
      removed.push(path.join(bodiesDir, file));
    }
  }
  return { written, removed };
}

/**
 * Writes through a temporary file and a rename, so a reader never sees half a file.
 * `known` remembers what each file was last written from (`identity`, the content by default),
 * sparing a read of every unchanged file; an unchanged note's body is the very same string.
 */
// Synchronous on purpose: thousands of small files are written faster without thread-pool hops.
function writeIfChanged(file: string, content: string, known?: Map<string, string>, identity = content): boolean {
  if (known?.get(file) === identity) return false;
  const current = readIfExists(file);
  known?.set(file, identity);
  if (current === content) return false;
  if (current === undefined) {
    // A new file: nothing reads it before the index that names it, which is written last.
    writeFileSync(file, content);
    return true;
  }
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
  return true;
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function toImportPath(relative: string): string {
  const posix = relative.split(path.sep).join('/').replace(/\.ts$/, '');
  return posix.startsWith('.') ? posix : `./${posix}`;
}
