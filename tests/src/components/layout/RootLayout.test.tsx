// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../../render-app';

const LABELS = ['Home', 'C', 'C++', 'Python', 'Java', 'HTML', 'CSS', 'JavaScript', 'React', 'Node.js', 'Docker', 'Git', 'Github', 'DSA'];

describe('the shared layout', () => {
  it('has a brand link home, the 14 topic links and a skip link', async () => {
    await renderApp('/about');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('link', { name: /Study Notes/ })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Topics' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(LABELS);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/c',
      '/c++',
      '/python',
      '/java',
      '/html',
      '/css',
      '/javascript',
      '/react',
      '/nodejs',
      '/docker',
      '/git',
      '/github',
      '/dsa',
    ]);
  });

  it('highlights the active topic on its series and note pages, and Home on the home page', async () => {
    await renderApp('/react/103');
    const nav = screen.getByRole('navigation', { name: 'Topics' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['React']);
  });

  it('marks Home as current on the home page only', async () => {
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'C' })).not.toHaveAttribute('aria-current');
  });

  it('toggles the small-screen menu and closes it when a link is chosen or Escape is pressed', async () => {
    const { user, router } = await renderApp('/');
    const button = screen.getByRole('button', { name: 'Open topics menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Topics menu' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close topics menu');
    const menu = screen.getByRole('navigation', { name: 'Topics menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(LABELS);

    await user.click(button);
    expect(screen.queryByRole('navigation', { name: 'Topics menu' })).not.toBeInTheDocument();

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Topics menu' })).not.toBeInTheDocument();

    await user.click(button);
    await user.click(within(screen.getByRole('navigation', { name: 'Topics menu' })).getByRole('link', { name: 'Python' }));
    await screen.findByRole('heading', { level: 1, name: 'Getting Started with Python' });
    expect(currentPath(router)).toBe('/python/3001');
    expect(screen.queryByRole('navigation', { name: 'Topics menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open topics menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a footer with the current year and the About, Contact and Privacy Policy links', async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Study Notes`);
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
    ]);
  });
});
