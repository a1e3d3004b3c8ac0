import { createContext, lazy, type ComponentProps, type ComponentType } from 'react';
import type { CodeCheck } from '../exercises/CodeCheck';
import type { ExerciseSolution } from '../exercises/ExerciseSolution';
import type { GoalCheck } from '../exercises/GoalCheck';
import type { PredictCheck } from '../exercises/PredictCheck';
import type { CheckYourself } from '../questions/CheckYourself';
import { firstInteraction } from '../app/first-interaction';
import { takingOverPrerenderedPage } from '../app/keep-prerendered-page';
import { lazyRouteComponent } from '../app/lazy-route-component';
import { watchEarlyPresses } from '../exercises/early-press';

/** The answer boxes and solutions a note's exercises render, and its 'Check yourself' questions. */
export interface ExerciseWidgets {
  CodeCheck: ComponentType<ComponentProps<typeof CodeCheck>>;
  PredictCheck: ComponentType<ComponentProps<typeof PredictCheck>>;
  ExerciseSolution: ComponentType<ComponentProps<typeof ExerciseSolution>>;
  GoalCheck: ComponentType<ComponentProps<typeof GoalCheck>>;
  CheckYourself: ComponentType<ComponentProps<typeof CheckYourself>>;
}

// Exercises sit below the first view: on a prerendered page their code loads at the reader's first scroll, key
// or touch, and until then the boxes wait, shown as they are (React leaves a suspended boundary's markup). A page
// the app renders itself (the dev server, a host's 404 fallback) has no markup to show: it loads them at once.
const waitForReader = takingOverPrerenderedPage();
if (typeof document !== 'undefined') watchEarlyPresses();

/** A widget whose code loads as every chunk does (time-out, 'Loading chunk exercises failed', a retry that works). */
function afterInteraction<Props extends object>(
  importer: () => Promise<Record<string, unknown>>,
  name: keyof ExerciseWidgets,
): ComponentType<Props> {
  const Widget = lazyRouteComponent<Props>(importer, name, 'exercises');
  return waitForReader ? lazy(() => firstInteraction().then(() => ({ default: Widget }))) : Widget;
}

/** The widgets LightMarkup renders: deferred in the browser; the prerenderer and tests provide them at once. */
export const ExerciseWidgetsContext = createContext<ExerciseWidgets>({
  CodeCheck: afterInteraction(() => import('../exercises/CodeCheck'), 'CodeCheck'),
  PredictCheck: afterInteraction(() => import('../exercises/PredictCheck'), 'PredictCheck'),
  ExerciseSolution: afterInteraction(() => import('../exercises/ExerciseSolution'), 'ExerciseSolution'),
  GoalCheck: afterInteraction(() => import('../exercises/GoalCheck'), 'GoalCheck'),
  CheckYourself: afterInteraction(() => import('../questions/CheckYourself'), 'CheckYourself'),
});
