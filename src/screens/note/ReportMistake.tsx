import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { replayEarlyPress } from '../../app/early-press';
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
  const link = useRef<HTMLAnchorElement>(null);
  // A press made with a passage selected before this code arrived is made again now (app/early-press.ts).
  useEffect(() => replayEarlyPress(link.current), []);
  const href = report();
  if (!href) return null;
  const withSelection = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = report(selectedPassage(body.current)) ?? href;
  };
  return (
    <a
      ref={link}
      href={href}
      data-deferred
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
