import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type ConfigEnv, type PluginOption, type UserConfig } from 'vite';
import { cspMetaTag, firstPaintScript, framedBySiteOnly } from '../policy/content-security-policy.ts';
import { printSiteUrl } from './print-site-url.ts';
import { codeThemeStylesheet } from './code-theme-stylesheet.ts';
import { staticPreview } from '../serve/static-preview.ts';
import { toolCopiesDev } from '../dev-server/tool-copies-dev.ts';
import { guardRouteChunks } from './guard-route-chunks.ts';
import { smallPreloadHelper } from './small-preload-helper.ts';
import { sandboxPages } from './sandbox-pages.ts';
import { pythonRuntimeBytes, tryItSandbox } from './try-it-sandbox.ts';
import { serveEmoji } from './serve-emoji.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The site's Vite config, but for the dev server's catalogue (`devPlugins`), which vite.config.ts
 * gives it outside Vitest. The builds read no note: the catalogue is data the pages load.
 */
export function siteConfig({ mode, isPreview, isSsrBuild }: ConfigEnv, devPlugins: PluginOption[]): UserConfig {
  const env = loadEnv(mode, rootDir, 'VITE_');
  return {
    // The preview serves the prerendered pages as a static host would; dev is a single-page app.
    appType: isPreview ? 'mpa' : 'spa',
    build: {
      // The build writes every file's gzip and Brotli copies itself (scripts/site-build/precompress.ts).
      reportCompressedSize: false,
      // One stylesheet in the head of every prerendered page: no flash while route chunks load.
      cssCodeSplit: false,
      modulePreload: {
        // Every browser the site supports preloads modules natively.
        polyfill: false,
        // A lazily loaded chunk lists the chunks to fetch alongside it, in the first-view code. The
        // chunk itself (its import fetches it anyway) and the chunks every page loads up front
        // (the libraries, the app's own code, the bundler's runtime) are left off.
        // The page itself preloads nothing: src/boot.ts fetches the app after the first paint, with
        // the chunks it imports alongside it.
        resolveDependencies: (chunk, deps, { hostId, hostType }) =>
          hostType === 'html'
            ? []
            : /(^|\/)boot-[\w-]+\.js$/.test(hostId)
              ? deps
              : deps.filter((dep) => dep !== chunk && !/(^|\/)(framework|app|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
      },
      rollupOptions: {
        // The server build (`vite build --ssr`, for the prerenderer): the app's server entry, and the
        // prerenderer that loads it (scripts/site-build/prerender.ts).
        // The client build: the site's page (the sample sandbox's pages are built apart, by sandboxPages).
        input: (isSsrBuild
          ? { 'entry-server': 'src/entry-server.tsx', prerender: 'scripts/site-build/prerender.ts' }
          : { index: 'index.html' }) as Record<string, string>,
        output: {
          // The libraries every page needs travel as one chunk instead of a dozen small ones.
          codeSplitting: {
            groups: [
              // The entry and the dynamic-import helper: all a page loads before its first paint.
              { name: 'boot', test: /(src[\\/]boot\.ts|vite[\\/]preload-helper)/ },
              { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
              // The app's own always-loaded code, the entry included: the layout, the routes'
              // definitions and the helpers that several routes share, as one chunk (a chunk more
              // costs a request and its import and export lists). The home page's own helpers
              // (featured, search, card buttons) stay in its chunk; the copy logic stays in its own,
              // loaded on the first click of a Copy button; screens and route components are split.
              {
                name: 'app',
                test: /src[\\/](main\.tsx|router\.tsx|routeTree\.gen|routes[\\/][^?]*$|app[\\/]|site[\\/]|catalog[\\/](?!featured|search|card-action)|markup[\\/](?!copy-code)|components[\\/](LocalDate|use-client-value|emoji[\\/]|layout[\\/](?!Toasts|notify)|status|theme[\\/]ThemeToggle|shortcuts[\\/](KeyboardShortcuts|shortcut-keys)))|[\\/]shared[\\/](?!exercise-check[\\/])/,
              },
              // How pages talk to the offline worker, shared by a series' save button and the code that
              // registers the worker after load: a chunk of its own (before the series pages' group,
              // which would take it in with the sidebar), or the home page would fetch that chunk for it.
              { name: 'offline', test: /src[\\/]offline[\\/]worker-client\.ts/ },
              // A note page's components and its series layout's, as one chunk: a note page needs
              // both, and a visitor on a series' page opens one of its notes next. The enhancements
              // that wait for a first interaction stay apart.
              {
                name: 'series-pages',
                test: /src[\\/](routes[\\/]\$topic(\.tsx|[\\/]\$noteId\.tsx)\?tsr-split=component|screens[\\/](note[\\/](?!note-enhancements)|series[\\/](SeriesLayout|SeriesSidebar)))/,
              },
            ],
          },
        },
      },
    },
    define: { PYTHON_RUNTIME_BYTES: String(pythonRuntimeBytes()) },
    resolve: {
      alias: [
        // React 19 has useSyncExternalStore built in: TanStack's store needs the selector helper, not the
        // shim for React 16/17 that comes with it (0.4 KB gzip of every first view).
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      ],
    },
    css: {
      // Short class names in production: they are repeated in every page's HTML and in the JS.
      modules: { generateScopedName: mode === 'production' ? '[hash:base64:6]' : '[name]_[local]_[hash:base64:4]' },
    },
    plugins: [
      ...devPlugins,
      codeThemeStylesheet(),
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      guardRouteChunks({
        routesDir: path.join(rootDir, 'src', 'routes'),
        loaderModule: path.join(rootDir, 'src', 'app', 'lazy-route-component.ts'),
      }),
      react(),
      smallPreloadHelper(),
      firstPaintScript(),
      cspMetaTag(env.VITE_CONTACT_ENDPOINT || process.env.VITE_CONTACT_ENDPOINT),
      framedBySiteOnly(),
      printSiteUrl(env.VITE_SITE_URL || process.env.VITE_SITE_URL),
      // Before the static preview, which answers with the precompressed files itself.
      tryItSandbox(),
      sandboxPages(rootDir),
      serveEmoji(),
      staticPreview(),
      toolCopiesDev(),
    ],
  };
}
