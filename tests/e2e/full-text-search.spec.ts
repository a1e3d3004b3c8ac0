import { seriousViolations } from './axe';
import { expect, expectNoProblems, open, test } from './site';

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Search all notes' });

test.describe('full-text search', () => {
  test('loads nothing of the search until it is opened; Ctrl+K opens it, a body-only word finds its note, Enter goes to the heading', async ({
    page,
    problems,
  }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (/full-text|SearchDialog|\/catalogue\/search\//i.test(request.url())) searchRequests.push(request.url());
    });
    await open(page, '/git/701');
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);

    await page.keyboard.press('Control+k');
    const combobox = dialog(page).getByRole('combobox', { name: 'Search all notes' });
    await expect(combobox).toBeFocused();
    await combobox.fill('toolchain');
    const options = dialog(page).getByRole('option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText('JSX Basics');
    await expect(options.first().locator('mark')).toHaveText(/toolchain/i);
    await expect(dialog(page).getByRole('status')).toHaveText('1 note found');
    expect(searchRequests.length).toBeGreaterThan(0);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/react\/105#what-jsx-compiles-to$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSX Basics');
    await expect(page.locator('#what-jsx-compiles-to')).toBeInViewport();
    await expect(dialog(page)).toHaveCount(0);
    expectNoProblems(problems);
  });

  test('finds a note despite a typo, moves with the arrows, and on Esc closes and gives focus back to the header button', async ({
    page,
    problems,
  }) => {
    await open(page, '/about');
    const button = page.getByRole('button', { name: 'Search all notes' });
    await button.click();
    const combobox = dialog(page).getByRole('combobox');
    // "Facebook" with a letter missing: only the history of React tells of it.
    await combobox.pressSequentially('facebok');
    await expect(dialog(page).getByRole('option').first()).toContainText('The History of React');
    await combobox.fill('closure');
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toContainText('Closures');
    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Close search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(combobox).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expectNoProblems(problems);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`the open dialog has no serious axe violation, ${colorScheme} at ${width} px; screenshot`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await open(page, '/react/105');
        await page.getByRole('button', { name: 'Search all notes' }).click();
        await dialog(page).getByRole('combobox').fill('cleanup effect');
        await expect(dialog(page).getByRole('option').first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
        const box = await dialog(page).boundingBox();
        if (width === 375) expect(box?.width).toBe(375);
        await page.screenshot({ path: `test-results/screenshots/search-dialog-${width}-${colorScheme}.png` });
      });
    }
  }
});
