import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { markSolved } from '../app/reading-progress';
import { replayEarlyPress } from './early-press';
import type { ExerciseKey } from './exercise-key';
import { useSolved } from './use-solved';
import styles from './Exercise.module.css';

// The terminal (a shell, Git and the history picture) loads on the reader's first press of 'Try it in the terminal'.
const GitTerminal = lazy(() => import('../git-terminal/GitTerminal'));

/** A Git exercise's goal: the facts its repository must show, and a terminal that checks them in the reader's own repository. */
export function GoalCheck({ exercise, goals }: { exercise: ExerciseKey; goals: readonly string[] }) {
  const solved = useSolved(exercise);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // A press made before the box was live is made again now.
  useEffect(() => replayEarlyPress(box.current), []);
  return (
    <div ref={box} className={styles.exercise} data-solved={solved || undefined} data-exercise={exercise.exercise}>
      <div className={styles.bar}>
        <span className={styles.title}>Your repository at the end</span>
        {solved && <span className={styles.solved}>Solved</span>}
      </div>
      <ul className={styles.goalList}>
        {goals.map((goal) => (
          <li key={goal}>
            <code>{goal}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={`code-button ${styles.primary}`} aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {open ? 'Close the terminal' : 'Try it in the terminal'}
        </button>
        <span className={styles.note}>A real Git in this page; Check my repository says which facts hold.</span>
      </div>
      {open && (
        <Suspense fallback={<p className={styles.note}>Loading the terminal…</p>}>
          <GitTerminal code="" goals={goals} onGoalsMet={() => markSolved(exercise.series, exercise.id, exercise.exercise)} />
        </Suspense>
      )}
    </div>
  );
}
