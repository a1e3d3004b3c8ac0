import { test as base, expect, type Page } from '@playwright/test';

/** The address of the variant build (contact endpoint on, inspection allowed, 3 s chunk time-out). */
export function variantUrl(path: string): string {
  const origin = process.env.E2E_VARIANT_URL;
  if (!origin) throw new Error('E2E_VARIANT_URL is not set: run the suite with `npm run test:e2e`');
  return origin + path;
}

/** Problems a visitor's browser would report on a page. */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('requestfailed', (request) => problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()} ${response.status()}`);
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

/** Opens a path and waits until the page has its main heading. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

export function expectNoProblems(problems: PageProblems) {
  expect(problems.pageErrors, 'page errors').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests').toEqual([]);
}
