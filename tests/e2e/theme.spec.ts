import type { Page } from '@playwright/test';
import { disableStorage, expect, expectNoProblems, hydrated, open, test } from './site';

// The page backgrounds of global.css (--color-bg) as the browser computes them.
const BACKGROUND = { light: 'rgb(248, 250, 252)', dark: 'rgb(11, 17, 32)' };

interface FirstPaint {
  background: string;
  colorScheme: string;
  /** Whether the app's own script had run by then (it marks <html data-hydrated>). */
  appRan: boolean;
  /** Whether the page was laid out for a visitor without JavaScript (it never is for one with it). */
  noJsLayout: boolean;
}

/**
 * Stores a theme choice before the page loads, and records the page as it is at its first paint:
 * the first animation frame runs just before the browser first paints, once the stylesheet that
 * blocks rendering is in. The app's scripts are held back until that frame is recorded, so what it
 * shows comes from the HTML, the theme script and the stylesheet alone.
 */
async function storeThemeAndWatchFirstPaint(page: Page, theme?: 'light' | 'dark') {
  await page.addInitScript((stored) => {
    if (stored) localStorage.setItem('theme', stored);
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { firstPaint: FirstPaint }).firstPaint = {
        background: getComputedStyle(document.body ?? root).backgroundColor,
        colorScheme: getComputedStyle(root).colorScheme,
        appRan: root.hasAttribute('data-hydrated'),
        noJsLayout: root.classList.contains('no-js'),
      };
    });
  }, theme);
  await page.route('**/assets/*.js', async (route) => {
    await page.waitForFunction(() => 'firstPaint' in window);
    await route.continue();
  });
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);

for (const [system, stored] of [
  ['light', 'dark'],
  ['dark', 'light'],
] as const) {
  test.describe(`a ${system} system setting`, () => {
    test.use({ colorScheme: system });

    test(`with ${stored} chosen: a prerendered note paints ${stored} from its first frame`, async ({ page, problems }) => {
      await storeThemeAndWatchFirstPaint(page, stored);
      await open(page, '/react/105');
      expect(await firstPaint(page)).toEqual({ background: BACKGROUND[stored], colorScheme: stored, appRan: false, noJsLayout: false });
      await expect(page.getByRole('button', { name: `Theme: ${stored}` })).toBeVisible();
      expectNoProblems(problems);
    });

    test('with nothing chosen: the page follows the system setting', async ({ page }) => {
      await storeThemeAndWatchFirstPaint(page);
      await open(page, '/');
      expect(await firstPaint(page)).toMatchObject({ background: BACKGROUND[system], appRan: false, noJsLayout: false });
      await expect(page.getByRole('button', { name: 'Theme: system' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
    });
  });
}

test.describe('the theme button', () => {
  test.use({ colorScheme: 'light' });

  test('cycles dark, light, system, and the choice survives a reload without a flash', async ({ page }) => {
    await open(page, '/about');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const button = page.getByRole('button', { name: /^Theme: / });
    await expect(button).toHaveAccessibleName('Theme: system');
    expect(await background()).toBe(BACKGROUND.light);

    await button.click();
    await expect(button).toHaveAccessibleName('Theme: dark');
    expect(await background()).toBe(BACKGROUND.dark);

    await storeThemeAndWatchFirstPaint(page);
    await page.reload();
    await hydrated(page);
    expect(await firstPaint(page)).toMatchObject({ background: BACKGROUND.dark, appRan: false });
    await expect(button).toHaveAccessibleName('Theme: dark');

    await button.click();
    await expect(button).toHaveAccessibleName('Theme: light');
    expect(await background()).toBe(BACKGROUND.light);
    await button.click();
    await expect(button).toHaveAccessibleName('Theme: system');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('is reachable by keyboard and keeps the header on one line at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/react/105');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(64);
    const button = page.getByRole('button', { name: /^Theme: / });
    await expect(button).toHaveAccessibleName('Theme: system');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAccessibleName('Theme: dark');
  });
});

test('without storage, the system setting applies and the button still switches the page', async ({ page, problems }) => {
  await disableStorage(page);
  await open(page, '/');
  await page.getByRole('button', { name: 'Theme: system' }).click();
  await expect(page.getByRole('button', { name: 'Theme: dark' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND.dark);
  expectNoProblems(problems);
});
