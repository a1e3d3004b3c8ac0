import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { copyProject } from '../../scripts/serve/project-copy';
import { expect, test } from './site';

// The author's side: `npm start` on a copy of the project with the fixture notes, a note open in
// Chromium, and the notes edited on disk as an editor saves them.
const rootDir = path.resolve(import.meta.dirname, '..', '..');
let copy = '';
let server: ViteDevServer;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  // Setup includes the dev server's one-time work (below): give it room on a loaded machine.
  test.setTimeout(120_000);
  copy = await copyProject(rootDir, 'e2e-dev-');
  await cp(path.join(rootDir, 'tests', 'fixtures', 'valid', 'notes'), path.join(copy, 'notes'), { recursive: true });
  server = await createServer({
    root: copy,
    configFile: path.join(copy, 'vite.config.ts'),
    // Its own dependency cache: other copies of the project share node_modules.
    cacheDir: path.join(copy, '.vite'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  const watching = new Promise((resolve) => server.watcher.once('ready', resolve));
  await server.listen();
  await watching;
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  // The first page a fresh dev server serves waits for its one-time work: bundling the
  // dependencies, then compiling about 110 modules on demand (2.5 s here on a quiet machine; 12 s
  // in a CI run whose other tests kept both cores busy). It is done once here, so each test starts
  // from the server an author has after opening the first page, and times only what it is about.
  const first = await browser.newPage();
  await first.goto(`${origin}/react/101`);
  await expect(first.getByRole('heading', { level: 1 })).toHaveText('First Steps', { timeout: 90_000 });
  await first.close();
});

test.afterAll(async () => {
  await server?.close();
  if (copy) await rm(copy, { recursive: true, force: true });
});

const note = (name: string) => path.join(copy, 'notes', 'react', name);

async function edit(name: string, change: (text: string) => string) {
  const file = note(name);
  const before = await readFile(file, 'utf8');
  await writeFile(file, change(before));
  return () => writeFile(file, before);
}

test('a saved note shows in place: no reload, the scroll position kept', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 400 });
  await page.goto(`${origin}/react/101`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Steps');
  await page.evaluate(() => {
    (window as unknown as { keptAcrossSaves: boolean }).keptAcrossSaves = true;
    window.scrollTo(0, 300);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

  const restore = await edit('101-first-steps.md', (text) => text.replace('A list:', 'An edited list:'));
  await expect(page.getByText('An edited list:')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { keptAcrossSaves?: boolean }).keptAcrossSaves)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  await restore();
  await expect(page.getByText('A list:', { exact: true })).toBeVisible();
});

test("a saved note's Markdown copy for tools is the saved text, at once", async ({ request }) => {
  const copyOf = async () => (await request.get(`${origin}/react/101.md`)).text();
  expect(await copyOf()).toContain('A list:');
  const restore = await edit('101-first-steps.md', (text) => text.replace('A list:', 'A copied list:'));
  await expect.poll(copyOf).toContain('A copied list:');
  // Its links to other notes are still absolute addresses of their pages.
  expect(await copyOf()).toMatch(/\]\(https?:\/\/[^)\s]+\/react\/102\)/);
  await restore();
  await expect.poll(copyOf).toContain('A list:');
});

test('a broken save shows every problem in the overlay and keeps the page; the fix clears it', async ({ page }) => {
  await page.goto(`${origin}/react/101`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Steps');
  const restore = await edit('101-first-steps.md', (text) =>
    text.replace('date: 2024-10-01', 'date: 2024-13-01').replace('title: First Steps', 'title: ""'),
  );
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toBeAttached();
  const message = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
  expect(message).toContain('notes/react/101-first-steps.md:6:1 error date: 2024-13-01 is not a real calendar date');
  expect(message).toContain('notes/react/101-first-steps.md:3:');
  // The last good page stays under the overlay.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Steps');

  await restore();
  await expect(overlay).not.toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Steps');
});

test('a new title reaches the sidebar; an added note appears and a deleted one goes', async ({ page }) => {
  await page.goto(`${origin}/react/102`);
  const sidebar = page.getByRole('navigation', { name: /lessons/i });
  await expect(sidebar.getByRole('link', { name: /First Steps/ })).toBeVisible();

  const restore = await edit('101-first-steps.md', (text) => text.replace('title: First Steps', 'title: Very First Steps'));
  await expect(sidebar.getByRole('link', { name: /Very First Steps/ })).toBeVisible();
  await restore();
  await expect(sidebar.getByRole('link', { name: /Very First Steps/ })).toHaveCount(0);

  const added = note('103-added-later.md');
  await writeFile(
    added,
    '---\nid: 103\ntitle: Added Later\ndescription: Added while the server runs.\ntags: [watch, dev, server]\ndate: 2024-10-03\n---\n\nNew text.\n',
  );
  await expect(sidebar.getByRole('link', { name: /Added Later/ })).toBeVisible();
  await rm(added);
  await expect(sidebar.getByRole('link', { name: /Added Later/ })).toHaveCount(0);
});

test('Run works under npm start: a preview renders and a console sample prints its output', async ({ page }) => {
  await page.goto(`${origin}/react/101`);
  const main = page.locator('main');
  await main.getByRole('button', { name: 'Run', exact: true }).first().click();
  await expect(main.getByRole('region', { name: 'Output' }).first().getByRole('status')).toHaveText('Rendered', { timeout: 20_000 });

  const solution = main.getByRole('group').filter({ hasText: 'Hello, ${name}!' });
  await solution.getByText('Show solution').click();
  await solution.getByRole('button', { name: 'Run', exact: true }).click();
  const output = solution.getByRole('region', { name: 'Output' });
  await expect(output.getByRole('status')).toHaveText(/^Finished/, { timeout: 20_000 });
  await expect(output.locator('pre')).toHaveText('Hello, Ada!\n');
});
