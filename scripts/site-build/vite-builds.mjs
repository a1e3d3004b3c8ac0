// @ts-check
/** Both Vite builds of build-site.ts in one plain JavaScript process, so Vite and the plugins load once; child-messages.ts' protocol. */
import process from 'node:process';
import { build } from 'vite';

process.once('message', (/** @type {import('./child-messages.ts').ViteBuildsRequest} */ request) => {
  const builds = request.builds.map(({ kind, outDir }) =>
    build({
      configFile: request.configFile,
      logLevel: request.logLevel,
      build: { outDir, emptyOutDir: true, ...(kind === 'server' ? { ssr: true } : {}) },
    }),
  );
  Promise.all(builds).then(
    () => reply({ ok: true, result: undefined }),
    (error) => reply({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});

/** @param {import('./child-messages.ts').ChildReply<void>} message */
function reply(message) {
  process.send?.(message, () => process.disconnect());
}
