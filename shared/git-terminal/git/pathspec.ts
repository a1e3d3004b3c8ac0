import { resolvePath } from '../memory-fs.ts';
import { fatal } from './git-error.ts';
import type { Session, WorkRepo } from './session.ts';

/** A command-line path as a path inside the working tree ('' for its root). */
export function repoPath(session: Session, repo: WorkRepo, arg: string): string {
  const absolute = resolvePath(session.cwd, arg);
  if (absolute === repo.workTree) return '';
  const prefix = repo.workTree === '/' ? '/' : `${repo.workTree}/`;
  if (!absolute.startsWith(prefix)) throw fatal(`${arg}: '${arg}' is outside repository at '${repo.workTree}'`);
  return absolute.slice(prefix.length);
}

function globRegex(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

/** Whether a repository path falls under a pathspec: the path itself, a folder above it, or a glob. */
export function matchesPathspec(path: string, spec: string): boolean {
  if (spec === '') return true;
  if (path === spec || path.startsWith(`${spec}/`)) return true;
  return /[*?[]/.test(spec) && globRegex(spec).test(path);
}

/** Path relative to the current folder, for messages (`../a.txt`). */
export function displayPath(session: Session, repo: WorkRepo, path: string): string {
  const here = repoPath(session, repo, '.');
  if (here === '') return path;
  if (path.startsWith(`${here}/`)) return path.slice(here.length + 1);
  const ups = here.split('/').length;
  return `${'../'.repeat(ups)}${path}`;
}
