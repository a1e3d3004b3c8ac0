import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createNote } from '../../scripts/content/new-note';
import { copyFixture } from './fixture';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('npm run new-note', () => {
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
    expect(await readFile(note.file, 'utf8')).toBe(
      '---\nid: 103\ntitle: "Hooks: The Basics"\ndescription: ""\ntags: []\ndate: 2025-01-09\n---\n\n',
    );
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
