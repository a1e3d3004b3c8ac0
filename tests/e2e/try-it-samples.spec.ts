import type { Locator, Page, Request } from '@playwright/test';
import { contentSecurityPolicy, SANDBOX_CONTENT_SECURITY_POLICY } from '../../scripts/policy/content-security-policy';
import { outputLines } from '../../shared/output-lines';
import { catalogueNotes, expect, expectNoProblems, open, openInApp, openSolutionFolds, seriesGroups, test } from './site';

/**
 * Every sample that has a Run button, run through the page as a reader runs it, in Chromium: a
 * console sample (JavaScript, Python) must print exactly its note's output block, and a preview
 * (HTML, CSS, React) must render without an error. A test per group of notes of a series, moving from note
 * to note in the app as a reader does, so Pyodide loads once per group of Python notes.
 */

/** A printed text as the sample checker compares it: line ends and trailing spaces and blank lines aside. */
const normalise = (text: string) => outputLines(text).join('\n');

// A Git sample opens in the terminal instead (git-terminal.spec.ts); C and C++ samples compile first (c-family-samples.spec.ts).
const elsewhere = new Set(['git', 'c', 'cpp']);
const notes = catalogueNotes()
  .map((note) => ({ ...note, plans: (note.file.annotations?.run ?? []).map((plan) => (plan && !elsewhere.has(plan.kind) ? plan : 0)) }))
  .filter((note) => note.plans.some(Boolean));

test('the build gives Run buttons to samples of every kind', () => {
  const kinds = new Set(notes.flatMap((note) => note.plans.flatMap((plan) => (plan ? [plan.kind] : []))));
  expect([...kinds].sort()).toEqual(['css', 'html', 'module', 'python', 'react', 'script']);
});

for (const group of seriesGroups(notes)) {
  const first = group[0]!;
  const runs = group.reduce((count, note) => count + note.plans.filter(Boolean).length, 0);
  test(`every Run of /${first.topic}/${first.id} to ${group.at(-1)!.id} shows what the note says`, async ({ page, problems }) => {
    test.setTimeout(120_000 + runs * 15_000);
    // What a sample itself asks for in its sandbox (an image or a script its HTML names, which the
    // sandbox's policy blocks or the site does not have) is the sample's business; the page's own
    // errors and failed requests still fail the test.
    const fromSamples = new Set<string>();
    const inSandbox = (url: string) => url.includes('/src/try-it/');
    page.on('console', (message) => {
      const source = message.location().url;
      if (inSandbox(source) || fromSamples.has(source) || blockedBySandboxPolicy(message.text())) fromSamples.add(message.text());
    });
    const sandboxOwn = /\/(assets|pyodide)\/|\/src\/try-it\/(sandbox|preview)\.html$/;
    page.on('request', (request) => {
      if (!sandboxOwn.test(request.url()) && inSandbox(frameUrl(request))) fromSamples.add(request.url());
    });
    await open(page, `/${first.topic}/${first.id}`);
    for (const note of group) {
      if (note !== first) await openInApp(page, note);
      await runEverySample(page, note);
    }
    expectNoProblems({
      ...problems,
      consoleErrors: problems.consoleErrors.filter((text) => !fromSamples.has(text)),
      failedRequests: problems.failedRequests.filter((text) => !fromSamples.has(text.split(' ')[0]!)),
    });
  });
}

/** Runs every sample of the note on screen that has a Run button, and compares what it shows with the note. */
async function runEverySample(page: Page, note: (typeof notes)[number]) {
  // The whole body is on screen (a note opened in the app renders its title first).
  // The body's code blocks: a question's code (Check yourself) is not one of them.
  const blocks = page.locator('main [data-code-block]:not([data-question] [data-code-block])');
  await expect(blocks).toHaveCount(note.plans.length);
  await openSolutionFolds(page);

  // Every code block of the body, an exercise's starter included, in order.
  const planned = note.plans.flatMap((plan, index) => (plan ? [{ plan, index }] : []));
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toHaveCount(planned.length);

  for (const { plan, index } of planned) {
    const block = blocks.nth(index);
    // From the keyboard: a preview above may still be growing, and a pointer click aimed before it
    // grows lands on whatever has moved under it (seen on /css/415).
    await block.getByRole('button', { name: 'Run', exact: true }).press('Enter');
    const output = block.getByRole('region', { name: 'Output' });
    const preview = plan.kind === 'html' || plan.kind === 'css' || plan.kind === 'react';
    const status = output.getByRole('status');
    // Python's first run loads the runtime; every run ends by itself, by an error or after 5 s.
    await expect(status).toHaveText(/^(Rendered|Finished|Stopped)/, { timeout: 120_000 });
    const sample = `code block ${index} of /${note.topic}/${note.id}`;
    const error = output.locator('p');
    expect.soft((await error.count()) > 0 ? await error.innerText() : 'no error', sample).toBe('no error');
    // The page's own comparison with the note's output agrees.
    expect.soft(await status.innerText(), sample).toMatch(preview ? 'Rendered' : /^Finished: the same output as the note's$/);
    if (!preview) {
      const expected = normalise(await codeOf(blocks.nth(index + 1)));
      const printed = output.locator('pre');
      expect.soft(normalise((await printed.count()) > 0 ? await printed.innerText() : ''), sample).toBe(expected);
    }
  }
}

/** A load the sandbox's own policy blocked: its message quotes a directive the site's policy does not have. */
function blockedBySandboxPolicy(text: string): boolean {
  const directive = /violates the following Content Security Policy directive: "([^"]+)"/.exec(text)?.[1];
  return (
    directive !== undefined &&
    SANDBOX_CONTENT_SECURITY_POLICY.split('; ').includes(directive) &&
    !contentSecurityPolicy(undefined).split('; ').includes(directive)
  );
}

/** The page a request came from; a worker's requests have none. */
function frameUrl(request: Request): string {
  try {
    return request.frame().url();
  } catch {
    return '';
  }
}

async function codeOf(block: Locator): Promise<string> {
  return block.locator('pre code').innerText();
}
