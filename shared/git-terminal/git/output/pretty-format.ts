import { abbrev } from '../repo/abbrev.ts';
import type { Commit, Signature } from '../repo/commits.ts';
import { subjectOf } from '../repo/commits.ts';
import type { Repo } from '../repo/repository.ts';
import { formatDate } from './format-date.ts';

/** What a format placeholder may need besides the commit: decorations and, for reflog walks, the entry. */
export interface FormatExtras {
  decorations: Map<string, string[]>;
  dateStyle: string;
  reflog?: { selector: string; message: string };
}

function body(message: string): string {
  const cut = message.indexOf('\n\n');
  return cut < 0 ? '' : message.slice(cut + 2);
}

function person(sig: Signature, key: string, dateStyle: string): string | undefined {
  const fields: Record<string, string> = {
    n: sig.name,
    N: sig.name,
    e: sig.email,
    E: sig.email,
    d: formatDate(sig.seconds, sig.zone, dateStyle),
    D: formatDate(sig.seconds, sig.zone),
    t: String(sig.seconds),
    s: formatDate(sig.seconds, sig.zone, 'short'),
    i: formatDate(sig.seconds, sig.zone, 'iso'),
  };
  return fields[key];
}

/** Expands a `--format` string (`%H %h %s %an %ad %d %gs`...) for one commit. */
export function expandFormat(repo: Repo, format: string, commit: Commit, extras: FormatExtras): string {
  const names = extras.decorations.get(commit.oid) ?? [];
  return format.replace(
    /%(an|ae|ad|aN|aE|at|as|ai|aD|cn|ce|cd|cN|cE|ct|cs|ci|cD|gs|gd|gD|x[0-9a-f]{2}|[HhTtPpsbBdDn%])/g,
    (all, key: string) => {
      if (key.length === 2 && (key[0] === 'a' || key[0] === 'c')) {
        return person(key[0] === 'a' ? commit.author : commit.committer, key[1]!, extras.dateStyle) ?? all;
      }
      if (key.startsWith('x')) return String.fromCharCode(parseInt(key.slice(1), 16));
      switch (key) {
        case 'H':
          return commit.oid;
        case 'h':
          return abbrev(repo, commit.oid);
        case 'T':
          return commit.tree;
        case 't':
          return abbrev(repo, commit.tree);
        case 'P':
          return commit.parents.join(' ');
        case 'p':
          return commit.parents.map((parent) => abbrev(repo, parent)).join(' ');
        case 's':
          return subjectOf(commit.message);
        case 'b':
          return body(commit.message);
        case 'B':
          return commit.message;
        case 'd':
          return names.length > 0 ? ` (${names.join(', ')})` : '';
        case 'D':
          return names.join(', ');
        case 'n':
          return '\n';
        case '%':
          return '%';
        case 'gs':
          return extras.reflog?.message ?? '';
        case 'gd':
        case 'gD':
          return extras.reflog?.selector ?? '';
        default:
          return all;
      }
    },
  );
}

/** Git's `medium` format: the header lines and the message indented by four spaces. */
export function mediumFormat(repo: Repo, commit: Commit, extras: FormatExtras, decorate: boolean, oneline: boolean): string {
  const names = extras.decorations.get(commit.oid) ?? [];
  const decoration = decorate && names.length > 0 ? ` (${names.join(', ')})` : '';
  if (oneline) return `${abbrev(repo, commit.oid)}${decoration} ${subjectOf(commit.message)}\n`;
  let text = `commit ${commit.oid}${decoration}\n`;
  if (commit.parents.length > 1) text += `Merge: ${commit.parents.map((parent) => abbrev(repo, parent)).join(' ')}\n`;
  text += `Author: ${commit.author.name} <${commit.author.email}>\n`;
  text += `Date:   ${formatDate(commit.author.seconds, commit.author.zone, extras.dateStyle)}\n\n`;
  const lines = commit.message.replace(/\n+$/, '').split('\n');
  return text + lines.map((line) => `    ${line}\n`).join('');
}
