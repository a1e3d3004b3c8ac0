import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { loadEnv, type ConfigEnv, type PluginOption, type UserConfig } from 'vite';
import { cspMetaTag, firstPaintScript, framedBySiteOnly } from '../policy/content-security-policy.ts';
import { printSiteUrl } from './print-site-url.ts';
import { codeThemeStylesheet } from './code-theme-stylesheet.ts';
import { staticPreview } from '../serve/static-preview.ts';
import { toolCopiesDev } from '../dev-server/tool-copies-dev.ts';
import { guardRouteChunks } from './guard-route-chunks.ts';
import { smallPreloadHelper } from './small-preload-helper.ts';
import { sandboxPages } from './sandbox-pages.ts';
import { cFamilyDownloadBytes, cFamilyFileBytes, cFamilyVersion, pythonRuntimeBytes, tryItSandbox } from './try-it-sandbox.ts';
import { serveEmoji } from './serve-emoji.ts';
import { packageCacheDir } from '../site-build/precompress.ts';

const rootDir = path.resolve(import.meta.dirname, '..', '..');

/** The site's Vite config; vite.config.ts adds the dev server's catalogue (`devPlugins`) outside Vitest. */
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
        // A lazy chunk preloads its imports but itself and the always-loaded chunks; a page preloads nothing (src/boot.ts imports the app).
        resolveDependencies: (chunk, deps, { hostId, hostType }) =>
          hostType === 'html'
            ? []
            : /(^|\/)boot-[\w-]+\.js$/.test(hostId)
              ? deps
              : deps.filter((dep) => dep !== chunk && !/(^|\/)(framework|app|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
      },
      rollupOptions: {
        // The server build: the app's server entry and the prerenderer; the client build: the page (sandbox pages are built apart).
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
              // The app's always-loaded code as one chunk (one more costs a request), with the offline worker's client, which every
              // page starts after its load event; home helpers, copy logic and screens stay apart.
              {
                name: 'app',
                test: /src[\\/](main\.tsx|router\.tsx|routeTree\.gen|routes[\\/][^?]*$|app[\\/](?!adopt-styles|after-first-paint)|site[\\/](?!issue-url)|catalog[\\/](?!featured|search|card-action)|markup[\\/](?!copy-code|CodeBlock\.tsx)|review[\\/]review-store|offline[\\/](worker-client|start-offline-reading)\.ts|components[\\/](LocalDate|use-client-value|search[\\/]TagButton|emoji[\\/]|layout[\\/](?!Toasts|toasts|notify)|status|theme[\\/]ThemeToggle|shortcuts[\\/](KeyboardShortcuts|shortcut-keys)))|[\\/]shared[\\/](?!exercise-check[\\/]|git-terminal[\\/]|questions[\\/]|output-lines|search-index|c-family-runtime|python-runtime)/,
              },
              // A note's code blocks' buttons, exercise widgets and questions, loaded together at the reader's first interaction (src/app/deferred-widgets.ts).
              {
                name: 'exercises',
                test: /src[\\/](markup[\\/]CodeBlock\.tsx|exercises[\\/](CodeCheck|PredictCheck|GoalCheck|ExerciseSolution|use-solved|exercise-key|Exercise\.module)|questions[\\/])/,
              },
              // A note page's and its series layout's components as one chunk; the enhancements that wait for interaction stay apart.
              {
                name: 'series-pages',
                test: /src[\\/](routes[\\/]\$topic(\.tsx|[\\/]\$noteId\.tsx)\?tsr-split=component|screens[\\/](note[\\/](?!note-enhancements|NoteNotFound|CopyMarkdownButton|ReportMistake|selected-passage)|series[\\/](SeriesLayout|SeriesSidebar)))/,
              },
              // Resetting or restoring what a reader keeps (home, privacy and review pages), with the kept answers it clears.
              { name: 'progress-reset', test: /src[\\/](components[\\/]progress[\\/]|exercises[\\/]saved-answers)/ },
              // What a note page and its series' sidebar only need for a press, loaded at the reader's first interaction
              // (src/app/deferred-widgets.ts); after the series pages' group, which keeps the styles they share with it.
              {
                name: 'page-actions',
                test: /src[\\/](screens[\\/]note[\\/](CopyMarkdownButton|ReportMistake|selected-passage)|offline[\\/](SaveSeries|use-series-offline)|site[\\/]issue-url)/,
              },
            ],
          },
        },
      },
    },
    define: {
      PYTHON_RUNTIME_BYTES: String(pythonRuntimeBytes()),
      C_FAMILY_FILE_BYTES: JSON.stringify(cFamilyFileBytes()),
      C_FAMILY_VERSION: JSON.stringify(cFamilyVersion()),
      C_FAMILY_DOWNLOAD_BYTES: String(cFamilyDownloadBytes(packageCacheDir(rootDir))),
    },
    resolve: {
      alias: [
        // React 19 has useSyncExternalStore: TanStack's store needs the selector helper, not the React 16/17 shim.
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
