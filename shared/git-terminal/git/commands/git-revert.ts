import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { readCommit, subjectOf } from '../repo/commits.ts';
import { cleanMessage, commitIndex, commitReport } from '../repo/new-commit.ts';
import { pickCommit, revertMessage } from '../repo/pick-commit.ts';
import { readRef } from '../repo/refs.ts';
import { readGitFile, writeGitFile } from '../repo/repository.ts';
import { conflictedPaths, readIndex, writeIndex } from '../repo/index-file.ts';
import { commitFiles } from '../repo/trees.ts';
import { forceTrees } from '../repo/worktree.ts';
import { clearMergeState, commit } from './git-commit.ts';
import { resolveCommit } from '../repo/revisions.ts';
import type { GitCommand, Session, WorkRepo } from '../session.ts';
import { requireWorkTree } from '../session.ts';

function conflictHints(verb: 'revert' | 'cherry-pick'): string {
  return `hint: After resolving the conflicts, mark them with
hint: "git add/rm <pathspec>", then run
hint: "git ${verb} --continue".
hint: You can instead skip this commit with "git ${verb} --skip".
hint: To abort and get back to the state before "git ${verb}",
hint: run "git ${verb} --abort".
`;
}

/** revert and cherry-pick: apply one commit's change (or its inverse) and commit it. */
function applyOne(session: Session, repo: WorkRepo, spec: string, verb: 'revert' | 'cherry-pick', noCommit: boolean): number {
  const oid = resolveCommit(session, repo, spec);
  if (oid === undefined) throw fatal(`bad revision '${spec}'`);
  const commit = readCommit(repo, oid);
  if (commit.parents.length > 1) {
    throw new GitExit(
      `error: commit ${oid} is a merge but no -m option was given.\nfatal: ${verb === 'revert' ? 'revert' : 'cherry-pick'} failed\n`,
      128,
    );
  }
  const head = readRef(repo, 'HEAD');
  const result = pickCommit(session, repo, commit, verb === 'revert');
  const message = verb === 'revert' ? revertMessage(commit) : commit.message;
  session.out.push(result.messages.map((line) => `${line}\n`).join(''));
  if (result.conflicted.length > 0) {
    writeGitFile(repo, verb === 'revert' ? 'REVERT_HEAD' : 'CHERRY_PICK_HEAD', `${oid}\n`);
    writeGitFile(repo, 'MERGE_MSG', `${message}\n# Conflicts:\n${result.conflicted.map((path) => `#\t${path}\n`).join('')}`);
    session.err.push(
      `error: could not ${verb === 'revert' ? 'revert' : 'apply'} ${abbrev(repo, oid)}... ${subjectOf(commit.message)}\n${conflictHints(verb)}`,
    );
    return 1;
  }
  if (noCommit) return 0;
  const created = commitIndex(session, repo, {
    message,
    parents: head === undefined ? [] : [head],
    author: verb === 'cherry-pick' ? commit.author : undefined,
    reflog: `${verb}: ${subjectOf(message)}`,
  });
  session.out.push(commitReport(repo, created, true));
  return 0;
}

function abortPick(repo: WorkRepo, verb: 'revert' | 'cherry-pick'): number {
  if (readGitFile(repo, verb === 'revert' ? 'REVERT_HEAD' : 'CHERRY_PICK_HEAD') === undefined) {
    throw new GitExit(`error: no cherry-pick or revert in progress\nfatal: ${verb} failed\n`, 128);
  }
  writeIndex(repo, forceTrees(repo, readIndex(repo), commitFiles(repo, readRef(repo, 'HEAD'))));
  clearMergeState(repo);
  return 0;
}

/** --continue: commits the resolved change with the prepared message, as if accepted in the editor. */
function continuePick(session: Session, repo: WorkRepo, verb: 'revert' | 'cherry-pick'): number {
  const picked = readGitFile(repo, verb === 'revert' ? 'REVERT_HEAD' : 'CHERRY_PICK_HEAD')?.trim();
  if (picked === undefined) throw new GitExit(`error: no cherry-pick or revert in progress\nfatal: ${verb} failed\n`, 128);
  if (conflictedPaths(readIndex(repo)).length > 0) return commit(session, ['--no-edit']);
  const message = cleanMessage(
    (readGitFile(repo, 'MERGE_MSG') ?? '')
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n'),
  );
  const head = readRef(repo, 'HEAD');
  const created = commitIndex(session, repo, {
    message,
    parents: head === undefined ? [] : [head],
    author: verb === 'cherry-pick' ? readCommit(repo, picked).author : undefined,
    reflog: `commit: ${subjectOf(message)}`,
  });
  clearMergeState(repo);
  session.out.push(commitReport(repo, created, true));
  return 0;
}

function pickCommand(verb: 'revert' | 'cherry-pick'): GitCommand {
  return (session, args) => {
    const repo = requireWorkTree(session);
    let noCommit = false;
    const specs: string[] = [];
    for (const arg of args) {
      if (arg === '--abort') return abortPick(repo, verb);
      if (arg === '--continue') return continuePick(session, repo, verb);
      if (arg === '--no-edit' || arg === '--edit') continue;
      if (arg === '-n' || arg === '--no-commit') noCommit = true;
      else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
      else specs.push(arg);
    }
    if (specs.length === 0) throw new GitExit(`usage: git ${verb} [<options>] <commit-ish>...\n`, 129);
    for (const spec of specs) {
      const code = applyOne(session, repo, spec, verb, noCommit);
      if (code !== 0) return code;
    }
    return 0;
  };
}

export const revert = pickCommand('revert');
export const cherryPick = pickCommand('cherry-pick');
