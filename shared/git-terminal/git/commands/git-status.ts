import { GitExit } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { readIndex } from '../repo/index-file.ts';
import { headBranch, readRef } from '../repo/refs.ts';
import { readGitFile } from '../repo/repository.ts';
import type { WorkStatus } from '../repo/work-status.ts';
import { workStatus } from '../repo/work-status.ts';
import { trackingLines } from '../output/tracking-info.ts';
import { rebaseStatus } from '../output/rebase-status.ts';
import { displayPath } from '../pathspec.ts';
import type { GitCommand, Session, WorkRepo } from '../session.ts';
import { requireWorkTree } from '../session.ts';

const LABELS = { A: 'new file:', M: 'modified:', D: 'deleted:' } as const;

/** How each side changed an unmerged path, from the stages present in the index. */
function conflictLabel(repo: WorkRepo, path: string): { label: string; short: string } {
  const stages = new Set(
    readIndex(repo)
      .filter((entry) => entry.path === path)
      .map((entry) => entry.stage),
  );
  if (!stages.has(1) && stages.has(2) && stages.has(3)) return { label: 'both added:', short: 'AA' };
  if (stages.has(2) && !stages.has(3)) return { label: 'deleted by them:', short: 'UD' };
  if (!stages.has(2) && stages.has(3)) return { label: 'deleted by us:', short: 'DU' };
  return { label: 'both modified:', short: 'UU' };
}

function headLine(repo: WorkRepo): string {
  const branch = headBranch(repo);
  if (branch !== undefined) return `On branch ${branch}\n`;
  const head = readRef(repo, 'HEAD')!;
  return `HEAD detached at ${abbrev(repo, head)}\n`;
}

/** What is in progress, as Git's status calls it: the index may hold a merge, cherry-pick or revert. */
type Whence = 'merge' | 'cherry-pick' | 'revert' | 'commit';

function whence(repo: WorkRepo): Whence {
  if (readGitFile(repo, 'MERGE_HEAD') !== undefined) return 'merge';
  if (readGitFile(repo, 'CHERRY_PICK_HEAD') !== undefined) return 'cherry-pick';
  if (readGitFile(repo, 'REVERT_HEAD') !== undefined) return 'revert';
  return 'commit';
}

function stateLines(repo: WorkRepo, status: WorkStatus): string {
  const state = whence(repo);
  if (state === 'revert' || state === 'cherry-pick') {
    const oid = readGitFile(repo, state === 'revert' ? 'REVERT_HEAD' : 'CHERRY_PICK_HEAD')!.trim();
    const verb = state === 'revert' ? 'reverting' : 'cherry-picking';
    const hints =
      status.conflicted.length > 0
        ? `  (fix conflicts and run "git ${state} --continue")\n  (use "git ${state} --skip" to skip this patch)\n  (use "git ${state} --abort" to cancel the ${state} operation)\n`
        : `  (all conflicts fixed: run "git ${state} --continue")\n  (use "git ${state} --skip" to skip this patch)\n  (use "git ${state} --abort" to cancel the ${state} operation)\n`;
    return `You are currently ${verb} commit ${abbrev(repo, oid)}.\n${hints}\n`;
  }
  if (state !== 'merge') return '';
  if (status.conflicted.length > 0)
    return 'You have unmerged paths.\n  (fix conflicts and run "git commit")\n  (use "git merge --abort" to abort the merge)\n\n';
  return 'All conflicts fixed but you are still merging.\n  (use "git commit" to conclude merge)\n\n';
}

/** `git status` in its long form; also what `git commit` prints when there is nothing to commit. */
export function longStatus(session: Session, repo: WorkRepo): { text: string; clean: boolean } {
  const status = workStatus(repo);
  const show = (path: string) => displayPath(session, repo, path);
  const rebasing = rebaseStatus(repo, status.conflicted.length > 0);
  let text = rebasing ?? headLine(repo);
  const branch = headBranch(repo);
  if (rebasing === undefined && branch !== undefined && status.head !== undefined) {
    const tracking = trackingLines(session, repo, branch);
    if (tracking !== '') text += `${tracking}\n`;
  }
  if (status.head === undefined) text += '\nNo commits yet\n\n';
  text += stateLines(repo, status);
  const merging = readGitFile(repo, 'MERGE_HEAD') !== undefined;
  const fromCommit = whence(repo) === 'commit' || whence(repo) === 'revert';
  if (status.staged.size > 0) {
    const hint = !fromCommit
      ? ''
      : status.head === undefined
        ? '  (use "git rm --cached <file>..." to unstage)\n'
        : '  (use "git restore --staged <file>..." to unstage)\n';
    text += `Changes to be committed:\n${hint}`;
    for (const [path, kind] of status.staged) text += `\t${LABELS[kind].padEnd(12)}${show(path)}\n`;
    text += '\n';
  }
  if (status.conflicted.length > 0) {
    const unstage = fromCommit ? '  (use "git restore --staged <file>..." to unstage)\n' : '';
    const deletion = status.conflicted.some((path) => conflictLabel(repo, path).label.startsWith('deleted'));
    const resolve = deletion
      ? '  (use "git add/rm <file>..." as appropriate to mark resolution)\n'
      : '  (use "git add <file>..." to mark resolution)\n';
    text += `Unmerged paths:\n${unstage}${resolve}`;
    for (const path of status.conflicted) text += `\t${conflictLabel(repo, path).label.padEnd(17)}${show(path)}\n`;
    text += '\n';
  }
  if (status.unstaged.size > 0) {
    const deleted = [...status.unstaged.values()].includes('D');
    text += `Changes not staged for commit:\n  (use "git add${deleted ? '/rm' : ''} <file>..." to update what will be committed)\n`;
    text += '  (use "git restore <file>..." to discard changes in working directory)\n';
    for (const [path, kind] of status.unstaged) text += `\t${LABELS[kind].padEnd(12)}${show(path)}\n`;
    text += '\n';
  }
  if (status.untracked.length > 0) {
    text += 'Untracked files:\n  (use "git add <file>..." to include in what will be committed)\n';
    for (const path of status.untracked) text += `\t${show(path)}\n`;
    text += '\n';
  }
  const clean = status.staged.size === 0 && status.unstaged.size === 0 && status.conflicted.length === 0;
  if (status.staged.size === 0 && !(merging && status.conflicted.length === 0)) {
    if (status.unstaged.size > 0 || status.conflicted.length > 0)
      text += 'no changes added to commit (use "git add" and/or "git commit -a")\n';
    else if (status.untracked.length > 0) text += `nothing added to commit but untracked files present (use "git add" to track)\n`;
    else if (status.head === undefined) text += 'nothing to commit (create/copy files and use "git add" to track)\n';
    else text += 'nothing to commit, working tree clean\n';
  }
  return { text, clean };
}

function shortStatus(session: Session, repo: WorkRepo): string {
  const status = workStatus(repo);
  const paths = [...new Set([...status.staged.keys(), ...status.unstaged.keys(), ...status.conflicted])].sort();
  let text = '';
  for (const path of paths) {
    const code = status.conflicted.includes(path)
      ? conflictLabel(repo, path).short
      : `${status.staged.get(path) ?? ' '}${status.unstaged.get(path) ?? ' '}`;
    text += `${code} ${displayPath(session, repo, path)}\n`;
  }
  for (const path of status.untracked) text += `?? ${displayPath(session, repo, path)}\n`;
  return text;
}

export const status: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  let short = false;
  for (const arg of args) {
    if (arg === '-s' || arg === '--short' || arg === '--porcelain') short = true;
    else throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
  }
  session.out.push(short ? shortStatus(session, repo) : longStatus(session, repo).text);
  return 0;
};
