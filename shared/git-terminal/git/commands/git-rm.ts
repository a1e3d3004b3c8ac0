import { GitExit, fatal } from '../git-error.ts';
import { readIndex, writeIndex } from '../repo/index-file.ts';
import { removeWorkFile } from '../repo/worktree.ts';
import { matchesPathspec, repoPath } from '../pathspec.ts';
import type { GitCommand, WorkRepo } from '../session.ts';
import { workStatus } from '../repo/work-status.ts';
import { requireWorkTree } from '../session.ts';

function listProblem(paths: string[], singular: string, plural: string, advice: string): string {
  if (paths.length === 0) return '';
  return `error: the following ${paths.length === 1 ? singular : plural}\n${paths.map((path) => `    ${path}\n`).join('')}${advice}\n`;
}

/** Git refuses to rm a file whose content would be lost: staged changes, local modifications, or both. */
function safetyProblems(repo: WorkRepo, paths: string[], cached: boolean): string {
  const status = workStatus(repo);
  const both = paths.filter((path) => status.staged.has(path) && status.unstaged.has(path) && status.staged.get(path) !== 'A');
  if (cached)
    return listProblem(
      both,
      'file has staged content different from both the\nfile and the HEAD:',
      'files have staged content different from both the\nfile and the HEAD:',
      '(use -f to force removal)',
    );
  const staged = paths.filter((path) => status.staged.has(path) && !both.includes(path));
  const local = paths.filter((path) => status.unstaged.get(path) === 'M' && !both.includes(path) && !staged.includes(path));
  return (
    listProblem(
      both,
      'file has staged content different from both the\nfile and the HEAD:',
      'files have staged content different from both the\nfile and the HEAD:',
      '(use -f to force removal)',
    ) +
    listProblem(
      staged,
      'file has changes staged in the index:',
      'files have changes staged in the index:',
      '(use --cached to keep the file, or -f to force removal)',
    ) +
    listProblem(
      local,
      'file has local modifications:',
      'files have local modifications:',
      '(use --cached to keep the file, or -f to force removal)',
    )
  );
}

export const rm: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  let cached = false;
  let quiet = false;
  let recursive = false;
  let force = false;
  const specs: [string, string][] = [];
  for (const arg of args) {
    if (arg === '--cached') cached = true;
    else if (arg === '-q' || arg === '--quiet') quiet = true;
    else if (arg === '-r') recursive = true;
    else if (arg === '-f' || arg === '--force') force = true;
    else if (arg === '--') continue;
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else specs.push([arg, repoPath(session, repo, arg)]);
  }
  if (specs.length === 0) throw new GitExit('usage: git rm [<options>] [--] <file>...\n', 129);
  let index = readIndex(repo);
  const paths = [...new Set(index.map((entry) => entry.path))];
  const chosen: string[] = [];
  for (const [arg, spec] of specs) {
    const matches = paths.filter((path) => matchesPathspec(path, spec));
    if (matches.length === 0) throw fatal(`pathspec '${arg}' did not match any files`);
    if (!recursive && matches.some((path) => path !== spec) && !/[*?[]/.test(spec))
      throw fatal(`not removing '${arg}' recursively without -r`);
    chosen.push(...matches);
  }
  if (!force) {
    const problems = safetyProblems(repo, [...new Set(chosen)], cached);
    if (problems !== '') throw new GitExit(problems, 1);
  }
  for (const path of [...new Set(chosen)].sort()) {
    index = index.filter((entry) => entry.path !== path);
    if (!cached) removeWorkFile(repo, path);
    if (!quiet) session.out.push(`rm '${path}'\n`);
  }
  writeIndex(repo, index);
  return 0;
};
