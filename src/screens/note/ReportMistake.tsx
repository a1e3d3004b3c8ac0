import type { MouseEvent, RefObject } from 'react';
import { mistakeIssueUrl } from '../../site/issue-url';
import { canonicalUrl, sitePath } from '../../site/page-head';
import { selectedPassage } from './selected-passage';

interface ReportMistakeProps {
  id: number;
  title: string;
  topic: string;
  /** The note's body: a passage selected there goes into the report. */
  body: RefObject<HTMLElement | null>;
  /** The site's new-issue address; unset, nothing is shown. */
  issuesUrl?: string;
}

/**
 * Opens a prefilled issue with the passage the reader selected; the address is updated as the pointer
 * presses the link, since a click may clear the selection before it lands.
 */
export function ReportMistake({ id, title, topic, body, issuesUrl }: ReportMistakeProps) {
  const report = (passage?: string) =>
    mistakeIssueUrl({ id, title, pageUrl: canonicalUrl(sitePath([topic, String(id)])), passage }, issuesUrl);
  const href = report();
  if (!href) return null;
  const withSelection = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = report(selectedPassage(body.current)) ?? href;
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      onMouseDown={withSelection}
      // detail is 0 for a click the keyboard made: no press came first to read the selection.
      onClick={(event) => {
        if (event.detail === 0) withSelection(event);
      }}
    >
      Report a mistake in this note <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
