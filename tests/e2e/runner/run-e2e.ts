/**
 * `npm run test:e2e`: builds the e2e sites (e2e-builds.ts), serves them, and runs the Playwright suite in
 * Debian's Chromium; without a Chromium the suite is skipped with a banner, unless CI is set.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PreviewServer } from 'vite';
import { buildSite } from '../../../scripts/site-build/build-site.ts';
import { copyProject } from '../../../scripts/serve/project-copy.ts';
import { serveDist } from '../../../scripts/serve/serve-dist.ts';
import { BASE_URL_VARIABLES, E2E_BUILDS, FIXTURE_SITES, type E2eBuild, type FixtureSite } from './e2e-builds.ts';
import { findChromium } from '../../../scripts/serve/find-chromium.ts';
import { hasNginx, serveWithNginx } from './nginx-server.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const reportFile = path.join(rootDir, 'test-results', 'e2e-report.json');

function banner(lines: string[]) {
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '!'.repeat(width);
  console.log(['', rule, ...lines.map((line) => `! ${line.padEnd(width - 4)} !`), rule, ''].join('\n'));
}

async function buildAndServe(name: E2eBuild) {
  const { outDir, env } = E2E_BUILDS[name];
  await buildSite({ rootDir, outDir, env });
  return serveDist(rootDir, outDir);
}

/** A site built from fixture notes, in a copy of the project so the real notes stay put. */
async function buildFixtureSite(name: FixtureSite) {
  const copy = await copyProject(rootDir, `e2e-${name}-`);
  await cp(path.join(rootDir, FIXTURE_SITES[name]), path.join(copy, 'notes'), { recursive: true });
  await buildSite({ rootDir: copy });
  return { ...(await serveDist(copy)), copy };
}

function printCount() {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
  };
  const { expected, unexpected, flaky, skipped, duration } = report.stats;
  const executed = expected + unexpected + flaky;
  console.log(
    `End-to-end: ${executed} tests executed in Chromium (${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped) in ${Math.round(duration / 1000)} s.`,
  );
  return executed;
}

async function main(): Promise<number> {
  const chromium = findChromium();
  if (!chromium) {
    if (process.env.CI) {
      console.error('End-to-end tests need Chromium, and CI is set: install it (apt-get install -y chromium) or set CHROME_PATH.');
      return 1;
    }
    banner([
      'END-TO-END TESTS SKIPPED: no Chromium found.',
      "Install Debian's Chromium (apt-get install -y chromium) or set CHROME_PATH to a",
      'Chromium binary, then run `npm test` (or `npm run test:e2e`) again.',
    ]);
    return 0;
  }

  const servers: PreviewServer[] = [];
  const copies: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile };
    for (const name of Object.keys(E2E_BUILDS) as E2eBuild[]) {
      const { server, origin } = await buildAndServe(name);
      servers.push(server);
      env[BASE_URL_VARIABLES[name]] = origin;
    }
    // The default build again, served by nginx with deploy/nginx/site.conf, for the `nginx` project.
    if (hasNginx()) {
      const nginx = await serveWithNginx(rootDir, path.join(rootDir, E2E_BUILDS.default.outDir));
      closers.push(nginx.close);
      env.E2E_NGINX_URL = nginx.origin;
    } else if (process.env.CI) {
      console.error('End-to-end tests run the site on nginx too, and CI is set: install it (apt-get install -y nginx).');
      return 1;
    } else {
      banner([
        'NGINX TESTS SKIPPED: no nginx found (/usr/sbin/nginx).',
        "Install Debian's nginx (apt-get install -y nginx) to test deploy/nginx/site.conf too.",
      ]);
    }
    for (const name of Object.keys(FIXTURE_SITES) as FixtureSite[]) {
      const site = await buildFixtureSite(name);
      servers.push(site.server);
      copies.push(site.copy);
      env[BASE_URL_VARIABLES[name]] = site.origin;
    }
    const args = ['playwright', 'test', '--reporter=list,json', ...process.argv.slice(2)];
    // Asynchronously: the preview servers live in this process and must keep answering.
    const status = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('npx', args, { cwd: rootDir, env, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    const executed = printCount();
    if (executed === 0) {
      console.error('End-to-end: no test ran.');
      return 1;
    }
    return status ?? 1;
  } finally {
    await Promise.all([...servers.map((server) => server.close()), ...closers.map((close) => close())]);
    await Promise.all(copies.map((copy) => rm(copy, { recursive: true, force: true })));
  }
}

process.exitCode = await main();
