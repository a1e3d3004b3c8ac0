import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteChunk } from '../../src/catalog/types';
import { buildSite, NODE_FLAGS } from '../../scripts/site/build-site';
import { copyProject } from '../../scripts/site/project-copy';
import { buildKey } from '../../scripts/site/vite-build-cache';

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
  it('reuses the Vite builds of unchanged inputs, and writes the very same site', async () => {
    const before = await siteFiles();
    const result = await buildSite({ rootDir: copy });
    expect(result.reusedBuilds).toEqual(['client', 'server']);
    expect(await siteFiles()).toEqual(before);
  });

  it('builds again for another site setting, and the pages carry the new one', async () => {
    const result = await buildSite({ rootDir: copy, env: { VITE_SITE_URL: 'https://notes.example.org' } });
    expect(result.reusedBuilds).toEqual([]);
    expect(await page()).toContain('https://notes.example.org/react/101');
    await buildSite({ rootDir: copy });
    expect(await page()).not.toContain('https://notes.example.org');
  });

  it('prerenders and bundles a note as it was saved since the last build', async () => {
    expect(await page()).toContain('A list:');
    const original = await readFile(note(), 'utf8');
    await writeFile(note(), original.replace('A list:', 'A rebuilt list:'));

    // The server build reads the notes' text when it runs: only the client build runs again.
    expect((await buildSite({ rootDir: copy })).reusedBuilds).toEqual(['server']);
    // The page, from the prerenderer; the note's chunk, from the client build.
    expect(await page()).toContain('A rebuilt list:');
    expect(await scripts()).toContain('A rebuilt list:');
    expect(await scripts()).not.toContain('>A list:');
  });

  it("writes each note as a script of its own, with the note's exports, which its series' chunk imports", async () => {
    const assets = path.join(copy, 'dist', 'assets');
    const [file] = (await readdir(assets)).filter((name) => /^101-[\w-]{8}\.js$/.test(name));
    expect(file).toBeDefined();
    const chunk = (await import(pathToFileURL(path.join(assets, file!)).href)) as NoteChunk;
    expect(chunk.meta.title).toBe('First Steps');
    expect(chunk.default).toContain('list:');
    expect(chunk.annotations?.code.length).toBeGreaterThan(0);
    expect(await scripts()).toContain(`import(\`/assets/${file}\`)`);
  });

  it('fails on a broken note, naming its file, line and field, and leaves the last site as it was', async () => {
    const before = await siteFiles();
    const original = await readFile(note(), 'utf8');
    await writeFile(note(), original.replace(/^date: .*$/m, 'date: 2024-13-01'));
    // With no earlier Vite build to reuse, as in a fresh clone, the Vite builds start before the
    // notes compile: they must stop unbuilt.
    await rm(path.join(copy, '.cache', 'vite'), { recursive: true, force: true });

    await expect(buildSite({ rootDir: copy })).rejects.toThrow(
      /notes\/react\/101-first-steps\.md:\d+:1 error date: 2024-13-01 is not a real calendar date/,
    );
    expect(await siteFiles()).toEqual(before);
    // Long enough for a build told to go on to have emptied dist/ (one takes seconds on this machine).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await siteFiles()).toEqual(before);
    await writeFile(note(), original);
  });

  it("stops the Vite builds it let start when the notes' chunks cannot be written, and leaves the last site as it was", async () => {
    const before = await siteFiles();
    await rm(path.join(copy, '.cache'), { recursive: true, force: true });
    // A folder where a note's chunk goes: the indexes are written, and the Vite builds told to start
    // on them, before the chunks fail to be.
    const chunk = path.join(copy, 'src', 'generated', 'bodies', '101.ts');
    await rm(chunk, { force: true });
    await mkdir(chunk);
    try {
      await expect(buildSite({ rootDir: copy })).rejects.toThrow(/EISDIR.*bodies[\\/]101\.ts/);
      // Told to build but never that the chunks are there, a build left running would wait for ever.
      await expect.poll(() => processesNaming(copy), { timeout: 10_000 }).toEqual([]);
      expect(await siteFiles()).toEqual(before);
    } finally {
      await rm(chunk, { recursive: true, force: true });
    }
    await buildSite({ rootDir: copy });
    expect(await siteFiles()).toEqual(before);
  });
});

describe('npm run build', () => {
  it('runs with the Node.js flags it gives the processes it starts', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(rootDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toBe(`node ${NODE_FLAGS.join(' ')} --import tsx scripts/build-site.ts`);
  });
});

describe('the key of a Vite build', () => {
  const key = (env: NodeJS.ProcessEnv = {}) => buildKey(copy, { kind: 'client', args: [], env });

  it('changes with any file added or edited among its inputs, and with the site settings', async () => {
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
    expect(buildKey(copy, { kind: 'server', args: ['--ssr'], env: {} })).not.toBe(before);
  });
});
