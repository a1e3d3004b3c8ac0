// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { atomFeed, FEED_SIZE, type FeedNote } from '../../../../scripts/site-build/site-files/atom-feed.ts';

const note = (id: number, date: string, title = `Note ${id}`): FeedNote => ({
  id,
  title,
  summary: `What note ${id} teaches.`,
  date,
  topic: 'react',
  url: `https://example.com/react/${id}`,
});

function feed(notes: FeedNote[]) {
  const xml = atomFeed({
    title: 'Study Notes',
    homeUrl: 'https://example.com/',
    feedUrl: 'https://example.com/feed.xml',
    notes,
    now: new Date('2026-01-02T03:04:05.678Z'),
  });
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')?.textContent ?? null, 'well-formed XML').toBeNull();
  return document;
}

const text = (element: Element, selector: string) => element.querySelector(selector)?.textContent;

describe('the Atom feed', () => {
  it('is an Atom document that names the site, itself and its latest date', () => {
    const document = feed([note(101, '2024-10-01'), note(102, '2024-10-02')]);
    const root = document.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(root.localName).toBe('feed');
    expect(text(root, 'feed > title')).toBe('Study Notes');
    expect(text(root, 'feed > id')).toBe('https://example.com/');
    expect(text(root, 'feed > updated')).toBe('2024-10-02T00:00:00Z');
    expect(text(root, 'feed > author > name')).toBe('Study Notes');
    expect(root.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe('https://example.com/feed.xml');
  });

  it('lists notes newest first, by date and then by id, with link, id, dates and summary', () => {
    const document = feed([note(101, '2024-10-01'), note(305, '2025-02-01'), note(102, '2024-10-01'), note(901, '2025-07-01')]);
    const entries = [...document.querySelectorAll('entry')];
    expect(entries.map((entry) => text(entry, 'title'))).toEqual(['Note 901', 'Note 305', 'Note 102', 'Note 101']);
    const [first] = entries;
    expect(first!.querySelector('link')?.getAttribute('href')).toBe('https://example.com/react/901');
    expect(text(first!, 'id')).toBe('https://example.com/react/901');
    expect(text(first!, 'updated')).toBe('2025-07-01T00:00:00Z');
    expect(text(first!, 'summary')).toBe('What note 901 teaches.');
    expect(first!.querySelector('category')?.getAttribute('term')).toBe('react');
  });

  it('keeps markup, quotes and control characters in titles and summaries from breaking the XML', () => {
    const tricky = { ...note(101, '2024-10-01', `<script>alert("x")</script> & 'Tom' \u0007 ]]>`), summary: 'a < b && c > d' };
    const entry = feed([tricky]).querySelector('entry')!;
    expect(text(entry, 'title')).toBe(`<script>alert("x")</script> & 'Tom'  ]]>`);
    expect(text(entry, 'summary')).toBe('a < b && c > d');
  });

  it(`lists the newest ${FEED_SIZE} notes of a large catalogue`, () => {
    const notes = Array.from({ length: FEED_SIZE + 20 }, (_, index) => note(1000 + index, '2025-01-01'));
    const entries = [...feed(notes).querySelectorAll('entry')];
    expect(entries).toHaveLength(FEED_SIZE);
    expect(text(entries[0]!, 'title')).toBe(`Note ${1000 + FEED_SIZE + 19}`);
  });

  it('is still valid with no note, dated when it was built', () => {
    expect(text(feed([]).documentElement, 'updated')).toBe('2026-01-02T03:04:05Z');
  });
});
