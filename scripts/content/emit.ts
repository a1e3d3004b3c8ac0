import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { NoteChunk, NoteMeta, NoteSummary } from '../../src/catalog/types.ts';
import { codeThemeCss } from './code-theme-css.ts';
import { dataDefaultExport, dataExport } from './data-module.ts';
import type { Catalogue, CompiledNote } from './compile.ts';
import { buildFullTextData } from './full-text-index.ts';
import { codeTheme } from './highlight-code.ts';
import { SERIES_CONFIG } from './series-config.ts';

const HEADER = '// Generated from notes/ by scripts/content. Do not edit: run `npm run content`.\n';

export interface EmitResult {
  written: string[];
  removed: string[];
}

/** The fields a card needs: what the home page's featured list and search results carry. */
const SUMMARY_FIELDS = ['id', 'topic', 'seriesKey', 'title', 'description', 'tags', 'date', 'displayTopic'] as const;
/** The fields a series chunk keeps of each lesson (its topic is the series key): the sidebar and the neighbours. */
const LESSON_FIELDS = ['id', 'title'] as const;

/** A file name for a series module that any host serves as is (`c++` → `c_2b_2b`). */
export function seriesModuleName(key: string): string {
  return key.replace(/[^a-z0-9-]/g, (char) => `_${char.charCodeAt(0).toString(16)}`);
}

/**
 * Writes the catalogue as TypeScript modules split so that no page grows with the catalogue:
 * - `catalog.ts`, imported eagerly: the navigation series' display info and first notes (the
 *   featured list), a fixed size;
 * - `series-index.ts` and `series-buckets/<n>.ts`, loaded by series and note pages: where each
 *   series chunk is, spread over 16 buckets;
 * - `series/<key>.ts`, one chunk per series: its display info, its lessons' ids and titles and a
 *   loader per note;
 * - `bodies/<id>.ts`, one chunk per note: its full metadata (review date and references too) and its body;
 * - `search-index.ts`, every note's card data, loaded when a visitor searches;
 * - `full-text.ts`, the full-text index and section texts, loaded when the search dialog opens;
 * - `code-theme.css`, the colours of highlighted code in both themes;
 * - `markdown-copies.ts` and `markdown-copies/<key>.ts`, for the server build only: what each
 *   note's Markdown copy for tools is made from, a module per series.
 * Each file is replaced atomically, and only when its content changed; the modules are written
 * before the ones that import them.
 */
export async function emitCatalogue(
  catalogue: Catalogue,
  outDir: string,
  typesModule: string,
  known?: Map<string, unknown>,
): Promise<EmitResult> {
  const bodies = await emitBodies(catalogue, outDir, typesModule, known);
  const indexes = await emitIndexes(catalogue, outDir, typesModule, known);
  return { written: [...bodies.written, ...indexes.written], removed: [...bodies.removed, ...indexes.removed] };
}

/** What both halves of the catalogue need: a writer that keeps track, and the types' import. */
function emitter(typesModule: string, known?: Map<string, unknown>) {
  const result: EmitResult = { written: [], removed: [] };
  return {
    result,
    write: (file: string, content: string | (() => string), identity?: object) => {
      if (writeIfChanged(file, content, known, identity)) result.written.push(file);
    },
    typesImport: (fromDir: string, names: string) =>
      `import type { ${names} } from '${toImportPath(path.relative(fromDir, typesModule))}';\n\n`,
    /** Removes the files of `dir` not in `keep`. */
    prune: async (dir: string, keep: Set<string>) => {
      for (const file of await readdir(dir)) {
        if (keep.has(file)) continue;
        await rm(path.join(dir, file), { force: true });
        known?.delete(path.join(dir, file));
        result.removed.push(path.join(dir, file));
      }
    },
  };
}

/** Each note's chunk, `bodies/<id>.ts`: the only modules that carry the code samples' colours. */
export async function emitBodies(
  catalogue: Catalogue,
  outDir: string,
  typesModule: string,
  known?: Map<string, unknown>,
): Promise<EmitResult> {
  const bodiesDir = path.join(outDir, 'bodies');
  await mkdir(bodiesDir, { recursive: true });
  const { result, write, typesImport } = emitter(typesModule, known);
  for (const note of catalogue.notes) {
    // An unchanged note is the very same object as in the last run: its module is not even built.
    const content = () => {
      const chunk = noteChunk(note);
      return [
        HEADER,
        typesImport(bodiesDir, 'NoteChunk'),
        dataExport('meta', "NoteChunk['meta']", JSON.stringify(chunk.meta)),
        dataDefaultExport('string', JSON.stringify(chunk.default)),
        dataExport('annotations', "NoteChunk['annotations']", JSON.stringify(chunk.annotations)),
      ].join('');
    };
    write(path.join(bodiesDir, `${note.meta.id}.ts`), content, note);
  }
  return result;
}

/**
 * Every module but the notes' chunks: the indexes, the series, the Markdown copies and the code
 * theme. None carries a sample's colours, so `npm run build` writes them while the code is still
 * being coloured (build.ts), and its Vite builds start on them. Last, the chunks of notes that are
 * gone, which no module names any more, are removed.
 */
export async function emitIndexes(
  catalogue: Catalogue,
  outDir: string,
  typesModule: string,
  known?: Map<string, unknown>,
): Promise<EmitResult> {
  const seriesDir = path.join(outDir, 'series');
  const bodiesDir = path.join(outDir, 'bodies');
  await mkdir(seriesDir, { recursive: true });
  await mkdir(bodiesDir, { recursive: true });
  const { result, write, typesImport, prune } = emitter(typesModule, known);

  const metas = catalogue.notes.map((note) => note.meta);
  const seriesFiles = new Set<string>();
  const copiesDir = path.join(outDir, 'markdown-copies');
  await mkdir(copiesDir, { recursive: true });
  for (const key of catalogue.seriesKeys) {
    const notes = catalogue.notes.filter((note) => seriesKeyOf(note.meta) === key);
    const lessons = notes.map((note) => pick(note.meta, LESSON_FIELDS));
    const file = `${seriesModuleName(key)}.ts`;
    seriesFiles.add(file);
    const loaders = lessons.map((meta) => `  ${meta.id}: () => import('../bodies/${meta.id}'),`).join('\n');
    write(
      path.join(seriesDir, file),
      [
        HEADER,
        typesImport(seriesDir, 'LessonSummary, NoteChunk, SeriesInfo'),
        `/** The series' title, icon and description, when its author wrote them. */\nexport const info: SeriesInfo | undefined = ${JSON.stringify(catalogue.series.find((candidate) => candidate.key === key))};\n\n`,
        `/** The notes of the series, by ascending id. */\nexport const lessons: readonly Pick<LessonSummary, 'id' | 'title'>[] = ${JSON.stringify(lessons)};\n\n`,
        `/** Each note is its own chunk, metadata and body, fetched when it is opened. */\nexport const bodies: Readonly<Record<number, () => Promise<NoteChunk>>> = {\n${loaders}\n};\n`,
      ].join(''),
    );
    write(
      path.join(copiesDir, file),
      [
        HEADER,
        typesImport(copiesDir, 'MarkdownCopySource'),
        `/** What the Markdown copy of each note of the series is made from, by note id. */\n`,
        dataExport(
          'copies',
          'Readonly<Record<number, MarkdownCopySource>>',
          `{${notes.map((note) => `${JSON.stringify(String(note.meta.id))}:${copyJson(note)}`).join(',')}}`,
        ),
      ].join(''),
    );
  }

  write(path.join(outDir, 'code-theme.css'), codeThemeCss(codeTheme));

  write(
    path.join(outDir, 'markdown-copies.ts'),
    [
      HEADER,
      typesImport(outDir, 'MarkdownCopySource'),
      `/** Each series' Markdown copies, by series key. */\nexport const copyLoaders: Readonly<Record<string, () => Promise<{ copies: Readonly<Record<number, MarkdownCopySource>> }>>> = {\n`,
      ...catalogue.seriesKeys.map((key) => `  ${JSON.stringify(key)}: () => import('./markdown-copies/${seriesModuleName(key)}'),\n`),
      '};\n',
    ].join(''),
  );

  write(
    path.join(outDir, 'search-index.ts'),
    [
      HEADER,
      typesImport(outDir, 'NoteSummary'),
      `/** Every note's card data, by ascending id. */\n`,
      dataExport('summaries', 'readonly NoteSummary[]', JSON.stringify(metas.map(summary))),
    ].join(''),
  );

  // A JSON string, not an object literal: browsers parse JSON.parse's input several times faster.
  write(
    path.join(outDir, 'full-text.ts'),
    [
      HEADER,
      `/** A FullTextData as JSON (see src/catalog/types.ts). */\n`,
      dataDefaultExport('string', JSON.stringify(JSON.stringify(buildFullTextData(catalogue.notes, catalogue.series)))),
    ].join(''),
  );

  // Eager, and the same size however many notes and series there are: the navigation's series.
  const navigation = new Set(SERIES_CONFIG.map((config) => config.key));
  const firstNotes = catalogue.seriesKeys
    .filter((key) => navigation.has(key))
    .flatMap((key) => {
      const first = metas.find((meta) => seriesKeyOf(meta) === key);
      return first ? [summary(first)] : [];
    });
  write(
    path.join(outDir, 'catalog.ts'),
    [
      HEADER,
      typesImport(outDir, 'NoteSummary, SeriesInfo'),
      `/** Display info of the navigation's series. */\nexport const navigationSeries: readonly SeriesInfo[] = ${JSON.stringify(
        catalogue.series.filter((info) => navigation.has(info.key)),
        null,
        1,
      )};\n\n`,
      `/** The lowest-id note of each navigation series, for the featured learning paths. */\nexport const seriesFirstNotes: readonly NoteSummary[] = ${JSON.stringify(firstNotes, null, 1)};\n`,
    ].join(''),
  );

  // Loaded by series and note pages: where each series chunk is, spread over a fixed number of
  // bucket chunks so that no page loads a list that grows with the number of series.
  const bucketsDir = path.join(outDir, 'series-buckets');
  await mkdir(bucketsDir, { recursive: true });
  for (let bucket = 0; bucket < SERIES_BUCKETS; bucket++) {
    const keys = catalogue.seriesKeys.filter((key) => seriesBucket(key) === bucket);
    const loaders = keys.map((key) => `  ${JSON.stringify(key)}: () => import('../series/${seriesModuleName(key)}'),`).join('\n');
    write(
      path.join(bucketsDir, `${bucket}.ts`),
      [
        HEADER,
        typesImport(bucketsDir, 'SeriesModule'),
        `/** The series whose key falls in bucket ${bucket}, and where each one's chunk is. */\nexport const seriesLoaders: Readonly<Record<string, () => Promise<SeriesModule>>> = {\n${loaders}\n};\n`,
      ].join(''),
    );
  }
  const bucketLoaders = Array.from({ length: SERIES_BUCKETS }, (_, bucket) => `  () => import('./series-buckets/${bucket}'),`).join('\n');
  write(
    path.join(outDir, 'series-index.ts'),
    [
      HEADER,
      `/** Which of the ${SERIES_BUCKETS} bucket chunks lists a series key. */\n`,
      `export function seriesBucket(key: string): number {\n${SERIES_BUCKET_BODY}\n}\n\n`,
      `/** The bucket chunks, by number. */\nexport const bucketLoaders = [\n${bucketLoaders}\n] as const;\n`,
    ].join(''),
  );

  await prune(seriesDir, seriesFiles);
  await prune(copiesDir, seriesFiles);
  await prune(bodiesDir, new Set(catalogue.notes.map((note) => `${note.meta.id}.ts`)));
  await rm(path.join(outDir, 'body-loaders.ts'), { force: true });
  return result;
}

/**
 * A note's own chunk: its metadata, body and annotations. Headings are left out: the page reads them
 * from the body itself. The review date and the references travel only here: no index, card or
 * always-loaded module carries them (SUMMARY_FIELDS, LESSON_FIELDS).
 */
export function noteChunk(note: CompiledNote): NoteChunk {
  const meta: Partial<NoteMeta> = { ...note.meta };
  delete meta.headings;
  return { meta: meta as NoteChunk['meta'], default: note.body, annotations: note.annotations };
}

// An unchanged note is the same object from build to build (the dev server's): its copy's JSON is made once.
const copyJsons = new WeakMap<CompiledNote, string>();

function copyJson(note: CompiledNote): string {
  let json = copyJsons.get(note);
  if (json === undefined) {
    json = JSON.stringify(note.copy);
    copyJsons.set(note, json);
  }
  return json;
}

/** How many chunks share the list of series: enough to keep each small at thousands of series. */
const SERIES_BUCKETS = 16;

/** The bucket of a series key, a string hash: written into the series index the app loads. */
const SERIES_BUCKET_BODY = `  let hash = 0;
  for (let index = 0; index < key.length; index++) hash = (hash * 31 + key.charCodeAt(index)) >>> 0;
  return hash % ${SERIES_BUCKETS};`;
// The build files each key with the very code the app runs.
const seriesBucket = new Function('key', SERIES_BUCKET_BODY) as (key: string) => number;

/** The key of the series a note belongs to. */
function seriesKeyOf(meta: NoteMeta): string {
  return (meta.seriesKey ?? meta.topic).toLowerCase();
}

function summary(meta: NoteMeta): NoteSummary {
  return pick(meta, SUMMARY_FIELDS);
}

function pick<K extends keyof NoteMeta>(meta: NoteMeta, fields: readonly K[]): Pick<NoteMeta, K> {
  const picked: Partial<Pick<NoteMeta, K>> = {};
  for (const field of fields) if (meta[field] !== undefined) picked[field] = meta[field];
  return picked as Pick<NoteMeta, K>;
}

/**
 * Writes through a temporary file and a rename, so a reader never sees half a file.
 * `known` remembers what each file was last written from (`identity`, the content by default),
 * sparing a read of every unchanged file, and for a note, building its module at all.
 */
// Synchronous on purpose: thousands of small files are written faster without thread-pool hops.
function writeIfChanged(file: string, build: string | (() => string), known?: Map<string, unknown>, identity?: object): boolean {
  if (identity !== undefined && known?.get(file) === identity) return false;
  const content = typeof build === 'string' ? build : build();
  if (identity === undefined && known?.get(file) === content) return false;
  const current = readIfExists(file);
  known?.set(file, identity ?? content);
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
