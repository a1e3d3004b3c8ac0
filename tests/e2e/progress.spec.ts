import type { Page } from '@playwright/test';
import { disableStorage, expect, expectNoProblems, open, test } from './site';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Git lessons' });

async function readToEnd(page: Page) {
  await page.getByRole('navigation', { name: 'Previous and next notes' }).scrollIntoViewIfNeeded();
}

test.describe('reading progress', () => {
  test('reading to the end marks a note read; reload keeps it; the home page continues; reset clears it', async ({ page, problems }) => {
    await open(page, '/git/702');
    const lesson = sidebar(page).getByRole('link', { name: /^2/ });
    await expect(lesson).not.toContainText('(read)');
    await readToEnd(page);
    await expect(lesson).toContainText('✓ (read)');
    await expect(sidebar(page).getByText('1 of 8 read')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();

    await open(page, '/git/702');
    await expect(lesson).toContainText('(read)');
    await expect(sidebar(page).getByText('1 of 8 read')).toBeVisible();

    await open(page, '/');
    const panel = page.getByRole('region', { name: 'Continue where you left off' });
    await expect(panel).toContainText('Git: 1 of 8 read');
    await expect(page.getByRole('progressbar', { name: 'GIT progress' })).toHaveAttribute('value', '1');
    await panel.getByRole('link', { name: /Lesson 3/ }).click();
    await expect(page).toHaveURL(/\/git\/703$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staging and Committing');

    await open(page, '/privacy');
    await page.getByRole('button', { name: 'Reset progress' }).click();
    await page.getByRole('button', { name: 'Yes, reset progress' }).click();
    await expect(page.getByText('Your reading progress was reset.')).toBeVisible();
    await open(page, '/git/701');
    await expect(sidebar(page).getByText(/of 8 read/)).toHaveCount(0);
    await expect(sidebar(page).getByText('(read)')).toHaveCount(0);
    expectNoProblems(problems);
  });

  test('a page taken over with progress stored logs no hydration problem', async ({ page, problems }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('study-notes:progress'))
        localStorage.setItem('study-notes:progress', JSON.stringify({ read: { git: [701, 702] }, last: { series: 'git', id: 702 } }));
    });
    await open(page, '/git/703');
    await expect(sidebar(page).getByText('2 of 8 read')).toBeVisible();
    await open(page, '/');
    await expect(page.getByRole('region', { name: 'Continue where you left off' })).toBeVisible();
    expectNoProblems(problems);
  });

  test('with storage disabled the site works, marks notes for the visit only, and nothing throws', async ({ page, problems }) => {
    await disableStorage(page);
    await open(page, '/git/701');
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(sidebar(page).getByText('1 of 8 read')).toBeVisible();
    await readToEnd(page);
    await page.getByRole('navigation', { name: 'Previous and next notes' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/git\/702$/);
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await open(page, '/privacy');
    await page.getByRole('button', { name: 'Reset progress' }).click();
    await page.getByRole('button', { name: 'Yes, reset progress' }).click();
    expectNoProblems(problems);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`screenshots of progress, ${colorScheme} at ${width} px`, async ({ page }) => {
        await page.addInitScript(() => {
          localStorage.setItem(
            'study-notes:progress',
            JSON.stringify({ read: { git: [701, 702, 703], react: [101, 102, 103, 104, 105, 106] }, last: { series: 'git', id: 703 } }),
          );
        });
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await open(page, '/git/704');
        if (width === 375) await page.getByRole('button', { name: 'Lessons' }).click();
        await expect(sidebar(page).getByText('3 of 8 read')).toBeVisible();
        await page.screenshot({ path: `test-results/screenshots/progress-sidebar-${width}-${colorScheme}.png` });
        await open(page, '/');
        await expect(page.getByRole('progressbar')).toHaveCount(2);
        await page
          .getByRole('region', { name: 'Continue where you left off' })
          .screenshot({ path: `test-results/screenshots/progress-continue-${width}-${colorScheme}.png` });
        await page.screenshot({ path: `test-results/screenshots/progress-home-${width}-${colorScheme}.png`, fullPage: true });
      });
    }
  }
});
