import type { Definition, Image, Link } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Rewrites the destination of each link, image and link definition of a Markdown text to what
 * `rewrite` returns for its URL, and leaves every other byte as it was: only the destinations
 * `rewrite` changes are replaced, in place, so the text stays the author's (code spans and code
 * blocks, where a `[x](y)` is no link, are never touched).
 */
export function rewriteLinkDestinations(markdown: string, rewrite: (url: string) => string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  visit(parser.parse(markdown), (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const { url, position } = node as Link | Image | Definition;
    const replacement = rewrite(url);
    if (replacement === url || position?.start.offset === undefined || position.end.offset === undefined) return;
    const source = markdown.slice(position.start.offset, position.end.offset);
    const found = findDestination(source, url, node.type === 'definition' ? ']:' : '](');
    if (!found) return;
    const angled = found.angled || /[\s()<>]/.test(replacement);
    edits.push({
      start: position.start.offset + found.start,
      end: position.start.offset + found.end,
      text: angled ? `<${replacement}>` : replacement,
    });
  });
  let result = markdown;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/**
 * Where, in a link's own source (`[text](dest "title")`, or `[label]: dest` after `opener`), the
 * destination whose value is `url` stands: the last candidate that reads as it, since the text
 * before may hold brackets of its own.
 */
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
