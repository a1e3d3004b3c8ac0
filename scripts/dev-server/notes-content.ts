import path from 'node:path';
import type { Logger, Plugin, ViteDevServer } from 'vite';
import { CATALOGUE_ELEMENT_ID, CATALOGUE_PATH, type PageCatalogue } from '../../shared/catalogue-files.ts';
import type { BuildResult } from '../compiler/build-content.ts';
import type { BuildCache } from '../compiler/build-cache.ts';
import type { CompiledNote } from '../compiler/compiled-note.ts';
import { unreadChanges } from '../note-source/load.ts';
import type { CatalogueOutput } from '../compiler/write-catalogue.ts';

/** What the content plugin offers the dev server's other plugins (tool-copies-dev.ts). */
export interface DevCatalogue {
  /** The catalogue of the last valid compile, once the first compile is done. */
  current(): Promise<CatalogueOutput | undefined>;
}

/** How long after a compile its files are read again (a write may go unreported), and a broken save waits before it is reported. */
const SETTLE_MS = 100;

/** The dev server's catalogue, compiled in memory at start and on each change under notes/; a save reaches the page as data, problems the overlay. */
export function notesContent(options: { rootDir: string }): Plugin<DevCatalogue> {
  const notesDir = path.join(options.rootDir, 'notes');
  let cache: BuildCache | undefined;
  let output: CatalogueOutput | undefined;
  /** Every file of this session's catalogues: a page that has not heard of a save yet still reads its own. */
  const served = new Map<string, string>();
  let firstCompile: Promise<BuildResult> | undefined;
  let server: ViteDevServer | undefined;
  let logger: Logger | undefined;
  let lastFailure: BuildResult | undefined;
  let running: Promise<BuildResult> | undefined;
  let rerun: Promise<BuildResult> | undefined;
  let changed: string[] = [];
  let closing = false;
  const settling = new Set<NodeJS.Timeout>();
  /** The notes of the last valid catalogue: a note object not among them was saved since. */
  let shownNotes = new Set<CompiledNote>();

  const showFailure = (result: BuildResult) => {
    server?.ws.send({
      type: 'error',
      err: { message: `Content build failed\n\n${result.report}`, stack: '', plugin: 'study-notes:content' },
    });
  };

  /** Reads a compile's files again once settled: the watcher drops a write within 50 ms of the one it reported. */
  const settle = (files: readonly string[]) => {
    const timer = setTimeout(() => {
      settling.delete(timer);
      if (closing || !cache) return;
      void unreadChanges(notesDir, cache.sources, files).then((missed) => {
        if (missed.length === 0 || closing) return;
        changed.push(...missed);
        schedule().catch((error: unknown) => logger?.error(String(error)));
      });
    }, SETTLE_MS);
    settling.add(timer);
  };

  const compile = async (): Promise<BuildResult> => {
    const reported = changed;
    let files = reported;
    changed = [];
    // The compiler loads with the first compile, not the Vite config, which the server build and Vitest load too.
    const [{ buildContent }, { readBuildCache }, { noteChunk }] = await Promise.all([
      import('../compiler/build-content.ts'),
      import('../compiler/build-cache.ts'),
      import('../compiler/write-catalogue.ts'),
    ]);
    const firstRun = !cache;
    cache ??= readBuildCache(path.join(options.rootDir, '.cache'));
    let result: BuildResult;
    for (;;) {
      result = await buildContent({
        rootDir: options.rootDir,
        outDir: false,
        cache,
        changed: files,
        // The start-up compile saves the compiled notes; a save keeps them in memory, not slowed by writing them all.
        saveNotes: firstRun,
      });
      if (result.ok) {
        // The saved notes first, then the catalogue they are part of: the page shows a save at once.
        const saved = firstRun ? [] : result.catalogue.notes.filter((note) => !shownNotes.has(note));
        shownNotes = new Set(result.catalogue.notes);
        if (saved.length > 0) server?.ws.send('study-notes:content', { notes: saved.map(noteChunk) });
        output = result.output!;
        for (const [file, text] of output.files) served.set(file, text);
        server?.ws.send('study-notes:content', { notes: [], manifest: output.manifest });
      }
      // A save read half-written is read again first: the watcher may never report its second half.
      files = await unreadChanges(notesDir, cache.sources, files);
      if (files.length === 0 && !result.ok && reported.length > 0) {
        // A save that does not compile may still be half-written: it is reported once it has settled.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        files = await unreadChanges(notesDir, cache.sources, reported);
      }
      if (files.length === 0) break;
    }
    if (server && reported.length > 0) settle(reported);
    logger?.[result.ok ? 'info' : 'error'](result.report, { timestamp: Boolean(server) });
    lastFailure = result.ok ? undefined : result;
    if (lastFailure) showFailure(lastFailure);
    return result;
  };

  // One compile at a time; edits arriving during one are folded into one more run after it.
  const schedule = (): Promise<BuildResult> => {
    if (!running) {
      running = compile().finally(() => {
        running = undefined;
      });
      return running;
    }
    rerun ??= running
      .catch(() => undefined)
      .then(() => {
        rerun = undefined;
        return schedule();
      });
    return rerun;
  };

  const current = async () => {
    await (firstCompile ??= schedule());
    return output;
  };

  return {
    name: 'study-notes:content',
    apply: 'serve',
    api: { current },
    configResolved(config) {
      logger = config.logger;
    },
    // The server listens once the first compile is done: a save before it is not lost.
    async buildStart() {
      await (firstCompile ??= schedule());
    },
    // The server is closing: no new compile starts, and the one under way finishes first.
    async closeBundle() {
      closing = true;
      for (const timer of settling) clearTimeout(timer);
      await Promise.allSettled([running, rerun]);
    },
    configureServer(devServer) {
      server = devServer;
      // The grammars load in the background now, so the author's first save does not wait for them.
      import('../compiler/highlight/highlight-code.ts')
        .then(({ loadHighlighter }) => loadHighlighter())
        .catch((error: unknown) => logger?.error(String(error)));
      devServer.watcher.add(notesDir);
      const onFile = (file: string) => {
        if (closing || !file.startsWith(notesDir + path.sep) || !file.endsWith('.md')) return;
        changed.push(file);
        schedule().catch((error: unknown) => logger?.error(String(error)));
      };
      devServer.watcher.on('add', onFile);
      devServer.watcher.on('change', onFile);
      devServer.watcher.on('unlink', onFile);
      devServer.ws.on('connection', () => {
        if (lastFailure) showFailure(lastFailure);
      });
      devServer.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (!pathname.startsWith(CATALOGUE_PATH)) return next();
        current().then(() => {
          const text = served.get(decodeURIComponent(pathname.slice(CATALOGUE_PATH.length)));
          response.statusCode = text === undefined ? 404 : 200;
          response.setHeader('Content-Type', text === undefined ? 'text/plain' : 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(text ?? 'Not in the catalogue');
        }, next);
      });
    },
    async transformIndexHtml() {
      const catalogue = await current();
      if (!catalogue) return [];
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: CATALOGUE_ELEMENT_ID },
          children: JSON.stringify({ manifest: catalogue.manifest, files: {} } satisfies PageCatalogue).replace(/</g, '\\u003c'),
          injectTo: 'head',
        },
      ];
    },
  };
}
