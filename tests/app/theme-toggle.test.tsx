// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTheme } from '../../src/components/theme/theme-choice';
import { renderApp } from './render-app';

// The visitor's system setting is light (tests/app/setup.ts).
const theme = () => document.documentElement.getAttribute('data-theme');

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  vi.restoreAllMocks();
});

describe('the theme button', () => {
  it('cycles from the system setting to dark, light and back, remembering the choice', async () => {
    const { user } = await renderApp('/about');
    const button = screen.getByRole('button', { name: 'Theme: System' });
    expect(button).toHaveAccessibleDescription('Switch the colour theme: system, light or dark');

    await user.click(button);
    expect(button).toHaveAccessibleName('Theme: Dark');
    expect(theme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(button);
    expect(button).toHaveAccessibleName('Theme: Light');
    expect(theme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');

    await user.click(button);
    expect(button).toHaveAccessibleName('Theme: System');
    expect(theme()).toBeNull();
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('shows the choice the theme script applied when the page opened', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const { user } = await renderApp('/');
    const button = screen.getByRole('button', { name: 'Theme: Dark' });
    await user.click(button);
    expect(button).toHaveAccessibleName('Theme: Light');
    expect(theme()).toBe('light');
  });

  it('still switches the page when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { user } = await renderApp('/about');
    const button = screen.getByRole('button', { name: 'Theme: System' });
    await user.click(button);
    expect(theme()).toBe('dark');
    await user.click(button);
    expect(button).toHaveAccessibleName('Theme: Light');
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
