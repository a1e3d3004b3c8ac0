import { useId, useState } from 'react';
import { markSolved } from '../app/reading-progress';
import { firstDifference, outputLines } from '../../shared/output-lines';
import type { ExerciseKey } from './exercise-key';
import { useSolved } from './use-solved';
import styles from './Exercise.module.css';

type Verdict = { right: true } | { right: false; line: number; lines: number };

/** A "predict the output" exercise: the reader types what the code prints, checked against what it really prints. */
export function PredictCheck({ exercise, answer }: { exercise: ExerciseKey; answer: string }) {
  const [prediction, setPrediction] = useState('');
  const [verdict, setVerdict] = useState<Verdict>();
  const solved = useSolved(exercise);
  const id = useId();
  const check = () => {
    const expected = outputLines(answer);
    const differs = firstDifference(expected, outputLines(prediction));
    if (differs === -1) {
      setVerdict({ right: true });
      markSolved(exercise.series, exercise.id, exercise.exercise);
    } else setVerdict({ right: false, line: differs + 1, lines: expected.length });
  };
  return (
    <div className={styles.exercise} data-solved={solved || undefined} data-exercise={exercise.exercise}>
      <div className={styles.bar}>
        <label htmlFor={id} className={styles.title}>
          What does it print?
        </label>
        {solved && <span className={styles.solved}>Solved</span>}
      </div>
      <textarea
        id={id}
        className={styles.prediction}
        rows={Math.min(Math.max(outputLines(answer).length, 2), 12)}
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
          {verdict?.right
            ? 'Right: that is exactly what it prints. Solved!'
            : verdict
              ? `Not quite: line ${verdict.line} differs from what it prints (it prints ${verdict.lines} line${verdict.lines === 1 ? '' : 's'}). Think it through again, or open the solution.`
              : ''}
        </p>
      </section>
    </div>
  );
}
