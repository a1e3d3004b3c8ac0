import { useState, type ReactNode } from 'react';
import type { ExerciseCheck } from '../../shared/code-annotations';
import type { ExerciseKey } from './exercise-key';
import { useSolved } from './use-solved';
import styles from './Exercise.module.css';

interface ExerciseSolutionProps {
  /** What the disclosure folds, as its summary names it: 'Show solution', 'Hide solution' while open. */
  folds: 'solution' | 'what it prints';
  /** The exercise's check, when it has one: a self-checked exercise says so; a checked one, opened unsolved, says it can still be checked. */
  check?: ExerciseCheck;
  exercise?: ExerciseKey;
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}

/** An exercise's solution, folded in a native disclosure that opens without JavaScript. */
export function ExerciseSolution({ folds, check, exercise, className, summaryClassName, children }: ExerciseSolutionProps) {
  const checked = check !== undefined && check.kind !== 'unchecked';
  // Without JavaScript the summary stays 'Show …', open or not.
  const [open, setOpen] = useState(false);
  return (
    <>
      {check?.kind === 'unchecked' && (
        <p className={styles.selfChecked}>Self-checked ({check.reason}): compare your answer with the solution.</p>
      )}
      <details className={className} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={summaryClassName}>{`${open ? 'Hide' : 'Show'} ${folds}`}</summary>
        {checked && exercise && <UnsolvedNote exercise={exercise} />}
        {children}
      </details>
    </>
  );
}

function UnsolvedNote({ exercise }: { exercise: ExerciseKey }) {
  if (useSolved(exercise)) return null;
  return <p className={styles.unsolved}>Not solved yet: you can still check your own answer after reading this one.</p>;
}
