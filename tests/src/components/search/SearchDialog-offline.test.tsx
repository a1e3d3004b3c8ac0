// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../render-app';

// The notes' files of the search index are not on this device, as offline with their series not saved.
vi.mock('../../../../src/app/catalogue-source', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/app/catalogue-source')>();
  return {
    ...actual,
    loadCatalogueFile: (chunk: string, file: string) =>
      /^search\/[^/]+\/n\d+\.json$/.test(file) ? Promise.reject(new Error('Failed to fetch')) : actual.loadCatalogueFile(chunk, file),
  };
});

describe('the full-text search dialog when a found note is not on the device', () => {
  it('leaves the note out and says how many more were found in series not saved', async () => {
    const { user } = await renderApp('/about');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search all notes' }, { timeout: 10_000 });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search all notes' }), 'avatarurl');
    await within(dialog).findByText('No notes match “avatarurl”. 1 more is in series not saved on this device.', {}, { timeout: 10_000 });
    expect(within(dialog).queryAllByRole('option')).toEqual([]);
  });
});
