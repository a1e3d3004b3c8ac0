// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { markSolved } from '../../../../src/app/reading-progress';
import { resetProgress } from '../../../../src/components/progress/device-progress';
import { SeriesSidebar } from '../../../../src/screens/series/SeriesSidebar';
import { SeriesWelcome } from '../../../../src/screens/series/SeriesWelcome';
import { currentPath, renderApp } from '../../render-app';

// The fixture's React series (tests/fixtures/app-notes/notes/react), by id.
const reactLessons = [
  { id: 101, title: 'Your First Component' },
  { id: 102, title: 'Passing Props' },
  { id: 103, title: 'State with Hooks' },
];

describe('the series page', () => {
  it('moves to the first lesson, replacing the history entry', async () => {
    const { router, history } = await renderApp('/react', ['/about']);
    await screen.findByRole('heading', { level: 1, name: 'Your First Component' });
    expect(currentPath(router)).toBe('/react/101');
    expect(history.length).toBe(2);
    history.back();
    await screen.findByRole('heading', { level: 1, name: 'About Study Notes' });
  });

  it('lists the lessons numbered 1..n with the count, the active one current', async () => {
    await renderApp('/react/103');
    const sidebar = screen.getByRole('complementary', { name: 'React lessons' });
    expect(within(sidebar).getByText('3 lessons')).toBeInTheDocument();
    const links = within(within(sidebar).getByRole('navigation', { name: 'Lessons' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(reactLessons.map((lesson, index) => `${index + 1}${lesson.title}`));
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.getAttribute('href'))).toEqual(['/react/103']);
    expect(within(sidebar).getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  it('offers the whole series to print', async () => {
    await renderApp('/c++/1001');
    const sidebar = screen.getByRole('complementary', { name: 'C++ lessons' });
    expect(within(sidebar).getByRole('link', { name: 'Print this series' })).toHaveAttribute('href', '/print/c++');
  });

  it('toggles the small-screen sidebar, and closes it on the overlay or a lesson', async () => {
    const { user, router } = await renderApp('/react/101');
    const toggle = screen.getByRole('button', { name: 'Lessons' });
    const sidebar = screen.getByRole('complementary', { name: 'React lessons' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).not.toHaveAttribute('data-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByRole('button', { name: 'Close lessons' }));
    expect(sidebar).not.toHaveAttribute('data-open');

    await user.click(toggle);
    await user.click(within(sidebar).getByRole('link', { name: /Passing Props/ }));
    await screen.findByRole('heading', { level: 1, name: 'Passing Props' });
    expect(currentPath(router)).toBe('/react/102');
    expect(sidebar).not.toHaveAttribute('data-open');
  });

  it('shows the empty sidebar and the welcome panel for a series without lessons', async () => {
    const series = { key: 'rust', title: 'Rust', icon: '🦀', description: 'Systems programming.' };
    const rootRoute = createRootRoute({
      component: () => (
        <>
          <SeriesSidebar series={series} topic="rust" lessons={[]} python={false} open={false} onLessonChosen={() => {}} />
          <SeriesWelcome series={series} />
        </>
      ),
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('No notes available yet')).toBeInTheDocument();
    expect(screen.getByText('Content coming soon!')).toBeInTheDocument();
    expect(screen.getByText('0 lessons')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Rust Notes' })).toBeInTheDocument();
    expect(screen.getByText('Systems programming.')).toBeInTheDocument();
    expect(screen.getByText('Select a topic from the sidebar to start learning')).toBeInTheDocument();
    // The icon is Twemoji's artwork, with the emoji as its text.
    const icons = screen.getAllByAltText('🦀');
    expect(icons.map((icon) => icon.getAttribute('src'))).toEqual(['/emoji/1f980.svg', '/emoji/1f980.svg']);
  });

  it('counts the exercises solved in the series, as the notes have them now, once one is solved', async () => {
    const series = { key: 'react', title: 'React', icon: '⚛️', description: 'Components.' };
    const lessons = [
      { id: 101, topic: 'react', title: 'First', exercises: ['1-a-counter', '2-a-list'] },
      { id: 102, topic: 'react', title: 'Second' },
      { id: 103, topic: 'react', title: 'Third', exercises: ['1-a-form'] },
    ];
    const rootRoute = createRootRoute({
      component: () => (
        <SeriesSidebar series={series} topic="react" lessons={lessons} python={false} open={false} onLessonChosen={() => {}} />
      ),
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
    const sidebar = await screen.findByRole('complementary', { name: 'React lessons' });
    expect(sidebar).not.toHaveTextContent(/solved/);

    try {
      act(() => {
        markSolved('react', 103, '1-a-form');
        // Solved before note 101 renamed this exercise, and in another series: neither counts here.
        markSolved('react', 101, '3-gone');
        markSolved('javascript', 301, '1-sum');
      });
      expect(within(sidebar).getByText('1 of 3 exercises solved')).toBeInTheDocument();
      act(() => markSolved('react', 101, '2-a-list'));
      expect(within(sidebar).getByText('2 of 3 exercises solved')).toBeInTheDocument();
      act(() => resetProgress());
      expect(sidebar).not.toHaveTextContent(/solved/);
    } finally {
      resetProgress();
    }
  });

  it('redirects another case of a known topic to the lowercase path', async () => {
    const { router } = await renderApp('/React/103');
    await screen.findByRole('heading', { level: 1, name: 'State with Hooks' });
    expect(currentPath(router)).toBe('/react/103');
  });

  it('serves c++ paths', async () => {
    const { router } = await renderApp('/c++');
    await screen.findByRole('heading', { level: 1, name: 'From C to C++' });
    expect(currentPath(router)).toBe('/c++/1001');
  });

  it('shows the 404 page for unknown topics and deeper paths', async () => {
    await renderApp('/rust');
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you requested does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page below a note', async () => {
    await renderApp('/react/101/extra');
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });
});

describe('the note page', () => {
  it('shows the title, the publication line, the tags and the body', async () => {
    await renderApp('/react/101');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Your First Component');
    expect(article).toHaveTextContent('Published on October 1, 2024 in REACT');
    // Each tag is a button that searches for it.
    expect(
      within(within(article).getByRole('list', { name: 'Tags' }))
        .getAllByRole('button')
        .map((tag) => tag.textContent),
    ).toEqual(['components', 'jsx', 'functions', 'basics'].map((tag) => `Find notes tagged ${tag}`));
    expect(within(article).getByRole('heading', { level: 2, name: 'Defining a component' })).toBeInTheDocument();
    expect(article).toHaveTextContent('A component is a function whose name starts with a capital letter');
  });

  it('hides Previous on the first lesson and Next on the last, and follows Next', async () => {
    const { user, router } = await renderApp('/react/101');
    const pager = screen.getByRole('navigation', { name: 'Previous and next notes' });
    expect(within(pager).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    await user.click(within(pager).getByRole('link', { name: /Next/ }));
    await screen.findByRole('heading', { level: 1, name: reactLessons[1]!.title });
    expect(currentPath(router)).toBe(`/react/${reactLessons[1]!.id}`);
    const again = screen.getByRole('navigation', { name: 'Previous and next notes' });
    expect(within(again).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/react/101');
  });

  it('has no Next link on the last lesson', async () => {
    const last = reactLessons.at(-1)!;
    await renderApp(`/react/${last.id}`);
    const pager = screen.getByRole('navigation', { name: 'Previous and next notes' });
    expect(within(pager).queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: /Previous/ })).toBeInTheDocument();
  });

  it('shows Note Not Found for an unknown or non-numeric id, with a link back', async () => {
    await renderApp('/react/999');
    expect(screen.getByRole('heading', { level: 1, name: 'Note Not Found (404)' })).toBeInTheDocument();
    // The id is set apart as code inside the sentence.
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'The note with ID 999 in the react series does not exist.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('999', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to React notes/ })).toHaveAttribute('href', '/react');
  });

  it('keeps a non-numeric id as typed', async () => {
    await renderApp('/react/abc');
    // The id is set apart as code inside the sentence.
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'The note with ID abc in the react series does not exist.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('abc', { selector: 'code' })).toBeInTheDocument();
  });

  it('sets the head tags of a note: title, description, canonical, article type and keywords', async () => {
    await renderApp('/c++/1001');
    await waitFor(() => expect(document.title).toBe('From C to C++ | C++ | Study Notes'));
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('What C++ adds to C, and the first program that uses it.');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[name="keywords"]')).toBe('basics, iostream, compilers, c++');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.com/c++/1001');
  });

  it('sets og:title and og:type website on the home page', async () => {
    await renderApp('/');
    await waitFor(() => expect(document.title).toContain('Study Notes'));
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', document.title);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.com/');
  });
});
