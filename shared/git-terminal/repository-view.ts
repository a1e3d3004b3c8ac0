import { git } from './git/git-command.ts';
import { readHistory } from './git/read-history.ts';
import { resolvePath, type MemoryFs } from './memory-fs.ts';
import type { RepositoryView } from './repository-goals.ts';

/** How the goals see the repository at `cwd`, or at a path relative to it; undefined where there is none. */
export function viewRepository(fs: MemoryFs, cwd: string, now: () => number = Date.now): (path?: string) => RepositoryView | undefined {
  return (path) => {
    const folder = path === undefined ? cwd : resolvePath(cwd, path);
    if (!fs.isDir(folder)) return undefined;
    const history = readHistory(fs, folder);
    if (!history) return undefined;
    const run = (...args: string[]) => git({ args, stdin: '', cwd: folder, env: {}, fs, now });
    const output = (...args: string[]) => {
      const result = run(...args);
      return result.code === 0 ? result.stdout : undefined;
    };
    return {
      history,
      clean: output('status', '--short') === '',
      show: (spec) => output('show', spec),
      config: (key) => output('config', '--get', key)?.replace(/\n$/, ''),
      readFile: (file) => {
        const at = resolvePath(folder, file);
        return fs.isFile(at) ? fs.readFile(at) : undefined;
      },
    };
  };
}
