import { isSolved, useReadingProgress } from '../app/reading-progress';
import type { ExerciseKey } from './exercise-key';

/** Whether the reader solved this exercise on this device (never while a prerendered page is taken over). */
export function useSolved({ series, id, exercise }: ExerciseKey): boolean {
  return isSolved(useReadingProgress(), series, id, exercise);
}
