import type { Page } from '@playwright/test';
import { expect, expectNoProblems, open, test } from './site';

const NOTE = '/react/105';
const SLUG = 'what-jsx-compiles-to';
const HEADING = 'What JSX compiles to';

/** The first keyword of the first code block (`const`), whose colour the theme sets. */
const keyword = (page: Page) => page.locator('pre code span').first();
const colourOf = (page: Page) => keyword(page).evaluate((element) => getComputedStyle(element).color);

/** Where a heading's top sits in the viewport, and how tall the sticky header is. */
async function headingPosition(page: Page, name: string) {
  return page.evaluate((text) => {
    const heading = [...document.querySelectorAll('h2, h3')].find((element) => element.textContent === text)!;
    return { top: heading.getBoundingClientRect().top, header: document.querySelector('header')!.getBoundingClientRect().bottom };
  }, name);
}

test.describe('reading a note', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows code coloured by the light theme, the dark one in dark mode, and names its language', async ({ page, problems }) => {
    await open(page, NOTE);
    await expect(keyword(page)).toHaveText('const');
    expect(await colourOf(page)).toBe('rgb(207, 34, 46)');
    // The label's text is the stylesheet's: the tag, in capitals unless the language has a name.
    const label = page.locator('pre').first().locator('xpath=..').locator('[data-lang]').first();
    const shown = await label.evaluate((element) => {
      const style = getComputedStyle(element, '::before');
      return [style.content, style.textTransform];
    });
    expect(shown).toEqual(['"jsx"', 'uppercase']);
    const python = await page.evaluate(() => {
      const span = document.createElement('span');
      span.className = document.querySelector('pre')!.parentElement!.querySelector('[data-lang]')!.className;
      span.dataset.lang = 'python';
      document.body.append(span);
      const style = getComputedStyle(span, '::before');
      return [style.content, style.textTransform];
    });
    expect(python).toEqual(['"Python"', 'none']);

    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await colourOf(page)).toBe('rgb(255, 123, 114)');
    // A page set to light stays light whatever the system says, and one set to dark is dark.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(await colourOf(page)).toBe('rgb(207, 34, 46)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await colourOf(page)).toBe('rgb(255, 123, 114)');
    expectNoProblems(problems);
  });

  test('copies a code block to the clipboard', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, NOTE);
    const block = page.locator('pre').first();
    // Exactly 'Copy': the note's 'Copy as Markdown' comes first on the page.
    const copy = page.getByRole('button', { name: 'Copy', exact: true }).first();
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.evaluate((element) => element.textContent));
    expect(copied).toContain('export function ProfileBadge()');
    await expect(page.getByRole('button', { name: 'Copied' })).toHaveCount(0);
    expectNoProblems(problems);
  });

  test('opens at the heading an address names, clear of the sticky header', async ({ page, problems }) => {
    await open(page, `${NOTE}#${SLUG}`);
    const heading = page.getByRole('heading', { level: 2, name: HEADING });
    await expect(heading).toHaveAttribute('id', SLUG);
    await expect(heading).toBeInViewport();
    const position = await headingPosition(page, HEADING);
    expect(position.top).toBeGreaterThanOrEqual(position.header);
    expect(position.top).toBeLessThan(position.header + 100);
    // The heading links to its own address.
    await expect(heading.getByRole('link', { name: HEADING })).toHaveAttribute('href', `#${SLUG}`);
    expectNoProblems(problems);
  });

  test('lists the sections beside the note and marks the one being read', async ({ page, problems }) => {
    await open(page, NOTE);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    // Six sections, Check yourself, the exercises with their three tasks, and Next.
    await expect(contents.getByRole('link')).toHaveCount(12);
    await expect(contents.getByRole('link', { name: HEADING })).toBeVisible();
    await expect(contents.locator('[aria-current]')).toHaveCount(0);

    await page.getByRole('heading', { level: 2, name: HEADING }).evaluate((element) => element.scrollIntoView());
    await expect(contents.locator('[aria-current="location"]')).toHaveText(HEADING);
    // A reader who jumps back to the top sees the note's title again, and no section is marked.
    await page.keyboard.press('Home');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(contents.locator('[aria-current]')).toHaveCount(0);

    await contents.getByRole('link', { name: 'What React renders from values' }).click();
    await expect(page).toHaveURL(new RegExp(`${NOTE}#what-react-renders-from-values$`));
    await expect(contents.locator('[aria-current="location"]')).toHaveText('What React renders from values');
    const position = await headingPosition(page, 'What React renders from values');
    expect(position.top).toBeGreaterThanOrEqual(position.header);
    expect(position.top).toBeLessThan(position.header + 100);
    expectNoProblems(problems);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('keeps On this page folded above the note until opened, and shows the reading time', async ({ page, problems }) => {
    await open(page, NOTE);
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link', { name: HEADING })).toBeHidden();
    await contents.getByText('On this page').click();
    await contents.getByRole('link', { name: HEADING }).click();
    const position = await headingPosition(page, HEADING);
    // Below the header and the series bar that stays under it on narrow screens.
    expect(position.top).toBeGreaterThanOrEqual(position.header + 50);
    expectNoProblems(problems);
  });
});
