import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../../scripts/compiler/build-content';
import { readBuildCache } from '../../../scripts/compiler/build-cache';
import { catalogueDir, copyFixture, readNoteFile, snapshot } from './fixture';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

// Each build as a new `npm run content` makes it: no cache in memory, only the file.
const build = (rootDir: string, outDir = catalogueDir(rootDir)) =>
  buildContent({ rootDir, outDir, cache: readBuildCache(path.join(rootDir, '.cache')) });

describe('the compiled-notes cache between builds', () => {
  it('lets a second build compile no note and write the very same catalogue', async () => {
    root = await copyFixture('valid');
    const first = await build(root, path.join(root, 'first'));
    expect(first.ok).toBe(true);
    expect(first.compiled).toBe(first.catalogue.notes.length);
    const second = await build(root, path.join(root, 'second'));
    expect(second.compiled).toBe(0);
    expect(second.report).toBe(first.report.replace(/in \d+ ms/, second.report.match(/in \d+ ms/)![0]));
    expect(await snapshot(path.join(root, 'second'))).toEqual(await snapshot(path.join(root, 'first')));
  });

  it('never serves a stale note: an edited note is compiled again, and only it', async () => {
    root = await copyFixture('valid');
    await build(root);
    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    await writeFile(note, (await readFile(note, 'utf8')).replace('A list:', 'A cached list?'));
    const again = await build(root);
    expect(again.compiled).toBe(1);
    expect((await readNoteFile(catalogueDir(root), 101)).note.default).toContain('A cached list?');
  });

  it('keeps the problems of a broken note: the cached note reports them again', async () => {
    root = await copyFixture('valid');
    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    await writeFile(note, (await readFile(note, 'utf8')).replace('date: 2024-10-01', 'date: 2024-13-01'));
    expect((await build(root)).ok).toBe(false);
    const second = await build(root);
    expect(second.compiled).toBe(0);
    expect(second.ok).toBe(false);
    expect(second.report).toContain('notes/react/101-first-steps.md:6:1 error date: 2024-13-01 is not a real calendar date');
  });

  it('ignores a cache written by another version of the compiler', async () => {
    root = await copyFixture('valid');
    const first = await build(root);
    const file = path.join(root, '.cache', 'notes.json');
    const cache = JSON.parse(await readFile(file, 'utf8')) as { version: string };
    await writeFile(file, JSON.stringify({ ...cache, version: `${cache.version} (older)` }));
    const again = await build(root);
    expect(again.compiled).toBe(first.compiled);
  });
});
