import type { Repo } from './repository.ts';
import { listObjectIds } from './object-store.ts';

/** The shortest prefix of at least 7 hex digits that names only this object, as Git abbreviates. */
export function abbrev(repo: Repo, oid: string): string {
  if (/^0+$/.test(oid)) return oid.slice(0, 7);
  const others = listObjectIds(repo).filter((other) => other !== oid && other.startsWith(oid.slice(0, 7)));
  let length = 7;
  while (others.some((other) => other.startsWith(oid.slice(0, length)))) length++;
  return oid.slice(0, length);
}
