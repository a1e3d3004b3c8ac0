import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { allPassed, checkedByOutput, type CheckedLanguage } from '../../shared/exercise-check/result';
import { markSolved } from '../app/reading-progress';
import { saveAnswer, savedAnswer } from './saved-answers';
import { useCheck } from '../try-it/use-check';
import { CompilerOffer } from '../try-it/c-family/CompilerOffer';
import { useCompiler } from '../try-it/c-family/compiler-store';
import { CheckResults } from './CheckResults';
import { answerKey, type ExerciseKey } from './exercise-key';
import styles from './Exercise.module.css';

const CodeEditor = lazy(() => import('../try-it/CodeEditor'));

interface CheckPanelProps {
  exercise: ExerciseKey;
  lang: CheckedLanguage;
  starter: string;
  tests: string;
  /** Check at once: the reader opened the panel with Check. */
  checkNow: boolean;
}

/** The reader's answer in an editor (their last one, kept on this device, or the starter), Check, Reset, and the results. */
export default function CheckPanel({ exercise, lang, starter, tests, checkNow }: CheckPanelProps) {
  const key = answerKey(exercise);
  const [code, setCode] = useState(() => savedAnswer(key) ?? starter);
  const [resets, setResets] = useState(0);
  // What the editor holds now: a Check pressed right after typing may be rendered a keystroke ahead.
  const latest = useRef(code);
  const { state, check, stop } = useCheck(lang, tests);
  const checkButton = useRef<HTMLButtonElement>(null);

  const edit = useCallback(
    (value: string) => {
      latest.current = value;
      setCode(value);
      saveAnswer(key, value === starter ? undefined : value);
    },
    [key, starter],
  );

  // A C or C++ check waits for the compiler, which the reader downloads first (CompilerOffer).
  const compiler = useCompiler(checkedByOutput(lang));
  const ready = compiler.status === 'kept';
  // Whether the reader asked for a check that waits for the compiler; the offer shows meanwhile.
  const pending = useRef(checkNow);
  const [asked, setAsked] = useState(checkNow);
  const ask = () => {
    if (ready) check(latest.current);
    else {
      pending.current = true;
      setAsked(true);
    }
  };
  useEffect(() => {
    if (!ready || !pending.current) return;
    pending.current = false;
    check(latest.current);
  }, [ready, check]);
  const marked = useMemo(
    () => state.compiled?.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.line) ?? [],
    [state.compiled],
  );

  useEffect(() => {
    if (state.result && allPassed(state.result)) markSolved(exercise.series, exercise.id, exercise.exercise);
  }, [state.result, exercise]);

  const busy = state.status === 'loading' || state.status === 'compiling' || state.status === 'running';
  return (
    <>
      <Suspense fallback={<pre className={styles.fallback}>{code}</pre>}>
        <CodeEditor
          value={code}
          resets={resets}
          lang={lang}
          label="Your answer"
          onChange={edit}
          onEscape={() => checkButton.current?.focus()}
          marked={marked}
        />
      </Suspense>
      <div className={styles.actions}>
        <button ref={checkButton} type="button" className={`code-button ${styles.primary}`} onClick={ask} disabled={busy}>
          Check
        </button>
        {busy && (
          <button type="button" className="code-button" onClick={stop}>
            Stop
          </button>
        )}
        <button
          type="button"
          className="code-button"
          disabled={code === starter}
          onClick={() => {
            edit(starter);
            setResets((count) => count + 1);
          }}
        >
          Reset to the starter
        </button>
        <span className={styles.note}>Your code stays on this device.</span>
      </div>
      {asked && !ready && <CompilerOffer state={compiler} />}
      <CheckResults state={state} lang={lang} />
    </>
  );
}
