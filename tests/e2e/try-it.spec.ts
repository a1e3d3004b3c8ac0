import type { Page } from '@playwright/test';
import { expect, expectNoProblems, open, test } from './site';

// The page's own logic, whatever the host sends: the nginx project leaves these to the default one.
const SAME_ON_ANY_HOST = { tag: '@same-on-any-host' };

/** The first runnable block of a note (the closures note's is JavaScript), edited to hold `code`. */
async function editFirstSample(page: Page, code: string, note = '/javascript/311') {
  await open(page, note);
  const block = page.locator('main').getByRole('button', { name: 'Edit', exact: true }).first().locator('xpath=../..');
  await block.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = block.getByRole('textbox', { name: 'Code editor' });
  await editor.click();
  await replaceAll(page, code);
  return { block, editor, output: block.getByRole('region', { name: 'Output' }) };
}

/** Replaces the focused editor's text, as a reader who selects all, deletes and types would. */
async function replaceAll(page: Page, code: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

test('a run that never ends is stopped after 5 s, and the page stays usable', SAME_ON_ANY_HOST, async ({ page, problems }) => {
  const { block, output } = await editFirstSample(page, 'console.log("start");\nwhile (true) {}');
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(output.getByRole('status')).toHaveText('Stopped after 5 s: still running', { timeout: 20_000 });
  await expect(output.locator('pre')).toHaveText('start\n');
  // The loop ran in the sandbox's worker: the page still answers.
  await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
  expectNoProblems(problems);
});

test('Stop ends a run at once', SAME_ON_ANY_HOST, async ({ page, problems }) => {
  const { block, output } = await editFirstSample(page, 'setInterval(() => {}, 1000);');
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  await output.getByRole('button', { name: 'Stop' }).click();
  await expect(output.getByRole('status')).toHaveText('Stopped');
  await expect(output.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  expectNoProblems(problems);
});

test('an uncaught error reads as its name, message and line; thrown values of any type too', async ({ page, problems }) => {
  const { block, output } = await editFirstSample(page, 'console.log("before");\nconst user = undefined;\nconsole.log(user.name);');
  const run = block.getByRole('button', { name: 'Run', exact: true });
  await run.click();
  await expect(output.getByRole('status')).toHaveText('Stopped by an error');
  await expect(output.locator('pre')).toHaveText('before\n');
  await expect(output.locator('p')).toHaveText(/^TypeError: Cannot read properties of undefined \(reading 'name'\) \(line 3\)$/);

  await block.getByRole('textbox', { name: 'Code editor' }).click();
  await replaceAll(page, 'setTimeout(() => {\n  throw { code: 42 };\n}, 0);');
  await run.click();
  await expect(output.locator('p')).toHaveText('Uncaught: { code: 42 }');
  expectNoProblems(problems);
});

test('huge output is cut, and the page keeps working', SAME_ON_ANY_HOST, async ({ page, problems }) => {
  const { block, output } = await editFirstSample(page, 'for (let i = 0; ; i++) console.log(i);');
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output.getByRole('status')).toHaveText('Finished');
  await expect(output.locator('pre')).toContainText('output cut here');
  expect((await output.locator('pre').innerText()).split('\n').length).toBeLessThan(2005);
  expectNoProblems(problems);
});

test('the sandbox cannot reach the site: its storage, cookies or page', async ({ page, problems }) => {
  const { block, output } = await editFirstSample(
    page,
    [
      'let page = "blocked";',
      'try { page = String(self.parent.document.title); } catch (error) { page = error.name; }',
      'console.log(typeof localStorage, typeof document, page);',
    ].join('\n'),
  );
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output.getByRole('status')).toHaveText(/^Finished: line 1 differs from the note's output \(\d+ lines?\)$/);
  await expect(output.locator('pre')).toHaveText('undefined undefined TypeError\n');
  // The runner's page has an origin of its own (its header sandboxes it), which the site's page cannot reach into.
  const runner = page.frames().find((frame) => frame.url().endsWith('/src/try-it/sandbox.html'))!;
  expect(await runner.evaluate(() => self.origin)).toBe('null');
  expect(await page.locator('iframe[title="Sample runner"]').evaluate((frame: HTMLIFrameElement) => frame.contentDocument)).toBeNull();
  expectNoProblems(problems);
});

test(
  'messages of the wrong shape, posted by the reader’s code, are dropped and the page carries on',
  SAME_ON_ANY_HOST,
  async ({ page, problems }) => {
    // Run ids count up from 1 on a page: the code posts, as its frame would, for each of the first.
    const forge = (post: string, message: string) => `for (let id = 1; id < 20; id++) ${post}({ ${message} }, '*');`;
    const { block, output } = await editFirstSample(
      page,
      [
        forge('self.postMessage', "type: 'output', id, text: { a: 1 }, stream: 'stdout'").replace(", '*'", ''),
        forge('self.postMessage', "type: 'error', id, error: { name: ['x'], message: 1 }").replace(", '*'", ''),
        'console.log("still here");',
      ].join('\n'),
    );
    await block.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output.getByRole('status')).toHaveText(/^Finished: line 1 differs from the note's output \(\d+ lines?\)$/);
    await expect(output.locator('pre')).toHaveText('still here\n');

    // A preview's page can post to the note page itself.
    const preview = await editFirstSample(
      page,
      `<p>Preview</p>\n<script>\n${forge('parent.postMessage', "type: 'error', id, error: { name: { x: 1 }, message: 'm' }")}\n${forge('parent.postMessage', "type: 'height', id, height: 'tall'")}\n</script>`,
      '/html/201',
    );
    await preview.block.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(preview.output.getByRole('status')).toHaveText('Rendered');
    await expect(preview.output.frameLocator('iframe').locator('p')).toHaveText('Preview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectNoProblems(problems);
  },
);

test('a React preview whose effect never ends can be stopped, and is after 5 s', async ({ page, problems }) => {
  const { block, output } = await editFirstSample(
    page,
    [
      "import { useEffect, useState } from 'react';",
      // The name the note's sample renders.
      'export default function ProfileBadge() {',
      '  const [count, setCount] = useState(0);',
      '  useEffect(() => {',
      '    for (;;) setCount((count) => count + 1);',
      '  }, []);',
      '  return <p>{count}</p>;',
      '}',
    ].join('\n'),
    '/react/105',
  );
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(output.getByRole('status')).toHaveText('Stopped after 5 s: still running', { timeout: 20_000 });
  await expect(output.locator('iframe')).toHaveCount(0);
  expectNoProblems(problems);
});

test('Edit: Reset brings back the note’s code, Escape leaves the editor for the keyboard', SAME_ON_ANY_HOST, async ({ page, problems }) => {
  const { block, editor } = await editFirstSample(page, 'console.log("mine");');
  await expect(editor).toHaveText('console.log("mine");');
  await block.getByRole('button', { name: 'Reset' }).click();
  await expect(editor).toContainText('function createCounter(start = 0)');
  await editor.click();
  await page.keyboard.press('Escape');
  await expect(block.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(block.getByRole('button', { name: 'Copy', exact: true })).toBeFocused();
  expectNoProblems(problems);
});

test('Python loads once, said before the first Run, with its download shown, from the site itself', async ({ page, problems }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await open(page, '/python/3002');
  const runs = page.getByRole('button', { name: 'Run', exact: true });
  // Before the first Run, the note's first Python sample says what it downloads; its Run button is described by it.
  await expect(runs.first()).toHaveAccessibleDescription(
    /^The first Run downloads Python \(\d+\.\d MB\) once; later runs start at once\.$/,
  );
  await expect(page.getByText(/^The first Run downloads Python/)).toHaveCount(1);
  await runs.first().click();
  const first = page.getByRole('region', { name: 'Output' }).first();
  await expect(first.getByRole('status')).toHaveText('Loading Python (first run only)…');
  // The download shows as it comes: a bar that fills up.
  await expect(first.getByRole('progressbar', { name: 'Python download' })).toBeVisible();
  await expect
    .poll(() =>
      first
        .getByRole('progressbar', { name: 'Python download' })
        .getAttribute('value')
        .catch(() => null),
    )
    .not.toBe('0');
  await expect(first.getByRole('status')).toHaveText("Finished: the same output as the note's", { timeout: 120_000 });
  await runs.nth(1).click();
  await expect(page.getByRole('region', { name: 'Output' }).nth(1).getByRole('status')).toHaveText(
    "Finished: the same output as the note's",
  );
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:'))).toEqual([]);
  expect(requests.filter((url) => url.endsWith('/pyodide/pyodide.asm.wasm'))).toHaveLength(1);
  expectNoProblems(problems);
});

test(
  'Python runs started together print each its own output; stopping one leaves the next to finish',
  SAME_ON_ANY_HOST,
  async ({ page, problems }) => {
    test.setTimeout(240_000);
    await open(page, '/python/3002');
    // Each sample with its own Output: React throttles revealing a block that waited for the panel's code (300 ms),
    // so the block pressed second can show its Output first, and the page's first Output is not always sample 1's.
    const samples = page.locator('main [data-code-block]').filter({ has: page.getByRole('button', { name: 'Run', exact: true }) });
    const run = (index: number) => samples.nth(index).getByRole('button', { name: 'Run', exact: true });
    const output = (index: number) => samples.nth(index).getByRole('region', { name: 'Output' });
    const expected = ["10 <class 'int'>\nten <class 'str'>\n[1, 2, 3]\n", '3.5 3 1 1024\n0.30000000000000004\n0.3\nTrue True\n'];

    // Both start while Python is still loading: the second waits for the first.
    await run(0).click();
    await run(1).click();
    for (const [index, text] of expected.entries()) {
      await expect(output(index).getByRole('status')).toHaveText("Finished: the same output as the note's", { timeout: 120_000 });
      await expect(output(index).locator('pre')).toHaveText(text);
    }

    // On a new page Python loads again; Stop on the first run, still loading, ends its worker:
    // the second run starts again on a new one.
    // Python's largest file is held back until Stop is pressed, as a slow network would: from the browser's cache,
    // Python could load before the press.
    let releaseWasm!: () => void;
    const wasmHeld = new Promise<void>((resolve) => (releaseWasm = resolve));
    await page.route('**/pyodide/pyodide.asm.wasm', async (route) => {
      await wasmHeld;
      await route.continue();
    });
    await open(page, '/python/3002');
    await run(0).click();
    await run(1).click();
    await expect(output(0).getByRole('status')).toHaveText('Loading Python (first run only)…');
    await output(0).getByRole('button', { name: 'Stop' }).click();
    await expect(output(0).getByRole('status')).toHaveText('Stopped');
    releaseWasm();
    await expect(output(1).getByRole('status')).toHaveText("Finished: the same output as the note's", { timeout: 120_000 });
    await expect(output(1).locator('pre')).toHaveText(expected[1]!);
    expectNoProblems(problems);
  },
);

test('a sandbox page that cannot load (offline) says so on Run and on Check, and the next try starts afresh', async ({
  page,
  problems,
}) => {
  // As offline, with the site not saved on the device: the sandbox's pages cannot be fetched.
  await page.route('**/src/try-it/*.html', (route) => route.abort('internetdisconnected'));
  const { block, output } = await editFirstSample(page, 'console.log("ran");');
  const run = block.getByRole('button', { name: 'Run', exact: true });
  await run.click();
  await expect(output.getByRole('status')).toHaveText('Stopped by an error');
  await expect(output.locator('p')).toHaveText(/^Not started: the sandbox that runs code did not load \(are you offline\?\)/);

  const exercise = page
    .locator('[data-exercise]')
    .filter({ has: page.getByRole('button', { name: 'Check' }) })
    .first();
  await exercise.getByRole('button', { name: 'Check' }).click();
  await expect(exercise.getByRole('region', { name: 'Check results' }).getByRole('status')).toHaveText(
    /^The check could not run: the sandbox that runs code did not load \(are you offline\?\)/,
  );

  await page.unroute('**/src/try-it/*.html');
  await run.click();
  await expect(output.locator('pre')).toHaveText('ran\n');
  expectNoProblems({ ...problems, failedRequests: problems.failedRequests.filter((request) => !request.includes('/src/try-it/')) });
});

test("a sample's images show in its preview: the site serves them, and the sandbox's policy lets them in", async ({ page, problems }) => {
  for (const note of ['/react/105', '/html/205']) {
    await open(page, note);
    const block = page.locator('main').getByRole('button', { name: 'Run', exact: true }).first().locator('xpath=../..');
    await block.getByRole('button', { name: 'Run', exact: true }).click();
    const output = block.getByRole('region', { name: 'Output' });
    await expect(output.getByRole('status')).toHaveText('Rendered');
    const image = output.frameLocator('iframe').locator('img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await output.screenshot({ path: `test-results/screenshots/preview-image-${note.slice(1).replace('/', '-')}.png` });
  }
  expectNoProblems(problems);
});
