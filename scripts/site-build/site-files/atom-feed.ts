import { xmlText } from './xml-text.ts';

/** A note as the feed lists it. */
export interface FeedNote {
  id: number;
  title: string;
  /** The note's description (or its fallback), as on its page. */
  summary: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  topic: string;
  /** Canonical URL of the note's page. */
  url: string;
}

interface AtomFeedOptions {
  title: string;
  /** Canonical URL of the home page. */
  homeUrl: string;
  /** Canonical URL of the feed itself. */
  feedUrl: string;
  notes: readonly FeedNote[];
  /** The feed's date when there is no note to take it from. */
  now: Date;
}

/** How many notes the feed lists: what a reader polling for news needs, at any catalogue size. */
export const FEED_SIZE = 50;

// Notes carry calendar dates; Atom wants a date-time, so midnight UTC stands for the day.
const dateTime = (date: string) => `${date}T00:00:00Z`;

/** An Atom 1.0 feed (RFC 4287) of the newest notes. */
export function atomFeed({ title, homeUrl, feedUrl, notes, now }: AtomFeedOptions): string {
  // By date, then by id: a later lesson of the same day first.
  const newest = [...notes].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)).slice(0, FEED_SIZE);
  const updated = newest[0] ? dateTime(newest[0].date) : now.toISOString().replace(/\.\d+Z$/, 'Z');
  const entries = newest.map((note) =>
    [
      '  <entry>',
      `    <title>${xmlText(note.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(note.url)}"/>`,
      `    <id>${xmlText(note.url)}</id>`,
      `    <published>${dateTime(note.date)}</published>`,
      `    <updated>${dateTime(note.date)}</updated>`,
      `    <category term="${xmlText(note.topic)}"/>`,
      `    <summary>${xmlText(note.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${xmlText(title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(homeUrl)}"/>`,
    `  <id>${xmlText(homeUrl)}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xmlText(title)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
