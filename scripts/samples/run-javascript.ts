import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckContext } from './check-context.ts';
import { judgeRun, type RunJudgement } from './judge-run.ts';
import { runProcess } from './run-process.ts';
import { noteLine, type Sample } from '../note-source/sample.ts';

/** Runs a js, mjs or cjs sample with Node.js in an empty folder; a `js` file is a module when it uses module syntax (Node.js 22). */
export async function runJavaScript(sample: Sample, context: CheckContext): Promise<RunJudgement> {
  const dir = await context.tempDir('node');
  const file = `sample.${sample.info.lang === 'mjs' || sample.info.lang === 'cjs' ? sample.info.lang : 'js'}`;
  await writeFile(path.join(dir, file), sample.code);
  // A package.json without "type" stops Node.js from looking further up for one.
  await writeFile(path.join(dir, 'package.json'), '{}\n');
  const args = [
    '--experimental-detect-module',
    '--disable-warning=ExperimentalWarning',
    '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
    file,
  ];
  const result = await context.limit(() => runProcess(process.execPath, args, { cwd: dir, timeoutMs: context.timeoutMs }));
  const traced = new RegExp(`${file.replace('.', '\\.')}:(\\d+)`).exec(result.stderr);
  return judgeRun(sample, result, { timeoutMs: context.timeoutMs, errorLine: traced ? noteLine(sample, Number(traced[1])) : undefined });
}
