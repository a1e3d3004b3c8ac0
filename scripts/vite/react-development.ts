import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ID = 'virtual:react-development';
const RESOLVED = `\0${ID}`;
/** What the exercise check's page takes from React: the libraries and `act`, which only a development build has. */
const EXPORTS = `
export * as React from 'react';
export * as ReactDom from 'react-dom';
export * as ReactDomClient from 'react-dom/client';
export * as JsxRuntime from 'react/jsx-runtime';
export { act } from 'react';
`;

/**
 * `virtual:react-development`: React's development build for the exercise check's page (src/try-it/react-check-main.ts),
 * bundled apart by esbuild, since the site's own bundle is built for production, whose React has no `act`; the
 * tests of a React exercise then run under `act`, as React Testing Library and CI's proof run them.
 */
export function reactDevelopment(): Plugin {
  let serve = false;
  return {
    name: 'study-notes:react-development',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The dev server's React is its development build already.
      if (serve) return EXPORTS;
      const bundled = await build({
        stdin: { contents: EXPORTS, resolveDir: process.cwd(), loader: 'js' },
        bundle: true,
        format: 'esm',
        write: false,
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
      });
      return bundled.outputFiles[0]!.text;
    },
  };
}
