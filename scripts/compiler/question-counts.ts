import type { CompiledNote } from './compiled-note.ts';
import { seriesKeyOf } from '../../shared/note.ts';

/** The content check's lines on `## Check yourself`: per series, its notes with questions and the questions by kind. */
export function formatQuestionCounts(notes: readonly CompiledNote[], seriesKeys: readonly string[]): string[] {
  const rows = new Map<string, { notes: number; asked: number; choice: number; predict: number; short: number }>();
  for (const note of notes) {
    const key = seriesKeyOf(note.meta);
    const row = rows.get(key) ?? { notes: 0, asked: 0, choice: 0, predict: 0, short: 0 };
    rows.set(key, row);
    row.notes++;
    const questions = note.annotations.questions ?? [];
    if (questions.length > 0) row.asked++;
    for (const question of questions) row[question.kind]++;
  }
  const order = (key: string) => (seriesKeys.includes(key) ? seriesKeys.indexOf(key) : seriesKeys.length);
  const line = (name: string, row: { notes: number; asked: number; choice: number; predict: number; short: number }) =>
    `  ${name}: ${row.asked} of ${row.notes} notes, ${row.choice + row.predict + row.short} questions (${row.choice} choice, ${row.predict} predict the output, ${row.short} short answer)`;
  const sorted = [...rows].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
  const total = sorted.reduce(
    (sum, [, row]) => ({
      notes: sum.notes + row.notes,
      asked: sum.asked + row.asked,
      choice: sum.choice + row.choice,
      predict: sum.predict + row.predict,
      short: sum.short + row.short,
    }),
    { notes: 0, asked: 0, choice: 0, predict: 0, short: 0 },
  );
  if (total.asked === 0) return [];
  return [
    "Check yourself by series (each question's answer proved on the page's grader; predicted outputs by the sample checker):",
    ...sorted.map(([key, row]) => line(key, row)),
    line('all', total),
  ];
}
