// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBarsAway } from '../../../../src/components/layout/use-bars-away';

/** Scrolls the page to `y`, as the browser reports it. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const away = () => document.documentElement.hasAttribute('data-bars-away');

afterEach(() => scrollTo(0));

describe('the bars while scrolling', () => {
  it('go away scrolling down past the top, and come back at once scrolling up', () => {
    renderHook(() => useBarsAway());
    scrollTo(100);
    expect(away()).toBe(false);
    scrollTo(400);
    expect(away()).toBe(true);
    scrollTo(390);
    expect(away()).toBe(false);
    scrollTo(900);
    expect(away()).toBe(true);
    scrollTo(80);
    expect(away()).toBe(false);
  });

  it('ignore a few pixels of jitter, and leave the page as it was when unmounted', () => {
    const { unmount } = renderHook(() => useBarsAway());
    scrollTo(400);
    scrollTo(396);
    expect(away()).toBe(true);
    scrollTo(402);
    scrollTo(398);
    expect(away()).toBe(true);
    unmount();
    expect(away()).toBe(false);
  });
});
