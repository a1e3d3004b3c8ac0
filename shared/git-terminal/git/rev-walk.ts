import { GitExit } from './git-error.ts';
import type { Commit } from './repo/commits.ts';
import { mergeBases, topoOrder, walkCommits } from './repo/history.ts';
import { listRefs, readRef } from './repo/refs.ts';
import type { Repo } from './repo/repository.ts';
import { peel, resolveCommit } from './repo/revisions.ts';
import { readObject } from './repo/object-store.ts';
import { commitFiles } from './repo/trees.ts';
import { diffFileMaps } from './output/diff-format.ts';
import { matchesPathspec } from './pathspec.ts';
import type { Session } from './session.ts';

/** The options that choose commits, shared by log and rev-list. */
export interface WalkOptions {
  include: string[];
  exclude: string[];
  /** For `a...b`: which side each commit is on (`<` or `>`), with --left-right. */
  sides?: { left: string; right: string };
  maxCount?: number;
  skip: number;
  minParents: number;
  maxParents?: number;
  firstParent: boolean;
  topo: boolean;
  reverse: boolean;
  paths: string[];
}

export const ambiguous = (arg: string) =>
  new GitExit(
    `fatal: ambiguous argument '${arg}': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'\n`,
    128,
  );

function commitOrFail(session: Session, repo: Repo, spec: string, arg: string): string {
  const oid = resolveCommit(session, repo, spec === '' ? 'HEAD' : spec);
  if (oid === undefined) throw ambiguous(arg);
  return oid;
}

/** Every ref's commit (and HEAD's), for --all. */
function allTips(repo: Repo): string[] {
  const oids = ['HEAD', ...listRefs(repo, 'refs/')].map((name) => readRef(repo, name));
  return [...new Set(oids.filter((oid): oid is string => oid !== undefined).map((oid) => peel(repo, oid)))].filter(
    (oid) => readObject(repo, oid).type === 'commit',
  );
}

/**
 * Reads the walk options from the arguments; `other` gets the arguments it does not know and returns
 * whether it used them (and how many extra words it took).
 */
export function parseWalk(
  session: Session,
  repo: Repo,
  args: string[],
  other: (arg: string, next: string | undefined) => number,
): WalkOptions {
  const options: WalkOptions = {
    include: [],
    exclude: [],
    skip: 0,
    minParents: 0,
    firstParent: false,
    topo: false,
    reverse: false,
    paths: [],
  };
  let sawRevision = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      options.paths.push(...args.slice(i + 1));
      break;
    }
    const count = /^-(\d+)$/.exec(arg) ?? /^--max-count=(\d+)$/.exec(arg);
    if (count) options.maxCount = Number(count[1]);
    else if (arg === '-n') options.maxCount = Number(args[++i]);
    else if (/^-n\d+$/.test(arg)) options.maxCount = Number(arg.slice(2));
    else if (arg.startsWith('--skip=')) options.skip = Number(arg.slice(7));
    else if (arg === '--all') {
      options.include.push(...allTips(repo));
      sawRevision = true;
    } else if (arg === '--no-merges') options.maxParents = 1;
    else if (arg === '--merges') options.minParents = 2;
    else if (arg.startsWith('--max-parents=')) options.maxParents = Number(arg.slice(14));
    else if (arg.startsWith('--min-parents=')) options.minParents = Number(arg.slice(14));
    else if (arg === '--first-parent') options.firstParent = true;
    else if (arg === '--topo-order') options.topo = true;
    else if (arg === '--date-order') continue;
    else if (arg === '--reverse') options.reverse = true;
    else if (arg.startsWith('-') && arg !== '-') {
      const used = other(arg, args[i + 1]);
      if (used === 0) throw new GitExit(`fatal: unrecognized argument: ${arg}\n`, 128);
      i += used - 1;
    } else {
      sawRevision = true;
      const symmetric = arg.indexOf('...');
      const range = arg.indexOf('..');
      if (symmetric >= 0) {
        const left = commitOrFail(session, repo, arg.slice(0, symmetric), arg);
        const right = commitOrFail(session, repo, arg.slice(symmetric + 3), arg);
        options.include.push(left, right);
        options.exclude.push(...mergeBases(repo, left, right));
        options.sides = { left, right };
      } else if (range >= 0) {
        options.exclude.push(commitOrFail(session, repo, arg.slice(0, range), arg));
        options.include.push(commitOrFail(session, repo, arg.slice(range + 2), arg));
      } else if (arg.startsWith('^')) options.exclude.push(commitOrFail(session, repo, arg.slice(1), arg));
      else {
        const oid = resolveCommit(session, repo, arg);
        if (oid !== undefined) options.include.push(oid);
        else if (repo.workTree !== undefined && session.fs.exists(`${session.cwd}/${arg}`)) options.paths.push(arg);
        else throw ambiguous(arg);
      }
    }
  }
  if (!sawRevision) {
    const head = readRef(repo, 'HEAD');
    if (head === undefined) {
      const branch = session.fs.readFile(`${repo.gitDir}/HEAD`).trim().replace('ref: refs/heads/', '');
      throw new GitExit(`fatal: your current branch '${branch}' does not have any commits yet\n`, 128);
    }
    options.include.push(head);
  }
  return options;
}

function touchesPaths(repo: Repo, commit: Commit, paths: string[]): boolean {
  const changes = diffFileMaps(commitFiles(repo, commit.parents[0]), commitFiles(repo, commit.oid));
  return changes.some((change) => paths.some((spec) => matchesPathspec(change.path, spec)));
}

/** The commits the options select, in the order log prints them. */
export function selectCommits(repo: Repo, options: WalkOptions, topo: boolean): Commit[] {
  let commits = walkCommits(repo, options.include, options.exclude, options.firstParent);
  if (topo || options.topo) commits = topoOrder(commits);
  commits = commits.filter(
    (commit) =>
      commit.parents.length >= options.minParents &&
      (options.maxParents === undefined || commit.parents.length <= options.maxParents) &&
      (options.paths.length === 0 || touchesPaths(repo, commit, options.paths)),
  );
  commits = commits.slice(options.skip, options.maxCount === undefined ? undefined : options.skip + options.maxCount);
  return options.reverse ? commits.reverse() : commits;
}

/** For --left-right: whether a commit of `a...b` is reachable from the left side. */
export function onLeft(repo: Repo, options: WalkOptions, commit: Commit): boolean {
  if (!options.sides) return false;
  return walkCommits(repo, [options.sides.left], options.exclude).some((other) => other.oid === commit.oid);
}
