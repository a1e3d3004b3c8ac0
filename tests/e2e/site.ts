import path from 'node:path';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { BucketFile, CatalogueManifest, HomeFile, NoteFile, SeriesFile } from '../../shared/catalogue-files.ts';
import type { SeriesInfo } from '../../shared/series.ts';
import { BASE_URL_VARIABLES } from './runner/e2e-builds.ts';

/** A path on one of the builds tests/e2e/runner/run-e2e.ts serves. */
function builtSiteUrl(build: keyof typeof BASE_URL_VARIABLES, path: string): string {
  const variable = BASE_URL_VARIABLES[build];
  const origin = process.env[variable];
  if (!origin) throw new Error(`${variable} is not set: run the suite with \`npm run test:e2e\``);
  return origin + path;
}

/** The variant build: contact endpoint on, inspection allowed, edit links, 3 s chunk time-out. */
export const variantUrl = (path: string) => builtSiteUrl('variant', path);

/** The build of tests/fixtures/xss, whose notes carry script-injection payloads. */
export const payloadUrl = (path: string) => builtSiteUrl('payloads', path);

/** The build of tests/fixtures/valid: references, a review date, exercises with solutions. */
export const fixtureUrl = (path: string) => builtSiteUrl('fixtures', path);

/** A file of the catalogue the build used (build/catalogue/), parsed. */
function catalogueFile<T>(file: string): T {
  return JSON.parse(readFileSync(path.join('build', 'catalogue', file), 'utf8')) as T;
}

/** Every note of the catalogue the build used: its id (as in its URL), topic, and its own file. */
export function catalogueNotes(): { id: string; topic: string; file: NoteFile }[] {
  const { buckets } = catalogueFile<CatalogueManifest>('manifest.json');
  return buckets
    .flatMap((bucket) =>
      Object.entries(catalogueFile<BucketFile>(bucket)).flatMap(([topic, series]) =>
        Object.entries(catalogueFile<SeriesFile>(series).notes).map(([id, file]) => ({ id, topic, file: catalogueFile<NoteFile>(file) })),
      ),
    )
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** The display info of the header's series, as the home page's data has it. */
export function catalogueSeries(): readonly SeriesInfo[] {
  return catalogueFile<HomeFile>(catalogueFile<CatalogueManifest>('manifest.json').home).series;
}

/**
 * Notes in groups of at most `size` notes of one series, in id order: a test per group goes from note to note
 * in the app (openInApp), as a reader does, so the page's sandbox, and Python once loaded there, serve every
 * note of the group instead of loading again for each.
 */
export function seriesGroups<T extends { topic: string; id: string }>(notes: readonly T[], size = 8): T[][] {
  const bySeries = new Map<string, T[]>();
  for (const note of notes) bySeries.set(note.topic, [...(bySeries.get(note.topic) ?? []), note]);
  return [...bySeries.values()].flatMap((series) => {
    const count = Math.ceil(series.length / size);
    // Groups of even sizes: 9 notes make 5 and 4, not 8 and 1.
    return Array.from({ length: count }, (_, index) =>
      series.slice(Math.round((index * series.length) / count), Math.round(((index + 1) * series.length) / count)),
    );
  });
}

/** Opens a note of the series on screen from its lesson link in the sidebar, and waits for its title. */
export async function openInApp(page: Page, note: { topic: string; id: string; file: NoteFile }) {
  await page
    .getByRole('complementary', { name: /lessons$/ })
    .locator(`a[href="/${note.topic}/${note.id}"]`)
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(note.file.meta.title);
}

/** Opens every folded solution of the note on screen, as a reader would to run one. */
export async function openSolutionFolds(page: Page) {
  // An open one reads 'Hide …', so the first closed one is always the next.
  const closed = page.locator('summary', { hasText: /^Show (solution|what it prints)$/ });
  for (let left = await closed.count(); left > 0; left--) {
    // It reads 'Hide …' once the browser has told the page it opened. A known bug: on a note reached by a link, a
    // fold opened just as the exercises' code arrives can close again (its toggle event lands on the fold the code
    // replaced); the reader then opens it again.
    await expect(async () => {
      await closed.first().click();
      await expect(closed).toHaveCount(left - 1, { timeout: 2_000 });
    }).toPass();
  }
}

/** Problems a visitor's browser would report on a page. */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  let documentNotFound = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser also logs a 404 document, which tests of missing pages expect.
    if (documentNotFound > 0 && message.text().includes('status of 404')) {
      documentNotFound -= 1;
      return;
    }
    problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  // A request the page had started when it navigated away is aborted by the browser: not a failure.
  let navigations = 0;
  const startedAt = new WeakMap<Request, number>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  page.on('request', (request) => {
    // A new document's request starts the navigation: the old page's requests may be aborted before it commits.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
    startedAt.set(request, navigations);
  });
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText;
    if (errorText === 'net::ERR_ABORTED' && startedAt.get(request) !== navigations) return;
    problems.failedRequests.push(`${request.url()} ${errorText}`);
  });
  page.on('response', (response) => {
    // A page's own document may be a 404 on purpose; tests check that status themselves.
    if (response.status() === 404 && response.request().resourceType() === 'document') documentNotFound += 1;
    else if (response.status() >= 400) {
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
    }
  });
  return problems;
}

/** Every test fails if the page logged an error, threw, or had a request fail that it did not expect. */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems = watchProblems(page);
    await use(problems);
  },
});

export { expect };

/** Waits until the app has taken over the prerendered page, so clicks and typing reach React. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a path and waits until the page has its main heading and is interactive. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** The address bar's path as a reader sees it: /c++/1001, not /c%2B%2B/1001. */
export function pathOf(page: Page) {
  return decodeURI(new URL(page.url()).pathname);
}

export function expectNoProblems(problems: PageProblems) {
  expect(problems.pageErrors, 'page errors').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests').toEqual([]);
}

/** Makes every use of localStorage throw, as a browser with storage disabled does. */
export async function disableStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** A tag opens the search for it: the dialog's box holds the tag and lists notes; Esc closes it again. */
export async function expectTagOpensSearch(page: Page, tag: Locator) {
  const tagText = (await tag.textContent())!.replace('Find notes tagged ', '').trim();
  await tag.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox')).toHaveValue(tagText);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
