import type { CompiledNote } from './compiled-note.ts';
import { seriesKeyOf } from '../../shared/note.ts';

/** How one series' exercises are checked on the page. */
export interface SeriesExercises {
  series: string;
  exercises: number;
  /** Checked code: a starter and hidden tests. */
  code: number;
  /** The reader predicts the output. */
  predict: number;
  /** A Git exercise: facts about the reader's repository, checked in the page's terminal. */
  goal: number;
  /** `unchecked: <reason>`: self-checked explanations and code the sandbox cannot run, by reason. */
  unchecked: number;
  reasons: Map<string, number>;
  /** No check at all (languages that are not checked, or exercises not yet done). */
  none: number;
  /** Those without a check by their solution's language. */
  noneByLang: Map<string, number>;
}

const NO_EXERCISES = { exercises: 0, code: 0, predict: 0, goal: 0, unchecked: 0, none: 0 };
type Totals = typeof NO_EXERCISES;

/** Each series' exercises by kind of check, the series in the catalogue's order, those without exercises left out. */
export function exerciseCounts(notes: readonly CompiledNote[], seriesKeys: readonly string[]): SeriesExercises[] {
  const bySeries = new Map<string, SeriesExercises>();
  for (const note of notes) {
    if (note.exercises.length === 0) continue;
    const key = seriesKeyOf(note.meta);
    let counts = bySeries.get(key);
    if (!counts) bySeries.set(key, (counts = { series: key, ...NO_EXERCISES, reasons: new Map(), noneByLang: new Map() }));
    for (const { check, lang } of note.exercises) {
      counts.exercises++;
      if (!check) {
        counts.none++;
        counts.noneByLang.set(lang, (counts.noneByLang.get(lang) ?? 0) + 1);
      } else {
        counts[check.kind]++;
        if (check.kind === 'unchecked') counts.reasons.set(check.reason, (counts.reasons.get(check.reason) ?? 0) + 1);
      }
    }
  }
  const order = (key: string) => (seriesKeys.includes(key) ? seriesKeys.indexOf(key) : seriesKeys.length);
  return [...bySeries.values()].sort((a, b) => order(a.series) - order(b.series) || a.series.localeCompare(b.series));
}

/** The counts as the content check prints them: a line per series, its reasons beneath, most used first. */
export function formatExerciseCounts(counts: readonly SeriesExercises[]): string[] {
  if (counts.length === 0) return [];
  const lines = ['Exercises by series (checked code, predict the output, repository goal, unchecked: <reason>, no check):'];
  const total = { ...NO_EXERCISES };
  for (const series of counts) {
    for (const key of Object.keys(total) as (keyof Totals)[]) total[key] += series[key];
    const languages = [...series.noneByLang].sort(([a], [b]) => a.localeCompare(b));
    const byLang = languages.length > 0 ? ` (${languages.map(([lang, count]) => `${lang || 'no language'} ${count}`).join(', ')})` : '';
    lines.push(`  ${series.series}: ${summary(series)}${byLang}`);
    const reasons = [...series.reasons].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b));
    for (const [reason, count] of reasons) lines.push(`    ${count} unchecked: ${reason}`);
  }
  lines.push(`  all: ${summary(total)}`);
  return lines;
}

function summary(counts: Totals): string {
  const goals = counts.goal > 0 ? `, ${counts.goal} repository goal${counts.goal === 1 ? '' : 's'}` : '';
  return `${counts.exercises} exercise${counts.exercises === 1 ? '' : 's'}: ${counts.code} checked code, ${counts.predict} predict the output${goals}, ${counts.unchecked} unchecked, ${counts.none} without a check`;
}
