import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CLANG_BUNDLE_URL } from '../../shared/c-family-runtime.ts';
import { SANDBOX_CONTENT_SECURITY_POLICY, SANDBOX_PATH } from '../policy/content-security-policy.ts';

/** The sandbox's pages and their scripts; React's development build only for the React check, whose tests need `act`. */
export const SANDBOX_PAGES = [
  { file: 'sandbox.html', script: 'sandbox-main.ts', react: 'production' },
  { file: 'c-sandbox.html', script: 'c-sandbox-main.ts', react: 'production' },
  { file: 'preview.html', script: 'preview-main.ts', react: 'production' },
  { file: 'react-check.html', script: 'react-check-main.ts', react: 'development' },
] as const;

/** The sandbox pages as site paths: the service worker keeps them with the app shell. */
export const SANDBOX_PAGE_PATHS = SANDBOX_PAGES.map(({ file }) => `${SANDBOX_PATH}${file}`);

/** The sandbox's pages with their scripts inline (esbuild): a sandboxed page that loads nothing runs offline (docs/offline.md). */
export function sandboxPages(rootDir: string): Plugin {
  let minify = false;
  let base = '/';
  return {
    name: 'study-notes:sandbox-pages',
    configResolved(config) {
      minify = config.command === 'build';
      base = config.base;
    },
    async generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const page of SANDBOX_PAGES) {
        this.emitFile({
          type: 'asset',
          fileName: `${SANDBOX_PATH.slice(1)}${page.file}`,
          source: await sandboxPage(rootDir, page, { minify, base }),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const page = SANDBOX_PAGES.find(({ file }) => pathname === `${SANDBOX_PATH}${file}`);
        if (!page) return next();
        sandboxPage(rootDir, page, { minify: false, base }).then((html) => {
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(html);
        }, next);
      });
    },
  };
}

type SandboxPage = (typeof SANDBOX_PAGES)[number];

export interface BundleOptions {
  minify: boolean;
  /** The site's base path (Vite's `base`). */
  base: string;
}

/** One page: its HTML with the sandbox's policy in a meta tag and its script, bundled, inline. */
async function sandboxPage(rootDir: string, page: SandboxPage, options: BundleOptions): Promise<string> {
  const dir = path.join(rootDir, 'src', 'try-it');
  const html = await readFile(path.join(dir, page.file), 'utf8');
  const tag = `<script type="module" src="./${page.script}"></script>`;
  if (!html.includes(tag)) throw new Error(`${page.file} needs ${tag}: the page's script goes inline in its place`);
  // The console sandbox starts its workers from the run worker's source, the C/C++ one from the C/C++ worker's: each carries its own as a string.
  const [workerSource, cFamilySource] = await Promise.all([
    page.script === 'sandbox-main.ts' ? bundle(path.join(dir, 'run-worker.ts'), 'production', options) : '',
    page.script === 'c-sandbox-main.ts' ? cFamilyWorkerSource(rootDir, options) : '',
  ]);
  const script = await bundle(path.join(dir, page.script), page.react, options, {
    RUN_WORKER_SOURCE: JSON.stringify(workerSource),
    C_FAMILY_WORKER_SOURCE: JSON.stringify(cFamilySource),
  });
  const policy = `<meta http-equiv="Content-Security-Policy" content="${SANDBOX_CONTENT_SECURITY_POLICY}" />`;
  return html.replace('<head>', `<head>\n    ${policy}`).replace(tag, () => `<script>${script}</script>`);
}

async function bundle(
  entry: string,
  react: SandboxPage['react'],
  { minify, base }: BundleOptions,
  define: Record<string, string> = {},
  external: string[] = [],
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    plugins: [rawText],
    external,
    define: { 'process.env.NODE_ENV': JSON.stringify(react), 'import.meta.env.BASE_URL': JSON.stringify(base), ...define },
  });
  const code = result.outputFiles[0]!.text;
  // esbuild writes `</script` in strings as `<\/script`, so the bundle can stand inside a script element.
  if (/<\/script/i.test(code)) throw new Error(`${path.basename(entry)}: the bundle holds </script, which would end its script element`);
  return code;
}

/** The C/C++ worker: the compiler finds its parts beside its address, here CLANG_BUNDLE_URL, which the worker answers; node:* left out. */
export function cFamilyWorkerSource(rootDir: string, options: BundleOptions): Promise<string> {
  return bundle(
    path.join(rootDir, 'src', 'try-it', 'c-family', 'c-family-worker.ts'),
    'production',
    options,
    { 'import.meta.url': JSON.stringify(CLANG_BUNDLE_URL) },
    ['node:*'],
  );
}

/** `import text from './file?raw'`: the file's text, as Vite gives it. */
const rawText: EsbuildPlugin = {
  name: 'raw-text',
  setup(setup) {
    setup.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw',
    }));
    setup.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text' }));
  },
};
