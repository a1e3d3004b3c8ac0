import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/site/build-site';
import { copyProject } from '../../scripts/site/project-copy';

// `npm run build` on a copy of the project with the fixture notes: the Vite builds start before
// the notes are compiled, and must build what the notes say now, not what they said last time.
const rootDir = path.resolve(import.meta.dirname, '..', '..');
let copy = '';
const note = () => path.join(copy, 'notes', 'react', '101-first-steps.md');
const page = () => readFile(path.join(copy, 'dist', 'react', '101', 'index.html'), 'utf8');

/** The text of every script the client build wrote. */
async function scripts(): Promise<string> {
  const assets = path.join(copy, 'dist', 'assets');
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  return (await Promise.all(files.map((file) => readFile(path.join(assets, file), 'utf8')))).join('\n');
}

beforeAll(async () => {
  copy = await copyProject(rootDir, 'build-site-');
  await cp(path.join(rootDir, 'tests', 'fixtures', 'valid', 'notes'), path.join(copy, 'notes'), { recursive: true });
  await buildSite({ rootDir: copy });
}, 240_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('the production build', { timeout: 240_000 }, () => {
  it('prerenders and bundles a note as it was saved since the last build', async () => {
    expect(await page()).toContain('A list:');
    const original = await readFile(note(), 'utf8');
    await writeFile(note(), original.replace('A list:', 'A rebuilt list:'));

    await buildSite({ rootDir: copy });
    // The page, from the server build; the note's chunk, from the client build.
    expect(await page()).toContain('A rebuilt list:');
    expect(await scripts()).toContain('A rebuilt list:');
    expect(await scripts()).not.toContain('>A list:');
  });

  it('fails on a broken note, naming its file, line and field, and leaves the last site as it was', async () => {
    const before = await page();
    const original = await readFile(note(), 'utf8');
    await writeFile(note(), original.replace(/^date: .*$/m, 'date: 2024-13-01'));

    await expect(buildSite({ rootDir: copy })).rejects.toThrow(
      /notes\/react\/101-first-steps\.md:\d+:1 error date: 2024-13-01 is not a real calendar date/,
    );
    expect(await page()).toBe(before);
    await writeFile(note(), original);
  });
});
