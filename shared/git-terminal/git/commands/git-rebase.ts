import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import type { Commit } from '../repo/commits.ts';
import { readCommit, subjectOf } from '../repo/commits.ts';
import { walkCommits, mergeBases } from '../repo/history.ts';
import { reflogIdent } from '../repo/identity.ts';
import { readIndex, writeIndex } from '../repo/index-file.ts';
import { commitIndex, commitReport } from '../repo/new-commit.ts';
import { pickCommit } from '../repo/pick-commit.ts';
import { headBranch, moveHead, readRef, updateRef } from '../repo/refs.ts';
import { gitPath, readGitFile, writeGitFile } from '../repo/repository.ts';
import { resolveCommit, upstreamRef } from '../repo/revisions.ts';
import { commitFiles } from '../repo/trees.ts';
import { forceTrees, switchTrees } from '../repo/worktree.ts';
import { workStatus } from '../repo/work-status.ts';
import type { GitCommand, Session, WorkRepo } from '../session.ts';
import { requireWorkTree } from '../session.ts';

const EDITOR_NEEDED =
  'git: interactive rebase needs an editor, which this terminal does not have; use GIT_SEQUENCE_EDITOR=true git rebase -i --autosquash <base>\n';

interface RebaseState {
  headName: string;
  onto: string;
  origHead: string;
  quiet?: boolean;
  /** Steps already applied before a stop, for the `Rebasing (n/total)` progress. */
  done: number;
}

interface Step {
  action: 'pick' | 'fixup' | 'squash';
  commit: Commit;
}

/** The todo list: the branch's own commits oldest first, with --autosquash moving `fixup!` commits after their target. */
function todoList(commits: Commit[], autosquash: boolean): Step[] {
  const steps: Step[] = commits.map((commit) => ({ action: 'pick', commit }));
  if (!autosquash) return steps;
  const out: Step[] = [];
  const moved = new Set<Step>();
  for (const step of steps) {
    if (moved.has(step)) continue;
    out.push(step);
    const subject = subjectOf(step.commit.message);
    for (const other of steps) {
      const match = /^(fixup|squash)! (.*)$/.exec(subjectOf(other.commit.message));
      if (other === step || moved.has(other) || !match) continue;
      if (match[2] === subject || step.commit.oid.startsWith(match[2]!)) {
        moved.add(other);
        out.push({ action: match[1] as 'fixup' | 'squash', commit: other.commit });
      }
    }
  }
  return out;
}

/** Replays the steps on top of HEAD; stops at the first conflict, saving the rest for --continue. */
function replaySteps(session: Session, repo: WorkRepo, steps: Step[], state: RebaseState): number {
  const ident = reflogIdent(session, repo);
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    repo.fs.appendFile(gitPath(repo, 'rebase-merge/done'), `${step.action} ${step.commit.oid}\n`);
    if (!state.quiet) session.err.push(`Rebasing (${state.done + i + 1}/${state.done + steps.length})\r`);
    const head = readRef(repo, 'HEAD')!;
    if (step.action === 'pick' && step.commit.parents[0] === head) {
      writeIndex(repo, switchTrees(repo, readIndex(repo), commitFiles(repo, head), commitFiles(repo, step.commit.oid), 'checkout'));
      moveHead(repo, { oid: step.commit.oid }, head, step.commit.oid, {
        ident,
        message: `rebase (pick): ${subjectOf(step.commit.message)}`,
      });
      continue;
    }
    const result = pickCommit(session, repo, step.commit, false);
    if (result.conflicted.length > 0) {
      writeGitFile(repo, 'rebase-merge/head-name', `${state.headName}\n`);
      writeGitFile(repo, 'rebase-merge/onto', `${state.onto}\n`);
      writeGitFile(repo, 'rebase-merge/orig-head', `${state.origHead}\n`);
      writeGitFile(repo, 'rebase-merge/done-count', `${state.done + i}\n`);
      writeGitFile(
        repo,
        'rebase-merge/todo',
        steps
          .slice(i)
          .map((rest) => `${rest.action} ${rest.commit.oid}\n`)
          .join(''),
      );
      session.out.push(result.messages.map((line) => `${line}\n`).join(''));
      const label = `${abbrev(repo, step.commit.oid)}... ${subjectOf(step.commit.message)}`;
      session.err.push(
        `error: could not apply ${label}\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\nCould not apply ${label}\n`,
      );
      return 1;
    }
    commitStep(session, repo, step);
  }
  finish(session, repo, state);
  return 0;
}

function commitStep(session: Session, repo: WorkRepo, step: Step): void {
  const head = readRef(repo, 'HEAD')!;
  const subject = subjectOf(step.commit.message);
  if (step.action === 'pick') {
    commitIndex(session, repo, {
      message: step.commit.message,
      parents: [head],
      author: step.commit.author,
      reflog: `rebase (pick): ${subject}`,
    });
    return;
  }
  const target = readCommit(repo, head);
  const message = step.action === 'fixup' ? target.message : `${target.message}\n${step.commit.message.replace(/^squash! .*\n\n?/, '')}`;
  commitIndex(session, repo, {
    message,
    parents: target.parents,
    author: target.author,
    reflog: `rebase (${step.action}): ${subjectOf(message)}`,
  });
}

function finish(session: Session, repo: WorkRepo, state: RebaseState): void {
  const ident = reflogIdent(session, repo);
  const head = readRef(repo, 'HEAD')!;
  if (state.headName !== 'detached HEAD') {
    updateRef(repo, state.headName, head, { ident, message: `rebase (finish): ${state.headName} onto ${state.onto}` });
    moveHead(repo, { branch: state.headName.slice(11) }, head, head, { ident, message: `rebase (finish): returning to ${state.headName}` });
  }
  if (session.fs.isDir(gitPath(repo, 'rebase-merge'))) session.fs.remove(gitPath(repo, 'rebase-merge'), { recursive: true });
  if (!state.quiet) session.err.push(`\r${' '.repeat(80)}\rSuccessfully rebased and updated ${state.headName}.\n`);
}

function readState(repo: WorkRepo): (RebaseState & { todo: Step[] }) | undefined {
  const headName = readGitFile(repo, 'rebase-merge/head-name')?.trim();
  if (headName === undefined) return undefined;
  const todo = (readGitFile(repo, 'rebase-merge/todo') ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ action: line.split(' ')[0] as Step['action'], commit: readCommit(repo, line.split(' ')[1]!) }));
  const done = Number(readGitFile(repo, 'rebase-merge/done-count') ?? 0);
  return {
    headName,
    onto: readGitFile(repo, 'rebase-merge/onto')!.trim(),
    origHead: readGitFile(repo, 'rebase-merge/orig-head')!.trim(),
    todo,
    done,
  };
}

function continueRebase(session: Session, repo: WorkRepo): number {
  const state = readState(repo);
  if (!state) throw fatal('No rebase in progress?');
  const status = workStatus(repo);
  if (status.conflicted.length > 0) {
    session.out.push(
      `${status.conflicted.map((path) => `${path}: needs merge\n`).join('')}You must edit all merge conflicts and then\nmark them as resolved using git add\n`,
    );
    return 1;
  }
  const [current, ...rest] = state.todo;
  if (current) {
    commitStep(session, repo, current);
    session.out.push(commitReport(repo, readRef(repo, 'HEAD')!, false));
  }
  return replaySteps(session, repo, rest, { ...state, done: state.done + 1 });
}

function abortRebase(session: Session, repo: WorkRepo): number {
  const state = readState(repo);
  if (!state) throw fatal('No rebase in progress?');
  writeIndex(repo, forceTrees(repo, readIndex(repo), commitFiles(repo, state.origHead)));
  const ident = reflogIdent(session, repo);
  const head = readRef(repo, 'HEAD')!;
  if (state.headName !== 'detached HEAD') {
    updateRef(repo, state.headName, state.origHead);
    moveHead(repo, { branch: state.headName.slice(11) }, head, state.origHead, {
      ident,
      message: `rebase (abort): returning to ${state.headName}`,
    });
  }
  session.fs.remove(gitPath(repo, 'rebase-merge'), { recursive: true });
  return 0;
}

export const rebase: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  let quiet = false;
  let interactive = false;
  let autosquash = false;
  const words: string[] = [];
  for (const arg of args) {
    if (arg === '--continue') return continueRebase(session, repo);
    if (arg === '--abort') return abortRebase(session, repo);
    if (arg === '-q' || arg === '--quiet') quiet = true;
    else if (arg === '-i' || arg === '--interactive') interactive = true;
    else if (arg === '--autosquash') autosquash = true;
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  if (interactive && session.env.GIT_SEQUENCE_EDITOR !== 'true' && session.env.GIT_SEQUENCE_EDITOR !== ':')
    throw new GitExit(EDITOR_NEEDED, 1);
  if (readState(repo)) throw fatal('It seems that there is already a rebase-merge directory');
  const branch = headBranch(repo);
  const upstreamSpec = words[0] ?? (branch === undefined ? undefined : upstreamRef(session, repo, branch));
  if (upstreamSpec === undefined) throw fatal('There is no tracking information for the current branch.');
  const onto = resolveCommit(session, repo, upstreamSpec);
  if (onto === undefined) throw fatal(`invalid upstream '${upstreamSpec}'`);
  const head = readRef(repo, 'HEAD')!;
  const status = workStatus(repo);
  if (status.staged.size > 0 || status.unstaged.size > 0) {
    throw new GitExit('error: cannot rebase: You have unstaged changes.\nerror: Please commit or stash them.\n', 1);
  }
  const headName = branch === undefined ? 'detached HEAD' : `refs/heads/${branch}`;
  const base = mergeBases(repo, head, onto)[0];
  if (base === onto && !interactive) {
    if (!quiet) session.out.push(`Current branch ${branch ?? 'HEAD'} is up to date.\n`);
    return 0;
  }
  const commits = walkCommits(repo, [head], [onto])
    .filter((commit) => commit.parents.length < 2)
    .reverse();
  const ident = reflogIdent(session, repo);
  writeIndex(repo, switchTrees(repo, readIndex(repo), commitFiles(repo, head), commitFiles(repo, onto), 'checkout'));
  session.fs.writeFile(gitPath(repo, 'ORIG_HEAD'), `${head}\n`);
  moveHead(repo, { oid: onto }, head, onto, { ident, message: `rebase (start): checkout ${upstreamSpec}` });
  writeGitFile(repo, 'rebase-merge/done', '');
  return replaySteps(session, repo, todoList(commits, autosquash), { headName, onto, origHead: head, quiet, done: 0 });
};
