import type { ReactNode } from 'react';
import { CodeCheck } from '../../../src/exercises/CodeCheck';
import { ExerciseSolution } from '../../../src/exercises/ExerciseSolution';
import { PredictCheck } from '../../../src/exercises/PredictCheck';
import { GoalCheck } from '../../../src/exercises/GoalCheck';
import { CheckYourself } from '../../../src/questions/CheckYourself';
import { ExerciseWidgetsContext } from '../../../src/markup/exercise-widgets';

/** Renders exercises' widgets (and questions) at once, as the prerenderer does, instead of at the reader's first interaction. */
export function ExerciseWidgetsNow({ children }: { children: ReactNode }) {
  return (
    <ExerciseWidgetsContext value={{ CodeCheck, PredictCheck, ExerciseSolution, GoalCheck, CheckYourself }}>
      {children}
    </ExerciseWidgetsContext>
  );
}
