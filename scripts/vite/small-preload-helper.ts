import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of a client build with (its `__vitePreload`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** Swaps Vite's dynamic-import helper, in every first view, for one that modulepreloads and imports (no CSS chunks, nonces or events). */
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
