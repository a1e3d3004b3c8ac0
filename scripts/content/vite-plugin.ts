import path from 'node:path';
import type { Logger, Plugin, ViteDevServer } from 'vite';
import type { BuildResult } from './build.ts';
import type { CompileCache, CompiledNote } from './compile.ts';
import { unreadChanges } from './load.ts';

/**
 * How long after a compile its files are read once more, in case a later write went unreported;
 * and how long a save that does not compile waits before it is reported.
 */
const SETTLE_MS = 100;

/**
 * Runs the content compiler when Vite starts and again on every add, change or delete under
 * notes/. Problems go to the terminal and to the browser's error overlay; a fixed note clears it.
 *
 * The plugin, not Vite's watcher, tells the page what changed: a saved note goes straight to the
 * page as data ('study-notes:content') the moment it compiles, and the page swaps that one note in
 * without a reload; a changed index (a title, an order, a new note) goes through Vite's hot update
 * once it is written.
 */
export function notesContent(options: { rootDir: string }): Plugin {
  const notesDir = path.join(options.rootDir, 'notes');
  const generatedDir = path.join(options.rootDir, 'src', 'generated');
  const bodiesDir = path.join(generatedDir, 'bodies');
  let cache: CompileCache | undefined;
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

  /**
   * Reads the files of a compile once more when they have settled: a write the watcher dropped
   * (within its 50 ms throttle of the one it reported) that landed after the compile read the file.
   */
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
    // The compiler, and the highlighter it starts, load with the first compile rather than with the
    // Vite config, which the server build and Vitest load too without compiling any note.
    const [{ buildContent }, { codeRunsCacheFile }, { createCompileCache }, { noteChunk }, { noteResultsCacheFile }] = await Promise.all([
      import('./build.ts'),
      import('./code-runs-cache.ts'),
      import('./compile.ts'),
      import('./emit.ts'),
      import('./note-results-cache.ts'),
    ]);
    const firstRun = !cache;
    cache ??= createCompileCache();
    let result: BuildResult;
    const touched = new Set<string>();
    for (;;) {
      result = await buildContent({
        rootDir: options.rootDir,
        cache,
        changed: files,
        codeRunsCache: codeRunsCacheFile(options.rootDir),
        // The start-up compile (of `npm start` and `npm run build`) reads and saves the compiled notes;
        // a save in the dev server only keeps them in memory, so it is not slowed by writing them all.
        noteResultsCache: firstRun ? noteResultsCacheFile(options.rootDir) : undefined,
        // The page gets a saved note before any file is written: it need not fetch the module.
        beforeEmit: (catalogue) => {
          if (!server) return;
          const graph = server.environments.client.moduleGraph;
          const saved = catalogue.notes.filter(
            (note) => !shownNotes.has(note) && graph.getModulesByFile(path.join(bodiesDir, `${note.meta.id}.ts`)),
          );
          shownNotes = new Set(catalogue.notes);
          // Sent after a failure too, with no notes, so that the page closes the error overlay.
          server.ws.send('study-notes:content', { notes: saved.map(noteChunk) });
        },
      });
      for (const file of [...(result.emitted?.written ?? []), ...(result.emitted?.removed ?? [])]) touched.add(file);
      // A save read half-written is read again before anything is reported: the watcher may
      // never report its second half (see unreadChanges).
      files = await unreadChanges(notesDir, cache.sources, files);
      if (files.length === 0 && !result.ok && reported.length > 0) {
        // A save that does not compile may still be half-written: it is reported once it has settled.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        files = await unreadChanges(notesDir, cache.sources, reported);
      }
      if (files.length === 0) break;
    }
    if (server && reported.length > 0) settle(reported);
    if (server && touched.size > 0) await updateModules(server, [...touched]);
    if (result.ok) {
      logger?.info(result.report, { timestamp: Boolean(server) });
      lastFailure = undefined;
    } else {
      logger?.error(result.report, { timestamp: Boolean(server) });
      lastFailure = result;
      showFailure(result);
    }
    return result;
  };

  /** After a write: a note's module is marked stale for its next import; an index the page loaded is hot-updated. */
  const updateModules = async (devServer: ViteDevServer, files: readonly string[]) => {
    const client = devServer.environments.client;
    const timestamp = Date.now();
    for (const file of files) {
      // A module the page never loaded is read fresh whenever it first is.
      for (const module of client.moduleGraph.getModulesByFile(file) ?? []) {
        if (path.dirname(file) === bodiesDir) client.moduleGraph.invalidateModule(module, new Set(), timestamp, true);
        else await client.reloadModule(module);
      }
    }
  };

  // One compile at a time, the start-up one included; edits arriving during a compile are
  // folded into one more run after it.
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

  return {
    name: 'study-notes:content',
    config(userConfig) {
      // A server without a watcher (`watch: null`) keeps none.
      if (userConfig.server?.watch === null) return;
      // The plugin pushes what it writes itself (updateModules); the watcher would only add a second,
      // later update of the same modules.
      return { server: { watch: { ignored: [path.join(generatedDir, '**')] } } };
    },
    configResolved(config) {
      logger = config.logger;
    },
    async buildStart() {
      const result = await schedule();
      if (!result.ok && !server) this.error(`Content build failed:\n${result.report}`);
    },
    // The server is closing: no new compile starts, and the one under way finishes writing first,
    // so nothing writes into src/generated/ once close() has returned.
    async closeBundle() {
      closing = true;
      for (const timer of settling) clearTimeout(timer);
      await Promise.allSettled([running, rerun]);
    },
    configureServer(devServer) {
      server = devServer;
      // The grammars load in the background now, so the author's first save does not wait for them.
      import('./highlight-code.ts')
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
    },
  };
}
