import type { LightBlock } from '../../shared/light-markup.ts';
import type { NoteMeta } from '../../shared/note.ts';
import type { SeriesInfo } from '../../shared/series.ts';
import type { NoteResult } from './compile-note.ts';
import type { Exercise } from './transform-body.ts';

/** A note as the compiler leaves it: what its file is written from (its Markdown copy only the server build reads). */
export interface CompiledNote extends Pick<NoteResult, 'annotations' | 'sections' | 'copy'> {
  meta: NoteMeta;
  /** The body in light markup. */
  body: string;
  blocks: LightBlock[];
  /** Its exercises and their checks, for the build's counts (the page has the checks in `annotations`). */
  exercises: readonly Exercise[];
}

export interface Catalogue {
  /** Sorted by ascending id. */
  notes: CompiledNote[];
  /** Every known series key: the configured ones in navigation order, then other folders. */
  seriesKeys: string[];
  series: SeriesInfo[];
}
