import type { Repo } from './repository.ts';
import { gitPath, readGitFile, writeGitFile } from './repository.ts';
import { ZERO_OID } from './object-store.ts';

/** What a ref file holds: an object id, or `ref: <name>` for a symbolic ref such as HEAD. */
function readRaw(repo: Repo, name: string): string | undefined {
  return readGitFile(repo, name)?.trim();
}

/** The ref's target after following symbolic refs, or undefined (an unborn branch). */
export function readRef(repo: Repo, name: string): string | undefined {
  const raw = readRaw(repo, name);
  if (raw === undefined) return undefined;
  if (raw.startsWith('ref: ')) return readRef(repo, raw.slice(5));
  return raw;
}

/** The full name a symbolic ref points to (`refs/heads/main` for HEAD on main), or undefined when detached. */
export function symbolicTarget(repo: Repo, name: string): string | undefined {
  const raw = readRaw(repo, name);
  return raw?.startsWith('ref: ') ? raw.slice(5) : undefined;
}

export function headBranch(repo: Repo): string | undefined {
  const target = symbolicTarget(repo, 'HEAD');
  return target?.startsWith('refs/heads/') ? target.slice(11) : undefined;
}

export function setSymbolicRef(repo: Repo, name: string, target: string): void {
  writeGitFile(repo, name, `ref: ${target}\n`);
}

export function refExists(repo: Repo, name: string): boolean {
  return readGitFile(repo, name) !== undefined;
}

/** Appends a reflog line when the repository keeps reflogs (a working tree, not a bare one). */
function appendReflog(repo: Repo, name: string, oldOid: string, newOid: string, ident: string, message: string): void {
  if (repo.workTree === undefined) return;
  const path = gitPath(repo, `logs/${name}`);
  const line = `${oldOid} ${newOid} ${ident}\t${message}\n`;
  if (!repo.fs.isFile(path)) writeGitFile(repo, `logs/${name}`, '');
  repo.fs.appendFile(path, line);
}

export interface RefUpdate {
  /** The committer line for the reflog, `Name <email> secs +0000`; no reflog entry without it. */
  ident?: string;
  message?: string;
}

/** Points a ref at `oid`; through HEAD when `name` is HEAD on a branch, logging both as Git does. */
export function updateRef(repo: Repo, name: string, oid: string, log: RefUpdate = {}): void {
  const branch = name === 'HEAD' ? symbolicTarget(repo, 'HEAD') : undefined;
  const target = branch ?? name;
  const old = readRef(repo, target) ?? ZERO_OID;
  writeGitFile(repo, target, `${oid}\n`);
  if (log.ident === undefined || log.message === undefined) return;
  appendReflog(repo, target, old, oid, log.ident, log.message);
  if (target !== 'HEAD' && (name === 'HEAD' || symbolicTarget(repo, 'HEAD') === target)) {
    appendReflog(repo, 'HEAD', old, oid, log.ident, log.message);
  }
}

/** Moves HEAD itself (checkout, switch): to a branch, or detached at a commit; logs the move in HEAD's reflog. */
export function moveHead(repo: Repo, to: { branch: string } | { oid: string }, oldOid: string, newOid: string, log: RefUpdate): void {
  if ('branch' in to) setSymbolicRef(repo, 'HEAD', `refs/heads/${to.branch}`);
  else writeGitFile(repo, 'HEAD', `${to.oid}\n`);
  if (log.ident !== undefined && log.message !== undefined) appendReflog(repo, 'HEAD', oldOid, newOid, log.ident, log.message);
}

export function deleteRef(repo: Repo, name: string): void {
  for (const path of [name, `logs/${name}`]) {
    const full = gitPath(repo, path);
    if (repo.fs.isFile(full)) repo.fs.remove(full);
  }
}

/** Every ref under a prefix such as `refs/heads/`, as full names sorted like Git lists them. */
export function listRefs(repo: Repo, prefix: string): string[] {
  const dir = gitPath(repo, prefix.replace(/\/$/, ''));
  if (!repo.fs.isDir(dir)) return [];
  return repo.fs.listFiles(dir).map((path) => `${prefix}${path}`);
}

export interface ReflogEntry {
  oldOid: string;
  newOid: string;
  ident: string;
  message: string;
}

/** A ref's reflog, newest first. */
export function readReflog(repo: Repo, name: string): ReflogEntry[] {
  const text = readGitFile(repo, `logs/${name}`) ?? '';
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const head = line.slice(0, tab);
      return { oldOid: head.slice(0, 40), newOid: head.slice(41, 81), ident: head.slice(82), message: line.slice(tab + 1) };
    })
    .reverse();
}
