// Component tests run in jsdom: add the DOM matchers and unmount every render after its test.
import '@testing-library/jest-dom/vitest';
import { afterEach, inject } from 'vitest';
import type {} from './provided-catalogue';

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy* and waitFor wait for what the visitor would see (a route's chunk loaded, a panel shown).
  // Their default ceiling of 1 s is a timing assertion in disguise: on a busy CI machine the lazily
  // imported route modules alone can take longer. The ceiling only bounds a test that hangs, as the
  // end-to-end suite's 10 s expect timeout does.
  configure({ asyncUtilTimeout: 10_000 });
  // jsdom has no layout: the router's scroll reset would only log 'Not implemented'.
  window.scrollTo = () => {};
  // Nor media queries: every query is false, as for a visitor with a light system setting.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
  // The pages read the catalogue compiled for the run (tests/compile-test-catalogue.ts).
  const { setCatalogueSource } = await import('../../src/app/catalogue-source');
  const { manifest, files } = inject('catalogue');
  setCatalogueSource({ manifest, read: async (file) => JSON.parse(files[file]!) as unknown });
}
