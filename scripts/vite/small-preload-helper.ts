import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of a client build with (its `__vitePreload`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Swaps Vite's dynamic-import helper for one cut to this site, because it travels in the first view
 * of every page (about 0.5 KB gzip). It does the helper's work that applies here: fetch the chunks
 * a lazily loaded chunk imports alongside it (modulepreload), then import it. What it leaves out
 * does not apply: stylesheet chunks (the site has one stylesheet, build.cssCodeSplit is off), a CSP
 * nonce (scripts are allowed by origin), the feature test for modulepreload (every supported browser
 * has it) and the vite:preloadError event (nothing listens; a failed import still rejects, with the
 * browser's own error, which src/app/chunk-load-error.ts reads).
 */
export function smallPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'study-notes:small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.append(link);
  }
  return load();
};`;
    },
  };
}
