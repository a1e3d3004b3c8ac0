// Component tests run in jsdom: add the DOM matchers and unmount every render after its test.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // jsdom has no layout: the router's scroll reset would only log 'Not implemented'.
  window.scrollTo = () => {};
}
