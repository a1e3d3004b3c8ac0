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
 * In the server build (`vite build --ssr`), the catalogue's loaders of SERVER_DATA_MODULES read the
 * module's file instead of importing it, and any other import of one gets a stub that reads the file
 * when the prerenderer first imports it. The server bundle then depends on their names and exports
 * only, not on what they say: a build after an edit to a note's text reuses the last server build
 * (vite-build-cache.ts), and its size no longer grows with the notes' text.
 */
export function serverDataModules({ rootDir }: { rootDir: string }): Plugin {
  const reader = `import { readDataModule } from ${JSON.stringify(path.join(rootDir, 'scripts', 'content', 'data-module.ts'))};`;
  const generatedDir = path.join(rootDir, 'src', 'generated');
  const isDataModule = (file: string) => SERVER_DATA_MODULES.test(path.relative(rootDir, file).split(path.sep).join('/'));
  return {
    name: 'study-notes:server-data-modules',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild === true,
    load(id) {
      const file = id.split('?')[0]!;
      if (!isDataModule(file)) return null;
      const names = dataModuleExports(readFileSync(file, 'utf8'));
      return [
        reader,
        `const data = await readDataModule(${JSON.stringify(file)});`,
        ...names.map((name) => (name === 'default' ? 'export default data.default;' : `export const ${name} = data.${name};`)),
      ].join('\n');
    },
    // The catalogue's own loaders (a series' notes, the series' copies) read the file directly: the
    // thousands of note chunks are then not even stubs in the bundle.
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(generatedDir + path.sep)) return null;
      let replaced = false;
      // The TypeScript transform has run: its quotes may be either.
      const read = code.replace(/import\((['"])(\.\.?\/[^'"]+)\1\)/g, (call, _quote, specifier: string) => {
        const target = path.resolve(path.dirname(file), `${specifier}.ts`);
        if (!isDataModule(target)) return call;
        replaced = true;
        return `readDataModule(${JSON.stringify(target)})`;
      });
      return replaced ? `${reader}\n${read}` : null;
    },
  };
}
