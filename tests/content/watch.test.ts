import { writeFileSync } from 'node:fs';
import { open, readFile, rm, writeFile } from 'node:fs/promises';
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

/** With `watching` false the test itself tells the plugin, through the watcher, which files changed. */
async function startDevServer(projectRoot: string, watching = true) {
  const dev = await createServer({
    configFile: false,
    root: projectRoot,
    logLevel: 'silent',
    plugins: [notesContent({ rootDir: projectRoot })],
    server: { port: 0, host: '127.0.0.1', watch: watching ? { usePolling: true, interval: 50 } : null },
  });
  // Edits made before the watcher's first scan would go unseen.
  const ready = watching && new Promise((resolve) => dev.watcher.once('ready', resolve));
  await dev.listen();
  await ready;
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

    // The page closes the overlay on this event (src/app/saved-notes.ts); nothing reloads.
    await writeFile(note, original);
    await waitFor(async () => payloads().some((payload) => payload.type === 'study-notes:content'), 'the page told once the note is fixed');
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

  it('compiles a save the watcher reported half-written once it is whole, and shows no error', async () => {
    root = await copyFixture('valid');
    server = await startDevServer(root, false);
    const send = vi.spyOn(server.ws, 'send');
    const body = path.join(root, 'src', 'generated', 'bodies', '101.ts');
    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    const saved = (await readFile(note, 'utf8')).replace('A list:', 'A whole list:');

    // An editor's save empties the file, then fills it; the watcher reports the first step only,
    // as chokidar does when the second follows within its few milliseconds of throttling.
    const file = await open(note, 'w');
    server.watcher.emit('change', note);
    await file.writeFile(saved);
    await file.close();

    await waitFor(async () => (await readFile(body, 'utf8')).includes('A whole list:'), 'the whole save compiled');
    expect(send.mock.calls.some((call) => typeof call[0] === 'object' && (call[0] as { type: string }).type === 'error')).toBe(false);
  });

  it('compiles a save the watcher never reported, made just after the compile of the one it did', async () => {
    root = await copyFixture('valid');
    server = await startDevServer(root, false);
    const body = path.join(root, 'src', 'generated', 'bodies', '101.ts');
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
    await waitFor(async () => (await readFile(body, 'utf8')).includes('A second list:'), 'the unreported save compiled');
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
