/**
 * The in-page C/C++ compiler (src/try-it/c-family/) timed in headless Chromium, as the site runs it: the page fetches
 * the compiler's files and posts them to a sandboxed frame (opaque origin, the sandbox's policy, so nothing in it can
 * fetch), whose runner compiles in a worker kept warm and runs each program in a worker of its own. Per fresh frame:
 * the first C run (the compiler's load included), warm C runs, the first C++ run (its precompiled header built), warm
 * C++ runs, and a C++ run that cannot use the precompiled header. Used by `npm run bench` (its C/C++ lines) and
 * `npm run bench:clang` (every figure).
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CLANG_FILES, CLANG_FOLDER } from '../../shared/c-family-runtime.ts';
import { extractSamples } from '../note-source/extract-samples.ts';
import { sandboxHeaderPolicy } from '../policy/content-security-policy.ts';
import { cFamilyWorkerSource } from '../vite/sandbox-pages.ts';
import { median, requireChromium, ROOT_DIR } from './bench-kit.ts';

const WARM_RUNS = 5;

/** The first `c run` sample of the first C note, and a C++ sample with <iostream>, <vector> and <string>. */
function benchSamples() {
  const read = (file: string) => extractSamples(file, readFileSync(path.join(ROOT_DIR, file), 'utf8'));
  const c = read('notes/c/901-your-first-c-program.md').find((sample) => sample.info.lang === 'c' && sample.info.run)!;
  const cpp = read('notes/c++/1001-from-c-to-cpp.md').find(
    (sample) => sample.info.run && ['<iostream>', '<vector>', '<string>'].every((header) => sample.code.includes(header)),
  )!;
  return { c: { code: c.code, expected: c.output!.text }, cpp: { code: cpp.code, expected: cpp.output!.text } };
}

/** The sandbox frame's script: the runner as the sandbox page would use it, driven by the bench through `globalThis`. */
async function frameScript(): Promise<string> {
  const workerSource = await cFamilyWorkerSource(ROOT_DIR, { minify: true, base: '/' });
  const runner = await build({
    entryPoints: [path.join(ROOT_DIR, 'src', 'try-it', 'c-family', 'c-family-runner.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'cFamily',
    write: false,
    logLevel: 'silent',
  });
  const harness = `
    let runtime;
    addEventListener('message', (event) => {
      if (event.source !== parent || event.data?.type !== 'c-family-runtime') return;
      runtime = event.data.files;
      parent.postMessage({ type: 'runtime-received' }, '*');
    });
    const workerUrl = URL.createObjectURL(new Blob([${JSON.stringify(workerSource)}], { type: 'text/javascript' }));
    const runner = new cFamily.CFamilyRunner({ startWorker: () => new Worker(workerUrl), runtime: () => runtime });
    let nextId = 1;
    globalThis.benchRun = (language, code, stopAfterMs) => new Promise((resolve) => {
      const started = performance.now();
      const id = nextId;
      // The sandbox page's time limit, shortened: a stop once the program has run this long.
      const stopLater = () => stopAfterMs !== undefined && setTimeout(() => runner.stop(id), stopAfterMs);
      const marks = {};
      const printed = { stdout: '', stderr: '' };
      const result = { marks, printed };
      runner.run({ id: nextId++, language, code, standard: language === 'c' ? 'c17' : 'c++20' }, (event) => {
        const at = performance.now() - started;
        if (event.type === 'status') {
          marks[event.status] = at;
          if (event.status === 'running') stopLater();
        }
        else if (event.type === 'compiled') Object.assign(result, { compiledAt: at, report: event.report, linked: event.linked });
        else if (event.type === 'output') printed[event.stream] += event.text;
        else if (event.type === 'ended') Object.assign(result, { endedAt: at, end: event.end });
        else if (event.type === 'failed') result.failed = event.message;
        else if (event.type === 'done') resolve({ ...result, total: at });
      });
    });`;
  return `${runner.outputFiles[0]!.text}\n${harness}`;
}

interface RunFigures {
  marks: Partial<Record<'loading' | 'compiling' | 'running', number>>;
  compiledAt?: number;
  endedAt?: number;
  total: number;
  printed: { stdout: string; stderr: string };
  report?: string;
  linked?: boolean;
  failed?: string;
  end?: { exitCode?: number; crash?: string };
}

/** Local paths of the package's files. */
const genDir = path.dirname(createRequire(import.meta.url).resolve('@yowasp/clang'));

/** Medians of `roundCount` fresh sandbox frames, each with WARM_RUNS warm runs per language. */
export async function measureCFamily(roundCount: number) {
  const executablePath = requireChromium('The C/C++ benchmark drives Chromium');
  const samples = benchSamples();
  const script = await frameScript();
  const sizes = Object.fromEntries(
    CLANG_FILES.map((file) => {
      const bytes = readFileSync(path.join(genDir, file));
      return [file, { raw: statSync(path.join(genDir, file)).size, gzip: gzipSync(bytes, { level: 6 }).length }];
    }),
  );
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<!doctype html><title>C/C++ bench</title>');
    } else if (pathname === '/sandbox.html') {
      // The sandbox pages' own header: an opaque origin, no requests (connect-src 'none').
      response.setHeader('Content-Security-Policy', sandboxHeaderPolicy());
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><title>sandbox</title><script>${script}</script>`);
    } else if (pathname.startsWith(`/${CLANG_FOLDER}/`) && (CLANG_FILES as readonly string[]).includes(path.basename(pathname))) {
      readFile(path.join(genDir, path.basename(pathname))).then((body) => response.end(body));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bench server has no port');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${address.port}/`);
  const download = await page.evaluate(
    async ({ files, folder }) => {
      const started = performance.now();
      const entries = await Promise.all(
        files.map(async (file) => [file, await (await fetch(`/${folder}/${file}`)).arrayBuffer()] as const),
      );
      (globalThis as unknown as { clangFiles: unknown }).clangFiles = Object.fromEntries(entries);
      return performance.now() - started;
    },
    { files: [...CLANG_FILES], folder: CLANG_FOLDER },
  );

  const rounds: Record<string, number | RunFigures>[] = [];
  for (let round = 0; round < roundCount; round++) {
    // A fresh sandbox frame: a new compiler worker, which loads the compiler from the page's files.
    const posted = await page.evaluate(async () => {
      document.querySelector('iframe')?.remove();
      const frame = document.createElement('iframe');
      frame.src = '/sandbox.html';
      document.body.append(frame);
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      const started = performance.now();
      // No named function here: tsx would wrap its name in a helper the page lacks.
      const received = new Promise((resolve) =>
        addEventListener('message', (event) => {
          if ((event.data as { type?: string })?.type === 'runtime-received') resolve(undefined);
        }),
      );
      // A copy of each file, transferred: the page keeps its own, and a transfer costs far less than a structured clone.
      const kept = (globalThis as unknown as { clangFiles: Record<string, ArrayBuffer> }).clangFiles;
      const files = Object.fromEntries(Object.entries(kept).map(([file, bytes]) => [file, bytes.slice(0)]));
      frame.contentWindow!.postMessage({ type: 'c-family-runtime', files }, '*', Object.values(files));
      await received;
      return performance.now() - started;
    });
    const frame = page.frames().find((candidate) => candidate.url().endsWith('/sandbox.html'))!;
    const run = (language: 'c' | 'cpp', code: string, stopAfterMs?: number) =>
      frame.evaluate(
        ([language, code, stopAfterMs]) =>
          (globalThis as unknown as { benchRun: (l: string, c: string, s?: number) => Promise<RunFigures> }).benchRun(
            language,
            code,
            stopAfterMs,
          ),
        [language, code, stopAfterMs] as const,
      );
    const figures: Record<string, number | RunFigures> = { posted };
    figures.cFirst = await run('c', samples.c.code);
    for (let warm = 0; warm < WARM_RUNS; warm++) figures[`cWarm${warm}`] = await run('c', samples.c.code);
    figures.cppFirst = await run('cpp', samples.cpp.code);
    for (let warm = 0; warm < WARM_RUNS; warm++) figures[`cppWarm${warm}`] = await run('cpp', samples.cpp.code);
    // A line before the includes: the source cannot start from the precompiled <iostream>.
    figures.cppNoHeader = await run('cpp', `#define NO_PRECOMPILED_HEADER 1\n${samples.cpp.code}`);
    // An endless loop, stopped after a second as the time limit would: the page goes on, and the compiler stays warm.
    const endless = await run('c', '#include <stdio.h>\nint main(void) { puts("looping"); for (;;) {} }', 1000);
    if (endless.end || endless.printed.stdout !== 'looping\n')
      throw new Error(`the endless loop ended otherwise: ${JSON.stringify(endless)}`);
    figures.stopped = endless.total - (endless.marks.running ?? 0);
    figures.cAfterStop = await run('c', samples.c.code);
    for (const [name, value] of Object.entries(figures)) {
      if (typeof value === 'number') continue;
      const expected = name.startsWith('c') && !name.startsWith('cpp') ? samples.c.expected : samples.cpp.expected;
      if (value.failed || value.printed.stdout.trimEnd() !== expected.trimEnd())
        throw new Error(`${name}: ${value.failed ?? `printed ${JSON.stringify(value.printed.stdout)}`}`);
    }
    rounds.push(figures);
    console.log(`round ${round + 1}: ${summary(figures)}`);
  }
  await browser.close();
  server.close();

  const pick = (name: RegExp, figure: (run: RunFigures) => number) =>
    Math.round(
      median(
        rounds.flatMap((round) =>
          Object.entries(round)
            .filter(([key]) => name.test(key))
            .map(([, run]) => figure(run as RunFigures)),
        ),
      ),
    );
  const phases = (name: RegExp) => ({
    total: pick(name, (run) => run.total),
    // Loading the compiler, and on a first C++ run building its precompiled <iostream>, before the program's compile.
    load: pick(name, (run) => (run.marks.loading === undefined ? 0 : (run.marks.compiling ?? 0) - run.marks.loading)),
    compileAndLink: pick(name, (run) => (run.compiledAt ?? 0) - (run.marks.compiling ?? 0)),
    run: pick(name, (run) => (run.endedAt ?? 0) - (run.marks.running ?? 0)),
  });
  return {
    rounds: roundCount,
    warmRunsPerRound: WARM_RUNS,
    sizes,
    total: {
      raw: Object.values(sizes).reduce((sum, size) => sum + size.raw, 0),
      gzip: Object.values(sizes).reduce((sum, size) => sum + size.gzip, 0),
    },
    downloadFromLocalServerMs: Math.round(download),
    postToSandboxMs: Math.round(median(rounds.map((round) => round.posted as number))),
    cFirst: phases(/^cFirst$/),
    cWarm: phases(/^cWarm/),
    cppFirst: phases(/^cppFirst$/),
    cppWarm: phases(/^cppWarm/),
    cppWithoutPrecompiledHeader: phases(/^cppNoHeader$/),
    // An endless loop stopped 1000 ms after it started: when `done` came, and the C run right after it.
    endlessLoopStoppedAfterMs: Math.round(median(rounds.map((round) => round.stopped as number))),
    cAfterStop: phases(/^cAfterStop$/),
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
}

export type CFamilyTiming = Awaited<ReturnType<typeof measureCFamily>>;

/** The C/C++ lines of `npm run bench`: what a reader downloads once, then a C and a C++ sample's first and warm runs. */
export function printCFamilyTable(timing: CFamilyTiming) {
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `\nC/C++ in the page (${timing.rounds} fresh sandbox frames, medians): download ${mb(timing.total.gzip)} MB gzip (${mb(timing.total.raw)} MB raw), kept by the browser after the first time`,
  );
  console.log(
    '| sample | first run (s) | of it: preparing, compiling | warm compile (s) | warm run (s) | warm total (s) |\n|---|---:|---|---:|---:|---:|',
  );
  for (const [name, first, warm] of [
    ['C (901, stdio)', timing.cFirst, timing.cWarm],
    ['C++ (1001, iostream, vector, string)', timing.cppFirst, timing.cppWarm],
  ] as const) {
    console.log(
      `| ${name} | ${s(first.total)} | ${s(first.load)}, ${s(first.compileAndLink)} | ${s(warm.compileAndLink)} | ${s(warm.run)} | ${s(warm.total)} |`,
    );
  }
}

/** The issue's targets: a warm C sample compiled and run in under 1 s, a warm C++ one in under 3 s. */
export function cFamilyBudgets(timing: CFamilyTiming) {
  return [
    { budget: 'C sample, warm compile and run < 1 s', value: `${timing.cWarm.total} ms`, pass: timing.cWarm.total < 1000 },
    { budget: 'C++ sample, warm compile and run < 3 s', value: `${timing.cppWarm.total} ms`, pass: timing.cppWarm.total < 3000 },
  ];
}

/** One round's figures in a line: each run's total, in ms. */
function summary(figures: Record<string, number | RunFigures>): string {
  return Object.entries(figures)
    .map(([name, value]) => `${name} ${Math.round(typeof value === 'number' ? value : value.total)}`)
    .join(', ');
}
