import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { catalogueNotes, expect, fixtureUrl, hydrated, open, test } from './site';

type Screen = [name: string, path: string, prepare?: (page: Page) => Promise<void>];

const SCREENS: Screen[] = [
  ['home', '/'],
  ['search results', '/', async (page) => page.getByRole('searchbox', { name: 'Search topics' }).fill('py')],
  ['search empty', '/', async (page) => page.getByRole('searchbox', { name: 'Search topics' }).fill('zz')],
  ['note', '/javascript/313'],
  ['note with a table', '/css/409'],
  ['note not found', '/react/999'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['privacy', '/privacy'],
  ['404', '/nope'],
  ['shortcut help', '/react/105', async (page) => page.keyboard.press('?')],
  ['check yourself answered', '/javascript/313', answerFirstQuestionWrong],
  ['review', '/review', async (page) => dueQuestion(page, 'javascript', '313')],
];

/** A choice question answered wrong: every choice shows why, in the colours of right and wrong. */
async function answerFirstQuestionWrong(page: Page) {
  const card = page
    .locator('#check-yourself + ol [data-question]')
    .filter({ has: page.getByRole('radio') })
    .first();
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Check' }).click();
  await expect(card.getByText(/^(Right answer|Wrong)\./).first()).toBeVisible();
}

/** The Review page asking a question due today. */
async function dueQuestion(page: Page, series: string, id: string) {
  const question = catalogueNotes().find((note) => note.topic === series && note.id === id)!.file.annotations!.questions![0]!;
  const card = { due: 0, stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 0 };
  await page.evaluate(
    ([key, value]) => localStorage.setItem('study-notes:review', JSON.stringify({ cards: { [key]: value }, enrolled: {} })),
    [`${series}/${id}#${question.id}`, card] as const,
  );
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: '1 question due today' })).toBeVisible();
}

/**
 * A series' print page is one very long page (1.8 MB of HTML, about a minute a sweep): swept in both themes,
 * at 375 px only, where its layout problems (overflow, wrapping) would show; its colours do not change with width.
 */
const PRINT_SCREEN: Screen = ['print a series', '/print/github'];

test('the sweep finds what it should: a faint text and an image without a text alternative', async ({ page }) => {
  await open(page, '/nope');
  await page.evaluate(() => {
    const faint = Object.assign(document.createElement('p'), { id: 'faint', textContent: 'Faint' });
    // Set from script: the site's policy refuses inline style attributes.
    Object.assign(faint.style, { color: '#999', background: '#aaa' });
    const bare = Object.assign(document.createElement('img'), { id: 'bare', src: '/icon-192.png' });
    document.querySelector('main')!.append(faint, bare);
  });
  expect(await seriousViolations(page)).toEqual(['color-contrast: #faint', 'image-alt: #bare']);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1440]) {
    test.describe(`${colorScheme} at ${width} px`, () => {
      test.use({ colorScheme, viewport: { width, height: 900 } });
      for (const [name, path, prepare] of width === 375 ? [...SCREENS, PRINT_SCREEN] : SCREENS) {
        test(`${name}: no serious or critical axe violation; screenshot`, async ({ page }) => {
          await open(page, path);
          await prepare?.(page);
          expect(await seriousViolations(page)).toEqual([]);
          await page.screenshot({
            path: `test-results/screenshots/${name.replace(/ /g, '-')}-${width}-${colorScheme}.png`,
            fullPage: true,
          });
        });
      }
    });
  }
}

// A note of the second edition (the fixtures' site): review date, references, exercises with one
// solution open and one closed.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1440]) {
    test(`note with exercises, ${colorScheme} at ${width} px: no serious or critical axe violation; screenshot`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await open(page, fixtureUrl('/react/101'));
      await page.getByText('Show solution', { exact: true }).first().click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/note-with-exercises-${width}-${colorScheme}.png`, fullPage: true });
    });
  }
}

// The visitor's choice on <html data-theme> wins over the system setting, in both directions.
for (const [colorScheme, theme] of [
  ['light', 'dark'],
  ['dark', 'light'],
] as const) {
  test.describe(`${theme} chosen on a ${colorScheme} system`, () => {
    test.use({ colorScheme });
    for (const [name, path] of [
      ['home', '/'],
      ['note', '/react/105'],
    ]) {
      test(`${name}: no serious or critical axe violation`, async ({ page }) => {
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        await open(page, path!);
        await expect(page.getByRole('button', { name: `Theme: ${theme}` })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('keyboard alone: home → series → note → next note', async ({ page }) => {
  await open(page, '/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const tabTo = async (name: RegExp | string) => {
    for (let presses = 0; presses < 200; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    }
    throw new Error(`never reached ${name}`);
  };
  await tabTo('Git');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/git\/701$/);
  await tabTo(/Branches$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branches');
  await tabTo(/^Next →/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/git\/705$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merging and Conflicts');
});
