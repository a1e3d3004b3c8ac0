import type { Locator, Page } from '@playwright/test';
import type { ExerciseCheck } from '../../shared/code-annotations';
import { checkedByOutput } from '../../shared/exercise-check/result';
import { parseLightMarkup } from '../../shared/parse-light-markup';
import { catalogueNotes, expect, expectNoProblems, hydrated, open, openInApp, seriesGroups, test } from './site';

/**
 * Every checked exercise of the notes, through the page as a reader answers it, in Chromium: Check on the
 * starter fails and names the failing tests; the solution typed into the editor passes every test; a
 * prediction is refused when wrong and accepted when it is the output; and after a reload the series'
 * sidebar counts each exercise solved. A test per group of notes of a series, moving from note to note in the app as a
 * reader does, so the page's sandbox (and Pyodide, for Python) loads once per group.
 */

const notes = catalogueNotes()
  .map((note) => {
    // A Git exercise's goal is checked in the terminal (git-terminal.spec.ts).
    const checks = Object.entries(note.file.annotations?.checks ?? {}).filter(
      (entry): entry is [string, Extract<ExerciseCheck, { kind: 'code' | 'predict' }>] =>
        entry[1].kind === 'code' || entry[1].kind === 'predict',
    );
    const codes = parseLightMarkup(note.file.default).flatMap((block) => (block.type === 'code' ? [block.code] : []));
    return { ...note, checks, codes, solutions: note.file.annotations?.solutions ?? [] };
  })
  .filter((note) => note.checks.length > 0);

test('the notes have checked exercises of every language, and predictions', () => {
  const kinds = new Set(notes.flatMap((note) => note.checks.map(([, check]) => (check.kind === 'code' ? check.lang : check.kind))));
  expect([...kinds].sort()).toEqual(['c', 'cpp', 'js', 'jsx', 'predict', 'python']);
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

test("a reader who answers before the exercises' code has arrived loses nothing: the prediction, a tap on Check, an opened solution", async ({
  page,
  problems,
}) => {
  // The exercises' code loads at the reader's first interaction (src/app/deferred-widgets.ts): slowed here,
  // so every act below happens while it is still on its way.
  await page.route(/\/assets\/exercises-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // A tap on a busy phone as the reader's first act: its touch and its click reach the page in one go, before the
  // page has answered the touch.
  await open(page, '/javascript/310');
  const code = page.locator('[data-exercise][data-code-block]').first();
  await code.getByRole('button', { name: 'Check' }).evaluate((button: HTMLElement) => {
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.click();
  });
  await expect(code.getByRole('button', { name: 'Reset to the starter' })).toBeVisible();
  await expect(code.getByText(/^\d+ of \d+ tests? failed\./)).toBeVisible();

  // A prediction typed and checked, and a solution opened, while the code is on its way.
  await page.reload();
  await hydrated(page);
  const prediction = page
    .locator('[data-exercise]')
    .filter({ has: page.getByRole('textbox', { name: 'What does it print?' }) })
    .first();
  await prediction.getByRole('textbox').fill('not what it prints');
  await prediction.getByRole('button', { name: 'Check' }).click();
  await expect(prediction.getByRole('status')).toHaveText(/^Not quite: line 1 differs/);
  await page.getByText('Show solution').first().click();
  await expect(page.locator('details[open] > summary').first()).toHaveText('Hide solution');
  expectNoProblems(problems);
});

type CodeCheck = Extract<ExerciseCheck, { kind: 'code' }>;

/** An exercise's solution: the note's next folded block after its starter. */
const solutionOf = (note: (typeof notes)[number], check: CodeCheck) => note.codes[note.solutions.find((index) => index > check.starter)!]!;

test('a page’s React checks share one hidden frame: the solution passes where the starter failed, and after a check that ran out of time, in a new frame', async ({
  page,
  problems,
}) => {
  // Six checks, with the group tests' allowance for each.
  test.setTimeout(60_000 + 6 * 30_000);
  // A React exercise whose tests wait for the page (a click), so that a timer left running could act meanwhile.
  const waits = (entry: [string, Exclude<ExerciseCheck, { kind: 'unchecked' }>]): entry is [string, CodeCheck] =>
    entry[1].kind === 'code' && entry[1].lang === 'jsx' && entry[1].tests.includes('await user.');
  const note = notes.find((candidate) => candidate.checks.some(waits))!;
  const [slug, check] = note.checks.find(waits)!;
  await open(page, `/${note.topic}/${note.id}`);
  const exercise = page.locator(`[data-exercise="${slug}"]`);
  const checkButton = exercise.getByRole('button', { name: 'Check', exact: true });
  const frames = page.locator('iframe[title="Exercise check"]');
  const answer = async (code: string) => {
    await exercise.getByRole('textbox', { name: 'Your answer' }).click();
    await replaceAll(page, code);
    await checkButton.click();
    return finishedSummary(exercise);
  };

  await checkButton.click();
  expect(await finishedSummary(exercise)).toMatch(/^\d+ of \d+ tests? failed\./);
  await expect(frames).toHaveCount(1);
  const first = (await frames.elementHandle())!;
  expect(await answer(solutionOf(note, check))).toMatch(/^All \d+ tests? passed\. Solved!$/);
  await expect(frames).toHaveCount(1);
  expect(await first.evaluate((frame) => frame.isConnected)).toBe(true);

  // An interval the reader's code never clears ends with its check: the next check meets only its own code.
  await answer(`${solutionOf(note, check)}\nsetInterval(() => document.body.replaceChildren(), 1);`);
  expect(await answer(solutionOf(note, check))).toMatch(/^All \d+ tests? passed\. Solved!$/);
  expect(await first.evaluate((frame) => frame.isConnected)).toBe(true);

  // An endless loop holds the frame's thread: the check stops at its limit, and the frame goes with it.
  expect(await answer('while (true) {}')).toMatch(/^Stopped after 5 s: your code was still running/);
  expect(await first.evaluate((frame) => frame.isConnected)).toBe(false);
  expect(await answer(solutionOf(note, check))).toMatch(/^All \d+ tests? passed\. Solved!$/);
  await expect(frames).toHaveCount(1);
  expectNoProblems(problems);
});

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

    // After a reload, the sidebar counts every exercise solved here (it counts only the series' own exercises,
    // by note and anchor), and the note on screen shows each of its own as Solved.
    await page.reload();
    const sidebar = page.getByRole('complementary', { name: /lessons$/ });
    await expect.soft(sidebar.getByText(new RegExp(`^${checks} of \\d+ exercises? solved$`))).toBeVisible();
    for (const [slug] of last.checks)
      await expect
        .soft(
          page.locator(`[data-exercise="${slug}"]`).getByText('Solved', { exact: true }),
          `#${slug} of /${last.topic}/${last.id} after a reload`,
        )
        .toBeVisible();
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
    // A page's first C or C++ check offers the compiler's download; the reader accepts it.
    if (checkedByOutput(check.lang)) {
      const download = exercise.getByRole('button', { name: /^Download the C\/C\+\+ compiler/ });
      await expect(download.or(exercise.getByRole('region', { name: 'Check results' })))
        .toBeVisible()
        .catch(async (error: Error) => {
          // Whether the press was lost or its code was late: which of the exercises' chunks had arrived, and when.
          const chunks = await page.evaluate(() => ({
            now: Math.round(performance.now()),
            arrived: performance
              .getEntriesByType('resource')
              .filter((entry) => /\/assets\/(exercises|CheckPanel)-/.test(entry.name))
              .map((entry) => `${entry.name.split('/').pop()} at ${Math.round((entry as PerformanceResourceTiming).responseEnd)} ms`),
          }));
          throw new Error(
            `${error.message}\nAt ${chunks.now} ms the page had: ${chunks.arrived.join(', ') || "none of the exercises' chunks"}`,
          );
        });
      if (await download.isVisible()) await download.click();
    }
    const failing = exercise.locator('li[data-passed="false"]');
    expect.soft(await finishedSummary(exercise), `starter of ${where}`).toMatch(/^\d+ of \d+ tests? failed\./);
    expect.soft(await failing.count(), `starter of ${where}`).toBeGreaterThan(0);
    for (const name of await failing.locator('span[class*="testName"]').allInnerTexts()) expect.soft(name.trim(), where).not.toBe('');

    // The solution, the exercise's next folded block, typed in as the reader's answer.
    const solution = solutionOf(note, check);
    await exercise.getByRole('textbox', { name: 'Your answer' }).click();
    await replaceAll(page, solution);
    await exercise.getByRole('button', { name: 'Check', exact: true }).click();
    expect.soft(await finishedSummary(exercise), `solution of ${where}`).toMatch(/^All \d+ tests? passed\. Solved!$/);
  }
}
