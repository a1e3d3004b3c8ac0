import type { Page } from '@playwright/test';
import { outputLines } from '../../shared/output-lines';
import { catalogueNotes, expect, expectNoProblems, open, openInApp, openSolutionFolds, test } from './site';

/**
 * Every C and C++ sample that has a Run button, compiled by the page's Clang and run in Chromium as a reader runs it:
 * it must print exactly its note's output block, which CI's gcc and g++ already proved (a differential test). A test
 * per series: the reader's first Run offers the compiler's download, which the test accepts once.
 */

const normalise = (text: string) => outputLines(text).join('\n');

const series = ['c', 'c++'].map((topic) =>
  catalogueNotes()
    .filter((note) => note.topic === topic)
    .map((note) => ({ ...note, plans: (note.file.annotations?.run ?? []).map((plan) => (plan && plan.kind !== 'git' ? plan : 0)) }))
    .filter((note) => note.plans.some(Boolean)),
);

test('C and C++ samples get Run buttons, and those left out say why', () => {
  const planned = series.flat().reduce((count, note) => count + note.plans.filter(Boolean).length, 0);
  const explained = series.flat().reduce((count, note) => count + Object.keys(note.file.annotations?.noRun ?? {}).length, 0);
  expect(planned).toBeGreaterThan(0);
  // At least 85 in 100 of the programs CI runs get a Run button (issue 49).
  expect(planned / (planned + explained)).toBeGreaterThanOrEqual(0.85);
});

for (const notes of series) {
  const first = notes[0]!;
  const runs = notes.reduce((count, note) => count + note.plans.filter(Boolean).length, 0);
  test(`every Run of the ${first.topic} notes compiles and prints what the note says`, async ({ page, problems }) => {
    test.setTimeout(300_000 + runs * 20_000);
    await open(page, `/${first.topic}/${first.id}`);
    let offered = false;
    for (const note of notes) {
      if (note !== first) await openInApp(page, note);
      offered = (await runEverySample(page, note, !offered)) || offered;
    }
    expectNoProblems(problems);
  });
}

/** Runs each sample of the note on screen with a Run button; the first Run of the test accepts the compiler's download. Says whether it did. */
async function runEverySample(page: Page, note: (typeof series)[number][number], offer: boolean): Promise<boolean> {
  const blocks = page.locator('main [data-code-block]:not([data-question] [data-code-block])');
  await expect(blocks).toHaveCount(note.plans.length);
  await openSolutionFolds(page);
  const planned = note.plans.flatMap((plan, index) => (plan ? [index] : []));
  let downloaded = false;
  for (const index of planned) {
    const block = blocks.nth(index);
    await block.getByRole('button', { name: 'Run', exact: true }).press('Enter');
    const output = block.getByRole('region', { name: 'Output' });
    if (offer && !downloaded) {
      const download = output.getByRole('button', { name: /^Download the C\/C\+\+ compiler \(\d+ MB, kept for offline use\)$/ });
      await download.click();
      downloaded = true;
    }
    const status = output.getByRole('status').first();
    // The page's first C++ run loads the compiler and builds its precompiled <iostream>: seconds, and the reader is told.
    if (downloaded && index === planned[0] && note.topic === 'c++')
      await expect(status).toHaveText('Preparing the C++ compiler (first C++ run on this page, a few seconds)…', { timeout: 60_000 });
    // The first Run loads the compiler into the sandbox; each ends by itself, by an error or after 5 s.
    await expect(status).toHaveText(/^(Finished|Stopped|Did not compile)/, { timeout: 180_000 });
    const sample = `code block ${index} of /${note.topic}/${note.id}`;
    expect.soft(await status.innerText(), sample).toBe("Finished: the same output as the note's");
    const expected = normalise(
      await blocks
        .nth(index + 1)
        .locator('pre code')
        .innerText(),
    );
    // Standard output, as CI's gcc run compares it (a sample may also write to standard error).
    const printed = await output.locator('[data-stream="stdout"]').allTextContents();
    expect.soft(normalise(printed.join('')), sample).toBe(expected);
  }
  return downloaded;
}
