// @ts-check
/** Both Vite builds of build-site.ts in one plain JavaScript process, so Vite and the plugins load once; child-messages.ts' protocol. */
import process from 'node:process';
import { build } from 'vite';

process.once('message', async (/** @type {import('./child-messages.ts').ViteBuildsRequest} */ request) => {
  try {
    // One after the other: side by side, the two builds' memory made this the build's largest process.
    for (const { kind, outDir } of request.builds)
      await build({
        configFile: request.configFile,
        logLevel: request.logLevel,
        build: { outDir, emptyOutDir: true, ...(kind === 'server' ? { ssr: true } : {}) },
      });
    reply({ ok: true, result: undefined });
  } catch (error) {
    reply({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

/** @param {import('./child-messages.ts').ChildReply<void>} message */
function reply(message) {
  process.send?.(message, () => process.disconnect());
}
