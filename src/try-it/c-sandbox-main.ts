import type { CFamilyLanguage, CFamilyRuntime } from '../../shared/c-family-runtime';
import { cStandard } from '../../shared/c-family-standards';
import { COMPILE_ERROR, checkedByOutput, OUTPUT_TEST_NAME, type CheckResult, type TestResult } from '../../shared/exercise-check/result';
import { firstDifference, outputLines } from '../../shared/output-lines';
import { CFamilyRunner, type CFamilyRunEvent } from './c-family/c-family-runner';
import type { ProgramEnd } from './c-family/run-program';
import type { ToSandbox } from './messages';
import { connectToSite } from './site-channel';

/**
 * The C and C++ sandbox's page (c-sandbox.html, an origin of its own): compiles and runs the reader's programs, and
 * checks exercises by their output, for the site's page that holds it; the compiler's files come from that page.
 */
const send = connectToSite((message) => {
  if (message.type === 'stop') runner.stop(message.id);
  else if (message.type === 'c-family-runtime') runtime = message.files;
  else if (message.type === 'run' && (message.plan.kind === 'c' || message.plan.kind === 'cpp')) run(message, message.plan.kind);
  else if (message.type === 'check' && checkedByOutput(message.lang)) check(message, message.lang);
});

/** The C/C++ worker's bundled source, which this page carries (scripts/vite/sandbox-pages.ts): it loads nothing, so it runs offline. */
declare const C_FAMILY_WORKER_SOURCE: string;
const workerScript = URL.createObjectURL(new Blob([C_FAMILY_WORKER_SOURCE], { type: 'text/javascript' }));

let runtime: CFamilyRuntime | undefined;
const runner = new CFamilyRunner({ startWorker: () => new Worker(workerScript), runtime: () => runtime });

/** A run of a code block: each event goes to the page as the other sandboxes' runs do. */
function run(message: Extract<ToSandbox, { type: 'run' }>, language: CFamilyLanguage) {
  const { id, code, stdin } = message;
  let end: ProgramEnd | undefined;
  const standard = message.plan.standard ?? cStandard(language);
  runner.run({ id, language, code, standard, ...(stdin === undefined ? {} : { stdin }) }, (event) => {
    switch (event.type) {
      case 'status':
        return send({ type: 'status', id, status: event.status });
      case 'compiled':
        return send({ type: 'compiled', id, diagnostics: event.diagnostics, report: event.report, linked: event.linked });
      case 'output':
        return send({ type: 'output', id, text: event.text, stream: event.stream });
      case 'ended':
        end = event.end;
        return;
      case 'failed':
        return send({ type: 'error', id, error: { name: 'Error', message: event.message } });
      case 'done':
        return send({
          type: 'done',
          id,
          ...(end?.truncated && { truncated: true }),
          ...(end?.exitCode !== undefined && { exitCode: end.exitCode }),
          ...(end?.crash !== undefined && { crash: end.crash }),
        });
    }
  });
}

/** A check of an exercise: the reader's program, compiled and run with no input, must print the solution's output (`tests`). */
function check(message: Extract<ToSandbox, { type: 'check' }>, language: CFamilyLanguage) {
  const { id, code, tests: answer } = message;
  let stdout = '';
  let result: CheckResult | undefined;
  runner.run({ id, language, code, standard: cStandard(language), stdin: '' }, (event: CFamilyRunEvent) => {
    switch (event.type) {
      case 'status':
        return send({ type: 'status', id, status: event.status });
      case 'compiled': {
        send({ type: 'compiled', id, diagnostics: event.diagnostics, report: event.report, linked: event.linked });
        if (event.linked) return;
        const first = event.diagnostics.find((diagnostic) => diagnostic.severity === 'error');
        const error = { name: COMPILE_ERROR, message: first?.message ?? 'the program did not link', in: 'code' as const };
        result = { outcome: 'error', error: first ? { ...error, line: first.line } : error, tests: [], output: '' };
        return;
      }
      case 'output':
        if (event.stream === 'stdout') stdout += event.text;
        return;
      case 'ended':
        result = judged(event.end, stdout, answer);
        return;
      case 'failed':
        return send({ type: 'error', id, error: { name: 'Error', message: event.message } });
      case 'done':
        // Each test is heard as it finishes, as the other sandboxes' checks send them; then the whole result.
        for (const test of result?.tests ?? []) send({ type: 'test', id, result: test });
        if (result) send({ type: 'checked', id, result });
        return send({ type: 'done', id });
    }
  });
}

/** What a finished program's check found: it must end normally, with exit code 0, having printed the answer. */
function judged(end: ProgramEnd, stdout: string, answer: string): CheckResult {
  if (end.crash !== undefined)
    return { outcome: 'error', error: { name: 'The program crashed', message: end.crash, in: 'code' }, tests: [], output: stdout };
  const expected = outputLines(answer);
  const printed = outputLines(stdout);
  const differs = firstDifference(expected, printed);
  const shown = (line: string | undefined, none: string) => (line === undefined ? none : JSON.stringify(line));
  const test: TestResult = end.truncated
    ? { name: OUTPUT_TEST_NAME, passed: false, message: 'it printed past the output limit (a loop that never ends?)' }
    : differs !== -1
      ? {
          name: OUTPUT_TEST_NAME,
          passed: false,
          message: `line ${differs + 1}: expected ${shown(expected[differs], 'no more lines')}, printed ${shown(printed[differs], 'nothing more')}`,
        }
      : end.exitCode
        ? { name: OUTPUT_TEST_NAME, passed: false, message: `the output is right, but main returned ${end.exitCode}, not 0` }
        : { name: OUTPUT_TEST_NAME, passed: true };
  return { outcome: 'ran', tests: [test], output: stdout };
}

send({ type: 'ready' });
