import type { NoteChunk } from '../catalog/types';

/**
 * The dev server's notes saved since the page loaded. A series chunk keeps importing the module it
 * first loaded, so a saved note is kept here, and loadNote looks here first.
 */
export const savedNotes = new Map<number, NoteChunk>();

/**
 * Dev server only: on each save, keeps the saved notes the server sends and reloads the note's
 * route data, so the page shows the edit in place (scroll position and all) without a reload;
 * closes the error overlay of a broken save once a save compiles again.
 */
export function followSavedNotes(hot: ViteHotContext, reloadNote: () => Promise<void>) {
  hot.on('study-notes:content', async ({ notes }) => {
    for (const overlay of document.querySelectorAll('vite-error-overlay')) (overlay as HTMLElement & { close(): void }).close();
    if (notes.length === 0) return;
    for (const note of notes) savedNotes.set(note.meta.id, note);
    await reloadNote();
  });
}

type ViteHotContext = NonNullable<ImportMeta['hot']>;
