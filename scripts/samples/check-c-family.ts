import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { C_STANDARDS } from '../../shared/c-family-standards.ts';
import type { CheckContext } from './check-context.ts';
import { firstDifference, outputLines } from '../../shared/output-lines.ts';
import { judgeRun } from './judge-run.ts';
import { runProcess } from './run-process.ts';
import { noteLine, type Failure, type Outcome, type Sample } from '../note-source/sample.ts';

/**
 * Compiles a C or C++ sample with `-Wall -Werror` (a warning fails it) and, when `run`, links it, runs it and compares its output.
 * An exercise's starter (`answer`: its solution's output) is run too, and must print something else: the page's Check, which
 * compares the reader's output with that answer, then fails on an untouched starter.
 */
export async function checkCFamily(sample: Sample, language: 'c' | 'cpp', context: CheckContext, answer?: string): Promise<Outcome> {
  const dir = await context.tempDir(language);
  const source = `sample.${language}`;
  await writeFile(path.join(dir, source), `${sample.code}\n`);
  const standard = C_STANDARDS[language][sample.info.version ?? '']!;
  const compiler = language === 'c' ? 'gcc' : 'g++';
  const run = sample.info.run || answer !== undefined;
  const output = run ? ['-o', 'sample', ...(language === 'c' ? ['-lm'] : [])] : ['-c', '-o', 'sample.o'];
  const compiled = await context.limit(() =>
    runProcess(compiler, [`-std=${standard}`, '-Wall', '-Werror', source, ...output], { cwd: dir }),
  );
  const failures =
    compiled.startError === undefined
      ? compilerFailures(sample, source, compiled.stderr)
      : [{ line: sample.line, message: compiled.startError }];
  if (compiled.code !== 0 && failures.length === 0)
    failures.push({ line: sample.line, message: compiled.stderr.trim().split('\n')[0] || `${compiler} failed` });
  const proof = answer === undefined ? {} : { exercise: { tests: 1, proved: false } };
  if (failures.length > 0 || !run) return { level: 'compiled', failures, ran: false, outputCompared: false, ...proof };

  const result = await context.limit(() => runProcess(path.join(dir, 'sample'), [], { cwd: dir, timeoutMs: context.timeoutMs }));
  if (answer === undefined) return { level: 'compiled', ran: true, ...judgeRun(sample, result, { timeoutMs: context.timeoutMs }) };
  // A starter may end with a failing exit code (its placeholder returns NULL, say): the page's Check reports that too.
  const ended = result.code !== 0 && !result.signal && !result.timedOut ? { ...result, code: 0 } : result;
  const judged = judgeRun(sample, ended, { timeoutMs: context.timeoutMs });
  const failed = judged.failures.map((failure) => ({ ...failure, message: `the starter ${failure.message.replace(/^run: /, '')}` }));
  if (failed.length === 0 && firstDifference(outputLines(answer), outputLines(result.stdout)) === -1)
    failed.push({
      line: sample.line,
      message: "the starter already prints the solution's output: Check would pass before the reader writes anything",
    });
  return { level: 'compiled', ran: true, failures: failed, outputCompared: false, exercise: { tests: 1, proved: failed.length === 0 } };
}

/** `sample.c:5:30: error: expected ';'` lines, and the linker's `undefined reference` ones. */
function compilerFailures(sample: Sample, source: string, stderr: string): Failure[] {
  const failures: Failure[] = [];
  const located = new RegExp(`^${source.replace('.', '\\.')}:(\\d+):\\d+: ((?:fatal )?error|warning): (.*)$`);
  for (const line of stderr.split('\n')) {
    const match = located.exec(line);
    if (match) failures.push({ line: noteLine(sample, Number(match[1])), message: `${match[2]}: ${match[3]}` });
    else if (/undefined reference to/.test(line))
      failures.push({ line: sample.line, message: `error: ${line.slice(line.indexOf('undefined reference'))}` });
  }
  return failures;
}
