// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LightMarkup } from '../../../../src/markup/LightMarkup';
import { movePointer, renderApp } from '../../render-app';

// The fixture's note 103 (tests/fixtures/app-notes/notes/react/103-state-with-hooks.md): its headings and their slugs.
const headings = ['Why local variables are not enough', 'Calling useState', 'Updating state'];
const slugs = ['why-local-variables-are-not-enough', 'calling-usestate', 'updating-state'];

/** An IntersectionObserver that jsdom lacks; the test says which headings cross the reading line. */
class FakeObserver {
  /** The observer of the headings (the page also watches the end of the note). */
  static sections: FakeObserver | undefined;
  targets: Element[] = [];
  constructor(readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(target: Element) {
    this.targets.push(target);
    // The contents watch the headings; the page also watches the note's end (reading progress).
    if (/^H\d$/.test(target.tagName)) FakeObserver.sections = this;
  }
  disconnect() {}
  /** The first `count` headings are above the line, the others below. */
  scrollPast(count: number) {
    act(() => this.callback(this.targets.map((target, index) => ({ target, isIntersecting: index < count }))));
  }
}

describe('the note page, for reading', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.sections = undefined;
  });

  it('gives each heading its anchor and a link to it, keeping the heading text its name', async () => {
    await renderApp('/react/103');
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 2, name: headings[1] });
    expect(heading).toHaveAttribute('id', slugs[1]);
    expect(within(heading).getByRole('link', { name: headings[1] })).toHaveAttribute('href', `#${slugs[1]}`);
  });

  it('lists the headings under On this page and marks the section being read', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await renderApp('/react/103');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      headings.map((text, index) => [text, `#${slugs[index]}`]),
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
    movePointer();
    await waitFor(() => expect(FakeObserver.sections).toBeDefined());
    FakeObserver.sections!.scrollPast(3);
    expect(within(contents).getByRole('link', { current: 'location' })).toHaveTextContent(headings[2]!);
    FakeObserver.sections!.scrollPast(1);
    expect(within(contents).getByRole('link', { current: 'location' })).toHaveTextContent(headings[0]!);
  });

  it('shows the reading time beside the unchanged publication line', async () => {
    await renderApp('/react/103');
    const header = within(screen.getByRole('article')).getByRole('banner');
    expect(header).toHaveTextContent('Published on October 3, 2024 in REACT');
    expect(within(header).getByText('1 min read')).toBeInTheDocument();
  });

  it('renders a body without annotations plainly: no anchors, no colours', () => {
    const { container } = render(<LightMarkup source={'## Plain\n```js\nconst a = 1;\n```'} />);
    expect(container.querySelector('h2')!.outerHTML).toBe('<h2>Plain</h2>');
    expect(container.querySelector('pre code')!.innerHTML).toBe('const a = 1;');
  });
});
