import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { isAncestor } from '../repo/history.ts';
import { reflogIdent } from '../repo/identity.ts';
import { listRefs, readRef, refExists, setSymbolicRef, symbolicTarget, updateRef } from '../repo/refs.ts';
import type { RemoteTarget } from '../repo/remotes.ts';
import { copyReachable, displayUrl, openRemote } from '../repo/remotes.ts';
import type { Repo } from '../repo/repository.ts';
import { writeGitFile } from '../repo/repository.ts';
import { peel } from '../repo/revisions.ts';
import type { GitCommand, Session } from '../session.ts';
import { configValue, requireRepo } from '../session.ts';
import { headBranch } from '../repo/refs.ts';

/** One line of a fetch or push report: ` * [new branch]      main       -> origin/main`. */
export function refLine(flag: string, summary: string, from: string, to: string, width: number, note = ''): string {
  return ` ${flag} ${summary.padEnd(17)} ${from.padEnd(width)} -> ${to}${note}\n`;
}

/** Fetches a remote's branches into `refs/remotes/<name>/` and the tags that point into them; returns the tips. */
export function fetchRemote(session: Session, repo: Repo, remote: RemoteTarget, quiet: boolean): Map<string, string> {
  const branches = new Map(listRefs(remote.repo, 'refs/heads/').map((ref) => [ref.slice(11), readRef(remote.repo, ref)!]));
  copyReachable(remote.repo, repo, [...branches.values()]);
  const lines: string[] = [];
  const ident = reflogIdent(session, repo);
  const prefix = remote.name === undefined ? undefined : `refs/remotes/${remote.name}/`;
  const width = Math.max(10, ...[...branches.keys()].map((name) => name.length));
  if (prefix !== undefined) {
    for (const [name, oid] of branches) {
      const local = `${prefix}${name}`;
      const old = readRef(repo, local);
      if (old === oid) continue;
      const short = local.slice(13);
      if (old === undefined) lines.push(refLine('*', '[new branch]', name, short, width));
      else if (isAncestor(repo, old, oid)) lines.push(refLine(' ', `${abbrev(repo, old)}..${abbrev(repo, oid)}`, name, short, width));
      else lines.push(refLine('+', `${abbrev(repo, old)}...${abbrev(repo, oid)}`, name, short, width, '  (forced update)'));
      updateRef(repo, local, oid, { ident, message: old === undefined ? 'fetch: storing head' : 'fetch: fast-forward' });
    }
    const remoteHead = symbolicTarget(remote.repo, 'HEAD');
    if (remoteHead?.startsWith('refs/heads/') && branches.has(remoteHead.slice(11)) && !refExists(repo, `${prefix}HEAD`)) {
      setSymbolicRef(repo, `${prefix}HEAD`, `${prefix}${remoteHead.slice(11)}`);
    }
  }
  const have = [...branches.values()];
  for (const ref of listRefs(remote.repo, 'refs/tags/')) {
    const oid = readRef(remote.repo, ref)!;
    if (refExists(repo, ref) || !have.some((tip) => isAncestor(remote.repo, peel(remote.repo, oid), tip))) continue;
    copyReachable(remote.repo, repo, [oid]);
    updateRef(repo, ref, oid);
    lines.push(refLine('*', '[new tag]', ref.slice(10), ref.slice(10), width));
  }
  const current = headBranch(repo);
  const fetchHead = [...branches].map(([name, oid]) => {
    const merge = current === undefined ? undefined : configValue(session, repo, `branch.${current}.merge`);
    const forMerge = merge === `refs/heads/${name}` ? '' : 'not-for-merge';
    return `${oid}\t${forMerge}\tbranch '${name}' of ${displayUrl(remote.url)}\n`;
  });
  writeGitFile(repo, 'FETCH_HEAD', fetchHead.join(''));
  if (!quiet && lines.length > 0) session.err.push(`From ${displayUrl(remote.url)}\n${lines.join('')}`);
  return branches;
}

/** The remote a command talks to when none is named: the current branch's, else `origin`. */
export function defaultRemote(session: Session, repo: Repo): string {
  const branch = headBranch(repo);
  return (branch === undefined ? undefined : configValue(session, repo, `branch.${branch}.remote`)) ?? 'origin';
}

export const fetch: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  let quiet = false;
  const words: string[] = [];
  for (const arg of args) {
    if (arg === '-q' || arg === '--quiet') quiet = true;
    else if (arg === '--all' || arg === '--prune' || arg === '-p' || arg === '--tags') continue;
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  const name = words[0] ?? defaultRemote(session, repo);
  if (words[0] === undefined && configValue(session, repo, `remote.${name}.url`) === undefined) {
    throw fatal(
      'No remote repository specified.  Please, specify either a URL or a\nremote name from which new revisions should be fetched.',
    );
  }
  fetchRemote(session, repo, openRemote(session, repo, name), quiet);
  return 0;
};
