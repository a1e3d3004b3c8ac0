import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

export interface Transfer {
  html: number;
  js: number;
  css: number;
  total: number;
}

/**
 * What a browser downloads until the app has hydrated and the network is idle: document, scripts and stylesheets,
 * gzip-compressed. Each page must show its heading: a page the build did not write (the host's fallback) would
 * otherwise stand in for it.
 */
export async function firstViewTransfer(executablePath: string, pages: readonly { url: string; heading: string }[]): Promise<Transfer[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results: Transfer[] = [];
    for (const { url, heading } of pages) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const transfer: Transfer = { html: 0, js: 0, css: 0, total: 0 };
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const kind = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined;
        if (!kind) return;
        pending.push(
          response.body().then((body) => {
            transfer[kind] += gzipSync(body).length;
          }),
        );
      });
      const response = await page.goto(url);
      if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}: the build did not write that page`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const shown = await page.getByRole('heading', { level: 1 }).first().textContent();
      if (!shown?.includes(heading)) throw new Error(`${url} shows "${shown}", not "${heading}": the build did not write that page`);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      transfer.total = transfer.html + transfer.js + transfer.css;
      results.push(transfer);
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** What the search dialog downloads from Ctrl+K to the results of a first query on `url`, gzip-compressed, and how many files. */
export async function firstSearchTransfer(executablePath: string, url: string, query: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const downloaded = countDownloads(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search all notes' });
    await dialog.getByRole('combobox').fill(query);
    await searchSettled(page);
    return await downloaded();
  } finally {
    await browser.close();
  }
}

/** Counts what `page` downloads from now on; the function it returns gives the files so far and their gzip bytes. */
export function countDownloads(page: Page): () => Promise<{ bytes: number; files: number }> {
  const downloads: Promise<number>[] = [];
  page.on('response', (response) =>
    downloads.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    ),
  );
  return async () => {
    const files = downloads.length;
    return { bytes: (await Promise.all(downloads.slice(0, files))).reduce((sum, bytes) => sum + bytes, 0), files };
  };
}

/** Waits until the search dialog shows the results of what is in its box. */
export async function searchSettled(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Search all notes' })
    .getByRole('status')
    .filter({ hasText: /notes? found|No notes match/ })
    .waitFor();
}
