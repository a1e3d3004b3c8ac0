import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../../scripts/compiler/build-content';
import { createNote } from '../../../scripts/compiler/new-note';
import { copyFixture } from './fixture';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('npm run content:new', () => {
  it('creates the next free id of the series with today’s date and the front-matter template', async () => {
    root = await copyFixture('valid');
    const note = await createNote({
      notesDir: path.join(root, 'notes'),
      topic: 'react',
      title: 'Hooks: The Basics',
      today: new Date(2025, 0, 9),
    });
    expect(note.id).toBe(103);
    expect(path.relative(root, note.file)).toBe(path.join('notes', 'react', '103-hooks-the-basics.md'));
    const text = await readFile(note.file, 'utf8');
    expect(text).toMatch(/^---\nid: 103\ntitle: "Hooks: The Basics"\ndescription: ""\ntags: \[\]\ndate: 2025-01-09\n/);
    expect(text).toContain('\nreviewed:\n');
    expect(text).toContain('\nreferences:\n  - title: ""\n    url: ""\n---\n');
    expect(text).toMatch(/\n## Exercises\n[\s\S]*\n### 1\.\n$/);
  });

  it('leaves placeholders that fail the content check, each with what to write', async () => {
    root = await copyFixture('valid');
    await createNote({ notesDir: path.join(root, 'notes'), topic: 'react', title: 'Custom Hooks', today: new Date(2025, 0, 9) });
    const result = await buildContent({ rootDir: root, check: true });
    expect(result.ok).toBe(false);
    const problems = result.problems
      .filter((problem) => problem.file === 'notes/react/103-custom-hooks.md')
      .map(({ line, severity, field, message }) => ({ line, severity, field, message }));
    expect(problems).toEqual([
      { line: 4, severity: 'error', field: 'description', message: 'must be a non-empty string' },
      {
        line: 8,
        severity: 'error',
        field: 'reviewed',
        message: 'is empty: write the date of the last review (YYYY-MM-DD), or remove the key',
      },
      { line: 11, severity: 'error', field: 'references', message: 'entry 1 needs a non-empty title' },
      { line: 12, severity: 'error', field: 'references', message: 'entry 1 needs a url, an absolute https address' },
      { line: 17, severity: 'error', field: 'check yourself', message: 'has 0 questions: write 3 to 5' },
      {
        line: 34,
        severity: 'error',
        field: 'exercises',
        message: 'exercise "1." has no solution: add a code block whose info string has the word `solution` (```python run solution)',
      },
    ]);
  });

  it('starts an empty series at the beginning of its range', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'notes-empty-'));
    const note = await createNote({ notesDir: root, topic: 'c++', title: 'From C to C++', today: new Date(2025, 6, 26) });
    expect(note.id).toBe(1001);
    expect(path.basename(note.file)).toBe('1001-from-c-to-c.md');
  });

  it('refuses an unknown topic, naming the topics it knows', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'notes-empty-'));
    await expect(createNote({ notesDir: root, topic: 'rust', title: 'Ownership', today: new Date() })).rejects.toThrow(
      'Unknown topic "rust". Choose one of: c, c++, python, java, html, css, javascript, react, nodejs, docker, git, github, dsa.',
    );
  });

  it('refuses an empty title', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'notes-empty-'));
    await expect(createNote({ notesDir: root, topic: 'react', title: '  ', today: new Date() })).rejects.toThrow(/Give the note a title/);
  });
});
