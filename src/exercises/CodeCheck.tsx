import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { replayEarlyPress } from '../app/early-press';
import type { CheckedLanguage } from '../../shared/exercise-check/result';
import type { ExerciseKey } from './exercise-key';
import { useSolved } from './use-solved';
import styles from './Exercise.module.css';

// The editor, the checker and its results load on the reader's first press of Answer or Check.
const CheckPanel = lazy(() => import('./CheckPanel'));

interface CodeCheckProps {
  exercise: ExerciseKey;
  lang: CheckedLanguage;
  starter: string;
  tests: string;
  /** The starter as a code block: what the page shows until the reader answers. */
  view: ReactNode;
}

/** A checked exercise's starter: the reader answers in an editor, and Check runs their code with the hidden tests. */
export function CodeCheck({ exercise, lang, starter, tests, view }: CodeCheckProps) {
  const [opened, setOpened] = useState<{ checks: number }>();
  const solved = useSolved(exercise);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => replayEarlyPress(box.current), []);
  return (
    <div ref={box} className={styles.exercise} data-solved={solved || undefined} data-exercise={exercise.exercise} data-code-block>
      <div className={styles.bar}>
        <span className={styles.title}>Your answer</span>
        {solved && <span className={styles.solved}>Solved</span>}
        {!opened && (
          <>
            <button type="button" className="code-button" onClick={() => setOpened({ checks: 0 })}>
              Answer here
            </button>
            <button type="button" className={`code-button ${styles.primary}`} onClick={() => setOpened({ checks: 1 })}>
              Check
            </button>
          </>
        )}
      </div>
      {opened ? (
        <Suspense fallback={view}>
          <CheckPanel exercise={exercise} lang={lang} starter={starter} tests={tests} checkNow={opened.checks > 0} />
        </Suspense>
      ) : (
        view
      )}
    </div>
  );
}
