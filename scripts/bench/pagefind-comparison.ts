/**
 * `npm run bench:search -- --pagefind`: Pagefind (what Starlight ships) indexing the same built notes, measured the way
 * bench:search measures ours: the first query's download (its UI's script and stylesheet included, as Starlight
 * loads them with its dialog), and the same expected-note queries. Fetched with npx, so it is no dependency of ours.
 */
import { execFileSync } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from '../serve/serve-dist.ts';
import { countDownloads } from './first-view.ts';

const PAGEFIND = 'pagefind@1.6.0';

export interface PagefindFigures {
  version: string;
  firstQuery: { bytes: number; files: number; ms: number };
  ranks: { query: string; note: string; rank: number; first?: string }[];
}

/**
 * Indexes a copy of `builtDir` with Pagefind (each page's `<article>`, as Starlight marks its content; not the print
 * pages, which our index leaves out too) and searches it.
 */
export async function measurePagefind(
  executablePath: string,
  builtDir: string,
  firstQuery: string,
  expected: readonly (readonly [query: string, note: string])[],
): Promise<PagefindFigures> {
  const siteDir = `${builtDir}-pagefind`;
  await rm(siteDir, { recursive: true, force: true });
  await cp(builtDir, siteDir, { recursive: true });
  for (const file of await readdir(siteDir, { recursive: true })) {
    if (/\.html\.(gz|br)$/.test(file)) await rm(path.join(siteDir, file));
    else if (file.endsWith('.html') && !file.startsWith('print')) {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      await writeFile(path.join(siteDir, file), html.replace('<article', '<article data-pagefind-body'));
    }
  }
  const version = execFileSync('npx', ['--yes', PAGEFIND, '--version'], { encoding: 'utf8' }).trim();
  execFileSync('npx', ['--yes', PAGEFIND, '--site', siteDir], { stdio: 'ignore' });
  await writeFile(
    path.join(siteDir, 'pagefind-search.html'),
    '<!doctype html><meta charset="utf-8"><div id="search"></div><script>' +
      'const load = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));' +
      "window.openSearch = () => { load('link', { rel: 'stylesheet', href: '/pagefind/pagefind-ui.css' });" +
      "load('script', { src: '/pagefind/pagefind-ui.js', onload: () => new PagefindUI({ element: '#search', showSubResults: true }) }); };" +
      '</script>',
  );

  // Served without the site's own config: its Content-Security-Policy would refuse Pagefind's WebAssembly.
  const { server, origin } = await serveDist(path.dirname(siteDir), path.basename(siteDir));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}/pagefind-search.html`);
    const downloaded = countDownloads(page);
    const started = Date.now();
    await page.evaluate(() => (window as unknown as { openSearch: () => void }).openSearch());
    await page.locator('.pagefind-ui__search-input').fill(firstQuery);
    await page.locator('.pagefind-ui__result').first().waitFor();
    await page.waitForLoadState('networkidle');
    const ms = Date.now() - started;
    const { bytes, files } = await downloaded();

    const found = await page.evaluate(
      async (queries) => {
        const url = '/pagefind/pagefind.js';
        const pagefind = (await import(url)) as {
          search: (query: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }>;
        };
        const tops: string[][] = [];
        for (const query of queries) {
          const { results } = await pagefind.search(query);
          tops.push((await Promise.all(results.slice(0, 3).map((result) => result.data()))).map((data) => data.url.replace(/\/$/, '')));
        }
        return tops;
      },
      expected.map(([query]) => query),
    );
    const ranks = expected.map(([query, note], index) => ({ query, note, rank: found[index]!.indexOf(note) + 1, first: found[index]![0] }));
    return { version, firstQuery: { bytes, files, ms }, ranks };
  } finally {
    await browser.close();
    await server.close();
  }
}
