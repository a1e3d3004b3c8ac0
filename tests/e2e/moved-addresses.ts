import type { Page } from '@playwright/test';

/** Another address of a page, where it lands, and that page's main heading. */
export const MOVED: readonly (readonly [typed: string, landing: string, heading: string])[] = [
  ['/index.html', '/', 'Learn to code, one clear note at a time'],
  ['/react/index.html', '/react/101', 'The History of React'],
  ['/react//105', '/react/105', 'JSX Basics'],
  ['/C++/1001', '/c++/1001', 'From C to C++'],
  ['/React/105', '/react/105', 'JSX Basics'],
  ['/react/0101', '/react/101', 'The History of React'],
];

/** What a search engine is told about the page on screen: its robots rule and canonical link. */
export async function indexing(page: Page) {
  return {
    robots: await page.locator('meta[name="robots"]').count(),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
  };
}
