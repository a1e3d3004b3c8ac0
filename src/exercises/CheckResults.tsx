import { allPassed, checkedByOutput, COMPILE_ERROR, type CheckedLanguage, type TestResult } from '../../shared/exercise-check/result';
import { PythonDownload } from '../try-it/PythonDownload';
import type { CheckState } from '../try-it/use-check';
import styles from './Exercise.module.css';
import { loadingText } from '../try-it/loading-text';

/** What a check found, in the reader's terms: each test passed or failed (with expected and actual), or why none ran. */
export function CheckResults({ state, lang }: { state: CheckState; lang: CheckedLanguage }) {
  const { result } = state;
  const passed = result !== undefined && allPassed(result);
  const tone = state.status !== 'done' ? 'busy' : passed ? 'passed' : 'failed';
  return (
    <section aria-label="Check results" className={styles.results} data-tone={tone} hidden={state.status === 'idle'}>
      <p role="status" className={styles.summary}>
        {summary(state, lang)}
      </p>
      {state.status === 'loading' && state.downloaded !== undefined && (
        <p className={styles.download}>
          <PythonDownload loaded={state.downloaded} />
        </p>
      )}
      {result?.outcome === 'error' && (
        <p className={styles.error}>
          <strong>{result.error.name}</strong>
          {result.error.message ? `: ${result.error.message}` : ''}
          {result.error.line ? ` (line ${result.error.line}${result.error.in === 'tests' ? ' of the tests' : ''})` : ''}
        </p>
      )}
      {state.compiled?.report && (
        <div className={styles.printed}>
          <span className={styles.printedTitle}>The compiler said</span>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre tabIndex={0}>{state.compiled.report}</pre>
        </div>
      )}
      {result?.output && (
        <div className={styles.printed}>
          <span className={styles.printedTitle}>Your code printed</span>
          {/* Long output scrolls: the keyboard must reach it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre tabIndex={0}>{result.output}</pre>
        </div>
      )}
      {state.tests.length > 0 && (
        <ul className={styles.tests}>
          {state.tests.map((test, index) => (
            <TestLine key={index} test={test} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TestLine({ test }: { test: TestResult }) {
  return (
    <li className={styles.test} data-passed={test.passed}>
      <span className={styles.mark} aria-hidden="true">
        {test.passed ? '✓' : '✗'}
      </span>
      <span className="visually-hidden">{test.passed ? 'Passed: ' : 'Failed: '}</span>
      <span className={styles.testName}>{test.name}</span>
      {!test.passed && (
        <span className={styles.detail}>
          {test.expected !== undefined ? (
            <>
              <span>
                Expected <code>{test.expected}</code>
              </span>
              <span>
                got <code>{test.actual}</code>
              </span>
            </>
          ) : (
            <span>{test.message}</span>
          )}
          {test.line !== undefined && <span>(line {test.line} of your code)</span>}
        </span>
      )}
    </li>
  );
}

function summary(state: CheckState, lang: CheckedLanguage): string {
  const { result, tests } = state;
  const byOutput = checkedByOutput(lang);
  if (state.status === 'loading') return loadingText(lang, 'check');
  if (state.status === 'compiling') return 'Compiling…';
  if (state.status === 'running') return 'Checking…';
  if (state.failure) return `The check could not run: ${state.failure}`;
  if (!result) return '';
  const count = (n: number) => `${n} test${n === 1 ? '' : 's'}`;
  switch (result.outcome) {
    case 'timeout': {
      const passed = tests.filter((test) => test.passed).length;
      const finished = tests.length > 0 ? ` Of the ${count(tests.length)} that finished, ${passed} passed.` : '';
      return `Stopped after 5 s: your code was still running (a loop that never ends?).${finished}`;
    }
    case 'error':
      return result.error.in === 'tests'
        ? "The exercise's tests did not run: this is a mistake in the exercise, not in your code (please report it)."
        : byOutput && state.compiled && result.error.name === COMPILE_ERROR
          ? 'Your code did not compile: fix the error the compiler shows below and check again.'
          : `Your code did not run, so no test could: fix the ${lang === 'python' ? 'exception' : 'error'} below and check again.`;
    default: {
      const failed = result.tests.filter((test) => !test.passed).length;
      if (allPassed(result)) return `All ${count(result.tests.length)} passed. Solved!`;
      return `${failed} of ${count(result.tests.length)} failed. Read what each expected, change your code and check again.`;
    }
  }
}
