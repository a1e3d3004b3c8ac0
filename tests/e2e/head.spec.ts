import type { Page } from '@playwright/test';
import { expect, open, test } from './site';

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      titles: document.querySelectorAll('title').length,
      description: meta('description'),
      keywords: meta('keywords'),
      ogTitle: meta('og:title'),
      ogType: meta('og:type'),
      robots: meta('robots'),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    };
  });
}

test('home: title, description, canonical, og:title and og:type website', async ({ page }) => {
  await open(page, '/');
  const tags = await head(page);
  expect(tags).toMatchObject({ title: 'Study Notes | Clean, concise programming notes', titles: 1, ogType: 'website' });
  expect(tags.ogTitle).toBe(tags.title);
  expect(tags.description).toContain('Master programming with clean, concise coding documentation');
  expect(tags.canonical).toEqual(['https://example.com/']);
});

test('a series lands on its first note: article tags for that note', async ({ page }) => {
  await open(page, '/docker');
  await expect(page).toHaveURL(/\/docker\/601$/);
  const tags = await head(page);
  expect(tags.canonical).toEqual(['https://example.com/docker/601']);
  expect(tags.ogType).toBe('article');
});

test('note: article type, description, keywords = tags + topic, canonical with c++', async ({ page }) => {
  await open(page, '/c++/1004');
  const tags = await head(page);
  expect(tags.title).toBe('Classes and Objects | C++ | Study Notes');
  expect(tags.ogType).toBe('article');
  expect(tags.description?.length).toBeGreaterThan(40);
  expect(tags.keywords).toMatch(/, c\+\+$/);
  expect(tags.canonical).toEqual(['https://example.com/c++/1004']);
});

test('static page: its own title, description and canonical', async ({ page }) => {
  await open(page, '/privacy');
  const tags = await head(page);
  expect(tags).toMatchObject({ title: 'Privacy Policy | Study Notes', titles: 1, ogType: 'website' });
  expect(tags.canonical).toEqual(['https://example.com/privacy']);
  expect(tags.description).toBeTruthy();
});

test('404: title and description, no canonical, not indexed', async ({ page }) => {
  await open(page, '/no/such/page');
  const tags = await head(page);
  expect(tags).toMatchObject({
    title: '404 Page Not Found | Study Notes',
    description: 'The page you requested does not exist.',
    robots: 'noindex',
    canonical: [],
  });
});

test('tags follow client-side navigation without piling up', async ({ page }) => {
  await open(page, '/react/101');
  await page.getByRole('link', { name: /^Next →/ }).click();
  await expect(page).toHaveTitle('Introduction to React | React | Study Notes');
  const tags = await head(page);
  expect(tags.canonical).toEqual(['https://example.com/react/102']);
  expect(tags.titles).toBe(1);
});
