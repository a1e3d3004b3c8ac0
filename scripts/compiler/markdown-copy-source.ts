import { stringify } from 'yaml';
import type { MarkdownCopySource } from '../../shared/tool-copies.ts';
import type { LinkDestination } from './link-destinations.ts';

/** The front-matter keys a note's Markdown copy keeps, in this order: what a reader of the text needs. */
export const COPY_KEYS = ['title', 'description', 'date', 'reviewed', 'references'] as const;

// A URL with a scheme (https:, mailto:) is absolute already, and is left exactly as written.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A note's Markdown copy: kept front matter, the body as written without the test fences (`leftOut`), and its relative links. */
export function markdownCopySource(
  frontMatter: Readonly<Record<string, unknown>>,
  body: string,
  links: readonly LinkDestination[],
  noteHref: (url: string) => string | undefined,
  leftOut: readonly (readonly [start: number, end: number])[] = [],
): MarkdownCopySource {
  const cuts = leftOut.map(([start, end]) => wholeLines(body, start, end));
  // Where an offset of the body is in the copy: the cuts before it are gone.
  const shifted = (offset: number) => cuts.reduce((moved, [start, end]) => (end <= offset ? moved - (end - start) : moved), offset);
  let copy = '';
  let from = 0;
  for (const [start, end] of cuts) {
    copy += body.slice(from, start);
    from = end;
  }
  copy += body.slice(from);
  return {
    // yaml leaves out the keys the note does not have (undefined).
    frontMatter: stringify(Object.fromEntries(COPY_KEYS.map((key) => [key, frontMatter[key]])), { lineWidth: 0 }),
    body: copy,
    links: links
      .filter((link) => link.url !== '' && !HAS_SCHEME.test(link.url))
      .map((link) => [shifted(link.start), shifted(link.end), noteHref(link.url) ?? link.url, link.angled ? 1 : 0] as const),
  };
}

/** The lines a fence from `start` to `end` stands on, with its line break and the blank line after it. */
function wholeLines(body: string, start: number, end: number): [number, number] {
  let after = end;
  if (body[after] === '\n') after++;
  if (body[after] === '\n') after++;
  return [body.lastIndexOf('\n', start - 1) + 1, after];
}
