import type { Sample } from '../../note-source/sample.ts';

/** Why a sample cannot be a console run: a run shows what the whole program prints next to what the note says it prints. */
export function consoleRunReason(sample: Sample): string | undefined {
  if (!sample.info.run) return 'not a whole program (run)';
  if (!sample.output) return 'no output block to show what it prints';
  return undefined;
}
