import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { readCommit } from '../repo/commits.ts';
import { readReflog } from '../repo/refs.ts';
import { dwimRef } from '../repo/revisions.ts';
import { decorations } from '../output/decorations.ts';
import { expandFormat } from '../output/pretty-format.ts';
import type { GitCommand } from '../session.ts';
import { requireRepo } from '../session.ts';

/** `git reflog [show] [-n] [--format=...] [ref]`: where a ref has been, newest first. */
export const reflog: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  let max: number | undefined;
  let format: string | undefined;
  let refName = 'HEAD';
  const words = args[0] === 'show' ? args.slice(1) : args;
  for (let i = 0; i < words.length; i++) {
    const arg = words[i]!;
    if (/^-\d+$/.test(arg)) max = Number(arg.slice(1));
    else if (arg === '-n') max = Number(words[++i]);
    else if (/^--(format|pretty)=/.test(arg)) format = arg.slice(arg.indexOf('=') + 1).replace(/^t?format:/, '');
    else if (arg === '--oneline') format = undefined;
    else if (arg.startsWith('-')) throw new GitExit(`fatal: unrecognized argument: ${arg}\n`, 128);
    else refName = arg;
  }
  const ref = dwimRef(repo, refName);
  if (ref === undefined) throw fatal(`ambiguous argument '${refName}': unknown revision or path not in the working tree.`);
  const shortName = ref === 'HEAD' ? 'HEAD' : ref.replace(/^refs\/(heads|remotes|tags)\//, '');
  const entries = readReflog(repo, ref).slice(0, max);
  const names = decorations(repo);
  entries.forEach((entry, i) => {
    const selector = `${shortName}@{${i}}`;
    const commit = readCommit(repo, entry.newOid);
    if (format !== undefined) {
      session.out.push(
        `${expandFormat(repo, format, commit, { decorations: names, dateStyle: 'default', reflog: { selector, message: entry.message } })}\n`,
      );
    } else session.out.push(`${abbrev(repo, entry.newOid)} ${selector}: ${entry.message}\n`);
  });
  return 0;
};
