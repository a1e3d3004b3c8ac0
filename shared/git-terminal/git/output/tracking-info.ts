import { walkCommits } from '../repo/history.ts';
import { readRef } from '../repo/refs.ts';
import { upstreamRef } from '../repo/revisions.ts';
import type { Repo } from '../repo/repository.ts';
import type { Session } from '../session.ts';

export function shortRefName(ref: string): string {
  return ref.replace(/^refs\/(heads|remotes|tags)\//, '');
}

/** How far a branch and its upstream have drifted: commits only on each side, or undefined without upstream. */
export function aheadBehind(session: Session, repo: Repo, branch: string): { upstream: string; ahead: number; behind: number } | undefined {
  const upstream = upstreamRef(session, repo, branch);
  if (upstream === undefined) return undefined;
  const local = readRef(repo, `refs/heads/${branch}`);
  const remote = readRef(repo, upstream);
  if (remote === undefined) return { upstream, ahead: -1, behind: -1 };
  const ahead = local === undefined ? 0 : walkCommits(repo, [local], [remote]).length;
  const behind = local === undefined ? 0 : walkCommits(repo, [remote], [local]).length;
  return { upstream, ahead, behind };
}

const commits = (count: number) => `${count} commit${count === 1 ? '' : 's'}`;

/** The lines `git status` prints under "On branch" about the upstream. */
export function trackingLines(session: Session, repo: Repo, branch: string): string {
  const info = aheadBehind(session, repo, branch);
  if (!info) return '';
  const name = shortRefName(info.upstream);
  if (info.ahead < 0)
    return `Your branch is based on '${name}', but the upstream is gone.\n  (use "git branch --unset-upstream" to fixup)\n`;
  if (info.ahead === 0 && info.behind === 0) return `Your branch is up to date with '${name}'.\n`;
  if (info.behind === 0)
    return `Your branch is ahead of '${name}' by ${commits(info.ahead)}.\n  (use "git push" to publish your local commits)\n`;
  if (info.ahead === 0)
    return `Your branch is behind '${name}' by ${commits(info.behind)}, and can be fast-forwarded.\n  (use "git pull" to update your local branch)\n`;
  return (
    `Your branch and '${name}' have diverged,\nand have ${info.ahead} and ${info.behind} different commits each, respectively.\n` +
    `  (use "git pull" to merge the remote branch into yours)\n`
  );
}
