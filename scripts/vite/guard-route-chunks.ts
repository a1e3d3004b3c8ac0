import path from 'node:path';
import type { Plugin } from 'vite';

const ROUTER_IMPORT = /import\s*\{\s*lazyRouteComponent\s*\}\s*from\s*(['"])@tanstack\/react-router\1;?/;
const LAZY_CALL = /lazyRouteComponent\((\$\$split\w+Importer),\s*(['"])(\w+)\2\)/g;

/** A readable chunk name for a route file: `src/routes/$topic/$noteId.tsx` → `topic.noteId`. */
export function routeChunkName(routesDir: string, file: string): string {
  const relative = path.relative(routesDir, file.split('?')[0]!).replace(/\.[jt]sx?$/, '');
  return relative.split(path.sep).join('.').replace(/\$/g, '') || 'root';
}

/** Points the code splitter's lazy routes at our `lazyRouteComponent`: chunk time-out, 'Loading chunk {n} failed', a working retry. */
export function guardRouteChunks(options: { routesDir: string; loaderModule: string }): Plugin {
  return {
    name: 'study-notes:guard-route-chunks',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(options.routesDir + path.sep) || !ROUTER_IMPORT.test(code)) return null;
      const chunk = routeChunkName(options.routesDir, file);
      const replaced = code
        .replace(ROUTER_IMPORT, `import { lazyRouteComponent } from ${JSON.stringify(options.loaderModule)};`)
        .replace(LAZY_CALL, (_call, importer: string, _quote: string, exportName: string) => {
          return `lazyRouteComponent(${importer}, ${JSON.stringify(exportName)}, ${JSON.stringify(chunk)})`;
        });
      return { code: replaced, map: null };
    },
  };
}
