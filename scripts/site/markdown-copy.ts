import { stringify } from 'yaml';
import { readFrontMatter } from '../content/front-matter.ts';
import { resolveNoteLink, type NoteFileTable } from '../content/note-links.ts';
import { rewriteLinkDestinations } from './link-destinations.ts';

/** The front-matter keys a note's Markdown copy keeps, in this order: what a reader of the text needs. */
export const COPY_KEYS = ['title', 'description', 'date', 'reviewed', 'references'] as const;

export interface MarkdownCopyOptions {
  /** The note's source file, front matter and all. */
  source: string;
  /** The note's path inside notes/ (`react/105-jsx-basics.md`), against which its note links resolve. */
  file: string;
  /** The canonical URL of the note's page, against which every other relative link resolves. */
  pageUrl: string;
  /** Every note file, and every series key, for the links between notes. */
  files: NoteFileTable;
  seriesKeys: ReadonlySet<string>;
}

// A URL with a scheme (https:, mailto:) is absolute already, and is left exactly as written.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A note as Markdown for tools (`/react/105.md`): its front matter reduced to title, description,
 * date, reviewed and references, then its body as written, with every relative link made absolute
 * on the site's canonical host: a link to another note's file (`./104-jsx.md`) to that note's page,
 * any other (`/react/101`, `#props`, `../x`) as the note's page resolves it in a browser.
 */
export function markdownCopy({ source, file, pageUrl, files, seriesKeys }: MarkdownCopyOptions): string {
  const { data, body } = readFrontMatter(source);
  const kept: Record<string, unknown> = {};
  for (const key of COPY_KEYS) {
    if (data[key] !== undefined) kept[key] = data[key];
  }
  const absolute = (url: string) => {
    if (url === '' || HAS_SCHEME.test(url)) return url;
    const link = resolveNoteLink(file, url, files, seriesKeys);
    return new URL(link.kind === 'note' ? link.href : url, pageUrl).href;
  };
  const text = rewriteLinkDestinations(body, absolute)
    .replace(/^(?:[ \t]*\r?\n)+/, '')
    .trimEnd();
  return `---\n${stringify(kept, { lineWidth: 0 })}---\n\n${text}\n`;
}
