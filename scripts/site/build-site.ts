import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import type { LogLevel } from 'vite';
import { buildContent } from '../content/build.ts';
import { codeRunsCacheFile } from '../content/code-runs-cache.ts';
import { noteResultsCacheFile } from '../content/note-results-cache.ts';
import { NOTES_FROM_PARENT } from '../vite/wait-for-notes.ts';
import { writeOfflineFiles } from './offline-files.ts';
import { precompress } from './precompress.ts';
import { cachedViteBuild, hasCachedBuild } from './vite-build-cache.ts';
import { SERVER_DATA_MODULES } from '../vite/server-data-modules.ts';

export interface BuildSiteOptions {
  rootDir: string;
  /** Where the site goes, relative to rootDir. */
  outDir?: string;
  /** Site settings (VITE_*) for this build only. */
  env?: Record<string, string>;
  logLevel?: LogLevel;
}

export interface BuildSiteResult {
  pages: number;
  outDir: string;
  /** Where the time went: each step's end, in ms from the start (the two Vite builds run side by side). */
  timings: BuildTimings;
  /** The Vite builds (`client`, `server`) whose output an earlier build of the same inputs gave. */
  reusedBuilds: string[];
}

export interface BuildTimings {
  notes: number;
  server: number;
  client: number;
  pages: number;
  offline: number;
  compression: number;
  /** Of the files compressed, how many the cache of the last build had. */
  compressedFiles: number;
  reusedFiles: number;
}

/**
 * The flags of every Node.js process of the build: its own (package.json's `build` script) and
 * those it starts. TurboFan without inlining: a build's processes run for seconds, and compiling
 * functions with their callees inlined cost more than the faster code saved. The content build of
 * the real notes took 0.6-0.9 s less CPU and 5.1 s instead of 5.4 s (medians of 9 alternated runs),
 * a client build 0.2 s less CPU.
 */
export const NODE_FLAGS = ['--no-turbo-inlining'];
/** From this many notes on, the pages are prerendered by a process per core. */
const PRERENDER_SHARD_NOTES = 1_000;
/** The config of these builds, in the project built: the site's, with a plugin that waits for the notes instead of their compiler. */
const VITE_CONFIG = path.join('scripts', 'vite', 'build-site.config.ts');
/** Runs the Vite builds of one process (vite-builds.mjs). */
const VITE_BUILDS = fileURLToPath(new URL('./vite-builds.mjs', import.meta.url));

type Kind = 'client' | 'server';

/**
 * Starts a Node.js process whose standard input stays open until the caller ends it, with an IPC
 * channel if it talks back (`ipc`); `output` resolves with its standard output once it exits with 0,
 * and rejects with its errors otherwise.
 */
function startProcess(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, ipc = false) {
  // Its three standard streams are pipes, whether or not a fourth is the IPC channel.
  const child = spawn(process.execPath, [...NODE_FLAGS, ...args], {
    cwd,
    env,
    stdio: ipc ? ['pipe', 'pipe', 'pipe', 'ipc'] : ['pipe', 'pipe', 'pipe'],
  }) as ChildProcessWithoutNullStreams;
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Writing to a process that has already failed: its failure is what `output` reports.
  child.stdin.on('error', () => undefined);
  const output = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${name} failed (exit ${code}):\n${stderr}`))));
  });
  return { child, output };
}

/**
 * The Vite builds of `kinds`, side by side in one process (vite-builds.mjs), which may start before
 * the notes are compiled (`start`): it then loads its config and plugins (about a second of a core)
 * while they compile, and waits before it reads any module (see NOTES_FROM_PARENT). `go` lets the
 * builds read the catalogue but the notes' chunks, starting the process first if it has not
 * started: builds with nothing to reuse get it as soon as those modules are written, while the
 * notes' code is still being coloured. `built(kind)` resolves once a build told to go has written its
 * output (a server build, which never reads a chunk, is done before the chunks are written);
 * `finish(kind)` lets the builds read the chunks too, once they are written, and resolves when that
 * one is built. `cancel` stops a process that has not ended (the notes failed, or the output of an
 * earlier build of the same inputs is reused).
 */
function viteBuilds(cwd: string, env: NodeJS.ProcessEnv, logLevel: LogLevel, outDirs: Record<Kind, string>, kinds: readonly Kind[]) {
  let started: ReturnType<typeof startProcess> | undefined;
  const done = new Map<Kind, Promise<void>>();
  const start = () => {
    if (started) return started;
    const running = startProcess(
      `The Vite build of ${kinds.join(' and ')}`,
      [VITE_BUILDS, VITE_CONFIG, logLevel, ...kinds.map((kind) => `${kind}=${outDirs[kind]}`)],
      cwd,
      { ...env, [NOTES_FROM_PARENT]: '1' },
      true,
    );
    // Cancelled builds fail: that failure is nobody's to report.
    running.output.catch(() => undefined);
    if (logLevel === 'info') void running.output.then((stdout) => process.stdout.write(stdout));
    for (const kind of kinds) {
      const built = new Promise<void>((resolve, reject) => {
        running.child.on('message', (message: { built?: Kind }) => message.built === kind && resolve());
        running.output.then(() => reject(new Error(`The Vite build of ${kind} ended without its output`)), reject);
      });
      built.catch(() => undefined);
      done.set(kind, built);
    }
    started = running;
    return running;
  };
  let toldGo = false;
  const go = () => {
    const running = start();
    if (!toldGo) running.child.stdin.write('go\n');
    toldGo = true;
    return running;
  };
  return {
    start: () => void start(),
    go: () => void go(),
    built: (kind: Kind) => (start(), done.get(kind)!),
    finish: (kind: Kind) => {
      go().child.stdin.end('bodies\n');
      return done.get(kind)!;
    },
    cancel: () => void started?.child.kill(),
  };
}

/**
 * Starts one shard of the prerenderer, which loads the server bundle, renders its pages once told
 * the notes' chunks are written (`notesWritten`), and writes them once told the client build is done
 * (`clientBuilt`: its standard input closes then); `report` resolves with its last line of output.
 */
function startPrerenderer(cwd: string, env: NodeJS.ProcessEnv, serverDir: string, distDir: string, shard: string) {
  const args = [
    path.join(serverDir, 'prerender.js'),
    path.join(serverDir, 'entry-server.js'),
    distDir,
    '--wait-for-notes',
    '--wait-for-client',
    `--shard=${shard}`,
  ];
  const { child, output } = startProcess('The prerenderer', args, cwd, env);
  const report = output.then((stdout) => stdout.trim().split('\n').at(-1)!);
  // Stopped when the build fails elsewhere: that failure is the one to report.
  report.catch(() => undefined);
  return {
    notesWritten: () => void child.stdin.write('bodies\n'),
    clientBuilt: () => void child.stdin.end(),
    stop: () => void child.kill(),
    report,
  };
}

type Prerenderer = ReturnType<typeof startPrerenderer>;

/**
 * The production build: the notes, then the client bundle beside a server bundle of the same routes
 * with the prerenderer (prerender.ts), which writes every page as static HTML and the files search
 * engines, feed readers and static hosts read; then the offline reading worker (offline-files.ts);
 * last, a gzip and a Brotli copy of every text file.
 */
export async function buildSite({ rootDir, outDir = 'dist', env = {}, logLevel = 'warn' }: BuildSiteOptions): Promise<BuildSiteResult> {
  const distDir = path.resolve(rootDir, outDir);
  const serverDir = path.join(rootDir, '.ssr', path.basename(distDir));
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  // The Vite builds and the prerenderer run in processes of their own: the peak memory is the
  // largest process's, not the sum. React's production build, whatever NODE_ENV the caller runs
  // with (under Vitest's 'test' the server bundle called the development JSX runtime, which
  // production React does not have).
  const built = { ...process.env, ...env, NODE_ENV: 'production' };
  // A Vite build whose inputs are all as they were for an earlier one reuses that build's output.
  const viteCache = path.join(rootDir, '.cache', 'vite');
  const outDirs: Record<Kind, string> = { client: distDir, server: serverDir };
  /** What tells the two kinds of build apart in their keys, beside their inputs. */
  const keyArgs: Record<Kind, string[]> = { client: [], server: ['--ssr'] };
  const buildsOf = (kinds: Kind[]) => viteBuilds(rootDir, built, logLevel, outDirs, kinds);
  // The builds with no earlier output of their kind to reuse (a fresh clone's) start while the notes
  // compile, in one process, once the notes' threads run (started at once, they slowed the colouring
  // thread's start, and the build, by about 0.6 s), and build once the catalogue but the notes'
  // chunks is written, on the core the notes leave free while their code is coloured. The others
  // start once the notes are written, each in a process of its own, if their key shows they must.
  const early: Kind[] = [];
  let earlyBuilds: ReturnType<typeof viteBuilds> | undefined;
  const startEarly = () => {
    early.push(...(['client', 'server'] as const).filter((kind) => !hasCachedBuild(viteCache, kind)));
    if (early.length > 0) (earlyBuilds = buildsOf(early)).start();
  };
  const later: ReturnType<typeof viteBuilds>[] = [];
  const build = (kind: Kind) => {
    if (early.includes(kind)) return earlyBuilds!.finish(kind);
    const own = buildsOf([kind]);
    later.push(own);
    return own.finish(kind);
  };
  // The prerenderer starts once the server build is built: early, if that build started early.
  // A large catalogue's pages are shared among a prerenderer per core: at 10,000 notes one took
  // 18 s. A small one's are not: a second process costs more to start than it saves.
  let prerendering: Promise<Prerenderer[]> | undefined;
  const startPrerendering = (serverBuilt: Promise<unknown>, notes: number) => {
    prerendering ??= serverBuilt.then(() => {
      const shards = notes >= PRERENDER_SHARD_NOTES ? os.availableParallelism() : 1;
      return Array.from({ length: shards }, (_, shard) => startPrerenderer(rootDir, built, serverDir, distDir, `${shard}/${shards}`));
    });
    // A server build that failed fails the build where its output is awaited (cachedViteBuild).
    prerendering.catch(() => undefined);
    return prerendering;
  };
  try {
    // The notes, here, with the build caches; then the two Vite builds side by side, one core each.
    const content = await buildContent({
      rootDir,
      threads: os.availableParallelism(),
      codeRunsCache: codeRunsCacheFile(rootDir),
      noteResultsCache: noteResultsCacheFile(rootDir),
      onRunning: startEarly,
      onIndexesWritten: (catalogue) => {
        earlyBuilds?.go();
        if (early.includes('server')) startPrerendering(earlyBuilds!.built('server'), catalogue.notes.length);
      },
    });
    if (!content.ok) throw new Error(`Content build failed:\n${content.report}`);
    if (logLevel === 'info') console.log(content.report);
    const notes = since();
    let server = 0;
    let clientEnd = 0;
    const cacheDir = path.join(rootDir, '.cache', 'compressed');
    const reused: string[] = [];
    const cached = (kind: Kind) =>
      cachedViteBuild(rootDir, viteCache, {
        kind,
        args: keyArgs[kind],
        env: built,
        outDir: outDirs[kind],
        readAtRuntime: kind === 'server' ? SERVER_DATA_MODULES : undefined,
        build: () => build(kind),
        started: early.includes(kind),
      }).then((wasReused) => void (wasReused && reused.push(kind)));
    const client = cached('client').then(() => void (clientEnd = since()));
    // Once the client build has written them, the hashed assets are final: they are compressed while
    // the prerenderer writes the pages (the last pass below finds them in the cache).
    const assetsCompressed = client.then(() => precompress(distDir, { cacheDir, under: 'assets' }));
    // site-config.ts gives the server build its two entries: the app's and the prerenderer, which
    // renders every page while the client build finishes, and writes them once it has.
    const serverDone = cached('server').then(() => void (server = since()));
    const prerendered = startPrerendering(serverDone, content.catalogue!.notes.length).then(async (shards) => {
      shards.forEach((shard) => shard.notesWritten());
      // A failed client build fails the build; the prerenderer must not wait for it forever.
      client.then(
        () => shards.forEach((shard) => shard.clientBuilt()),
        () => shards.forEach((shard) => shard.stop()),
      );
      const reports = await Promise.all(shards.map((shard) => shard.report));
      await serverDone;
      return reports;
    });
    const [, reports] = await Promise.all([client, prerendered, assetsCompressed]);
    const pages = since();
    await writeOfflineFiles(rootDir, distDir);
    const offline = since();
    const compressed = await precompress(distDir, { cacheDir });
    return {
      pages: reports.reduce((sum, report) => sum + (JSON.parse(report) as { pages: number }).pages, 0),
      outDir: distDir,
      timings: {
        notes,
        server,
        client: clientEnd,
        pages,
        offline,
        compression: since(),
        compressedFiles: compressed.files,
        reusedFiles: compressed.reused,
      },
      reusedBuilds: reused.sort(),
    };
  } finally {
    // Builds that have not ended: the build failed elsewhere.
    for (const builds of [earlyBuilds, ...later]) builds?.cancel();
    await prerendering?.then(
      (shards) => shards.forEach((shard) => shard.stop()),
      () => undefined,
    );
    await rm(serverDir, { recursive: true, force: true });
  }
}
