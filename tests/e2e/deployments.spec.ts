import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { E2E_BUILDS } from './runner/e2e-builds.ts';
import { expect, hydrated, test } from './site';

// A site deployed again under an open tab. Each test serves the default build from a server of its
// own that can turn into the next deployment: some hashed files gone, and a new sw.js (another version).
test.use({ serviceWorkers: 'allow' });

const DIST = E2E_BUILDS.default.outDir;
const SITE_UPDATED = 'The site was updated: reload to get the new version.';
const OFFLINE_MESSAGE = 'You are offline. This note has not been saved on this device yet.';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** The files of the build's own manifest, as sw.js carries it: a note's chunk (listed before its file of the search index), or the note route's. */
const swSource = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
const noteChunk = (id: number) => new RegExp(`"${id}":\\["(/assets/[^"]+)"`).exec(swSource)![1]!;
const noteRouteChunk = () => `/assets/${readdirSync(path.join(DIST, 'assets')).find((file) => /^series-pages-[\w-]+\.js$/.test(file))!}`;

interface Deployment {
  origin: string;
  /** Deploys again: these files are gone, and sw.js is a new version. */
  deploy: (gone: string[]) => void;
  stop: () => Promise<void>;
}

async function serve(): Promise<Deployment> {
  let gone = new Set<string>();
  let deployment = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url!, 'http://host').pathname);
      const candidates = [path.join(DIST, pathname, 'index.html'), path.join(DIST, pathname)];
      for (const file of gone.has(pathname) ? [] : candidates) {
        if (!(await stat(file).catch(() => undefined))?.isFile()) continue;
        let body: string | Buffer = await readFile(file);
        // A new deployment's worker: another version, so another cache.
        if (pathname === '/sw.js') body = body.toString().replace(/version:"(\w+)"/, `version:"$1-${deployment}"`);
        response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
        response.end(request.method === 'HEAD' ? undefined : body);
        return;
      }
      response.writeHead(404, { 'Content-Type': TYPES['.html']! });
      response.end(request.method === 'HEAD' ? undefined : await readFile(path.join(DIST, '404.html')));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    deploy: (files) => {
      gone = new Set(files);
      deployment += 1;
    },
    // A stopped host answers nothing: the connections the browser still holds (its offline worker may be
    // saving files) are closed too, or closing would wait for them.
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let site: Deployment;
test.beforeEach(async () => {
  site = await serve();
});
test.afterEach(async () => {
  await site.stop();
});

const sidebar = (page: Page) => page.getByRole('complementary', { name: /lessons$/ });

test("a new deployment that lacks a saved note's chunk installs, and the note still reads offline", async ({ page, context }) => {
  await page.goto(site.origin + '/git/701');
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const lessons = sidebar(page).getByRole('navigation', { name: 'Lessons' }).getByRole('link');
  const title = (await lessons.nth(3).locator('span').nth(1).textContent())!;
  await sidebar(page).getByRole('button', { name: 'Save this series for offline' }).click();
  await expect(sidebar(page).getByRole('status')).toHaveText('Saved on this device: all 8 notes read offline.', { timeout: 60_000 });

  site.deploy([noteChunk(704)]);
  await page.reload();
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await prompt.getByRole('button', { name: 'Reload' }).click({ timeout: 30_000 });
  await expect(prompt).toHaveCount(0, { timeout: 30_000 });
  await hydrated(page);
  await expect(sidebar(page).getByRole('status')).toHaveText('Saved on this device: all 8 notes read offline.');

  await site.stop();
  await context.setOffline(true);
  await page.goto(site.origin + '/git/704');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(OFFLINE_MESSAGE)).toHaveCount(0);
});

test('a chunk the deployment lacks keeps the prerendered note and says the site was updated; Reload, not Retry', async ({ page }) => {
  // The note route's chunk is gone as the page loads: the reader keeps the note, and the prompt says why.
  site.deploy([noteRouteChunk()]);
  await page.goto(site.origin + '/react/101');
  const prompt = page.getByRole('status').filter({ hasText: SITE_UPDATED });
  await expect(prompt).toHaveText(`${SITE_UPDATED} Reload`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The History of React');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Deployed again, whole; a note's chunk is gone when the reader goes to it from inside the app.
  site.deploy([noteChunk(102)]);
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Previous and next notes' }).getByRole('link', { name: /^Next/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText('Loading chunk note-102 failed');
  await expect(alert).toContainText('Reason: updated');
  await expect(alert).toContainText(SITE_UPDATED);
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to React');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
