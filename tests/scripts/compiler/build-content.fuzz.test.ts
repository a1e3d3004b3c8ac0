import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../../scripts/compiler/build-content';
import { catalogueDir, copyFixture, readNoteFile, snapshot } from './fixture';

// Broken notes an author (or a bad merge, or an editor) can produce. Each must fail the build with
// a message naming the file and a line, never a stack trace, and leave the last good output alone.
const FRONT = (fields: string) => `---\n${fields}\n---\n`;
const VALID_FIELDS = 'id: 103\ntitle: Fuzzed\ndescription: A note the fuzzer writes.\ntags: [fuzz, test, notes]\ndate: 2024-10-03';
const BODY = '\nSome text.\n\n```js\nconsole.log(1);\n```\n';

const BROKEN: Record<string, string | Buffer> = {
  'malformed YAML': FRONT('id: 103\ntitle: [unclosed\ndate: 2024-10-03') + BODY,
  'YAML that is a list': FRONT('- id\n- title') + BODY,
  'id as text': FRONT(VALID_FIELDS.replace('id: 103', 'id: one hundred')) + BODY,
  'id as a float': FRONT(VALID_FIELDS.replace('id: 103', 'id: 103.5')) + BODY,
  'title as a map': FRONT(VALID_FIELDS.replace('title: Fuzzed', 'title: { a: 1 }')) + BODY,
  'tags as a number': FRONT(VALID_FIELDS.replace('tags: [fuzz, test, notes]', 'tags: 42')) + BODY,
  'date as a number': FRONT(VALID_FIELDS.replace('date: 2024-10-03', 'date: 20241003')) + BODY,
  'no front matter': '# Just a heading\n\nText.\n',
  'unterminated front matter': `---\n${VALID_FIELDS}\n\nText without the closing line.\n`,
  'binary bytes': Buffer.concat([Buffer.from(FRONT(VALID_FIELDS)), Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x1b, 0x80])]),
  'HTML in the title': FRONT(VALID_FIELDS.replace('title: Fuzzed', 'title: "<img src=x onerror=alert(1)>"')) + BODY,
  'HTML in a tag': FRONT(VALID_FIELDS.replace('tags: [fuzz, test, notes]', 'tags: ["<script>", test, notes]')) + BODY,
  'HTML in the description':
    FRONT(VALID_FIELDS.replace('description: A note the fuzzer writes.', 'description: "<script>alert(1)</script>"')) + BODY,
  'script in the body': FRONT(VALID_FIELDS) + '\n<script>alert(1)</script>\n',
};

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

describe('the compiler under hostile notes', () => {
  for (const [name, content] of Object.entries(BROKEN)) {
    it(`reports ${name} with file and line, and keeps the last good output`, async () => {
      root = await copyFixture('valid');
      expect((await buildContent({ rootDir: root })).ok).toBe(true);
      const before = await snapshot(catalogueDir(root));

      await writeFile(path.join(root, 'notes', 'react', '103-fuzzed.md'), content);
      const result = await buildContent({ rootDir: root });

      expect(result.ok, result.report).toBe(false);
      expect(result.report).toMatch(/notes\/react\/103-fuzzed\.md:\d+(:\d+)? /);
      expect(result.report).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)/);
      expect(await snapshot(catalogueDir(root))).toEqual(before);
    });
  }

  it('refuses a 5 MB note at its line and compiles a deeply nested list, without crashing or hanging', async () => {
    root = await copyFixture('valid');
    const paragraph = 'A long paragraph with `code` and **bold** text that repeats. '.repeat(40);
    const huge = FRONT(VALID_FIELDS) + `\n${`${paragraph}\n\n`.repeat(Math.ceil((5 * 1024 * 1024) / (paragraph.length + 2)))}`;
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    await writeFile(path.join(root, 'notes', 'react', '103-huge.md'), huge);
    const nested = Array.from({ length: 200 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n');
    await writeFile(
      path.join(root, 'notes', 'react', '104-nested.md'),
      FRONT(VALID_FIELDS.replace('id: 103', 'id: 104').replace('2024-10-03', '2024-10-04')) + `\n${nested}\n`,
    );
    const result = await buildContent({ rootDir: root });
    expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([
      expect.objectContaining({
        file: 'notes/react/103-huge.md',
        line: 1,
        column: 1,
        field: 'file',
        message: expect.stringMatching(/a note may be at most 128 KB/),
      }),
    ]);
    expect(result.catalogue.notes.map((note) => note.meta.id)).toContain(104);
  }, 120_000);

  it('shows an unclosed code fence to the end, as the spec says', async () => {
    root = await copyFixture('valid');
    await writeFile(path.join(root, 'notes', 'react', '103-open.md'), FRONT(VALID_FIELDS) + '\nText.\n\n```js\nconst open = true;\n');
    const result = await buildContent({ rootDir: root });
    expect(result.ok, result.report).toBe(true);
    expect((await readNoteFile(catalogueDir(root), 103)).note.default).toContain('const open = true;');
  });

  it('compiles CRLF and BOM notes exactly like their LF twins', async () => {
    const outputs: string[] = [];
    for (const transform of [(text: string) => text, (text: string) => text.replace(/\n/g, '\r\n'), (text: string) => `\uFEFF${text}`]) {
      root = await copyFixture('valid');
      const file = path.join(root, 'notes', 'react', '102-second-note.md');
      await writeFile(file, transform(await readFile(file, 'utf8')));
      const result = await buildContent({ rootDir: root });
      expect(result.ok, result.report).toBe(true);
      outputs.push((await readNoteFile(catalogueDir(root), 102)).text);
      await rm(root, { recursive: true, force: true });
      root = undefined;
    }
    expect(outputs[1]).toBe(outputs[0]);
    expect(outputs[2]).toBe(outputs[0]);
  });
});
