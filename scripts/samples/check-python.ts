import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckContext } from './check-context.ts';
import { judgeRun } from './judge-run.ts';
import { runProcess } from './run-process.ts';
import { noteLine, type Outcome, type Sample } from '../note-source/sample.ts';

const COMPILER = path.join(import.meta.dirname, 'compile-python.py');

/** Compiles every Python sample in one python3 process (`partial` ones only parsed), then runs each `run` one and compares its output. */
export async function checkPython(samples: readonly Sample[], context: CheckContext): Promise<Outcome[]> {
  if (samples.length === 0) return [];
  const jobs = samples.map((sample) => ({ code: sample.code, parse_only: sample.info.partial }));
  const compiled = await context.limit(() => runProcess('python3', [COMPILER], { input: JSON.stringify(jobs) }));
  if (compiled.code !== 0) {
    const message = compiled.startError ?? `python3 failed: ${compiled.stderr.trim().split('\n').at(-1)}`;
    return samples.map((sample) => ({ level: 'compiled', failures: [{ line: sample.line, message }], ran: false, outputCompared: false }));
  }
  const errors = JSON.parse(compiled.stdout) as ({ line: number; message: string } | null)[];

  return Promise.all(
    samples.map(async (sample, index): Promise<Outcome> => {
      const error = errors[index];
      const level = sample.info.partial ? 'parsed' : 'compiled';
      const reason = sample.info.partial ? 'partial' : undefined;
      const failures = error ? [{ line: noteLine(sample, error.line), message: error.message }] : [];
      if (error || !sample.info.run) return { level, ...(reason ? { reason } : {}), failures, ran: false, outputCompared: false };

      const dir = await context.tempDir('python');
      await writeFile(path.join(dir, 'sample.py'), sample.code);
      const result = await context.limit(() => runProcess('python3', ['sample.py'], { cwd: dir, timeoutMs: context.timeoutMs }));
      const traced = [...result.stderr.matchAll(/File "(?:.*\/)?sample\.py", line (\d+)/g)].at(-1);
      const errorLine = traced ? noteLine(sample, Number(traced[1])) : undefined;
      return { level, ran: true, ...judgeRun(sample, result, { timeoutMs: context.timeoutMs, errorLine }) };
    }),
  );
}
