import { createHash } from 'node:crypto';
import type { NoteMeta, SeriesInfo } from '../../src/catalog/types';
import type { LightBlock } from '../../src/markup/types';
import { readFrontMatter, type FrontMatter } from './front-matter';
import { serializeLightMarkup } from './light-markup';
import { resolveNoteLink, type NoteFileTable } from './note-links';
import type { Problem, ProblemInput } from './problems';
import { countErrors, sortProblems } from './problems';
import { findSeriesConfig, SERIES_CONFIG } from './series-config';
import { readSeriesInfo } from './series-info';
import { transformBody, type TransformedBody } from './transform-body';
import { validateFrontMatter, type NoteFields } from './validate-front-matter';

/** A file under notes/, its path relative to that folder with forward slashes. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface CompiledNote {
  meta: NoteMeta;
  /** The body in light markup. */
  body: string;
  blocks: LightBlock[];
}

export interface Catalogue {
  /** Sorted by ascending id. */
  notes: CompiledNote[];
  /** Every known series key: the configured ones in navigation order, then other folders. */
  seriesKeys: string[];
  series: SeriesInfo[];
}

export interface CompileResult {
  catalogue: Catalogue;
  problems: Problem[];
  ok: boolean;
}

/** Parsed front matter and transformed bodies from earlier runs, reused while their inputs are unchanged. */
export interface CompileCache {
  frontMatter: Map<string, FrontMatter>;
  bodies: Map<string, TransformedBody>;
}

export function createCompileCache(): CompileCache {
  return { frontMatter: new Map(), bodies: new Map() };
}

export interface CompileOptions {
  /** How the notes folder is named in messages, relative to the project root. */
  notesLabel?: string;
  cache?: CompileCache;
}

const NOTE_FILE = /^(\d+)-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const TOPIC_FOLDER = /^[a-z0-9][a-z0-9+.-]*$/;

/** Validates every note and series file and compiles them: load → validate → transform, all problems collected. */
export function compileSources(sources: readonly SourceFile[], options: CompileOptions = {}): CompileResult {
  const label = options.notesLabel ?? 'notes';
  const previous = options.cache ?? createCompileCache();
  const next = createCompileCache();
  const problems: Problem[] = [];
  const add = (path: string, found: readonly ProblemInput[]) => {
    for (const problem of found) problems.push({ file: `${label}/${path}`, ...problem });
  };

  const files = sources.map((source) => ({ path: source.path, text: normalise(source.text) }));
  const topics = new Set<string>();
  for (const file of files) {
    const [topic, name, ...deeper] = file.path.split('/');
    if (!name || deeper.length > 0 || !topic) {
      add(file.path, [{ line: 1, column: 1, severity: 'error', field: 'file', message: 'a note belongs directly in notes/<topic>/' }]);
    } else if (!TOPIC_FOLDER.test(topic)) {
      add(file.path, [{ line: 1, column: 1, severity: 'error', field: 'file', message: `"${topic}" is not a valid series folder: use lowercase letters, digits and + . -` }]);
    } else {
      topics.add(topic);
    }
  }
  const seriesKeys = [...SERIES_CONFIG.map((series) => series.key), ...[...topics].filter((topic) => !findSeriesConfig(topic)).sort()];
  const seriesKeySet = new Set(seriesKeys);

  // Pass 1: front matter of every note, and the table of note files that links resolve against.
  const notes: { path: string; topic: string; frontMatter: FrontMatter; fields: NoteFields; hash: string }[] = [];
  const series: SeriesInfo[] = [];
  for (const file of files) {
    const [topic = '', name = ''] = file.path.split('/');
    if (!topics.has(topic) || file.path.split('/').length !== 2) continue;
    if (file.text.includes('\u0000')) {
      add(file.path, [{ line: 1, column: 1, severity: 'error', field: 'file', message: 'contains binary data (a NUL byte): notes are UTF-8 text' }]);
      continue;
    }
    const config = findSeriesConfig(topic);
    if (name === '_series.md') {
      const result = readSeriesInfo(file.text, topic, config);
      add(file.path, result.problems);
      if (result.info) series.push(result.info);
      continue;
    }
    const fileMatch = NOTE_FILE.exec(name);
    if (!fileMatch) {
      add(file.path, [{ line: 1, column: 1, severity: 'error', field: 'file', message: 'the file name must be <id>-<slug>.md, for example 104-jsx-in-depth.md' }]);
    }
    if (!config) {
      add(file.path, [{ line: 1, column: 1, severity: 'warning', field: 'file', message: `"${topic}" is not a configured series, so its id range is not checked (see scripts/content/series-config.ts)` }]);
    }
    const hash = hashText(file.text);
    const frontMatter = previous.frontMatter.get(hash) ?? readFrontMatter(file.text);
    next.frontMatter.set(hash, frontMatter);
    const validated = validateFrontMatter(frontMatter, {
      topic,
      fileId: fileMatch ? Number(fileMatch[1]) : undefined,
      idRange: config?.idRange,
      seriesKeys: seriesKeySet,
    });
    add(file.path, [...frontMatter.problems, ...validated.problems]);
    notes.push({ path: file.path, topic, frontMatter, fields: validated.fields, hash });
  }

  for (const topic of topics) {
    if (!series.some((info) => info.key === topic)) {
      add(`${topic}/_series.md`, [{ line: 1, column: 1, severity: 'warning', field: 'file', message: 'missing: the series page falls back to a generic title and description' }]);
    }
  }

  const table: NoteFileTable = new Map(
    notes.filter((note) => note.fields.id !== undefined).map((note) => [note.path, { topic: note.topic, id: note.fields.id! }]),
  );
  reportDuplicateIds(notes, label, (path, problem) => add(path, [problem]));
  const tableKey = hashText(JSON.stringify([...table].sort(), null, 0) + seriesKeys.join(','));

  // Pass 2: bodies, reusing any whose text and link targets are unchanged.
  const compiled: CompiledNote[] = [];
  for (const note of notes) {
    const cacheKey = `${note.path}\u0000${note.hash}\u0000${tableKey}`;
    const body =
      previous.bodies.get(cacheKey) ??
      transformBody(note.frontMatter.body, {
        bodyStartLine: note.frontMatter.bodyStartLine,
        rewriteLink: (url) => {
          const link = resolveNoteLink(note.path, url, table, seriesKeySet);
          if (link.kind === 'note') return { href: link.href };
          if (link.kind === 'missing') return { error: `"${url}" points to ${link.target}, which is not a note` };
          return undefined;
        },
      });
    next.bodies.set(cacheKey, body);
    add(note.path, body.problems);
    if (body.blocks.length === 0) {
      add(note.path, [{ line: note.frontMatter.bodyStartLine, column: 1, severity: 'error', field: 'body', message: 'empty: write the note below the front matter' }]);
    }

    const { id, title, date, description, tags, seriesKey, displayTopic } = note.fields;
    if (id === undefined || title === undefined || date === undefined) continue;
    compiled.push({
      meta: {
        id,
        topic: note.topic,
        ...(seriesKey ? { seriesKey } : {}),
        title,
        ...(description ? { description } : { excerpt: body.plainText.slice(0, 150) }),
        tags,
        date,
        ...(displayTopic ? { displayTopic } : {}),
        headings: body.headings,
        sourcePath: `${label}/${note.path}`,
      },
      body: serializeLightMarkup(body.blocks),
      blocks: body.blocks,
    });
  }

  if (options.cache) {
    options.cache.frontMatter = next.frontMatter;
    options.cache.bodies = next.bodies;
  }
  const sorted = sortProblems(problems);
  return {
    catalogue: {
      notes: compiled.sort((a, b) => a.meta.id - b.meta.id),
      seriesKeys,
      series: series.sort((a, b) => seriesKeys.indexOf(a.key) - seriesKeys.indexOf(b.key)),
    },
    problems: sorted,
    ok: countErrors(sorted) === 0,
  };
}

/** Reports every note whose id another note also uses, naming the others, and drops those ids. */
function reportDuplicateIds(
  notes: readonly { path: string; frontMatter: FrontMatter; fields: NoteFields }[],
  label: string,
  report: (path: string, problem: ProblemInput) => void,
): void {
  const byId = new Map<number, string[]>();
  for (const note of notes) {
    if (note.fields.id !== undefined) byId.set(note.fields.id, [...(byId.get(note.fields.id) ?? []), note.path]);
  }
  for (const note of notes) {
    const paths = note.fields.id === undefined ? [] : byId.get(note.fields.id)!;
    if (paths.length < 2) continue;
    const others = paths.filter((path) => path !== note.path).map((path) => `${label}/${path}`);
    report(note.path, { ...note.frontMatter.locate(['id']), severity: 'error', field: 'id', message: `${note.fields.id} is also used by ${others.join(', ')}` });
  }
  for (const note of notes) {
    if (note.fields.id !== undefined && byId.get(note.fields.id)!.length > 1) note.fields.id = undefined;
  }
}

/** Authors' editors differ: a byte-order mark and CRLF line endings must not change the result. */
function normalise(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function hashText(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}
