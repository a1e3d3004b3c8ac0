import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { mergeIntoWorktree } from '../repo/apply-merge.ts';
import { isAncestor, mergeBases, walkCommits } from '../repo/history.ts';
import { reflogIdent } from '../repo/identity.ts';
import { readIndex, writeIndex } from '../repo/index-file.ts';
import { changeSummary, cleanMessage, commitIndex } from '../repo/new-commit.ts';
import { headBranch, readRef, updateRef } from '../repo/refs.ts';
import { gitPath, readGitFile, writeGitFile } from '../repo/repository.ts';
import { dwimRef, resolveCommit } from '../repo/revisions.ts';
import { commitFiles } from '../repo/trees.ts';
import { forceTrees, switchTrees } from '../repo/worktree.ts';
import type { GitCommand, Session, WorkRepo } from '../session.ts';
import { requireWorkTree } from '../session.ts';
import { clearMergeState, commit } from './git-commit.ts';
import { formatDate } from '../output/format-date.ts';

export interface MergeRequest {
  spec: string;
  /** The merge commit's default message, `Merge branch 'x'` unless pull says otherwise. */
  defaultMessage?: string;
  message?: string;
  quiet: boolean;
  ffOnly: boolean;
  noFf: boolean;
  squash: boolean;
  allowUnrelated: boolean;
  /** The reflog's action, `merge <spec>` unless pull names itself. */
  reflogAction?: string;
}

/** The message Git writes for merging a revision: by branch, remote-tracking branch, tag or commit. */
function mergeMessage(repo: WorkRepo, spec: string): string {
  const ref = dwimRef(repo, spec);
  const into = headBranch(repo);
  const suffix = into === undefined || into === 'main' || into === 'master' ? '' : ` into ${into}`;
  if (ref?.startsWith('refs/heads/')) return `Merge branch '${ref.slice(11)}'${suffix}`;
  if (ref?.startsWith('refs/remotes/')) return `Merge remote-tracking branch '${ref.slice(13)}'${suffix}`;
  if (ref?.startsWith('refs/tags/')) return `Merge tag '${ref.slice(10)}'${suffix}`;
  return `Merge commit '${spec}'${suffix}`;
}

function abort(repo: WorkRepo): number {
  if (readGitFile(repo, 'MERGE_HEAD') === undefined) throw fatal('There is no merge to abort (MERGE_HEAD missing).');
  writeIndex(repo, forceTrees(repo, readIndex(repo), commitFiles(repo, readRef(repo, 'HEAD'))));
  clearMergeState(repo);
  return 0;
}

export function runMerge(session: Session, repo: WorkRepo, request: MergeRequest): number {
  if (readGitFile(repo, 'MERGE_HEAD') !== undefined)
    throw fatal('You have not concluded your merge (MERGE_HEAD exists).\nPlease, commit your changes before you merge.');
  const theirs = resolveCommit(session, repo, request.spec);
  if (theirs === undefined) throw new GitExit(`merge: ${request.spec} - not something we can merge\n`, 1);
  const head = readRef(repo, 'HEAD');
  const say = (text: string) => {
    if (!request.quiet) session.out.push(text);
  };
  const ident = reflogIdent(session, repo);
  const name = request.spec;
  const action = request.reflogAction ?? `merge ${name}`;
  if (head === undefined) {
    writeIndex(repo, switchTrees(repo, readIndex(repo), new Map(), commitFiles(repo, theirs), 'merge'));
    updateRef(repo, 'HEAD', theirs, { ident, message: `initial pull` });
    return 0;
  }
  if (isAncestor(repo, theirs, head)) {
    say('Already up to date.\n');
    return 0;
  }
  const bases = mergeBases(repo, head, theirs);
  if (bases.length === 0 && !request.allowUnrelated) throw fatal('refusing to merge unrelated histories');
  if (bases[0] === head && !request.noFf) {
    say(`Updating ${abbrev(repo, head)}..${abbrev(repo, theirs)}\n`);
    writeIndex(repo, switchTrees(repo, readIndex(repo), commitFiles(repo, head), commitFiles(repo, theirs), 'merge'));
    if (request.squash) {
      writeGitFile(repo, 'SQUASH_MSG', squashMessage(repo, head, theirs));
      say(`Fast-forward\nSquash commit -- not updating HEAD\n${changeSummary(repo, head, theirs, true)}`);
      return 0;
    }
    session.fs.writeFile(gitPath(repo, 'ORIG_HEAD'), `${head}\n`);
    updateRef(repo, 'HEAD', theirs, { ident, message: `${action}: Fast-forward` });
    say(`Fast-forward\n${changeSummary(repo, head, theirs, true)}`);
    return 0;
  }
  if (request.ffOnly) throw fatal('Not possible to fast-forward, aborting.');
  const result = mergeIntoWorktree(session, repo, bases[0], theirs, {
    ours: 'HEAD',
    base: bases[0] === undefined ? 'empty tree' : abbrev(repo, bases[0]),
    theirs: name,
  });
  const message = request.message ?? request.defaultMessage ?? mergeMessage(repo, request.spec);
  say(result.messages.map((line) => `${line}\n`).join(''));
  if (request.squash) {
    writeGitFile(repo, 'SQUASH_MSG', squashMessage(repo, head, theirs));
    say('Squash commit -- not updating HEAD\n');
    if (result.conflicted.length > 0) {
      say('Automatic merge failed; fix conflicts and then commit the result.\n');
      return 1;
    }
    say('Automatic merge went well; stopped before committing as requested\n');
    return 0;
  }
  if (result.conflicted.length > 0) {
    writeGitFile(repo, 'MERGE_HEAD', `${theirs}\n`);
    writeGitFile(repo, 'MERGE_MODE', request.noFf ? 'no-ff' : '');
    writeGitFile(repo, 'MERGE_MSG', `${message}\n\n# Conflicts:\n${result.conflicted.map((path) => `#\t${path}\n`).join('')}`);
    session.fs.writeFile(gitPath(repo, 'ORIG_HEAD'), `${head}\n`);
    say('Automatic merge failed; fix conflicts and then commit the result.\n');
    return 1;
  }
  session.fs.writeFile(gitPath(repo, 'ORIG_HEAD'), `${head}\n`);
  const oid = commitIndex(session, repo, {
    message: cleanMessage(message),
    parents: [head, theirs],
    reflog: `${action}: Merge made by the 'ort' strategy.`,
  });
  say(`Merge made by the 'ort' strategy.\n${changeSummary(repo, head, oid, true)}`);
  return 0;
}

/** SQUASH_MSG: the squashed commits listed as `git log` prints them. */
function squashMessage(repo: WorkRepo, head: string, theirs: string): string {
  const commits = walkCommits(repo, [theirs], [head]);
  return `Squashed commit of the following:\n\n${commits
    .map((commit) => {
      const lines = commit.message.replace(/\n+$/, '').split('\n');
      const { author } = commit;
      return `commit ${commit.oid}\nAuthor: ${author.name} <${author.email}>\nDate:   ${formatDate(author.seconds, author.zone)}\n\n${lines.map((line) => `    ${line}\n`).join('')}`;
    })
    .join('\n')}`;
}

export const merge: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  const request: MergeRequest = { spec: '', quiet: false, ffOnly: false, noFf: false, squash: false, allowUnrelated: false };
  const specs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--abort') return abort(repo);
    if (arg === '-q' || arg === '--quiet') request.quiet = true;
    else if (arg === '--ff-only') request.ffOnly = true;
    else if (arg === '--no-ff') request.noFf = true;
    else if (arg === '--ff') request.noFf = false;
    else if (arg === '--squash') request.squash = true;
    else if (arg === '--no-edit' || arg === '--edit' || arg === '-e' || arg === '--no-stat' || arg === '-n' || arg === '--stat') continue;
    else if (arg === '--allow-unrelated-histories') request.allowUnrelated = true;
    else if (arg === '-m') request.message = args[++i];
    else if (arg === '--continue') return commit(session, ['--no-edit']);
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else specs.push(arg);
  }
  if (specs.length === 0) throw fatal('No remote for the current branch.');
  if (specs.length > 1)
    throw new GitExit(
      "git: 'merge' of several branches at once (an octopus merge) is not supported in this terminal; merge them one by one\n",
      1,
    );
  request.spec = specs[0]!;
  return runMerge(session, repo, request);
};
