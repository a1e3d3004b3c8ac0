import type { ReactNode, Ref } from 'react';
import styles from './LightMarkup.module.css';

interface SolutionFoldProps {
  /** What the disclosure folds, as its summary names it: 'Show solution', 'Hide solution' while open. */
  folds: 'solution' | 'what it prints';
  open: boolean;
  onToggle: (open: boolean) => void;
  detailsRef?: Ref<HTMLDetailsElement>;
  children: ReactNode;
}

/** An exercise's solution in a native disclosure that opens without JavaScript: as the page first shows it, and as ExerciseSolution keeps it. */
export function SolutionFold({ folds, open, onToggle, detailsRef, children }: SolutionFoldProps) {
  return (
    <details ref={detailsRef} className={styles.solution} open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className={styles.summary}>{`${open ? 'Hide' : 'Show'} ${folds}`}</summary>
      {children}
    </details>
  );
}
