import { fatal } from '../git-error.ts';
import type { Repo } from './repository.ts';
import { readObject, writeObject } from './object-store.ts';

/** A person and a moment, as in an `author` line: `Ada <ada@example.com> 1700000000 +0000`. */
export interface Signature {
  name: string;
  email: string;
  seconds: number;
  zone: string;
}

export interface Commit {
  oid: string;
  tree: string;
  parents: string[];
  author: Signature;
  committer: Signature;
  message: string;
}

export function formatSignature(sig: Signature): string {
  return `${sig.name} <${sig.email}> ${sig.seconds} ${sig.zone}`;
}

function parseSignature(text: string): Signature {
  const match = /^(.*) <(.*)> (-?\d+) ([+-]\d{4})$/.exec(text);
  if (!match) return { name: text, email: '', seconds: 0, zone: '+0000' };
  return { name: match[1]!, email: match[2]!, seconds: Number(match[3]), zone: match[4]! };
}

/** A commit's header lines up to the blank line, and its message after it. */
function splitHeaders(text: string): { headers: [string, string][]; message: string } {
  const cut = text.indexOf('\n\n');
  const head = cut < 0 ? text : text.slice(0, cut);
  const headers = head
    .split('\n')
    .filter(Boolean)
    .map((line): [string, string] => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]);
  return { headers, message: cut < 0 ? '' : text.slice(cut + 2) };
}

const cache = new WeakMap<Repo, Map<string, Commit>>();

export function readCommit(repo: Repo, oid: string): Commit {
  const known = cache.get(repo)?.get(oid);
  if (known) return known;
  const object = readObject(repo, oid);
  if (object.type !== 'commit') throw fatal(`object ${oid} is a ${object.type}, not a commit`);
  const { headers, message } = splitHeaders(object.text);
  const field = (name: string) => headers.find(([key]) => key === name)?.[1] ?? '';
  const commit: Commit = {
    oid,
    tree: field('tree'),
    parents: headers.filter(([key]) => key === 'parent').map(([, value]) => value),
    author: parseSignature(field('author')),
    committer: parseSignature(field('committer')),
    message,
  };
  if (!cache.has(repo)) cache.set(repo, new Map());
  cache.get(repo)!.set(oid, commit);
  return commit;
}

export function writeCommit(repo: Repo, commit: Omit<Commit, 'oid'>): string {
  const lines = [`tree ${commit.tree}`, ...commit.parents.map((parent) => `parent ${parent}`)];
  lines.push(`author ${formatSignature(commit.author)}`, `committer ${formatSignature(commit.committer)}`);
  return writeObject(repo, { type: 'commit', text: `${lines.join('\n')}\n\n${commit.message}` });
}

export function subjectOf(message: string): string {
  const paragraph = message.split('\n\n')[0] ?? '';
  return paragraph.trim().split('\n').join(' ');
}

export interface TagObject {
  object: string;
  type: string;
  tag: string;
  tagger: Signature;
  message: string;
}

export function readTag(repo: Repo, oid: string): TagObject | undefined {
  const object = readObject(repo, oid);
  if (object.type !== 'tag') return undefined;
  const { headers, message } = splitHeaders(object.text);
  const field = (name: string) => headers.find(([key]) => key === name)?.[1] ?? '';
  return { object: field('object'), type: field('type'), tag: field('tag'), tagger: parseSignature(field('tagger')), message };
}

export function writeTag(repo: Repo, tag: TagObject): string {
  const text = `object ${tag.object}\ntype ${tag.type}\ntag ${tag.tag}\ntagger ${formatSignature(tag.tagger)}\n\n${tag.message}`;
  return writeObject(repo, { type: 'tag', text });
}
