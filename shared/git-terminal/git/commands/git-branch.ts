import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { readCommit, subjectOf } from '../repo/commits.ts';
import { isAncestor } from '../repo/history.ts';
import { reflogIdent } from '../repo/identity.ts';
import { deleteRef, headBranch, listRefs, readRef, refExists, setSymbolicRef, symbolicTarget, updateRef } from '../repo/refs.ts';
import { gitPath } from '../repo/repository.ts';
import { resolveCommit, upstreamRef } from '../repo/revisions.ts';
import type { Repo } from '../repo/repository.ts';
import { setConfigValue } from '../repo/config-file.ts';
import { aheadBehind, shortRefName } from '../output/tracking-info.ts';
import type { GitCommand, Session } from '../session.ts';
import { requireRepo } from '../session.ts';

/** Git's rules for branch names, enough for the common mistakes. */
export function validBranchName(name: string): boolean {
  return !(
    name === '' ||
    name === 'HEAD' ||
    name.startsWith('-') ||
    name.startsWith('/') ||
    name.endsWith('/') ||
    name.endsWith('.') ||
    name.endsWith('.lock') ||
    /\.\.|[\s~^:?*[\\]|@\{|\/\.|\/\//.test(name)
  );
}

/** Creates a branch at a commit, with Git's checks; `force` replaces an existing one. */
export function createBranch(session: Session, repo: Repo, name: string, startSpec: string, force = false): string {
  if (!validBranchName(name)) throw fatal(`'${name}' is not a valid branch name`);
  if (refExists(repo, `refs/heads/${name}`) && !force) throw fatal(`a branch named '${name}' already exists`);
  const start = resolveCommit(session, repo, startSpec);
  if (start === undefined) throw fatal(`not a valid object name: '${startSpec}'`);
  updateRef(repo, `refs/heads/${name}`, start, { ident: reflogIdent(session, repo), message: `branch: Created from ${startSpec}` });
  return start;
}

function trackingNote(session: Session, repo: Repo, branch: string, verbose: number): string {
  const info = aheadBehind(session, repo, branch);
  if (!info) return '';
  const name = verbose > 1 ? `${shortRefName(info.upstream)}` : '';
  const parts: string[] = [];
  if (info.ahead < 0) parts.push('gone');
  else {
    if (info.ahead > 0) parts.push(`ahead ${info.ahead}`);
    if (info.behind > 0) parts.push(`behind ${info.behind}`);
  }
  if (parts.length === 0) return name === '' ? '' : `[${name}] `;
  return `[${name === '' ? '' : `${name}: `}${parts.join(', ')}] `;
}

function listBranches(session: Session, repo: Repo, local: boolean, remote: boolean, verbose: number): void {
  const current = headBranch(repo);
  const rows: { mark: string; name: string; oid?: string; branch?: string; alias?: string }[] = [];
  const head = readRef(repo, 'HEAD');
  if (local && current === undefined && head !== undefined)
    rows.push({ mark: '*', name: `(HEAD detached at ${abbrev(repo, head)})`, oid: head });
  if (local)
    for (const ref of listRefs(repo, 'refs/heads/'))
      rows.push({ mark: ref === `refs/heads/${current}` ? '*' : ' ', name: ref.slice(11), oid: readRef(repo, ref), branch: ref.slice(11) });
  if (remote)
    for (const ref of listRefs(repo, 'refs/remotes/')) {
      const name = local ? `remotes/${ref.slice(13)}` : ref.slice(13);
      const alias = symbolicTarget(repo, ref);
      rows.push({ mark: ' ', name, oid: readRef(repo, ref), alias: alias === undefined ? undefined : shortRefName(alias) });
    }
  const width = Math.max(0, ...rows.filter((row) => row.alias === undefined).map((row) => row.name.length));
  for (const row of rows) {
    if (row.alias !== undefined) session.out.push(`${row.mark} ${row.name} -> ${row.alias}\n`);
    else if (verbose === 0 || row.oid === undefined) session.out.push(`${row.mark} ${row.name}\n`);
    else {
      const note = row.branch === undefined ? '' : trackingNote(session, repo, row.branch, verbose);
      session.out.push(
        `${row.mark} ${row.name.padEnd(width)} ${abbrev(repo, row.oid)} ${note}${subjectOf(readCommit(repo, row.oid).message)}\n`,
      );
    }
  }
}

function deleteBranches(session: Session, repo: Repo, names: string[], force: boolean): number {
  let code = 0;
  const current = headBranch(repo);
  for (const name of names) {
    const oid = readRef(repo, `refs/heads/${name}`);
    if (oid === undefined) {
      session.err.push(`error: branch '${name}' not found.\n`);
      code = 1;
      continue;
    }
    if (name === current && repo.workTree !== undefined) {
      session.err.push(`error: Cannot delete branch '${name}' checked out at '${repo.workTree}'\n`);
      code = 1;
      continue;
    }
    const upstream = upstreamRef(session, repo, name);
    const against = (upstream === undefined ? undefined : readRef(repo, upstream)) ?? readRef(repo, 'HEAD');
    if (!force && (against === undefined || !isAncestor(repo, oid, against))) {
      session.err.push(
        `error: The branch '${name}' is not fully merged.\nIf you are sure you want to delete it, run 'git branch -D ${name}'.\n`,
      );
      code = 1;
      continue;
    }
    deleteRef(repo, `refs/heads/${name}`);
    for (const key of ['remote', 'merge']) setConfigValue(session.fs, `${repo.gitDir}/config`, `branch.${name}.${key}`, undefined);
    session.out.push(`Deleted branch ${name} (was ${abbrev(repo, oid)}).\n`);
  }
  return code;
}

function renameBranch(session: Session, repo: Repo, from: string, to: string, force: boolean): void {
  const oid = readRef(repo, `refs/heads/${from}`);
  const current = headBranch(repo);
  if (!validBranchName(to)) throw fatal(`'${to}' is not a valid branch name`);
  if (oid === undefined) {
    if (from === current) {
      setSymbolicRef(repo, 'HEAD', `refs/heads/${to}`);
      return;
    }
    throw fatal(`no branch named '${from}'`);
  }
  if (refExists(repo, `refs/heads/${to}`) && !force && from !== to) throw fatal(`a branch named '${to}' already exists`);
  const logPath = gitPath(repo, `logs/refs/heads/${from}`);
  const log = repo.fs.isFile(logPath) ? repo.fs.readFile(logPath) : undefined;
  deleteRef(repo, `refs/heads/${from}`);
  updateRef(repo, `refs/heads/${to}`, oid);
  if (log !== undefined) repo.fs.writeFile(gitPath(repo, `logs/refs/heads/${to}`), log);
  const ident = reflogIdent(session, repo);
  repo.fs.appendFile(
    gitPath(repo, `logs/refs/heads/${to}`),
    `${oid} ${oid} ${ident}\tBranch: renamed refs/heads/${from} to refs/heads/${to}\n`,
  );
  if (from === current) setSymbolicRef(repo, 'HEAD', `refs/heads/${to}`);
}

export const branch: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  let mode: 'list' | 'delete' | 'rename' | 'current' | 'upstream' = 'list';
  let force = false;
  let local = true;
  let remote = false;
  let verbose = 0;
  let upstream: string | undefined;
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-d' || arg === '--delete') mode = 'delete';
    else if (arg === '-D') [mode, force] = ['delete', true];
    else if (arg === '-m' || arg === '--move') mode = 'rename';
    else if (arg === '-M') [mode, force] = ['rename', true];
    else if (arg === '-f' || arg === '--force') force = true;
    else if (arg === '-a' || arg === '--all') remote = true;
    else if (arg === '-r' || arg === '--remotes') [local, remote] = [false, true];
    else if (arg === '-v' || arg === '--verbose') verbose++;
    else if (arg === '-vv') verbose += 2;
    else if (arg === '--show-current') mode = 'current';
    else if (arg === '-u' || arg === '--set-upstream-to') [mode, upstream] = ['upstream', args[++i]];
    else if (arg.startsWith('--set-upstream-to=')) [mode, upstream] = ['upstream', arg.slice(18)];
    else if (arg === '--list' || arg === '-l') continue;
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  if (mode === 'current') {
    const current = headBranch(repo);
    if (current !== undefined) session.out.push(`${current}\n`);
    return 0;
  }
  if (mode === 'delete') {
    if (words.length === 0) throw fatal('branch name required');
    return deleteBranches(session, repo, words, force);
  }
  if (mode === 'rename') {
    const current = headBranch(repo);
    const [from, to] = words.length === 1 ? [current ?? '', words[0]!] : [words[0]!, words[1]!];
    renameBranch(session, repo, from, to, force);
    return 0;
  }
  if (mode === 'upstream') {
    const name = words[0] ?? headBranch(repo) ?? '';
    const ref =
      upstream === undefined
        ? undefined
        : ['refs/remotes/', 'refs/heads/'].map((prefix) => `${prefix}${upstream}`).find((full) => refExists(repo, full));
    if (ref === undefined) throw fatal(`the requested upstream branch '${upstream}' does not exist`);
    const remoteName = ref.startsWith('refs/remotes/') ? upstream!.slice(0, upstream!.indexOf('/')) : '.';
    const merge = ref.startsWith('refs/remotes/') ? `refs/heads/${upstream!.slice(upstream!.indexOf('/') + 1)}` : ref;
    setConfigValue(session.fs, `${repo.gitDir}/config`, `branch.${name}.remote`, remoteName);
    setConfigValue(session.fs, `${repo.gitDir}/config`, `branch.${name}.merge`, merge);
    session.out.push(`branch '${name}' set up to track '${upstream}'.\n`);
    return 0;
  }
  if (words.length === 0) {
    listBranches(session, repo, local, remote, verbose);
    return 0;
  }
  createBranch(session, repo, words[0]!, words[1] ?? 'HEAD', force);
  return 0;
};
