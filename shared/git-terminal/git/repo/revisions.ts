import type { Session } from '../session.ts';
import { configValue } from '../session.ts';
import { readCommit, readTag } from './commits.ts';
import { walkCommits } from './history.ts';
import { hasObject, listObjectIds, readObject } from './object-store.ts';
import type { Repo } from './repository.ts';
import { headBranch, listRefs, readRef, readReflog, refExists } from './refs.ts';
import { treeEntryAt } from './trees.ts';

/** The full ref name a short one means, in Git's order: as written, tags, branches, remote branches. */
export function dwimRef(repo: Repo, name: string): string | undefined {
  if (name === 'HEAD' || name === '@') return 'HEAD';
  const candidates = [name, `refs/${name}`, `refs/tags/${name}`, `refs/heads/${name}`, `refs/remotes/${name}`, `refs/remotes/${name}/HEAD`];
  return candidates.find((candidate) => (candidate === name ? name.startsWith('refs/') : true) && refExists(repo, candidate));
}

/** The upstream of a branch as a remote-tracking ref name (`refs/remotes/origin/main`), from config. */
export function upstreamRef(session: Session, repo: Repo, branch: string): string | undefined {
  const remote = configValue(session, repo, `branch.${branch}.remote`);
  const merge = configValue(session, repo, `branch.${branch}.merge`);
  if (remote === undefined || merge === undefined) return undefined;
  if (remote === '.') return merge;
  return `refs/remotes/${remote}/${merge.replace(/^refs\/heads\//, '')}`;
}

/** Follows annotated tags down to what they tag. */
export function peel(repo: Repo, oid: string): string {
  for (let current = oid; ;) {
    const object = readObject(repo, current);
    if (object.type !== 'tag') return current;
    current = readTag(repo, current)!.object;
  }
}

/** `^{}`, `^{commit}`, `^{tree}`: peels tags, and a commit to its tree when asked. */
function peelTo(repo: Repo, oid: string, type: string): string | undefined {
  const peeled = peel(repo, oid);
  if (type === '' || type === readObject(repo, peeled).type) return peeled;
  if (type === 'tree' && readObject(repo, peeled).type === 'commit') return readCommit(repo, peeled).tree;
  return undefined;
}

function abbreviated(repo: Repo, prefix: string): string | undefined {
  if (!/^[0-9a-f]{4,40}$/.test(prefix)) return undefined;
  if (prefix.length === 40) return hasObject(repo, prefix) ? prefix : undefined;
  const matches = listObjectIds(repo).filter((oid) => oid.startsWith(prefix));
  return matches.length === 1 ? matches[0] : undefined;
}

/** `:/text`: the newest commit reachable from any ref whose message matches. */
function searchMessage(repo: Repo, pattern: string): string | undefined {
  const tips = ['HEAD', ...listRefs(repo, 'refs/')].map((name) => readRef(repo, name)).filter((oid): oid is string => oid !== undefined);
  const regex = new RegExp(pattern);
  const commitTips = [...new Set(tips.map((oid) => peel(repo, oid)))].filter((oid) => readObject(repo, oid).type === 'commit');
  return walkCommits(repo, commitTips).find((commit) => regex.test(commit.message))?.oid;
}

function resolveBase(session: Session, repo: Repo, base: string): string | undefined {
  if (base.startsWith(':/')) return searchMessage(repo, base.slice(2));
  const at = /^(.*?)@\{(.+)\}$/.exec(base);
  if (at) {
    const [, refPart = '', selector = ''] = at;
    if (/^-\d+$/.test(selector) && refPart === '') return previousBranchOid(repo, Number(selector.slice(1)));
    if (selector === 'u' || selector === 'upstream') {
      const branch = refPart === '' || refPart === 'HEAD' ? headBranch(repo) : refPart;
      const upstream = branch === undefined ? undefined : upstreamRef(session, repo, branch);
      return upstream === undefined ? undefined : readRef(repo, upstream);
    }
    if (!/^\d+$/.test(selector)) return undefined;
    const ref = refPart === '' ? (headBranch(repo) === undefined ? 'HEAD' : `refs/heads/${headBranch(repo)}`) : dwimRef(repo, refPart);
    if (ref === undefined) return undefined;
    const log = readReflog(repo, ref);
    const index = Number(selector);
    return index === 0 ? readRef(repo, ref) : log[index]?.newOid;
  }
  const ref = dwimRef(repo, base);
  if (ref !== undefined) return readRef(repo, ref);
  return abbreviated(repo, base);
}

/** The branch checked out `n` switches ago (`@{-1}`, `switch -`), from HEAD's reflog. */
export function previousBranch(repo: Repo, n: number): string | undefined {
  let count = 0;
  for (const entry of readReflog(repo, 'HEAD')) {
    const match = /^checkout: moving from (.+) to (.+)$/.exec(entry.message);
    if (match && ++count === n) return match[1];
  }
  return undefined;
}

function previousBranchOid(repo: Repo, n: number): string | undefined {
  const name = previousBranch(repo, n);
  if (name === undefined) return undefined;
  return readRef(repo, `refs/heads/${name}`) ?? abbreviated(repo, name);
}

/** Any object a revision names, or undefined: `HEAD~2`, `main^2`, `HEAD@{1}`, `v1.0^{}`, `:/fix`, `HEAD:file`. */
export function resolveRevision(session: Session, repo: Repo, spec: string): string | undefined {
  const colon = spec.startsWith(':/') ? -1 : spec.indexOf(':');
  if (colon > 0) {
    const commit = resolveCommit(session, repo, spec.slice(0, colon));
    return commit === undefined ? undefined : treeEntryAt(repo, readCommit(repo, commit).tree, spec.slice(colon + 1))?.oid;
  }
  const match = /^(.*?)((?:[~^][0-9]*|\^\{[a-z]*\})*)$/.exec(spec.startsWith(':/') ? '' : spec);
  const base = spec.startsWith(':/') ? spec : (match?.[1] ?? spec);
  const suffix = spec.startsWith(':/') ? '' : (match?.[2] ?? '');
  let oid = resolveBase(session, repo, base === '' ? 'HEAD' : base);
  for (const step of suffix.match(/~[0-9]*|\^\{[a-z]*\}|\^[0-9]*/g) ?? []) {
    if (oid === undefined) return undefined;
    if (step.startsWith('^{')) {
      oid = peelTo(repo, oid, step.slice(2, -1));
      continue;
    }
    const commit = peel(repo, oid);
    if (readObject(repo, commit).type !== 'commit') return undefined;
    const count = step.length > 1 ? Number(step.slice(1)) : 1;
    if (step.startsWith('~')) {
      oid = commit;
      for (let i = 0; i < count && oid !== undefined; i++) oid = readCommit(repo, oid).parents[0];
    } else oid = count === 0 ? commit : readCommit(repo, commit).parents[count - 1];
  }
  return oid;
}

/** A revision that must name a commit (tags peeled). */
export function resolveCommit(session: Session, repo: Repo, spec: string): string | undefined {
  const oid = resolveRevision(session, repo, spec);
  if (oid === undefined) return undefined;
  const peeled = peel(repo, oid);
  return readObject(repo, peeled).type === 'commit' ? peeled : undefined;
}
