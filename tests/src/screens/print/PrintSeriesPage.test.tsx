// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { setCatalogueSource } from '../../../../src/app/catalogue-source';
import { currentPath, renderApp } from '../../render-app';

// The fixture's React series (tests/fixtures/app-notes/notes/react), by id.
const titles = ['Your First Component', 'Passing Props', 'State with Hooks'];

describe("a series' print page", () => {
  it('shows its title page and contents while the notes are on their way, and offers Print once they are all in', async () => {
    // The notes' files wait until released, as on a slow connection.
    const { manifest, files } = inject('catalogue');
    let release = () => {};
    const notesIn = new Promise<void>((resolve) => (release = resolve));
    setCatalogueSource({
      manifest,
      read: async (file) => {
        if (file.startsWith('notes/')) await notesIn;
        return JSON.parse(files[file]!) as unknown;
      },
    });
    await renderApp('/print/react');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('React');
    expect(
      within(screen.getByRole('navigation', { name: 'Contents' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(titles);
    expect(screen.getByText('Gathering the 3 notes…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeDisabled();
    expect(screen.queryAllByRole('article')).toEqual([]);

    await act(async () => release());
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
    expect(screen.getByText(/^3 notes/)).toHaveTextContent(/^3 notes · Updated \w/);
    expect(screen.queryByText(/^Gathering/)).toBeNull();
    setCatalogueSource({ manifest, read: async (file) => JSON.parse(files[file]!) as unknown });
  });

  it('has a title page, the contents linking to each note, then every note in order', async () => {
    await renderApp('/print/react');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('React');
    expect(screen.getByText(/^3 notes/)).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [titles[0], '#note-101'],
      [titles[1], '#note-102'],
      [titles[2], '#note-103'],
    ]);
    const notes = screen.getAllByRole('article');
    expect(notes.map((note) => [note.id, within(note).getByRole('heading', { level: 2 }).textContent])).toEqual([
      ['note-101', titles[0]],
      ['note-102', titles[1]],
      ['note-103', titles[2]],
    ]);
    const first = notes[0]!;
    expect(within(first).getByText('Lesson 1 of 3')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 3, name: 'Defining a component' })).toHaveAttribute(
      'id',
      'note-101-defining-a-component',
    );
    const references = within(first).getByRole('region', { name: `References ${titles[0]}` });
    expect(within(references).getByRole('link', { name: 'React: Your First Component' })).toHaveAttribute(
      'href',
      'https://react.dev/learn/your-first-component',
    );
  });

  it('moves another case of a series to its lowercase path', async () => {
    const { router } = await renderApp('/print/React');
    await screen.findByRole('heading', { level: 1, name: 'React' });
    expect(currentPath(router)).toBe('/print/react');
  });

  it('is the 404 page for a series the site does not have', async () => {
    await renderApp('/print/rust');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
  });
});
