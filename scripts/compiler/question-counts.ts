import type { CompiledNote } from './compiled-note.ts';
import { seriesKeyOf } from '../../shared/note.ts';

type Row = { notes: number; asked: number; choice: number; predict: number; short: number };

/** The content check's lines on `## Check yourself`: per series, its notes with questions and the questions by kind. */
export function formatQuestionCounts(notes: readonly CompiledNote[], seriesKeys: readonly string[]): string[] {
  const emptyRow = (): Row => ({ notes: 0, asked: 0, choice: 0, predict: 0, short: 0 });
  const rows = new Map<string, Row>();
  const total = emptyRow();
  for (const note of notes) {
    const key = seriesKeyOf(note.meta);
    if (!rows.has(key)) rows.set(key, emptyRow());
    const questions = note.annotations.questions ?? [];
    for (const row of [rows.get(key)!, total]) {
      row.notes++;
      if (questions.length > 0) row.asked++;
      for (const question of questions) row[question.kind]++;
    }
  }
  if (total.asked === 0) return [];
  const order = (key: string) => (seriesKeys.includes(key) ? seriesKeys.indexOf(key) : seriesKeys.length);
  const line = (name: string, row: Row) =>
    `  ${name}: ${row.asked} of ${row.notes} notes, ${row.choice + row.predict + row.short} questions (${row.choice} choice, ${row.predict} predict the output, ${row.short} short answer)`;
  return [
    "Check yourself by series (each question's answer proved on the page's grader; predicted outputs by the sample checker):",
    ...[...rows].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b)).map(([key, row]) => line(key, row)),
    line('all', total),
  ];
}
