/** A note as the catalogue holds it: its metadata, what cards and lessons show of it, and its own file. */
import type { BodyAnnotations } from './code-annotations.ts';

/** A `##` or `###` heading of a note, with the anchor the page gives it. */
export interface NoteHeading {
  level: 2 | 3;
  text: string;
  slug: string;
}

/** Everything the app needs about a note without its body. */
export interface NoteMeta {
  id: number;
  topic: string;
  seriesKey?: string;
  title: string;
  description?: string;
  /** The note's opening plain text, for the description fallback; present only without a description. */
  excerpt?: string;
  tags: string[];
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  /** When an expert last checked the whole note against its references: a calendar date, YYYY-MM-DD. */
  reviewed?: string;
  /** The primary sources the note was checked against, 1 to 4; only in the note's own chunk. */
  references?: readonly NoteReference[];
  displayTopic?: string;
  headings: NoteHeading[];
  /** Estimated minutes to read the note, code included. */
  readingMinutes?: number;
  /** The Markdown source, relative to the repository root. */
  sourcePath: string;
}

/** A primary source of a note: its title and an https URL. */
export interface NoteReference {
  title: string;
  url: string;
}

/** The fields a card shows of a note: the home page's featured list and search results. */
export const SUMMARY_FIELDS = ['id', 'topic', 'seriesKey', 'title', 'description', 'tags', 'date', 'displayTopic'] as const;

/** What a card shows of a note. */
export type NoteSummary = Pick<NoteMeta, (typeof SUMMARY_FIELDS)[number]>;

/** What a series' file holds of each lesson, with its topic: enough for the sidebar and the neighbours. */
export type LessonSummary = Pick<NoteMeta, 'id' | 'topic' | 'seriesKey' | 'title'> & { exercises?: readonly string[] };

/** A note's metadata as its page receives it. */
export type NoteDetails = Omit<NoteMeta, 'headings'>;

/** A note's own file: its metadata (its headings are in the body), its light-markup body and its annotations. */
export interface NoteChunk {
  meta: NoteDetails;
  default: string;
  annotations?: BodyAnnotations;
}

/** The series a note files under, as its URL spells it: its `seriesKey`, else its topic, lowercase. */
export function seriesKeyOf(meta: Pick<NoteMeta, 'topic' | 'seriesKey'>): string {
  return (meta.seriesKey ?? meta.topic).toLowerCase();
}
