// Component tests run in jsdom: add the DOM matchers and unmount every render after its test.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // jsdom has no layout: the router's scroll reset would only log 'Not implemented'.
  window.scrollTo = () => {};
  // Nor media queries: every query is false, as for a visitor with a light system setting.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
}
