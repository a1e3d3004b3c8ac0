import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteDescription, noteKeywords } from '../../../src/catalog/describe-note';
import { formatNoteDate, parseCalendarDate } from '../../../src/catalog/note-date';
import type { NoteMeta } from '../../../shared/note';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('note dates', () => {
  // Far west (UTC-10) and far east (UTC+14): a UTC-midnight parse would shift the day in both.
  for (const zone of ['Pacific/Honolulu', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Tokyo']) {
    it(`show the calendar day in ${zone}`, () => {
      vi.stubEnv('TZ', zone);
      expect(formatNoteDate('2024-10-01', 'en-US')).toBe('October 1, 2024');
      expect(formatNoteDate('2025-12-31', 'en-US')).toBe('December 31, 2025');
      expect(parseCalendarDate('2024-10-01')?.getDate()).toBe(1);
    });
  }

  it('show US English as Intl does, month by month, without asking Intl', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const make = vi.spyOn(Intl, 'DateTimeFormat');
    for (let month = 1; month <= 12; month++) {
      const value = `2025-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect(formatNoteDate(value, 'en-US')).toBe(intl.format(Date.UTC(2025, month - 1, (month % 9) + 1)));
      expect(formatNoteDate(value, 'en')).toBe(formatNoteDate(value, 'en-US'));
    }
    expect(make).not.toHaveBeenCalled();
    make.mockRestore();
  });

  it('use the viewer locale', () => {
    expect(formatNoteDate('2024-10-01', 'de-DE')).toBe('1. Oktober 2024');
    expect(formatNoteDate('2024-10-01', 'en-GB')).toBe('1 October 2024');
  });

  it('show N/A when missing or impossible', () => {
    expect(formatNoteDate(undefined)).toBe('N/A');
    expect(formatNoteDate('')).toBe('N/A');
    expect(formatNoteDate('2024-02-30')).toBe('N/A');
    expect(formatNoteDate('October 1')).toBe('N/A');
  });
});

describe('note descriptions', () => {
  const base: NoteMeta = { id: 1, topic: 'react', title: 'T', tags: ['hooks', 'state'], date: '', headings: [], sourcePath: '' };

  it('use the description when there is one', () => {
    expect(noteDescription({ ...base, description: 'Short.' })).toBe('Short.');
  });

  it('fall back to the first 150 characters of text, line breaks as spaces, then ...', () => {
    const excerpt = `${'a'.repeat(100)}\n${'b'.repeat(100)}`;
    expect(noteDescription({ ...base, excerpt })).toBe(`${'a'.repeat(100)} ${'b'.repeat(49)}...`);
  });

  it('list the tags then the topic as keywords', () => {
    expect(noteKeywords(base)).toBe('hooks, state, react');
  });
});
