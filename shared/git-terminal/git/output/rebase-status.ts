import { abbrev } from '../repo/abbrev.ts';
import { readCommit, subjectOf } from '../repo/commits.ts';
import { readGitFile } from '../repo/repository.ts';
import type { Repo } from '../repo/repository.ts';

function commandLines(repo: Repo, lines: string[]): string {
  return lines
    .map((line) => {
      const [action = '', oid = ''] = line.split(' ');
      return `   ${action} ${abbrev(repo, oid)} ${subjectOf(readCommit(repo, oid).message)}\n`;
    })
    .join('');
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** What `git status` says first while a rebase is stopped, or undefined when none is in progress. */
export function rebaseStatus(repo: Repo, conflicted: boolean): string | undefined {
  const headName = readGitFile(repo, 'rebase-merge/head-name')?.trim();
  if (headName === undefined) return undefined;
  const onto = abbrev(repo, readGitFile(repo, 'rebase-merge/onto')!.trim());
  const done = (readGitFile(repo, 'rebase-merge/done') ?? '').split('\n').filter(Boolean);
  const todo = (readGitFile(repo, 'rebase-merge/todo') ?? '').split('\n').filter(Boolean).slice(1);
  let text = `interactive rebase in progress; onto ${onto}\n`;
  text += `Last ${plural(done.length, 'command', 'commands')} done (${done.length} ${plural(done.length, 'command', 'commands')} done):\n`;
  text += commandLines(repo, done.slice(-2));
  if (done.length > 2) text += '  (see more in file .git/rebase-merge/done)\n';
  if (todo.length === 0) text += 'No commands remaining.\n';
  else {
    text += `Next ${plural(todo.length, 'command', 'commands')} to do (${todo.length} remaining ${plural(todo.length, 'command', 'commands')}):\n`;
    text += commandLines(repo, todo.slice(0, 2));
    text += '  (use "git rebase --edit-todo" to view and edit)\n';
  }
  text += `You are currently rebasing branch '${headName.replace(/^refs\/heads\//, '')}' on '${onto}'.\n`;
  text += conflicted
    ? '  (fix conflicts and then run "git rebase --continue")\n  (use "git rebase --skip" to skip this patch)\n  (use "git rebase --abort" to check out the original branch)\n'
    : '  (all conflicts fixed: run "git rebase --continue")\n';
  return `${text}\n`;
}
