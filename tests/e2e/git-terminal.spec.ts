import type { Locator, Page } from '@playwright/test';
import { outputLines } from '../../shared/output-lines';
import { seriousViolations } from './axe';
import { catalogueNotes, expect, expectNoProblems, open, openInApp, openSolutionFolds, test } from './site';

/**
 * The differential test of the page's Git: every sample of the Git and GitHub notes that opens in the terminal is run
 * there through the real UI ('Open in terminal', 'Run all'), and what it printed must be the note's output block, which
 * CI proves against real Git. One page visit per series, moving from note to note in the app as a reader does.
 */

const normalise = (text: string) => outputLines(text).join('\n');

const notes = catalogueNotes()
  .filter((note) => note.topic === 'git' || note.topic === 'github')
  .map((note) => ({ ...note, plans: note.file.annotations?.run ?? [], outputs: note.file.annotations?.outputs ?? [] }));
const inTerminal = (plans: (typeof notes)[number]['plans']) => plans.flatMap((plan, index) => (plan && plan.kind === 'git' ? [index] : []));

test('all but at most 2 of the Git and GitHub notes’ run samples open in the terminal', () => {
  const runSamples = notes.reduce((count, note) => count + note.outputs.length, 0);
  const opened = notes.reduce((count, note) => count + inTerminal(note.plans).length, 0);
  expect(runSamples).toBeGreaterThan(15);
  expect(opened).toBeGreaterThanOrEqual(runSamples - 2);
});

for (const topic of ['git', 'github']) {
  const series = notes.filter((note) => note.topic === topic && inTerminal(note.plans).length > 0);
  test(`every terminal sample of /${topic} prints what the note says`, async ({ page, problems }) => {
    test.setTimeout(60_000 + series.length * 15_000);
    await open(page, `/${topic}/${series[0]!.id}`);
    for (const note of series) {
      if (note !== series[0]) await openInApp(page, note);
      await runEveryTerminalSample(page, `/${topic}/${note.id}`, inTerminal(note.plans));
    }
    expectNoProblems(problems);
  });
}

async function runEveryTerminalSample(page: Page, path: string, indexes: readonly number[]) {
  await openSolutionFolds(page);
  // The samples with the button, in order (a goal above one is no code block of the page, so no index is used).
  const blocks = page.locator('main [data-code-block]', { has: page.getByRole('button', { name: /^(Open in|Close) terminal$/ }) });
  await expect(blocks).toHaveCount(indexes.length);
  for (const [at, index] of indexes.entries()) {
    const block = blocks.nth(at);
    await block.getByRole('button', { name: 'Open in terminal' }).click();
    const terminal = block.getByRole('region', { name: 'Terminal' });
    await terminal.getByRole('button', { name: 'Run all' }).click();
    const sample = `code block ${index} of ${path}`;
    // The page's own comparison with the note's output agrees with this test's.
    await expect(terminal.getByRole('status'), sample).toHaveText("All lines run: the same output as the note's");
    const printed = await terminal.locator('[data-stream="stdout"]').allInnerTexts();
    const output = block.locator('xpath=following::*[@data-code-block][1]');
    expect.soft(normalise(printed.join('')), sample).toBe(normalise(await codeOf(output)));
    await expect(terminal.getByRole('button', { name: 'Run next line' })).toBeDisabled();
  }
}

async function codeOf(block: Locator): Promise<string> {
  return block.locator('pre code').innerText();
}

test('a Git exercise checks its goal in the reader’s own repository, and counts as solved when every fact holds', async ({
  page,
  problems,
}) => {
  await open(page, '/git/704');
  const exercise = page.locator('[data-exercise="2-whose-change-is-it"]');
  await exercise.getByRole('button', { name: 'Try it in the terminal' }).click();
  const terminal = exercise.getByRole('region', { name: 'Terminal' });
  const check = terminal.getByRole('button', { name: 'Check my repository' });
  await check.click();
  const summary = exercise.getByRole('region', { name: 'Check results' }).getByRole('status');
  const facts = exercise.getByRole('listitem').filter({ has: page.locator('code') });
  await expect(summary).toHaveText('0 of 4 facts hold.');
  await expect(facts.first()).toHaveText('Not yet: on branch main: no repository here');

  // The reader types the commands one by one, half of them first.
  const input = terminal.getByRole('textbox', { name: /Type a command/ });
  const type = async (command: string) => {
    await input.fill(command);
    await input.press('Enter');
  };
  for (const command of [
    'cd "$(mktemp -d)"',
    'git init -q -b main',
    'git config user.name "Ada" && git config user.email "ada@example.com"',
    'echo "Welcome" > index.html && git add index.html && git commit -q -m "Add home page"',
  ])
    await type(command);
  await check.click();
  await expect(summary).toHaveText('1 of 4 facts hold.');
  await expect(facts.nth(0)).toHaveText('Met: on branch main');
  await expect(facts.nth(1)).toHaveText('Not yet: branch feature/copy exists: there is no branch feature/copy');
  await expect(exercise.getByText('Solved', { exact: true })).toHaveCount(0);

  for (const command of ['echo "Welcome back" > index.html', 'git switch -q -c feature/copy', 'git switch -q main']) await type(command);
  await check.click();
  await expect(summary).toHaveText('All 4 facts hold. Solved!');
  await expect(exercise.getByText('Solved', { exact: true })).toBeVisible();
  // The history beside the terminal shows both branches at the one commit.
  await expect(terminal.getByRole('list', { name: 'Commits, newest first' }).getByRole('listitem')).toHaveCount(1);
  await expect(terminal.getByRole('list', { name: 'Commits, newest first' })).toContainText('HEAD → main');
  await expect(terminal.getByRole('list', { name: 'Commits, newest first' })).toContainText('feature/copy');
  // Readable in both themes: the terminal, its results and the history.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page, '[data-exercise="2-whose-change-is-it"]'), colorScheme).toEqual([]);
  }
  expectNoProblems(problems);
});
