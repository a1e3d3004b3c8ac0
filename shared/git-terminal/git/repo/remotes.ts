import { resolvePath } from '../../memory-fs.ts';
import { GitExit } from '../git-error.ts';
import type { Session } from '../session.ts';
import { configValue } from '../session.ts';
import { readCommit, readTag } from './commits.ts';
import { copyObject, hasObject, readObject } from './object-store.ts';
import type { Repo } from './repository.ts';
import { openRepoAt } from './repository.ts';

/** A remote as configured (`origin`) or a repository path given directly: where it lives and how to name it. */
export interface RemoteTarget {
  name?: string;
  url: string;
  repo: Repo;
}

function missingRemote(url: string): GitExit {
  return new GitExit(
    `fatal: '${url}' does not appear to be a git repository\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\n`,
    128,
  );
}

/** Opens a remote by name or path; relative URLs are read from the top of the working tree, as Git does. */
export function openRemote(session: Session, repo: Repo, nameOrUrl: string): RemoteTarget {
  const configured = configValue(session, repo, `remote.${nameOrUrl}.url`);
  const url = configured ?? nameOrUrl;
  const base = repo.workTree ?? repo.gitDir;
  const remote = openRepoAt(session.fs, resolvePath(base, url));
  if (!remote) throw missingRemote(url);
  return { name: configured === undefined ? undefined : nameOrUrl, url, repo: remote };
}

/** Copies every object reachable from `tips` that `to` lacks. */
export function copyReachable(from: Repo, to: Repo, tips: string[]): void {
  const stack = [...tips];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const oid = stack.pop()!;
    if (seen.has(oid) || hasObject(to, oid)) continue;
    seen.add(oid);
    copyObject(from, to, oid);
    const object = readObject(from, oid);
    if (object.type === 'tree') stack.push(...object.entries.map((entry) => entry.oid));
    else if (object.type === 'commit') {
      const commit = readCommit(from, oid);
      stack.push(commit.tree, ...commit.parents);
    } else if (object.type === 'tag') stack.push(readTag(from, oid)!.object);
  }
}

/** How Git names a remote in merge messages and `From` lines: the URL without a trailing `/` or `.git`. */
export function displayUrl(url: string): string {
  return url.replace(/\/+$/, '').replace(/\.git$/, '');
}
