import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { markSolved } from '../app/reading-progress';
import type { GoalResult } from '../../shared/git-terminal/repository-goals';
import { replayEarlyPress } from '../app/early-press';
import type { ExerciseKey } from './exercise-key';
import { useSolved } from './use-solved';
import styles from './Exercise.module.css';

// The terminal (a shell, Git and the history picture) loads on the reader's first press of 'Try it in the terminal'.
const GitTerminal = lazy(() => import('../git-terminal/GitTerminal'));

/**
 * A Git exercise's goal: the facts its repository must show, and a terminal whose 'Check my repository' marks each
 * fact in the reader's own repository, with what is true instead; all of them met solve the exercise.
 */
export function GoalCheck({ exercise, goals }: { exercise: ExerciseKey; goals: readonly string[] }) {
  const solved = useSolved(exercise);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<GoalResult[]>();
  const box = useRef<HTMLDivElement>(null);
  // A press made before the box was live is made again now.
  useEffect(() => replayEarlyPress(box.current), []);
  const check = (found: GoalResult[]) => {
    setResults(found);
    if (found.every((result) => result.met)) markSolved(exercise.series, exercise.id, exercise.exercise);
  };
  const met = results?.filter((result) => result.met).length ?? 0;
  return (
    <div ref={box} className={styles.exercise} data-solved={solved || undefined} data-exercise={exercise.exercise}>
      <div className={styles.bar}>
        <span className={styles.title}>Your repository at the end</span>
        {solved && <span className={styles.solved}>Solved</span>}
      </div>
      <ul className={styles.goalList}>
        {goals.map((goal, index) => {
          const result = results?.[index];
          return (
            <li key={goal} data-met={result?.met}>
              {result && <span className="visually-hidden">{result.met ? 'Met: ' : 'Not yet: '}</span>}
              <code>{goal}</code>
              {result?.instead && <span className={styles.instead}>: {result.instead}</span>}
            </li>
          );
        })}
      </ul>
      <section
        aria-label="Check results"
        className={styles.results}
        data-tone={met === goals.length ? 'passed' : 'failed'}
        hidden={!results}
      >
        <p role="status" className={styles.summary}>
          {results && (met === goals.length ? `All ${goals.length} facts hold. Solved!` : `${met} of ${goals.length} facts hold.`)}
        </p>
      </section>
      <div className={styles.actions}>
        <button type="button" className={`code-button ${styles.primary}`} aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {open ? 'Close the terminal' : 'Try it in the terminal'}
        </button>
        <span className={styles.note}>A real Git in this page: Check my repository marks each fact.</span>
      </div>
      {open && (
        <Suspense fallback={<p className={styles.note}>Loading the terminal…</p>}>
          <GitTerminal code="" goals={goals} onCheck={check} />
        </Suspense>
      )}
    </div>
  );
}
