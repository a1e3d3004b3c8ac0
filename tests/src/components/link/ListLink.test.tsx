// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp } from '../../render-app';

const lessonLink = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Lessons' })).getByRole('link', { name });

// The fixture's React series (tests/fixtures/app-notes/notes/react): 101, 102, 103.
describe('a link in a long list (the lessons, the topics)', () => {
  afterEach(() => vi.useRealTimers());

  it('points at its page, marks the current one, and a click moves there in the app', async () => {
    const { router, user } = await renderApp('/react/101');
    const current = lessonLink(/Your First Component/);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/react/101');
    const next = lessonLink(/Passing Props/);
    expect(next).not.toHaveAttribute('aria-current');
    const navigate = vi.spyOn(router, 'navigate');
    await user.click(next);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(currentPath(router)).toBe(next.getAttribute('href'));
    expect(lessonLink(/Passing Props/)).toHaveAttribute('aria-current', 'page');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    const { router } = await renderApp('/react/101');
    const navigate = vi.spyOn(router, 'navigate');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    lessonLink(/Passing Props/).dispatchEvent(click);
    expect(navigate).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
  });

  it('preloads its page when the pointer rests on it, not when it passes over', async () => {
    const { router } = await renderApp('/react/101');
    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    vi.useFakeTimers();
    fireEvent.mouseEnter(lessonLink(/Passing Props/));
    fireEvent.mouseLeave(lessonLink(/Passing Props/));
    fireEvent.mouseEnter(lessonLink(/State with Hooks/));
    act(() => vi.advanceTimersByTime(60));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ params: expect.objectContaining({ noteId: expect.any(String) }) }));
  });
});
