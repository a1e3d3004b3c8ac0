import type { Locator } from '@playwright/test';
import { emojiArtworkPath } from '../../shared/emoji-artwork.ts';
import { catalogueSeries, expect, expectNoProblems, open, test } from './site';

/** Each emoji image: its text (the emoji), its file, and whether it is drawn (loaded, not a broken image). */
function drawnEmoji(images: Locator) {
  return images.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((image) => ({
      alt: image.alt,
      src: new URL(image.src).pathname,
      drawn: image.complete && image.naturalWidth > 0,
    })),
  );
}

// Twemoji's artwork in place of the characters, which a system without an emoji font draws as empty boxes.
test.describe('emoji drawn the same on every system', () => {
  test("the about page's cards draw their emoji as images, each with the emoji as its text", async ({ page, problems }) => {
    await open(page, '/about');
    const icons = page.getByRole('region', { name: 'What We Cover' }).getByRole('listitem').locator('img');
    await expect
      .poll(() => drawnEmoji(icons))
      .toEqual([
        { alt: '🎨', src: expect.stringMatching(/^\/assets\/1f3a8-[\w-]+\.svg$/) as unknown, drawn: true },
        { alt: '⚙️', src: expect.stringMatching(/^\/assets\/2699-[\w-]+\.svg$/) as unknown, drawn: true },
        { alt: '🐳', src: expect.stringMatching(/^\/assets\/1f433-[\w-]+\.svg$/) as unknown, drawn: true },
      ]);
    await expect(page.getByRole('link', { name: 'CC-BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expectNoProblems(problems);
  });

  test("a series page draws its icon in the sidebar and the phone's top bar", async ({ page, problems }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/javascript/301');
    const icon = { alt: '🟨', src: '/emoji/1f7e8.svg', drawn: true };
    await expect.poll(() => drawnEmoji(page.locator('main img[alt="🟨"]'))).toEqual([icon, icon]);
    await expect(page.locator('main img[alt="🟨"]').first()).toBeVisible();
    expectNoProblems(problems);
  });

  test("the home page's empty search draws its magnifier", async ({ page, problems }) => {
    await open(page, '/');
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('zzz');
    await expect(page.getByText('No topics starting with "zzz"')).toBeVisible();
    await expect
      .poll(() => drawnEmoji(page.locator('main img[alt="🔍"]')))
      .toEqual([{ alt: '🔍', src: expect.stringMatching(/^\/assets\/1f50d-[\w-]+\.svg$/) as unknown, drawn: true }]);
    expectNoProblems(problems);
  });

  test("every series' icon is served as an SVG image", async ({ request }) => {
    for (const { key, icon } of catalogueSeries()) {
      const response = await request.get(emojiArtworkPath(icon));
      expect(response.status(), `${key}: ${icon}`).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});
