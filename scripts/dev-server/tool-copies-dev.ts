import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { ToolCopyCatalogue } from '../../shared/tool-copies.ts';
import type { CatalogueSource } from '../../shared/catalogue-files.ts';
import type { DevCatalogue } from './notes-content.ts';
import { isToolCopyPath, toolCopies } from '../site-build/site-files/tool-copies.ts';
import { CONTENT_TYPES } from '../serve/static-preview.ts';

/** The dev server's copies for tools, made on request by the build's own code from the catalogue in memory, so an author sees a saved note's copy at once. */
export function toolCopiesDev(): Plugin {
  return {
    name: 'study-notes:tool-copies-dev',
    apply: 'serve',
    configureServer(server) {
      const content = server.config.plugins.find((plugin) => plugin.name === 'study-notes:content')?.api as DevCatalogue | undefined;
      if (!content) return;
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (!isToolCopyPath(pathname)) return next();
        makeCopy(server, content, pathname).then((content) => {
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

async function makeCopy(server: ViteDevServer, content: DevCatalogue, pathname: string): Promise<string | undefined> {
  const catalogue = await content.current();
  if (!catalogue) return undefined;
  const [{ setCatalogueSource }, { toolCopyCatalogue }, { canonicalUrl }] = (await Promise.all([
    server.ssrLoadModule('/src/app/catalogue-source.ts'),
    server.ssrLoadModule('/src/app/tool-copy-catalogue.ts'),
    server.ssrLoadModule('/src/site/page-head.ts'),
  ])) as [
    { setCatalogueSource: (source: CatalogueSource) => void },
    { toolCopyCatalogue: () => Promise<ToolCopyCatalogue> },
    { canonicalUrl: (path: string) => string },
  ];
  // The catalogue of the last save, read from memory.
  setCatalogueSource({ manifest: catalogue.manifest, read: async (file) => JSON.parse(catalogue.files.get(file)!) as unknown });
  const [copy] = toolCopies(await toolCopyCatalogue(), canonicalUrl, pathname);
  return copy?.content;
}
