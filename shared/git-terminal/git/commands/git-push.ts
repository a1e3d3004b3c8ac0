import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { ancestors, isAncestor } from '../repo/history.ts';
import { reflogIdent } from '../repo/identity.ts';
import { hasObject } from '../repo/object-store.ts';
import { headBranch, listRefs, readRef, readReflog, updateRef } from '../repo/refs.ts';
import { copyReachable, openRemote } from '../repo/remotes.ts';
import type { Repo } from '../repo/repository.ts';
import { dwimRef, upstreamRef } from '../repo/revisions.ts';
import { setConfigValue } from '../repo/config-file.ts';
import type { GitCommand, Session } from '../session.ts';
import { configValue, requireRepo } from '../session.ts';
import { defaultRemote, refLine } from './git-fetch.ts';

const FETCH_FIRST = `hint: Updates were rejected because the remote contains work that you do
hint: not have locally. This is usually caused by another repository pushing
hint: to the same ref. You may want to first integrate the remote changes
hint: (e.g., 'git pull ...') before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.
`;
const NOT_INCLUDED = `hint: Updates were rejected because the tip of the remote-tracking
hint: branch has been updated since the last checkout. You may want
hint: to integrate those changes locally (e.g., 'git pull ...')
hint: before forcing an update.
`;
const NON_FAST_FORWARD = `hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. Integrate the remote changes (e.g.
hint: 'git pull ...') before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.
`;

interface PushOptions {
  quiet: boolean;
  setUpstream: boolean;
  force: boolean;
  lease: boolean;
  includes: boolean;
}

/** --force-if-includes: the remote-tracking tip must be in the local branch's history or reflog. */
function includesRemote(repo: Repo, localRef: string, tracking: string | undefined): boolean {
  if (tracking === undefined) return true;
  const entries = readReflog(repo, localRef).flatMap((entry) => [entry.newOid, entry.oldOid]);
  const tips = [...new Set([readRef(repo, localRef)!, ...entries.filter((oid) => hasObject(repo, oid))])];
  return ancestors(repo, tips).has(tracking);
}

function noUpstream(branch: string, remote: string): GitExit {
  return new GitExit(
    `fatal: The current branch ${branch} has no upstream branch.\nTo push the current branch and set the remote as upstream, use\n\n    git push --set-upstream ${remote} ${branch}\n\nTo have this happen automatically for branches without a tracking\nupstream, see 'push.autoSetupRemote' in 'git help config'.\n\n`,
    128,
  );
}

function pushRefs(session: Session, repo: Repo, remoteName: string, specs: string[], options: PushOptions): number {
  const remote = openRemote(session, repo, remoteName);
  const lines: string[] = [];
  const rejections: string[] = [];
  const ident = reflogIdent(session, repo);
  const pairs = specs.map((spec) => {
    const force = spec.startsWith('+');
    const [src = '', dst] = spec.replace(/^\+/, '').split(':');
    const localRef = dwimRef(repo, src);
    if (localRef === undefined || (localRef === 'HEAD' && headBranch(repo) === undefined && dst === undefined))
      throw new GitExit(`error: src refspec ${src} does not match any\nerror: failed to push some refs to '${remote.url}'\n`, 1);
    const full = localRef === 'HEAD' ? `refs/heads/${headBranch(repo)}` : localRef;
    const remoteRef = dst === undefined ? full : dst.startsWith('refs/') ? dst : `refs/heads/${dst}`;
    return { localRef: full, remoteRef, force };
  });
  const width = Math.max(...pairs.map((pair) => pair.localRef.replace(/^refs\/(heads|tags)\//, '').length));
  for (const { localRef, remoteRef, force } of pairs) {
    const oid = readRef(repo, localRef)!;
    const old = readRef(remote.repo, remoteRef);
    const from = localRef.replace(/^refs\/(heads|tags)\//, '');
    const to = remoteRef.replace(/^refs\/(heads|tags)\//, '');
    const tracking =
      remote.name === undefined || !remoteRef.startsWith('refs/heads/') ? undefined : `refs/remotes/${remote.name}/${remoteRef.slice(11)}`;
    const trackedOid = tracking === undefined ? undefined : readRef(repo, tracking);
    const track = () => {
      if (!options.setUpstream || !localRef.startsWith('refs/heads/') || remote.name === undefined) return;
      const branch = localRef.slice(11);
      setConfigValue(session.fs, `${repo.gitDir}/config`, `branch.${branch}.remote`, remote.name);
      setConfigValue(session.fs, `${repo.gitDir}/config`, `branch.${branch}.merge`, remoteRef);
      if (!options.quiet) session.out.push(`branch '${branch}' set up to track '${remote.name}/${remoteRef.slice(11)}'.\n`);
    };
    if (old === oid) {
      lines.push(refLine('=', '[up to date]', from, to, width));
      track();
      continue;
    }
    const forced = options.force || force || options.lease;
    let reason: string | undefined;
    if (old !== undefined && !forced && !(hasObject(repo, old) && isAncestor(repo, old, oid))) {
      reason = hasObject(repo, old) ? 'non-fast-forward' : 'fetch first';
      rejections.push(reason === 'fetch first' ? FETCH_FIRST : NON_FAST_FORWARD);
    } else if (options.lease && old !== trackedOid) reason = 'stale info';
    else if (options.lease && options.includes && old !== undefined && !includesRemote(repo, localRef, trackedOid)) {
      reason = 'remote ref updated since checkout';
      rejections.push(NOT_INCLUDED);
    }
    if (reason !== undefined) {
      lines.push(refLine('!', '[rejected]', from, to, width, ` (${reason})`));
      continue;
    }
    copyReachable(repo, remote.repo, [oid]);
    updateRef(remote.repo, remoteRef, oid);
    if (tracking !== undefined) updateRef(repo, tracking, oid, { ident, message: 'update by push' });
    const kind = remoteRef.startsWith('refs/tags/') ? '[new tag]' : '[new branch]';
    if (old === undefined) lines.push(refLine('*', kind, from, to, width));
    else if (isAncestor(repo, old, oid)) lines.push(refLine(' ', `${abbrev(repo, old)}..${abbrev(repo, oid)}`, from, to, width));
    else lines.push(refLine('+', `${abbrev(repo, old)}...${abbrev(repo, oid)}`, from, to, width, ' (forced update)'));
    track();
  }
  const failed = lines.some((line) => line.startsWith(' ! '));
  if (!options.quiet || failed) {
    const shown = options.quiet ? lines.filter((line) => line.startsWith(' ! ')) : lines;
    if (shown.every((line) => line.startsWith(' = '))) session.err.push('Everything up-to-date\n');
    else session.err.push(`To ${remote.url}\n${shown.filter((line) => !line.startsWith(' = ')).join('')}`);
  }
  if (!failed) return 0;
  session.err.push(`error: failed to push some refs to '${remote.url}'\n${rejections[0] ?? ''}`);
  return 1;
}

export const push: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  const options: PushOptions = { quiet: false, setUpstream: false, force: false, lease: false, includes: false };
  const words: string[] = [];
  for (const arg of args) {
    if (arg === '-q' || arg === '--quiet') options.quiet = true;
    else if (arg === '-u' || arg === '--set-upstream') options.setUpstream = true;
    else if (arg === '-f' || arg === '--force') options.force = true;
    else if (arg === '--force-with-lease') options.lease = true;
    else if (arg === '--force-if-includes') options.includes = true;
    else if (arg === '--tags') words.push(...(words.length === 0 ? [defaultRemote(session, repo)] : []), 'refs/tags/*');
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  const branch = headBranch(repo);
  const remoteName = words[0] ?? defaultRemote(session, repo);
  if (configValue(session, repo, `remote.${remoteName}.url`) === undefined && words[0] === undefined) {
    throw fatal(
      'No configured push destination.\nEither specify the URL from the command-line or configure a remote repository using\n\n    git remote add <name> <url>\n\nand then push using the remote name\n\n    git push <name>\n',
    );
  }
  let specs = words.slice(1);
  if (specs.includes('refs/tags/*')) specs = specs.filter((spec) => spec !== 'refs/tags/*').concat(listTags(repo));
  if (specs.length === 0) {
    if (branch === undefined)
      throw fatal(
        'You are not currently on a branch.\nTo push the history leading to the current (detached HEAD)\nstate now, use\n\n    git push ' +
          remoteName +
          ' HEAD:<name-of-remote-branch>\n',
      );
    const upstream = upstreamRef(session, repo, branch);
    if (upstream === undefined && !options.setUpstream) throw noUpstream(branch, remoteName);
    specs = [upstream === undefined ? branch : `${branch}:${configValue(session, repo, `branch.${branch}.merge`)}`];
  }
  return pushRefs(session, repo, remoteName, specs, options);
};

function listTags(repo: Repo): string[] {
  return listRefs(repo, 'refs/tags/');
}
