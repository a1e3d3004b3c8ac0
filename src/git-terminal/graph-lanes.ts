/** A commit as the graph needs it. */
export interface GraphCommit {
  id: string;
  parents: readonly string[];
}

/**
 * One row of the history picture, as `git log --graph` lays it out: the lanes that wait for a commit above the row
 * (`before`) and below it (`after`), the commit's own lane, and the lanes its parents continue in.
 */
export interface GraphRow {
  id: string;
  lane: number;
  before: readonly (string | null)[];
  after: readonly (string | null)[];
  parentLanes: readonly number[];
}

/** Lays out commits given newest first (every commit above its parents) into lanes. */
export function layOutLanes(commits: readonly GraphCommit[]): GraphRow[] {
  let lanes: (string | null)[] = [];
  return commits.map((commit) => {
    const before = lanes;
    let lane = before.indexOf(commit.id);
    if (lane === -1) lane = freeLane(before);
    const after = before.map((id) => (id === commit.id ? null : id));
    const parentLanes = commit.parents.map((parent, index) => {
      if (index === 0 && !after.includes(parent)) {
        after[lane] = parent;
        return lane;
      }
      const waiting = after.indexOf(parent);
      if (waiting !== -1) return waiting;
      const free = freeLane(after);
      after[free] = parent;
      return free;
    });
    while (after.length > 0 && after.at(-1) === null) after.pop();
    lanes = after;
    return { id: commit.id, lane, before, after, parentLanes };
  });
}

function freeLane(lanes: readonly (string | null)[]): number {
  const free = lanes.indexOf(null);
  return free === -1 ? lanes.length : free;
}

/** Commits ordered newest first so that no commit comes before one of its children (Git's `--topo-order`). */
export function topologicalOrder<T extends GraphCommit & { time: number }>(commits: readonly T[]): T[] {
  const byId = new Map(commits.map((commit) => [commit.id, commit]));
  const children = new Map<string, number>();
  for (const commit of commits) for (const parent of commit.parents) children.set(parent, (children.get(parent) ?? 0) + 1);
  const ready = commits.filter((commit) => !children.has(commit.id));
  const ordered: T[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => b.time - a.time);
    const commit = ready.shift()!;
    ordered.push(commit);
    for (const parent of commit.parents) {
      const left = children.get(parent)! - 1;
      children.set(parent, left);
      const next = byId.get(parent);
      if (left === 0 && next) ready.push(next);
    }
  }
  return ordered;
}
