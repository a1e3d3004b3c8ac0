import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notesContent } from '../../scripts/content/vite-plugin';
import type { NoteChunk } from '../../src/catalog/types';
import { copyFixture } from './fixture';

let server: ViteDevServer | undefined;
let root: string | undefined;
afterEach(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
  server = undefined;
});

async function startDevServer(projectRoot: string) {
  const dev = await createServer({
    configFile: false,
    root: projectRoot,
    logLevel: 'silent',
    plugins: [notesContent({ rootDir: projectRoot })],
    server: { port: 0, host: '127.0.0.1', watch: { usePolling: true, interval: 50 } },
  });
  // Edits made before the watcher's first scan would go unseen.
  const watching = new Promise((resolve) => dev.watcher.once('ready', resolve));
  await dev.listen();
  await watching;
  return dev;
}

const waitFor = (check: () => Promise<boolean>, what = 'the awaited change') =>
  vi.waitFor(async () => expect(await check(), what).toBe(true), { timeout: 25_000, interval: 50 });

describe('the Vite plugin in watch mode', { timeout: 60_000 }, () => {
  it('compiles on start and recompiles a note when it changes', async () => {
    root = await copyFixture('valid');
    server = await startDevServer(root);
    const body = path.join(root, 'src', 'generated', 'bodies', '101.ts');
    expect(await readFile(body, 'utf8')).toContain('A list:');

    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    await writeFile(note, (await readFile(note, 'utf8')).replace('A list:', 'An edited list:'));
    await waitFor(async () => (await readFile(body, 'utf8')).includes('An edited list:'));
  });

  it('sends a broken note to the error overlay, keeps the last good output, and tells the page once fixed', async () => {
    root = await copyFixture('valid');
    server = await startDevServer(root);
    const send = vi.spyOn(server.ws, 'send');
    // A payload object, or the name of a custom event (the plugin's 'study-notes:content').
    const payloads = () => send.mock.calls.map((call) => (typeof call[0] === 'string' ? { type: call[0] } : (call[0] as { type: string })));
    const catalog = path.join(root, 'src', 'generated', 'series', 'react.ts');
    const good = await readFile(catalog, 'utf8');

    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    const original = await readFile(note, 'utf8');
    await writeFile(note, original.replace('date: 2024-10-01', 'date: 2024-13-01'));
    await waitFor(async () => payloads().some((payload) => payload.type === 'error'), 'the error overlay');
    const error = payloads().find((payload) => payload.type === 'error');
    expect(JSON.stringify(error)).toContain('notes/react/101-first-steps.md:6:1 error date: 2024-13-01 is not a real calendar date');
    expect(await readFile(catalog, 'utf8')).toBe(good);

    // The watcher drops a second change to a file within a few milliseconds of the first, a
    // pace no author types at: save the fix again until it is seen.
    // The page closes the overlay on this event (src/app/saved-notes.ts); nothing reloads.
    const told = () => payloads().some((payload) => payload.type === 'study-notes:content');
    await waitFor(async () => {
      if (!told()) await writeFile(note, original);
      return told();
    }, 'the page told once the note is fixed');
    expect(payloads().some((payload) => payload.type === 'full-reload')).toBe(false);
    expect(await readFile(catalog, 'utf8')).toBe(good);
  });

  it('sends a saved note the page has loaded to the page as data, and no other', async () => {
    root = await copyFixture('valid');
    server = await startDevServer(root);
    const send = vi.spyOn(server.ws, 'send');
    // As when the page has opened note 101: its module is in the module graph; 102's is not.
    await server.environments.client.transformRequest('/src/generated/bodies/101.ts');
    for (const [name, from, to] of [
      ['101-first-steps.md', 'A list:', 'An edited list:'],
      ['102-second-note.md', 'date: 2024-10-02', 'date: 2024-10-12'],
    ] as const) {
      const file = path.join(root, 'notes', 'react', name);
      const text = await readFile(file, 'utf8');
      expect(text).toContain(from);
      await writeFile(file, text.replace(from, to));
    }
    const sent = () =>
      send.mock.calls.flatMap((call) => (call[0] === 'study-notes:content' ? (call[1] as { notes: NoteChunk[] }).notes : []));
    await waitFor(async () => sent().some((chunk) => chunk.default.includes('An edited list:')), 'note 101 sent');
    expect(sent().map((chunk) => chunk.meta.id)).not.toContain(102);
    expect(sent().find((chunk) => chunk.meta.id === 101)?.meta).toMatchObject({ id: 101, title: 'First Steps', reviewed: '2026-11-20' });
  });

  it('notices added and deleted notes', async () => {
    root = await copyFixture('valid');
    server = await startDevServer(root);
    const catalog = path.join(root, 'src', 'generated', 'series', 'react.ts');
    const extra = path.join(root, 'notes', 'react', '103-added-later.md');
    await writeFile(
      extra,
      '---\nid: 103\ntitle: Added Later\ndescription: Added while the server runs.\ntags: [watch, dev, server]\ndate: 2024-10-03\n---\n\nNew text.\n',
    );
    await waitFor(async () => (await readFile(catalog, 'utf8')).includes('Added Later'));
    await rm(extra);
    await waitFor(async () => !(await readFile(catalog, 'utf8')).includes('Added Later'));
  });
});
