/**
 * A sample cut into the commands a reader runs one at a time: a line each, except that a command spread over
 * several lines (a loop, a function, an open quote) stays whole. Blank and comment-only lines are left out.
 */
export function sampleSteps(script: string, incomplete: (text: string) => boolean): string[] {
  const steps: string[] = [];
  let pending = '';
  for (const line of script.split('\n')) {
    if (pending === '' && /^\s*(#.*)?$/.test(line)) continue;
    pending = pending === '' ? line : `${pending}\n${line}`;
    if (!incomplete(pending)) {
      steps.push(pending);
      pending = '';
    }
  }
  if (pending !== '') steps.push(pending);
  return steps;
}
