import { stringify } from 'yaml';
import type { MarkdownCopySource } from '../../shared/tool-copies.ts';
import type { LinkDestination } from './link-destinations.ts';

/** The front-matter keys a note's Markdown copy keeps, in this order: what a reader of the text needs. */
export const COPY_KEYS = ['title', 'description', 'date', 'reviewed', 'references'] as const;

// A URL with a scheme (https:, mailto:) is absolute already, and is left exactly as written.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A note's Markdown copy, compiled and cached with the note: kept front matter, the body as written, and
 * its relative links with their targets (a note's file points to that note's page).
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
