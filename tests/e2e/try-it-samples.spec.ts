import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import type { RunPlan } from '../../src/catalog/types';
import { catalogueNotes, expect, expectNoProblems, open, test } from './site';

/**
 * Every sample that has a Run button, run through the page as a reader runs it, in Chromium: a
 * console sample (JavaScript, Python) must print exactly its note's output block, and a preview
 * (HTML, CSS, React) must render without an error. One visit per note, its samples in turn, so
 * Pyodide loads once per Python page.
 */

/** The Run plans the build gave a note's code blocks (src/generated/bodies/<id>.ts). */
function plansOf(id: string): (RunPlan | 0)[] {
  const body = readFileSync(`src/generated/bodies/${id}.ts`, 'utf8');
  const run = /"run":(\[[^\]]*\])/.exec(body);
  return run ? (JSON.parse(run[1]!) as (RunPlan | 0)[]) : [];
}

/** A printed text as the sample checker compares it: line ends and trailing spaces and blank lines aside. */
function normalise(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

const notes = catalogueNotes()
  .map((note) => ({ ...note, plans: plansOf(note.id) }))
  .filter((note) => note.plans.some(Boolean));

test('the build gives Run buttons to samples of every kind', () => {
  const kinds = new Set(notes.flatMap((note) => note.plans.flatMap((plan) => (plan ? [plan.kind] : []))));
  expect([...kinds].sort()).toEqual(['css', 'html', 'module', 'python', 'react', 'script']);
});

for (const note of notes) {
  test(`every Run of /${note.topic}/${note.id} shows what the note says`, async ({ page, problems }) => {
    test.setTimeout(240_000);
    await open(page, `/${note.topic}/${note.id}`);
    // Solutions are folded: open them all, as a reader would to run one.
    for (const summary of await page.locator('summary', { hasText: 'Show solution' }).all()) await summary.click();

    // Every code block has a Copy button in its bar: the block is the bar's parent.
    const blocks = page.locator('main').getByRole('button', { name: 'Copy', exact: true }).locator('xpath=../..');
    const planned = note.plans.flatMap((plan, index) => (plan ? [{ plan, index }] : []));
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toHaveCount(planned.length);

    for (const { plan, index } of planned) {
      const block = blocks.nth(index);
      await block.getByRole('button', { name: 'Run', exact: true }).click();
      const output = block.getByRole('region', { name: 'Output' });
      const preview = plan.kind === 'html' || plan.kind === 'css' || plan.kind === 'react';
      await expect(output.getByRole('status')).toHaveText(preview ? 'Rendered' : /^Finished/, { timeout: 120_000 });
      await expect(output.locator('p')).toHaveCount(0);
      if (!preview) {
        const expected = normalise(await codeOf(blocks.nth(index + 1)));
        const printed = output.locator('pre');
        expect(normalise((await printed.count()) > 0 ? await printed.innerText() : ''), `sample ${index} of /${note.topic}/${note.id}`).toBe(expected);
      }
    }
    expectNoProblems(problems);
  });
}

async function codeOf(block: Locator): Promise<string> {
  return block.locator('pre code').innerText();
}
