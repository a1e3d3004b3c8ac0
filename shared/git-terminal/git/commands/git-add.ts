import { GitExit, fatal } from '../git-error.ts';
import { IgnoreRules } from '../repo/ignore-rules.ts';
import { readIndex, stagedFiles, writeIndex } from '../repo/index-file.ts';
import { writeBlob } from '../repo/object-store.ts';
import { listWorkFiles, readWorkFile } from '../repo/worktree.ts';
import { matchesPathspec, repoPath } from '../pathspec.ts';
import type { GitCommand } from '../session.ts';
import { requireWorkTree } from '../session.ts';

const IGNORED_ADVICE = `hint: Use -f if you really want to add them.
hint: Turn this message off by running
hint: "git config advice.addIgnoredFile false"
`;

export const add: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  let all = false;
  let force = false;
  const specs: string[] = [];
  for (const arg of args) {
    if (arg === '-A' || arg === '--all') all = true;
    else if (arg === '-f' || arg === '--force') force = true;
    else if (arg === '--') continue;
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else specs.push(repoPath(session, repo, arg));
  }
  if (all && specs.length === 0) specs.push('');
  if (specs.length === 0) {
    session.err.push(
      'Nothing specified, nothing added.\nhint: Maybe you wanted to say \'git add .\'?\nhint: Turn this message off by running\nhint: "git config advice.addEmptyPathspec false"\n',
    );
    return 0;
  }
  const ignore = new IgnoreRules(repo.fs, repo.workTree, repo.gitDir);
  let index = readIndex(repo);
  const tracked = new Set(index.map((entry) => entry.path));
  const work = listWorkFiles(repo);
  const ignoredNamed: string[] = [];
  const chosen = new Set<string>();
  for (const [i, spec] of specs.entries()) {
    const matches = [...new Set([...work, ...tracked])].filter((path) => matchesPathspec(path, spec));
    const usable = matches.filter((path) => force || tracked.has(path) || !ignore.ignores(path));
    if (usable.length === 0) {
      if (matches.length > 0 || ignore.ignores(spec)) {
        ignoredNamed.push(args.filter((arg) => !arg.startsWith('-'))[i] ?? spec);
        continue;
      }
      throw fatal(`pathspec '${args.filter((arg) => !arg.startsWith('-'))[i] ?? spec}' did not match any files`);
    }
    usable.forEach((path) => chosen.add(path));
  }
  const staged = stagedFiles(index);
  for (const path of chosen) {
    const text = readWorkFile(repo, path);
    index = index.filter((entry) => entry.path !== path);
    if (text !== undefined) index.push({ path, oid: writeBlob(repo, text), mode: staged.get(path)?.mode ?? '100644', stage: 0 });
  }
  writeIndex(repo, index);
  if (ignoredNamed.length > 0) {
    session.err.push(
      `The following paths are ignored by one of your .gitignore files:\n${ignoredNamed.map((path) => `${path}\n`).join('')}${IGNORED_ADVICE}`,
    );
    return 1;
  }
  return 0;
};
