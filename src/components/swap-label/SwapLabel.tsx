import type { ReactNode } from 'react';
import styles from './SwapLabel.module.css';

interface SwapLabelProps {
  first: ReactNode;
  second: ReactNode;
  showSecond: boolean;
}

/**
 * One of two labels, in a box as wide as the wider of them: a button whose label changes ('Copy' → 'Copied')
 * keeps its width, so nothing beside it moves. The label not shown is hidden from screen readers too.
 */
export function SwapLabel({ first, second, showSecond }: SwapLabelProps) {
  return (
    <span className={styles.swap}>
      <span className={styles.label} aria-hidden={showSecond || undefined}>
        {first}
      </span>
      <span className={styles.label} aria-hidden={!showSecond || undefined}>
        {second}
      </span>
    </span>
  );
}
