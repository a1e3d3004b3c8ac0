import path from 'node:path';
import { expect, open, test } from './site';
import { serveOtherSite, serveWithoutHeaders, type Host } from './plain-hosts';

/**
 * Another website frames the Try-it pages and posts them runs, as issue 42 reproduced: the pages
 * must run nothing, whatever the host sends. The site is served here with no headers at all (as
 * GitHub Pages serves it), so only what the pages check themselves stands between the two.
 */
let site: Host;
test.beforeAll(async () => {
  site = await serveWithoutHeaders(path.resolve('dist'));
});
test.afterAll(async () => {
  await site.close();
});

const RUNS = {
  // The console runner: a run's output would come back to whoever framed it.
  'sandbox.html': { plan: { kind: 'script' }, code: 'console.log("ran")' },
  // The C and C++ runner: a program's output would come back the same way.
  'c-sandbox.html': { plan: { kind: 'c', standard: 'c17' }, code: '#include <stdio.h>\nint main(void) { puts("ran"); }' },
  // The preview: the run's page writes the site's storage, and reaches a site tab by its name.
  'preview.html': {
    plan: { kind: 'html' },
    code: [
      '<script>',
      'try { localStorage.setItem("pwned", "frame"); } catch {}',
      'try { window.open("", "victim").localStorage.setItem("pwned", "popup"); } catch {}',
      'parent.postMessage("ran", "*");',
      '</script>',
    ].join('\n'),
  },
  // The React check: the reader's code runs in the page itself.
  'react-check.html': {
    type: 'check',
    lang: 'jsx',
    code: 'try { localStorage.setItem("pwned", "frame"); } catch {}\nparent.postMessage("ran", "*");',
    tests: 'test("ran", () => {});',
  },
};

/** A value written into the page's script: JSON, with `<` escaped so no `</script>` ends it. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The other site's page: a button that opens a tab of our site, and a frame of one sandbox page. */
function attackerPage(pageUrl: string, sandbox: string | null, run: object) {
  return `<!doctype html><title>Other site</title>
<button>Open the site</button>
<script>
  document.querySelector('button').onclick = () => open(${literal(site.origin + '/')}, 'victim');
  window.heard = [];
  addEventListener('message', (event) => heard.push(event.data));
  const frame = document.createElement('iframe');
  ${sandbox === null ? '' : `frame.setAttribute('sandbox', ${literal(sandbox)});`}
  frame.src = ${literal(pageUrl)};
  frame.onload = () => {
    for (let id = 1; id <= 3; id++) frame.contentWindow.postMessage({ type: 'run', id, ...${literal(run)} }, '*');
    setTimeout(() => (document.title = 'posted'), 1500);
  };
  document.body.append(frame);
</script>`;
}

for (const [page, run] of Object.entries(RUNS)) {
  for (const sandbox of [null, 'allow-scripts allow-popups']) {
    test(`another site framing ${page} ${sandbox ? `with sandbox="${sandbox}"` : 'without a sandbox'} runs nothing`, async ({
      context,
      page: tab,
    }) => {
      const other = await serveOtherSite(attackerPage(`${site.origin}/src/try-it/${page}`, sandbox, run));
      try {
        await tab.goto(other.origin);
        const [victim] = await Promise.all([context.waitForEvent('page'), tab.getByRole('button', { name: 'Open the site' }).click()]);
        await victim.waitForLoadState();
        await tab.reload();
        await expect(tab).toHaveTitle('posted');

        expect(await tab.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
        const frame = tab.frames().find((frame) => frame.url().endsWith(page))!;
        await expect(frame.locator('body')).toContainText('only inside them');
        expect(await victim.evaluate(() => localStorage.getItem('pwned'))).toBeNull();
      } finally {
        await other.close();
      }
    });
  }
}

test('on a host that sends no sandbox header, the site sandboxes its frames itself, and samples still run', async ({ page }) => {
  // Run answers once the page is live (a press before then is the browser's alone).
  await open(page, `${site.origin}/javascript/311`);
  const block = page.locator('main').getByRole('button', { name: 'Run', exact: true }).first().locator('xpath=../..');
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(block.getByRole('region', { name: 'Output' }).getByRole('status')).toHaveText(/^Finished/, { timeout: 30_000 });
  const runner = page.locator('iframe[title="Sample runner"]');
  await expect(runner).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  expect(await runner.evaluate((frame: HTMLIFrameElement) => frame.contentDocument)).toBeNull();
});
