import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardRouteChunks, routeChunkName } from '../../../scripts/vite/guard-route-chunks.ts';

const routesDir = path.resolve('src/routes');
const plugin = guardRouteChunks({ routesDir, loaderModule: '/src/app/lazy-route-component.ts' });
const transform = (code: string, file: string) =>
  (plugin.transform as (code: string, id: string) => { code: string } | null)(code, path.join(routesDir, file));

// What TanStack's code splitter leaves in a route module once the component is split out.
const splitRoute = `import { lazyRouteComponent } from '@tanstack/react-router';
const $$splitComponentImporter = () => import('/src/routes/about.tsx?tsr-split=component');
import { createFileRoute } from '@tanstack/react-router';
export const Route = createFileRoute('/about')({
  component: lazyRouteComponent($$splitComponentImporter, 'component')
});`;

describe('guarding route chunks', () => {
  it("points the split route's lazy component at ours, with the chunk name", () => {
    const result = transform(splitRoute, 'about.tsx');
    expect(result?.code).toContain('import { lazyRouteComponent } from "/src/app/lazy-route-component.ts";');
    expect(result?.code).toContain('lazyRouteComponent($$splitComponentImporter, "component", "about")');
    expect(result?.code).not.toContain("from '@tanstack/react-router';\nconst");
  });

  it('leaves modules outside the routes folder and routes without split components alone', () => {
    expect((plugin.transform as (code: string, id: string) => unknown)(splitRoute, path.resolve('src/main.tsx'))).toBeNull();
    expect(transform("import { Link } from '@tanstack/react-router';", 'index.tsx')).toBeNull();
  });

  it('names chunks after the route file', () => {
    expect(routeChunkName(routesDir, path.join(routesDir, '$topic', '$noteId.tsx?tsr-split=component'))).toBe('topic.noteId');
    expect(routeChunkName(routesDir, path.join(routesDir, 'index.tsx'))).toBe('index');
  });
});
