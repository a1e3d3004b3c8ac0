import { firstDifference, outputLines } from '../../shared/output-lines.ts';
import type { ProcessResult } from './run-process.ts';
import type { Outcome, Sample } from '../note-source/sample.ts';

export type RunJudgement = Pick<Outcome, 'failures' | 'outputCompared'>;

interface JudgeOptions {
  timeoutMs: number;
  /** The note line a failed run points at (from a traceback), when the tool names one. */
  errorLine?: number;
}

/** A run passes when it exits with 0 in time and prints exactly the note's `text output` block, if any (trailing blanks aside). */
export function judgeRun(sample: Sample, result: ProcessResult, options: JudgeOptions): RunJudgement {
  const fail = (message: string, line = sample.line): RunJudgement => ({ failures: [{ line, message }], outputCompared: false });
  if (result.startError !== undefined) return fail(`run: ${result.startError}`);
  if (result.timedOut) return fail(`run: still running after ${options.timeoutMs / 1000} s, so it was stopped`);
  if (result.code !== 0) {
    const how = result.signal ? `was killed by ${result.signal}` : `exited with code ${result.code}`;
    const error = lastError(result.stderr);
    return fail(`run: ${how}${error ? `: ${error}` : ''}`, options.errorLine ?? sample.line);
  }
  if (!sample.output) return { failures: [], outputCompared: false };

  const expected = outputLines(sample.output.text);
  const printed = outputLines(result.stdout);
  const differs = firstDifference(expected, printed);
  if (differs === -1) return { failures: [], outputCompared: true };
  const shown = (line: string | undefined, end: string) => (line === undefined ? end : JSON.stringify(line));
  const line = sample.output.line + 1 + Math.min(differs, Math.max(expected.length - 1, 0));
  const message = `output differs from the text output block at its line ${differs + 1}: expected ${shown(expected[differs], 'no more lines')}, printed ${shown(printed[differs], 'nothing more')}`;
  return { failures: [{ line, message }], outputCompared: true };
}

/** The last line of stderr that is not a stack frame or Node.js's version footer: the error itself. */
function lastError(stderr: string): string | undefined {
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^at\s/.test(line) && !/^Node\.js v\d/.test(line) && !/^\.\.\. \d+ more$/.test(line))
    .at(-1);
}
