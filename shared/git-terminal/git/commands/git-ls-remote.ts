import { GitExit } from '../git-error.ts';
import { listRefs, readRef } from '../repo/refs.ts';
import { openRemote } from '../repo/remotes.ts';
import { peel } from '../repo/revisions.ts';
import type { GitCommand } from '../session.ts';
import { requireRepo } from '../session.ts';
import { defaultRemote } from './git-fetch.ts';

export const lsRemote: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  let tags = false;
  let heads = false;
  const words: string[] = [];
  for (const arg of args) {
    if (arg === '--tags' || arg === '-t') tags = true;
    else if (arg === '--heads' || arg === '-h') heads = true;
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  const remote = openRemote(session, repo, words[0] ?? defaultRemote(session, repo));
  const lines: string[] = [];
  const head = readRef(remote.repo, 'HEAD');
  if (!tags && !heads && head !== undefined) lines.push(`${head}\tHEAD\n`);
  const prefixes = tags || heads ? [...(heads ? ['refs/heads/'] : []), ...(tags ? ['refs/tags/'] : [])] : ['refs/'];
  for (const ref of prefixes.flatMap((prefix) => listRefs(remote.repo, prefix))) {
    const oid = readRef(remote.repo, ref)!;
    lines.push(`${oid}\t${ref}\n`);
    if (ref.startsWith('refs/tags/') && peel(remote.repo, oid) !== oid) lines.push(`${peel(remote.repo, oid)}\t${ref}^{}\n`);
  }
  session.out.push(lines.join(''));
  return 0;
};
