import type { VFile } from 'vfile';
import type { ProblemInput } from '../../note-source/problems.ts';

/** A problem as a plugin sees it: at a line of the body (the first when unknown), column 1 unless given. */
export interface BodyProblem extends Omit<ProblemInput, 'line' | 'column'> {
  line: number | undefined;
  column?: number | undefined;
}

/** Reports a problem on the note's file, as unified plugins do: `fatal` marks an error, `ruleId` holds the field. */
export function report(file: VFile, { line, column = 1, severity, field, message }: BodyProblem): void {
  file.message(message, { place: line === undefined ? undefined : { line, column }, ruleId: field }).fatal = severity === 'error';
}

/** The problems the plugins reported, in order, at their line in the note file. */
export function bodyProblems(file: VFile, bodyStartLine: number): ProblemInput[] {
  return file.messages.map((message) => ({
    line: (message.line ?? 1) + bodyStartLine - 1,
    column: message.column ?? 1,
    severity: message.fatal ? 'error' : 'warning',
    field: message.ruleId ?? 'body',
    message: message.reason,
  }));
}
