/**
 * Printed output as lines to compare, as the sample checker compares a run with its `text output` block
 * and the page a reader's prediction with it: line breaks of any system, spaces at line ends and blank
 * lines at the end do not count.
 */
export function outputLines(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** The index of the first line where `printed` differs from `expected` (a line missing or one too many), or -1. */
export function firstDifference(expected: readonly string[], printed: readonly string[]): number {
  const index = expected.findIndex((line, at) => line !== printed[at]);
  return index === -1 ? (printed.length > expected.length ? expected.length : -1) : index;
}

/** Whether `printed` is what the note says (`expected`), in words: "the same output as the note's", or the first line that differs. */
export function compareOutput(expected: string, printed: string): string {
  const lines = outputLines(expected);
  const differs = firstDifference(lines, outputLines(printed));
  if (differs === -1) return "the same output as the note's";
  return `line ${differs + 1} differs from the note's output (${lines.length} line${lines.length === 1 ? '' : 's'})`;
}
