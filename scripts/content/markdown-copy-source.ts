import { stringify } from 'yaml';
import type { MarkdownCopySource } from '../../src/catalog/types.ts';
import type { LinkDestination } from './link-destinations.ts';

/** The front-matter keys a note's Markdown copy keeps, in this order: what a reader of the text needs. */
export const COPY_KEYS = ['title', 'description', 'date', 'reviewed', 'references'] as const;

// A URL with a scheme (https:, mailto:) is absolute already, and is left exactly as written.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * What a note's Markdown copy is made of, compiled with the note (and cached with it): the kept
 * front matter as YAML, the body as written, and its relative links, each with what it points to:
 * a link to another note's file (`./104-jsx.md`) points to that note's page (`noteHref`), any
 * other (`/react/101`, `#props`, `../x`) to what the note's page resolves it to in a browser.
 */
export function markdownCopySource(
  frontMatter: Readonly<Record<string, unknown>>,
  body: string,
  links: readonly LinkDestination[],
  noteHref: (url: string) => string | undefined,
): MarkdownCopySource {
  const kept: Record<string, unknown> = {};
  for (const key of COPY_KEYS) {
    if (frontMatter[key] !== undefined) kept[key] = frontMatter[key];
  }
  return {
    frontMatter: stringify(kept, { lineWidth: 0 }),
    body,
    links: links
      .filter((link) => link.url !== '' && !HAS_SCHEME.test(link.url))
      .map((link) => [link.start, link.end, noteHref(link.url) ?? link.url, link.angled ? 1 : 0] as const),
  };
}
