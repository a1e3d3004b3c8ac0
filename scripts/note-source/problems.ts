/** A problem found in a note, located as precisely as the source allows. */
export interface Problem {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  /** The front-matter key, or `body`, `file` or `link`. */
  field: string;
  message: string;
}

export type ProblemInput = Omit<Problem, 'file'>;

/** `notes/react/104-jsx.md:5:7 error tags: "javascript" is the key of another series` */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.severity} ${problem.field}: ${problem.message}`;
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

export function countErrors(problems: readonly Problem[]): number {
  return problems.filter((problem) => problem.severity === 'error').length;
}

/** The closing line of a report: how many errors and warnings were found. */
export function summarise(problems: readonly Problem[]): string {
  const errors = countErrors(problems);
  const warnings = problems.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}
