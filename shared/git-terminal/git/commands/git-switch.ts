import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { readCommit, subjectOf } from '../repo/commits.ts';
import { checkoutTarget } from '../repo/head-move.ts';
import { headBranch, listRefs, readRef, refExists } from '../repo/refs.ts';
import { previousBranch, resolveCommit } from '../repo/revisions.ts';
import { setConfigValue } from '../repo/config-file.ts';
import { workStatus } from '../repo/work-status.ts';
import { trackingLines } from '../output/tracking-info.ts';
import type { GitCommand, Session, WorkRepo } from '../session.ts';
import { requireWorkTree } from '../session.ts';
import { createBranch } from './git-branch.ts';
import { restorePaths } from './git-restore.ts';

/** After a switch: the carried local changes (`M\tfile`), then where the branch stands against its upstream. */
function report(session: Session, repo: WorkRepo): void {
  const status = workStatus(repo);
  const paths = [...new Set([...status.staged.keys(), ...status.unstaged.keys()])].sort();
  for (const path of paths) session.out.push(`${status.unstaged.get(path) ?? status.staged.get(path)}\t${path}\n`);
  const branch = headBranch(repo);
  if (branch !== undefined) session.out.push(trackingLines(session, repo, branch));
}

/** A remote-tracking branch of the same name in exactly one remote: `git switch feature` then tracks it. */
function guessRemote(repo: WorkRepo, name: string): string | undefined {
  const matches = listRefs(repo, 'refs/remotes/').filter((ref) => ref.endsWith(`/${name}`) && ref.split('/').length === 4);
  return matches.length === 1 ? matches[0] : undefined;
}

export interface SwitchRequest {
  create?: string;
  force?: boolean;
  detach: boolean;
  quiet: boolean;
  target?: string;
}

function runSwitch(session: Session, repo: WorkRepo, request: SwitchRequest, command: 'switch' | 'checkout'): number {
  let target = request.target;
  if (target === '-') {
    target = previousBranch(repo, 1);
    if (target === undefined) throw fatal('invalid reference: @{-1}');
  }
  if (request.create !== undefined) {
    const startSpec = target ?? 'HEAD';
    if (resolveCommit(session, repo, startSpec) === undefined && readRef(repo, 'HEAD') === undefined && target === undefined) {
      session.fs.writeFile(`${repo.gitDir}/HEAD`, `ref: refs/heads/${request.create}\n`);
      if (!request.quiet) session.err.push(`Switched to a new branch '${request.create}'\n`);
      return 0;
    }
    if (refExists(repo, `refs/heads/${request.create}`) && !request.force) throw fatal(`a branch named '${request.create}' already exists`);
    const tracked = target === undefined ? undefined : listRefs(repo, 'refs/remotes/').find((ref) => ref === `refs/remotes/${target}`);
    createBranch(session, repo, request.create, startSpec, request.force);
    try {
      checkoutTarget(session, repo, { branch: request.create }, request.create);
    } catch (error) {
      session.fs.remove(`${repo.gitDir}/refs/heads/${request.create}`);
      throw error;
    }
    if (tracked) setUpstream(session, repo, request.create, tracked);
    if (!request.quiet) {
      report(session, repo);
      session.err.push(`Switched to a new branch '${request.create}'\n`);
    }
    return 0;
  }
  if (target === undefined) throw fatal('missing branch or commit argument');
  if (!request.detach && refExists(repo, `refs/heads/${target}`)) {
    if (headBranch(repo) === target) {
      if (!request.quiet) {
        report(session, repo);
        session.err.push(`Already on '${target}'\n`);
      }
      return 0;
    }
    const detachedAt = headBranch(repo) === undefined ? readRef(repo, 'HEAD') : undefined;
    checkoutTarget(session, repo, { branch: target }, target);
    if (!request.quiet) {
      report(session, repo);
      if (detachedAt !== undefined && detachedAt !== readRef(repo, 'HEAD')) {
        session.err.push(`Previous HEAD position was ${abbrev(repo, detachedAt)} ${subjectOf(readCommit(repo, detachedAt).message)}\n`);
      }
      session.err.push(`Switched to branch '${target}'\n`);
    }
    return 0;
  }
  const remote = request.detach ? undefined : guessRemote(repo, target);
  if (remote !== undefined) return runSwitch(session, repo, { ...request, create: target, target: remote.slice(13) }, command);
  const oid = resolveCommit(session, repo, target);
  if (oid === undefined) {
    if (command === 'switch') throw fatal(`invalid reference: ${target}`);
    throw new GitExit(`error: pathspec '${target}' did not match any file(s) known to git\n`, 1);
  }
  if (!request.detach && command === 'switch')
    throw new GitExit(
      `fatal: a branch is expected, got ${refExists(repo, `refs/tags/${target}`) ? `tag '${target}'` : `commit '${target}'`}\nhint: If you want to detach HEAD at the commit, try again with the --detach option.\n`,
      128,
    );
  const wasDetached = headBranch(repo) === undefined;
  const before = readRef(repo, 'HEAD');
  checkoutTarget(session, repo, { oid }, target);
  if (!request.quiet) {
    report(session, repo);
    if (wasDetached && before !== oid)
      session.err.push(`Previous HEAD position was ${abbrev(repo, before!)} ${subjectOf(readCommit(repo, before!).message)}\n`);
    if (!wasDetached && command === 'checkout') session.err.push(detachAdvice(target));
    session.err.push(`HEAD is now at ${abbrev(repo, oid)} ${subjectOf(readCommit(repo, oid).message)}\n`);
  }
  return 0;
}

function detachAdvice(target: string): string {
  return `Note: switching to '${target}'.

You are in 'detached HEAD' state. You can look around, make experimental
changes and commit them, and you can discard any commits you make in this
state without impacting any branches by switching back to a branch.

If you want to create a new branch to retain commits you create, you may
do so (now or later) by using -c with the switch command. Example:

  git switch -c <new-branch-name>

Or undo this operation with:

  git switch -

Turn off this advice by setting config variable advice.detachedHead to false

`;
}

export function setUpstream(session: Session, repo: WorkRepo, branch: string, remoteRef: string): void {
  const [remote = '', ...rest] = remoteRef.slice(13).split('/');
  setConfigValue(session.fs, `${repo.gitDir}/config`, `branch.${branch}.remote`, remote);
  setConfigValue(session.fs, `${repo.gitDir}/config`, `branch.${branch}.merge`, `refs/heads/${rest.join('/')}`);
  session.out.push(`branch '${branch}' set up to track '${remoteRef.slice(13)}'.\n`);
}

export const switchCommand: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  const request: SwitchRequest = { detach: false, quiet: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-c' || arg === '--create') request.create = args[++i];
    else if (arg === '-C' || arg === '--force-create') [request.create, request.force] = [args[++i], true];
    else if (arg === '-q' || arg === '--quiet') request.quiet = true;
    else if (arg === '-d' || arg === '--detach') request.detach = true;
    else if (arg.startsWith('-') && arg !== '-') throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else request.target = arg;
  }
  return runSwitch(session, repo, request, 'switch');
};

export const checkout: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  const request: SwitchRequest = { detach: true, quiet: false };
  const words: string[] = [];
  let dashes = -1;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-b') request.create = args[++i];
    else if (arg === '-B') [request.create, request.force] = [args[++i], true];
    else if (arg === '-q' || arg === '--quiet') request.quiet = true;
    else if (arg === '--detach') request.detach = true;
    else if (arg === '--') {
      dashes = words.length;
      words.push(...args.slice(i + 1));
      break;
    } else if (arg.startsWith('-') && arg !== '-') throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  const isRevision = (word: string) =>
    word === '-' ||
    refExists(repo, `refs/heads/${word}`) ||
    resolveCommit(session, repo, word) !== undefined ||
    guessRemote(repo, word) !== undefined;
  if (
    dashes >= 0 ||
    (words.length > 1 && request.create === undefined) ||
    (words.length === 1 && request.create === undefined && !isRevision(words[0]!))
  ) {
    const source = dashes > 0 || (dashes < 0 && words.length > 1) ? words[0] : undefined;
    const paths = source === undefined ? words.slice(Math.max(dashes, 0)) : words.slice(1);
    return restorePaths(session, repo, { paths, source, staged: source !== undefined, worktree: true, checkoutMessages: dashes < 0 });
  }
  request.target = words[0];
  request.detach =
    request.create === undefined &&
    words[0] !== undefined &&
    words[0] !== '-' &&
    !refExists(repo, `refs/heads/${words[0]}`) &&
    guessRemote(repo, words[0]) === undefined;
  return runSwitch(session, repo, request, 'checkout');
};
