import { indexing, MOVED } from './moved-addresses';
import { expect, expectNoProblems, hydrated, pathOf, test } from './site';

// Runs on the preview server (chromium) and on nginx (the `nginx` project): both move another address of a
// page to its own with 301 (scripts/policy/moved-paths.ts); plain-host-addresses.spec.ts is the app's share.

for (const [typed, landing, heading] of MOVED) {
  test(`${typed} moves to ${landing} with 301, and the page takes over without an error`, async ({ page, problems }) => {
    const response = (await page.goto(typed))!;
    expect((await response.request().redirectedFrom()?.response())?.status(), 'the host moves it for good').toBe(301);
    expect(response.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect.poll(() => pathOf(page)).toBe(landing);
    expect(await indexing(page)).toEqual({ robots: 0, canonical: `https://example.com${landing}` });
    expectNoProblems(problems);
  });
}
