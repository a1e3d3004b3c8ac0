import type { Locator, Page } from '@playwright/test';
import type { ExerciseCheck } from '../../shared/code-annotations';
import { parseLightMarkup } from '../../shared/parse-light-markup';
import { catalogueNotes, expect, expectNoProblems, open, openInApp, seriesGroups, test } from './site';

/**
 * Every checked exercise of the notes, through the page as a reader answers it, in Chromium: Check on the
 * starter fails and names the failing tests; the solution typed into the editor passes every test; a
 * prediction is refused when wrong and accepted when it is the output; and after a reload each exercise
 * is still marked solved. A test per group of notes of a series, moving from note to note in the app as a
 * reader does, so the page's sandbox (and Pyodide, for Python) loads once per group.
 */

const notes = catalogueNotes()
  .map((note) => {
    const checks = Object.entries(note.file.annotations?.checks ?? {}).filter(
      (entry): entry is [string, Exclude<ExerciseCheck, { kind: 'unchecked' }>] => entry[1].kind !== 'unchecked',
    );
    const codes = parseLightMarkup(note.file.default).flatMap((block) => (block.type === 'code' ? [block.code] : []));
    return { ...note, checks, codes, solutions: note.file.annotations?.solutions ?? [] };
  })
  .filter((note) => note.checks.length > 0);

test('the notes have checked exercises of every language, and predictions', () => {
  const kinds = new Set(notes.flatMap((note) => note.checks.map(([, check]) => (check.kind === 'code' ? check.lang : check.kind))));
  expect([...kinds].sort()).toEqual(['js', 'jsx', 'predict', 'python']);
});

/** Replaces the focused editor's text, as a reader who selects all, deletes and types would. */
async function replaceAll(page: Page, code: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** The check's summary once it has ended (Python's first check loads the runtime first). */
async function finishedSummary(exercise: Locator): Promise<string> {
  const results = exercise.getByRole('region', { name: 'Check results' });
  await expect(results).toHaveAttribute('data-tone', /passed|failed/, { timeout: 120_000 });
  return results.getByRole('status').innerText();
}

for (const group of seriesGroups(notes)) {
  const first = group[0]!;
  const last = group.at(-1)!;
  const checks = group.reduce((count, note) => count + note.checks.length, 0);
  test(`every check of /${first.topic}/${first.id} to ${last.id} fails its starter, passes its solution, and stays solved`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(60_000 + checks * 30_000);
    // What the reader's code logs in its sandbox (a starter's React error, say) is the check's business.
    const fromChecks = new Set<string>();
    page.on('console', (message) => {
      if (/\/src\/try-it\/|\/assets\/check-|(^|\/)sample\.js$/.test(message.location().url)) fromChecks.add(message.text());
    });
    // So are the requests it makes there (a sample's images, which the sandbox's policy refuses).
    const requestsFromChecks = new Set<string>();
    page.on('requestfailed', (request) => {
      if (request.frame().url().includes('/src/try-it/')) requestsFromChecks.add(`${request.url()} ${request.failure()?.errorText}`);
    });
    await open(page, `/${first.topic}/${first.id}`);
    for (const note of group) {
      if (note !== first) await openInApp(page, note);
      await checkEveryExercise(page, note);
    }

    // After a reload, the sidebar counts every exercise solved here, and each shows Solved on its note.
    await page.reload();
    const sidebar = page.getByRole('complementary', { name: /lessons$/ });
    await expect.soft(sidebar.getByText(new RegExp(`^${checks} of \\d+ exercises? solved$`))).toBeVisible();
    for (const note of [last, ...group.slice(0, -1)]) {
      if (note !== last) await openInApp(page, note);
      for (const [slug] of note.checks)
        await expect
          .soft(
            page.locator(`[data-exercise="${slug}"]`).getByText('Solved', { exact: true }),
            `#${slug} of /${note.topic}/${note.id} after a reload`,
          )
          .toBeVisible();
    }
    expectNoProblems({
      ...problems,
      consoleErrors: problems.consoleErrors.filter((text) => !fromChecks.has(text)),
      failedRequests: problems.failedRequests.filter((request) => !requestsFromChecks.has(request)),
    });
  });
}

/** Checks each exercise of the note on screen: a prediction wrong then right; code as its starter, then its solution. */
async function checkEveryExercise(page: Page, note: (typeof notes)[number]) {
  for (const [slug, check] of note.checks) {
    const exercise = page.locator(`[data-exercise="${slug}"]`);
    const where = `exercise #${slug} of /${note.topic}/${note.id}`;
    if (check.kind === 'predict') {
      const box = exercise.getByRole('textbox', { name: 'What does it print?' });
      await box.fill('not what it prints');
      await exercise.getByRole('button', { name: 'Check' }).click();
      expect.soft(await finishedSummary(exercise), where).toMatch(/^Not quite: line 1 differs/);
      await box.fill(check.answer);
      await exercise.getByRole('button', { name: 'Check' }).click();
      expect.soft(await finishedSummary(exercise), where).toBe('Right: that is exactly what it prints. Solved!');
      continue;
    }
    // Check on the starter as the page gives it: it runs, and at least one test fails, by name.
    await exercise.getByRole('button', { name: 'Check' }).click();
    const failing = exercise.locator('li[data-passed="false"]');
    expect.soft(await finishedSummary(exercise), `starter of ${where}`).toMatch(/^\d+ of \d+ tests? failed\./);
    expect.soft(await failing.count(), `starter of ${where}`).toBeGreaterThan(0);
    for (const name of await failing.locator('span[class*="testName"]').allInnerTexts()) expect.soft(name.trim(), where).not.toBe('');

    // The solution, the exercise's next folded block, typed in as the reader's answer.
    const solution = note.codes[note.solutions.find((index) => index > check.starter)!]!;
    await exercise.getByRole('textbox', { name: 'Your answer' }).click();
    await replaceAll(page, solution);
    await exercise.getByRole('button', { name: 'Check', exact: true }).click();
    expect.soft(await finishedSummary(exercise), `solution of ${where}`).toMatch(/^All \d+ tests? passed\. Solved!$/);
  }
}
