import { basename, resolvePath } from '../../memory-fs.ts';
import { GitExit, fatal } from '../git-error.ts';
import { setConfigValue } from '../repo/config-file.ts';
import { reflogIdent } from '../repo/identity.ts';
import { writeIndex } from '../repo/index-file.ts';
import { listRefs, readRef, setSymbolicRef, symbolicTarget, updateRef } from '../repo/refs.ts';
import { copyReachable } from '../repo/remotes.ts';
import { openRepoAt } from '../repo/repository.ts';
import type { Repo } from '../repo/repository.ts';
import { commitFiles } from '../repo/trees.ts';
import { forceTrees } from '../repo/worktree.ts';
import type { GitCommand, WorkRepo } from '../session.ts';
import { createRepository } from './git-init.ts';

export const clone: GitCommand = (session, args) => {
  let quiet = false;
  let bare = false;
  const words: string[] = [];
  for (const arg of args) {
    if (arg === '-q' || arg === '--quiet') quiet = true;
    else if (arg === '--bare') bare = true;
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  const [url, dirArg] = words;
  if (url === undefined) throw new GitExit('fatal: You must specify a repository to clone.\n', 129);
  const sourcePath = resolvePath(session.cwd, url);
  const source = openRepoAt(session.fs, sourcePath);
  if (!source) throw fatal(`repository '${url}' does not exist`);
  const name = dirArg ?? `${basename(sourcePath.replace(/\/\.git$/, '')).replace(/\.git$/, '')}${bare ? '.git' : ''}`;
  const target = resolvePath(session.cwd, name);
  if (session.fs.exists(target) && (!session.fs.isDir(target) || session.fs.readdir(target).length > 0)) {
    throw fatal(`destination path '${name}' already exists and is not an empty directory.`);
  }
  if (!quiet) session.err.push(bare ? `Cloning into bare repository '${name}'...\n` : `Cloning into '${name}'...\n`);
  session.fs.mkdir(target, { recursive: true });
  const headRef = symbolicTarget(source, 'HEAD') ?? 'refs/heads/main';
  const gitDir = bare ? target : `${target}/.git`;
  createRepository(session, gitDir, { bare, branch: headRef.slice(11) });
  const repo: Repo = bare ? { fs: session.fs, gitDir } : { fs: session.fs, gitDir, workTree: target };
  const config = `${gitDir}/config`;
  const absoluteUrl = source.workTree ?? source.gitDir;
  setConfigValue(session.fs, config, 'remote.origin.url', absoluteUrl);
  const refs = listRefs(source, 'refs/heads/').concat(listRefs(source, 'refs/tags/'));
  copyReachable(
    source,
    repo,
    refs.map((ref) => readRef(source, ref)!),
  );
  const ident = reflogIdent(session, repo);
  if (bare) {
    for (const ref of refs) updateRef(repo, ref, readRef(source, ref)!);
  } else {
    setConfigValue(session.fs, config, 'remote.origin.fetch', '+refs/heads/*:refs/remotes/origin/*');
    for (const ref of refs) {
      const local = ref.startsWith('refs/heads/') ? `refs/remotes/origin/${ref.slice(11)}` : ref;
      updateRef(repo, local, readRef(source, ref)!, { ident, message: `clone: from ${absoluteUrl}` });
    }
    const head = readRef(source, headRef);
    if (head !== undefined) {
      setSymbolicRef(repo, 'refs/remotes/origin/HEAD', `refs/remotes/origin/${headRef.slice(11)}`);
      updateRef(repo, headRef, head, { ident, message: `clone: from ${absoluteUrl}` });
      writeIndex(repo, forceTrees(repo as WorkRepo, [], commitFiles(repo, head)));
    }
    setConfigValue(session.fs, config, `branch.${headRef.slice(11)}.remote`, 'origin');
    setConfigValue(session.fs, config, `branch.${headRef.slice(11)}.merge`, headRef);
  }
  if (refs.length === 0) session.err.push('warning: You appear to have cloned an empty repository.\n');
  if (!quiet) session.err.push('done.\n');
  return 0;
};
