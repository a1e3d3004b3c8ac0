/**
 * `npm run bench:lighthouse`: Lighthouse's default mobile mode on every page type of the built site,
 * in Debian's Chromium; prints each page's scores and metrics as medians of the runs.
 *   npm run bench:lighthouse                 build the real notes into .bench/lighthouse-dist, then measure
 *   npm run bench:lighthouse -- --no-build   measure that build again
 *   npm run bench:lighthouse -- --dist <dir> measure another build (a directory inside the project)
 *   npm run bench:lighthouse -- --runs 5 --page /react/105
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { parseArgs } from 'node:util';
import { buildSite } from '../site-build/build-site.ts';
import { serveDist } from '../serve/serve-dist.ts';
import { median, requireChromium, ROOT_DIR as rootDir, saveResults } from './bench-kit.ts';

/** One page of each type; the 404 page by its file name, since Lighthouse refuses to audit a status 404. */
const PAGES = ['/', '/react', '/react/105', '/c++/1008', '/css/408', '/docker/602', '/about', '/contact', '/privacy', '/404.html'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

type Run = Record<(typeof CATEGORIES)[number], number> & Record<keyof typeof METRICS, number>;

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
  },
});
const executablePath = requireChromium('Lighthouse runs in Chromium');
const outDir = values.dist ?? '.bench/lighthouse-dist';
const runs = Number(values.runs);
const pages = values.page ?? PAGES;

if (!values.dist && !values['no-build']) {
  console.log('Building the site…');
  await buildSite({ rootDir, outDir });
}
const { server, origin } = await serveDist(rootDir, outDir);
const port = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', `--remote-debugging-port=${port}`, '--disable-background-networking', '--disable-component-update'],
});
const results = new Map<string, Run[]>();
try {
  for (let round = 0; round < runs; round++) {
    // Pages take turns, so a burst of load on the machine does not fall on one page's runs.
    for (const page of pages) {
      const result = await lighthouse(`${origin}${page}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const run = {} as Run;
      for (const category of CATEGORIES) run[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      for (const [name, audit] of Object.entries(METRICS)) run[name as keyof typeof METRICS] = lhr.audits[audit]?.numericValue ?? NaN;
      results.set(page, [...(results.get(page) ?? []), run]);
      console.log(
        `  ${page} run ${round + 1}: performance ${run.performance}, FCP ${Math.round(run.FCP)} ms, LCP ${Math.round(run.LCP)} ms, TBT ${Math.round(run.TBT)} ms, CLS ${run.CLS.toFixed(3)}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`\nLighthouse ${runs > 1 ? `medians of ${runs} runs` : 'one run'}, mobile (simulated slow 4G, 4x CPU), ${outDir}:\n`);
console.log('| page | performance (min) | a11y | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [page, pageRuns] of results) {
  const of = (key: keyof Run) => median(pageRuns.map((run) => run[key]));
  const lowest = Math.min(...pageRuns.map((run) => run.performance));
  console.log(
    `| ${page} | ${of('performance')} (${lowest}) | ${of('accessibility')} | ${of('best-practices')} | ${of('seo')} | ${(of('FCP') / 1000).toFixed(2)} s | ${(of('LCP') / 1000).toFixed(2)} s | ${Math.round(of('TBT'))} ms | ${of('CLS').toFixed(3)} |`,
  );
}
await saveResults('lighthouse', Object.fromEntries(results));
