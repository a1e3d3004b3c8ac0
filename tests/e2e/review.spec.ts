import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { Question } from '../../shared/questions/question';
import { catalogueNotes, expect, expectNoProblems, hydrated, open, test } from './site';

/**
 * 'Check yourself' and Review, in Chromium as a reader uses them: a note's questions refuse a wrong answer and accept
 * the right one (one note of every series); answered questions come back on the Review page days later, the header
 * counting them; progress moves to another browser through a file.
 */

const withQuestions = catalogueNotes()
  .map((note) => ({ ...note, questions: note.file.annotations?.questions ?? [] }))
  .filter((note) => note.questions.length > 0);
// The first note of each series that has every kind of question it can, else its first with questions.
const perSeries = [...new Set(withQuestions.map((note) => note.topic))].map((topic) => {
  const notes = withQuestions.filter((note) => note.topic === topic);
  return notes.find((note) => new Set(note.questions.map((question) => question.kind)).size === 3) ?? notes[0]!;
});

const questionsOf = (page: Page) => page.locator('#check-yourself + ol > li > [data-question]');
/** A question's verdict (its code blocks' Copy buttons have a status of their own). */
const verdictOf = (card: Locator) => card.locator(':scope > [role=status]');

/** Answers a question in the page: its right answer, or a wrong one. */
async function answer(card: Locator, question: Question, right: boolean) {
  if (question.kind === 'choice') {
    const indexes = question.choices.flatMap((choice, index) => (choice.right === right ? [index] : []));
    for (const index of right ? indexes : indexes.slice(0, 1)) await card.locator('li').nth(index).locator('input').check();
  } else {
    const text = question.kind === 'predict' ? question.answer : question.answers[0]!;
    await card.getByRole('textbox').fill(right ? text : `${text} not`);
  }
  await card.getByRole('button', { name: 'Check' }).click();
}

test('the series have their questions', () => {
  expect(perSeries.length).toBeGreaterThanOrEqual(10);
});

for (const note of perSeries) {
  test(`${note.topic}/${note.id}: each question refuses a wrong answer, says why, and accepts the right one`, async ({
    page,
    problems,
  }) => {
    await open(page, `/${note.topic}/${note.id}`);
    await page.locator('#check-yourself').scrollIntoViewIfNeeded();
    const cards = questionsOf(page);
    await expect(cards).toHaveCount(note.questions.length);
    for (const [index, question] of note.questions.entries()) {
      const card = cards.nth(index);
      await answer(card, question, false);
      await expect(verdictOf(card)).toContainText('Not quite');
      // The section that explains it is one link away.
      await expect(verdictOf(card).getByRole('link').first()).toBeVisible();
      if (question.kind === 'choice') await expect(card.getByText(/^Right answer\./).first()).toBeVisible();
      await card.getByRole('button', { name: 'Try again' }).click();
      await answer(card, question, true);
      // Its first answer set its review: the question missed comes back tomorrow, whatever the second try.
      await expect(verdictOf(card)).toContainText(/^Right\. Next review tomorrow\./);
    }
    expectNoProblems(problems);
  });
}

test('answered and read questions come back on the Review page on their day, counted in the header, and move to another browser', async ({
  page,
  browser,
  problems,
}) => {
  const note = perSeries.find((candidate) => candidate.topic === 'javascript') ?? perSeries[0]!;
  await page.clock.install({ time: new Date('2026-12-03T09:00:00') });
  await open(page, `/${note.topic}/${note.id}`);
  const cards = questionsOf(page);
  // The first question answered wrong, the second right; marking the note read adds the rest.
  await answer(cards.nth(0), note.questions[0]!, false);
  await expect(verdictOf(cards.nth(0))).toContainText('Next review tomorrow.');
  await answer(cards.nth(1), note.questions[1]!, true);
  await expect(verdictOf(cards.nth(1))).toContainText(/Next review in \d+ days\./);
  await page.getByRole('button', { name: 'Mark as read' }).click();
  const reviewLink = page.getByRole('banner').getByRole('link', { name: /^Review/ });
  await expect(reviewLink).toHaveAccessibleName('Review');

  // The next day: the question missed, and those of the note read, are due; the one answered right is not.
  const due = note.questions.length - 1;
  await page.clock.setSystemTime(new Date('2026-12-04T09:00:00'));
  await page.reload();
  await hydrated(page);
  await expect(reviewLink).toHaveAccessibleName(`Review: ${due} questions due`);
  await reviewLink.click();
  await expect(page.getByRole('heading', { level: 2, name: `${due} questions due today` })).toBeVisible();
  await expect(page.getByText(`Question 1 of ${due}, from`)).toBeVisible();
  const asked = page.locator('[data-question]');
  // The longest waiting first: the question missed yesterday.
  const first = note.questions[0]!;
  await expect(asked).toHaveAttribute('data-question', first.id);
  await answer(asked, first, true);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByText(`Question 2 of ${due}, from`)).toBeVisible();
  await expect(reviewLink).toHaveAccessibleName(`Review: ${due - 1} question${due - 1 === 1 ? '' : 's'} due`);

  // Exported here, imported in a new browser: the same questions are due there.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export progress' }).click();
  const file = await (await downloading).path();
  const other = await browser.newPage();
  await other.clock.install({ time: new Date('2026-12-04T09:00:00') });
  await open(other, '/review');
  await expect(other.getByRole('heading', { level: 2, name: 'No questions yet' })).toBeVisible();
  const choosing = other.waitForEvent('filechooser');
  await other.getByRole('button', { name: 'Import progress…' }).click();
  await (await choosing).setFiles({ name: 'progress.json', mimeType: 'application/json', buffer: await readFile(file) });
  await expect(other.getByRole('status').filter({ hasText: /^Imported\./ })).toHaveText(
    `Imported. This browser now has 1 note read and ${note.questions.length} questions under review.`,
  );
  await expect(other.getByRole('banner').getByRole('link', { name: /^Review/ })).toHaveAccessibleName(
    `Review: ${due - 1} question${due - 1 === 1 ? '' : 's'} due`,
  );
  // A file that is not one is refused with a reason, and nothing is lost.
  const refusing = other.waitForEvent('filechooser');
  await other.getByRole('button', { name: 'Import progress…' }).click();
  await (await refusing).setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"x"}') });
  await expect(other.getByText('This file is not a progress file exported from this site.')).toBeVisible();
  await other.close();
  expectNoProblems(problems);
});
