import { writeFileSync } from 'node:fs';
import { open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notesContent } from '../../../scripts/dev-server/notes-content';
import {
  CATALOGUE_ELEMENT_ID,
  CATALOGUE_PATH,
  seriesBucket,
  type BucketFile,
  type CatalogueManifest,
  type NoteFile,
  type PageCatalogue,
  type SeriesFile,
} from '../../../shared/catalogue-files';
import type { NoteChunk } from '../../../shared/note';
import { catalogueDir, copyFixture } from '../compiler/fixture';

let server: ViteDevServer | undefined;
let root: string | undefined;
afterEach(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
  server = undefined;
});

/** With `watching` false the test itself tells the plugin, through the watcher, which files changed. */
async function startDevServer(projectRoot: string, watching = true) {
  await writeFile(path.join(projectRoot, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const plugin = notesContent({ rootDir: projectRoot });
  const dev = await createServer({
    configFile: false,
    root: projectRoot,
    logLevel: 'silent',
    plugins: [plugin],
    server: { port: 0, host: '127.0.0.1', watch: watching ? { usePolling: true, interval: 50 } : null },
  });
  // Edits made before the watcher's first scan would go unseen.
  const ready = watching && new Promise((resolve) => dev.watcher.once('ready', resolve));
  await dev.listen();
  await ready;
  if (watching) {
    // 'ready' can come before the watcher reports changes under notes/ (it scans the folder the plugin
    // adds once more): a file it reports shows it does. Not a note, so the plugin ignores it. Each try
    // writes a new file: chokidar reads a folder before its polling takes the folder's first stat, so a
    // file made in between is never reported, and writing that file again would not change the folder.
    const probes: string[] = [];
    const seen = new Promise((resolve) => dev.watcher.on('add', (file) => probes.includes(file) && resolve(file)));
    await vi.waitFor(
      async () => {
        const probe = path.join(projectRoot, 'notes', 'react', `watcher-probe-${probes.length}.txt`);
        probes.push(probe);
        await writeFile(probe, '');
        await Promise.race([seen, new Promise((_, reject) => setTimeout(() => reject(new Error('the watcher is not ready')), 200))]);
      },
      { timeout: 25_000, interval: 0 },
    );
    await Promise.all(probes.map((probe) => rm(probe)));
  }
  return { dev, current: () => plugin.api!.current() };
}

/** A response of the running server, as the page gets it. */
async function get(sitePath: string): Promise<Response> {
  const { port } = server!.httpServer!.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${sitePath}`);
}

/** A catalogue file, from the server's memory. */
async function served<T>(file: string): Promise<T> {
  const response = await get(`${CATALOGUE_PATH}${file}`);
  expect(response.status, file).toBe(200);
  return (await response.json()) as T;
}

/** What the page would read of a series now: its file, found through the manifest the server has. */
async function seriesNow(current: () => Promise<{ manifest: CatalogueManifest } | undefined>, key: string) {
  const { manifest } = (await current())!;
  const bucket = await served<BucketFile>(manifest.buckets[seriesBucket(key)]!);
  return served<SeriesFile>(bucket[key]!);
}

/** What the page would read of a note now. */
async function noteNow(current: () => Promise<{ manifest: CatalogueManifest } | undefined>, key: string, id: number) {
  return served<NoteFile>((await seriesNow(current, key)).notes[id]!);
}

const waitFor = (check: () => Promise<boolean>, what = 'the awaited change') =>
  vi.waitFor(async () => expect(await check(), what).toBe(true), { timeout: 25_000, interval: 50 });

describe('the Vite plugin in watch mode', { timeout: 60_000 }, () => {
  it('compiles on start into memory: the page carries the manifest, the files are served, nothing is written', async () => {
    root = await copyFixture('valid');
    const { dev, current } = await startDevServer(root);
    server = dev;
    const catalogue = (await current())!;
    const html = await (await get('/')).text();
    const json = new RegExp(`<script type="application/json" id="${CATALOGUE_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json!) as PageCatalogue).toEqual({ manifest: catalogue.manifest, files: {} });

    for (const [file, text] of catalogue.files) {
      const response = await get(`${CATALOGUE_PATH}${file}`);
      expect(response.headers.get('content-type'), file).toBe('application/json');
      expect(await response.text(), file).toBe(text);
    }
    expect((await noteNow(current, 'c++', 1001)).meta.title).toBe('From C');
    // A name the catalogue never had is the app's to answer (Vite's fallback), not a file.
    expect(await (await get(`${CATALOGUE_PATH}notes/101.unknown.json`)).text()).not.toContain('"meta"');
    await expect(stat(catalogueDir(root))).rejects.toThrow(/ENOENT/);
  });

  it('recompiles a note when it changes, and still serves the files of the catalogue before', async () => {
    root = await copyFixture('valid');
    const { dev, current } = await startDevServer(root);
    server = dev;
    const before = (await seriesNow(current, 'react')).notes[101]!;
    expect((await served<NoteFile>(before)).default).toContain('A list:');

    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    await writeFile(note, (await readFile(note, 'utf8')).replace('A list:', 'An edited list:'));
    await waitFor(async () => (await noteNow(current, 'react', 101)).default.includes('An edited list:'));
    // A page that has not heard of the save yet reads the files its manifest names.
    expect((await served<NoteFile>(before)).default).toContain('A list:');
    await expect(stat(catalogueDir(root))).rejects.toThrow(/ENOENT/);
  });

  it('sends a broken note to the error overlay, keeps the last good catalogue, and tells the page once fixed', async () => {
    root = await copyFixture('valid');
    const { dev, current } = await startDevServer(root);
    server = dev;
    const good = (await current())!.manifest;
    const send = vi.spyOn(server.ws, 'send');
    // A payload object, or the name of a custom event (the plugin's 'study-notes:content').
    const payloads = () => send.mock.calls.map((call) => (typeof call[0] === 'string' ? { type: call[0] } : (call[0] as { type: string })));

    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    const original = await readFile(note, 'utf8');
    await writeFile(note, original.replace('date: 2024-10-01', 'date: 2024-13-01'));
    await waitFor(async () => payloads().some((payload) => payload.type === 'error'), 'the error overlay');
    const error = payloads().find((payload) => payload.type === 'error');
    expect(JSON.stringify(error)).toContain('notes/react/101-first-steps.md:6:1 error date: 2024-13-01 is not a real calendar date');
    expect((await current())!.manifest).toEqual(good);
    expect(payloads().some((payload) => payload.type === 'study-notes:content')).toBe(false);

    // The page closes the overlay on this event (src/app/saved-notes.ts); nothing reloads.
    await writeFile(note, original);
    await waitFor(async () => payloads().some((payload) => payload.type === 'study-notes:content'), 'the page told once the note is fixed');
    expect(payloads().some((payload) => payload.type === 'full-reload')).toBe(false);
    expect((await current())!.manifest).toEqual(good);
  });

  it('sends each saved note to the page as data with the new manifest, and no note that was not saved', async () => {
    root = await copyFixture('valid');
    const { dev, current } = await startDevServer(root);
    server = dev;
    // The page is open: it has the catalogue of the first compile.
    await current();
    const send = vi.spyOn(server.ws, 'send');
    const messages = () =>
      send.mock.calls.flatMap((call) =>
        call[0] === 'study-notes:content' ? [call[1] as { notes: NoteChunk[]; manifest: CatalogueManifest }] : [],
      );
    const sent = () => messages().flatMap((message) => message.notes);
    const file = path.join(root, 'notes', 'react', '101-first-steps.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('A list:', 'An edited list:'));

    await waitFor(async () => sent().some((chunk) => chunk.default.includes('An edited list:')), 'note 101 sent');
    expect(sent().map((chunk) => chunk.meta.id)).toEqual([101]);
    expect(sent()[0]!.meta).toMatchObject({ id: 101, title: 'First Steps', reviewed: '2026-11-20' });
    // The manifest the page loads its route data from again: the one the server now serves.
    const { manifest, files } = (await current())!;
    expect(messages().at(-1)!.manifest).toEqual(manifest);
    expect(JSON.parse(files.get((await seriesNow(current, 'react')).notes[101]!)!)).toEqual(sent()[0]);
  });

  it('compiles a save the watcher reported half-written once it is whole, and shows no error', async () => {
    root = await copyFixture('valid');
    const { dev, current } = await startDevServer(root, false);
    server = dev;
    const send = vi.spyOn(server.ws, 'send');
    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    const saved = (await readFile(note, 'utf8')).replace('A list:', 'A whole list:');

    // An editor's save empties the file, then fills it; the watcher reports the first step only,
    // as chokidar does when the second follows within its few milliseconds of throttling.
    const file = await open(note, 'w');
    server.watcher.emit('change', note);
    await file.writeFile(saved);
    await file.close();

    await waitFor(async () => (await noteNow(current, 'react', 101)).default.includes('A whole list:'), 'the whole save compiled');
    expect(send.mock.calls.some((call) => typeof call[0] === 'object' && (call[0] as { type: string }).type === 'error')).toBe(false);
  });

  it('compiles a save the watcher never reported, made just after the compile of the one it did', async () => {
    root = await copyFixture('valid');
    const { dev, current } = await startDevServer(root, false);
    server = dev;
    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    const original = await readFile(note, 'utf8');
    // The second save lands the moment the first one's compile reports, inside the watcher's
    // throttle of the first: no event comes for it.
    const report = vi.spyOn(server.config.logger, 'info').mockImplementationOnce(() => {
      writeFileSync(note, original.replace('A list:', 'A second list:'));
    });

    await writeFile(note, original.replace('A list:', 'A first list:'));
    server.watcher.emit('change', note);
    await waitFor(async () => report.mock.calls.length > 0, 'the reported save compiled');
    await waitFor(async () => (await noteNow(current, 'react', 101)).default.includes('A second list:'), 'the unreported save compiled');
  });

  it('notices added and deleted notes', async () => {
    root = await copyFixture('valid');
    const { dev, current } = await startDevServer(root);
    server = dev;
    const titles = async () => (await seriesNow(current, 'react')).lessons.map((lesson) => lesson.title);
    // Added once the page is open: a note added before is in the first compile.
    expect(await titles()).toEqual(['First Steps', 'Second Note: Lists']);
    const extra = path.join(root, 'notes', 'react', '103-added-later.md');
    await writeFile(
      extra,
      '---\nid: 103\ntitle: Added Later\ndescription: Added while the server runs.\ntags: [watch, dev, server]\ndate: 2024-10-03\n---\n\nNew text.\n',
    );
    await waitFor(async () => (await titles()).includes('Added Later'), 'the added note');
    expect((await noteNow(current, 'react', 103)).default).toContain('New text.');
    await rm(extra);
    await waitFor(async () => !(await titles()).includes('Added Later'), 'the deleted note gone');
  });
});
