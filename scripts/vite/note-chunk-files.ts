import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { dataModuleScript } from '../content/data-module.ts';

/** Where the client build lists each series' note files, for the offline worker (scripts/site/offline-files.ts). */
export const NOTE_CHUNKS_FILE = path.join('.vite', 'note-chunks.json');

/** Each series module's note files, by note id: `{"src/generated/series/react.ts": {"101": "/assets/101-x.js"}}`. */
export type NoteChunks = Record<string, Record<string, string>>;

const SERIES_MODULE = /^src\/generated\/series\/[^/]+\.ts$/;
// The TypeScript transform has run: its quotes may be either.
const BODY_IMPORT = /import\((['"])\.\.\/bodies\/(\d+)\1\)/g;

/**
 * In the client build, a note's chunk (src/generated/bodies/<id>.ts, data only) is not bundled: it is
 * written as it is, types left out, to assets/<id>-<hash of its text>.js, and its series' loader
 * imports that file. Rolldown then handles the app's few hundred modules, not one more chunk per
 * note: at 10,000 notes the client build took 11.6 s and 1.7 GiB with them, 5.3 s and 1.0 GiB
 * with this plugin. The page imports the same exports from the same kind of file as before; the dev server,
 * which updates a note's module when it is saved, and the server build keep the modules.
 */
export function noteChunkFiles({ rootDir }: { rootDir: string }): Plugin {
  let assetsUrl = '/assets/';
  let assetsDir = 'assets';
  /** The file of each note chunk met in this build, by its URL, with its text. */
  let files = new Map<string, string>();
  let chunks: NoteChunks = {};
  return {
    name: 'study-notes:note-chunk-files',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      assetsDir = config.build.assetsDir;
      assetsUrl = `${config.base}${assetsDir}/`;
    },
    buildStart() {
      files = new Map();
      chunks = {};
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      const key = path.relative(rootDir, file).split(path.sep).join('/');
      if (!SERIES_MODULE.test(key)) return null;
      const notes: Record<string, string> = {};
      const replaced = code.replace(BODY_IMPORT, (_call, _quote, noteId: string) => {
        const script = dataModuleScript(readFileSync(path.join(rootDir, 'src', 'generated', 'bodies', `${noteId}.ts`), 'utf8'));
        const url = `${assetsUrl}${noteId}-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
        files.set(url, script);
        notes[noteId] = url;
        return `import(${JSON.stringify(url)})`;
      });
      chunks[key] = notes;
      return { code: replaced, map: null };
    },
    resolveId(source) {
      return files.has(source) ? { id: source, external: true } : null;
    },
    async writeBundle({ dir }) {
      if (!dir) throw new Error('The note chunk files need the build to write to a folder (build.outDir)');
      await mkdir(path.join(dir, assetsDir), { recursive: true });
      // One by one, synchronously: ten thousand small files take a third of a second so, and six
      // times as long through the thread pool of fs/promises.
      for (const [url, script] of files) writeFileSync(path.join(dir, assetsDir, url.slice(assetsUrl.length)), script);
      await mkdir(path.join(dir, path.dirname(NOTE_CHUNKS_FILE)), { recursive: true });
      await writeFile(path.join(dir, NOTE_CHUNKS_FILE), JSON.stringify(chunks));
    },
  };
}
