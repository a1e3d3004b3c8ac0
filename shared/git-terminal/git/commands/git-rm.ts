import { GitExit, fatal } from '../git-error.ts';
import { readIndex, writeIndex } from '../repo/index-file.ts';
import { removeWorkFile } from '../repo/worktree.ts';
import { matchesPathspec, repoPath } from '../pathspec.ts';
import type { GitCommand } from '../session.ts';
import { requireWorkTree } from '../session.ts';

export const rm: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  let cached = false;
  let quiet = false;
  let recursive = false;
  const specs: [string, string][] = [];
  for (const arg of args) {
    if (arg === '--cached') cached = true;
    else if (arg === '-q' || arg === '--quiet') quiet = true;
    else if (arg === '-r') recursive = true;
    else if (arg === '-f' || arg === '--force' || arg === '--') continue;
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
  for (const path of [...new Set(chosen)].sort()) {
    index = index.filter((entry) => entry.path !== path);
    if (!cached) removeWorkFile(repo, path);
    if (!quiet) session.out.push(`rm '${path}'\n`);
  }
  writeIndex(repo, index);
  return 0;
};
