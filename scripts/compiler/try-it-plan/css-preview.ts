import type { Sample } from '../../note-source/sample.ts';
import type { TryItDecision } from './try-it-decision.ts';

/** A CSS sample previewed over the last previewable HTML sample before it (`blockIndex`: its index among the code blocks). */
export function planCssPreview(
  samples: readonly Sample[],
  index: number,
  blockIndex: (sample: Sample) => number | undefined,
): TryItDecision {
  const html = samples
    .slice(0, index)
    .map((earlier) =>
      earlier.info.lang === 'html' && earlier.info.nocheck === undefined && !earlier.info.partial ? blockIndex(earlier) : undefined,
    )
    .filter((found) => found !== undefined)
    .at(-1);
  return html === undefined ? { reason: 'a CSS sample needs an HTML sample before it to style' } : { plan: { kind: 'css', html } };
}
