import { existsSync } from 'node:fs';
import { symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, type BuildResult } from '../../../scripts/compiler/build-content';
import { compileNote } from '../../../scripts/compiler/compile-note';
import type { Problem } from '../../../scripts/note-source/problems';
import { parseLightMarkup } from '../../../shared/parse-light-markup';
import { copyFixture } from './fixture';

/** Notes that overflowed the stack, hung the build or exhausted its memory, by file; their body starts on line 9. */
const HOSTILE_BODIES: Record<string, string> = {
  '170-nested-quotes.md': `${'>'.repeat(10_000)} deep\n`,
  '171-nested-emphasis.md': `${'*a '.repeat(10_000)}b${' c*'.repeat(10_000)}\n`,
  '172-nested-divs.md': `${'<div>'.repeat(10_000)}\n`,
  '173-inline-list-markers.md': `${'- '.repeat(10_000)}deep\n`,
  '174-nested-list.md': Array.from({ length: 300 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}\n`).join(''),
  '175-huge-table.md': `| a | b |\n| - | - |\n${'| x | y |\n'.repeat(400_000)}`,
  '176-wide-table.md': `${'| a '.repeat(60)}|\n${'| - '.repeat(60)}|\n${`${'| x '.repeat(60)}|\n`.repeat(60)}`,
};

// The hostile fixture, plus what cannot be committed as a fixture: a symbolic link, and bytes that are not UTF-8.
let root: string;
let marker: string;
let result: BuildResult;

beforeAll(async () => {
  root = await copyFixture('hostile');
  const notes = path.join(root, 'notes', 'react');
  marker = path.join(root, 'front-matter-ran');
  process.env.FRONT_MATTER_MARKER = marker;
  await writeFile(path.join(root, 'secret.md'), '---\nid: 160\ntitle: Secret\ndate: 2024-10-01\ntags: [a, b, c]\n---\n\nSecret text.\n');
  await symlink(path.join(root, 'secret.md'), path.join(notes, '160-symlinked.md'));
  const valid = '---\nid: 161\ntitle: Latin-1\ndescription: Saved in the wrong encoding.\ntags: [a, b, c]\ndate: 2024-10-01\n---\n\n';
  await writeFile(
    path.join(notes, '161-not-utf8.md'),
    Buffer.concat([Buffer.from(`${valid}A caf`), Buffer.from([0xe9]), Buffer.from(' menu.\n')]),
  );
  for (const [file, body] of Object.entries(HOSTILE_BODIES)) {
    const id = Number(file.slice(0, 3));
    await writeFile(
      path.join(notes, file),
      `---\nid: ${id}\ntitle: Hostile\ndescription: Generated.\ntags: [a, b, c]\ndate: 2024-10-01\n---\n\n${body}`,
    );
  }
  result = await buildContent({ rootDir: root, check: true });
});

afterAll(() => {
  delete process.env.FRONT_MATTER_MARKER;
});

function problemsOf(file: string): Problem[] {
  return result.problems.filter((problem) => problem.file === `notes/react/${file}`);
}

function noteOf(id: number) {
  return result.catalogue.notes.find((note) => note.meta.id === id);
}

describe('front matter in another language than YAML', () => {
  it('is never evaluated', () => {
    expect(existsSync(marker)).toBe(false);
  });

  it.each([
    ['101-front-matter-js.md', '---js'],
    ['102-front-matter-javascript.md', '---javascript'],
    ['103-front-matter-coffee.md', '---coffee'],
    ['104-front-matter-toml.md', '---toml'],
    ['105-front-matter-spaced-js.md', '--- js'],
    ['106-front-matter-json.md', '---json'],
  ])('%s is one error at 1:1 saying only YAML is read', (file, opening) => {
    expect(problemsOf(file)).toEqual([
      {
        file: `notes/react/${file}`,
        line: 1,
        column: 1,
        severity: 'error',
        field: 'front matter',
        message: `opens with "${opening}": only YAML front matter is read, and it opens with a line of just \`---\``,
      },
    ]);
  });
});

describe('front-matter YAML', () => {
  it('rejects tags beyond the core schema at their line', () => {
    expect(result.report).toContain(
      'notes/react/107-unknown-tags.md:7:15 error front matter: unknown tag !!js/function: front matter is plain YAML, without tags',
    );
    expect(result.report).toContain(
      'notes/react/107-unknown-tags.md:8:12 error front matter: unknown tag !foo: front matter is plain YAML, without tags',
    );
  });

  it('rejects control characters in any string at its line, shown escaped', () => {
    expect(problemsOf('108-control-characters.md').map(({ line, column, message }) => `${line}:${column} ${message}`)).toEqual([
      '3:8 "Bell \\u0007 in the title" contains the control character U+0007: front matter is plain text',
      '4:14 "A line\\u2028separator" contains the control character U+2028: front matter is plain text',
      '7:15 "Re\\u202Eact" contains the control character U+202E: front matter is plain text',
    ]);
  });

  it('reports an alias bomb at its first alias instead of throwing', () => {
    expect(problemsOf('109-alias-bomb.md')).toEqual([
      expect.objectContaining({
        line: 8,
        column: 8,
        severity: 'error',
        field: 'front matter',
        message: expect.stringMatching(/aliases expand too far/),
      }),
    ]);
  });

  it('rejects a date in the future, as it does a review date', () => {
    expect(result.report).toContain(
      'notes/react/110-date-in-the-future.md:6:1 error date: 9999-12-31 is in the future; it is the date the note was published',
    );
  });
});

describe('note files', () => {
  it('refuses a symbolic link without following it', () => {
    expect(problemsOf('160-symlinked.md')).toEqual([
      expect.objectContaining({
        line: 1,
        column: 1,
        severity: 'error',
        field: 'file',
        message: expect.stringMatching(/must be regular files/),
      }),
    ]);
    expect(noteOf(160)).toBeUndefined();
  });

  it('reports bytes that are not UTF-8 at their line and column', () => {
    expect(problemsOf('161-not-utf8.md')).toEqual([
      expect.objectContaining({
        line: 9,
        column: 6,
        severity: 'error',
        field: 'file',
        message: expect.stringMatching(/not UTF-8: the byte 0xE9/),
      }),
    ]);
  });
});

describe('reference definitions', () => {
  it('warn about and remove a hostile destination as inline links do', () => {
    expect(problemsOf('111-reference-definition.md').map(({ line, severity, message }) => `${line} ${severity} ${message}`)).toEqual([
      '9 warning removed the unsafe URL "javascript:alert(1)" from a <a> element',
      '9 warning removed the unsafe URL "javascript:alert(2)" from a <img> element',
    ]);
    expect(noteOf(111)!.body).not.toMatch(/javascript:/i);
  });
});

type Parse5Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment'];

/** Every element of an HTML fragment, as a browser parses it: `name attr attr`. */
function elementsOf(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Parse5Node) => {
    if ('tagName' in node) found.push([node.tagName, ...node.attrs.map((attr) => attr.name)].join(' '));
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(html));
  return found;
}

describe('line breaks', () => {
  it('never survive serialisation, so the page reads back every block as compiled', () => {
    const note = noteOf(112)!;
    expect(problemsOf('112-line-breaks.md').filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(parseLightMarkup(note.body)).toEqual(note.blocks);
    expect(note.body.split('\n')).toHaveLength(13);
  });

  it('inside attributes never let an element out of its attribute value', () => {
    const paragraphs = parseLightMarkup(noteOf(112)!.body).flatMap((block) => (block.type === 'paragraph' ? [block.html] : []));
    const elements = paragraphs.flatMap(elementsOf);
    expect(elements.filter((element) => / on|^meta/.test(element))).toEqual([]);
    expect(elements).toContain('a href title');
  });
});

describe('notes too large or too deeply nested to compile safely', () => {
  it.each([
    ['170-nested-quotes.md', 9, /nests blockquotes or lists more than 100 deep/],
    ['171-nested-emphasis.md', 9, /more than 1000 emphasis marks/],
    ['172-nested-divs.md', 9, /more than 400 HTML elements open at once/],
    ['173-inline-list-markers.md', 9, /nests blockquotes or lists more than 100 deep/],
    ['174-nested-list.md', 9 + 200, /nests blockquotes or lists more than 100 deep/],
    ['175-huge-table.md', 1, /is 3907 KB; a note may be at most 128 KB/],
    ['176-wide-table.md', 9 + 32, /a table of more than 2000 cells/],
  ])('%s is one error at its line, and left out', (file, line, message) => {
    expect(problemsOf(file)).toEqual([
      expect.objectContaining({ line, column: 1, severity: 'error', field: 'file', message: expect.stringMatching(message) }),
    ]);
    expect(noteOf(Number(file.slice(0, 3)))).toBeUndefined();
  });
});

describe('the other notes', () => {
  it('still compile and report normally', () => {
    expect(problemsOf('150-valid.md')).toEqual([]);
    expect(noteOf(150)!.body).toBe('<p>A valid note beside the hostile ones.</p>');
    expect(result.ok).toBe(false);
    expect(result.report).toMatch(/Content build failed: \d+ errors, \d+ warnings\.$/);
  });
});

describe('a note the compiler fails on', () => {
  it('is one error naming the failure, not a crash of the build', () => {
    const text = '---\nid: 101\ntitle: T\ndescription: D.\ntags: [a, b, c]\ndate: 2024-10-01\n---\n\n```js\nx;\n```\n';
    const result = compileNote(
      { path: 'react/101-t.md', text, topic: 'react', fileId: 101 },
      { table: new Map(), seriesKeys: new Set() },
      () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    );
    expect(result.problems).toEqual([
      { line: 1, column: 1, severity: 'error', field: 'file', message: 'could not be compiled: Maximum call stack size exceeded' },
    ]);
    expect(result.fields.id).toBeUndefined();
  });
});
