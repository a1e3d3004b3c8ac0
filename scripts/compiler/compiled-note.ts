import type { BodyAnnotations } from '../../shared/code-annotations.ts';
import type { LightBlock } from '../../shared/light-markup.ts';
import type { NoteMeta } from '../../shared/note.ts';
import type { SeriesInfo } from '../../shared/series.ts';
import type { MarkdownCopySource } from '../../shared/tool-copies.ts';
import type { Exercise } from './transform-body.ts';

/** A note as the compiler leaves it: what its file is written from. */
export interface CompiledNote {
  meta: NoteMeta;
  /** The body in light markup. */
  body: string;
  annotations: BodyAnnotations;
  blocks: LightBlock[];
  /** The text of each section, the intro first, for the full-text search. */
  sections: string[];
  /** What its Markdown copy for tools is made from: only the server build reads it. */
  copy: MarkdownCopySource;
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
