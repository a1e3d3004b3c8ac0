import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckContext } from './check-context.ts';
import { toJavaSource, type JavaSource } from './java-source.ts';
import { judgeRun } from './judge-run.ts';
import { runProcess } from './run-process.ts';
import { noteLine, type Failure, type Outcome, type Sample } from '../note-source/sample.ts';

interface JavaJob {
  sample: Sample;
  source: JavaSource;
  file: string;
}

/** Compiles every Java sample in one javac run, a package each, then runs the `run` ones (compiled again alone if any failed). */
export async function checkJava(samples: readonly Sample[], context: CheckContext): Promise<Outcome[]> {
  if (samples.length === 0) return [];
  const dir = await context.tempDir('java');
  const jobs: JavaJob[] = await Promise.all(
    samples.map(async (sample, index) => {
      const source = toJavaSource(sample.code, `sample${index}`);
      const file = path.join(dir, 'src', `sample${index}`, source.fileName);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${source.source}\n`);
      return { sample, source, file };
    }),
  );

  const first = await compile(jobs, path.join(dir, 'classes'), context);
  const failures = jobs.map((job) => first.get(job.file) ?? []);
  const runnable = jobs.filter((job, index) => job.sample.info.run && failures[index]!.length === 0);
  let classes = path.join(dir, 'classes');
  if (runnable.length > 0 && failures.some((found) => found.length > 0)) {
    classes = path.join(dir, 'runnable');
    const second = await compile(runnable, classes, context);
    for (const job of runnable) failures[jobs.indexOf(job)]!.push(...(second.get(job.file) ?? []));
  }

  return Promise.all(
    jobs.map(async (job, index): Promise<Outcome> => {
      const found = failures[index]!;
      if (found.length > 0 || !job.sample.info.run) return { level: 'compiled', failures: found, ran: false, outputCompared: false };
      const result = await context.limit(() =>
        runProcess('java', ['-cp', classes, job.source.mainClass], { cwd: dir, timeoutMs: context.timeoutMs }),
      );
      const traced = new RegExp(`\\(${job.source.fileName.replace('.', '\\.')}:(\\d+)\\)`).exec(result.stderr);
      const errorLine = traced ? noteLine(job.sample, Number(traced[1])) : undefined;
      return { level: 'compiled', ran: true, ...judgeRun(job.sample, result, { timeoutMs: context.timeoutMs, errorLine }) };
    }),
  );
}

/** Runs javac over the jobs' files; the failures found, by file. */
async function compile(jobs: readonly JavaJob[], classes: string, context: CheckContext): Promise<Map<string, Failure[]>> {
  const args = ['-d', classes, '-encoding', 'UTF-8', '-proc:none', '-Xmaxerrs', '100000', ...jobs.map((job) => job.file)];
  const result = await context.limit(() => runProcess('javac', args));
  const byFile = new Map<string, Failure[]>();
  const jobByFile = new Map(jobs.map((job) => [job.file, job]));
  const add = (file: string, failure: Failure) => byFile.set(file, [...(byFile.get(file) ?? []), failure]);
  if (result.startError !== undefined) {
    for (const job of jobs) add(job.file, { line: job.sample.line, message: result.startError });
    return byFile;
  }

  let current: Failure | undefined;
  for (const line of result.stderr.split('\n')) {
    const header = /^(.*\.java):(\d+): (error|warning): (.*)$/.exec(line);
    const job = header ? jobByFile.get(header[1]!) : undefined;
    if (header && job) {
      current = header[3] === 'error' ? { line: noteLine(job.sample, Number(header[2])), message: `error: ${header[4]}` } : undefined;
      if (current) add(job.file, current);
    } else if (current && /^\s+(symbol|location|required|found|reason):/.test(line)) {
      current.message += ` (${line.trim().replace(/\s+/g, ' ')})`;
    }
  }
  if (result.code !== 0 && byFile.size === 0) {
    for (const job of jobs) add(job.file, { line: job.sample.line, message: `javac failed: ${result.stderr.trim().split('\n')[0]}` });
  }
  return byFile;
}
