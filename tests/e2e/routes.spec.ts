import { expect, expectNoProblems, open, pathOf, test } from './site';

test.describe('routes', () => {
  for (const [path, heading] of [
    ['/', 'Learn to code, one clear note at a time'],
    ['/about', 'About Study Notes'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
    ['/react/101', 'The History of React'],
    ['/c++/1001', 'From C to C++'],
    ['/c%2B%2B/1001', 'From C to C++'],
  ] as const) {
    test(`${path} opens on first load and on reload`, async ({ page, problems }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expectNoProblems(problems);
    });
  }

  test('a series path moves to its first lesson, and Back leaves the series', async ({ page }) => {
    await open(page, '/about');
    await page.goto('/react');
    await expect(page).toHaveURL(/\/react\/101$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The History of React');
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Study Notes');
  });

  test('/c++ moves to /c++/1001', async ({ page }) => {
    await open(page, '/c++');
    await expect.poll(() => pathOf(page)).toBe('/c++/1001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From C to C++');
  });

  for (const [typed, canonical] of [
    ['/React/103', '/react/103'],
    ['/REACT', '/react/101'],
    ['/C%2b%2B/1002', '/c++/1002'],
    ['/JavaScript/340', '/javascript/340'],
    ['/react/0101', '/react/101'],
    ['/React/00105', '/react/105'],
    ['/c++/01001', '/c++/1001'],
    ['/react/105%20', '/react/105'],
  ] as const) {
    test(`${typed} redirects to ${canonical}, replacing the history entry`, async ({ page }) => {
      await open(page, '/privacy');
      await page.goto(typed);
      // The redirect happens once the app has booted; until then the URL is the typed one.
      await expect.poll(() => pathOf(page)).toBe(canonical);
      await page.goBack();
      await expect(page).toHaveURL(/\/privacy$/);
    });
  }

  for (const path of ['/foo', '/rust', '/react/101/extra', '/about/team', '/a/b/c/d']) {
    test(`${path} shows the 404 page`, async ({ page, problems }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(page.getByText('The page you requested does not exist.')).toBeVisible();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      expectNoProblems(problems);
    });
  }

  for (const id of ['abc', '999', '1e2', '-1', '101.5', '0x65']) {
    test(`/react/${id} shows Note Not Found with the id as typed`, async ({ page }) => {
      await open(page, `/react/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Note Not Found (404)');
      await expect(page.getByText(`The note with ID ${id} in the react series does not exist.`)).toBeVisible();
      await page.getByRole('link', { name: /Back to React notes/ }).click();
      await expect(page).toHaveURL(/\/react\/101$/);
    });
  }

  test('a long id in the URL is repeated cut short and set apart, not as a sentence of the page', async ({ page, problems }) => {
    const typed = `Please-call-this-number-${'x'.repeat(3000)}`;
    await open(page, `/react/${typed}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Note Not Found (404)');
    const sentence = page.getByText(/^The note with ID .* in the react series does not exist\.$/);
    await expect(sentence.locator('code')).toHaveText('Please-call-this-number…');
    expect((await sentence.innerText()).length).toBeLessThan(100);
    await expect(page.locator('meta[name="description"]:not([data-prerendered])')).toHaveAttribute(
      'content',
      'The note with ID Please-call-this-number… in the react series does not exist.',
    );
    expectNoProblems(problems);
  });

  test('the 404 pages offer the search and every series', async ({ page, problems }) => {
    for (const path of ['/foo', '/react/999']) {
      await open(page, path);
      const help = page.getByRole('navigation', { name: 'Find a note' });
      await expect(help.getByRole('link')).toHaveCount(13);
      await expect(help.getByRole('link', { name: 'Python' })).toHaveAttribute('href', '/python');
    }
    await page.getByRole('navigation', { name: 'Find a note' }).getByRole('button', { name: 'Search the notes' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expectNoProblems(problems);
  });
});
