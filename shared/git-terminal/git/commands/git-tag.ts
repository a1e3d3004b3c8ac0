import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { readCommit, readTag, subjectOf, writeTag } from '../repo/commits.ts';
import { signature } from '../repo/identity.ts';
import { cleanMessage } from '../repo/new-commit.ts';
import { readObject } from '../repo/object-store.ts';
import { deleteRef, listRefs, readRef, refExists, updateRef } from '../repo/refs.ts';
import { resolveRevision } from '../repo/revisions.ts';
import type { GitCommand } from '../session.ts';
import { requireRepo } from '../session.ts';
import { validBranchName } from './git-branch.ts';

export const tag: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  let annotate = false;
  let message: string | undefined;
  let lines: number | undefined;
  let remove = false;
  let force = false;
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-a' || arg === '--annotate') annotate = true;
    else if (arg === '-m' || arg === '--message') [annotate, message] = [true, args[++i]];
    else if (/^-n\d*$/.test(arg)) lines = arg.length > 2 ? Number(arg.slice(2)) : 1;
    else if (arg === '-d' || arg === '--delete') remove = true;
    else if (arg === '-f' || arg === '--force') force = true;
    else if (arg === '-l' || arg === '--list') continue;
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  if (remove) {
    let code = 0;
    for (const name of words) {
      const oid = readRef(repo, `refs/tags/${name}`);
      if (oid === undefined) {
        session.err.push(`error: tag '${name}' not found.\n`);
        code = 1;
        continue;
      }
      deleteRef(repo, `refs/tags/${name}`);
      session.out.push(`Deleted tag '${name}' (was ${abbrev(repo, oid)})\n`);
    }
    return code;
  }
  if (words.length === 0 || lines !== undefined) {
    const pattern = words[0];
    for (const ref of listRefs(repo, 'refs/tags/')) {
      const name = ref.slice(10);
      if (
        pattern !== undefined &&
        name !== pattern &&
        !new RegExp(`^${pattern.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(name)
      )
        continue;
      if (lines === undefined) {
        session.out.push(`${name}\n`);
        continue;
      }
      const oid = readRef(repo, ref)!;
      const object = readObject(repo, oid);
      const text = object.type === 'tag' ? readTag(repo, oid)!.message : object.type === 'commit' ? readCommit(repo, oid).message : '';
      const shown = text.replace(/\n+$/, '').split('\n').slice(0, lines);
      session.out.push(`${name.padEnd(15)} ${lines === 1 ? subjectOf(text) : shown.join('\n    ')}\n`);
    }
    return 0;
  }
  const [name, targetSpec = 'HEAD'] = words as [string, string?];
  if (!validBranchName(name)) throw fatal(`'${name}' is not a valid tag name.`);
  if (refExists(repo, `refs/tags/${name}`) && !force) throw fatal(`tag '${name}' already exists`);
  const target = resolveRevision(session, repo, targetSpec);
  if (target === undefined) throw fatal(`Failed to resolve '${targetSpec}' as a valid ref.`);
  if (!annotate) {
    updateRef(repo, `refs/tags/${name}`, target);
    return 0;
  }
  if (message === undefined)
    throw new GitExit(
      `git: 'tag -a' without -m needs an editor, which this terminal does not have; use git tag -a ${name} -m "<message>"\n`,
      1,
    );
  const oid = writeTag(repo, {
    object: target,
    type: readObject(repo, target).type,
    tag: name,
    tagger: signature(session, repo, 'committer'),
    message: cleanMessage(message),
  });
  updateRef(repo, `refs/tags/${name}`, oid);
  return 0;
};
