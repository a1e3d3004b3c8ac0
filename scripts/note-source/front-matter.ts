import { isMap, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { ProblemInput } from './problems.ts';

/** Where a front-matter key or value stands in the file (1-based). */
export interface Position {
  line: number;
  column: number;
}

export interface FrontMatter {
  data: Record<string, unknown>;
  /** Body text after the closing `---`. */
  body: string;
  /** File line on which the body's first line stands. */
  bodyStartLine: number;
  /** Position of a key (`['tags']`) or of a value inside it (`['tags', 2]`). */
  locate: (path: readonly (string | number)[]) => Position;
  problems: ProblemInput[];
}

const TOP: Position = { line: 1, column: 1 };

type Fail = (position: Position, message: string) => void;

/** Controls but tab and line feed, line and paragraph separators, and the bidirectional overrides that make text misread. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u2028-\u202E\u2066-\u2069]/g;

/** Splits a note into YAML front matter (core schema: dates stay strings) and body; a `---js` opening is an error, never code. */
export function readFrontMatter(text: string): FrontMatter {
  const problems: ProblemInput[] = [];
  const fail: Fail = (position, message) => problems.push({ ...position, severity: 'error', field: 'front matter', message });
  const lineCounter = new LineCounter();
  const file = splitFrontMatter(text);
  // A `---js` opening is reported alone: "missing" would only bury it.
  if (file.language) {
    fail(TOP, `opens with ${JSON.stringify(file.opening)}: only YAML front matter is read, and it opens with a line of just \`---\``);
  } else if (!/^---[ \t]*\n/.test(text)) {
    fail(TOP, 'missing: a note starts with a `---` line, its YAML front matter, and a closing `---` line');
  } else if (!/\n---[ \t]*(\n|$)/.test(text.slice(3))) {
    fail(TOP, 'not closed: add a `---` line after the last key');
  }
  const document =
    file.language || file.matter === undefined
      ? undefined
      : parseDocument(file.matter, { lineCounter, prettyErrors: false, uniqueKeys: true, resolveKnownTags: false });

  // The matter string starts right after the opening `---`, so its line numbers are the file's.
  const toPosition = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };

  let data: Record<string, unknown> = {};
  if (document) {
    // A warning is an unknown tag (`!!js/function`, `!foo`) or the like: a note's YAML has none.
    const before = problems.length;
    for (const error of [...document.errors, ...document.warnings]) {
      fail(
        toPosition(error.pos[0]),
        error.code === 'TAG_RESOLVE_FAILED'
          ? `${firstLine(error.message).replace('Unresolved tag:', 'unknown tag').replace('tag:yaml.org,2002:', '!!')}: front matter is plain YAML, without tags`
          : `invalid YAML: ${firstLine(error.message)}`,
      );
    }
    controlCharacters(document, toPosition, fail);
    if (problems.length === before) {
      const value = toJS(document);
      if (value instanceof Error) {
        fail(firstAlias(document, toPosition), `its aliases expand too far (${value.message}): write the values out`);
      } else if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) {
        fail({ line: 2, column: 1 }, 'must be a mapping of keys to values');
      } else if (value) {
        data = value as Record<string, unknown>;
      }
    }
  }

  const locate = (path: readonly (string | number)[]): Position => {
    if (!document || !isMap(document.contents)) return TOP;
    const node =
      path.length === 1
        ? document.contents.items.find((item) => isScalar(item.key) && item.key.value === String(path[0]))?.key
        : document.getIn(path, true);
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    return range ? toPosition(range[0]) : path.length > 1 ? locate(path.slice(0, -1)) : { line: 2, column: 1 };
  };

  return {
    data,
    body: file.body,
    bodyStartLine: text.slice(0, text.length - file.body.length).split('\n').length,
    locate,
    problems,
  };
}

/** Splits a note where gray-matter does: after a first `---` line (then its `language`), up to the next line starting `---`. */
function splitFrontMatter(input: string): { opening: string; language: string; matter?: string; body: string } {
  const text = input.replace(/^\uFEFF/, '');
  if (!text.startsWith('---') || text[3] === '-') return { opening: '', language: '', body: text };
  const newline = text.indexOf('\n');
  const opening = newline === -1 ? text : text.slice(0, newline);
  const language = opening.slice(3).trim();
  // The matter starts right after the opening line (its line break included), so its line numbers are the file's.
  const rest = text.slice(opening.length);
  const close = rest.indexOf('\n---');
  const matter = close === -1 ? rest : rest.slice(0, close);
  const body = close === -1 ? '' : rest.slice(close + 4).replace(/^\r?\n?/, '');
  return { opening, language, matter: matter.replace(/^\s*#[^\n]+/gm, '').trim() === '' ? undefined : matter, body };
}

/** The document as plain data, or the error an alias bomb (aliases expanding past a hundred nodes) throws. */
function toJS(document: Document): unknown {
  try {
    return document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function firstAlias(document: Document, toPosition: (offset: number) => Position): Position {
  let found: Position = { line: 2, column: 1 };
  visit(document, {
    Alias: (_key, node) => {
      if (node.range) found = toPosition(node.range[0]);
      return visit.BREAK;
    },
  });
  return found;
}

/** Fails each key or value whose text holds a control character, at its position. */
function controlCharacters(document: Document, toPosition: (offset: number) => Position, fail: Fail): void {
  visit(document, {
    Scalar: (_key, node) => {
      if (typeof node.value !== 'string') return;
      const control = node.value.match(CONTROL);
      if (!control) return;
      // Shown escaped: printed as they are, they would ring, erase or reorder the message itself.
      const escaped = node.value.slice(0, 40).replace(CONTROL, (char) => `\\u${hex(char)}`);
      fail(
        node.range ? toPosition(node.range[0]) : TOP,
        `"${escaped}" contains the control character U+${hex(control[0])}: front matter is plain text`,
      );
    },
  });
}

function hex(char: string): string {
  return char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
