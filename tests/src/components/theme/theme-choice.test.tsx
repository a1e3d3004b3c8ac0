// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTheme } from '../../../../src/components/theme/theme-choice';
import { renderApp } from '../../render-app';

// The visitor's system setting is light (tests/src/setup.ts). The end of the button's name and its
// icon are CSS, which jsdom does not apply: tests/e2e/theme.spec.ts reads them in Chromium.
const theme = () => document.documentElement.getAttribute('data-theme');
const themeButton = () => screen.getByRole('button', { name: /^Theme:/ });
// A click fetches the theme logic first (src/components/theme/ThemeToggle.tsx), so its effect follows it.

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  vi.restoreAllMocks();
});

describe('the theme button', () => {
  it('cycles from the system setting to dark, light and back, remembering the choice', async () => {
    const { user } = await renderApp('/about');
    expect(themeButton()).toHaveAccessibleDescription('Switch the colour theme: system, light or dark');

    await user.click(themeButton());
    await waitFor(() => expect(theme()).toBe('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(themeButton());
    await waitFor(() => expect(theme()).toBe('light'));
    expect(localStorage.getItem('theme')).toBe('light');

    await user.click(themeButton());
    await waitFor(() => expect(theme()).toBeNull());
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('goes on from the choice the theme script applied when the page opened', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const { user } = await renderApp('/');
    await user.click(themeButton());
    await waitFor(() => expect(theme()).toBe('light'));
  });

  it('still switches the page when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { user } = await renderApp('/about');
    await user.click(themeButton());
    await waitFor(() => expect(theme()).toBe('dark'));
    await user.click(themeButton());
    await waitFor(() => expect(theme()).toBe('light'));
  });
});

describe('nextTheme', () => {
  it('goes first to the theme opposite the system setting, so the first click changes the page', () => {
    expect(nextTheme('system', false)).toBe('dark');
    expect(nextTheme('dark', false)).toBe('light');
    expect(nextTheme('light', false)).toBe('system');
    expect(nextTheme('system', true)).toBe('light');
    expect(nextTheme('light', true)).toBe('dark');
    expect(nextTheme('dark', true)).toBe('system');
  });
});
