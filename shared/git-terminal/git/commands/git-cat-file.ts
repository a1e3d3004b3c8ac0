import { GitExit, fatal } from '../git-error.ts';
import { readObject } from '../repo/object-store.ts';
import { resolveRevision } from '../repo/revisions.ts';
import type { GitCommand } from '../session.ts';
import { requireRepo } from '../session.ts';
import { objectText } from './git-show.ts';

export const catFile: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  const [mode, spec] = args;
  if (mode === undefined || spec === undefined) throw new GitExit('usage: git cat-file (-t | -s | -e | -p | <type>) <object>\n', 129);
  const oid = resolveRevision(session, repo, spec);
  if (oid === undefined) {
    if (mode === '-e') return 1;
    throw fatal(`Not a valid object name ${spec}`);
  }
  const object = readObject(repo, oid);
  if (mode === '-e') return 0;
  if (mode === '-t') session.out.push(`${object.type}\n`);
  else if (mode === '-s') session.out.push(`${new TextEncoder().encode(objectText(repo, oid, true)).length}\n`);
  else if (mode === '-p' || mode === object.type) session.out.push(objectText(repo, oid, mode === '-p'));
  else throw fatal(`git cat-file ${spec}: bad file`);
  return 0;
};
