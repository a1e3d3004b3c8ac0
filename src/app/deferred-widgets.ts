import { createContext, lazy, type ComponentProps, type ComponentType } from 'react';
import type { CodeBlock } from '../markup/CodeBlock';
import type { CodeCheck } from '../exercises/CodeCheck';
import type { ExerciseSolution } from '../exercises/ExerciseSolution';
import type { GoalCheck } from '../exercises/GoalCheck';
import type { PredictCheck } from '../exercises/PredictCheck';
import type { SaveSeries } from '../offline/SaveSeries';
import type { CheckYourself } from '../questions/CheckYourself';
import type { CopyMarkdownButton } from '../screens/note/CopyMarkdownButton';
import type { ReportMistake } from '../screens/note/ReportMistake';
import { firstInteraction } from './first-interaction';
import { takingOverPrerenderedPage } from './keep-prerendered-page';
import { lazyRouteComponent } from './lazy-route-component';
import { watchEarlyPresses } from './early-press';
import { controllerStatus } from '../offline/worker-client';

/**
 * What a page shows at once but only needs code for when the reader acts: a note's code blocks (Copy, Run, Edit),
 * answer boxes, solutions and 'Check yourself' questions, its 'Copy as Markdown' and 'Report a mistake', and a series' 'Save this series for offline'.
 */
export interface DeferredWidgets {
  CodeBlock: ComponentType<ComponentProps<typeof CodeBlock>>;
  CodeCheck: ComponentType<ComponentProps<typeof CodeCheck>>;
  PredictCheck: ComponentType<ComponentProps<typeof PredictCheck>>;
  ExerciseSolution: ComponentType<ComponentProps<typeof ExerciseSolution>>;
  GoalCheck: ComponentType<ComponentProps<typeof GoalCheck>>;
  CheckYourself: ComponentType<ComponentProps<typeof CheckYourself>>;
  CopyMarkdownButton: ComponentType<ComponentProps<typeof CopyMarkdownButton>>;
  ReportMistake: ComponentType<ComponentProps<typeof ReportMistake>>;
  SaveSeries: ComponentType<ComponentProps<typeof SaveSeries>>;
}

// On a prerendered page their code loads at the reader's first scroll, key or touch, and until then they wait, shown
// as they are (React leaves a suspended boundary's markup). A page the app renders itself (the dev server, a host's
// 404 fallback) has no markup to show: it loads them at once.
const waitForReader = takingOverPrerenderedPage();
if (typeof document !== 'undefined') watchEarlyPresses();
const preloads: (() => Promise<void>)[] = [];
let markLoadedForPage!: () => void;
const loadedForPage = new Promise<void>((resolve) => (markLoadedForPage = resolve));

/**
 * Loads every deferred widget's code, unless the app is still taking over a prerendered page: a page it renders
 * later (a link followed) then shows them live at once, with no gap for them to fill.
 */
export function loadDeferredWidgets(): Promise<void> {
  if (takingOverPrerenderedPage()) return Promise.resolve();
  return Promise.all(preloads.map((preload) => preload())).then(markLoadedForPage);
}

/**
 * A widget whose code loads as every chunk does (time-out, 'Loading chunk {chunk} failed', a retry that works): at the
 * reader's first interaction, once a page has loaded it (which may come before the click that led there is heard as
 * one), or as soon as `sooner` resolves.
 */
function afterInteraction<Props extends object>(
  importer: () => Promise<Record<string, unknown>>,
  name: keyof DeferredWidgets,
  chunk: 'exercises' | 'page-actions',
  sooner?: () => Promise<void>,
): ComponentType<Props> {
  const Widget = lazyRouteComponent<Props>(importer, name, chunk);
  preloads.push(Widget.preload);
  if (!waitForReader) return Widget;
  return lazy(() => Promise.race([firstInteraction(), loadedForPage, ...(sooner ? [sooner()] : [])]).then(() => ({ default: Widget })));
}

/** Resolves when this device keeps a series for offline reading (else never): a series' sidebar then says so at once. */
function seriesKeptHere(): Promise<void> {
  return new Promise((resolve) => {
    controllerStatus()?.then(
      ({ savedSeries }) => savedSeries.length > 0 && resolve(),
      () => {},
    );
  });
}

/** The widgets pages render: deferred in the browser; the prerenderer and tests provide them at once. */
export const DeferredWidgetsContext = createContext<DeferredWidgets>({
  CodeBlock: afterInteraction(() => import('../markup/CodeBlock'), 'CodeBlock', 'exercises'),
  CodeCheck: afterInteraction(() => import('../exercises/CodeCheck'), 'CodeCheck', 'exercises'),
  PredictCheck: afterInteraction(() => import('../exercises/PredictCheck'), 'PredictCheck', 'exercises'),
  ExerciseSolution: afterInteraction(() => import('../exercises/ExerciseSolution'), 'ExerciseSolution', 'exercises'),
  GoalCheck: afterInteraction(() => import('../exercises/GoalCheck'), 'GoalCheck', 'exercises'),
  CheckYourself: afterInteraction(() => import('../questions/CheckYourself'), 'CheckYourself', 'exercises'),
  CopyMarkdownButton: afterInteraction(() => import('../screens/note/CopyMarkdownButton'), 'CopyMarkdownButton', 'page-actions'),
  ReportMistake: afterInteraction(() => import('../screens/note/ReportMistake'), 'ReportMistake', 'page-actions'),
  SaveSeries: afterInteraction(() => import('../offline/SaveSeries'), 'SaveSeries', 'page-actions', seriesKeptHere),
});
