/** The dev server's messages to the open page. */
import type { CatalogueManifest } from './catalogue-files.ts';
import type { NoteChunk } from './note.ts';

/**
 * What the dev server tells the page after a save (scripts/dev-server/notes-content.ts to
 * src/app/saved-notes.ts): the notes that changed and that the page has loaded, as their chunks.
 */
export interface ContentEventData {
  notes: NoteChunk[];
  /** The catalogue's manifest after the save; absent when a save did not compile. */
  manifest?: CatalogueManifest;
}

declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    'study-notes:content': ContentEventData;
  }
}
