import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js';
import { fatal } from '../git-error.ts';
import type { Repo } from './repository.ts';
import { readGitFile, writeGitFile } from './repository.ts';

export type ObjectType = 'blob' | 'tree' | 'commit' | 'tag';

export interface TreeEntry {
  mode: string;
  name: string;
  oid: string;
}

/** An object as stored: trees as their entries, the others as their text. */
export type GitObject = { type: 'tree'; entries: TreeEntry[] } | { type: 'blob' | 'commit' | 'tag'; text: string };

export const ZERO_OID = '0'.repeat(40);
const encoder = new TextEncoder();

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(20);
  for (let i = 0; i < 20; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Git's tree order: a folder sorts as if its name ended with `/`. */
export function sortTreeEntries(entries: TreeEntry[]): TreeEntry[] {
  const key = (entry: TreeEntry) => (entry.mode === '40000' ? `${entry.name}/` : entry.name);
  return [...entries].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The object's body in Git's own bytes, which its id hashes. */
function bodyBytes(object: GitObject): Uint8Array {
  if (object.type !== 'tree') return encoder.encode(object.text);
  const parts = object.entries.flatMap((entry) => [encoder.encode(`${entry.mode} ${entry.name}\0`), hexBytes(entry.oid)]);
  return concatBytes(...parts);
}

function hashObject(object: GitObject): string {
  const body = bodyBytes(object);
  const header = encoder.encode(`${object.type} ${body.length}\0`);
  const all = new Uint8Array(header.length + body.length);
  all.set(header);
  all.set(body, header.length);
  return bytesToHex(sha1(all));
}

function serialize(object: GitObject): string {
  if (object.type !== 'tree') return `${object.type}\n${object.text}`;
  return `tree\n${object.entries.map((entry) => `${entry.mode} ${entry.oid}\t${entry.name}\n`).join('')}`;
}

function parse(stored: string): GitObject {
  const cut = stored.indexOf('\n');
  const type = stored.slice(0, cut) as ObjectType;
  const body = stored.slice(cut + 1);
  if (type !== 'tree') return { type, text: body };
  const entries = body
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode = '', oid = ''] = line.slice(0, tab).split(' ');
      return { mode, oid, name: line.slice(tab + 1) };
    });
  return { type, entries };
}

const objectPath = (oid: string) => `objects/${oid.slice(0, 2)}/${oid.slice(2)}`;

export function writeObject(repo: Repo, object: GitObject): string {
  const oid = hashObject(object);
  if (!hasObject(repo, oid)) writeGitFile(repo, objectPath(oid), serialize(object));
  return oid;
}

export function hasObject(repo: Repo, oid: string): boolean {
  return /^[0-9a-f]{40}$/.test(oid) && readGitFile(repo, objectPath(oid)) !== undefined;
}

export function readObject(repo: Repo, oid: string): GitObject {
  const stored = /^[0-9a-f]{40}$/.test(oid) ? readGitFile(repo, objectPath(oid)) : undefined;
  if (stored === undefined) throw fatal(`unable to read ${oid}`);
  return parse(stored);
}

/** Copies an object file from one repository to another (fetch, push, clone). */
export function copyObject(from: Repo, to: Repo, oid: string): void {
  const stored = readGitFile(from, objectPath(oid));
  if (stored !== undefined && readGitFile(to, objectPath(oid)) === undefined) writeGitFile(to, objectPath(oid), stored);
}

/** Every object id in the store, for abbreviated-id lookup. */
export function listObjectIds(repo: Repo): string[] {
  const dir = `${repo.gitDir}/objects`;
  return repo.fs
    .readdir(dir)
    .filter((name) => /^[0-9a-f]{2}$/.test(name))
    .flatMap((prefix) => repo.fs.readdir(`${dir}/${prefix}`).map((rest) => prefix + rest));
}

export function readBlob(repo: Repo, oid: string): string {
  const object = readObject(repo, oid);
  return object.type === 'tree' ? '' : object.text;
}

export function writeBlob(repo: Repo, text: string): string {
  return writeObject(repo, { type: 'blob', text });
}

export function blobId(text: string): string {
  return hashObject({ type: 'blob', text });
}
