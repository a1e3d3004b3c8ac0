import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Where a link's destination stands in the Markdown text, and what it says. */
export interface LinkDestination {
  /** Offsets of the destination as written, angle brackets included. */
  start: number;
  end: number;
  url: string;
  /** Written in angle brackets (`[x](<a b>)`). */
  angled: boolean;
}

/** Where each link's, image's and definition's destination stands in the text, in order, so a copy replaces only those bytes. */
export function linkDestinations(markdown: string, tree: Root): LinkDestination[] {
  const found: LinkDestination[] = [];
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const { url, position } = node as Link | Image | Definition;
    if (position?.start.offset === undefined || position.end.offset === undefined) return;
    const source = markdown.slice(position.start.offset, position.end.offset);
    const destination = findDestination(source, url, node.type === 'definition' ? ']:' : '](');
    if (destination)
      found.push({ ...destination, start: position.start.offset + destination.start, end: position.start.offset + destination.end, url });
  });
  return found.sort((a, b) => a.start - b.start);
}

/** Where `url` stands in a link's own source: the last candidate that reads as it, since the text may hold brackets. */
function findDestination(source: string, url: string, opener: string): { start: number; end: number; angled: boolean } | undefined {
  let found: { start: number; end: number; angled: boolean } | undefined;
  for (let at = source.indexOf(opener); at !== -1; at = source.indexOf(opener, at + 1)) {
    let start = at + opener.length;
    while (start < source.length && /\s/.test(source[start]!)) start++;
    const candidate = source[start] === '<' ? angledDestination(source, start) : bareDestination(source, start);
    if (candidate && unescape(source.slice(candidate.valueStart, candidate.valueEnd)) === url) {
      found = { start, end: candidate.end, angled: source[start] === '<' };
    }
  }
  return found;
}

function angledDestination(source: string, start: number) {
  const close = source.indexOf('>', start);
  return close === -1 ? undefined : { valueStart: start + 1, valueEnd: close, end: close + 1 };
}

/** A destination without angle brackets: up to white space or the `)` that balances the link's `(`. */
function bareDestination(source: string, start: number) {
  let depth = 0;
  let end = start;
  for (; end < source.length; end++) {
    const char = source[end]!;
    if (char === '\\') end++;
    else if (/\s/.test(char)) break;
    else if (char === '(') depth++;
    else if (char === ')' && depth-- === 0) break;
  }
  return { valueStart: start, valueEnd: end, end };
}

/** A destination as Markdown reads it: a backslash before ASCII punctuation escapes it. */
function unescape(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
