import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../../scripts/compiler/build-content';
import type { ExerciseCheck } from '../../../shared/code-annotations';
import { parseLightMarkup } from '../../../shared/parse-light-markup';
import { catalogueDir, checkFixture, copyFixture, readNoteFile, snapshot } from './fixture';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function written(fixture: string) {
  const root = await copyFixture(fixture);
  roots.push(root);
  const result = await buildContent({ rootDir: root });
  expect(result.ok, result.report).toBe(true);
  return catalogueDir(root);
}

describe("the exercises' checks in the catalogue", () => {
  it("carry each checked exercise's check in its note's annotations, by its heading's anchor", async () => {
    const dir = await written('exercise-checks');
    const { note } = await readNoteFile(dir, 301);
    expect(note.annotations?.checks).toEqual({
      '1-sum-the-even-numbers': {
        kind: 'code',
        lang: 'js',
        starter: 0,
        tests: 'test("sumEven([1, 2, 3, 4]) is 6", () => {\n  assert.equal(sumEven([1, 2, 3, 4]), 6);\n});',
      },
      '2-predict-the-join': { kind: 'predict', block: 2, output: 3, answer: '11 2' },
      '3-why-strings-join': { kind: 'unchecked', reason: 'an explanation in words' },
    } satisfies Record<string, ExerciseCheck>);
    // The starter stays a code block of the body; the predicted output is folded with the solutions.
    expect(note.default).toContain('```js\nfunction sumEven(list) {\n  // Your code here.\n}\n```');
    expect(note.annotations?.solutions).toEqual([1, 3, 4, 5]);
    // Every index that counts code blocks counts the page's: the tests are none of them.
    const codes = parseLightMarkup(note.default).filter((block) => block.type === 'code');
    expect(codes.map((block) => block.lang)).toEqual(['js', 'js', 'js', 'text', 'js', 'js']);
    expect(note.annotations?.code).toHaveLength(codes.length);
    expect(note.annotations?.run?.map((plan) => plan && plan.kind)).toEqual([0, 0, 'script', 0, 0, 0]);
    const python = await readNoteFile(dir, 3001);
    expect(Object.keys(python.note.annotations?.checks ?? {})).toEqual(['1-double-it', '2-read-a-file']);
  });

  it("list each lesson's exercises a reader can solve in its series' file, for the sidebar's count", async () => {
    const dir = await written('exercise-checks');
    const lesson = async (id: number) => (await readNoteFile(dir, id)).series.lessons.find((entry) => entry.id === id);
    // Checked code and a prediction; not the explanation, which the reader checks themselves.
    expect((await lesson(301))?.exercises).toEqual(['1-sum-the-even-numbers', '2-predict-the-join']);
    expect((await lesson(3001))?.exercises).toEqual(['1-double-it']);
    expect((await readNoteFile(await written('valid'), 101)).series.lessons.find((entry) => entry.id === 101)).toEqual({
      id: 101,
      title: 'First Steps',
    });
  });

  it('mark a series whose notes run Python (a sample or a check) in its file: saving it for offline brings Python', async () => {
    const dir = await written('exercise-checks');
    expect((await readNoteFile(dir, 3001)).series.python).toBe(true);
    expect((await readNoteFile(dir, 301)).series).not.toHaveProperty('python');
  });

  it('never ship the tests: not in a body, a Markdown copy or the full-text search', async () => {
    const files = await snapshot(await written('exercise-checks'));
    for (const [file, text] of Object.entries(files)) {
      // A note's file holds them in its annotations only, for the page's check.
      const shipped = file.startsWith('notes/') ? (JSON.parse(text) as { default: string }).default : text;
      expect(shipped, file).not.toContain('assert.equal(sumEven');
      expect(shipped, file).not.toContain('def test_double');
    }
    // The copy keeps the rest of the exercise as written.
    const copies = Object.entries(files).find(([file]) => file.startsWith('copies/javascript.'))![1];
    expect(copies).toContain('```js starter\\nfunction sumEven(list) {');
    expect(copies).toContain('```js run solution\\nfunction sumEven(list) {');
  });

  it('are left out of a note without any, so its file is the same as before checks existed', async () => {
    const { text } = await readNoteFile(await written('valid'), 101);
    expect(text).not.toContain('"checks"');
  });
});

describe("the content check's counts", () => {
  it("count each series' exercises by kind of check, with the reasons of the unchecked ones", async () => {
    const result = await checkFixture('exercise-checks');
    expect(result.ok, result.report).toBe(true);
    expect(result.report.split('\n').slice(0, -1)).toEqual([
      'Exercises by series (checked code, predict the output, repository goal, unchecked: <reason>, no check):',
      '  python: 3 exercises: 1 checked code, 0 predict the output, 1 unchecked, 1 without a check (python 1)',
      '    1 unchecked: reads a file',
      '  javascript: 3 exercises: 1 checked code, 1 predict the output, 1 unchecked, 0 without a check',
      '    1 unchecked: an explanation in words',
      '  all: 6 exercises: 2 checked code, 1 predict the output, 2 unchecked, 1 without a check',
    ]);
  });

  it('are printed by the check only, not by a build that writes the catalogue', async () => {
    const root = await copyFixture('exercise-checks');
    roots.push(root);
    const result = await buildContent({ rootDir: root });
    expect(result.report).not.toContain('Exercises by series');
  });
});
