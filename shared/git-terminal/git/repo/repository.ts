import type { MemoryFs } from '../../memory-fs.ts';
import { dirname } from '../../memory-fs.ts';

/** A repository in the file system: `gitDir` holds HEAD, objects and refs; a bare one has no `workTree`. */
export interface Repo {
  fs: MemoryFs;
  gitDir: string;
  workTree?: string;
}

export function gitPath(repo: Repo, path: string): string {
  return `${repo.gitDir}/${path}`;
}

function isGitDir(fs: MemoryFs, dir: string): boolean {
  return fs.isFile(`${dir}/HEAD`) && fs.isDir(`${dir}/objects`) && fs.isDir(`${dir}/refs`);
}

/** The repository at or above `dir`, found as Git does: a `.git` folder, or `dir` itself when it is a bare one. */
export function findRepo(fs: MemoryFs, dir: string): Repo | undefined {
  for (let current = dir; ; current = dirname(current)) {
    const dotGit = current === '/' ? '/.git' : `${current}/.git`;
    if (isGitDir(fs, dotGit)) return { fs, gitDir: dotGit, workTree: current };
    if (isGitDir(fs, current)) return { fs, gitDir: current };
    if (current === '/') return undefined;
  }
}

/** A repository given by path (a remote or a clone's source): the folder's `.git`, or the folder when bare. */
export function openRepoAt(fs: MemoryFs, dir: string): Repo | undefined {
  if (isGitDir(fs, `${dir}/.git`)) return { fs, gitDir: `${dir}/.git`, workTree: dir };
  if (isGitDir(fs, dir)) return { fs, gitDir: dir };
  return undefined;
}

/** Writes a file under the git folder, creating its folders. */
export function writeGitFile(repo: Repo, path: string, data: string): void {
  const full = gitPath(repo, path);
  repo.fs.mkdir(dirname(full), { recursive: true });
  repo.fs.writeFile(full, data);
}

export function readGitFile(repo: Repo, path: string): string | undefined {
  const full = gitPath(repo, path);
  return repo.fs.isFile(full) ? repo.fs.readFile(full) : undefined;
}
