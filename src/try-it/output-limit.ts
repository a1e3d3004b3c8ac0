/** How much a run may print before the rest is cut: output beyond it is dropped and the run stopped. */
export const OUTPUT_LIMIT = { lines: 2000, characters: 200_000 };

export interface Printed {
  lines: number;
  characters: number;
}

/**
 * The part of `text` that still fits after what a run printed, the new totals, and `over` once something was
 * cut; the page cuts again after the worker, since the reader's code can post output messages itself.
 */
export function fitOutput(printed: Printed, text: string): { text: string; printed: Printed; over: boolean } {
  const room = OUTPUT_LIMIT.characters - printed.characters;
  let cut = text.slice(0, Math.max(room, 0));
  const lines = cut.split('\n');
  const lineRoom = OUTPUT_LIMIT.lines - printed.lines;
  // The whole lines that fit, each with its newline; none at all once the limit is reached (a lone newline included).
  if (lines.length - 1 > lineRoom) cut = lineRoom > 0 ? lines.slice(0, lineRoom).join('\n') + '\n' : '';
  return {
    text: cut,
    printed: { lines: printed.lines + cut.split('\n').length - 1, characters: printed.characters + cut.length },
    over: cut.length < text.length,
  };
}
