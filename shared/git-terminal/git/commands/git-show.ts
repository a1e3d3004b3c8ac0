import { fatal } from '../git-error.ts';
import { readCommit, readTag } from '../repo/commits.ts';
import { readObject } from '../repo/object-store.ts';
import { resolveRevision } from '../repo/revisions.ts';
import type { Repo } from '../repo/repository.ts';
import { formatDate } from '../output/format-date.ts';
import { decorations } from '../output/decorations.ts';
import { ambiguous } from '../rev-walk.ts';
import type { GitCommand } from '../session.ts';
import { requireRepo } from '../session.ts';
import { displayOption, newDisplay, renderCommit } from './git-log.ts';

/** An object's content as `cat-file -p` prints it (trees as `mode type id\tname` lines). */
export function objectText(repo: Repo, oid: string, pretty: boolean): string {
  const object = readObject(repo, oid);
  if (object.type !== 'tree') return object.text;
  if (!pretty) return object.entries.map((entry) => `${entry.mode} ${entry.name}\0${entry.oid}`).join('');
  return object.entries
    .map((entry) => `${entry.mode.padStart(6, '0')} ${entry.mode === '40000' ? 'tree' : 'blob'} ${entry.oid}\t${entry.name}\n`)
    .join('');
}

export const show: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  const display = newDisplay(session, repo);
  display.patch = true;
  const specs: string[] = [];
  for (const arg of args) {
    if (arg === '-s' || arg === '--no-patch') display.patch = false;
    else if (arg.startsWith('-') && displayOption(display, arg) > 0) {
      if (display.stat || display.nameOnly) display.patch = false;
    } else if (arg.startsWith('-')) throw fatal(`unrecognized argument: ${arg}`);
    else specs.push(arg);
  }
  if (specs.length === 0) specs.push('HEAD');
  const extras = { decorations: decorations(repo), dateStyle: display.dateStyle };
  specs.forEach((spec, i) => {
    const oid = resolveRevision(session, repo, spec);
    if (oid === undefined) {
      const colon = spec.indexOf(':');
      if (colon > 0) throw fatal(`path '${spec.slice(colon + 1)}' does not exist in '${spec.slice(0, colon)}'`);
      throw ambiguous(spec);
    }
    const object = readObject(repo, oid);
    if (i > 0 && object.type === 'commit' && !display.oneline && !display.format) session.out.push('\n');
    if (object.type === 'blob') session.out.push(object.text);
    else if (object.type === 'tree')
      session.out.push(`tree ${spec}\n\n${object.entries.map((entry) => `${entry.name}${entry.mode === '40000' ? '/' : ''}\n`).join('')}`);
    else if (object.type === 'tag') {
      const tag = readTag(repo, oid)!;
      session.out.push(
        `tag ${tag.tag}\nTagger: ${tag.tagger.name} <${tag.tagger.email}>\nDate:   ${formatDate(tag.tagger.seconds, tag.tagger.zone)}\n\n${tag.message}\n`,
      );
      const target = readObject(repo, tag.object);
      if (target.type === 'commit')
        session.out.push(Object.values(renderCommit(repo, readCommit(repo, tag.object), display, extras)).join(''));
    } else session.out.push(Object.values(renderCommit(repo, readCommit(repo, oid), display, extras)).join(''));
  });
  return 0;
};
