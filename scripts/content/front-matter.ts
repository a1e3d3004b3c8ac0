import matter from 'gray-matter';
import { isMap, LineCounter, parseDocument, type Document } from 'yaml';
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

/**
 * Splits a note into YAML front matter and body with gray-matter, parsing the YAML with `yaml`
 * (YAML 1.2 core schema: dates stay strings) so every key and value keeps its line and column.
 */
export function readFrontMatter(text: string): FrontMatter {
  const problems: ProblemInput[] = [];
  let document: Document | undefined;
  const lineCounter = new LineCounter();
  const file = matter(text, {
    engines: {
      yaml: (source: string) => {
        document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
        return {};
      },
    },
  });

  if (!/^---[ \t]*\n/.test(text)) {
    problems.push({
      ...TOP,
      severity: 'error',
      field: 'front matter',
      message: 'missing: a note starts with a `---` line, its YAML front matter, and a closing `---` line',
    });
  } else if (!/\n---[ \t]*(\n|$)/.test(text.slice(3))) {
    problems.push({ ...TOP, severity: 'error', field: 'front matter', message: 'not closed: add a `---` line after the last key' });
  }

  // The matter string starts right after the opening `---`, so its line numbers are the file's.
  const toPosition = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };

  let data: Record<string, unknown> = {};
  if (document) {
    for (const error of document.errors) {
      problems.push({
        ...toPosition(error.pos[0]),
        severity: 'error',
        field: 'front matter',
        message: `invalid YAML: ${firstLine(error.message)}`,
      });
    }
    if (document.errors.length === 0) {
      const value: unknown = document.toJS();
      if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) {
        problems.push({ line: 2, column: 1, severity: 'error', field: 'front matter', message: 'must be a mapping of keys to values' });
      } else if (value) {
        data = value as Record<string, unknown>;
      }
    }
  }

  const locate = (path: readonly (string | number)[]): Position => {
    if (!document || !isMap(document.contents)) return TOP;
    const node = path.length === 1 ? findKeyNode(document, String(path[0])) : document.getIn(path, true);
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    return range ? toPosition(range[0]) : path.length > 1 ? locate(path.slice(0, -1)) : { line: 2, column: 1 };
  };

  const prefix = text.slice(0, text.length - file.content.length);
  return {
    data,
    body: file.content,
    bodyStartLine: prefix.split('\n').length,
    locate,
    problems,
  };
}

function findKeyNode(document: Document, key: string): unknown {
  if (!isMap(document.contents)) return undefined;
  const pair = document.contents.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
  return pair?.key;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
