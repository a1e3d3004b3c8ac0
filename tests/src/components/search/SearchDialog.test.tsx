// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../render-app';

describe('the full-text search dialog', () => {
  it('opens on Ctrl+K as a modal combobox and finds a note by a word only in one of its sections', async () => {
    const { user } = await renderApp('/about');
    await user.keyboard('{Control>}k{/Control}');
    // At once, while the first opening fetches the search's own chunk: what is typed meanwhile is searched.
    const dialog = screen.getByRole('dialog', { name: 'Search all notes' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the search index…');
    const input = within(dialog).getByRole('combobox', { name: 'Search all notes' });
    expect(input).toHaveFocus();
    await user.keyboard('avatar');
    await waitFor(() => expect(within(dialog).queryByText('Loading the search index…')).not.toBeInTheDocument(), { timeout: 10_000 });

    await user.type(input, 'url');
    const listbox = within(dialog).getByRole('listbox', { name: 'Notes found' });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 note found');
    // The fixture's note 102 names avatarUrl in one section only.
    expect(options[0]).toHaveTextContent(/React › Defaults for missing propsPassing Props/);
    expect(options[0]).toHaveAttribute('href', '/react/102#defaults-for-missing-props');
    expect(options[0]!.querySelector('mark')).toHaveTextContent(/^avatarUrl$/i);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter at its heading', async () => {
    const { user, router } = await renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Search all notes' }));
    const input = await screen.findByRole('combobox', { name: 'Search all notes' });
    await user.type(input, 'hooks');
    const options = await screen.findAllByRole('option', {}, { timeout: 10_000 });
    expect(options.length).toBeGreaterThan(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    const target = new URL(options[1]!.getAttribute('href')!, 'http://localhost');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(target.pathname));
    expect(router.state.location.hash).toBe(target.hash.slice(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when nothing matches, keeps Tab inside, and on Esc closes and gives focus back to its opener', async () => {
    const { user } = await renderApp('/about');
    const opener = screen.getByRole('button', { name: 'Search all notes' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Search all notes' });
    const input = within(dialog).getByRole('combobox');
    await waitFor(() => expect(within(dialog).queryByText('Loading the search index…')).not.toBeInTheDocument(), { timeout: 10_000 });
    await user.type(input, 'qqzzxx');
    expect(within(dialog).getByRole('status')).toHaveTextContent('No notes match “qqzzxx”');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close search' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close search' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
