import { runInTerminal } from '../../../shared/git-terminal/terminal-shell.ts';
import { firstDifference, outputLines } from '../../../shared/output-lines.ts';
import type { Sample } from '../../note-source/sample.ts';
import type { TryItDecision } from './try-it-decision.ts';

/** A Git sample opens in the page's terminal when its shell and Git print exactly the note's output block. */
export function planGitTerminal(sample: Sample): TryItDecision {
  if (!sample.info.run || !sample.output) return { reason: 'only a run sample with its output block opens in the terminal' };
  const printed = runInTerminal(sample.code);
  const differs = firstDifference(outputLines(sample.output.text), outputLines(printed.stdout));
  if (differs === -1) return { plan: { kind: 'git' } };
  return {
    reason: `no 'Open in terminal': the page's terminal prints something else at output line ${differs + 1}${firstError(printed.stderr)}`,
    warn: true,
  };
}

/** The first error the terminal printed, which usually names what it lacks. */
function firstError(stderr: string): string {
  const line = stderr.split('\n').find((text) => text.trim() !== '');
  return line === undefined ? '' : ` (${line.trim()})`;
}
