import { headBranch, listRefs, readRef } from '../repo/refs.ts';
import { peel } from '../repo/revisions.ts';
import type { Repo } from '../repo/repository.ts';

/** The ref names to show next to each commit, in Git's order: `HEAD -> main`, then the others by name, last first. */
export function decorations(repo: Repo): Map<string, string[]> {
  const byCommit = new Map<string, string[]>();
  const add = (oid: string, name: string) => byCommit.set(oid, [...(byCommit.get(oid) ?? []), name]);
  const current = headBranch(repo);
  const head = readRef(repo, 'HEAD');
  if (head !== undefined) add(head, current === undefined ? 'HEAD' : `HEAD -> ${current}`);
  const refs = listRefs(repo, 'refs/').reverse();
  for (const ref of refs) {
    if (ref === `refs/heads/${current}`) continue;
    const oid = readRef(repo, ref);
    if (oid === undefined) continue;
    if (ref.startsWith('refs/tags/')) add(peel(repo, oid), `tag: ${ref.slice(10)}`);
    else if (ref.startsWith('refs/heads/')) add(oid, ref.slice(11));
    else if (ref.startsWith('refs/remotes/')) add(oid, ref.slice(13));
  }
  return byCommit;
}
