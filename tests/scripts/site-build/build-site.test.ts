import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_DIR } from '../../../scripts/compiler/build-content';
import { buildSite } from '../../../scripts/site-build/build-site';
import { NODE_FLAGS } from '../../../scripts/site-build/child-messages';
import { copyProject } from '../../../scripts/serve/project-copy';
import { buildKey } from '../../../scripts/site-build/output-cache';
import { CATALOGUE_ELEMENT_ID, CATALOGUE_PATH, type PageCatalogue } from '../../../shared/catalogue-files';
import { readNoteFile } from '../compiler/fixture';

// `npm run build` on a copy of the project with the fixture notes: the notes compile beside the
// Vite builds, which read none of them; the pages are made from both.
const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
let copy = '';
const note = () => path.join(copy, 'notes', 'react', '101-first-steps.md');
const page = () => readFile(path.join(copy, 'dist', 'react', '101', 'index.html'), 'utf8');
const catalogue = () => path.join(copy, CATALOGUE_DIR);
const siteCatalogue = () => path.join(copy, 'dist', CATALOGUE_PATH);

/** The text of every script the client build wrote. */
async function scripts(): Promise<string> {
  const assets = path.join(copy, 'dist', 'assets');
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  return (await Promise.all(files.map((file) => readFile(path.join(assets, file), 'utf8')))).join('\n');
}

/** Every file of the built site, by path, with the hash of its content. */
async function siteFiles(): Promise<Map<string, string>> {
  const dist = path.join(copy, 'dist');
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return new Map(
    await Promise.all(
      files.map(
        async (file) =>
          [
            path.relative(dist, file),
            createHash('sha1')
              .update(await readFile(file))
              .digest('hex'),
          ] as const,
      ),
    ),
  );
}

/** The command lines of the processes running whose arguments name `dir` (Linux's /proc). */
async function processesNaming(dir: string): Promise<string[]> {
  const commands = await Promise.all(
    (await readdir('/proc'))
      .filter((name) => /^\d+$/.test(name))
      .map((pid) => readFile(path.join('/proc', pid, 'cmdline'), 'utf8').catch(() => '')),
  );
  return commands.filter((command) => command.includes(dir)).map((command) => command.replaceAll('\0', ' '));
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
  it('reuses the Vite builds and the site of unchanged inputs: the very same files', async () => {
    const before = await siteFiles();
    const result = await buildSite({ rootDir: copy });
    expect(result.reusedBuilds).toEqual(['client', 'server']);
    expect(result.reusedSite).toBe(true);
    expect(result.pages).toBeGreaterThan(0);
    expect(await siteFiles()).toEqual(before);
  });

  it('builds again for another site setting, and the pages carry the new one', async () => {
    const result = await buildSite({ rootDir: copy, env: { VITE_SITE_URL: 'https://notes.example.org' } });
    expect(result.reusedBuilds).toEqual([]);
    expect(result.reusedSite).toBe(false);
    expect(await page()).toContain('https://notes.example.org/react/101');
    // Back to the first setting: that site, kept, comes back whole.
    expect((await buildSite({ rootDir: copy })).reusedSite).toBe(true);
    expect(await page()).not.toContain('https://notes.example.org');
  });

  it('prerenders and serves a note as it was saved since the last build, reusing both bundles, which hold no note', async () => {
    expect(await page()).toContain('A list:');
    const original = await readFile(note(), 'utf8');
    const before = await readNoteFile(catalogue(), 101);
    await writeFile(note(), original.replace('A list:', 'A rebuilt list:'));

    // The bundles do not depend on the notes: a note edit builds neither again, but the site.
    const result = await buildSite({ rootDir: copy });
    expect(result.reusedBuilds).toEqual(['client', 'server']);
    expect(result.reusedSite).toBe(false);
    // The page, from the prerenderer; the note's file, from the catalogue, under a new name.
    expect(await page()).toContain('A rebuilt list:');
    const after = await readNoteFile(catalogue(), 101);
    expect(after.note.default).toContain('A rebuilt list:');
    expect(after.file).not.toBe(before.file);
    expect(await readFile(path.join(siteCatalogue(), after.file), 'utf8')).toBe(after.text);
    expect(await readdir(path.join(siteCatalogue(), 'notes'))).not.toContain(path.basename(before.file));
    expect(await scripts()).not.toMatch(/A (rebuilt )?list:|First Steps/);
    await writeFile(note(), original);
  });

  it("serves each note's file as the catalogue has it, and every page carries the manifest and the files it was made from", async () => {
    await buildSite({ rootDir: copy });
    const own = await readNoteFile(catalogue(), 101);
    expect(await readFile(path.join(siteCatalogue(), own.file), 'utf8')).toBe(own.text);
    // The manifest is in every page, and the Markdown copies are for the prerenderer only.
    const served = (await readdir(siteCatalogue())).filter((name) => !/\.(gz|br)$/.test(name));
    expect(served.sort()).toEqual((await readdir(catalogue())).filter((name) => !['manifest.json', 'copies'].includes(name)).sort());

    const json = new RegExp(`<script type="application/json" id="${CATALOGUE_ELEMENT_ID}">(.*?)</script>`).exec(await page())?.[1];
    expect(json).toBeDefined();
    const carried = JSON.parse(json!) as PageCatalogue;
    expect(carried.manifest).toEqual(JSON.parse(await readFile(path.join(catalogue(), 'manifest.json'), 'utf8')));
    // The note's own file and its series' (and the bucket that names it): taking the page over fetches none.
    expect(carried.files[own.file]).toEqual(own.note);
    expect(Object.keys(carried.files).some((file) => file.startsWith('series/react.'))).toBe(true);
    for (const [file, data] of Object.entries(carried.files)) {
      expect(data, file).toEqual(JSON.parse(await readFile(path.join(catalogue(), file), 'utf8')));
    }
    expect(Object.keys(carried.files).some((file) => file.startsWith('notes/') && file !== own.file)).toBe(false);
  });

  for (const [viteCache, when] of [
    [false, 'with no earlier Vite build to reuse, as in a fresh clone'],
    [true, 'with both Vite builds to reuse'],
  ] as const) {
    it(`fails on a broken note, naming its file, line and field, and leaves the last site as it was, ${when}`, async () => {
      await buildSite({ rootDir: copy });
      const before = await siteFiles();
      const original = await readFile(note(), 'utf8');
      await writeFile(note(), original.replace(/^date: .*$/m, 'date: 2024-13-01'));
      if (!viteCache) await rm(path.join(copy, '.cache', 'vite'), { recursive: true, force: true });
      try {
        await expect(buildSite({ rootDir: copy })).rejects.toThrow(
          /notes\/react\/101-first-steps\.md:\d+:1 error date: 2024-13-01 is not a real calendar date/,
        );
        expect(await siteFiles()).toEqual(before);
        // Long enough for a Vite build left running to have emptied dist/ (one takes seconds on this machine).
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(await siteFiles()).toEqual(before);
        expect(await processesNaming(copy)).toEqual([]);
      } finally {
        await writeFile(note(), original);
      }
    });
  }

  it('stops the Vite builds when the catalogue cannot be written, and leaves the last site as it was', async () => {
    await buildSite({ rootDir: copy });
    const before = await siteFiles();
    await rm(path.join(copy, '.cache'), { recursive: true, force: true });
    // A file where the catalogue's folder goes.
    await rm(catalogue(), { recursive: true, force: true });
    await writeFile(catalogue(), '');
    try {
      await expect(buildSite({ rootDir: copy })).rejects.toThrow(/ENOTDIR.*build[\\/]catalogue/);
      await expect.poll(() => processesNaming(copy), { timeout: 10_000 }).toEqual([]);
      expect(await siteFiles()).toEqual(before);
    } finally {
      await rm(catalogue(), { force: true });
    }
    await buildSite({ rootDir: copy });
    expect(await siteFiles()).toEqual(before);
  });
});

describe('npm run build', () => {
  it('runs with the Node.js flags it gives the processes it starts', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(rootDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toBe(`node ${NODE_FLAGS.join(' ')} --import tsx scripts/cli/build.ts`);
  });
});

describe('the key of a Vite build', () => {
  const key = (env: NodeJS.ProcessEnv = {}) => buildKey(copy, 'client', env);

  it('changes with any file added or edited among its inputs, and with the site settings, but not with the notes', async () => {
    const before = key();
    expect(key()).toBe(before);
    const added = path.join(copy, 'src', 'styles', 'added-by-test.css');
    await mkdir(path.dirname(added), { recursive: true });
    await writeFile(added, '');
    expect(key()).not.toBe(before);
    await writeFile(added, 'p { color: red; }');
    const edited = key();
    expect(edited).not.toBe(before);
    await rm(added);
    expect(key()).toBe(before);

    expect(key({ VITE_SITE_URL: 'https://a.example' })).not.toBe(key({ VITE_SITE_URL: 'https://b.example' }));
    expect(key({ HOME: '/somewhere/else' })).toBe(before);
    expect(buildKey(copy, 'server', {})).not.toBe(before);

    // The notes are no input of the bundles.
    const original = await readFile(note(), 'utf8');
    await writeFile(note(), original.replace('A list:', 'A keyed list:'));
    await writeFile(path.join(copy, 'notes', 'react', '103-added.md'), original.replace('id: 101', 'id: 103'));
    expect(key()).toBe(before);
    await rm(path.join(copy, 'notes', 'react', '103-added.md'));
    await writeFile(note(), original);
  });
});
