import type { ExerciseCheck } from '../../shared/code-annotations';
import type { PageCheckedLanguage } from '../try-it/use-check';

/*
 * React's checks (jsx) are proven in CI but not offered in the page yet: some pass in CI's jsdom and fail
 * in the browser, so until the two agree their starter shows as code.
 */

export type PageCheck =
  Exclude<ExerciseCheck, { kind: 'code' }> | (Extract<ExerciseCheck, { kind: 'code' }> & { lang: PageCheckedLanguage });

/** An exercise's check as the page offers it: none for a React exercise (see above). */
export function pageCheck(check: ExerciseCheck | undefined): PageCheck | undefined {
  return check?.kind === 'code' && check.lang === 'jsx' ? undefined : (check as PageCheck | undefined);
}
