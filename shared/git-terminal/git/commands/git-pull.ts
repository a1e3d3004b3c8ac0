import { GitExit, fatal } from '../git-error.ts';
import { isAncestor } from '../repo/history.ts';
import { headBranch, readRef } from '../repo/refs.ts';
import { openRemote } from '../repo/remotes.ts';
import { displayUrl } from '../repo/remotes.ts';
import type { GitCommand } from '../session.ts';
import { configBool, configValue, requireWorkTree } from '../session.ts';
import { defaultRemote, fetchRemote } from './git-fetch.ts';
import { runMerge } from './git-merge.ts';
import { rebase } from './git-rebase.ts';

const DIVERGENT = `hint: You have divergent branches and need to specify how to reconcile them.
hint: You can do so by running one of the following commands sometime before
hint: your next pull:
hint: 
hint:   git config pull.rebase false  # merge
hint:   git config pull.rebase true   # rebase
hint:   git config pull.ff only       # fast-forward only
hint: 
hint: You can replace "git config" with "git config --global" to set a default
hint: preference for all repositories. You can also pass --rebase, --no-rebase,
hint: or --ff-only on the command line to override the configured default per
hint: invocation.
fatal: Need to specify how to reconcile divergent branches.
`;

export const pull: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  let quiet = false;
  let mode: 'merge' | 'rebase' | 'ff-only' | undefined;
  let allowUnrelated = false;
  const words: string[] = [];
  for (const arg of args) {
    if (arg === '-q' || arg === '--quiet') quiet = true;
    else if (arg === '--no-rebase') mode = 'merge';
    else if (arg === '--rebase' || arg === '-r') mode = 'rebase';
    else if (arg === '--ff-only') mode = 'ff-only';
    else if (arg === '--allow-unrelated-histories') allowUnrelated = true;
    else if (arg === '--no-edit' || arg === '--edit' || arg === '--ff' || arg === '--no-ff') continue;
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  const branch = headBranch(repo);
  const remoteName = words[0] ?? defaultRemote(session, repo);
  const remote = openRemote(session, repo, remoteName);
  const tips = fetchRemote(session, repo, remote, quiet);
  const merge = words[1] ?? configValue(session, repo, `branch.${branch}.merge`)?.replace(/^refs\/heads\//, '');
  if (merge === undefined) {
    throw new GitExit(
      `There is no tracking information for the current branch.\nPlease specify which branch you want to merge with.\nSee git-pull(1) for details.\n\n    git pull <remote> <branch>\n\nIf you wish to set tracking information for this branch you can do so with:\n\n    git branch --set-upstream-to=${remoteName}/<branch> ${branch}\n\n`,
      1,
    );
  }
  const theirs = tips.get(merge);
  if (theirs === undefined) throw fatal(`couldn't find remote ref ${merge}`);
  const head = readRef(repo, 'HEAD');
  mode ??=
    configValue(session, repo, 'pull.ff') === 'only'
      ? 'ff-only'
      : configBool(session, repo, 'pull.rebase') === true
        ? 'rebase'
        : configBool(session, repo, 'pull.rebase') === false
          ? 'merge'
          : undefined;
  const fastForward = head === undefined || isAncestor(repo, head, theirs) || isAncestor(repo, theirs, head);
  if (mode === undefined && !fastForward) throw new GitExit(DIVERGENT, 128);
  if (mode === 'rebase') return rebase(session, [...(quiet ? ['-q'] : []), theirs]);
  return runMerge(session, repo, {
    spec: theirs,
    defaultMessage: `Merge branch '${merge}' of ${displayUrl(remote.url)}`,
    quiet,
    ffOnly: mode === 'ff-only',
    noFf: false,
    squash: false,
    allowUnrelated,
    reflogAction: `pull ${args.join(' ')}`.trim(),
  });
};
