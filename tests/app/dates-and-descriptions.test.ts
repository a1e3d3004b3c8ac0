import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteDescription, noteKeywords } from '../../src/catalog/describe-note';
import { formatNoteDate, parseCalendarDate } from '../../src/catalog/note-date';
import type { NoteMeta } from '../../src/catalog/types';
import { COLOURED_TOPICS, DEFAULT_TOPIC_COLOR, topicColor } from '../../src/site/topic-colors';

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

describe('topic colours', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const value = parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  it('exist for the 13 topics, with default blue for others', () => {
    expect(COLOURED_TOPICS.sort()).toEqual(
      ['c', 'c++', 'python', 'java', 'html', 'css', 'javascript', 'react', 'nodejs', 'docker', 'git', 'github', 'dsa'].sort(),
    );
    expect(topicColor('rust')).toBe(DEFAULT_TOPIC_COLOR);
    expect(topicColor('React')).toEqual(topicColor('react'));
  });

  it('give card header text at least WCAG AA contrast', () => {
    for (const topic of [...COLOURED_TOPICS, 'unknown']) {
      const { background, foreground } = topicColor(topic);
      expect(contrast(background, foreground), topic).toBeGreaterThanOrEqual(4.5);
    }
  });
});
