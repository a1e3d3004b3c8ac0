import { useEffect, useRef, type ReactNode } from 'react';
import type { ExerciseCheck } from '../../shared/code-annotations';
import type { ExerciseKey } from './exercise-key';
import { SolutionFold } from '../markup/SolutionFold';
import { useSolved } from './use-solved';
import styles from './Exercise.module.css';

interface ExerciseSolutionProps {
  folds: 'solution' | 'what it prints';
  /** Kept by the note's markup, above the boundary that waits for this code: a fold opened meanwhile stays open. */
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The exercise's check, when it has one: a self-checked exercise says so; a checked one, opened unsolved, says it can still be checked. */
  check?: ExerciseCheck;
  exercise?: ExerciseKey;
  children: ReactNode;
}

/** An exercise's solution, folded in a native disclosure that opens without JavaScript. */
export function ExerciseSolution({ folds, open, onToggle, check, exercise, children }: ExerciseSolutionProps) {
  const checked = check !== undefined && check.kind !== 'unchecked';
  const details = useRef<HTMLDetailsElement>(null);
  // On a prerendered page a reader may open it before its code has loaded (src/app/deferred-widgets.ts): the summary,
  // which says 'Show …' without JavaScript, follows what they did.
  useEffect(() => onToggle(details.current?.open ?? false), [onToggle]);
  return (
    <>
      {/* Below the first view, so the page that waits for this code shows the fold alone (a shift no one sees). */}
      {check?.kind === 'unchecked' && (
        <p className={styles.selfChecked}>Self-checked ({check.reason}): compare your answer with the solution.</p>
      )}
      <SolutionFold folds={folds} open={open} onToggle={onToggle} detailsRef={details}>
        {checked && exercise && <UnsolvedNote exercise={exercise} />}
        {children}
      </SolutionFold>
    </>
  );
}

function UnsolvedNote({ exercise }: { exercise: ExerciseKey }) {
  if (useSolved(exercise)) return null;
  return <p className={styles.unsolved}>Not solved yet: you can still check your own answer after reading this one.</p>;
}
