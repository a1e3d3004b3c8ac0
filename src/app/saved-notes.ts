import { useSyncExternalStore } from 'react';
import type { ContentEventData } from '../../shared/dev-events';
import type { NoteChunk } from '../../shared/note';
import { catalogueManifest, setCatalogueSource, siteSource } from './catalogue-source';

/**
 * The dev server's notes saved since the page loaded: loadNote looks here first, and the open note's
 * page re-renders from here the moment a save arrives, without a reload or a new route load.
 */
export const savedNotes = new Map<number, NoteChunk>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The latest save of a note, when the dev server sent one. */
export function useSavedNote(id: number | undefined): NoteChunk | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (id === undefined ? undefined : savedNotes.get(id)),
    () => undefined,
  );
}

/**
 * Dev server only: keeps the saved notes the server sends after each save, which the open page
 * shows in place (scroll position and all); closes the error overlay of a broken save once a save
 * compiles again.
 */
export function followSavedNotes(hot: ViteHotContext, router: { invalidate(): Promise<void> }) {
  hot.on('study-notes:content', ({ notes, manifest }: ContentEventData) => {
    for (const overlay of document.querySelectorAll('vite-error-overlay')) (overlay as HTMLElement & { close(): void }).close();
    for (const note of notes) savedNotes.set(note.meta.id, note);
    if (notes.length > 0) for (const listener of listeners) listener();
    // A new catalogue (a title, an order, a new note): the route data is loaded from it again.
    if (manifest && JSON.stringify(manifest) !== JSON.stringify(catalogueManifest())) {
      setCatalogueSource(siteSource(manifest));
      void router.invalidate();
    }
  });
}

type ViteHotContext = NonNullable<ImportMeta['hot']>;
