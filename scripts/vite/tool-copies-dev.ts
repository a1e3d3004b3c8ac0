import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { ToolCopyCatalogue } from '../../src/catalog/types.ts';
import { isToolCopyPath, toolCopies } from '../site/tool-copies.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The dev server's copies for tools, made on request by the build's own code, so an author sees a saved note's copy at once. */
export function toolCopiesDev(options: { rootDir: string }): Plugin {
  const generatedDir = path.join(options.rootDir, 'src', 'generated') + path.sep;
  return {
    name: 'study-notes:tool-copies-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (!isToolCopyPath(pathname)) return next();
        makeCopy(server, generatedDir, pathname).then((content) => {
          if (content === undefined) return next();
          response.statusCode = 200;
          response.setHeader('Content-Type', CONTENT_TYPES[path.extname(pathname)]!);
          response.setHeader('Cache-Control', 'no-store');
          response.end(request.method === 'HEAD' ? undefined : content);
        }, next);
      });
    },
  };
}

async function makeCopy(server: ViteDevServer, generatedDir: string, pathname: string): Promise<string | undefined> {
  // The content plugin rewrites src/generated/ after each save, out of sight of Vite's watcher: the
  // server-side modules of the catalogue are read again for each copy, so it is never stale.
  const { moduleGraph } = server.environments.ssr;
  for (const module of moduleGraph.idToModuleMap.values()) {
    if (module.file?.startsWith(generatedDir)) moduleGraph.invalidateModule(module);
  }
  const [{ toolCopyCatalogue }, { canonicalUrl }] = (await Promise.all([
    server.ssrLoadModule('/src/app/tool-copy-catalogue.ts'),
    server.ssrLoadModule('/src/site/page-head.ts'),
  ])) as [{ toolCopyCatalogue: () => Promise<ToolCopyCatalogue> }, { canonicalUrl: (path: string) => string }];
  const [copy] = toolCopies(await toolCopyCatalogue(), canonicalUrl, pathname);
  return copy?.content;
}
