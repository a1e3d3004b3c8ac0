import { CodeBlock } from '../markup/CodeBlock';
import { CodeCheck } from '../exercises/CodeCheck';
import { ExerciseSolution } from '../exercises/ExerciseSolution';
import { GoalCheck } from '../exercises/GoalCheck';
import { PredictCheck } from '../exercises/PredictCheck';
import { SaveSeries } from '../offline/SaveSeries';
import { CheckYourself } from '../questions/CheckYourself';
import { CopyMarkdownButton } from '../screens/note/CopyMarkdownButton';
import { ReportMistake } from '../screens/note/ReportMistake';
import type { DeferredWidgets } from './deferred-widgets';

/** The deferred widgets, there at once: the prerenderer writes their markup (and tests render them) without waiting for a reader. */
export const widgetsAtOnce: DeferredWidgets = {
  CodeBlock,
  CodeCheck,
  PredictCheck,
  ExerciseSolution,
  GoalCheck,
  CheckYourself,
  CopyMarkdownButton,
  ReportMistake,
  SaveSeries,
};
