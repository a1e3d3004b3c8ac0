import type { BrowserContext, Page } from '@playwright/test';
import type { PreviewServer } from 'vite';
import { E2E_BUILDS } from './runner/e2e-builds.ts';
import { serveDist } from '../../scripts/serve/serve-dist.ts';
import { seriousViolations } from './axe';
import { expect, hydrated, test } from './site';

// Each test serves the build on an address of its own (a worker and its caches per test) and
// switches the network off for real: the server stops, and the browser is told it is offline.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_MESSAGE = 'You are offline. This note has not been saved on this device yet.';

interface Host {
  origin: string;
  port: number;
  stop: () => Promise<void>;
}

async function host(build: keyof typeof E2E_BUILDS = 'default', port = 0): Promise<Host> {
  const { server, origin } = await serveDist(process.cwd(), E2E_BUILDS[build].outDir, port);
  let running: PreviewServer | undefined = server;
  return {
    origin,
    port: Number(new URL(origin).port),
    stop: async () => {
      await running?.close();
      running = undefined;
    },
  };
}

let site: Host;
test.beforeEach(async () => {
  site = await host();
});
test.afterEach(async () => {
  await site.stop();
});

async function goOffline(context: BrowserContext) {
  await site.stop();
  await context.setOffline(true);
}

/** Whether the worker has saved a page (it saves a page's chunks before the page itself). */
function savedOnDevice(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (saved) => Boolean(await caches.match(saved)), path);
}

/** Opens a page of this test's site and waits until the worker controls it. */
async function openControlled(page: Page, path: string) {
  await page.goto(site.origin + path);
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: /lessons$/ });

test.describe('offline reading', () => {
  test('a note read online reloads offline; one never opened shows the offline message with links to the saved ones', async ({
    page,
    context,
  }) => {
    await openControlled(page, '/react/102');
    await expect.poll(() => savedOnDevice(page, '/react/102')).toBe(true);
    const title = await page.getByRole('heading', { level: 1 }).textContent();

    await goOffline(context);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(sidebar(page).getByRole('link', { name: /Introduction to React/ })).toBeVisible();

    // Next is note 103, never opened: the app says so in the site's layout, beside the series' lessons.
    await page.getByRole('navigation', { name: 'Previous and next notes' }).getByRole('link', { name: /^Next/ }).click();
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const saved = page.getByRole('link', { name: title! }).last();
    await expect(saved).toHaveAttribute('href', '/react/102');

    // A whole page load of a series never opened: the worker's fallback page, never the browser's error.
    await page.goto(site.origin + '/python/3001');
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: title! }).click();
    await expect(page).toHaveURL(/\/react\/102$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  });

  test('a saved series reads fully offline, search finds its notes, and it can be removed again', async ({ page, context }) => {
    await openControlled(page, '/git/701');
    const lessons = await sidebar(page).getByRole('navigation', { name: 'Lessons' }).getByRole('link').all();
    const entries = await Promise.all(
      lessons.map(async (link) => ({
        href: (await link.getAttribute('href'))!,
        title: (await link.locator('span').nth(1).textContent())!,
      })),
    );
    expect(entries.length).toBe(8);

    const status = sidebar(page).getByRole('status');
    await sidebar(page).getByRole('button', { name: 'Save this series for offline' }).click();
    await expect(status).toHaveText('Saved on this device: all 8 notes read offline.', { timeout: 60_000 });
    await sidebar(page).screenshot({ path: 'test-results/screenshots/offline-series-saved-1440-light.png' });

    await goOffline(context);
    for (const { href, title } of entries) {
      await page.goto(site.origin + href);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }

    // The Git terminal runs a sample offline (its code is on the site, kept with the shell).
    const solution = page.locator('summary', { hasText: /^Show solution$/ }).first();
    await solution.click();
    const sample = page
      .locator('main [data-code-block]', { has: page.getByRole('button', { name: /^(Open in|Close) terminal$/ }) })
      .first();
    await sample.getByRole('button', { name: 'Open in terminal' }).click();
    const terminal = sample.getByRole('region', { name: 'Terminal' });
    await terminal.getByRole('button', { name: 'Run all' }).click();
    await expect(terminal.getByRole('status')).toHaveText("All lines run: the same output as the note's");

    // The Review page works offline: the questions of the saved notes read join the review, from the saved files.
    const read = entries.map(({ href }) => Number(href.split('/').pop()));
    await page.evaluate((ids) => localStorage.setItem('study-notes:progress', JSON.stringify({ read: { git: ids } })), read);
    await page.goto(site.origin + '/review');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing due today' })).toBeVisible();
    await expect(page.getByText(/^All \d+ questions are scheduled for later\. The next question is due tomorrow\.$/)).toBeVisible();
    await page.goto(site.origin + entries[0]!.href);
    await hydrated(page);

    // The full-text search was saved with the series.
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search all notes' });
    await dialog.getByRole('combobox').fill('rebasing clean history');
    await expect(dialog.getByRole('option').first()).toContainText('Rebasing and a Clean History');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rebasing and a Clean History');
    // A word the GitHub, Docker and React notes use too: found in the saved series, the others counted as missing.
    const unsaved = /\. \d+ more are in series not saved on this device\.$/;
    await page.keyboard.press('Control+k');
    await dialog.getByRole('combobox').fill('commit');
    await expect(dialog.getByRole('status')).toHaveText(unsaved);
    await expect(dialog.getByRole('option').first()).toHaveAttribute('href', /^\/git\/\d+/);
    await page.keyboard.press('Escape');

    // The home page's box searches the saved notes as well, and says the same of the rest (its best few for
    // "repository" are mostly GitHub's).
    await page.goto(site.origin + '/');
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('repository');
    const mentions = page.getByRole('region', { name: 'In the notes' });
    await expect(mentions.getByRole('status')).toHaveText(unsaved);
    await mentions.screenshot({ path: 'test-results/screenshots/home-full-text-offline-1440-light.png' });
    const found = await mentions.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(found.length).toBeGreaterThan(0);
    for (const href of found) expect(href).toMatch(/^\/git\/\d+/);
    await mentions.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/git\/\d+/);

    await sidebar(page).getByRole('button', { name: 'Remove from this device' }).click();
    await expect(status).toHaveText('Keep all 8 notes on this device to read without a connection.');
    await page.goto(site.origin + '/git/704');
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
  });

  test('a new deployment does not swap the page: it offers a reload, which brings the new version', async ({ page }) => {
    await openControlled(page, '/react/101');
    await expect.poll(() => savedOnDevice(page, '/react/101')).toBe(true);
    const entry = () => page.locator('script[type="module"][src*="/assets/"]').getAttribute('src');
    const before = await entry();

    // The variant build, deployed at the same address.
    await site.stop();
    site = await host('variant', site.port);
    await page.reload();
    await hydrated(page);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toHaveText('A new version is available: Reload', { timeout: 30_000 });
    // Until the reader chooses, the page is the one they were reading.
    expect(await entry()).toBe(before);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(entry, { timeout: 30_000 }).not.toBe(before);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The History of React');
    await expect(prompt).toHaveCount(0);
  });

  test('saved notes run their samples and check answers offline: JavaScript and Python in the console sandbox, React in its preview and check pages', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const notes = ['/javascript/311', '/react/105', '/python/3002'];
    for (const note of notes) {
      await openControlled(page, note);
      await expect.poll(() => savedOnDevice(page, note)).toBe(true);
    }
    // A series with Python saved for offline reading brings Python's files along, and says so, with their size.
    const withPython = / Python \(\d+\.\d MB\) is saved with them, to run their code offline\.$/;
    await expect(sidebar(page).getByRole('status')).toHaveText(withPython);
    await sidebar(page).getByRole('button', { name: 'Save this series for offline' }).click();
    await expect(sidebar(page).getByRole('status')).toHaveText(/^Saved on this device: all \d+ notes read offline\./, { timeout: 60_000 });
    await expect(sidebar(page).getByRole('status')).toHaveText(withPython);
    expect(await savedOnDevice(page, '/pyodide/pyodide.asm.wasm')).toBe(true);
    await goOffline(context);
    for (const note of notes) {
      await page.goto(site.origin + note);
      await hydrated(page);
      // The note's first sample: a console run (JavaScript, Python), a rendered preview (React).
      const block = page.locator('main').getByRole('button', { name: 'Run', exact: true }).first().locator('xpath=../..');
      await block.getByRole('button', { name: 'Run', exact: true }).click();
      const output = block.getByRole('region', { name: 'Output' });
      const react = note.startsWith('/react/');
      await expect(output.getByRole('status')).toHaveText(react ? 'Rendered' : /^Finished/, { timeout: 60_000 });
      if (react) await expect(output.frameLocator('iframe').locator('body')).not.toBeEmpty();
      else await expect(output.locator('pre')).not.toBeEmpty();
      // A checked exercise's starter: its tests run, and at least one fails, by name.
      const exercise = page
        .locator('[data-exercise]')
        .filter({ has: page.getByRole('button', { name: 'Check', exact: true }) })
        .first();
      await exercise.getByRole('button', { name: 'Check', exact: true }).click();
      const results = exercise.getByRole('region', { name: 'Check results' });
      await expect(results).toHaveAttribute('data-tone', 'failed', { timeout: 30_000 });
      await expect(results.getByRole('status')).toHaveText(/^\d+ of \d+ tests? failed\./);
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`the offline message and the update prompt have no serious axe violation, ${colorScheme} at ${width} px; screenshots`, async ({
        page,
        context,
      }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        await openControlled(page, '/react/101');
        await expect.poll(() => savedOnDevice(page, '/react/101')).toBe(true);

        await site.stop();
        site = await host('variant', site.port);
        await page.reload();
        await hydrated(page);
        await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: `test-results/screenshots/offline-update-${width}-${colorScheme}.png` });
        expect(await seriousViolations(page)).toEqual([]);

        await goOffline(context);
        await page.goto(site.origin + '/dsa/2001');
        await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
        await expect(page.getByRole('link', { name: 'The History of React' })).toBeVisible();
        await page.screenshot({ path: `test-results/screenshots/offline-message-${width}-${colorScheme}.png`, fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
