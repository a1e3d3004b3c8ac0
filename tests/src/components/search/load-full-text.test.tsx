// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../render-app';

// The first fetch of the search index fails, as on a dropped connection; later ones go through.
vi.mock('../../../../src/components/search/load-full-text', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/components/search/load-full-text')>();
  let attempts = 0;
  return {
    loadFullText: () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('Loading chunk full-text failed')) : actual.loadFullText();
    },
  };
});

describe('the full-text search dialog when its index does not load', () => {
  it('says why, and Retry loads the index and searches', async () => {
    const { user } = await renderApp('/about');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search all notes' }, { timeout: 10_000 });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Loading chunk full-text failed');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument(), { timeout: 10_000 });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search all notes' }), 'avatarurl');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 note found');
  });
});
