import type { NoteSummary } from '../../shared/note';
import type { SeriesInfo } from '../../shared/series';

/** A featured card: the series' lowest-id note, shown under the series' display name. */
export interface FeaturedEntry {
  seriesKey: string;
  note: NoteSummary;
  isFeatured: true;
  displayTopic: string;
}

/** The series key a note belongs to for lists and links. */
export function seriesKeyOf(note: Pick<NoteSummary, 'topic' | 'seriesKey'>): string {
  return note.seriesKey ?? note.topic;
}

/**
 * One entry per featured series, represented by its lowest-id note (series matched ignoring case),
 * series without notes dropped and duplicate keys removed.
 */
export function featuredEntries(notes: readonly NoteSummary[], series: readonly SeriesInfo[], order: readonly string[]): FeaturedEntry[] {
  const entries: FeaturedEntry[] = [];
  const seen = new Set<string>();
  for (const key of order) {
    const wanted = key.toLowerCase();
    if (seen.has(wanted)) continue;
    seen.add(wanted);
    let first: NoteSummary | undefined;
    for (const note of notes) {
      if (seriesKeyOf(note).toLowerCase() === wanted && (!first || note.id < first.id)) first = note;
    }
    if (!first) continue;
    const info = series.find((candidate) => candidate.key === wanted);
    entries.push({
      seriesKey: wanted,
      note: first,
      isFeatured: true,
      displayTopic: first.displayTopic ?? info?.title ?? wanted,
    });
  }
  return entries;
}
