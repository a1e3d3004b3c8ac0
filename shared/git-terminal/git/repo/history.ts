import type { Commit } from './commits.ts';
import { readCommit } from './commits.ts';
import type { Repo } from './repository.ts';

export function ancestors(repo: Repo, tips: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...tips];
  while (stack.length > 0) {
    const oid = stack.pop()!;
    if (seen.has(oid)) continue;
    seen.add(oid);
    stack.push(...readCommit(repo, oid).parents);
  }
  return seen;
}

export function isAncestor(repo: Repo, ancestor: string, descendant: string): boolean {
  return ancestors(repo, [descendant]).has(ancestor);
}

/** The best common ancestors of two commits: common ones that no other common one descends from. */
export function mergeBases(repo: Repo, a: string, b: string): string[] {
  const ofA = ancestors(repo, [a]);
  const common = [...ancestors(repo, [b])].filter((oid) => ofA.has(oid));
  const redundant = new Set<string>();
  for (const oid of common)
    for (const parent of readCommit(repo, oid).parents) for (const old of ancestors(repo, [parent])) redundant.add(old);
  return common
    .filter((oid) => !redundant.has(oid))
    .sort((x, y) => readCommit(repo, y).committer.seconds - readCommit(repo, x).committer.seconds);
}

/**
 * The commits reachable from `include` but not from `exclude`, in Git's default order: newest committer date
 * first, ties in the order the walk met them.
 */
export function walkCommits(repo: Repo, include: string[], exclude: string[] = [], firstParent = false): Commit[] {
  const hidden = exclude.length > 0 ? ancestors(repo, exclude) : new Set<string>();
  const queue: { commit: Commit; seq: number }[] = [];
  const seen = new Set<string>();
  let seq = 0;
  const push = (oid: string) => {
    if (seen.has(oid) || hidden.has(oid)) return;
    seen.add(oid);
    queue.push({ commit: readCommit(repo, oid), seq: seq++ });
  };
  include.forEach(push);
  const out: Commit[] = [];
  while (queue.length > 0) {
    let best = 0;
    for (let i = 1; i < queue.length; i++) {
      const a = queue[i]!;
      const b = queue[best]!;
      if (
        a.commit.committer.seconds > b.commit.committer.seconds ||
        (a.commit.committer.seconds === b.commit.committer.seconds && a.seq < b.seq)
      )
        best = i;
    }
    const { commit } = queue.splice(best, 1)[0]!;
    out.push(commit);
    (firstParent ? commit.parents.slice(0, 1) : commit.parents).forEach(push);
  }
  return out;
}

/** Git's `--topo-order` (implied by `--graph`): no parent before all its children, one line of history at a time. */
export function topoOrder(commits: Commit[]): Commit[] {
  const indegree = new Map(commits.map((commit) => [commit.oid, 1]));
  for (const commit of commits)
    for (const parent of commit.parents) {
      const value = indegree.get(parent);
      if (value) indegree.set(parent, value + 1);
    }
  const byId = new Map(commits.map((commit) => [commit.oid, commit]));
  const stack = commits.filter((commit) => indegree.get(commit.oid) === 1).reverse();
  const out: Commit[] = [];
  while (stack.length > 0) {
    const commit = stack.pop()!;
    for (const parent of commit.parents) {
      const value = indegree.get(parent);
      if (!value) continue;
      indegree.set(parent, value - 1);
      if (value - 1 === 1) stack.push(byId.get(parent)!);
    }
    indegree.set(commit.oid, 0);
    out.push(commit);
  }
  return out;
}
