import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Catalogue } from './compile';

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
export async function emitCatalogue(catalogue: Catalogue, outDir: string, typesModule: string): Promise<EmitResult> {
  const bodiesDir = path.join(outDir, 'bodies');
  await mkdir(bodiesDir, { recursive: true });
  const written: string[] = [];
  const write = async (file: string, content: string) => {
    if (await writeIfChanged(file, content)) written.push(file);
  };

  const bodyFiles = new Set<string>();
  for (const note of catalogue.notes) {
    const file = `${note.meta.id}.ts`;
    bodyFiles.add(file);
    await write(path.join(bodiesDir, file), `${HEADER}const body: string = ${JSON.stringify(note.body)};\nexport default body;\n`);
  }

  const loaders = catalogue.notes.map((note) => `  ${note.meta.id}: () => import('./bodies/${note.meta.id}'),`).join('\n');
  await write(
    path.join(outDir, 'body-loaders.ts'),
    `${HEADER}/** Each note body is its own chunk, fetched when the note is opened. */\nexport const bodyLoaders: Readonly<Record<number, () => Promise<{ default: string }>>> = {\n${loaders}\n};\n`,
  );

  const importPath = toImportPath(path.relative(outDir, typesModule));
  await write(
    path.join(outDir, 'catalog.ts'),
    [
      HEADER,
      `import type { NoteMeta, SeriesInfo } from '${importPath}';\n\n`,
      `/** Every note's metadata, by ascending id. */\nexport const notes: readonly NoteMeta[] = ${JSON.stringify(catalogue.notes.map((note) => note.meta), null, 1)};\n\n`,
      `/** Every known series key: the navigation's, then any other folder under notes/. */\nexport const seriesKeys: readonly string[] = ${JSON.stringify(catalogue.seriesKeys)};\n\n`,
      `export const seriesInfo: readonly SeriesInfo[] = ${JSON.stringify(catalogue.series, null, 1)};\n`,
    ].join(''),
  );

  const removed: string[] = [];
  for (const file of await readdir(bodiesDir)) {
    if (!bodyFiles.has(file)) {
      await rm(path.join(bodiesDir, file), { force: true });
      removed.push(path.join(bodiesDir, file));
    }
  }
  return { written, removed };
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === content) return false;
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
  return true;
}

function toImportPath(relative: string): string {
  const posix = relative.split(path.sep).join('/').replace(/\.ts$/, '');
  return posix.startsWith('.') ? posix : `./${posix}`;
}
