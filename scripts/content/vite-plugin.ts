import path from 'node:path';
import type { Logger, Plugin, ViteDevServer } from 'vite';
import type { BuildResult } from './build.ts';
import type { CompileCache } from './compile.ts';

/**
 * Runs the content compiler when Vite starts and again on every add, change or delete under
 * notes/. Problems go to the terminal and to the browser's error overlay; a fixed note clears it.
 */
export function notesContent(options: { rootDir: string }): Plugin {
  const notesDir = path.join(options.rootDir, 'notes');
  let cache: CompileCache | undefined;
  let server: ViteDevServer | undefined;
  let logger: Logger | undefined;
  let lastFailure: BuildResult | undefined;
  let running: Promise<BuildResult> | undefined;
  let rerun: Promise<BuildResult> | undefined;
  let changed: string[] = [];

  const showFailure = (result: BuildResult) => {
    server?.ws.send({
      type: 'error',
      err: { message: `Content build failed\n\n${result.report}`, stack: '', plugin: 'study-notes:content' },
    });
  };

  const compile = async (): Promise<BuildResult> => {
    const files = changed;
    changed = [];
    // The compiler, and the highlighter it starts, load with the first compile rather than with the
    // Vite config, which the server build and Vitest load too without compiling any note.
    const [{ buildContent }, { codeRunsCacheFile }, { createCompileCache }] = await Promise.all([
      import('./build.ts'),
      import('./code-runs-cache.ts'),
      import('./compile.ts'),
    ]);
    cache ??= createCompileCache();
    const result = await buildContent({
      rootDir: options.rootDir,
      cache,
      changed: files,
      codeRunsCache: codeRunsCacheFile(options.rootDir),
    });
    if (result.ok) {
      logger?.info(result.report, { timestamp: Boolean(server) });
      if (lastFailure) server?.ws.send({ type: 'full-reload' });
      lastFailure = undefined;
    } else {
      logger?.error(result.report, { timestamp: Boolean(server) });
      lastFailure = result;
      showFailure(result);
    }
    return result;
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
    configResolved(config) {
      logger = config.logger;
    },
    async buildStart() {
      const result = await schedule();
      if (!result.ok && !server) this.error(`Content build failed:\n${result.report}`);
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(notesDir);
      const onFile = (file: string) => {
        if (!file.startsWith(notesDir + path.sep) || !file.endsWith('.md')) return;
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
