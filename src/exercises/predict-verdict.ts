import { markSolved } from '../app/reading-progress';
import { firstDifference, outputLines } from '../../shared/output-lines';
import type { ExerciseKey } from './exercise-key';

/** What a prediction gets: right (and the exercise solved), or the first line that differs, compared as the sample checker compares output. */
export interface Verdict {
  right: boolean;
  summary: string;
}

/** Loaded with the reader's first Check of a prediction (src/exercises/PredictCheck.tsx). */
export function predictionVerdict(exercise: ExerciseKey, answer: string, prediction: string): Verdict {
  const expected = outputLines(answer);
  const differs = firstDifference(expected, outputLines(prediction));
  if (differs === -1) {
    markSolved(exercise.series, exercise.id, exercise.exercise);
    return { right: true, summary: 'Right: that is exactly what it prints. Solved!' };
  }
  const lines = `${expected.length} line${expected.length === 1 ? '' : 's'}`;
  return {
    right: false,
    summary: `Not quite: line ${differs + 1} differs from what it prints (it prints ${lines}). Think it through again, or open the solution.`,
  };
}
