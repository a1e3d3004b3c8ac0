import { expect, open, test } from './site';

test.describe('series page', () => {
  test('lists the lessons numbered, with the count and the active lesson', async ({ page }) => {
    await open(page, '/git/703');
    const sidebar = page.getByRole('complementary', { name: 'Git lessons' });
    await expect(sidebar.getByText('8 lessons')).toBeVisible();
    const lessons = sidebar.getByRole('navigation', { name: 'Lessons' }).getByRole('link');
    await expect(lessons).toHaveCount(8);
    await expect(lessons.first()).toHaveText('1What Git Is');
    await expect(lessons.nth(2)).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
    await lessons.nth(4).click();
    await expect(page).toHaveURL(/\/git\/705$/);
    await expect(lessons.nth(4)).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  test('Previous and Next follow id order and hide at the ends', async ({ page }) => {
    await open(page, '/github/801');
    const pager = page.getByRole('navigation', { name: 'Previous and next notes' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0);
    for (const id of [802, 803, 804, 805]) {
      await pager.getByRole('link', { name: /Next/ }).click();
      await expect(page).toHaveURL(new RegExp(`/github/${id}$`));
      // The address changes as the navigation starts; wait for the new note before clicking again.
      await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', `/github/${id - 1}`);
    }
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);
    await pager.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(/\/github\/804$/);
  });

  test('scrolls to the top when the note changes', async ({ page }) => {
    await open(page, '/javascript/313');
    const next = page.getByRole('link', { name: /^Next →/ });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await next.click();
    await expect(page).toHaveURL(/\/javascript\/314$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

for (const [timezoneId, label] of [
  ['Pacific/Honolulu', 'far west'],
  ['Pacific/Kiritimati', 'far east'],
] as const) {
  test.describe(`dates in the ${label} (${timezoneId})`, () => {
    test.use({ timezoneId });
    test('show the calendar day of the note', async ({ page }) => {
      await open(page, '/react/101');
      await expect(page.getByText('Published on October 1, 2024 in REACT')).toBeVisible();
      await open(page, '/');
      await expect(page.getByRole('article').nth(7).getByText('October 1, 2024')).toBeVisible();
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the header menu opens, closes, and closes when a link is chosen', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('navigation', { name: 'Topics', exact: true })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open topics menu' });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Topics menu' });
    await expect(menu.getByRole('link')).toHaveCount(14);
    await page.getByRole('button', { name: 'Close topics menu' }).click();
    await expect(menu).toBeHidden();
    await button.click();
    await menu.getByRole('link', { name: 'Docker' }).click();
    await expect(page).toHaveURL(/\/docker\/601$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open topics menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the sidebar toggles, closes on the overlay and on a lesson', async ({ page }) => {
    await open(page, '/react/101');
    const sidebar = page.getByRole('complementary', { name: 'React lessons' });
    const toggle = page.getByRole('button', { name: 'Lessons', exact: true });
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await page.mouse.click(360, 500);
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await sidebar.getByRole('link', { name: /Props$/ }).click();
    await expect(page).toHaveURL(/\/react\/109$/);
    await expect(sidebar).toBeHidden();
  });
});

test.describe('at 1440 px', () => {
  test('the horizontal navigation highlights the active topic and the sidebar is always shown', async ({ page }) => {
    await open(page, '/python/3002');
    const nav = page.getByRole('navigation', { name: 'Topics', exact: true });
    await expect(nav).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Python');
    await expect(page.getByRole('button', { name: 'Open topics menu' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Python lessons' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lessons', exact: true })).toBeHidden();
  });
});
