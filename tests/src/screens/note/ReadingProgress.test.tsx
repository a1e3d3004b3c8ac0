// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lessonPosition } from '../../../../src/catalog/queries';
import { editUrl } from '../../../../src/site/edit-url';
import { movePointer, renderApp } from '../../render-app';

afterEach(() => vi.restoreAllMocks());

describe('where am I', () => {
  it("says 'Lesson {k} of {n}' by id order in the series", async () => {
    // The fixture's React series has notes 101, 102 and 103.
    await renderApp('/react/102');
    expect(screen.getByText('Lesson 2 of 3')).toBeInTheDocument();
    expect(lessonPosition([{ id: 3 }, { id: 7 }, { id: 9 }], 9)).toEqual({ number: 3, total: 3 });
    expect(lessonPosition([{ id: 3 }], 4)).toBeUndefined();
  });

  it('fills the reading bar as the note scrolls by, and hides it from assistive technology', async () => {
    let top = 120;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: this.tagName === 'ARTICLE' ? top : 0, height: this.tagName === 'ARTICLE' ? 2768 : 0 } as DOMRect;
    });
    await renderApp('/react/103');
    // jsdom's window is 768 px high: 2000 px of the note can scroll by.
    const bar = document.querySelector<HTMLElement>('article > [aria-hidden="true"]')!;
    movePointer();
    await waitFor(() => expect(bar.style.transform).toBe('scaleX(0)'));
    top = -500;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(bar.style.transform).toBe('scaleX(0.25)');
    top = -2500;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(bar.style.transform).toBe('scaleX(1)');
  });
});

describe('edit this note', () => {
  it('is absent while the site has no edit base URL', async () => {
    await renderApp('/react/103');
    expect(screen.getByRole('heading', { level: 1, name: 'State with Hooks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit this note' })).not.toBeInTheDocument();
  });

  it("links to the note's Markdown file under the base URL, with or without its final slash", () => {
    expect(editUrl('notes/react/105-jsx-basics.md', 'https://github.com/org/repo/edit/main/')).toBe(
      'https://github.com/org/repo/edit/main/notes/react/105-jsx-basics.md',
    );
    expect(editUrl('notes/c++/1001-from-c-to-cpp.md', 'https://github.com/org/repo/edit/main')).toBe(
      'https://github.com/org/repo/edit/main/notes/c++/1001-from-c-to-cpp.md',
    );
    expect(editUrl('notes/react/105-jsx-basics.md', undefined)).toBeUndefined();
  });
});
