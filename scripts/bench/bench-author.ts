/**
 * `npm run bench:author`: the dev server on a copy of the project, timed from a save to the text on
 * the page; fails when the page reloaded, lost its scroll position, or missed an edit.
 *   npm run bench:author                          this project
 *   npm run bench:author -- --project <dir>       another checkout (say, an older commit), same notes
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { copyProject } from '../serve/project-copy.ts';
import { median, requireChromium, ROOT_DIR } from './bench-kit.ts';

const EDITS = 10;
const NOTE = 'notes/react/105-jsx-basics.md';
const NOTE_URL = '/react/105';
const PORT = 5391;

const { values } = parseArgs({ options: { project: { type: 'string' }, log: { type: 'boolean' } } });
const project = values.project ? path.resolve(values.project) : ROOT_DIR;
const executablePath = requireChromium('The benchmark drives Chromium');

const copy = await copyProject(project, 'bench-author-');
let server: ChildProcess | undefined;
let serverLog = '';
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  await cp(path.join(project, 'notes'), path.join(copy, 'notes'), { recursive: true });
  // A warm start, as an author's machine has: the colours of the samples from an earlier build.
  await mkdir(path.join(copy, '.cache'), { recursive: true });
  await cp(path.join(project, '.cache'), path.join(copy, '.cache'), { recursive: true }).catch(() => undefined);
  server = spawn(process.execPath, [path.join(copy, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(PORT), '--strictPort'], {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // When the dev server's last message arrived: splits each figure into the server's part and the page's.
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('message', () => ((window as unknown as { benchMessageAt: number }).benchMessageAt = Date.now()));
      }
    };
  });
  await openWhenReady(page, `http://localhost:${PORT}${NOTE_URL}`, () => serverLog);
  await page.evaluate(() => {
    (window as unknown as { benchToken: number }).benchToken = 1;
    window.scrollTo(0, 600);
  });
  const scrollBefore = await page.evaluate(() => window.scrollY);

  const file = path.join(copy, NOTE);
  const original = await readFile(file, 'utf8');
  const paragraph = findParagraph(original);
  const times: number[] = [];
  const inPage: number[] = [];
  for (let edit = 1; edit <= EDITS; edit++) {
    const marker = `benchmark edit number ${edit}`;
    await watchFor(page, `text:${marker}`);
    const saved = Date.now();
    await writeFile(file, original.replace(paragraph, `${paragraph} ${marker}.`));

    const seen = await seenAt(page);
    times.push(seen - saved);
    inPage.push(seen - (await page.evaluate(() => (window as unknown as { benchMessageAt: number }).benchMessageAt)));

    // Authors pause between saves; so does the benchmark, so one save's work never overlaps the next.
    await sleep(300);
  }

  await watchFor(page, 'overlay');
  let saved = Date.now();
  await writeFile(file, original.replace(/^id: \d+$/m, 'id: not-a-number'));
  const overlayMs = (await seenAt(page)) - saved;
  const overlayText = await page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');
  // The watcher drops a change that follows another within milliseconds; an author is slower.
  await sleep(300);

  await watchFor(page, 'overlay-gone');
  saved = Date.now();
  await writeFile(file, original);
  // A server that clears the overlay by reloading takes the page's observer with it: then time from here.
  const cleared = await seenAt(page).catch(async () => {
    await page.locator('vite-error-overlay').waitFor({ state: 'detached' });
    return Date.now();
  });
  const clearedMs = cleared - saved;

  const state = await page.evaluate(() => ({
    token: (window as unknown as { benchToken?: number }).benchToken,
    scrollY: window.scrollY,
  }));
  if (values.log) console.log(serverLog);
  const p95 = [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!;
  console.log(`\nAuthor loop on ${path.relative(process.cwd(), project) || '.'} (${NOTE}, ${EDITS} saves):`);
  console.log(
    `| save → text on the page | median ${median(times).toFixed(0)} ms | p95 ${p95.toFixed(0)} ms | all: ${times.join(', ')} ms |`,
  );
  console.log(
    `| of which in the page (last message from the server → text) | median ${median(inPage).toFixed(0)} ms | all: ${inPage.join(', ')} ms |`,
  );
  console.log(`| broken save → error overlay | ${overlayMs} ms | names the field: ${/\bid\b/.test(overlayText) ? 'yes' : 'NO'} |`);
  console.log(`| fixed save → overlay gone | ${clearedMs} ms |`);
  console.log(`| page kept (no full reload) | ${state.token === 1 ? 'yes' : 'NO'} | scroll ${scrollBefore} → ${state.scrollY} px |`);
} catch (error) {
  console.error(`Dev server log:\n${serverLog}`);
  throw error;
} finally {
  await browser.close();
  server?.kill();
  await rm(copy, { recursive: true, force: true });
}

async function openWhenReady(page: Page, url: string, log: () => string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await page.goto(url);
      if (response?.ok()) break;
    } catch {
      // The server is still starting.
    }
    if (Date.now() > deadline) throw new Error(`The dev server did not start:\n${log()}`);
    await sleep(250);
  }
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** A sentence of prose from the note's body to append the marker to. */
function findParagraph(text: string): string {
  const body = text.split(/^---$/m).slice(2).join('---');
  let inCode = false;
  const line = body.split('\n').find((candidate) => {
    if (candidate.startsWith('```')) inCode = !inCode;
    return !inCode && /^[A-Z].{40,}\.$/.test(candidate);
  });
  if (!line) throw new Error(`${NOTE} has no plain paragraph to edit`);
  return line.slice(0, -1);
}

/** Records in the page when a text, the error overlay or its removal appears, leaving the benchmark's polling out of the figure. */
async function watchFor(page: Page, what: string) {
  // No named functions inside: tsx would wrap them in a helper that the page does not have.
  await page.evaluate((target) => {
    const state = window as unknown as { benchSeen?: number; benchObserver?: MutationObserver };
    state.benchSeen = undefined;
    state.benchObserver?.disconnect();
    state.benchObserver = new MutationObserver(() => {
      const done = target.startsWith('text:')
        ? (document.body.textContent?.includes(target.slice(5)) ?? false)
        : (document.querySelector('vite-error-overlay') !== null) === (target === 'overlay');
      if (state.benchSeen === undefined && done) {
        state.benchSeen = Date.now();
        state.benchObserver?.disconnect();
      }
    });
    state.benchObserver.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  }, what);
}

async function seenAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { benchSeen?: number }).benchSeen, undefined, {
    timeout: 30_000,
    polling: 20,
  });
  return (await handle.jsonValue()) as number;
}
