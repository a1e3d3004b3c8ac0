import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface Transfer {
  html: number;
  js: number;
  css: number;
  total: number;
}

/** What a browser downloads until the app has hydrated and the network is idle: document, scripts and stylesheets, gzip-compressed. */
export async function firstViewTransfer(executablePath: string, urls: readonly string[]): Promise<Transfer[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results: Transfer[] = [];
    for (const url of urls) {
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
      await page.goto(url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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
