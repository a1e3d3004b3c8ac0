import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckContext } from './check-context.ts';
import { judgeRun } from './judge-run.ts';
import { runProcess } from './run-process.ts';
import { noteLine, type Outcome, type Sample } from '../note-source/sample.ts';

/** Parses a bash or sh sample with `bash -n`; a `run` sample is then run with bash in an empty folder. */
export async function checkShell(sample: Sample, context: CheckContext): Promise<Outcome> {
  const dir = await context.tempDir('bash');
  await writeFile(path.join(dir, 'sample.sh'), `${sample.code}\n`);
  const parsed = await context.limit(() => runProcess('bash', ['-n', 'sample.sh'], { cwd: dir }));
  const failures = parsed.stderr
    .split('\n')
    .map((line) => /^sample\.sh: line (\d+): (.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ line: noteLine(sample, Number(match[1])), message: `error: ${match[2]}` }));
  if (parsed.startError !== undefined) failures.push({ line: sample.line, message: parsed.startError });
  if (failures.length > 0 || !sample.info.run) return { level: 'parsed', failures, ran: false, outputCompared: false };

  const result = await context.limit(() => runProcess('bash', ['sample.sh'], { cwd: dir, timeoutMs: context.timeoutMs }));
  const traced = /^sample\.sh: line (\d+):/m.exec(result.stderr);
  const errorLine = traced ? noteLine(sample, Number(traced[1])) : undefined;
  return { level: 'parsed', ran: true, ...judgeRun(sample, result, { timeoutMs: context.timeoutMs, errorLine }) };
}
