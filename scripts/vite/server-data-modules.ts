import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { dataModuleExports } from '../content/data-module.ts';

/**
 * The generated data modules the server build reads when it runs rather than bundling them, by path
 * from the project: each note's chunk, each series' Markdown copies and the two search indexes. They
 * are what an edit to a note's text changes, and most of what the catalogue weighs.
 */
export const SERVER_DATA_MODULES = /^src\/generated\/(bodies\/[^/]+|markdown-copies\/[^/]+|full-text|search-index)\.ts$/;

/**
 * In the server build (`vite build --ssr`), each module of SERVER_DATA_MODULES becomes a stub that
 * reads the module's file when the prerenderer first imports it. The server bundle then depends on
 * their names and exports only, not on what they say: a build after an edit to a note's text reuses
 * the last server build (vite-build-cache.ts), and its size no longer grows with the notes' text.
 */
export function serverDataModules({ rootDir }: { rootDir: string }): Plugin {
  const reader = path.join(rootDir, 'scripts', 'content', 'data-module.ts');
  return {
    name: 'study-notes:server-data-modules',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild === true,
    load(id) {
      const file = id.split('?')[0]!;
      if (!SERVER_DATA_MODULES.test(path.relative(rootDir, file).split(path.sep).join('/'))) return null;
      const names = dataModuleExports(readFileSync(file, 'utf8'));
      return [
        `import { readDataModule } from ${JSON.stringify(reader)};`,
        `const data = await readDataModule(${JSON.stringify(file)});`,
        ...names.map((name) => (name === 'default' ? 'export default data.default;' : `export const ${name} = data.${name};`)),
      ].join('\n');
    },
  };
}
