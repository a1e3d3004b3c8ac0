import type { CFamilyLanguage } from '../../shared/c-family-runtime.ts';
import { cStandard } from '../../shared/c-family-standards.ts';
import type { Compiler } from '../../src/try-it/c-family/compiler.ts';
import { runProgram } from '../../src/try-it/c-family/run-program.ts';
import { judgeRun } from './judge-run.ts';
import type { Failure, Sample } from '../note-source/sample.ts';

/** What the in-page compiler made of one `c run` or `cpp run` sample. */
export interface InPageOutcome {
  sample: Sample;
  language: CFamilyLanguage;
  /** Empty when the program compiled, ran, exited with 0 and printed the note's output block. */
  failures: Failure[];
  /** The compiler's warnings about the sample (CI's gcc, with -Werror, had none). */
  warnings: string[];
  compileMs: number;
  runMs: number;
}

/**
 * Compiles and runs a sample as the page would (src/try-it/c-family/: Clang for WebAssembly, WASI), and judges the
 * run as CI judges gcc's (judge-run.ts): exit code 0 and exactly the note's output; a crash counts as a signal.
 */
export async function checkInPage(sample: Sample, language: CFamilyLanguage, compiler: Compiler): Promise<InPageOutcome> {
  const started = performance.now();
  const compiled = await compiler.compile({ language, code: sample.code, standard: cStandard(language, sample.info.version) });
  const compileMs = performance.now() - started;
  const warnings = compiled.diagnostics
    .filter((diagnostic) => diagnostic.severity === 'warning')
    .map((diagnostic) => `${diagnostic.line}: ${diagnostic.message}`);
  const base = { sample, language, warnings, compileMs };
  if (!compiled.program) {
    const first = compiled.report.split('\n').find((line) => /error/.test(line)) ?? compiled.report.split('\n')[0] ?? 'no program';
    return { ...base, failures: [{ line: sample.line, message: `does not compile: ${first}` }], runMs: 0 };
  }
  const printed = { stdout: '', stderr: '' };
  const ran = performance.now();
  const end = await runProgram(compiled.program, { onOutput: (text, stream) => (printed[stream] += text) });
  const runMs = performance.now() - ran;
  const judged = judgeRun(
    sample,
    {
      code: end.exitCode ?? null,
      // A trap stops the program as a signal stops a native one; the judge names it.
      signal: end.crash === undefined ? null : 'SIGABRT',
      stdout: printed.stdout,
      stderr: end.crash === undefined ? printed.stderr : `${printed.stderr}\n${end.crash}`,
      timedOut: false,
    },
    { timeoutMs: 0 },
  );
  const failures = end.truncated ? [{ line: sample.line, message: 'printed past the output limit' }] : judged.failures;
  return { ...base, failures, runMs };
}
