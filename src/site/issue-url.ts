import { siteConfig } from './config';

/** The longest passage an issue quotes: a new-issue address must stay within what hosts accept. */
export const MAX_PASSAGE = 1500;

interface MistakeReport {
  id: number;
  title: string;
  /** The canonical URL of the note's page. */
  pageUrl: string;
  /** What the reader selected in the note's text, if anything. */
  passage?: string;
}

/**
 * The GitHub new-issue address that reports a mistake in a note, with its id, title, address and the
 * selected passage; undefined while the site has no valid issues URL.
 */
export function mistakeIssueUrl({ id, title, pageUrl, passage }: MistakeReport, issuesUrl = siteConfig.issuesUrl): string | undefined {
  if (!issuesUrl) return undefined;
  const quoted = passage?.trim();
  const excerpt = quoted && quoted.length > MAX_PASSAGE ? `${quoted.slice(0, MAX_PASSAGE).trimEnd()}…` : quoted;
  const body = [
    `Note: ${pageUrl}`,
    '',
    ...(excerpt ? ['Passage:', '', ...excerpt.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()), ''] : []),
    'What is wrong, and what should it say?',
    '',
  ].join('\n');
  let url: URL;
  try {
    url = new URL(issuesUrl);
  } catch {
    // A setting that is no address offers nothing rather than breaking every note.
    return undefined;
  }
  url.searchParams.set('title', `Mistake in note ${id}: ${title}`);
  url.searchParams.set('body', body);
  return url.href;
}
