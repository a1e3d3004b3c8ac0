// @ts-check
/**
 * The Vite builds of `npm run build` (build-site.ts) in one process, side by side:
 * `node vite-builds.mjs <config> <log level> client=<out dir> server=<out dir>`. Node.js, Vite,
 * Rolldown and the config's plugins load once for both builds, not once each (about a second of a
 * core). Each build tells the parent when it has written its output (an IPC message,
 * `{ built: 'client' }`); the process ends once every build has. Plain JavaScript: it starts
 * without the TypeScript loader, and Vite loads the TypeScript config itself.
 */
import process from 'node:process';
import { build } from 'vite';

const [configFile, logLevel, ...targets] = process.argv.slice(2);
if (!configFile || !logLevel || targets.length === 0)
  throw new Error('Usage: node vite-builds.mjs <config> <log level> <client|server>=<out dir>...');

await Promise.all(
  targets.map(async (target) => {
    const [kind, outDir] = target.split('=');
    await build({
      configFile,
      logLevel: /** @type {import('vite').LogLevel} */ (logLevel),
      build: { outDir, emptyOutDir: true, ...(kind === 'server' ? { ssr: true } : {}) },
    });
    process.send?.({ built: kind });
  }),
);
// What kept the process alive is done with: the parent's word on standard input
// (wait-for-notes.ts) and the IPC channel.
process.stdin.destroy();
process.disconnect?.();
