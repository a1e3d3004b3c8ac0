import type { Page } from '@playwright/test';
import { catalogueNotes, expect, expectNoProblems, open, test, variantUrl } from './site';

const reactLessons = catalogueNotes().filter((note) => note.topic === 'react').length;

/** The reading bar's fill, from the scaleX the page gives it (a matrix once the browser computes it). */
function barFill(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('article > [aria-hidden="true"]')!;
    return new DOMMatrix(getComputedStyle(bar).transform).a;
  });
}

test.describe('where am I', () => {
  test("the note says 'Lesson {k} of {n}' by id order", async ({ page }) => {
    await open(page, '/react/105');
    await expect(page.getByText(`Lesson 5 of ${reactLessons}`)).toBeVisible();
    await open(page, '/git/708');
    await expect(page.getByText('Lesson 8 of 8')).toBeVisible();
  });

  test('the reading bar sits under the header and fills as the note scrolls by', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/javascript/313');
    const bar = page.locator('article > [aria-hidden="true"]');
    expect((await bar.boundingBox())?.y).toBe(64);
    expect(await barFill(page)).toBe(0);

    const middle = await page.evaluate(() => (document.documentElement.scrollHeight - innerHeight) / 2);
    await page.mouse.wheel(0, middle);
    await expect.poll(() => barFill(page)).toBeGreaterThan(0.3);
    expect(await barFill(page)).toBeLessThan(0.8);

    await page.keyboard.press('End');
    await expect.poll(() => barFill(page)).toBe(1);
  });
});

test.describe('keyboard shortcuts', () => {
  test('→ and ← go to the next and the previous note', async ({ page, problems }) => {
    await open(page, '/react/105');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/react\/106$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSX Rules and Expressions');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/react\/105$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSX Basics');
    expectNoProblems(problems);
  });

  test('arrows stay with a field being typed in, and with a modifier key', async ({ page }) => {
    await open(page, '/react/105');
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'A field');
      document.querySelector('article')!.prepend(field);
    });
    const field = page.getByRole('textbox', { name: 'A field' });
    await field.fill('abc');
    await field.press('ArrowLeft');
    await field.press('ArrowRight');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSX Basics');
    await expect(page).toHaveURL(/\/react\/105$/);
  });

  test('/ focuses the home search box without typing itself', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search topics' });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    await page.keyboard.type('py/');
    await expect(search).toHaveValue('py/');
  });

  test('? opens the shortcut list; Escape closes it and the focus goes back', async ({ page, problems }) => {
    await open(page, '/react/105');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('term')).toHaveText(['←', '→', '/', 'Ctrl+K', '?']);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    // The page behind a modal dialog is inert: no navigation.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/react\/105$/);

    const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
    await button.click();
    await expect(dialog).toBeVisible();
    // Tab never reaches the page behind the dialog (past the dialog, it goes to the browser).
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog') !== null),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expectNoProblems(problems);
  });
});

test.describe('edit this note', () => {
  test('has no link while the site has no edit base URL', async ({ page }) => {
    await open(page, '/react/105');
    await expect(page.getByRole('link', { name: 'Edit this note' })).toHaveCount(0);
  });

  test("links to the note's Markdown source when the site has one, c++ included", async ({ page }) => {
    await open(page, variantUrl('/react/105'));
    await expect(page.getByRole('link', { name: 'Edit this note' })).toHaveAttribute(
      'href',
      'https://github.com/example/study-notes/edit/main/notes/react/105-jsx-basics.md',
    );
    await open(page, variantUrl('/c++/1001'));
    await expect(page.getByRole('link', { name: 'Edit this note' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/example\/study-notes\/edit\/main\/notes\/c\+\+\/1001-[a-z0-9-]+\.md$/,
    );
  });
});

test.describe('print', () => {
  test.use({ colorScheme: 'dark' });

  test('prints only the note, light, with the address of each link and code wrapped', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await open(page, variantUrl('/react/105'));
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('complementary', { name: 'React lessons' }),
      page.getByRole('navigation', { name: 'Previous and next notes' }),
      page.getByRole('button', { name: 'Lessons' }),
      page.locator('article > [aria-hidden="true"]'),
    ]) {
      await expect(chrome).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'JSX Basics' })).toBeVisible();
    const printed = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('article a[href^="/"]')!;
      return {
        href: link.getAttribute('href'),
        after: getComputedStyle(link, '::after').content,
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
        code: getComputedStyle(document.querySelector('article pre')!).whiteSpace,
      };
    });
    expect(printed.after).toBe(`" (https://notes.example.org${printed.href})"`);
    expect(printed).toMatchObject({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)', code: 'pre-wrap' });
  });
});

test('without a site address set, the site links print their paths', async ({ page }) => {
  await open(page, '/react/105');
  await page.emulateMedia({ media: 'print' });
  const after = await page.evaluate(() => getComputedStyle(document.querySelector('article a[href^="/"]')!, '::after').content);
  expect(after).toBe('" (/react/104)"');
});

test.describe('Atom feed', () => {
  test('every page links it from its head', async ({ page }) => {
    for (const path of ['/', '/react/105', '/about']) {
      await open(page, path);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/feed.xml');
    }
  });

  test('is served as well-formed Atom, the newest notes first', async ({ page, request }) => {
    const response = await request.get('/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await open(page, '/');
    const feed = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      const entries = [...document.querySelectorAll('entry')];
      return {
        error: document.querySelector('parsererror')?.textContent ?? null,
        namespace: document.documentElement.namespaceURI,
        entries: entries.length,
        dates: entries.map((entry) => entry.querySelector('updated')!.textContent!),
        firstLink: entries[0]?.querySelector('link')?.getAttribute('href'),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.namespace).toBe('http://www.w3.org/2005/Atom');
    expect(feed.entries).toBe(50);
    expect(feed.dates).toEqual([...feed.dates].sort().reverse());
    expect(feed.firstLink).toMatch(/^https:\/\/example\.com\/[a-z+]+\/\d+$/);
  });
});
