import { useEffect, useId, useRef, useState } from 'react';
import { replayEarlyPress } from '../app/early-press';
import type { ExerciseKey } from './exercise-key';
import type { Verdict } from './predict-verdict';
import { useSolved } from './use-solved';
import styles from './Exercise.module.css';

// The comparison loads with the first Check (the page's first view needs only the box); later Checks answer
// in the press itself, so no earlier verdict stands in for theirs.
let comparison: typeof import('./predict-verdict') | undefined;

/** A "predict the output" exercise: the reader types what the code prints, checked against what it really prints. */
export function PredictCheck({ exercise, answer }: { exercise: ExerciseKey; answer: string }) {
  const [prediction, setPrediction] = useState('');
  const [verdict, setVerdict] = useState<Verdict>();
  const solved = useSolved(exercise);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // What the reader typed before the box was live stays theirs; a Check pressed then runs now.
    const typed = box.current?.querySelector('textarea')?.value;
    if (typed) setPrediction(typed);
    replayEarlyPress(box.current);
  }, []);
  const check = () => {
    if (comparison) return setVerdict(comparison.predictionVerdict(exercise, answer, prediction));
    // A verdict left from a failed load would read as this Check's until the comparison arrives.
    setVerdict(undefined);
    void import('./predict-verdict').then(
      (loaded) => {
        comparison = loaded;
        setVerdict(loaded.predictionVerdict(exercise, answer, prediction));
      },
      (error: Error) => setVerdict({ right: false, summary: `The check could not run: ${error.message}` }),
    );
  };
  return (
    <div ref={box} className={styles.exercise} data-solved={solved || undefined} data-exercise={exercise.exercise}>
      <div className={styles.bar}>
        <label htmlFor={id} className={styles.title}>
          What does it print?
        </label>
        {solved && <span className={styles.solved}>Solved</span>}
      </div>
      <textarea
        id={id}
        className={styles.prediction}
        rows={Math.min(Math.max(answer.trimEnd().split('\n').length, 2), 12)}
        spellCheck={false}
        value={prediction}
        onChange={(event) => setPrediction(event.target.value)}
        placeholder="Type the output, one line per printed line"
      />
      <div className={styles.actions}>
        <button type="button" className={`code-button ${styles.primary}`} onClick={check} disabled={prediction.trim() === ''}>
          Check
        </button>
        <span className={styles.note}>Spaces at line ends do not count.</span>
      </div>
      <section aria-label="Check results" className={styles.results} data-tone={verdict?.right ? 'passed' : 'failed'} hidden={!verdict}>
        <p role="status" className={styles.summary}>
          {verdict?.summary}
        </p>
      </section>
    </div>
  );
}
