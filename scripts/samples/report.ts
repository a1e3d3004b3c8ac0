import type { Failure, SampleResult } from '../note-source/sample.ts';

/** The language, and the sample's part in an exercise: `python solution`, `js test`, `jsx starter`. */
function label(result: SampleResult): string {
  const { info } = result.sample;
  const role = info.solution ? ' solution' : info.starter ? ' starter' : info.test ? ' test' : '';
  return `${info.lang || 'code'}${role}`;
}

/** A solution's failures point at its fence, so the author finds the exercise; the exact line follows. */
function atSolution(result: SampleResult, failure: Failure): Failure {
  if (!result.sample.info.solution || failure.line === result.sample.line) return failure;
  return { line: result.sample.line, message: `${failure.message} (line ${failure.line})` };
}

/** `notes/c/905-pointers.md:41 cpp: error: ...`, one line per failure, in file and line order. */
export function formatFailures(results: readonly SampleResult[]): string[] {
  return results
    .flatMap((result) =>
      result.failures.map((failure) => ({ file: result.sample.file, lang: label(result), ...atSolution(result, failure) })),
    )
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map((failure) => `${failure.file}:${failure.line} ${failure.lang}: ${failure.message}`);
}

const COLUMNS = ['samples', 'compiled', 'parsed', 'ran', 'output compared', 'skipped', 'failed'] as const;
type Counts = Record<(typeof COLUMNS)[number], number>;

/** The totals: samples by language and outcome, why samples were only parsed, every skipped sample, a closing line. */
export function formatTotals(results: readonly SampleResult[]): string[] {
  const rows = new Map<string, Counts>();
  const count = (key: string, result: SampleResult) => {
    const row = rows.get(key) ?? { samples: 0, compiled: 0, parsed: 0, ran: 0, 'output compared': 0, skipped: 0, failed: 0 };
    row.samples++;
    if (result.level !== 'not-code') row[result.level]++;
    if (result.ran) row.ran++;
    if (result.outputCompared) row['output compared']++;
    if (result.failures.length > 0) row.failed++;
    rows.set(key, row);
  };
  const code = results.filter((result) => result.level !== 'not-code');
  for (const result of code) count(result.sample.info.lang || 'code', result);
  const languages = [...rows.keys()].sort();
  for (const result of code) count('total', result);
  for (const result of results.filter((result) => result.level === 'not-code')) count('not code', result);

  const table = [
    ['language', ...COLUMNS],
    ...[...languages, 'total', 'not code']
      .filter((key) => rows.has(key))
      .map((key) => [key, ...COLUMNS.map((column) => String(rows.get(key)![column]))]),
  ];
  const widths = table[0]!.map((_cell, column) => Math.max(...table.map((row) => row[column]!.length)));
  const lines = table.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
  );

  const parsedOnly = new Map<string, number>();
  for (const result of code) {
    if (result.level !== 'parsed' || result.reason === undefined) continue;
    parsedOnly.set(result.reason, (parsedOnly.get(result.reason) ?? 0) + 1);
  }
  if (parsedOnly.size > 0) {
    lines.push('', `Parsed only: ${[...parsedOnly].map(([reason, times]) => `${reason} ${times}`).join(', ')}.`);
  }
  const skipped = code.filter((result) => result.level === 'skipped');
  if (skipped.length > 0) {
    lines.push('', 'Skipped:');
    for (const result of skipped)
      lines.push(`  ${result.sample.file}:${result.sample.line} ${result.sample.info.lang}: ${result.reason || '(no reason)'}`);
  }
  /** A closing line for a kind of checked sample, if any: `<head>, <allPassed>` or `<head>, <n> failed`, then `end`. */
  const closing = (group: SampleResult[], passed: (result: SampleResult) => unknown, head: string, allPassed: string, end = '.') => {
    const failed = group.filter((result) => !passed(result)).length;
    if (group.length > 0) lines.push('', `${head}, ${failed === 0 ? allPassed : `${failed} failed`}${end}`);
  };
  const solutions = results.filter((result) => result.sample.info.solution);
  const compared = ` (${solutions.filter((result) => result.outputCompared).length} ran with their output compared).`;
  closing(solutions, (result) => result.failures.length === 0, `solutions: ${solutions.length}`, 'all pass', compared);
  const exercises = results.filter((result) => result.sample.info.test);
  const tests = exercises.reduce((total, result) => total + (result.exercise?.tests ?? 0), 0);
  const proved = 'all proved (pass on the solution twice, fail on the starter)';
  closing(exercises, (result) => result.exercise?.proved, `exercise checks: ${exercises.length} (${tests} tests)`, proved);
  const byOutput = results.filter((result) => result.sample.info.starter && result.exercise && !result.sample.info.test);
  const answered = 'all proved (the solution prints the answer, the starter does not)';
  closing(byOutput, (result) => result.exercise?.proved, `C and C++ exercise checks by output: ${byOutput.length}`, answered);
  const goals = results.filter((result) => result.sample.info.goal);
  const facts = goals.reduce((total, result) => total + (result.goal?.facts ?? 0), 0);
  const reached = "all proved (reached by the solution in the page's terminal, not by an untouched one)";
  closing(goals, (result) => result.goal?.proved, `Git exercise goals: ${goals.length} (${facts} facts)`, reached);
  const failed = results.filter((result) => result.failures.length > 0).length;
  const failures = results.reduce((total, result) => total + result.failures.length, 0);
  lines.push(
    '',
    failed === 0
      ? `${code.length} code sample${code.length === 1 ? '' : 's'}: all pass.`
      : `${failed} sample${failed === 1 ? '' : 's'} failed (${failures} failure${failures === 1 ? '' : 's'}).`,
  );
  return lines;
}
