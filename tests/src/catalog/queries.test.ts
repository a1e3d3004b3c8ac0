import { describe, expect, it } from 'vitest';
import { findNote, neighbours, seriesLessons } from '../../../src/catalog/queries';
import type { NoteMeta } from '../../../shared/note';

function note(id: number, topic: string, extra: Partial<NoteMeta> = {}): NoteMeta {
  return {
    id,
    topic,
    title: `Note ${id}`,
    tags: [],
    date: '2024-10-01',
    headings: [],
    sourcePath: `notes/${topic}/${id}-note.md`,
    ...extra,
  };
}

const notes = [
  note(103, 'react'),
  note(101, 'react'),
  note(102, 'react', { seriesKey: 'react' }),
  note(301, 'javascript'),
  note(150, 'react', { tags: ['hooks', 'JavaScript'] }),
  note(1001, 'c++'),
  note(901, 'c'),
  note(2001, 'dsa', { seriesKey: 'DSA' }),
];

describe('series lessons', () => {
  it('matches topic, seriesKey or a tag ignoring case, by ascending id', () => {
    expect(seriesLessons(notes, 'React').map((lesson) => lesson.id)).toEqual([101, 102, 103, 150]);
    expect(seriesLessons(notes, 'javascript').map((lesson) => lesson.id)).toEqual([150, 301]);
    expect(seriesLessons(notes, 'dsa').map((lesson) => lesson.id)).toEqual([2001]);
    expect(seriesLessons(notes, 'docker')).toEqual([]);
  });
});

describe('finding a note', () => {
  it('matches the id as written and the topic exactly', () => {
    expect(findNote(notes, 'react', '101')?.id).toBe(101);
    expect(findNote(notes, 'c++', '1001')?.id).toBe(1001);
    expect(findNote(notes, 'React', '101')).toBeUndefined();
    expect(findNote(notes, 'javascript', '150')).toBeUndefined();
    for (const noteId of ['abc', '1e2', '0101', '101.0', ' 101', '+101']) expect(findNote(notes, 'react', noteId)).toBeUndefined();
  });
});

describe('neighbours', () => {
  const lessons = seriesLessons(notes, 'react');
  it('links the previous and next lessons, and neither beyond the ends', () => {
    expect(neighbours(lessons, 102)).toEqual({ previous: lessons[0], next: lessons[2] });
    expect(neighbours(lessons, 101).previous).toBeUndefined();
    expect(neighbours(lessons, 150).next).toBeUndefined();
    expect(neighbours(lessons, 999)).toEqual({});
  });
});
