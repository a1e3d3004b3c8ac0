// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../render-app';

// The pages read the fixture catalogue (tests/fixtures/app-notes): one note in each of the 13 series,
// three in React and two in Github.

function cards() {
  return screen.queryAllByRole('article');
}

describe('the home page', () => {
  it('shows the hero, the tagline and the 13 featured learning paths in order', async () => {
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText('Master programming with clean, concise coding documentation.')).toBeInTheDocument();
    expect(screen.getByText('13 programming topics to explore')).toBeInTheDocument();
    const badges = cards().map((card) => card.querySelector('header span')?.textContent);
    expect(badges).toEqual([
      'C',
      'C++',
      'PYTHON',
      'JAVA',
      'HTML',
      'CSS',
      'JAVASCRIPT',
      'REACT',
      'NODE.JS',
      'DOCKER',
      'GIT',
      'GITHUB',
      'DSA',
    ]);
    const react = cards()[7]!;
    expect(within(react).getByRole('heading', { level: 3 })).toHaveTextContent('Your First Component');
    const explore = within(react).getByRole('link', { name: /Explore/ });
    expect(explore).toHaveAttribute('href', '/react');
    expect(react).not.toHaveAttribute('data-highlighted');
    expect(screen.getByText(/Start typing a topic/)).toBeInTheDocument();
  });

  it('shows two tags, each a button to search for it, and a +N badge for the rest', async () => {
    await renderApp('/');
    const react = cards()[7]!;
    // Note 101's tags: components, jsx, functions, basics.
    const tags = within(react).getAllByRole('listitem');
    expect(tags).toHaveLength(3);
    expect(tags.slice(0, 2).map((tag) => within(tag).getByRole('button').textContent)).toEqual(
      ['components', 'jsx'].map((tag) => `Find notes tagged ${tag}`),
    );
    expect(tags[2]).toHaveTextContent('+2');
    expect(within(react).getByText('October 1, 2024')).toBeInTheDocument();
  });

  it('browses by series-key prefix while typing, with Read buttons and a ring', async () => {
    const { user } = await renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: 'Search topics' }), 'Ja');
    expect(screen.getByText('Found 2 matching topics')).toBeInTheDocument();
    expect(screen.getByText('Browsing topics starting with "Ja" · press Enter for an exact match')).toBeInTheDocument();
    // JavaScript's note 301 and Java's note 4001, by ascending id.
    expect(cards().map((card) => card.querySelector('h3')?.textContent)).toEqual(['Values and Variables', 'Hello, Java']);
    const first = cards()[0]!;
    expect(first).toHaveAttribute('data-highlighted', 'true');
    expect(within(first).getByRole('link', { name: /^Read/ })).toHaveAttribute('href', '/javascript/301');
    expect(screen.getByRole('button', { name: 'View All Topics' })).toBeInTheDocument();
  });

  it('locks an exact match on Enter, and typing again goes back to browsing', async () => {
    const { user } = await renderApp('/');
    const box = screen.getByRole('searchbox', { name: 'Search topics' });
    await user.type(box, '  java {Enter}');
    expect(screen.getByText('Exact match: "java"')).toBeInTheDocument();
    expect(screen.getByText('Found 1 matching topics')).toBeInTheDocument();
    expect(cards().map((card) => card.querySelector('header span')?.textContent)).toEqual(['JAVA']);
    await user.type(box, 's');
    expect(screen.getByText(/Browsing topics starting with "java s"/)).toBeInTheDocument();
    expect(screen.getByText('No topics starting with "java s"')).toBeInTheDocument();
  });

  it('ignores Enter on blank text', async () => {
    const { user } = await renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: 'Search topics' }), '   {Enter}');
    expect(screen.getByText('13 programming topics to explore')).toBeInTheDocument();
    expect(screen.queryByText(/Exact match/)).not.toBeInTheDocument();
  });

  it('shows the empty states with the term and resets with View All Topics', async () => {
    const { user } = await renderApp('/');
    const box = screen.getByRole('searchbox', { name: 'Search topics' });
    await user.type(box, 'jav{Enter}');
    expect(screen.getByText('No exact match found for "jav"')).toBeInTheDocument();
    expect(screen.getByText('Try different search terms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All Topics' }));
    expect(box).toHaveValue('');
    expect(screen.getByText('13 programming topics to explore')).toBeInTheDocument();

    await user.type(box, 'zz');
    expect(screen.getByText('No topics starting with "zz"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All Topics' }));
    expect(screen.getByText('13 programming topics to explore')).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('clears both the text and the exact term with the clear button', async () => {
    const { user } = await renderApp('/');
    const box = screen.getByRole('searchbox', { name: 'Search topics' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(box, 'react{Enter}');
    expect(screen.getByText('Exact match: "react"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(screen.queryByText(/Exact match/)).not.toBeInTheDocument();
    expect(screen.getByText('13 programming topics to explore')).toBeInTheDocument();
  });

  it('treats the text literally: c++ finds the C++ notes and regex characters find nothing', async () => {
    const { user } = await renderApp('/');
    const box = screen.getByRole('searchbox', { name: 'Search topics' });
    await user.type(box, 'C++');
    expect(screen.getByText('Found 1 matching topics')).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent('C++');
    expect(cards()[0]).toHaveTextContent('From C to C++');
    await user.clear(box);
    await user.type(box, '.*(');
    expect(screen.getByText('No topics starting with ".*("')).toBeInTheDocument();
  });
});
